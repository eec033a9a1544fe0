package io.github.shogunsdk.core.internal.movegen;

import java.util.Arrays;

/**
 * Builds {@link ReachTable}'s tables from the path rules, walking every occupancy of the squares
 * that can block a path and checking that the magic multiplier never sends two occupancies with
 * different reaches to one entry. Not used at run time on the JVM: the tables ship precomputed in
 * {@link ReachTableData}, and a test rebuilds them here and compares (or rewrites the data). The
 * browser build, where the data would cost more download than building costs time, builds the
 * tables with it when it loads.
 */
final class ReachTableBuilder {

    private ReachTableBuilder() {
    }

    /** Energy 2's table, indexed by the magic index. */
    static long[] table2() {
        return build(ReachTable.CENTRE, 2, false, ReachTable.MASK_2, ReachTable.MAGIC_2, ReachTable.BITS_2);
    }

    /** Energy 3's table, indexed by the magic index. */
    static long[] table3() {
        return build(ReachTable.CENTRE, 3, false, ReachTable.MASK_3, ReachTable.MAGIC_3, ReachTable.BITS_3);
    }

    /** Energy 4's upper-half table, indexed by the magic index. */
    static long[] table4() {
        return build(ReachTable.CENTRE_4, 4, true, ReachTable.MASK_4, ReachTable.MAGIC_4, ReachTable.BITS_4);
    }

    /**
     * Returns a table's distinct values, sorted.
     *
     * @param table a table
     * @return its values, each once, ascending
     */
    static long[] distinct(long[] table) {
        long[] sorted = table.clone();
        Arrays.sort(sorted);
        int n = 0;
        for (int i = 0; i < sorted.length; i++) {
            if (i == 0 || sorted[i] != sorted[i - 1]) {
                sorted[n++] = sorted[i];
            }
        }
        return Arrays.copyOf(sorted, n);
    }

    /**
     * Returns each entry's place among the distinct values.
     *
     * @param table a table of at most 256 distinct values
     * @param values {@link #distinct}{@code (table)}
     * @return one byte per entry
     */
    static byte[] indexes(long[] table, long[] values) {
        if (values.length > 256) {
            throw new IllegalStateException("a table has more distinct values than a byte can number");
        }
        byte[] indexes = new byte[table.length];
        for (int i = 0; i < table.length; i++) {
            indexes[i] = (byte) Arrays.binarySearch(values, table[i]);
        }
        return indexes;
    }

    /** Builds a table from every occupancy of the mask, checking that the magic never confuses two. */
    static long[] build(int centre, int energy, boolean upperOnly, long mask, long magic, int bits) {
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
