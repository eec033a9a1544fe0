package io.github.shogunsdk.core;

import io.github.shogunsdk.api.Direction;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.PieceKind;
import io.github.shogunsdk.api.Shape;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.core.movegen.PathTable;

/**
 * The API {@link Move} of every path, made once when the class loads: path A and path B (as
 * {@link PathTable} numbers them) of each (from, to) pair one to four steps apart. Moves are
 * immutable values, so listing them hands out these shared instances instead of building new ones;
 * the table is never written after loading, so all threads may read it.
 */
final class MoveFactory {

    /** Indexed by {@code (from << 6 | to) << 1}, plus one for path B; null where no such path exists. */
    private static final Move[] PATHS = new Move[64 * 64 * 2];

    static {
        for (int from = 0; from < 64; from++) {
            for (int energy = 1; energy <= PieceKind.PAWN.maxEnergy(); energy++) {
                for (long targets = PathTable.destinations(from, energy); targets != 0; targets &= targets - 1) {
                    int to = Long.numberOfTrailingZeros(targets);
                    PATHS[index(from, to)] = build(from, to, PathTable.shapeA(from, energy, to));
                    Shape shapeB = PathTable.shapeB(from, energy, to);
                    if (shapeB != null) {
                        PATHS[index(from, to) + 1] = build(from, to, shapeB);
                    }
                }
            }
        }
    }

    private MoveFactory() {
    }

    /**
     * Returns the move along path A from {@code from} to {@code to}.
     *
     * @param from 0 to 63
     * @param to 0 to 63, one to four steps from {@code from}
     * @return the move
     */
    static Move pathA(int from, int to) {
        return PATHS[index(from, to)];
    }

    /**
     * Returns the move along path B from {@code from} to {@code to}, the second corner of a bent
     * destination.
     *
     * @param from 0 to 63
     * @param to 0 to 63, a bent destination of {@code from}
     * @return the move
     */
    static Move pathB(int from, int to) {
        return PATHS[index(from, to) + 1];
    }

    private static int index(int from, int to) {
        return (from << 6 | to) << 1;
    }

    private static Move build(int fromIndex, int toIndex, Shape shape) {
        Square from = Square.ofIndex(fromIndex);
        Square to = Square.ofIndex(toIndex);
        int dx = Math.abs(to.x() - from.x());
        int dy = Math.abs(to.y() - from.y());
        if (shape.isStraight()) {
            return Move.straight(from, shape.first(), dx + dy);
        }
        Direction first = shape.first();
        Direction then = shape.then().orElseThrow();
        int firstSteps = first.dx() != 0 ? dx : dy;
        return Move.bent(from, first, firstSteps, then, dx + dy - firstSteps);
    }
}
