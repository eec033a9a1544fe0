package io.github.shogunsdk.core.internal.engine;

/**
 * The deadlines of one search, and whether it is pondering: a search on the opponent's time has no
 * deadline until {@link #hit}, which another thread calls when the expected reply is played.
 *
 * <p>The soft deadline counts from the start of the search, pondering included, so a long ponder
 * gives a quick answer after the hit; the hard one counts from the hit (from the start for a
 * normal search), so the search never runs past the time the clock allows from the moment it
 * runs. Thread-safe: the search reads it, another thread may hit it.
 *
 * <p>The threads of one search share one clock, and the first of them to see the hard deadline
 * passed says so to all ({@link #expired}), so that each stops at its next look at its stop
 * signal rather than at its own next look at the time: with more threads than processors, a
 * thread's next look at the time can be long in coming.
 */
final class SearchClock {

    /** Deadlines beyond this many nanoseconds mean none (about 73 years). */
    static final long NONE = Long.MAX_VALUE / 4;

    private final long start;
    private final long softNanos;
    private final long hardNanos;
    private volatile boolean pondering;
    private volatile long hardDeadline;
    private volatile boolean expired;

    private SearchClock(long start, long softNanos, long hardNanos, boolean pondering) {
        this.start = start;
        this.softNanos = softNanos;
        this.hardNanos = hardNanos;
        this.pondering = pondering;
        this.hardDeadline = start + Math.min(hardNanos, NONE);
    }

    /**
     * Returns the deadlines of a search.
     *
     * @param start {@link System#nanoTime()} at its start
     * @param softNanos no new depth past this, from the start; {@link Long#MAX_VALUE} for none
     * @param hardNanos stop at this, from the start (or the hit); {@link Long#MAX_VALUE} for none
     * @param pondering whether the deadlines wait for {@link #hit}
     * @return the clock
     */
    static SearchClock of(long start, long softNanos, long hardNanos, boolean pondering) {
        return new SearchClock(start, softNanos, hardNanos, pondering);
    }

    /**
     * Tells whether the search has a deadline at all.
     *
     * @return true when a time or a clock limits it
     */
    boolean timed() {
        return hardNanos < NONE;
    }

    /**
     * Starts the deadlines of a pondering search: the opponent played the expected reply.
     *
     * @param now {@link System#nanoTime()}
     */
    void hit(long now) {
        if (pondering) {
            hardDeadline = now + Math.min(hardNanos, NONE);
            pondering = false;
        }
    }

    /**
     * Tells whether the search still waits for the hit.
     *
     * @return true while pondering
     */
    boolean pondering() {
        return pondering;
    }

    /**
     * Tells whether the hard deadline has passed; once it has, {@link #expired} says so to every
     * thread of the search.
     *
     * @param now {@link System#nanoTime()}
     * @return true once the search must stop
     */
    boolean pastHard(long now) {
        if (!pondering && timed() && now - hardDeadline >= 0) {
            expired = true;
        }
        return expired;
    }

    /**
     * Tells whether a thread of the search has seen the hard deadline passed, without reading the
     * time.
     *
     * @return true once the search must stop
     */
    boolean expired() {
        return expired;
    }

    /**
     * Tells whether the soft deadline has passed.
     *
     * @param now {@link System#nanoTime()}
     * @return true once no new depth may start
     */
    boolean pastSoft(long now) {
        return !pondering && timed() && (softNanos < NONE && now - start - softNanos >= 0 || now - hardDeadline >= 0);
    }
}
