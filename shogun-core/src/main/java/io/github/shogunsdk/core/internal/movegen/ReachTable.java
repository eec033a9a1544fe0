package io.github.shogunsdk.core.internal.movegen;

import java.util.Arrays;

/**
 * Reach by table lookup ("magic bitboards"): the open destinations of a piece of energy 2, 3 or 4
 * in a few instructions, whatever the board.
 *
 * <p>The board is first turned (a 64-bit rotation) so that the piece stands on a fixed centre
 * square. Only the squares fewer than {@code energy} steps from the piece can block its paths; their
 * occupancy times a constant found by search gives a table index in its top bits, and the table
 * holds the open destinations seen from the centre, which the reverse rotation puts back around the
 * piece. Squares off the board are read from elsewhere after the rotation, but a path never turns
 * back, so a path through an off-board square ends off the board; such destinations land on
 * squares that are not destinations of the piece, and the caller's mask of on-board destinations
 * removes them.
 *
 * <p>Energy 4 has 24 such squares, too many for one table, so its destinations are split in two:
 * those on the piece's rank or above, whose paths never go below it (15 squares), then those on its
 * rank or below, found with the same table on the board flipped upside down
 * ({@link Long#reverseBytes}). Destinations are placed by square index arithmetic, so the one four
 * steps right of the centre lands on the next rank's first file, never a destination of the
 * centre; those over the top rank come round below the piece's rank, which the half's rank mask
 * removes. Energy 4's table holds one-byte indexes into its 178 distinct reaches, to keep it small
 * (64 KiB) in the cache.
 *
 * <p>The multipliers ("magics") were found by a random search; the tables are built from the path
 * rules, and every magic checked against every occupancy, when the class loads.
 */
final class ReachTable {

    /** The centre square (d4) for energies 2 and 3: three squares of room on every side. */
    private static final int CENTRE = 27;
    /** The centre square (e4) for energy 4's upper half: four files to its left, three to its right, four ranks above. */
    private static final int CENTRE_4 = 28;

    private static final long MASK_2 = 0x0000_0008_1408_0000L;
    private static final long MAGIC_2 = 0x8190_1828_4208_4030L;
    private static final int BITS_2 = 4;
    private static final long MASK_3 = 0x0000_081C_361C_0800L;
    private static final long MAGIC_3 = 0x0040_8020_0200_0200L;
    private static final int BITS_3 = 12;
    private static final long MASK_4 = 0x0010_387C_EE00_0000L;
    private static final long MAGIC_4 = 0x1020_3060_0200_4002L;
    private static final int BITS_4 = 16;

    private static final long[] TABLE_2 = build(CENTRE, 2, false, MASK_2, MAGIC_2, BITS_2);
    private static final long[] TABLE_3 = build(CENTRE, 3, false, MASK_3, MAGIC_3, BITS_3);
    private static final long[] REACHES_4;
    private static final byte[] TABLE_4;

    static {
        long[] table = build(CENTRE_4, 4, true, MASK_4, MAGIC_4, BITS_4);
        REACHES_4 = Arrays.stream(table).distinct().sorted().toArray();
        if (REACHES_4.length > 256) {
            throw new IllegalStateException("energy 4 has more distinct reaches than a byte can number");
        }
        TABLE_4 = new byte[table.length];
        for (int i = 0; i < table.length; i++) {
            TABLE_4[i] = (byte) Arrays.binarySearch(REACHES_4, table[i]);
        }
    }

    private ReachTable() {
    }

    /**
     * Returns the open destinations of energy 2 from {@code from}, plus off-board strays that the
     * caller removes with its mask of on-board destinations.
     *
     * @param from the piece's square
     * @param occupied the occupied squares
     * @return the destinations, with strays
     */
    static long reach2(int from, long occupied) {
        long local = Long.rotateRight(occupied, from - CENTRE) & MASK_2;
        return Long.rotateLeft(TABLE_2[(int) (local * MAGIC_2 >>> -BITS_2)], from - CENTRE);
    }

    /**
     * As {@link #reach2}, for energy 3.
     *
     * @param from the piece's square
     * @param occupied the occupied squares
     * @return the destinations, with strays
     */
    static long reach3(int from, long occupied) {
        long local = Long.rotateRight(occupied, from - CENTRE) & MASK_3;
        return Long.rotateLeft(TABLE_3[(int) (local * MAGIC_3 >>> -BITS_3)], from - CENTRE);
    }

    /**
     * As {@link #reach2}, for energy 4: the upper half, then the lower half on the flipped board.
     *
     * @param from the piece's square
     * @param occupied the occupied squares
     * @return the destinations, with strays
     */
    static long reach4(int from, long occupied) {
        return upperHalf(from, occupied) | Long.reverseBytes(upperHalf(from ^ 56, Long.reverseBytes(occupied)));
    }

    /** Energy 4's destinations on the piece's rank or above. */
    private static long upperHalf(int from, long occupied) {
        long local = Long.rotateRight(occupied, from - CENTRE_4) & MASK_4;
        long reach = REACHES_4[TABLE_4[(int) (local * MAGIC_4 >>> -BITS_4)] & 0xff];
        // Destinations above the top rank come round to the bottom ones: keep the upper ranks.
        return Long.rotateLeft(reach, from - CENTRE_4) & -1L << (from & 56);
    }

    /** Builds a table from every occupancy of the mask, checking that the magic never confuses two. */
    private static long[] build(int centre, int energy, boolean upperOnly, long mask, long magic, int bits) {
        long[] table = new long[1 << bits];
        boolean[] filled = new boolean[1 << bits];
        long subset = 0;
        do {
            int index = (int) (subset * magic >>> -bits);
            long reach = reachAround(centre, energy, upperOnly, subset);
            if (filled[index] && table[index] != reach) {
                throw new IllegalStateException("the reach table's magic for energy " + energy + " collides");
            }
            table[index] = reach;
            filled[index] = true;
            subset = subset - mask & mask;
        } while (subset != 0);
        return table;
    }

    /**
     * The open destinations of a piece on {@code centre}, walked step by step: a destination
     * {@code (dx, dy)} at {@code energy} steps (on the centre's rank or above if {@code upperOnly})
     * is open when its rank-first or its file-first path passes empty squares only. Squares are
     * placed by index arithmetic, {@code centre + dx + 8 dy}.
     */
    private static long reachAround(int centre, int energy, boolean upperOnly, long occupied) {
        long reach = 0;
        for (int dx = -energy; dx <= energy; dx++) {
            int dy = energy - Math.abs(dx);
            for (int ty : new int[] {dy, -dy}) {
                if (upperOnly && ty < 0 || dy == 0 && (reach >>> centre + dx & 1) != 0) {
                    continue;
                }
                if (isOpen(centre, dx, ty, energy, true, occupied) || isOpen(centre, dx, ty, energy, false, occupied)) {
                    reach |= 1L << centre + dx + 8 * ty;
                }
            }
        }
        return reach;
    }

    private static boolean isOpen(int centre, int dx, int dy, int energy, boolean rankFirst, long occupied) {
        int x = 0;
        int y = 0;
        for (int step = 1; step < energy; step++) {
            if (rankFirst && x != dx || !rankFirst && y == dy) {
                x += Integer.signum(dx);
            } else {
                y += Integer.signum(dy);
            }
            if ((occupied >>> centre + x + 8 * y & 1) != 0) {
                return false;
            }
        }
        return true;
    }
}
