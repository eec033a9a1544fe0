package io.github.shogunsdk.api;

import org.jspecify.annotations.Nullable;

/**
 * How an engine is built and how it plays on a clock: the memory of its transposition table, the
 * time kept back from each move for the answer to reach the other side (the move overhead), and
 * the number of threads a search runs on. Immutable; start from {@link #defaults()}.
 *
 * <pre>{@code
 * Engine small = Shogun.newEngine(GameSetup.standard(), EngineOptions.defaults().withHashMegabytes(1));
 * small.options().hashMegabytes();   // 1
 * EngineOptions careful = EngineOptions.defaults().withMoveOverheadMillis(200);
 * careful.moveOverheadMillis();      // 200
 * EngineOptions parallel = EngineOptions.defaults().withThreads(2);
 * parallel.threads();                // 2
 * }</pre>
 */
public final class EngineOptions {

    /** The default size of the transposition table, in MiB. */
    public static final int DEFAULT_HASH_MEGABYTES = 16;
    /** The smallest table, in MiB. */
    public static final int MIN_HASH_MEGABYTES = 1;
    /** The largest table, in MiB. */
    public static final int MAX_HASH_MEGABYTES = 1024;

    /** The default move overhead, in milliseconds. */
    public static final int DEFAULT_MOVE_OVERHEAD_MILLIS = 50;
    /** The smallest move overhead, in milliseconds. */
    public static final int MIN_MOVE_OVERHEAD_MILLIS = 0;
    /** The largest move overhead, in milliseconds. */
    public static final int MAX_MOVE_OVERHEAD_MILLIS = 10_000;

    /** The default number of search threads: one, which keeps depth- and node-limited searches deterministic. */
    public static final int DEFAULT_THREADS = 1;
    /** The fewest search threads. */
    public static final int MIN_THREADS = 1;
    /** The most search threads. */
    public static final int MAX_THREADS = 64;

    private static final EngineOptions DEFAULTS = new EngineOptions(DEFAULT_HASH_MEGABYTES,
            DEFAULT_MOVE_OVERHEAD_MILLIS, DEFAULT_THREADS);

    private final int hashMegabytes;
    private final int moveOverheadMillis;
    private final int threads;

    private EngineOptions(int hashMegabytes, int moveOverheadMillis, int threads) {
        if (hashMegabytes < MIN_HASH_MEGABYTES || hashMegabytes > MAX_HASH_MEGABYTES) {
            throw new IllegalArgumentException("a transposition table is " + MIN_HASH_MEGABYTES + " to "
                    + MAX_HASH_MEGABYTES + " MiB, not " + hashMegabytes);
        }
        if (moveOverheadMillis < MIN_MOVE_OVERHEAD_MILLIS || moveOverheadMillis > MAX_MOVE_OVERHEAD_MILLIS) {
            throw new IllegalArgumentException("a move overhead is " + MIN_MOVE_OVERHEAD_MILLIS + " to "
                    + MAX_MOVE_OVERHEAD_MILLIS + " ms, not " + moveOverheadMillis);
        }
        if (threads < MIN_THREADS || threads > MAX_THREADS) {
            throw new IllegalArgumentException("an engine searches on " + MIN_THREADS + " to " + MAX_THREADS
                    + " threads, not " + threads);
        }
        this.hashMegabytes = hashMegabytes;
        this.moveOverheadMillis = moveOverheadMillis;
        this.threads = threads;
    }

    /**
     * Returns the default options: a table of {@value #DEFAULT_HASH_MEGABYTES} MiB, a move
     * overhead of {@value #DEFAULT_MOVE_OVERHEAD_MILLIS} ms and {@value #DEFAULT_THREADS} search thread.
     *
     * @return the defaults
     */
    public static EngineOptions defaults() {
        return DEFAULTS;
    }

