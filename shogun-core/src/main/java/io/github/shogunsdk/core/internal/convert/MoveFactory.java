package io.github.shogunsdk.core.internal.convert;

import io.github.shogunsdk.api.Direction;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.MovePath;
import io.github.shogunsdk.api.PieceKind;
import io.github.shogunsdk.api.Shape;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.core.internal.board.SquareOrder;
import io.github.shogunsdk.core.internal.movegen.PathTable;

/**
 * The API values of every move and path, each made on first use and kept: the {@link Move} of each
 * (from, to) pair, and its path A and path B (as {@link PathTable} numbers them). Moves and paths
 * are immutable values, so lists hand out these shared instances instead of building new ones.
 * A list of legal moves makes the moves of its starting squares when it is made
 * ({@link #prepare}), so that reading it only looks them up ({@link #listed}). Making them lazily,
 * square by square, keeps a short program's start-up from building thousands it never uses. The
 * tables are filled without locks: a move or path is a record, whose final fields make it safe to
 * publish that way, and two threads that make the same one at once store equal values.
 */
final class MoveFactory {

    /**
     * Indexed by {@code from << 6 | to} in the order of square names ({@link Square#index()}), the
     * order move lists are read in, so reading one needs no conversion; null until first asked for.
     */
    private static final Move[] MOVES = new Move[64 * 64];
    /** Indexed by {@code (from << 6 | to) << 1}, plus one for path B; null until first asked for. */
    private static final MovePath[] PATHS = new MovePath[64 * 64 * 2];

    /**
     * The starting squares (bit indices) whose moves {@link #prepare} has made. Volatile, so that a
     * thread that sees a square here sees its moves in {@link #MOVES}; two threads that add squares
     * at once may lose one's, which only makes its moves be looked up again.
     */
    private static volatile long madeRows;

    private MoveFactory() {
    }

    /** The move between two different squares given by their bit indices. */
    static Move move(int from, int to) {
        return byName(SquareOrder.transposeIndex(from) << 6 | SquareOrder.transposeIndex(to));
    }

    /**
     * The move between two different squares given by their indices in name order, as one number.
     *
     * @param fromTo {@code from << 6 | to}, both {@link Square#index()} values
     */
    static Move byName(int fromTo) {
        Move move = MOVES[fromTo];
        return move != null ? move : make(fromTo);
    }

    /**
     * The move of a list between two squares given by their indices in name order, as one number:
     * what {@link #byName} returns, for lists only. Lists {@link #prepare} their moves when made,
     * so this never finds one missing (unless two threads race, when it makes it as byName does).
     * It is kept apart from byName, whose callers do make moves, so that the branch that makes one
     * is never taken here and the compiler leaves it out of a caller's reading loop: carrying it
     * cost more than a quarter of the reading's time.
     *
     * @param fromTo {@code from << 6 | to}, both {@link Square#index()} values
     */
    static Move listed(int fromTo) {
        Move move = MOVES[fromTo];
        return move != null ? move : make(fromTo);
    }

    /**
     * Makes, once, the moves of pieces on these squares: every move to a square 1 to 4 steps away,
     * the most a list of legal moves from them can hand out. Each square's moves are made on the
     * first list that starts there, at most 40 of them.
     *
     * @param froms a bitboard of starting squares
     */
    static void prepare(long froms) {
        long missing = froms & ~madeRows;
        if (missing != 0) {
            makeRows(missing);
        }
    }

    private static void makeRows(long froms) {
        for (long f = froms; f != 0; f &= f - 1) {
            int from = Long.numberOfTrailingZeros(f);
            int row = SquareOrder.transposeIndex(from) << 6;
            for (long t = PathTable.within(from, PieceKind.PAWN.maxEnergy()); t != 0; t &= t - 1) {
                byName(row | SquareOrder.transposeIndex(Long.numberOfTrailingZeros(t)));
            }
        }
        madeRows |= froms;
    }

    /** Makes and keeps a move on its first use; kept out of {@link #byName} so that it stays small. */
    private static Move make(int fromTo) {
        Move move = Move.of(BoardConversion.square(SquareOrder.transposeIndex(fromTo >>> 6)),
                BoardConversion.square(SquareOrder.transposeIndex(fromTo & 63)));
        MOVES[fromTo] = move;
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
