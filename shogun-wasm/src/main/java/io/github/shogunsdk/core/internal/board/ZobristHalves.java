package io.github.shogunsdk.core.internal.board;

/**
 * {@link Zobrist}'s keys split into 32-bit words for {@code JsBoard}, the JavaScript build's board:
 * the key of entry {@code i} is {@code PIECE[2 i]} (low word) and {@code PIECE[2 i + 1]} (high).
 */
final class ZobristHalves {

    static final int[] PIECE = new int[2 * 2 * 2 * 5 * 64];
    static final int RED_LOW;
    static final int RED_HIGH;

    static {
        for (int colour = 0; colour < 2; colour++) {
            for (int king = 0; king < 2; king++) {
                for (int energy = 1; energy <= 4; energy++) {
                    for (int square = 0; square < 64; square++) {
                        long key = Zobrist.piece(colour, king == 1, energy, square);
                        int entry = index(colour, king == 1, energy, square);
                        PIECE[2 * entry] = (int) key;
                        PIECE[2 * entry + 1] = Bits32.high(key);
                    }
                }
            }
        }
        RED_LOW = (int) Zobrist.RED_TO_MOVE;
        RED_HIGH = Bits32.high(Zobrist.RED_TO_MOVE);
    }

    private ZobristHalves() {
    }

    /** The entry of a piece's key, as {@link Zobrist#piece} numbers them. */
    static int index(int colour, boolean king, int energy, int square) {
        return ((colour * 2 + (king ? 1 : 0)) * 5 + energy) * 64 + square;
    }
}
