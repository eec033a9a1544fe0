package io.github.shogunsdk.core.internal.movegen;

import io.github.shogunsdk.core.internal.board.Bits32;

/**
 * {@link ReachTable} in the JavaScript build ({@code JavaScriptSubstitutions} puts it in its
 * place): the same tables and the same lookups, on bitboards held as two 32-bit words (low: squares
 * 0 to 31, high: 32 to 63), since TeaVM's JavaScript makes each {@code long} a BigInt. The
 * rotation, the magic multiplication (only the product's top bits are needed: the high word of a
 * 64-bit product from 32-bit pieces) and energy 4's byte swap are written on the words. A lookup
 * answers its low word and leaves the high word in {@link #high}: the build is single-threaded.
 */
public final class JsReachTable {

    /** The centre square (d4) for energies 2 and 3. */
    static final int CENTRE = 27;
    /** The centre square (e4) for energy 4's upper half. */
    static final int CENTRE_4 = 28;

    static final long MASK_2 = 0x0000_0008_1408_0000L;
    static final long MAGIC_2 = 0x8190_1828_4208_4030L;
    static final int BITS_2 = 4;
    static final long MASK_3 = 0x0000_081C_361C_0800L;
    static final long MAGIC_3 = 0x0040_8020_0200_0200L;
    static final int BITS_3 = 12;
    static final long MASK_4 = 0x0010_387C_EE00_0000L;
    static final long MAGIC_4 = 0x1020_3060_0200_4002L;
    static final int BITS_4 = 16;

    // The masks and magics as words: constant expressions, so no long is computed at run time.
    private static final int MASK_2_LOW = (int) MASK_2;
    private static final int MASK_2_HIGH = (int) (MASK_2 >>> 32);
    private static final int MAGIC_2_LOW = (int) MAGIC_2;
    private static final int MAGIC_2_HIGH = (int) (MAGIC_2 >>> 32);
    private static final int MASK_3_LOW = (int) MASK_3;
    private static final int MASK_3_HIGH = (int) (MASK_3 >>> 32);
    private static final int MAGIC_3_LOW = (int) MAGIC_3;
    private static final int MAGIC_3_HIGH = (int) (MAGIC_3 >>> 32);
    private static final int MASK_4_LOW = (int) MASK_4;
    private static final int MASK_4_HIGH = (int) (MASK_4 >>> 32);
    private static final int MAGIC_4_LOW = (int) MAGIC_4;
    private static final int MAGIC_4_HIGH = (int) (MAGIC_4 >>> 32);

    /** The high word of the last lookup's answer. */
    public static int high;

    /** A rotation's answer, for the lookups of this class. */
    private static int rotatedLow;
    private static int rotatedHigh;

    private static final int[] TABLE_2 = words(ReachTableData.table2());
    private static final int[] TABLE_3 = words(ReachTableData.table3());
    private static final int[] REACHES_4 = words(ReachTableData.reaches4());
    private static final byte[] TABLE_4 = ReachTableData.table4();

    private JsReachTable() {
    }

    /** Does nothing; see {@link MoveGenerator#useTables}. */
    static void use() {
    }

    /** {@link ReachTable}'s reach2 on a whole bitboard, for the code that holds longs. */
    static long reach2(int from, long occupied) {
        int low = reach2(from, (int) occupied, Bits32.high(occupied));
        return Bits32.join(low, high);
    }

    /** {@link ReachTable}'s reach3 on a whole bitboard, for the code that holds longs. */
    static long reach3(int from, long occupied) {
        int low = reach3(from, (int) occupied, Bits32.high(occupied));
        return Bits32.join(low, high);
    }

    /** {@link ReachTable}'s reach4 on a whole bitboard, for the code that holds longs. */
    static long reach4(int from, long occupied) {
        int low = reach4(from, (int) occupied, Bits32.high(occupied));
        return Bits32.join(low, high);
    }

    /**
     * Energy 2's open destinations from {@code from}, with the off-board strays that the caller's
     * mask of destinations removes (see {@link ReachTable#reach2}).
     *
     * @param from the piece's square
     * @param occupiedLow the occupied squares' low word
     * @param occupiedHigh their high word
     * @return the low word; the high word is left in {@link #high}
     */
    public static int reach2(int from, int occupiedLow, int occupiedHigh) {
        return lookup(from - CENTRE, occupiedLow, occupiedHigh, MASK_2_LOW, MASK_2_HIGH, MAGIC_2_LOW, MAGIC_2_HIGH, BITS_2, TABLE_2);
    }

