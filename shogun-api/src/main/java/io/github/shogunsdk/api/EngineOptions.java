package io.github.shogunsdk.api;

import org.jspecify.annotations.Nullable;

/**
 * How an engine is built: the memory of its transposition table. Immutable; start from
 * {@link #defaults()}.
 *
 * <pre>{@code
 * Engine small = Shogun.newEngine(GameSetup.standard(), EngineOptions.defaults().withHashMegabytes(1));
 * small.options().hashMegabytes();   // 1
 * }</pre>
 */
public final class EngineOptions {

    /** The default size of the transposition table, in MiB. */
    public static final int DEFAULT_HASH_MEGABYTES = 16;
    /** The smallest table, in MiB. */
    public static final int MIN_HASH_MEGABYTES = 1;
    /** The largest table, in MiB. */
    public static final int MAX_HASH_MEGABYTES = 1024;

    private static final EngineOptions DEFAULTS = new EngineOptions(DEFAULT_HASH_MEGABYTES);

    private final int hashMegabytes;

    private EngineOptions(int hashMegabytes) {
        if (hashMegabytes < MIN_HASH_MEGABYTES || hashMegabytes > MAX_HASH_MEGABYTES) {
            throw new IllegalArgumentException("a transposition table is " + MIN_HASH_MEGABYTES + " to "
                    + MAX_HASH_MEGABYTES + " MiB, not " + hashMegabytes);
        }
        this.hashMegabytes = hashMegabytes;
    }

    /**
     * Returns the default options: a table of {@value #DEFAULT_HASH_MEGABYTES} MiB.
     *
     * @return the defaults
     */
    public static EngineOptions defaults() {
        return DEFAULTS;
    }

    /**
     * Returns these options with another table size. The engine uses the largest power of two of
     * MiB that does not exceed it, and allocates the table at its first search.
     *
     * @param megabytes {@value #MIN_HASH_MEGABYTES} to {@value #MAX_HASH_MEGABYTES}
     * @return the new options
     * @throws IllegalArgumentException if the size is out of range
     */
    public EngineOptions withHashMegabytes(int megabytes) {
        return new EngineOptions(megabytes);
    }

    /**
     * Returns the size of the transposition table asked for.
     *
     * @return MiB, {@value #MIN_HASH_MEGABYTES} to {@value #MAX_HASH_MEGABYTES}
     */
    public int hashMegabytes() {
        return hashMegabytes;
    }

    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof EngineOptions o && hashMegabytes == o.hashMegabytes;
    }

    @Override
    public int hashCode() {
        return Integer.hashCode(hashMegabytes);
    }

    /**
     * Returns a description such as {@code "EngineOptions[hashMegabytes=16]"}.
     *
     * @return a readable description
     */
    @Override
    public String toString() {
        return "EngineOptions[hashMegabytes=" + hashMegabytes + "]";
    }
}
