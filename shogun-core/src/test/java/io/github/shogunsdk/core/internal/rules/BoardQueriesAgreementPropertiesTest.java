package io.github.shogunsdk.core.internal.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.core.internal.board.Board;
import io.github.shogunsdk.core.internal.convert.BoardConversion;
import io.github.shogunsdk.core.internal.legality.Attacks;
import io.github.shogunsdk.core.properties.PositionArbitraries;
import io.github.shogunsdk.core.reference.Reference;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * {@link BoardQueries} and {@link Attacks} answer every square of a board as the reference model
 * does: reach, attackers, defenders, the attacked pieces of each colour, check, and the legal
 * moves of one square. The number of tries is jqwik's default ({@code jqwik.tries.default}), which
 * the mutation profile lowers.
 */
class BoardQueriesAgreementPropertiesTest {

    @Provide
    Arbitrary<Position> positions() {
        return PositionArbitraries.positions();
    }

    @Property
    void everySquareIsAnsweredAsTheReferenceDoes(@ForAll("positions") Position p, @ForAll Variant variant) {
        Board board = BoardConversion.toBoard(p);
        Map<Square, Piece> pieces = new HashMap<>(p.pieces());
        for (Square square : Square.all()) {
            int bit = BoardConversion.bit(square);
            assertEquals(Reference.reach(pieces, square), BoardQueries.reach(board, bit), () -> p + ": reach " + square);
            assertEquals(Reference.attackers(pieces, square), BoardQueries.attackers(board, bit),
                    () -> p + ": attackers " + square);
            assertEquals(Reference.defenders(pieces, square), BoardQueries.defenders(board, bit),
                    () -> p + ": defenders " + square);
            Set<Square> expected = new TreeSet<>();
            Piece piece = pieces.get(square);
            if (piece != null && piece.colour() == p.sideToMove()) {
                expected.addAll(Reference.legalDestinations(pieces, square, variant));
            }
            List<Move> moves = BoardQueries.legalMoves(board, bit, variant);
            Set<Square> actual = new TreeSet<>();
            moves.forEach(move -> actual.add(move.to()));
            assertEquals(expected, actual, () -> p + ": " + variant + " legal moves of " + square);
            assertEquals(expected.size(), moves.size(), () -> p + ": each move once");
        }
        for (Colour colour : Colour.values()) {
            int index = BoardConversion.colourIndex(colour);
            assertEquals(Reference.attacked(pieces, colour), BoardQueries.attacked(board, index),
                    () -> p + ": attacked by " + colour);
            assertEquals(Reference.inCheck(pieces, colour), Attacks.isInCheck(board, index),
                    () -> p + ": check of " + colour);
        }
    }
}
