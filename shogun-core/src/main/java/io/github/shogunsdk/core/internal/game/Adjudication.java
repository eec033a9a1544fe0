package io.github.shogunsdk.core.internal.game;

import io.github.shogunsdk.api.DrawReason;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.PieceKind;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.api.WinReason;
import io.github.shogunsdk.core.internal.board.Board;
import io.github.shogunsdk.core.internal.legality.Legality;
import io.github.shogunsdk.core.internal.legality.PositionOutcome;
import java.util.List;
import java.util.Optional;

/**
 * The end-of-game rules of a game, judged in their order on its current position: a captured king
 * (coursework), the position's own ending (a bare king, the hill), no legal move, threefold
 * repetition, the quiet-ply limit. The game keeps the ending its players declare and the last
 * judgement, which it drops at every change.
 */
final class Adjudication {

    private Adjudication() {
    }

    /**
     * Judges a game by the end-of-game rules in their order.
     *
     * @param game the game, whose current position is judged; only read
     * @param anyLegalMove whether the side to move has a legal move, when known; null to find out
     *     only if the rules before that question leave the game open
     * @return the outcome by the rules: over, or going on
     */
    static Outcome judge(CoreGame game, Boolean anyLegalMove) {
        RuleSet ruleSet = game.setup().ruleSet();
        Variant variant = ruleSet.variant();
        List<Ply> plies = game.plies();
        Board board = game.board();
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
        if (ruleSet.repetitionDraw() && game.positionKeys().count(board.key()) >= 3
                && PositionKeys.occurrences(plies, game.start(), game.position()) >= 3) {
            return Outcome.draw(DrawReason.REPETITION);
        }
        if (ruleSet.quietPlyLimit() > 0 && board.quietPlies() >= ruleSet.quietPlyLimit()) {
            return Outcome.draw(DrawReason.QUIET_PLIES);
        }
        return Outcome.ongoing();
    }
}
