package io.github.shogunsdk.core.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.core.internal.board.Board;
import io.github.shogunsdk.core.internal.convert.BoardConversion;
import io.github.shogunsdk.core.internal.energy.LandingEnergy;
import io.github.shogunsdk.core.internal.legality.Legality;
import io.github.shogunsdk.core.internal.movegen.MoveGenerator;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A table move is never trusted: a search on a table whose entries all name a move the side to
 * move cannot make (as a torn or colliding entry of a shared table might), with no bound on their
 * scores, still finds only legal lines, the same as on a clean table.
 */
class PoisonedTableTest {

    private static final LandingEnergy ENERGY = LandingEnergy.of(EnergyModel.magnetic());

    @Test
    void aSearchOnATableOfImpossibleMovesStillFindsLegalLines() {
        for (Variant variant : Variant.values()) {
            RuleSet rules = RuleSet.of(variant);
            Board root = BoardConversion.toBoard(Shogun.newGame().position());
            TranspositionTable poisoned = new TranspositionTable(16);
            poisoned.newSearch();
            int stored = poison(poisoned, root, 3, variant);
            assertTrue(stored > 1_000, stored + " entries");
            List<int[]> lines = new ArrayList<>();
            Searcher.Result result = new Searcher(rules, ENERGY, poisoned, 0).search(root, new long[] {root.key()}, 5, 1,
                    Long.MAX_VALUE, Long.MAX_VALUE, new StopSignal(), done -> lines.add(done.line()));
            lines.add(result.line());
            for (int[] line : lines) {
                assertLegal(root, line, variant);
            }
            Searcher.Result clean = new Searcher(rules, ENERGY, 16).search(root, new long[] {root.key()}, 5, 1,
                    Long.MAX_VALUE, Long.MAX_VALUE, new StopSignal(), done -> { });
            // The impossible moves order nothing: the search is the clean table's, node for node.
            assertEquals(clean.nodes(), result.nodes(), variant.toString());
            assertEquals(clean.score(), result.score());
        }
    }

    /** Stores, for every position within a few plies, an entry whose move is the other side's king taking ours. */
    private static int poison(TranspositionTable table, Board board, int plies, Variant variant) {
        int us = board.sideToMove();
        long ownKing = board.kings() & board.pieces(us);
        long theirKing = board.kings() & board.pieces(us ^ 1);
        int count = 0;
        if (ownKing != 0 && theirKing != 0) {
            int impossible = MoveGenerator.pack(Long.numberOfTrailingZeros(theirKing), Long.numberOfTrailingZeros(ownKing));
            // No bound: a score is trusted as the table's by design; only the move is poison.
            table.store(board.key(), impossible, 0, 0, 0);
            count++;
        }
        if (plies == 0) {
            return count;
        }
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = Legality.legalMoves(board, variant, board.pieces(us), moves);
        for (int i = 0; i < n; i++) {
            int from = MoveGenerator.from(moves[i]);
            int to = MoveGenerator.to(moves[i]);
            board.make(from, to, ENERGY.landing(board, from, to));
            count += poison(table, board, plies - 1, variant);
            board.unmake();
        }
        return count;
    }

    /** Plays a packed line from the root, each move legal where it comes. */
    private static void assertLegal(Board root, int[] line, Variant variant) {
        Board board = root.copy();
        for (int move : line) {
            assertTrue(Legality.isLegal(board, variant, move)
                    && (board.pieces(board.sideToMove()) >>> MoveGenerator.from(move) & 1) != 0,
                    "illegal " + MoveGenerator.from(move) + "-" + MoveGenerator.to(move));
            int from = MoveGenerator.from(move);
            int to = MoveGenerator.to(move);
            boolean capturesKing = board.isKing(to);
            board.make(from, to, ENERGY.landing(board, from, to));
            if (capturesKing) {
                break;
            }
        }
    }
}
