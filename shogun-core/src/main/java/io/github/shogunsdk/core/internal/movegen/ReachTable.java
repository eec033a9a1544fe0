package io.github.shogunsdk.core.internal.movegen;

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
 * <p>The multipliers ("magics") were found by a random search. The tables are built from the path
 * rules by {@link ReachTableBuilder}, which checks every magic against every occupancy; building
 * them took most of a short program's start-up, so they ship precomputed in
 * {@link ReachTableData}, a generated source file that a test rebuilds and compares on every
 * build (and rewrites on request). Reading them at load takes a few milliseconds. (The browser
 * build, where download size counts more than a few milliseconds, builds them instead.)
 */
final class ReachTable {

    /** The centre square (d4) for energies 2 and 3: three squares of room on every side. */
    static final int CENTRE = 27;
    /** The centre square (e4) for energy 4's upper half: four files to its left, three to its right, four ranks above. */
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

    private static final long[] TABLE_2 = ReachTableData.table2();
    private static final long[] TABLE_3 = ReachTableData.table3();
    private static final long[] REACHES_4 = ReachTableData.reaches4();
    private static final byte[] TABLE_4 = ReachTableData.table4();

    private ReachTable() {
    }

    /** Does nothing; see {@link MoveGenerator#useTables}. */
    static void use() {
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
        long local = rotateRight(occupied, from - CENTRE) & MASK_2;
        return rotateLeft(TABLE_2[(int) (local * MAGIC_2 >>> -BITS_2)], from - CENTRE);
    }

    /**
     * As {@link #reach2}, for energy 3.
     *
     * @param from the piece's square
     * @param occupied the occupied squares
     * @return the destinations, with strays
     */
    static long reach3(int from, long occupied) {
        long local = rotateRight(occupied, from - CENTRE) & MASK_3;
        return rotateLeft(TABLE_3[(int) (local * MAGIC_3 >>> -BITS_3)], from - CENTRE);
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
        long local = rotateRight(occupied, from - CENTRE_4) & MASK_4;
        long reach = REACHES_4[TABLE_4[(int) (local * MAGIC_4 >>> -BITS_4)] & 0xff];
        // Destinations above the top rank come round to the bottom ones: keep the upper ranks.
        return rotateLeft(reach, from - CENTRE_4) & -1L << (from & 56);
    }

    /**
     * {@link Long#rotateRight}, written out: the JVM compiles the expression to the same rotation,
     * and the browser compiler (TeaVM) inlines it without the class test that calling
     * {@code Long} costs there.
     */
    private static long rotateRight(long bits, int distance) {
        return bits >>> distance | bits << -distance;
    }

    /** {@link Long#rotateLeft}, written out, as {@link #rotateRight}. */
    private static long rotateLeft(long bits, int distance) {
        return bits << distance | bits >>> -distance;
    }

    /**
     * Reads bytes written in base 64 ({@code A-Z a-z 0-9 + /}, four characters for three bytes,
     * no padding inside a chunk but the last), in chunks: a class file's string constant holds at
     * most 64 KiB. A plain loop over {@code charAt}, which every Java platform runs.
     */
    static byte[] bytes(String[] chunks) {
        int length = 0;
        for (String chunk : chunks) {
            length += chunk.length() / 4 * 3;
        }
        String last = chunks.length == 0 ? "" : chunks[chunks.length - 1];
        for (int i = last.length() - 1; i >= 0 && last.charAt(i) == '='; i--) {
            length--;
        }
        byte[] bytes = new byte[length];
        int at = 0;
        for (String chunk : chunks) {
            for (int i = 0; i + 3 < chunk.length(); i += 4) {
                // A small method called often is compiled early, which a long loop in one call is not.
                int group = group(chunk, i);
                for (int b = 0; b < 3 && at < length; b++) {
                    bytes[at++] = (byte) (group >>> 16 - 8 * b);
                }
            }
        }
        return bytes;
    }

    /** The 24 bits of four base-64 characters. */
    private static int group(String chunk, int i) {
        return digit(chunk.charAt(i)) << 18 | digit(chunk.charAt(i + 1)) << 12 | digit(chunk.charAt(i + 2)) << 6
                | digit(chunk.charAt(i + 3));
    }

    /** The value of a base-64 character; 0 for the padding {@code =}. */
    private static int digit(char c) {
        if (c >= 'a') {
            return c - 'a' + 26;
        }
        if (c >= 'A') {
            return c - 'A';
        }
        if (c >= '0') {
            return c == '=' ? 0 : c - '0' + 52;
        }
        return c == '+' ? 62 : 63;
    }

    /** Reads longs written as eight bytes each, lowest first (see {@link #bytes}). */
    static long[] longs(String[] chunks) {
        byte[] bytes = bytes(chunks);
        long[] longs = new long[bytes.length / 8];
        for (int i = 0; i < longs.length; i++) {
            long value = 0;
            for (int b = 7; b >= 0; b--) {
                value = value << 8 | bytes[i * 8 + b] & 0xff;
            }
            longs[i] = value;
        }
        return longs;
    }
}
