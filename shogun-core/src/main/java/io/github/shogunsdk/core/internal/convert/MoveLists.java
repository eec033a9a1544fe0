package io.github.shogunsdk.core.internal.convert;

import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.MovePath;
import io.github.shogunsdk.api.Shape;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.core.internal.board.Board;
import io.github.shogunsdk.core.internal.board.SquareOrder;
import io.github.shogunsdk.core.internal.legality.Legality;
import io.github.shogunsdk.core.internal.movegen.PathTable;
import java.util.List;

/**
 * Turns the engine's packed moves into the API's values: sorted move lists (one {@link Move} per
 * (from, to)) and the open {@link MovePath}s of a move. The values are shared instances made once
 * by {@link MoveFactory}.
 */
public final class MoveLists {

    private MoveLists() {
    }

    /**
     * Returns the legal moves of the pieces in {@code movers}, sorted by their text.
     *
     * @param board the board; left unchanged
     * @param movers squares of pieces of the side to move
     * @param variant the rule set's variant
     * @return an immutable sorted list
     */
    public static List<Move> legal(Board board, long movers, Variant variant) {
        // Destinations by piece, pieces in the order of their names: the list reads them in text order.
        long[] targets = new long[Long.bitCount(movers)];
        int n = Legality.legalTargets(board, variant, movers, targets);
        if (n == 0) {
            return List.of();
        }
        MoveFactory.prepare(movers);
        return new MoveList(SquareOrder.transpose(movers), targets, n);
    }

    /**
     * Returns the API move between two squares 1 to 4 steps apart.
     *
     * @param from a bit index
     * @param to a bit index 1 to 4 steps from {@code from}
     * @return the shared move value
     */
    public static Move move(int from, int to) {
        return MoveFactory.move(from, to);
    }

    /**
     * Returns the open paths from {@code from} to {@code to} for the piece standing there: none
     * when the square is empty, the destination is not its energy away or holds an own piece;
     * otherwise the paths whose squares before the destination are empty, in {@link Shape} order.
     *
     * @param board the board
     * @param from a bit index
     * @param to a bit index
     * @return zero, one or two paths
     */
    public static List<MovePath> openPaths(Board board, int from, int to) {
        int colour = board.colourAt(from);
        if (colour < 0 || board.colourAt(to) == colour) {
            return List.of();
        }
        int energy = board.energyAt(from);
        if ((PathTable.destinations(from, energy) >>> to & 1) == 0) {
            return List.of();
        }
        long occupied = board.occupied();
        boolean a = (PathTable.pairMaskA(from, to) & occupied) == 0;
        MovePath pathB = MoveFactory.pathB(from, to);
        boolean b = pathB != null && (PathTable.pairMaskB(from, to) & occupied) == 0;
        if (a && b) {
            return List.of(MoveFactory.pathA(from, to), pathB);
        }
        return a ? List.of(MoveFactory.pathA(from, to)) : b ? List.of(pathB) : List.of();
    }

    /**
     * Returns the path a move takes: the chosen one when it is open, otherwise the first open path
     * in {@link Shape} order.
     *
     * @param board the board
     * @param from a bit index holding a piece with an open path to {@code to}
     * @param to a bit index
     * @param chosen the path the player chose, or null for none
     * @return the path
     * @throws IllegalArgumentException when no path to {@code to} is open
     */
    public static MovePath pathTaken(Board board, int from, int to, MovePath chosen) {
        long occupied = board.occupied();
        MovePath pathA = MoveFactory.pathA(from, to);
        MovePath pathB = MoveFactory.pathB(from, to);
        boolean a = pathA != null && (PathTable.pairMaskA(from, to) & occupied) == 0;
        boolean b = pathB != null && (PathTable.pairMaskB(from, to) & occupied) == 0;
        if (chosen != null && (a && chosen.equals(pathA) || b && chosen.equals(pathB))) {
            return chosen;
        }
        if (a) {
            return pathA;
        }
        if (b) {
            return pathB;
        }
        throw new IllegalArgumentException("no open path from " + BoardConversion.square(from) + " to "
                + BoardConversion.square(to));
    }
}
