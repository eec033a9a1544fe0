package io.github.shogunsdk.cli.web.seat;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.cli.web.clock.ClockCommit;
import io.github.shogunsdk.cli.web.clock.GameClock;
import io.github.shogunsdk.cli.web.clock.TimeControl;
import java.security.SecureRandom;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalLong;

/**
 * A game between two seats, as an immutable state machine: every action returns the next state or
 * throws a {@link FlowRefusal} with a one-line reason, leaving this one as it was. Actions name the
 * seat that acts, found by {@link Invitation#requireSeat}; a watcher has no seat and so no action.
 * Instants are the server's milliseconds, given by the caller.
 *
 * <ul>
 *   <li><b>Start.</b> The game waits until both seats have opened their links ({@link #join});
 *       then the clock of the side to move starts.</li>
 *   <li><b>Moves.</b> Only the seat to move may move, and its move names the ply it follows:
 *       one that follows a ply already followed is {@link FlowRefusal.Kind#ALREADY_PLAYED}.
 *       {@link #admitMove} checks the move's turn and its time; the caller then plays it on the
 *       game and tells the flow the rules' outcome ({@link MoveAdmission#played}).</li>
 *   <li><b>Draws.</b> Either seat may offer a draw while the game is on; the opponent accepts or
 *       declines; the offer lapses when the offerer's opponent moves instead. After a declined
 *       offer its seat may offer again once both sides have moved.</li>
 *   <li><b>Resignation</b> by either seat at any time before the end; <b>the flag</b>: the
 *       server alone decides, at {@link #flagFallsAt()} ({@link #settle}).</li>
 *   <li><b>Rematch.</b> Once the game is over, each seat may ask; when both have, {@link #rematch}
 *       makes the next game, colours swapped, linked both ways to this one.</li>
 * </ul>
 *
 * <p>The caller settles the flow ({@code flow = flow.settle(now)}) before each action and when
 * the instant of {@link #flagFallsAt()} comes, and keeps the settled state, so that a fallen flag
 * ends the game whoever asks first; each action also settles internally, so its answer is always
 * that of the settled game.
 *
 * @param seats the seats' hashes and the watch id
 * @param clock the server's clock
 * @param phase where the game is in its life
 * @param plies the plies played
 * @param toMove the side to move
 * @param whiteJoined whether White's seat link has been opened
 * @param redJoined whether Red's seat link has been opened
 * @param drawOfferedBy the side whose draw offer stands, or null
 * @param whiteDeclinedAt the ply count when White's last draw offer was declined, or -1
 * @param redDeclinedAt the same for Red
 * @param result how the game ended, exactly when the phase is {@code OVER}
 * @param whiteAsksRematch whether White asked for a rematch
 * @param redAsksRematch whether Red asked for a rematch
 * @param previousGame the id of the game this one is the rematch of, or null
 * @param nextGame the id of this game's rematch, or null
 */
