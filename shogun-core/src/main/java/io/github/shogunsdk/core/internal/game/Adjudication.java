package io.github.shogunsdk.core.internal.game;

import io.github.shogunsdk.api.DrawReason;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.PieceKind;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.api.WinReason;
import io.github.shogunsdk.core.internal.board.Board;
import io.github.shogunsdk.core.internal.legality.Legality;
import io.github.shogunsdk.core.internal.legality.PositionOutcome;
import java.util.List;
import java.util.Optional;

/**
 * How a game stands: the ending its players declared (a resignation or an agreed draw), else the
 * end-of-game rules judged in their order on its current position (a captured king, the
 * position's own ending, no legal move, threefold repetition, the quiet-ply limit), worked out
 * once for each position. It reads the plies and position keys of the game that owns it, which
 * tells it of every change. Mutable and not thread-safe, as its game.
 */
final class Adjudication {

    private final RuleSet ruleSet;
    private final Variant variant;
    private final Position start;
    /** The game's plies and position keys, which the game keeps; only read here. */
    private final List<Ply> plies;
    private final PositionKeys keys;
    private Outcome declared;
    /** The rules' judgement of the current position, or null until asked; dropped by every change. */
    private Outcome judged;
    /** Whether the side to move has a legal move, when a check just made told; dropped by every change. */
    private Boolean knownLegalMove;

    /**
     * Starts the adjudication of a game.
     *
     * @param ruleSet the game's rule set
     * @param start the game's start position
     * @param plies the game's plies, which it keeps
     * @param keys the keys of the game's positions, which it keeps
     */
    Adjudication(RuleSet ruleSet, Position start, List<Ply> plies, PositionKeys keys) {
        this.ruleSet = ruleSet;
        this.variant = ruleSet.variant();
        this.start = start;
        this.plies = plies;
        this.keys = keys;
    }

    /**
     * Returns the game's outcome: the declared ending, else the rules' judgement.
     *
     * @param board the current position's board
     * @param current the current position
     * @return the outcome
     */
    Outcome outcome(Board board, Position current) {
        if (declared != null) {
            return declared;
        }
        if (judged == null) {
            judged = applyRules(board, current, knownLegalMove);
        }
        return judged;
    }

    /**
     * Tells whether the game is known to be over without judging anything: declared ended, or
     * judged over already.
     *
     * @return true when the game is over; false when it is going or not yet judged
     */
    boolean knownOver() {
        return declared != null || judged != null && judged.isOver();
    }

    /**
     * Returns the rules' judgement of a game with no declared ending, told whether the side to move
     * has a legal move (as listing its moves just found out), so that no rule asks again.
     *
     * @param board the current position's board
     * @param current the current position
     * @param anyLegalMove whether the side to move has a legal move
     * @return the rules' outcome
     */
    Outcome judge(Board board, Position current, boolean anyLegalMove) {
        if (judged == null) {
            judged = applyRules(board, current, anyLegalMove);
        }
        return judged;
    }

    /**
     * Ends the game as its players declare.
     *
     * @param ending the resignation or the agreed draw, or null to take a declaration back (undo)
     */
    void declare(Outcome ending) {
        declared = ending;
    }

    /**
     * Returns the declared ending.
     *
     * @return the resignation or the agreed draw, or null when there is none
     */
    Outcome declared() {
        return declared;
    }

    /** Hears that the position changed: what was judged of the last one no longer holds. */
    void changed() {
        judged = null;
        knownLegalMove = null;
    }

    /**
     * Hears, right after a change, whether the side to move has a legal move, when a move's check
     * test just found out.
     *
     * @param anyLegalMove the answer, or null when it is not known
     */
    void knowLegalMove(Boolean anyLegalMove) {
        knownLegalMove = anyLegalMove;
    }

    /**
     * The end-of-game rules in their order.
     *
     * @param anyLegalMove whether the side to move has a legal move, when known; null to find out
     *     only if the rules before that question leave the game open
     */
    private Outcome applyRules(Board board, Position current, Boolean anyLegalMove) {
        if (variant == Variant.COURSEWORK && !plies.isEmpty()) {
            Ply last = plies.get(plies.size() - 1);
            Optional<Piece> captured = last.captured();
            if (captured.isPresent() && captured.get().kind() == PieceKind.KING) {
                return Outcome.win(last.mover(), WinReason.KING_CAPTURED);
            }
        }
        Outcome decided = PositionOutcome.decided(board, ruleSet);
        if (decided != null) {
            return decided;
        }
        boolean any = anyLegalMove != null ? anyLegalMove
                : Legality.hasLegalMove(board, variant, board.pieces(board.sideToMove()));
        if (!any) {
            return PositionOutcome.withoutMove(board, false);
        }
        if (ruleSet.repetitionDraw() && keys.count(board.key()) >= 3
                && PositionKeys.occurrences(plies, start, current) >= 3) {
            return Outcome.draw(DrawReason.REPETITION);
        }
        if (ruleSet.quietPlyLimit() > 0 && board.quietPlies() >= ruleSet.quietPlyLimit()) {
            return Outcome.draw(DrawReason.QUIET_PLIES);
        }
        return Outcome.ongoing();
    }
}
