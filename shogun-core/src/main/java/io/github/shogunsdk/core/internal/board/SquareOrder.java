package io.github.shogunsdk.core.internal.board;

/**
 * The two orders of squares: the board's (rank by rank, a1 = 0, b1 = 1, …, h8 = 63, the order
 * bitboards shift in) and the API's by name (file by file, a1 = 0, a2 = 1, …, h8 = 63, the order
 * of sorted lists). Moving between them is a transposition of the 8 × 8 grid.
 */
public final class SquareOrder {

    private SquareOrder() {
    }

    /**
     * Mirrors a bitboard in the a1-h8 diagonal, moving each square's bit from one order to the
     * other (either way); three exchanges of blocks (4×4, 2×2, then single squares) across the
     * diagonal.
     *
     * @param squares a bitboard in one order
     * @return the same squares in the other order
     */
    public static long transpose(long squares) {
        long swap = 0x0f0f_0f0f_0000_0000L & (squares ^ squares << 28);
        squares ^= swap ^ swap >>> 28;
        swap = 0x3333_0000_3333_0000L & (squares ^ squares << 14);
        squares ^= swap ^ swap >>> 14;
        swap = 0x5500_5500_5500_5500L & (squares ^ squares << 7);
        return squares ^ swap ^ swap >>> 7;
    }

    /**
     * Returns a square's index in the other order (either way): its file and rank parts swapped.
     *
     * @param square 0 to 63
     * @return 0 to 63
     */
    public static int transposeIndex(int square) {
        return (square & 7) << 3 | square >>> 3;
    }
}