public record TwoPlayerFlow(Invitation seats, GameClock clock, Phase phase, int plies, Colour toMove,
        boolean whiteJoined, boolean redJoined, Colour drawOfferedBy, int whiteDeclinedAt, int redDeclinedAt,
        FlowResult result, boolean whiteAsksRematch, boolean redAsksRematch, String previousGame, String nextGame) {

    /** The version of the plain-data form {@link #toData()} writes. */
    public static final int DATA_VERSION = 1;

    /** The longest thinking time a client may report, in milliseconds (a day). */
    public static final long MAX_REPORTED_MS = 86_400_000;

    /** Where a game is in its life. */
    public enum Phase {
        /** Made; not both seats have opened their links yet. */
        WAITING,
        /** Under way: a clock runs. */
        PLAYING,
        /** Over, with its result. */
        OVER
    }

    /**
     * Checks the parts agree.
     *
     * @param seats the seats
     * @param clock the clock
     * @param phase the phase
     * @param plies the plies played
     * @param toMove the side to move
     * @param whiteJoined whether White joined
     * @param redJoined whether Red joined
     * @param drawOfferedBy the standing offer's side, or null
     * @param whiteDeclinedAt White's last declined offer's ply count, or -1
     * @param redDeclinedAt Red's, or -1
     * @param result the result, exactly when over
     * @param whiteAsksRematch White's rematch request
     * @param redAsksRematch Red's rematch request
     * @param previousGame the previous game's id, or null
     * @param nextGame the rematch's id, or null
     * @throws IllegalArgumentException if the parts contradict each other
     */
    public TwoPlayerFlow {
        Objects.requireNonNull(seats, "seats");
        Objects.requireNonNull(clock, "clock");
        Objects.requireNonNull(phase, "phase");
        Objects.requireNonNull(toMove, "toMove");
        require(plies >= 0, "plies are zero or more");
        require((phase == Phase.OVER) == (result != null), "a game has a result exactly when it is over");
        require(phase != Phase.PLAYING || whiteJoined && redJoined, "a game is played once both seats have joined");
        require(phase != Phase.OVER || drawOfferedBy == null, "no draw offer stands in a finished game");
        require(phase != Phase.WAITING || drawOfferedBy == null, "no draw offer stands before the game starts");
        require(phase == Phase.OVER || !whiteAsksRematch && !redAsksRematch && nextGame == null, "a rematch comes after the end");
        require(whiteDeclinedAt >= -1 && whiteDeclinedAt <= plies && redDeclinedAt >= -1 && redDeclinedAt <= plies,
                "a declined offer's ply is -1 or one already played");
        require((clock.state() == GameClock.State.RUNNING) == (phase == Phase.PLAYING), "the clock runs exactly while the game is played");
    }

    /**
     * Makes a game for two from its seats and time control.
     *
     * @param seats the invitation's seats
     * @param control how the game is timed
     * @param toMove the side to move in the start position
     * @return the game, waiting for both seats
     */
    public static TwoPlayerFlow create(Invitation seats, TimeControl control, Colour toMove) {
        return new TwoPlayerFlow(seats, GameClock.of(control), Phase.WAITING, 0, toMove, false, false, null, -1, -1,
                null, false, false, null, null);
    }

    /**
     * A seat opened its link (again: on another device, after a reload). When both have, the game
     * starts and the clock of the side to move runs.
     *
     * @param seat the seat
     * @param now the instant
     * @return the flow; unchanged if the seat had joined
     */
    public TwoPlayerFlow join(Colour seat, long now) {
        boolean white = whiteJoined || seat == Colour.WHITE;
        boolean red = redJoined || seat == Colour.RED;
        if (white == whiteJoined && red == redJoined) {
            return this;
        }
        boolean starts = phase == Phase.WAITING && white && red;
        return new TwoPlayerFlow(seats, starts ? clock.start(toMove, now) : clock, starts ? Phase.PLAYING : phase, plies, toMove,
                white, red, drawOfferedBy, whiteDeclinedAt, redDeclinedAt, result, whiteAsksRematch, redAsksRematch,
                previousGame, nextGame);
    }

    /**
     * Returns the instant the flag of the side to move falls unless it moves, for a scheduler.
     *
     * @return the instant, or empty when no flag can fall (untimed, not started, over)
     */
    public OptionalLong flagFallsAt() {
        return clock.flagFallsAt();
    }

    /**
     * Ends the game on time if the flag of the side to move has fallen by {@code now}.
     *
     * @param now the instant
     * @return the flow, over on time, or this one unchanged
     */
    public TwoPlayerFlow settle(long now) {
        if (phase != Phase.PLAYING || !clock.flagFallen(now)) {
            return this;
        }
        return over(clock.stop(now), new FlowResult(toMove.opponent(), FlowResult.Ending.TIME));
    }

    /**
     * Returns the flow as a server that was down serves it again: the running side's time starts
     * again at {@code now}, so the outage is charged to nobody ({@link GameClock#restartedAt}).
     *
     * @param now the instant the game is served again
     * @return the flow
     */
    public TwoPlayerFlow restartedAt(long now) {
        return new TwoPlayerFlow(seats, clock.restartedAt(now), phase, plies, toMove, whiteJoined, redJoined, drawOfferedBy,
                whiteDeclinedAt, redDeclinedAt, result, whiteAsksRematch, redAsksRematch, previousGame, nextGame);
    }

    /**
     * Checks a move may be made now by a seat and charges its clock: the first half of a move.
     *
     * @param seat the seat that moves
     * @param afterPly the number of plies the move follows, as the client saw the game
     * @param reportedMs how long the client says its player thought, 0 to {@value #MAX_REPORTED_MS}, or -1 for no report
     * @param now the instant the move arrived
     * @return the admission: either in time, to be played, or too late, the game lost on time
     * @throws FlowRefusal if the game is not on, the move was already played, or it is not the seat's move
     */
    public MoveAdmission admitMove(Colour seat, int afterPly, long reportedMs, long now) {
        TwoPlayerFlow settled = settle(now);
        settled.requirePlaying(seat);
        if (afterPly < settled.plies) {
            throw new FlowRefusal(FlowRefusal.Kind.ALREADY_PLAYED, "the move after ply " + afterPly
                    + " was already played: the game is at ply " + settled.plies);
        }
        if (afterPly > settled.plies) {
            throw new FlowRefusal(FlowRefusal.Kind.NOT_NOW, "this move follows ply " + afterPly
                    + ", but the game has only " + settled.plies + " plies: reload the game");
        }
        if (seat != settled.toMove) {
            throw new FlowRefusal(FlowRefusal.Kind.NOT_NOW, "it is " + name(settled.toMove) + "'s move, not " + name(seat) + "'s");
        }
        if (reportedMs < -1 || reportedMs > MAX_REPORTED_MS) {
            throw new FlowRefusal(FlowRefusal.Kind.MALFORMED, "a reported thinking time is 0 to " + MAX_REPORTED_MS
                    + " ms, not " + reportedMs);
        }
        return new MoveAdmission(settled, settled.clock.commit(now, reportedMs), now);
    }

    /**
     * Offers a draw.
     *
     * @param seat the seat offering
     * @param now the instant
     * @return the flow with the offer standing
     * @throws FlowRefusal if the game is not on, an offer stands, or the seat's last offer was
     *     declined and both sides have not moved since
     */
    public TwoPlayerFlow offerDraw(Colour seat, long now) {
        TwoPlayerFlow settled = settle(now);
        settled.requirePlaying(seat);
        if (settled.drawOfferedBy == seat) {
            throw new FlowRefusal(FlowRefusal.Kind.NOT_NOW, "you have already offered a draw; " + name(seat.opponent()) + " has not answered yet");
        }
        if (settled.drawOfferedBy != null) {
            throw new FlowRefusal(FlowRefusal.Kind.NOT_NOW, name(seat.opponent()) + " has offered you a draw: accept or decline it");
        }
        int declinedAt = seat == Colour.WHITE ? settled.whiteDeclinedAt : settled.redDeclinedAt;
        if (declinedAt >= 0 && settled.plies < declinedAt + 2) {
            throw new FlowRefusal(FlowRefusal.Kind.NOT_NOW, name(seat.opponent())
                    + " declined your draw offer; you may offer again once both of you have moved");
        }
        return settled.with(seat, settled.whiteDeclinedAt, settled.redDeclinedAt);
    }

    /**
     * Answers the opponent's draw offer.
     *
     * @param seat the seat answering
     * @param accept true to accept (the game is drawn), false to decline
     * @param now the instant
     * @return the flow, drawn or with the offer gone
     * @throws FlowRefusal if the game is not on, no offer stands, or the offer is the seat's own
     */
    public TwoPlayerFlow answerDraw(Colour seat, boolean accept, long now) {
        TwoPlayerFlow settled = settle(now);
        settled.requirePlaying(seat);
        if (settled.drawOfferedBy == null) {
            throw new FlowRefusal(FlowRefusal.Kind.NOT_NOW, "there is no draw offer to answer");
        }
        if (settled.drawOfferedBy == seat) {
            throw new FlowRefusal(FlowRefusal.Kind.NOT_ALLOWED, "you offered this draw: " + name(seat.opponent()) + " answers it");
        }
        if (accept) {
            return settled.over(settled.clock.stop(now), new FlowResult(null, FlowResult.Ending.AGREEMENT));
        }
        Colour offerer = settled.drawOfferedBy;
        return settled.with(null, offerer == Colour.WHITE ? settled.plies : settled.whiteDeclinedAt,
                offerer == Colour.RED ? settled.plies : settled.redDeclinedAt);
    }

    /**
     * Resigns: the opponent wins.
     *
     * @param seat the seat resigning
     * @param now the instant
     * @return the flow, over
     * @throws FlowRefusal if the game is already over
     */
    public TwoPlayerFlow resign(Colour seat, long now) {
        TwoPlayerFlow settled = settle(now);
        if (settled.phase == Phase.OVER) {
            throw settled.isOver();
        }
        return settled.over(settled.clock.stop(now), new FlowResult(seat.opponent(), FlowResult.Ending.RESIGNATION));
    }

    /**
     * Asks for a rematch; when both seats have asked, {@link #rematchAgreed()} is true.
     *
     * @param seat the seat asking
     * @param now the instant
     * @return the flow with the request
     * @throws FlowRefusal if the game is not over, the seat has asked already, or the rematch exists
     */
    public TwoPlayerFlow askRematch(Colour seat, long now) {
        TwoPlayerFlow settled = settle(now);
        if (settled.phase != Phase.OVER) {
            throw new FlowRefusal(FlowRefusal.Kind.NOT_NOW, "a rematch is asked for once the game is over");
        }
        if (settled.nextGame != null) {
            throw new FlowRefusal(FlowRefusal.Kind.NOT_NOW, "the rematch has begun: game " + settled.nextGame);
        }
        if (seat == Colour.WHITE ? settled.whiteAsksRematch : settled.redAsksRematch) {
            throw new FlowRefusal(FlowRefusal.Kind.NOT_NOW, "you have already asked for a rematch; " + name(seat.opponent()) + " has not yet");
        }
        return new TwoPlayerFlow(seats, settled.clock, settled.phase, plies, toMove, whiteJoined, redJoined, null,
                whiteDeclinedAt, redDeclinedAt, settled.result, settled.whiteAsksRematch || seat == Colour.WHITE,
                settled.redAsksRematch || seat == Colour.RED, previousGame, null);
    }

    /**
     * Tells whether both seats asked for a rematch that does not exist yet.
     *
     * @return true when {@link #rematch} may make it
     */
    public boolean rematchAgreed() {
        return whiteAsksRematch && redAsksRematch && nextGame == null;
    }

    /**
     * Makes the rematch both seats asked for: the same start, the same time control, the seats'
     * colours swapped (each player keeps its link), a new watch id; the two games link each other.
     *
     * @param thisGame this game's id
     * @param newGame the rematch's id
     * @param random the source of the new watch id
     * @return this game linked to the rematch, and the rematch
     * @throws FlowRefusal if both seats have not asked, or the rematch exists
     */
    public Rematch rematch(String thisGame, String newGame, SecureRandom random) {
        if (!rematchAgreed()) {
            throw new FlowRefusal(FlowRefusal.Kind.NOT_NOW, nextGame != null ? "the rematch has begun: game " + nextGame
                    : "a rematch begins when both players have asked for one");
        }
        Colour firstToMove = plies % 2 == 0 ? toMove : toMove.opponent();
        TwoPlayerFlow next = new TwoPlayerFlow(seats.swapped(random), GameClock.of(clock.control(), clock.lag()), Phase.WAITING,
                0, firstToMove, false, false, null, -1, -1, null, false, false, Objects.requireNonNull(thisGame), null);
        TwoPlayerFlow linked = new TwoPlayerFlow(seats, clock, phase, plies, toMove, whiteJoined, redJoined, drawOfferedBy,
                whiteDeclinedAt, redDeclinedAt, result, whiteAsksRematch, redAsksRematch, previousGame, Objects.requireNonNull(newGame));
        return new Rematch(linked, next);
    }

    /**
     * A game linked to its rematch, and the rematch.
     *
     * @param previous the finished game, now naming its rematch
     * @param next the rematch, waiting for both seats
     */
    public record Rematch(TwoPlayerFlow previous, TwoPlayerFlow next) {
    }

    /**
     * Returns what every viewer of the game may see (seats and watchers alike): no token, no
     * hash, no watch id.
     *
     * @param now the server's instant
     * @return a plain map for the page
     */
    public Map<String, Object> view(long now) {
        return FlowData.view(this, now);
    }

    /**
     * Returns the plain-data form, for the store: hashes, never a token.
     *
     * @return a map of strings, numbers, booleans and maps with its version under {@code "v"}
     */
    public Map<String, Object> toData() {
        return FlowData.write(this);
    }

    /**
     * Reads the plain-data form.
     *
     * @param data a map {@link #toData()} wrote
     * @return the flow
     * @throws IllegalArgumentException with a one-line message if the map is not such a form
     */
    public static TwoPlayerFlow fromData(Map<String, ?> data) {
        return FlowData.read(data);
    }

    /** The flow after a move in time, played on the game with the rules' outcome. */
    TwoPlayerFlow played(ClockCommit commit, Outcome rulesOutcome, long now) {
        Colour mover = commit.mover();
        Colour offer = drawOfferedBy == mover.opponent() ? null : drawOfferedBy;   // the offerer's opponent moved
        TwoPlayerFlow next = new TwoPlayerFlow(seats, commit.clock(), phase, plies + 1, mover.opponent(), whiteJoined,
                redJoined, offer, whiteDeclinedAt, redDeclinedAt, null, false, false, previousGame, null);
        return rulesOutcome.isOver() ? next.over(next.clock.stop(now), FlowResult.ofRules(rulesOutcome)) : next;
    }

    /** The flow after a move too late: lost on time. */
    TwoPlayerFlow lostOnTime(ClockCommit commit) {
        return over(commit.clock(), new FlowResult(commit.mover().opponent(), FlowResult.Ending.TIME));
    }

    private TwoPlayerFlow over(GameClock stopped, FlowResult how) {
        return new TwoPlayerFlow(seats, stopped, Phase.OVER, plies, toMove, whiteJoined, redJoined, null, whiteDeclinedAt,
                redDeclinedAt, how, false, false, previousGame, null);
    }

    private TwoPlayerFlow with(Colour offer, int whiteDeclined, int redDeclined) {
        return new TwoPlayerFlow(seats, clock, phase, plies, toMove, whiteJoined, redJoined, offer, whiteDeclined,
                redDeclined, result, whiteAsksRematch, redAsksRematch, previousGame, nextGame);
    }

    private void requirePlaying(Colour seat) {
        Objects.requireNonNull(seat, "seat");
        if (phase == Phase.OVER) {
            throw isOver();
        }
        if (phase == Phase.WAITING) {
            String missing = !whiteJoined && !redJoined ? "neither player has" : (whiteJoined ? "Red" : "White") + " has not";
            throw new FlowRefusal(FlowRefusal.Kind.NOT_NOW, "the game starts when both players have opened their links; " + missing + " yet");
        }
    }

    private FlowRefusal isOver() {
        return new FlowRefusal(FlowRefusal.Kind.NOT_NOW, "the game is over: " + result.text());
    }

    static String name(Colour colour) {
        return colour == Colour.WHITE ? "White" : "Red";
    }

    private static void require(boolean condition, String rule) {
        if (!condition) {
            throw new IllegalArgumentException("an inconsistent two-player game: " + rule);
        }
    }
}
