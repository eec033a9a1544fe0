package io.github.shogunsdk.core.internal.engine;

/**
 * How long to think about one move on a clock: a pure function of the time left, the increment,
 * the moves to the next time control and the move overhead, shared by the API's clock limits and
 * the engine protocol's {@code go wtime … rtime …}. docs/ENGINE-TIME.md explains it.
 *
 * <p>With {@code t} ms left, an increment of {@code i} ms, {@code m} moves to go (or
 * {@value #HORIZON} when the clock covers the rest of the game, and at most that) and an overhead
 * of {@code o} ms:
 * <ul>
 * <li>reserve {@code r = min(t / 2, 50 + t / 20)}, never spent, for what the search does not see;
 * <li>usable {@code u = t − r};
 * <li>soft {@code = max(1, min(u / m + i / 2, u) − o)}: past it, no new depth starts;
 * <li>hard {@code = max(soft, min(2 × soft, u / 5 − o))}, and with one move to go
 *     {@code = soft}: at it, the search stops in the middle of a depth.
 * </ul>
 * At 1 s + 0.1 s with the default overhead of 50 ms: soft 30 ms, hard 60 ms, so a move takes less
 * than the increment and the clock grows, to a few seconds, where the moves take about what they gain:
 * a standing reserve against the pauses of a busy machine.
 *
 * @param softMillis the soft deadline, 1 ms or more
 * @param hardMillis the hard deadline, at least the soft one
 */
record TimeBudget(long softMillis, long hardMillis) {

    /** The moves the time left is shared among when the time control does not say. */
    static final int HORIZON = 30;
    /**
     * How many soft budgets a depth may run to before it is stopped, at most: 2, so that at a
     * short time control a move takes less than the increment and the clock builds a reserve.
     */
    static final int HARD_FACTOR = 2;
    /** The hard deadline takes at most this fraction of the usable time: 1 / 5. */
    static final int HARD_SHARE = 5;

    /**
     * Returns the budget of a move.
     *
     * @param left the milliseconds left on the mover's clock; negative counts as 0
     * @param increment the milliseconds gained with each move; negative counts as 0
     * @param movesToGo the moves to the next time control, or 0 when the clock covers the game
     * @param overhead the milliseconds kept back for the answer to arrive; negative counts as 0
     * @return the soft and hard deadlines, in milliseconds from the start of the search
     */
    static TimeBudget of(long left, long increment, int movesToGo, long overhead) {
        long time = Math.max(0, left);
        long gain = Math.max(0, increment);
        long kept = Math.max(0, overhead);
        long reserve = Math.min(time / 2, 50 + time / 20);
        long usable = time - reserve;
        int share = movesToGo > 0 ? Math.min(movesToGo, HORIZON) : HORIZON;
        long soft = Math.max(1, Math.min(usable / share + gain / 2, usable) - kept);
        long longest = soft > Long.MAX_VALUE / HARD_FACTOR ? Long.MAX_VALUE : HARD_FACTOR * soft;
        long hard = share == 1 ? soft : Math.max(soft, Math.min(longest, usable / HARD_SHARE - kept));
        return new TimeBudget(soft, hard);
    }
}
