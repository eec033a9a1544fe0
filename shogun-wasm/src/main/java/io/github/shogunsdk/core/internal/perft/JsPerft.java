package io.github.shogunsdk.core.internal.perft;

import io.github.shogunsdk.core.internal.board.Board;
import io.github.shogunsdk.core.internal.board.JsBoard;
import io.github.shogunsdk.core.internal.energy.LandingEnergy;
import io.github.shogunsdk.core.internal.legality.JsLegality;
import io.github.shogunsdk.core.internal.movegen.MoveGenerator;

/**
 * {@link Perft} in the JavaScript build ({@code JavaScriptSubstitutions} puts it in its place):
 * the same count, with the moves listed and counted on 32-bit words ({@link JsLegality#listAll},
 * {@link JsLegality#countAll}) and the leaves added as doubles, which JavaScript adds directly,
 * where a {@code long} is a BigInt there. A double holds every count below 2^53 exactly, and a sum
 * of counts is at least each of its parts, so a total below 2^53 is exact; a subtree whose total
 * is not is counted again, child by child, in longs. Mutable and thread-confined, as Perft.
 */
final class JsPerft {

    /** 2^53: every whole number below it is exact in a double. */
    private static final double EXACT = 9_007_199_254_740_992.0;

    private final LandingEnergy energy;
    private final int[][] buffers;

    /**
     * Creates a counter for trees up to a depth.
     *
     * @param energy sets landing energies along the tree
     * @param maxDepth the deepest tree this counter will walk
     */
    JsPerft(LandingEnergy energy, int maxDepth) {
        this.energy = energy;
        this.buffers = new int[Math.max(1, maxDepth)][MoveGenerator.MAX_MOVES];
    }

    /**
     * Counts the leaves below the board to a depth.
     *
     * @param board the root; restored on return
     * @param depth 0 or more
     * @return the number of leaves
     */
    long count(JsBoard board, int depth) {
        double leaves = leaves(board, depth);
        if (leaves < EXACT) {
            return (long) leaves;
        }
        int[] moves = buffers[depth - 1];
        int n = JsLegality.listAll(board, moves);
        long total = 0;
        for (int i = 0; i < n; i++) {
            make(board, moves[i]);
            total += count(board, depth - 1);
            board.unmake();
        }
        return total;
    }

    private double leaves(JsBoard board, int depth) {
        if (depth == 0) {
            return 1;
        }
        if (depth == 1) {
            return JsLegality.countAll(board);
        }
        int[] moves = buffers[depth - 1];
        int n = JsLegality.listAll(board, moves);
        double leaves = 0;
        for (int i = 0; i < n; i++) {
            make(board, moves[i]);
            leaves += leaves(board, depth - 1);
            board.unmake();
        }
        return leaves;
    }

    private void make(JsBoard board, int move) {
        int from = MoveGenerator.from(move);
        int to = MoveGenerator.to(move);
        // The browser compiler names JsBoard Board, so this is the same object; the Java compiler sees two classes.
        board.make(from, to, energy.landing((Board) (Object) board, from, to));
    }
}
