package io.github.shogunsdk.cli.web.clock;

import io.github.shogunsdk.api.Colour;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalLong;

/**
 * A game's clock as the server keeps it: the server alone measures, charges and decides that a
 * flag fell. Instants are milliseconds of the server's time source, passed in by the caller, so
 * the clock is an immutable value and a test drives it without waiting.
 *
 * <p>A side's time runs from the instant the previous move was committed (or the clock was
 * started) to the instant its own move is committed ({@link #commit}); the mover is charged that
 * measure less a bounded lag credit ({@link LagPolicy}), then gains its increment (or, with a time
 * per move, its next move's full time). Its flag falls at {@link #flagFallsAt()}: its remaining time
 * plus the most credit its next move could get, so that a scheduler firing at that instant never
 * ends a game a move could still have saved, and no move committed at or after it is accepted.
 *
 * <pre>{@code
 * GameClock clock = GameClock.of(TimeControl.parse("5+3")).start(Colour.WHITE, 0);
 * ClockCommit c = clock.commit(4_000, 3_900);   // White moved after 4 s; its page says it thought 3.9 s
 * c.chargedMs();                                 // 3 900: 100 ms forgiven as lag
 * c.clock().remaining(Colour.WHITE, 4_000);     // 300 000 - 3 900 + 3 000 = 299 100
 * }</pre>
 *
 * @param control how the game is timed
 * @param lag how much lag is forgiven
 * @param state whether the clock has not started, runs, or has stopped for good
 * @param running the side whose time runs, or null when the clock does not run
 * @param since the instant the running side's time started (0 when none runs)
 * @param whiteMs White's time at {@code since} (or now, when White's time does not run)
 * @param redMs Red's time, likewise
 * @param whiteReserveMs White's lag reserve
 * @param redReserveMs Red's lag reserve
 * @param engineSide the side the engine plays, whose flag never falls, or null
 */
