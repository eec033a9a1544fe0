package io.github.shogunsdk.core.internal.board;

/**
 * The SplitMix64 generator: tiny, fast and fully specified, so the SDK's pseudo-random numbers do
 * not depend on the JDK's generators and stay the same across versions. Mutable; not thread-safe.
 */
public final class SplitMix64 {

    /** The step between states: the odd integer nearest 2^64 divided by the golden ratio. */
    static final long GOLDEN_GAMMA = 0x9E37_79B9_7F4A_7C15L;

    private long state;

    /**
     * Creates a generator.
     *
     * @param seed the seed
     */
    public SplitMix64(long seed) {
        this.state = seed;
    }

    /**
     * Returns the next 64 random bits.
     *
     * @return a pseudo-random long
     */
    public long nextLong() {
        state += GOLDEN_GAMMA;
        return mix(state);
    }

    /**
     * Scrambles 64 bits with the SplitMix64 finaliser; equal inputs give equal outputs.
     *
     * @param value the input
     * @return the scrambled bits
     */
    public static long mix(long value) {
        long z = value;
        z = (z ^ (z >>> 30)) * 0xBF58_476D_1CE4_E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D0_49BB_1331_11EBL;
        return z ^ (z >>> 31);
    }
}
