package io.github.shogunsdk.core.internal.convert;

import io.github.shogunsdk.api.Direction;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.MovePath;
import io.github.shogunsdk.api.PieceKind;
import io.github.shogunsdk.api.Shape;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.core.internal.movegen.PathTable;

/**
 * The API values of every move and path, made once when the class loads: the {@link Move} of each
 * (from, to) pair one to four steps apart, and its path A and path B (as {@link PathTable} numbers
 * them). Moves and paths are immutable values, so lists hand out these shared instances instead of
 * building new ones; the tables are never written after loading, so all threads may read them.
 */
final class MoveFactory {

    /** Indexed by {@code from << 6 | to} (bit indices); null where the squares are not 1 to 4 steps apart. */
    private static final Move[] MOVES = new Move[64 * 64];
    /** Indexed by {@code (from << 6 | to) << 1}, plus one for path B; null where no such path exists. */
    private static final MovePath[] PATHS = new MovePath[64 * 64 * 2];

    static {
        for (int from = 0; from < 64; from++) {
            for (int energy = 1; energy <= PieceKind.PAWN.maxEnergy(); energy++) {
                for (long targets = PathTable.destinations(from, energy); targets != 0; targets &= targets - 1) {
                    int to = Long.numberOfTrailingZeros(targets);
                    MOVES[from << 6 | to] = Move.of(BoardConversion.square(from), BoardConversion.square(to));
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

    /** The move between two squares 1 to 4 steps apart. */
    static Move move(int from, int to) {
        return MOVES[from << 6 | to];
    }

    /** The move along path A from {@code from} to {@code to}. */
    static MovePath pathA(int from, int to) {
        return PATHS[index(from, to)];
    }

    /** The move along path B, the second corner of a bent destination; null for a straight one. */
    static MovePath pathB(int from, int to) {
        return PATHS[index(from, to) + 1];
    }

    private static int index(int from, int to) {
        return (from << 6 | to) << 1;
    }

    private static MovePath build(int fromBit, int toBit, Shape shape) {
        Square from = BoardConversion.square(fromBit);
        Square to = BoardConversion.square(toBit);
        int dx = Math.abs(to.x() - from.x());
        int dy = Math.abs(to.y() - from.y());
        if (shape.isStraight()) {
            return MovePath.straight(from, shape.first(), dx + dy);
        }
        Direction first = shape.first();
        Direction then = shape.then().orElseThrow();
        int firstSteps = first.dx() != 0 ? dx : dy;
        return MovePath.bent(from, first, firstSteps, then, dx + dy - firstSteps);
    }
}
