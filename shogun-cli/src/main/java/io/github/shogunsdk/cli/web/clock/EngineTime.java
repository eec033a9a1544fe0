package io.github.shogunsdk.cli.web.clock;

import io.github.shogunsdk.api.SearchLimits;
import java.time.Duration;

/**
 * The engine's time in a game with a clock. The engine never loses on time, by two rules:
 * <ol>
 *   <li>its search is limited to a budget that leaves a safety margin on its clock
 *       ({@link #budget}): at most its time less {@code max(}{@value #MIN_MARGIN_MS}{@code  ms,
 *       time/10)}, so a search that ends when told still leaves it time;</li>
 *   <li>its clock never flags it ({@link GameClock#withEngineSide}): should the machine be so
 *       loaded that a search overruns the margin, the engine is charged at most the time it had and
 *       plays its next move on the least budget, {@value #MIN_THINK_MS} ms, plus its increment.</li>
 * </ol>
 * The second rule is the guarantee, the first keeps it from being needed: the engine plays on its
 * own clock like a person would, and its opponent's clock and flag are untouched by either rule.
 */
public final class EngineTime {

    /** The smallest safety margin, in milliseconds: an engine stops within a few of being told. */
    public static final long MIN_MARGIN_MS = 100;

    /** The least time a search is given, in milliseconds, so that it finds some move. */
    public static final long MIN_THINK_MS = 10;

    /** How many more moves a base time is spread over, when the clock does not say. */
    public static final int MOVES_AHEAD = 30;

    private EngineTime() {
    }

    /**
     * Returns how long the engine may think for its next move:
     * <ul>
     *   <li>with a base and increment: {@code min(usable, usable / 30 + increment × 3/4)}, where
     *       {@code usable = time − max(100 ms, time / 10)};</li>
     *   <li>with a time per move: {@code time − max(100 ms, time / 10)};</li>
     *   <li>never less than {@value #MIN_THINK_MS} ms; with no clock, empty (the engine's level
     *       alone limits it).</li>
     * </ul>
     *
     * @param control the game's control
     * @param remainingMs the engine's time now, in milliseconds
     * @return the budget, or null when the game has no clock
     */
    public static Duration budget(TimeControl control, long remainingMs) {
        if (!control.isTimed()) {
            return null;
        }
        long time = Math.max(0, remainingMs);
        long usable = time - Math.max(MIN_MARGIN_MS, time / 10);
        long think = usable;
        if (control instanceof TimeControl.Increment inc) {
            think = Math.min(usable, usable / MOVES_AHEAD + inc.increment().toMillis() * 3 / 4);
        }
        return Duration.ofMillis(Math.max(MIN_THINK_MS, think));
    }

    /**
     * Returns the engine's limits for its next move: its level's limits with the time capped by
     * {@link #budget}, whichever comes first.
     *
     * @param level the limits of the engine's level (a depth, a time per move, …)
     * @param control the game's control
     * @param remainingMs the engine's time now, in milliseconds
     * @return the limits
     */
    public static SearchLimits limit(SearchLimits level, TimeControl control, long remainingMs) {
        Duration budget = budget(control, remainingMs);
        if (budget == null) {
            return level;
        }
        Duration time = level.time().filter(t -> t.compareTo(budget) < 0).orElse(budget);
        return level.withTime(time);
    }
}
