package io.github.shogunsdk.core.internal.movegen;

import io.github.shogunsdk.api.Shape;

/**
 * Precomputed geometry of every path: for each starting square and energy, the destinations
 * exactly that many orthogonal steps away, and for each destination the one or two paths that
 * lead there, each as a mask of the squares it passes before the destination.
 *
 * <p>A straight destination has one path. A destination off the straight lines has two: along the
 * rank first, then the file (path A), or along the file first (path B), one per corner. A
 * destination is open when one of its masks shares no square with the occupied squares; the start
 * square is never in a mask, so the moving piece never blocks itself. Paths A and B come in
 * {@link Shape} order (rank-first shapes such as {@code RU} are listed before file-first ones).
 *
 * <p>Since a path's length is the Manhattan distance between its ends, the masks depend on the two
 * squares only. The hot loops (legality, attacks) use the compact {@link #openFrom} table indexed by
 * (from, to): both masks of a pair side by side, 64 KiB in all, so one cache line holds both.
 */
public final class PathTable {

    private static final int MAX_ENERGY = 4;
    private static final long[] REACH = new long[64 * (MAX_ENERGY + 1)];
    private static final long[] MASK_A = new long[64 * (MAX_ENERGY + 1) * 64];
    private static final long[] MASK_B = new long[64 * (MAX_ENERGY + 1) * 64];
    /** The shape of path A of each entry, as a {@link PathShapes} code. */
    private static final byte[] SHAPE_A = new byte[64 * (MAX_ENERGY + 1) * 64];
    /** The shape of path B of each entry, as a {@link PathShapes} code; -1 for a straight destination. */
    private static final byte[] SHAPE_B = new byte[64 * (MAX_ENERGY + 1) * 64];
    /** Squares 1 to n steps from a square: {@code WITHIN[square * 16 + n]}, n from 0 to 15. */
    private static final long[] WITHIN = new long[64 * 16];
    /** Path masks by (from, to): {@code PAIR_MASKS[(from << 6 | to) << 1]} is path A, the next path B. */
    private static final long[] PAIR_MASKS = new long[64 * 64 * 2];

    // Plain integer loops over the pairs that exist (about 2 600), not over every (from, energy,
    // to): the tables are built when a program first asks for a move, so this is start-up time.
    // Integers only, no enums and no objects: such an initializer lets the browser compiler
    // (TeaVM) run it at start-up and drop its "is the class ready" test from every lookup.
    static {
        for (int from = 0; from < 64; from++) {
            long[] ring = new long[16];
            for (int to = 0; to < 64; to++) {
                ring[abs((to & 7) - (from & 7)) + abs((to >>> 3) - (from >>> 3))] |= 1L << to;
            }
            long within = 0;
            for (int n = 1; n < 16; n++) {
                within |= ring[n];
                WITHIN[from * 16 + n] = within;
            }
            int fx = from & 7;
            int fy = from >>> 3;
            for (int dy = -MAX_ENERGY; dy <= MAX_ENERGY; dy++) {
                for (int dx = -MAX_ENERGY; dx <= MAX_ENERGY; dx++) {
                    int energy = abs(dx) + abs(dy);
                    if (energy >= 1 && energy <= MAX_ENERGY && fx + dx >= 0 && fx + dx < 8 && fy + dy >= 0
                            && fy + dy < 8) {
                        describe(from, energy, from + dx + 8 * dy);
                    }
                }
            }
        }
    }

    private PathTable() {
    }

    /** Does nothing; see {@link MoveGenerator#useTables}. */
    static void use() {
    }

    /**
     * Returns every square exactly {@code energy} orthogonal steps from {@code from}, blocked or not.
     *
     * @param from 0 to 63
     * @param energy 1 to 4
     * @return a bitboard of destinations
     */
    public static long destinations(int from, int energy) {
        return REACH[from * (MAX_ENERGY + 1) + energy];
    }

    /**
     * Returns the squares 1 to {@code distance} orthogonal steps from a square (its own excluded).
     * A piece of energy {@code e} can reach a square {@code k} steps from {@code square} only if it
     * stands within {@code e + k} steps of it.
     *
     * @param square 0 to 63
     * @param distance 0 to 15
     * @return a bitboard
     */
    public static long within(int square, int distance) {
        return WITHIN[square * 16 + distance];
    }

    /**
     * Tells whether a path from {@code from} to {@code to} is open. Only meaningful when {@code to}
     * is among {@link #destinations}{@code (from, energy)}.
     *
     * @param from 0 to 63
     * @param energy 1 to 4
     * @param to a destination of {@code from} for that energy
     * @param occupied the occupied squares
     * @return true when at least one path passes only empty squares before the destination
     */
    public static boolean isOpen(int from, int energy, int to, long occupied) {
        int entry = entry(from, energy, to);
        return (MASK_A[entry] & occupied) == 0 || (MASK_B[entry] & occupied) == 0;
    }

