package io.github.shogunsdk.core.internal.perft;

import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.core.internal.board.Board;
import io.github.shogunsdk.core.internal.energy.LandingEnergy;
import io.github.shogunsdk.core.internal.movegen.MoveGenerator;
import io.github.shogunsdk.core.internal.legality.Legality;

/**
 * Counts the leaves of the standard legal-move tree (perft), the rules engine's regression check.
 * Only a side without legal moves ends a line early; the other end-of-game rules are ignored.
 * Mutable (it owns per-ply move buffers) and thread-confined: one instance per thread.
 */
final class Perft {

    private final LandingEnergy energy;
    private final int[][] buffers;

    /**
     * Creates a counter for trees up to a depth.
     *
     * @param energy sets landing energies along the tree
     * @param maxDepth the deepest tree this counter will walk
     */
    Perft(LandingEnergy energy, int maxDepth) {
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
    long count(Board board, int depth) {
        if (depth == 0) {
            return 1;
        }
        if (depth == 1) {
            return Legality.countLegalMoves(board, Variant.STANDARD, board.pieces(board.sideToMove()));
        }
        int[] moves = buffers[depth - 1];
        int n = Legality.legalMoves(board, Variant.STANDARD, board.pieces(board.sideToMove()), moves);
        long leaves = 0;
        for (int i = 0; i < n; i++) {
            int move = moves[i];
            int from = MoveGenerator.from(move);
            int to = MoveGenerator.to(move);
            board.make(from, to, energy.landing(board, from, to));
            leaves += count(board, depth - 1);
            board.unmake();
        }
        return leaves;
    }
}