    /**
     * Returns these options with another table size. The engine uses the largest power of two of
     * MiB that does not exceed it, and allocates the table at its first search; if the Java heap
     * cannot hold a table that large, the engine halves it until it fits (down to a table of a few
     * entries) rather than fail the search. The first search of several lines
     * ({@link SearchLimits#withLines}) also allocates a second table, a quarter of this one's size,
     * for the lines after the first.
     *
     * @param megabytes {@value #MIN_HASH_MEGABYTES} to {@value #MAX_HASH_MEGABYTES}
     * @return the new options, with the same move overhead and threads
     * @throws IllegalArgumentException if the size is out of range
     */
    public EngineOptions withHashMegabytes(int megabytes) {
        return new EngineOptions(megabytes, moveOverheadMillis, threads);
    }

    /**
     * Returns these options with another move overhead: the milliseconds a program that budgets
     * an engine's clock (such as {@code shogun engine} for a {@code go} with clock times) keeps
     * back from each move, for the time the answer takes to reach the other side and for pauses
     * of a busy machine. A larger overhead makes each move a little shorter and a loss on time
     * less likely. A search with a fixed time limit ({@link SearchLimits#time}) does not use it.
     *
     * @param millis {@value #MIN_MOVE_OVERHEAD_MILLIS} to {@value #MAX_MOVE_OVERHEAD_MILLIS}
     * @return the new options, with the same table size and threads
     * @throws IllegalArgumentException if the overhead is out of range
     */
    public EngineOptions withMoveOverheadMillis(int millis) {
        return new EngineOptions(hashMegabytes, millis, threads);
    }

    /**
     * Returns these options with another number of search threads (Lazy SMP). A search runs on
     * the thread that searches ({@link Engine#search search}'s caller, or the thread of
     * {@link Engine#searchAsync searchAsync}) and, with a count above one, on that many minus one
     * helper threads the engine starts for it: all search the same position and share the one
     * transposition table, so the search reaches a given depth sooner on a machine with as many
     * free processor cores. The result and the progress reports are those of the first thread,
     * except that their node counts sum the nodes of all threads. A stop, and the end of the search
     * for any other reason, ends every thread before the search returns.
     *
     * <p>Only one thread keeps a search with a depth or node limit deterministic: with more, the
     * threads race for the shared table, and the result (even the move) may differ from one run to
     * the next. A node limit then counts the nodes of all threads, looked at every 1 024 nodes of
     * the first thread, so a search may pass it by a little. Each helper thread holds about 1 MiB
     * of search buffers of its own. The SDK compiled to WebAssembly searches on one thread whatever
     * this says.
     *
     * @param count {@value #MIN_THREADS} to {@value #MAX_THREADS}; more than the machine has
     *     processor cores only slows each thread down
     * @return the new options, with the same table size and move overhead
     * @throws IllegalArgumentException if the count is out of range
     */
    public EngineOptions withThreads(int count) {
        return new EngineOptions(hashMegabytes, moveOverheadMillis, count);
    }

    /**
     * Returns the number of threads a search runs on.
     *
     * @return {@value #MIN_THREADS} to {@value #MAX_THREADS}
     */
    public int threads() {
        return threads;
    }

    /**
     * Returns the move overhead: the milliseconds kept back from each move on a clock.
     *
     * @return {@value #MIN_MOVE_OVERHEAD_MILLIS} to {@value #MAX_MOVE_OVERHEAD_MILLIS}
     */
    public int moveOverheadMillis() {
        return moveOverheadMillis;
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
        return other instanceof EngineOptions o && hashMegabytes == o.hashMegabytes
                && moveOverheadMillis == o.moveOverheadMillis && threads == o.threads;
    }

    @Override
    public int hashCode() {
        return 31 * (31 * Integer.hashCode(hashMegabytes) + Integer.hashCode(moveOverheadMillis))
                + Integer.hashCode(threads);
    }

    /**
     * Returns a description such as
     * {@code "EngineOptions[hashMegabytes=16, moveOverheadMillis=50, threads=1]"}.
     *
     * @return a readable description
     */
    @Override
    public String toString() {
        return "EngineOptions[hashMegabytes=" + hashMegabytes + ", moveOverheadMillis=" + moveOverheadMillis
                + ", threads=" + threads + "]";
    }
}
