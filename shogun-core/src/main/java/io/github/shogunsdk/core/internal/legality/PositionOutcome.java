package io.github.shogunsdk.core.internal.legality;

import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.api.WinReason;
import io.github.shogunsdk.core.internal.board.Board;
import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.core.internal.movegen.MoveGenerator;

/**
 * The end-of-game rules a position shows on its own (rules 2 to 4 of the end-of-game order): bare king, hill and
 * no legal move. The rules that need a history (captured king, repetition, quiet plies) are a
 * game's to judge.
 */
public final class PositionOutcome {

    /** The hill squares d4, e4, d5 and e5. */
    private static final long HILL = 1L << 27 | 1L << 28 | 1L << 35 | 1L << 36;

    private PositionOutcome() {
    }

    /**
     * Judges a position.
     *
     * @param board the board; left unchanged
     * @param rules the rule set
     * @param buffer scratch room for {@link MoveGenerator#MAX_MOVES} moves
     * @return the outcome
     */
    public static Outcome judge(Board board, RuleSet rules, int[] buffer) {
        int toMove = board.sideToMove();
        int justMoved = toMove ^ 1;
        for (int side : new int[] {toMove, justMoved}) {
            if (isBare(board, side, rules.bareKing().maxPawns())) {
                return Outcome.win(colour(side ^ 1), WinReason.BARE_KING);
            }
        }
        if (rules.variant() == Variant.KOTH) {
            for (int side : new int[] {justMoved, toMove}) {
                if ((board.kings() & board.pieces(side) & HILL) != 0) {
                    return Outcome.win(colour(side), WinReason.HILL);
                }
            }
        }
        if (Legality.legalMoves(board, rules.variant(), board.pieces(toMove), buffer) == 0) {
            WinReason reason = Attacks.isInCheck(board, toMove) ? WinReason.CHECKMATE : WinReason.TRAPPED;
            return Outcome.win(colour(justMoved), reason);
        }
        return Outcome.ongoing();
    }

    private static Colour colour(int index) {
        return index == Board.WHITE ? Colour.WHITE : Colour.RED;
    }

    /** A side is bare when it has a king and at most {@code maxPawns} pawns. */
    private static boolean isBare(Board board, int side, int maxPawns) {
        long pieces = board.pieces(side);
        long king = pieces & board.kings();
        return king != 0 && Long.bitCount(pieces & ~king) <= maxPawns;
    }
}
