package io.github.shogunsdk.core.internal.engine;

import io.github.shogunsdk.api.StopReason;

/**
 * When a search must stop, and why: after a number of nodes, at its hard deadline, or when its
 * {@link StopSignal} is raised from another thread; and whether a new depth may start (not past
 * the soft deadline of a {@link SearchClock}). The node limit is tested at every node; the signal,
 * and whether another thread of the search saw the hard deadline pass
 * ({@link SearchClock#expired}), every {@value #SIGNAL_INTERVAL} nodes (two reads of memory); the
 * clock itself every {@value #CHECK_INTERVAL} nodes, so that reading the time costs nothing
 * measurable. Every limit applies from the first node; the searcher keeps a move ready from the
 * start, so a search stopped at once still has one.
 *
 * <p>In a search on several threads each thread has its own control. Each publishes its node count
 * at every look at the clock, and the first thread's control, told of the others
 * ({@link #countAlso}), counts theirs too against the node limit. Any thread's look at the clock
 * counts for all: the first to see the hard deadline pass stops every thread within
 * {@value #SIGNAL_INTERVAL} of its nodes, so that many threads sharing few processors, each
 * looking at the time seldom, still end together just after the deadline.
 */
final class SearchControl {

    /** How many nodes pass between two looks at the clock. */
    static final int CHECK_INTERVAL = 1024;
    /** How many nodes pass between two looks at the stop signal and at the clock's expiry. */
    static final int SIGNAL_INTERVAL = 64;

    private StopSignal signal = new StopSignal();
    private long nodeLimit;
    private SearchClock clock = SearchClock.of(0, Long.MAX_VALUE, Long.MAX_VALUE, false);
    private boolean timed;
    private StopReason reason;
    /** This thread's nodes as of its last look at the clock, for the other threads to read. */
    private volatile long published;
    /** The controls of the other threads whose nodes count against this one's limit; none by default. */
    private SearchControl[] others = new SearchControl[0];

    /**
     * Prepares for a search.
     *
     * @param stop the signal that stops this search
     * @param nodes the most nodes to visit
     * @param start {@link System#nanoTime()} at the start
     * @param nanos the time allowed, in nanoseconds; {@link Long#MAX_VALUE} for none
     */
    void start(StopSignal stop, long nodes, long start, long nanos) {
        start(stop, nodes, SearchClock.of(start, Long.MAX_VALUE, nanos, false));
    }

    /**
     * Prepares for a search with soft and hard deadlines, perhaps pondering.
     *
     * @param stop the signal that stops this search
     * @param nodes the most nodes to visit
     * @param deadlines the search's clock
     */
    void start(StopSignal stop, long nodes, SearchClock deadlines) {
        signal = stop;
        nodeLimit = nodes;
        clock = deadlines;
        timed = deadlines.timed();
        reason = null;
        published = 0;
    }

    /**
     * Counts the nodes the given controls publish against this control's node limit, from the next
     * look at the clock on. Set before the search starts.
     *
     * @param helpers the controls of the other threads of the search; empty for none
     */
    void countAlso(SearchControl[] helpers) {
        others = helpers;
    }

    /**
     * Forgets the node count published by the last search, before the thread of the next one
     * starts: until it does, the other threads read 0.
     */
    void forgetPublished() {
        published = 0;
    }

    /**
     * Returns the node count this control last published: that of its last look at the clock.
     * Safe from any thread.
     *
     * @return nodes, a multiple of {@value #CHECK_INTERVAL} or 0
     */
    long published() {
        return published;
    }

    /** The nodes the other threads have published, summed. */
    private long othersNodes() {
        long sum = 0;
        for (SearchControl other : others) {
            sum += other.published;
        }
        return sum;
    }

    /**
     * Tells whether the search must stop, given the nodes visited so far; once true, stays true.
     *
     * @param nodes the nodes visited
     * @return true when a limit is reached or a stop was asked for
     */
    boolean shouldStop(long nodes) {
        if (reason != null) {
            return true;
        }
        if (nodes >= nodeLimit) {
            reason = StopReason.NODES;
        } else if ((nodes & (SIGNAL_INTERVAL - 1)) == 0) {
            boolean look = (nodes & (CHECK_INTERVAL - 1)) == 0;
            if (look) {
                published = nodes;
            }
            if (signal.isRaised()) {
                reason = StopReason.STOPPED;
            } else if (timed && (look ? clock.pastHard(System.nanoTime()) : clock.expired())) {
                reason = StopReason.TIME;
            } else if (look && others.length > 0 && nodes + othersNodes() >= nodeLimit) {
                reason = StopReason.NODES;
            }
        }
        return reason != null;
    }

    /**
     * Tells whether the search has been stopped.
     *
     * @return true once a limit stopped it
     */
    boolean stopped() {
        return reason != null;
    }

    /**
     * Tells whether the limits leave room for another iteration before one starts (the soft
     * deadline has not passed); if not, notes why.
     *
     * @param nodes the nodes visited
     * @return true when another iteration may start
     */
    boolean mayContinue(long nodes) {
        if (reason == null) {
            if (signal.isRaised()) {
                reason = StopReason.STOPPED;
            } else if (nodes + othersNodes() >= nodeLimit) {
                reason = StopReason.NODES;
            } else if (timed && clock.pastSoft(System.nanoTime())) {
                reason = StopReason.TIME;
            }
        }
        return reason == null;
    }

    /**
     * Returns why the search stopped early.
     *
     * @return the reason, or null when no limit stopped it
     */
    StopReason reason() {
        return reason;
    }
}
