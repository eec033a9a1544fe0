/**
 * Server clocks of the web game, without a transport and without a real clock: every instant is
 * given by the caller (milliseconds of the server's time source), so the clocks are pure values
 * that tests drive by hand. A {@link io.github.shogunsdk.cli.web.clock.TimeControl} says how a game
 * is timed ({@code 5+3}, {@code 30s/move}, {@code none}); a
 * {@link io.github.shogunsdk.cli.web.clock.GameClock} keeps both sides' time, charges the mover when
 * its move is committed, grants a bounded lag credit
 * ({@link io.github.shogunsdk.cli.web.clock.LagPolicy}) and says when a flag falls; a
 * {@link io.github.shogunsdk.cli.web.clock.ClockSnapshot} is what a page needs to show the clock;
 * {@link io.github.shogunsdk.cli.web.clock.EngineTime} turns the engine's clock into a search limit.
 * Each value has a versioned plain-data form ({@code toData}/{@code fromData}) for the store.
 * docs/WEB.md ("Clocks") gives the rules and their bounds.
 */
package io.github.shogunsdk.cli.web.clock;
