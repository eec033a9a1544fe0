package io.github.shogunsdk.core.internal.engine;

import io.github.shogunsdk.api.StopReason;

/**
 * When a search must stop, and why: after a number of nodes, at its hard deadline, or when its
 * {@link StopSignal} is raised from another thread; and whether a new depth may start (not past
 * the soft deadline of a {@link SearchClock}). The node limit is tested at every node; the
 * clock and the signal every {@value #CHECK_INTERVAL} nodes, so that reading the time costs nothing
 * measurable. Every limit applies from the first node; the searcher keeps a move ready from the
 * start, so a search stopped at once still has one.
 */
final class SearchControl {

    /** How many nodes pass between two looks at the clock and the stop signal. */
    static final int CHECK_INTERVAL = 1024;

    private StopSignal signal = new StopSignal();
    private long nodeLimit;
    private SearchClock clock = SearchClock.of(0, Long.MAX_VALUE, Long.MAX_VALUE, false);
    private boolean timed;
    private StopReason reason;

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
        } else if ((nodes & (CHECK_INTERVAL - 1)) == 0) {
            if (signal.isRaised()) {
                reason = StopReason.STOPPED;
            } else if (timed && clock.pastHard(System.nanoTime())) {
                reason = StopReason.TIME;
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
            } else if (nodes >= nodeLimit) {
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