public record GameClock(TimeControl control, LagPolicy lag, State state, Colour running, long since,
        long whiteMs, long redMs, long whiteReserveMs, long redReserveMs, Colour engineSide) {

    /** The version of the plain-data form {@link #toData()} writes. */
    public static final int DATA_VERSION = 1;

    /** Where a clock is in its life. */
    public enum State {
        /** Made, not yet started: nobody's time runs. */
        READY,
        /** One side's time runs. */
        RUNNING,
        /** Stopped for good: the game is over. */
        STOPPED
    }

    /**
     * Checks the clock is consistent.
     *
     * @param control how the game is timed
     * @param lag how much lag is forgiven
     * @param state its state
     * @param running the side whose time runs, exactly when the state is {@code RUNNING}
     * @param since the instant the running side's time started
     * @param whiteMs White's time
     * @param redMs Red's time
     * @param whiteReserveMs White's lag reserve
     * @param redReserveMs Red's lag reserve
     * @param engineSide the engine's side, or null
     * @throws IllegalArgumentException if any part contradicts another or is out of range
     */
    public GameClock {
        Objects.requireNonNull(control, "control");
        Objects.requireNonNull(lag, "lag");
        Objects.requireNonNull(state, "state");
        if ((state == State.RUNNING) != (running != null)) {
            throw new IllegalArgumentException("a clock has a running side exactly when it runs: " + state + " with " + running);
        }
        if (whiteMs < 0 || redMs < 0) {
            throw new IllegalArgumentException("a side's time is zero or more, not " + Math.min(whiteMs, redMs) + " ms");
        }
        long most = lag.maxReserveMs();
        if (whiteReserveMs < 0 || redReserveMs < 0 || whiteReserveMs > most || redReserveMs > most) {
            throw new IllegalArgumentException("a lag reserve is 0 to " + most + " ms, not " + whiteReserveMs + " and " + redReserveMs);
        }
    }

    /**
     * Returns a clock not yet started, each side with its full time, forgiving lag by
     * {@link LagPolicy#STANDARD}.
     *
     * @param control how the game is timed
     * @return the clock
     */
    public static GameClock of(TimeControl control) {
        return of(control, LagPolicy.STANDARD);
    }

    /**
     * Returns a clock not yet started, each side with its full time.
     *
     * @param control how the game is timed
     * @param lag how much lag is forgiven
     * @return the clock
     */
    public static GameClock of(TimeControl control, LagPolicy lag) {
        long full = fullTime(control);
        return new GameClock(control, lag, State.READY, null, 0, full, full, lag.initialReserveMs(), lag.initialReserveMs(), null);
    }

    /**
     * Returns this clock with the engine playing one side: that side's flag never falls, its
     * search is limited by {@link EngineTime#limit} and it is charged at most the time it has.
     *
     * @param side the engine's side
     * @return the clock
     */
    public GameClock withEngineSide(Colour side) {
        return new GameClock(control, lag, state, running, since, whiteMs, redMs, whiteReserveMs, redReserveMs,
                Objects.requireNonNull(side, "side"));
    }

    /**
     * Starts the first side's time.
     *
     * @param first the side to move
     * @param now the instant
     * @return the running clock
     * @throws IllegalStateException if the clock has already started
     */
    public GameClock start(Colour first, long now) {
        if (state != State.READY) {
            throw new IllegalStateException("the clock has already started");
        }
        return new GameClock(control, lag, State.RUNNING, Objects.requireNonNull(first, "first"), now,
                whiteMs, redMs, whiteReserveMs, redReserveMs, engineSide);
    }

    /**
     * Returns a side's time at an instant: for the running side what it had when its time started,
     * less the time since (never below zero); for the other side what it has.
     *
     * @param side the side
     * @param now the instant
     * @return the time, in milliseconds
     */
    public long remaining(Colour side, long now) {
        long stored = side == Colour.WHITE ? whiteMs : redMs;
        return side == running ? Math.max(0, stored - elapsed(now)) : stored;
    }

    /**
     * Returns the instant at which the running side's flag falls unless it has moved: its time
     * plus the most lag credit its move could get. Empty when no time runs, the game is untimed
     * or the engine is to move (its flag never falls).
     *
     * @return the instant, in the server's milliseconds
     */
    public OptionalLong flagFallsAt() {
        if (state != State.RUNNING || !control.isTimed() || running == engineSide) {
            return OptionalLong.empty();
        }
        return OptionalLong.of(since + stored(running) + Math.min(lag.perMoveCapMs(), reserve(running)));
    }

    /**
     * Tells whether the running side's flag has fallen at an instant.
     *
     * @param now the instant
     * @return true once {@code now} reaches {@link #flagFallsAt()}
     */
    public boolean flagFallen(long now) {
        OptionalLong at = flagFallsAt();
        return at.isPresent() && now >= at.getAsLong();
    }

    /**
     * Commits the running side's move: charges it the time measured since its time started, less
     * its lag credit, adds its increment and starts the other side's time. A move whose charge
     * reaches the mover's time is not in time: the clock then stops with the mover at zero and the
     * commit says its flag fell.
     *
     * @param now the instant the move is committed
     * @param reportedMs how long the mover's client says its player thought (negative: no report)
     * @return the charge and the clock after it
     * @throws IllegalStateException if the clock does not run
     */
    public ClockCommit commit(long now, long reportedMs) {
        if (state != State.RUNNING) {
            throw new IllegalStateException("the clock does not run");
        }
        Colour mover = running;
        long measured = elapsed(now);
        long stored = stored(mover);
        boolean engine = mover == engineSide;
        long credit = engine ? 0 : lag.credit(measured, reportedMs, reserve(mover));
        long charged = measured - credit;
        long reserveAfter = engine ? reserve(mover) : lag.reserveAfter(reserve(mover), credit);
        if (engine) {
            charged = Math.min(charged, stored);
        } else if (control.isTimed() && charged >= stored) {
            GameClock flagged = with(mover, 0, reserveAfter).stopped();
            return new ClockCommit(flagged, mover, measured, credit, stored, true);
        }
        long after = stored;
        if (control instanceof TimeControl.Increment inc) {
            after = stored - charged + inc.increment().toMillis();
        } else if (control instanceof TimeControl.PerMove perMove) {
            after = perMove.perMove().toMillis();
        }
        GameClock next = with(mover, after, reserveAfter);
        next = new GameClock(control, lag, State.RUNNING, mover.opponent(), now, next.whiteMs, next.redMs,
                next.whiteReserveMs, next.redReserveMs, engineSide);
        return new ClockCommit(next, mover, measured, credit, charged, false);
    }

    /**
     * Stops the clock for good (the game is over), charging the running side the time since its
     * time started, with no credit and no increment.
     *
     * @param now the instant
     * @return the stopped clock; a clock that does not run is only marked stopped
     */
    public GameClock stop(long now) {
        if (state == State.STOPPED) {
            return this;
        }
        GameClock charged = state == State.RUNNING ? with(running, remaining(running, now), reserve(running)) : this;
        return charged.stopped();
    }

    /**
     * Returns the clock after the server was down: the running side's time starts again at
     * {@code now}, so the time between the last commit and the restart is charged to nobody (a
     * store keeps the time used up to the last commit).
     *
     * @param now the instant the server serves the game again
     * @return the clock
     */
    public GameClock restartedAt(long now) {
        if (state != State.RUNNING) {
            return this;
        }
        return new GameClock(control, lag, state, running, now, whiteMs, redMs, whiteReserveMs, redReserveMs, engineSide);
    }

    /**
     * Returns what a page needs to show the clock at an instant.
     *
     * @param now the server's instant
     * @return the snapshot
     */
    public ClockSnapshot snapshot(long now) {
        return new ClockSnapshot(now, control.isTimed(), remaining(Colour.WHITE, now), remaining(Colour.RED, now), running);
    }

    /**
     * Returns the plain-data form, which {@link #fromData(Map)} reads back equal.
     *
     * @return a map of strings, numbers and maps with its version under {@code "v"}
     */
    public Map<String, Object> toData() {
        return ClockData.write(this);
    }

    /**
     * Reads the plain-data form.
     *
     * @param data a map {@link #toData()} wrote
     * @return the clock
     * @throws IllegalArgumentException with a one-line message if the map is not such a form
     */
    public static GameClock fromData(Map<String, ?> data) {
        return ClockData.read(data);
    }

    /**
     * Returns the time a side has at the start of each of its turns under a control: the base, the
     * time per move, or zero when untimed.
     *
     * @param control the control
     * @return the time, in milliseconds
     */
    static long fullTime(TimeControl control) {
        if (control instanceof TimeControl.Increment inc) {
            return inc.base().toMillis();
        }
        return control instanceof TimeControl.PerMove perMove ? perMove.perMove().toMillis() : 0;
    }

    /** Time since the running side's time started; a server clock stepping back counts as none. */
    private long elapsed(long now) {
        return Math.max(0, now - since);
    }

    private long stored(Colour side) {
        return side == Colour.WHITE ? whiteMs : redMs;
    }

    private long reserve(Colour side) {
        return side == Colour.WHITE ? whiteReserveMs : redReserveMs;
    }

    private GameClock with(Colour side, long time, long reserve) {
        boolean white = side == Colour.WHITE;
        return new GameClock(control, lag, state, running, since, white ? time : whiteMs, white ? redMs : time,
                white ? reserve : whiteReserveMs, white ? redReserveMs : reserve, engineSide);
    }

    private GameClock stopped() {
        return new GameClock(control, lag, State.STOPPED, null, 0, whiteMs, redMs, whiteReserveMs, redReserveMs, engineSide);
    }
}
