package io.github.shogunsdk.core.internal.movegen;

import io.github.shogunsdk.core.internal.board.Bits32;

/**
 * {@link ReachTable} in the JavaScript build ({@code JavaScriptSubstitutions} puts it in its
 * place): the open destinations of a piece, found by testing each destination's one or two paths
 * against the occupied squares rather than by magic multiplication, on bitboards held as two 32-bit
 * words (low: squares 0 to 31, high: 32 to 63). TeaVM's JavaScript makes each {@code long} a
 * BigInt, so the magic tables, their 64-bit products and their build at load time (which
 * {@code BrowserReachTableData} does in longs) would cost more there than at most 16 path tests;
 * the build also downloads without that builder. The path masks are {@link PathTable}'s, copied
 * into words when the class loads. A method answers a bitboard's low word and leaves its high word
 * in {@link #high}: the build is single-threaded.
 */
public final class JsReachTable {

    /** Every square's destinations by energy, blocked or not: {@code DESTINATIONS[2 (5 square + energy)]}, low then high. */
    public static final int[] DESTINATIONS = new int[2 * 64 * 5];
    /** Path A's then path B's words for each pair of squares 1 to 4 steps apart, at {@code (from << 6 | to) << 2}. */
    public static final int[] PAIRS = new int[4 * 64 * 64];

    /** The high word of the last bitboard a method of this class answered. */
    public static int high;

    static {
        for (int square = 0; square < 64; square++) {
            for (int energy = 1; energy <= 4; energy++) {
                long destinations = PathTable.destinations(square, energy);
                DESTINATIONS[2 * (5 * square + energy)] = (int) destinations;
                DESTINATIONS[2 * (5 * square + energy) + 1] = Bits32.high(destinations);
                for (long rest = destinations; rest != 0; rest &= rest - 1) {
                    int to = Long.numberOfTrailingZeros(rest);
                    long a = PathTable.pairMaskA(square, to);
                    long b = PathTable.pairMaskB(square, to);
                    int pair = (square << 6 | to) << 2;
                    PAIRS[pair] = (int) a;
                    PAIRS[pair + 1] = Bits32.high(a);
                    PAIRS[pair + 2] = (int) b;
                    PAIRS[pair + 3] = Bits32.high(b);
                }
            }
        }
    }

    private JsReachTable() {
    }

    /** Does nothing; see {@link MoveGenerator#useTables}. */
    static void use() {
    }

    /** {@link ReachTable}'s reach2 on a whole bitboard, for the code that holds longs. */
    static long reach2(int from, long occupied) {
        int low = reach(from, 2, (int) occupied, Bits32.high(occupied), 0, 0);
        return Bits32.join(low, high);
    }

    /** {@link ReachTable}'s reach3 on a whole bitboard, for the code that holds longs. */
    static long reach3(int from, long occupied) {
        int low = reach(from, 3, (int) occupied, Bits32.high(occupied), 0, 0);
        return Bits32.join(low, high);
    }

    /** {@link ReachTable}'s reach4 on a whole bitboard, for the code that holds longs. */
    static long reach4(int from, long occupied) {
        int low = reach(from, 4, (int) occupied, Bits32.high(occupied), 0, 0);
        return Bits32.join(low, high);
    }

    /**
     * Returns the destinations {@code energy} steps from {@code from} that one of their paths
     * reaches over empty squares, minus the squares in {@code own}.
     *
     * @param from the piece's square
     * @param energy 1 to 4, or 0 for an empty square (which reaches nothing)
     * @param occupiedLow the occupied squares' low word
     * @param occupiedHigh their high word
     * @param ownLow the low word of the squares left out (the piece's side)
     * @param ownHigh their high word
     * @return the low word; the high word is left in {@link #high}
     */
    public static int reach(int from, int energy, int occupiedLow, int occupiedHigh, int ownLow, int ownHigh) {
        int entry = 2 * (5 * from + energy);
        int low = DESTINATIONS[entry] & ~ownLow;
        int highWord = DESTINATIONS[entry + 1] & ~ownHigh;
        if (energy > 1) {
            low = open(from, low, 0, occupiedLow, occupiedHigh);
            highWord = open(from, highWord, 32, occupiedLow, occupiedHigh);
        }
        high = highWord;
        return low;
    }

    /**
     * Tells whether a path from {@code from} to {@code to}, 1 to 4 steps apart, passes only empty
     * squares before its destination ({@link PathTable#openFrom} on words).
     *
     * @param from 0 to 63
     * @param to 0 to 63, 1 to 4 steps from {@code from}
     * @param occupiedLow the occupied squares' low word
     * @param occupiedHigh their high word
     * @return true when one of its paths is open
     */
    public static boolean isOpen(int from, int to, int occupiedLow, int occupiedHigh) {
        int pair = (from << 6 | to) << 2;
        return (PAIRS[pair] & occupiedLow | PAIRS[pair + 1] & occupiedHigh) == 0
                || (PAIRS[pair + 2] & occupiedLow | PAIRS[pair + 3] & occupiedHigh) == 0;
    }

    /** The squares of one word of destinations ({@code base}: 0 or 32) with an open path from {@code from}. */
    private static int open(int from, int word, int base, int occupiedLow, int occupiedHigh) {
        int open = 0;
        for (int bits = word; bits != 0; bits &= bits - 1) {
            int bit = bits & -bits;
            if (isOpen(from, base | Bits32.lowest(bit), occupiedLow, occupiedHigh)) {
                open |= bit;
            }
        }
        return open;
    }
}
