package io.github.shogunsdk.core.internal.board;

/**
 * Bit arithmetic on 32-bit ints for the JavaScript build's classes, which hold each bitboard as two
 * ints, the low word (squares a1 to h4, indexes 0 to 31) and the high word (a5 to h8).
 */
public final class Bits32 {

    /** The de Bruijn sequence whose 5-bit windows are all distinct, for {@link #lowest}. */
    private static final int DE_BRUIJN = 0x077C_B531;
    private static final byte[] DE_BRUIJN_PLACES = new byte[32];

    static {
        for (int i = 0; i < 32; i++) {
            DE_BRUIJN_PLACES[DE_BRUIJN << i >>> 27] = (byte) i;
        }
    }

    private Bits32() {
    }

    /**
     * Returns the index of the lowest set bit: {@link Integer#numberOfTrailingZeros} as one
     * multiplication and one lookup, where TeaVM's class library tests five times.
     *
     * @param word a non-zero int
     * @return 0 to 31
     */
    public static int lowest(int word) {
        return DE_BRUIJN_PLACES[(word & -word) * DE_BRUIJN >>> 27];
    }

    /**
     * Returns a 64-bit bitboard's value from its two words.
     *
     * @param low squares 0 to 31
     * @param high squares 32 to 63
     * @return the bitboard
     */
    public static long join(int low, int high) {
        return (long) high << 32 | low & 0xFFFF_FFFFL;
    }

    /**
     * Returns the high word of a bitboard; its low word is {@code (int) bits}.
     *
     * @param bits a bitboard
     * @return squares 32 to 63
     */
    public static int high(long bits) {
        return (int) (bits >>> 32);
    }
}
