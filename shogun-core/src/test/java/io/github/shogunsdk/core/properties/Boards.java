package io.github.shogunsdk.core.properties;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Square;
import java.util.Collection;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;

/** Test helpers: board reflections, an independent SPN writer, and move sets as text. */
final class Boards {

    private Boards() {
    }

    static Map<Square, Piece> board(Position position) {
        return new HashMap<>(position.pieces());
    }

    /** Reflects files: x becomes 9 - x. */
    static Square mirror(Square sq) {
        return Square.of(9 - sq.x(), sq.y());
    }

    /** Reflects ranks: y becomes 9 - y (used with a colour swap). */
    static Square flip(Square sq) {
        return Square.of(sq.x(), 9 - sq.y());
    }

    /** The position with files reflected. */
    static Position mirror(Position p) {
        Map<Square, Piece> out = new HashMap<>();
        p.pieces().forEach((sq, piece) -> out.put(mirror(sq), piece));
        return Position.of(out, p.sideToMove(), p.quietPlies(), p.moveNumber());
    }

    /** The position with ranks reflected, colours swapped and the other side to move. */
    static Position colourFlip(Position p) {
        Map<Square, Piece> out = new HashMap<>();
        p.pieces().forEach((sq, piece) ->
                out.put(flip(sq), Piece.of(piece.kind(), piece.colour().opponent(), piece.energy())));
        return Position.of(out, p.sideToMove().opponent(), p.quietPlies(), p.moveNumber());
    }

    static Set<Square> map(Set<Square> squares, UnaryOperator<Square> f) {
        return squares.stream().map(f).collect(Collectors.toCollection(TreeSet::new));
    }

    /** Moves as a sorted set of "from+to" strings. */
    static Set<String> text(Collection<Move> moves) {
        return moves.stream().map(m -> m.from().toString() + m.to()).collect(Collectors.toCollection(TreeSet::new));
    }

    /** Move strings with both squares mapped. */
    static Set<String> mapMoves(Set<String> moves, UnaryOperator<Square> f) {
        return moves.stream()
                .map(m -> f.apply(Square.parse(m.substring(0, 2))).toString() + f.apply(Square.parse(m.substring(2))))
                .collect(Collectors.toCollection(TreeSet::new));
    }

    /** Canonical SPN written from the rules text (§8), independently of the API's writer. */
    static String spn(Map<Square, Piece> pieces, Colour side, int quiet, int moveNumber) {
        StringBuilder out = new StringBuilder();
        for (int rank = 8; rank >= 1; rank--) {
            int empty = 0;
            for (int file = 1; file <= 8; file++) {
                Piece piece = pieces.get(Square.of(file, rank));
                if (piece == null) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    out.append(empty);
                }
                empty = 0;
                char letter = piece.kind().name().charAt(0);
                out.append(piece.colour() == Colour.WHITE ? letter : Character.toLowerCase(letter)).append(piece.energy());
            }
            if (empty > 0) {
                out.append(empty);
            }
            out.append(rank > 1 ? "/" : "");
        }
        out.append(side == Colour.WHITE ? " w" : " r");
        if (quiet != 0 || moveNumber != 1) {
            out.append(' ').append(quiet).append(' ').append(moveNumber);
        }
        return out.toString();
    }
}
