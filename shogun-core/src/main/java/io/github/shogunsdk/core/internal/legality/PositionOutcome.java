package io.github.shogunsdk.core.internal.legality;

import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.api.WinReason;
import io.github.shogunsdk.core.internal.board.Board;
import io.github.shogunsdk.api.Colour;

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
     * Judges a position. Allocates nothing but the outcome of a finished game.
     *
     * @param board the board; left unchanged
     * @param rules the rule set
     * @return the outcome
     */
    public static Outcome judge(Board board, RuleSet rules) {
        Outcome decided = decided(board, rules);
        if (decided != null) {
            return decided;
        }
        return withoutMove(board, Legality.hasLegalMove(board, rules.variant(), board.pieces(board.sideToMove())));
    }

    /**
     * Judges a position whose side to move is known to have a legal move or not (a game that has
     * just listed them knows).
     *
     * @param board the board; left unchanged
     * @param rules the rule set
     * @param anyLegalMove whether the side to move has a legal move
     * @return the outcome
     */
    public static Outcome judge(Board board, RuleSet rules, boolean anyLegalMove) {
        Outcome decided = decided(board, rules);
        return decided != null ? decided : withoutMove(board, anyLegalMove);
    }

    /**
     * The outcome by the rules that come before the question of legal moves (bare king, hill), so
     * that a caller asks that question only when they leave the game open.
     *
     * @param board the board; left unchanged
     * @param rules the rule set
     * @return the outcome, or null when those rules do not end the game
     */
    public static Outcome decided(Board board, RuleSet rules) {
        int toMove = board.sideToMove();
        int justMoved = toMove ^ 1;
        int maxPawns = rules.bareKing().maxPawns();
        if (isBare(board, toMove, maxPawns)) {
            return Outcome.win(colour(justMoved), WinReason.BARE_KING);
        }
        if (isBare(board, justMoved, maxPawns)) {
            return Outcome.win(colour(toMove), WinReason.BARE_KING);
        }
        if (rules.variant() == Variant.KOTH) {
            if ((board.kings() & board.pieces(justMoved) & HILL) != 0) {
                return Outcome.win(colour(justMoved), WinReason.HILL);
            }
            if ((board.kings() & board.pieces(toMove) & HILL) != 0) {
                return Outcome.win(colour(toMove), WinReason.HILL);
            }
        }
        return null;
    }

    /**
     * The outcome of rule 4 once rules 2 and 3 leave the game open: a side without a legal move
     * loses, by checkmate when in check, else trapped.
     *
     * @param board the board; left unchanged
     * @param anyLegalMove whether the side to move has a legal move
     * @return the outcome
     */
    public static Outcome withoutMove(Board board, boolean anyLegalMove) {
        if (anyLegalMove) {
            return Outcome.ongoing();
        }
        int toMove = board.sideToMove();
        WinReason reason = Attacks.isInCheck(board, toMove) ? WinReason.CHECKMATE : WinReason.TRAPPED;
        return Outcome.win(colour(toMove ^ 1), reason);
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
