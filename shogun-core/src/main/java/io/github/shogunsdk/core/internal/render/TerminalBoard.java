package io.github.shogunsdk.core.internal.render;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.TerminalStyle;
import java.util.Optional;
import java.util.Set;

/**
 * A board for a terminal, in fixed-width cells so it stays aligned with or without colours:
 *
 * <pre>
 *     a   b   c   d   e   f   g   h
 * 8  p4  p2  p3  p1  k1  p3  p1  p3  8
 * 7   .   .   .   .   .   .   .   .  7
 * …
 * 3   .   .   . [K2]  .   .   .   .  3
 * 2   .   .   .   .   .   .   .   .  2
 * 1  P4  P3  P2 [ .] P1  P4  P3  P2  1
 *     a   b   c   d   e   f   g   h
 * Red to move (move 1), last move d1d3
 * </pre>
 *
 * <p>A cell is four characters: a mark, the piece in position notation or {@code " ."}, a mark.
 * The marks are brackets on the last move's from and to squares, spaces elsewhere. With colours
 * on, ANSI escape codes make White's pieces bold, Red's pieces red and the marked squares reverse
 * video; they wrap only the cell's contents, so the visible width never changes.
 */
final class TerminalBoard {

    private static final String ESC = "\u001b[";
    private static final String RESET = ESC + "0m";
    private static final String BOLD = "1";
    private static final String RED = "31";
    private static final String DIM = "2";
    private static final String REVERSE = "7";
    private static final String EMPTY = " .";
    private static final String FILES = "    a   b   c   d   e   f   g   h\n";

    private TerminalBoard() {
    }

    /**
     * Draws a position.
     *
     * @param position the position
     * @param style the move to mark and whether to colour
     * @return 11 lines, each ending with a line feed
     */
    static String draw(Position position, TerminalStyle style) {
        Set<Square> marked = style.lastMove().map(m -> Set.of(m.from(), m.to())).orElse(Set.of());
        StringBuilder out = new StringBuilder(512);
        out.append(FILES);
        for (int rank = 8; rank >= 1; rank--) {
            out.append(rank).append(' ');
            for (int file = 1; file <= 8; file++) {
                Square square = Square.of(file, rank);
                cell(out, position.pieceAt(square), marked.contains(square), style.colour());
            }
            out.append(' ').append(rank).append('\n');
        }
        out.append(FILES);
        return out.append(status(position, style.lastMove())).append('\n').toString();
    }

    private static void cell(StringBuilder out, Optional<Piece> piece, boolean marked, boolean colour) {
        String text = piece.map(Piece::toString).orElse(EMPTY);
        out.append(marked ? '[' : ' ');
        if (colour) {
            String codes = piece.map(p -> p.colour() == Colour.WHITE ? BOLD : RED).orElse(DIM);
            out.append(ESC).append(marked ? codes + ";" + REVERSE : codes).append('m').append(text).append(RESET);
        } else {
            out.append(text);
        }
        out.append(marked ? ']' : ' ');
    }

    private static String status(Position position, Optional<Move> lastMove) {
        String side = position.sideToMove() == Colour.WHITE ? "White" : "Red";
        return side + " to move (move " + position.moveNumber() + ")"
                + lastMove.map(m -> ", last move " + m).orElse("");
    }
}
