package io.github.shogunsdk.core.internal.legality;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.core.internal.board.Board;
import io.github.shogunsdk.core.internal.convert.BoardConversion;
import io.github.shogunsdk.core.internal.movegen.MoveGenerator;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * {@link Legality}'s listing, counting and any-move test on a king in the corner (square 0), worked
 * out by hand: White's king a1 (energy 1) and pawn a2 (1), which alone blocks the red pawn a3 (2)
 * on its way a3-a2-a1. Legal: a1b1 (b1 is three steps from a3) and a2xa3; a2b2 would open the path.
 */
class LegalityExamplesTest {

    private static final Board PINNED = BoardConversion.toBoard(Position.parse("8/8/8/8/8/p27/P17/K17 w"));

    @Test
    void theShieldingPawnMayOnlyTakeTheAttackerAndTheKingMayStepAside() {
        long own = PINNED.pieces(PINNED.sideToMove());
        int[] buffer = new int[MoveGenerator.MAX_MOVES];
        int n = Legality.legalMoves(PINNED, Variant.STANDARD, own, buffer);
        Set<String> moves = new TreeSet<>();
        for (int i = 0; i < n; i++) {
            moves.add(BoardConversion.square(MoveGenerator.from(buffer[i])) + ""
                    + BoardConversion.square(MoveGenerator.to(buffer[i])));
        }
        assertEquals(Set.of("a1b1", "a2a3"), moves);
        assertEquals(2, Legality.countLegalMoves(PINNED, Variant.STANDARD, own));
        int a2 = BoardConversion.bit(Square.parse("a2"));
        assertTrue(Legality.hasLegalMove(PINNED, Variant.STANDARD, 1L << a2));
        assertTrue(Legality.leavesKingAttacked(PINNED, a2, BoardConversion.bit(Square.parse("b2")), Board.WHITE));
        assertFalse(Legality.leavesKingAttacked(PINNED, a2, BoardConversion.bit(Square.parse("a3")), Board.WHITE));
        // Coursework lets the pawn leave: three moves.
        assertEquals(3, Legality.countLegalMoves(PINNED, Variant.COURSEWORK, own));
    }

    @Test
    void aShieldingPawnWhoseEveryMoveOpensThePathHasNone() {
        // As above with the a2 pawn at energy 2: it reaches c2 (via b2), b3 (via b2) and b1 (via
        // b2), never a3's square, and each move leaves a2 and opens a3-a2-a1.
        Board board = BoardConversion.toBoard(Position.parse("8/8/8/8/8/p27/P27/K17 w"));
        long a2 = 1L << BoardConversion.bit(Square.parse("a2"));
        assertFalse(Legality.hasLegalMove(board, Variant.STANDARD, a2));
        assertEquals(0, Legality.countLegalMoves(board, Variant.STANDARD, a2));
        assertEquals(3, Legality.countLegalMoves(board, Variant.COURSEWORK, a2));
        // The king still steps to b1.
        assertTrue(Legality.hasLegalMove(board, Variant.STANDARD, board.pieces(Board.WHITE)));
        assertEquals(1, Legality.countLegalMoves(board, Variant.STANDARD, board.pieces(Board.WHITE)));
    }
}
