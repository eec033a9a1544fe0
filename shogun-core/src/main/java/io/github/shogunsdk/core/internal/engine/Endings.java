package io.github.shogunsdk.core.internal.engine;

import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.core.internal.board.Board;

/**
 * The end-of-game rules that a move decides at once, judged on the board right
 * after the move: a captured king (coursework), a bare king and the hill (koth). Every one of them
 * is a win for the side that just moved: its own pieces cannot have become fewer, and the other
 * side's king could not stand on the hill before. The remaining rules (no legal move, repetition,
 * quiet plies) are the search's to judge at the next node. Immutable.
 */
final class Endings {

    /** The hill squares d4, e4, d5 and e5. */
    static final long HILL = 1L << 27 | 1L << 28 | 1L << 35 | 1L << 36;

    private final boolean kingCaptureWins;
    private final boolean hill;
    private final int barePawns;

    /**
     * Compiles a rule set.
     *
     * @param rules the rule set
     */
    Endings(RuleSet rules) {
        kingCaptureWins = rules.variant() == Variant.COURSEWORK;
        hill = rules.variant() == Variant.KOTH;
        barePawns = rules.bareKing().maxPawns();
    }

    /**
     * Tells whether the move just made won the game for its mover.
     *
     * @param board the board after the move
     * @param capturedKing whether the move captured a king
     * @return true when the side that just moved has won
     */
    boolean moverWon(Board board, boolean capturedKing) {
        if (capturedKing && kingCaptureWins) {
            return true;
        }
        int loser = board.sideToMove();
        long pieces = board.pieces(loser);
        long king = pieces & board.kings();
        if (king != 0 && Long.bitCount(pieces & ~king) <= barePawns) {
            return true;
        }
        return hill && (board.kings() & board.pieces(loser ^ 1) & HILL) != 0;
    }

    /**
     * Returns the most pawns a side with a king may have and lose as bare.
     *
     * @return 0 or 1
     */
    int barePawns() {
        return barePawns;
    }

    /**
     * Tells whether a king on the hill wins.
     *
     * @return true under koth
     */
    boolean hasHill() {
        return hill;
    }
}
