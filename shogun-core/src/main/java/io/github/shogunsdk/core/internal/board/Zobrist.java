package io.github.shogunsdk.core.internal.board;

/**
 * Fixed pseudo-random keys for hashing positions: one per (colour, kind, energy, square) and one
 * for Red to move. The keys come from a SplitMix64 sequence with a fixed seed, so hashes (and the
 * random energy model's draws, which use them) are the same in every run and every version.
 */
final class Zobrist {

    private static final long SEED = 0x5368_6f67_756e_5344L;

    private static final long[] PIECE_KEYS = new long[2 * 2 * 5 * 64];

    /** The key XORed in when Red is to move. */
    static final long RED_TO_MOVE;

    static {
        // SplitMix64's sequence stepped by hand rather than through a generator object: an
        // initializer that makes no object lets the browser compiler (TeaVM) run it at start-up and
        // drop the "is the class ready" test from make and unmake.
        long state = SEED;
        for (int i = 0; i < PIECE_KEYS.length; i++) {
            state += SplitMix64.GOLDEN_GAMMA;
            PIECE_KEYS[i] = SplitMix64.mix(state);
        }
        RED_TO_MOVE = SplitMix64.mix(state + SplitMix64.GOLDEN_GAMMA);
    }

    private Zobrist() {
    }

    /**
     * Returns the key of one piece on one square.
     *
     * @param colour {@link Board#WHITE} or {@link Board#RED}
     * @param king true for a king
     * @param energy 1 to 4
     * @param square 0 to 63
     * @return the key
     */
    static long piece(int colour, boolean king, int energy, int square) {
        return PIECE_KEYS[((colour * 2 + (king ? 1 : 0)) * 5 + energy) * 64 + square];
    }
}