    /**
     * As {@link #reach2(int, int, int)}, for energy 3.
     *
     * @param from the piece's square
     * @param occupiedLow the occupied squares' low word
     * @param occupiedHigh their high word
     * @return the low word; the high word is left in {@link #high}
     */
    public static int reach3(int from, int occupiedLow, int occupiedHigh) {
        return lookup(from - CENTRE, occupiedLow, occupiedHigh, MASK_3_LOW, MASK_3_HIGH, MAGIC_3_LOW, MAGIC_3_HIGH, BITS_3, TABLE_3);
    }

    /**
     * As {@link #reach2(int, int, int)}, for energy 4: the upper half, then the lower half found on
     * the board flipped upside down (bytes reversed).
     *
     * @param from the piece's square
     * @param occupiedLow the occupied squares' low word
     * @param occupiedHigh their high word
     * @return the low word; the high word is left in {@link #high}
     */
    public static int reach4(int from, int occupiedLow, int occupiedHigh) {
        int upperLow = upperHalf(from, occupiedLow, occupiedHigh);
        int upperHigh = high;
        // Flipping the board swaps the words and reverses the bytes of each.
        int lowerFlippedLow = upperHalf(from ^ 56, Integer.reverseBytes(occupiedHigh), Integer.reverseBytes(occupiedLow));
        int lowerFlippedHigh = high;
        high = upperHigh | Integer.reverseBytes(lowerFlippedLow);
        return upperLow | Integer.reverseBytes(lowerFlippedHigh);
    }

    private static int upperHalf(int from, int occupiedLow, int occupiedHigh) {
        int index = magicIndex(from - CENTRE_4, occupiedLow, occupiedHigh, MASK_4_LOW, MASK_4_HIGH, MAGIC_4_LOW, MAGIC_4_HIGH, BITS_4);
        int entry = 2 * (TABLE_4[index] & 0xff);
        rotate(REACHES_4[entry], REACHES_4[entry + 1], CENTRE_4 - from);
        // Keep the piece's rank and those above: destinations over the top rank came round below.
        int shift = from & 56;
        if (shift < 32) {
            high = rotatedHigh;
            return rotatedLow & -1 << shift;
        }
        high = rotatedHigh & -1 << shift;
        return 0;
    }

    /** The table entry for the occupancy turned {@code offset} squares right, turned back. */
    private static int lookup(int offset, int occupiedLow, int occupiedHigh, int maskLow, int maskHigh, int magicLow,
            int magicHigh, int bits, int[] table) {
        int entry = 2 * magicIndex(offset, occupiedLow, occupiedHigh, maskLow, maskHigh, magicLow, magicHigh, bits);
        rotate(table[entry], table[entry + 1], -offset);
        high = rotatedHigh;
        return rotatedLow;
    }

    /** The magic index: the top {@code bits} bits of (occupancy turned right, masked) times the magic. */
    private static int magicIndex(int offset, int occupiedLow, int occupiedHigh, int maskLow, int maskHigh,
            int magicLow, int magicHigh, int bits) {
        rotate(occupiedLow, occupiedHigh, offset);
        int low = rotatedLow & maskLow;
        int highWord = rotatedHigh & maskHigh;
        int productHigh = multiplyHigh(low, magicLow) + low * magicHigh + highWord * magicLow;
        return productHigh >>> 32 - bits;
    }

    /** The high 32 bits of the unsigned 64-bit product of two words, from 16-bit pieces. */
    private static int multiplyHigh(int a, int b) {
        int a0 = a & 0xFFFF;
        int a1 = a >>> 16;
        int b0 = b & 0xFFFF;
        int b1 = b >>> 16;
        int t = a1 * b0 + (a0 * b0 >>> 16);
        int u = a0 * b1 + (t & 0xFFFF);
        return a1 * b1 + (t >>> 16) + (u >>> 16);
    }

    /** Turns a bitboard right by {@code distance} squares (modulo 64) into rotatedLow and rotatedHigh. */
    private static void rotate(int low, int highWord, int distance) {
        int d = distance & 63;
        if (d >= 32) {
            int swap = low;
            low = highWord;
            highWord = swap;
            d -= 32;
        }
        if (d == 0) {
            rotatedLow = low;
            rotatedHigh = highWord;
        } else {
            rotatedLow = low >>> d | highWord << 32 - d;
            rotatedHigh = highWord >>> d | low << 32 - d;
        }
    }

    /** A table of longs as words, low then high. */
    private static int[] words(long[] values) {
        int[] words = new int[2 * values.length];
        for (int i = 0; i < values.length; i++) {
            words[2 * i] = (int) values[i];
            words[2 * i + 1] = Bits32.high(values[i]);
        }
        return words;
    }
}
