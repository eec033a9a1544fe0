package io.github.shogunsdk.core.internal.convert;

import io.github.shogunsdk.api.Direction;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.MovePath;
import io.github.shogunsdk.api.PieceKind;
import io.github.shogunsdk.api.Shape;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.core.internal.movegen.PathTable;

/**
 * The API values of every move and path, each made on first use and kept: the {@link Move} of each
 * (from, to) pair, and its path A and path B (as {@link PathTable} numbers them). Moves and paths
 * are immutable values, so lists hand out these shared instances instead of building new ones.
 * Making them lazily keeps a short program's start-up from building thousands it never uses. The
 * tables are filled without locks: a move or path is a record, whose final fields make it safe to
 * publish that way, and two threads that make the same one at once store equal values.
 */
final class MoveFactory {

    /** Indexed by {@code from << 6 | to} (bit indices); null until first asked for. */
    private static final Move[] MOVES = new Move[64 * 64];
    /** Indexed by {@code (from << 6 | to) << 1}, plus one for path B; null until first asked for. */
    private static final MovePath[] PATHS = new MovePath[64 * 64 * 2];

    private MoveFactory() {
    }

    /** The move between two different squares. */
    static Move move(int from, int to) {
        Move move = MOVES[from << 6 | to];
        if (move == null) {
            move = Move.of(BoardConversion.square(from), BoardConversion.square(to));
            MOVES[from << 6 | to] = move;
        }
        return move;
    }

    /** The move along path A from {@code from} to {@code to}; null unless they are 1 to 4 steps apart. */
    static MovePath pathA(int from, int to) {
        MovePath path = PATHS[index(from, to)];
        if (path == null) {
            int energy = distance(from, to);
            if (energy < 1 || energy > PieceKind.PAWN.maxEnergy()) {
                return null;
            }
            path = build(from, to, PathTable.shapeA(from, energy, to));
            PATHS[index(from, to)] = path;
        }
        return path;
    }

    /** The move along path B, the second corner of a bent destination; null for a straight one. */
    static MovePath pathB(int from, int to) {
        MovePath path = PATHS[index(from, to) + 1];
        if (path == null) {
            int energy = distance(from, to);
            if (energy < 2 || energy > PieceKind.PAWN.maxEnergy()) {
                return null;
            }
            Shape shape = PathTable.shapeB(from, energy, to);
            if (shape == null) {
                return null;
            }
            path = build(from, to, shape);
            PATHS[index(from, to) + 1] = path;
        }
        return path;
    }

    private static int distance(int from, int to) {
        return Math.abs((to & 7) - (from & 7)) + Math.abs((to >>> 3) - (from >>> 3));
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
