package io.github.shogunsdk.examples.cli;

import io.github.shogunsdk.api.EngineOptions;

/**
 * How long to think about one move when playing on a clock: a share of the time left plus half of
 * the increment, always keeping a reserve for what the search does not see (the time to answer,
 * the other program reading the answer, a pause of the JVM).
 *
 * <p>With {@code t} milliseconds left, the reserve is {@code 50 + t / 20} (at most half of
 * {@code t}); of the rest, the move gets a share of {@code 1 / 30} (or {@code 1 / movesToGo} when
 * fewer moves remain to the next time control), plus half the increment, less the move overhead
 * (the time for the answer to travel and for pauses of a busy machine: by default
 * {@link EngineOptions#DEFAULT_MOVE_OVERHEAD_MILLIS} ms, the engine protocol's {@code MoveOverhead}
 * option, plus the latency the engine has seen), and never more than the rest. So at one second
 * plus 0.1 s a move, a move takes about 30 ms and the clock grows by about 70 ms a move, which
 * absorbs slow answers on a loaded machine.
 */
final class ClockBudget {

    /** The moves the time left is shared among when the time control does not say. */
    static final int HORIZON = 30;

    private ClockBudget() {
    }

    /**
     * Returns the time to think about the next move.
     *
     * @param left the milliseconds left on the mover's clock; negative counts as 0
     * @param increment the milliseconds the mover gains with each move; negative counts as 0
     * @param movesToGo the moves to the next time control, or 0 when the clock covers the rest of
     *     the game
     * @param overhead the milliseconds kept back for the answer to reach the other program; negative counts as 0
     * @return the milliseconds to think, 1 or more
     */
    static long millis(long left, long increment, int movesToGo, long overhead) {
        long time = Math.max(0, left);
        long gain = Math.max(0, increment);
        long reserve = Math.min(time / 2, 50 + time / 20);
        long usable = time - reserve;
        int share = movesToGo > 0 ? Math.min(movesToGo, HORIZON) : HORIZON;
        long budget = Math.min(usable / share + gain / 2, usable) - Math.max(0, overhead);
        return Math.max(1, budget);
    }
}
