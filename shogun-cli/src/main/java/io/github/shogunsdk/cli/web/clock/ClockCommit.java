package io.github.shogunsdk.cli.web.clock;

import io.github.shogunsdk.api.Colour;

/**
 * What committing a move did to the clock.
 *
 * @param clock the clock after the commit: the other side's time running, or stopped when the
 *     mover's flag fell
 * @param mover the side that moved
 * @param measuredMs the time the server measured from the start of the mover's time to the commit
 * @param creditMs the lag credit granted ({@link LagPolicy#credit})
 * @param chargedMs the time taken off the mover's clock: {@code measuredMs − creditMs}, or all it
 *     had when its flag fell (an engine is never charged more than it has)
 * @param flagFell true when the move came too late: the mover lost on time and the move is not played
 */
public record ClockCommit(GameClock clock, Colour mover, long measuredMs, long creditMs, long chargedMs, boolean flagFell) {
}
