package io.github.shogunsdk.core.internal.movegen;

import java.util.Arrays;

/**
 * Builds {@link ReachTable}'s tables from the path rules, walking every occupancy of the squares
 * that can block a path and checking that the magic multiplier never sends two occupancies with
 * different reaches to one entry. Not used at run time on the JVM: the tables ship precomputed in
 * {@link ReachTableData}, and a test rebuilds them here and compares (or rewrites the data). The
 * browser builds, where the data would cost more download than building costs time, build the
 * tables with it when they load ({@code BrowserReachTableData} in shogun-wasm).
 *
 * <p>It is cheap enough for a page's cold start, where the code runs before the engine has
 * optimised it: each destination's two paths become masks once, so an occupancy's reach is a few
 * mask tests with no allocation, and energy 4's distinct reaches (at most 256) are collected in a
 * small hash set rather than by sorting its 65 536 entries.
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
     * Builds a table from every occupancy of the mask, checking that the magic never confuses two:
     * each occupancy, at its magic index, maps to the destinations at {@code energy} steps from
     * {@code centre} (on its rank or above if {@code upperOnly}) whose rank-first or file-first
     * path crosses no occupied square. Squares are placed by index arithmetic,
     * {@code centre + dx + 8 dy}, shifts taken modulo 64.
     */
    static long[] build(int centre, int energy, boolean upperOnly, long mask, long magic, int bits) {
        int most = 2 * (2 * energy + 1);
        long[] targets = new long[most];
        long[] rankFirst = new long[most];
        long[] fileFirst = new long[most];
        int n = 0;
        for (int dx = -energy; dx <= energy; dx++) {
            int dy = energy - Math.abs(dx);
            for (int side = 0; side < (dy == 0 ? 1 : 2); side++) {
                int ty = side == 0 ? dy : -dy;
                if (upperOnly && ty < 0) {
                    continue;
                }
                targets[n] = 1L << centre + dx + 8 * ty;
                rankFirst[n] = path(centre, dx, ty, energy, true);
                fileFirst[n] = path(centre, dx, ty, energy, false);
                n++;
            }
        }
        long[] table = new long[1 << bits];
        boolean[] filled = new boolean[1 << bits];
        long subset = 0;
        do {
            long reach = 0;
            for (int i = 0; i < n; i++) {
                if ((subset & rankFirst[i]) == 0 || (subset & fileFirst[i]) == 0) {
                    reach |= targets[i];
                }
            }
            int index = (int) (subset * magic >>> -bits);
            if (filled[index] && table[index] != reach) {
                throw new IllegalStateException("the reach table's magic for energy " + energy + " collides");
            }
            table[index] = reach;
            filled[index] = true;
            subset = subset - mask & mask;
        } while (subset != 0);
        return table;
    }

    /** The squares a path crosses before its destination, walked step by step, the first leg first. */
    private static long path(int centre, int dx, int dy, int energy, boolean rankFirst) {
        long squares = 0;
        int x = 0;
        int y = 0;
        for (int step = 1; step < energy; step++) {
            if (rankFirst && x != dx || !rankFirst && y == dy) {
                x += Integer.signum(dx);
            } else {
                y += Integer.signum(dy);
            }
            squares |= 1L << centre + x + 8 * y;
        }
        return squares;
    }

    /**
     * Returns a table's distinct values, sorted.
     *
     * @param table a table of at most 256 distinct values
     * @return its values, each once, ascending
     * @throws IllegalStateException when the table has more than 256 distinct values
     */
    static long[] distinct(long[] table) {
        // Open addressing in 512 slots: half full at most, so probes stay short.
        long[] slots = new long[512];
        boolean[] used = new boolean[512];
        long[] values = new long[256];
        int n = 0;
        for (long value : table) {
            int slot = slot(value);
            while (used[slot] && slots[slot] != value) {
                slot = slot + 1 & 511;
            }
            if (!used[slot]) {
                if (n == 256) {
                    throw new IllegalStateException("a table has more distinct values than a byte can number");
                }
                used[slot] = true;
                slots[slot] = value;
                values[n++] = value;
            }
        }
        long[] sorted = Arrays.copyOf(values, n);
        Arrays.sort(sorted);
        return sorted;
    }

    /**
     * Returns each entry's place among the distinct values.
     *
     * @param table a table
     * @param values {@link #distinct}{@code (table)}: at most 256
     * @return one byte per entry
     * @throws IllegalStateException when there are more than 256 values
     * @throws IllegalArgumentException when an entry is not among the values
     */
    static byte[] indexes(long[] table, long[] values) {
        if (values.length > 256) {
            throw new IllegalStateException("a table has more distinct values than a byte can number");
        }
        long[] slots = new long[512];
        int[] places = new int[512];
        Arrays.fill(places, -1);
        for (int i = 0; i < values.length; i++) {
            int slot = slot(values[i]);
            while (places[slot] >= 0) {
                slot = slot + 1 & 511;
            }
            slots[slot] = values[i];
            places[slot] = i;
        }
        byte[] indexes = new byte[table.length];
        for (int i = 0; i < table.length; i++) {
            int slot = slot(table[i]);
            while (places[slot] >= 0 && slots[slot] != table[i]) {
                slot = slot + 1 & 511;
            }
            if (places[slot] < 0) {
                throw new IllegalArgumentException("entry " + i + " of the table is not among the values");
            }
            indexes[i] = (byte) places[slot];
        }
        return indexes;
    }

    /** A value's first slot: the top nine bits of a multiplicative hash. */
    private static int slot(long value) {
        return (int) (value * 0x9E37_79B9_7F4A_7C15L >>> 55);
    }
}
