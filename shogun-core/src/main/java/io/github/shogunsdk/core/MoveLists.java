package io.github.shogunsdk.core;

import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Shape;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.core.board.Board;
import io.github.shogunsdk.core.movegen.MoveGenerator;
import io.github.shogunsdk.core.movegen.PathTable;
import io.github.shogunsdk.core.rules.Legality;
import java.util.ArrayList;
import java.util.Arrays;
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
        int[] keys = new int[n];
        for (int i = 0; i < n; i++) {
            keys[i] = transpose(MoveGenerator.from(buffer[i])) << 6 | transpose(MoveGenerator.to(buffer[i]));
        }
        Arrays.sort(keys);
        long occupied = board.occupied();
        List<Move> moves = new ArrayList<>(n);
        for (int key : keys) {
            int from = transpose(key >>> 6);
            int to = transpose(key & 63);
            moves.add(openPath(board, from, to, occupied));
        }
        return List.copyOf(moves);
    }

    /**
     * Swaps file and rank bits: maps a rank-major square index to its place in square order
     * (a1, a2, …, h8, the order of square names) and back, since the swap undoes itself.
     */
    private static int transpose(int square) {
        return (square & 7) << 3 | square >>> 3;
    }

    /**
     * Returns the first open path from {@code from} to {@code to}, in {@link Shape} order.
     *
     * @param board the board
     * @param from the mover's square
     * @param to a destination with at least one open path
     * @param occupied the occupied squares
     * @return the move along that path
     */
    public static Move openPath(Board board, int from, int to, long occupied) {
        int energy = board.energyAt(from);
        Shape shape = (PathTable.maskA(from, energy, to) & occupied) == 0
                ? PathTable.shapeA(from, energy, to)
                : PathTable.shapeB(from, energy, to);
        return MoveFactory.path(Square.ofIndex(from), Square.ofIndex(to), shape);
    }
}
