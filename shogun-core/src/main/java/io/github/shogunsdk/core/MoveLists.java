package io.github.shogunsdk.core;

import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Shape;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.core.board.Board;
import io.github.shogunsdk.core.movegen.MoveGenerator;
import io.github.shogunsdk.core.movegen.PathTable;
import io.github.shogunsdk.core.rules.Legality;
import java.util.List;

/** Turns the engine's packed moves into the API's sorted move lists, one {@link Move} per (from, to). */
public final class MoveLists {

    private MoveLists() {
    }

    /**
     * Returns the legal moves of the pieces in {@code movers} as API moves, sorted by notation.
     *
     * @param board the board; left unchanged
     * @param movers squares of pieces of one colour
     * @param variant the rule set's variant
     * @return an immutable sorted list
     */
    public static List<Move> legal(Board board, long movers, Variant variant) {
        int[] buffer = new int[MoveGenerator.MAX_MOVES];
        int n = Legality.legalMoves(board, variant, movers, buffer);
        // Gather the destinations by start square, then read starts and destinations in notation
        // order (file by file) from the transposed bitboards: no comparison sort is needed.
        long[] targets = new long[64];
        long starts = 0;
        for (int i = 0; i < n; i++) {
            int from = MoveGenerator.from(buffer[i]);
            targets[from] |= 1L << MoveGenerator.to(buffer[i]);
            starts |= 1L << from;
        }
        long occupied = board.occupied();
        Move[] moves = new Move[n];
        int count = 0;
        for (long s = transpose(starts); s != 0; s &= s - 1) {
            int from = transpose(Long.numberOfTrailingZeros(s));
            for (long t = transpose(targets[from]); t != 0; t &= t - 1) {
                moves[count++] = openPath(board, from, transpose(Long.numberOfTrailingZeros(t)), occupied);
            }
        }
        return List.of(moves);
    }

    /**
     * Swaps file and rank bits: maps a rank-major square index to its place in square order
     * (a1, a2, …, h8, the order of square names) and back, since the swap undoes itself.
     */
    private static int transpose(int square) {
        return (square & 7) << 3 | square >>> 3;
    }

    /**
     * Mirrors a bitboard in the a1-h8 diagonal: the bit of each square moves to its
     * {@link #transpose(int) transposed} index. Three exchanges of blocks (4×4, 2×2, then single
     * squares) across the diagonal.
     */
    private static long transpose(long squares) {
        long swap = 0x0f0f_0f0f_0000_0000L & (squares ^ squares << 28);
        squares ^= swap ^ swap >>> 28;
        swap = 0x3333_0000_3333_0000L & (squares ^ squares << 14);
        squares ^= swap ^ swap >>> 14;
        swap = 0x5500_5500_5500_5500L & (squares ^ squares << 7);
        return squares ^ swap ^ swap >>> 7;
    }

    /**
     * Returns the first open path from {@code from} to {@code to}, in {@link Shape} order.
     *
     * @param board the board
     * @param from the mover's square
     * @param to a destination with at least one open path
     * @param occupied the occupied squares
     * @return the move along that path
     * @throws IllegalArgumentException when neither path to {@code to} is open
     */
    public static Move openPath(Board board, int from, int to, long occupied) {
        int energy = board.energyAt(from);
        Move move = (PathTable.maskA(from, energy, to) & occupied) == 0
                ? MoveFactory.pathA(from, to)
                : MoveFactory.pathB(from, to);
        if (move == null) {
            throw new IllegalArgumentException("no open path from square " + from + " to square " + to);
        }
        return move;
    }
}