    /**
     * Tells whether a path from {@code from} to {@code to} is open, for a pair of squares 1 to 4
     * orthogonal steps apart (the path's length is their distance). Unchecked and allocation-free,
     * for the hot loops; the result is meaningless for other pairs.
     *
     * @param from 0 to 63
     * @param to 0 to 63, 1 to 4 steps from {@code from}
     * @param occupied the occupied squares
     * @return true when at least one path passes only empty squares before the destination
     */
    public static boolean openFrom(int from, int to, long occupied) {
        int pair = (from << 6 | to) << 1;
        return (PAIR_MASKS[pair] & occupied) == 0 || (PAIR_MASKS[pair + 1] & occupied) == 0;
    }

    /**
     * Returns path A's squares before the destination, for a pair of squares 1 to 4 steps apart;
     * see {@link #openFrom}.
     *
     * @param from 0 to 63
     * @param to 0 to 63, 1 to 4 steps from {@code from}
     * @return a bitboard
     */
    public static long pairMaskA(int from, int to) {
        return PAIR_MASKS[(from << 6 | to) << 1];
    }

    /**
     * Returns path B's squares before the destination (path A's for a straight pair), for a pair of
     * squares 1 to 4 steps apart; see {@link #openFrom}.
     *
     * @param from 0 to 63
     * @param to 0 to 63, 1 to 4 steps from {@code from}
     * @return a bitboard
     */
    public static long pairMaskB(int from, int to) {
        return PAIR_MASKS[(from << 6 | to) << 1 | 1];
    }

    /**
     * Returns the shape of path A.
     *
     * @param from 0 to 63
     * @param energy 1 to 4
     * @param to a destination
     * @return the shape
     */
    public static Shape shapeA(int from, int energy, int to) {
        return PathShapes.shape(SHAPE_A[entry(from, energy, to)]);
    }

    /**
     * Returns the shape of path B, or null for a straight destination, which has one path.
     *
     * @param from 0 to 63
     * @param energy 1 to 4
     * @param to a destination
     * @return the shape, or null
     */
    public static Shape shapeB(int from, int energy, int to) {
        byte shape = SHAPE_B[entry(from, energy, to)];
        return shape < 0 ? null : PathShapes.shape(shape);
    }

    private static int entry(int from, int energy, int to) {
        return (from * (MAX_ENERGY + 1) + energy) << 6 | to;
    }

    /**
     * Records the destination {@code to}, {@code energy} steps from {@code from} (both on the board),
     * and its paths.
     */
    private static void describe(int from, int energy, int to) {
        int fx = from & 7;
        int fy = from >>> 3;
        int dx = (to & 7) - fx;
        int dy = (to >>> 3) - fy;
        REACH[from * (MAX_ENERGY + 1) + energy] |= 1L << to;
        int entry = entry(from, energy, to);
        int horizontal = dx > 0 ? PathShapes.RIGHT : PathShapes.LEFT;
        int vertical = dy > 0 ? PathShapes.UP : PathShapes.DOWN;
        if (dx == 0 || dy == 0) {
            int direction = dx == 0 ? vertical : horizontal;
            long mask = leg(fx, fy, direction, energy - 1);
            MASK_A[entry] = mask;
            MASK_B[entry] = mask;
            SHAPE_A[entry] = (byte) PathShapes.straight(direction);
            SHAPE_B[entry] = -1;
            PAIR_MASKS[(from << 6 | to) << 1] = mask;
            PAIR_MASKS[(from << 6 | to) << 1 | 1] = mask;
            return;
        }
        // Path A: along the rank to the corner (included), then along the file short of the destination.
        MASK_A[entry] = leg(fx, fy, horizontal, abs(dx)) | leg(fx + dx, fy, vertical, abs(dy) - 1);
        SHAPE_A[entry] = (byte) PathShapes.bent(horizontal, vertical);
        // Path B: along the file first, then along the rank.
        MASK_B[entry] = leg(fx, fy, vertical, abs(dy)) | leg(fx, fy + dy, horizontal, abs(dx) - 1);
        SHAPE_B[entry] = (byte) PathShapes.bent(vertical, horizontal);
        PAIR_MASKS[(from << 6 | to) << 1] = MASK_A[entry];
        PAIR_MASKS[(from << 6 | to) << 1 | 1] = MASK_B[entry];
    }

    /** The squares {@code steps} steps from (x, y) in a direction ({@link PathShapes} number), the start excluded. */
    private static long leg(int x, int y, int direction, int steps) {
        int stepX = PathShapes.dx(direction);
        int stepY = PathShapes.dy(direction);
        long mask = 0;
        for (int i = 1; i <= steps; i++) {
            mask |= 1L << ((y + stepY * i) * 8 + x + stepX * i);
        }
        return mask;
    }

    /** {@link Math#abs}, kept in this class so that its initializer calls nothing outside it. */
    private static int abs(int value) {
        return value < 0 ? -value : value;
    }
}
