package io.github.shogunsdk.core.engine;

/**
 * When a search must stop: after a number of nodes, at a deadline, or when cancelled from another
 * thread. The node limit is tested at every node; the clock and the cancel flag every
 * {@value #CHECK_INTERVAL} nodes, so that reading the time costs nothing measurable. While the
 * first iteration runs nothing stops the search, so there is always a move.
 */
final class SearchControl {

    /** How many nodes pass between two looks at the clock and the cancel flag. */
    static final int CHECK_INTERVAL = 1024;

    private volatile boolean cancelled;
    private long nodeLimit;
    private long deadline;
    private boolean armed;
    private boolean stopped;

    /**
     * Prepares for a search; a cancellation since {@link #resetCancel()} still counts.
     *
     * @param nodes the most nodes to visit
     * @param start {@link System#nanoTime()} at the start
     * @param nanos the time allowed, in nanoseconds
     */
    void start(long nodes, long start, long nanos) {
        nodeLimit = nodes;
        deadline = start + Math.min(nanos, Long.MAX_VALUE / 4);
        armed = false;
        stopped = false;
    }

    /** Lets the limits stop the search from now on (after the first iteration). */
    void arm() {
        armed = true;
    }

    /** Forgets an earlier cancellation, before a new search is announced to other threads. */
    void resetCancel() {
        cancelled = false;
    }

    /** Asks the running search to stop; safe from any thread. */
    void cancel() {
        cancelled = true;
    }

    /**
     * Tells whether the search must stop, given the nodes visited so far; once true, stays true.
     *
     * @param nodes the nodes visited
     * @return true when a limit is reached or the search was cancelled
     */
    boolean shouldStop(long nodes) {
        if (stopped) {
            return true;
        }
        if (!armed) {
            return false;
        }
        if (nodes >= nodeLimit
                || (nodes & (CHECK_INTERVAL - 1)) == 0 && (cancelled || System.nanoTime() - deadline >= 0)) {
            stopped = true;
        }
        return stopped;
    }

    /**
     * Tells whether the search has been stopped.
     *
     * @return true once a limit stopped it
     */
    boolean stopped() {
        return stopped;
    }

    /**
     * Tells whether the limits leave room for another iteration before one starts: the search was
     * not cancelled, and neither the node limit nor the deadline is reached.
     *
     * @param nodes the nodes visited
     * @return true when another iteration may start
     */
    boolean mayContinue(long nodes) {
        return !stopped && !cancelled && nodes < nodeLimit && System.nanoTime() - deadline < 0;
    }
}
