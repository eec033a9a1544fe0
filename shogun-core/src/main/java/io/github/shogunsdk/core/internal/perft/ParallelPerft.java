package io.github.shogunsdk.core.internal.perft;

import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.core.internal.board.Board;
import io.github.shogunsdk.core.internal.energy.LandingEnergy;
import io.github.shogunsdk.core.internal.movegen.MoveGenerator;
import io.github.shogunsdk.core.internal.legality.Legality;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Perft on several threads: the root moves are handed out one at a time to workers, each with a
 * board and a {@link Perft} of its own, so the count is the same for any number of threads.
 */
final class ParallelPerft {

    private ParallelPerft() {
    }

    /**
     * Counts the leaves below a board.
     *
     * @param root the root; left unchanged
     * @param depth 0 or more
     * @param energy sets landing energies along the tree
     * @param threads 1 or more
     * @return the number of leaves
     */
    static long count(Board root, int depth, LandingEnergy energy, int threads) {
        if (threads == 1 || depth < 2) {
            return new Perft(energy, depth).count(root, depth);
        }
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = Legality.legalMoves(root, Variant.STANDARD, root.pieces(root.sideToMove()), moves);
        AtomicInteger next = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(threads, Math.max(1, n)));
        try {
            List<Future<Long>> parts = new ArrayList<>();
            for (int t = 0; t < Math.min(threads, Math.max(1, n)); t++) {
                parts.add(pool.submit(() -> {
                    Board board = root.copy();
                    Perft perft = new Perft(energy, depth);
                    long leaves = 0;
                    for (int i = next.getAndIncrement(); i < n; i = next.getAndIncrement()) {
                        int from = MoveGenerator.from(moves[i]);
                        int to = MoveGenerator.to(moves[i]);
                        board.make(from, to, energy.landing(board, from, to));
                        leaves += perft.count(board, depth - 1);
                        board.unmake();
                    }
                    return leaves;
                }));
            }
            long total = 0;
            for (Future<Long> part : parts) {
                total += part.get();
            }
            return total;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("perft was interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("a perft worker failed", e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }
}
