package io.github.shogunsdk.cli.web.game;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.IllegalMoveException;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.MovePath;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.Shape;
import io.github.shogunsdk.cli.web.clock.EngineTime;
import io.github.shogunsdk.cli.web.clock.PlainData;
import io.github.shogunsdk.cli.web.seat.FlowRefusal;
import io.github.shogunsdk.cli.web.seat.MoveAdmission;
import io.github.shogunsdk.cli.web.seat.TwoPlayerFlow;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * The seats and clocks of a game for two people, wired into its session: every action names the
 * seat token it was sent with, is checked by the game's {@link TwoPlayerFlow}, changes the game's
 * record where it ends or continues the game, and is committed with the flow (its
 * {@link TwoPlayerFlow#toData()} in the row's state) in one change of the store before it is
 * answered. A refusal of the flow becomes a {@link GameException} of its kind: not allowed (a
 * watcher, a stranger's token, a seat answering its own offer), conflict (not now), malformed.
 *
 * <p>The flag: after every change the game's {@link FlagTimer} is armed for
 * {@link TwoPlayerFlow#flagFallsAt()}; when it fires, or when anyone asks first, the flow is settled
 * and a fallen flag ends the game on time: the record gets the result and
 * {@code [Termination "time forfeit"]}. Every method holds the session's lock.
 */
public final class TwoPlayerGame {

    /** What the store's column {@code mode} holds for a game for two. */
    static final String MODE = "two-players";

    /** The refusal of the engine's help while a game with seats is on. */
    public static final String NO_HELP = "no engine help while the game is on: analysis, review and hints open once it "
            + "has a result";

    private final GameSession session;
    private final GameRegistry registry;
    /** The flow as last committed; under the session's lock. */
    private TwoPlayerFlow flow;
    /** The store's revision the flow belongs to, to read it again when another server changed the game. */
    private long flowRevision;

    TwoPlayerGame(GameSession session, GameRegistry registry, TwoPlayerFlow flow) {
        this.session = session;
        this.registry = registry;
        this.flow = flow;
        this.flowRevision = session.revision();
    }

    /**
     * Returns the two-player part of a game, if it is a game for two.
     *
     * @param session a game
     * @return its seats and clocks, or empty for a game against the engine or on one screen
     */
    public static Optional<TwoPlayerGame> of(GameSession session) {
        return Optional.ofNullable(session.twoPlayers);
    }

    /**
     * Tells whether an id is this game's watch id (in constant time).
     *
     * @param watchId the id of a watch link
     * @return true if it is
     */
    public boolean isWatchedBy(String watchId) {
        synchronized (session) {
            return flow.seats().isWatchId(watchId);
        }
    }

    /**
     * Returns the game as a seat sees it; the seat's token is needed, as the game id alone opens
     * nothing in a game for two.
     *
     * @param token the token sent, or null
     * @return the game, its flow and the seat
     * @throws GameException.NotAllowed for anything but a seat's token
     */
    public TwoPlayerViews.State view(String token) {
        synchronized (session) {
            refresh();
            Colour seat = seatOf(token);
            long now = settle(registry.millis());
            return view(seat, now);
        }
    }

    /**
     * Returns the game as a watcher sees it: everything, with no seat.
     *
     * @return the game and its flow
     */
    public TwoPlayerViews.State watch() {
        synchronized (session) {
            refresh();
            return view(null, settle(registry.millis()));
        }
    }

    /**
     * Checks a token opens a seat of this game, for the readings a seat may make (moves, why not, the record).
     *
     * @param token the token sent, or null
     * @throws GameException.NotAllowed for anything but a seat's token
     */
    public void requireSeat(String token) {
        synchronized (session) {
            refresh();
            seatOf(token);
        }
    }

    /**
     * Checks a token opens a seat of this game and the game has a result, for what a seat may do
     * only once the game is over: the engine's analysis, review and hints, and walking or editing
     * the record (going to a move, undo, redo, deleting a variation). While the game is on no
     * player gets the engine's help, and every move played stands.
     *
     * @param token the token sent, or null
     * @param refusal what to answer while the game is waiting or on
     * @throws GameException.NotAllowed for anything but a seat's token
     * @throws GameException.Conflict before the game has a result
     */
    public void requireFinished(String token, String refusal) {
        synchronized (session) {
            refresh();
            seatOf(token);
            settle(registry.millis());
            if (flow.result() == null) {
                throw new GameException.Conflict(refusal);
            }
        }
    }

    /**
     * A seat opened its link (again, on another device, after a reload): when both have, the game
     * starts and the clock of the side to move runs.
     *
     * @param token the seat's token
     * @return the game as the seat sees it
     * @throws GameException.NotAllowed for anything but a seat's token
     */
    public TwoPlayerViews.State join(String token) {
        synchronized (session) {
            refresh();
            Colour seat = seatOf(token);
            long now = settle(registry.millis());
            TwoPlayerFlow joined = flow.join(seat, now);
            if (joined != flow) {
                commit(joined, session.tree.snapshot());
            }
            return view(seat, registry.millis());
        }
    }

    /**
     * Plays a seat's move. A move that names a ply already followed is answered as already played,
     * and nothing is played.
     *
     * @param token the seat's token
     * @param move the move
     * @param shape the corner its path goes by, or null for its first open path
     * @param after how many plies the game had when the player chose the move
     * @param thoughtMs how long the player says it thought, or -1 for no report
     * @return the ply and the game after it
     * @throws GameException.NotAllowed for anything but a seat's token
     * @throws GameException.Conflict when it is not the seat's move, the game is not on, the move
     *     names a ply the game has not reached, or the move came after the seat's flag fell (the
     *     game is then lost on time)
     * @throws GameException.Refused for an illegal move, with the rules' refusal
     * @throws GameException.Malformed for a shape that cannot make the move, or a thinking time out of range
     */
    public TwoPlayerViews.Played play(String token, Move move, Shape shape, int after, long thoughtMs) {
        synchronized (session) {
            refresh();
            Colour seat = seatOf(token);
            long now = settle(registry.millis());
            GameTree tree = session.tree;
            if (after >= 0 && after < flow.plies()) {
                // Only the seat's own move, sent again, is answered as played; any other is late.
                List<Ply> history = tree.game().history();
                Ply there = after < history.size() ? history.get(after) : null;
                if (there == null || there.mover() != seat || !there.move().equals(move)) {
                    throw new GameException.Conflict("ply " + (after + 1) + " of this game is "
                            + (there == null ? "played" : there.move()) + ", not your " + move + "; the game is at ply "
                            + flow.plies() + " now");
                }
                return new TwoPlayerViews.Played(there, true, view(seat, now));
            }
            MoveAdmission admission;
            try {
                admission = flow.admitMove(seat, after, thoughtMs, now);
            } catch (FlowRefusal refusal) {
                throw refused(refusal);
            }
            GameTree.Snapshot before = tree.snapshot();
            if (!admission.inTime()) {
                TwoPlayerFlow lost = admission.lostOnTime();
                TwoPlayers.end(session.tree, lost.result());
                commit(lost, before);
                throw new GameException.Conflict("the move came after your time ran out, so it was not played: "
                        + lost.result().text());
            }
            tree.requireRoom();
            Optional<MovePath> path = shape == null ? Optional.empty() : MovePath.of(move, shape);
            if (shape != null && path.isEmpty()) {
                throw new GameException.Malformed("the shape " + shape + " cannot make the move " + move);
            }
            Ply ply;
            try {
                Game game = tree.game();
                ply = path.isPresent() ? game.play(path.get()) : game.play(move);
                tree.played(ply);
            } catch (IllegalMoveException e) {
                throw new GameException.Refused(e.getMessage(), e.getRefusal());
            } catch (IllegalArgumentException e) {
                throw new GameException.Conflict(e.getMessage());
            }
            commit(admission.played(tree.game().outcome()), before);
            return new TwoPlayerViews.Played(ply, false, view(seat, registry.millis()));
        }
    }

    /**
     * Offers a draw.
     *
     * @param token the seat's token
     * @return the game with the offer standing
     * @throws GameException.NotAllowed for anything but a seat's token
     * @throws GameException.Conflict when the game is not on, an offer stands, or the seat's last
     *     offer was declined and both sides have not moved since
     */
    public TwoPlayerViews.State offerDraw(String token) {
        return act(token, (flow, seat, now) -> flow.clock().engineSide() == null ? flow.offerDraw(seat, now)
                : noEngine("the engine does not answer draw offers; resign, or play on"));
    }

    /**
     * Answers the opponent's draw offer: accepted, the game is drawn by agreement.
     *
     * @param token the seat's token
     * @param accept true to accept, false to decline
     * @return the game, drawn or with the offer gone
     * @throws GameException.NotAllowed for anything but a seat's token, or for the offerer's own seat
     * @throws GameException.Conflict when no offer stands or the game is not on
     */
    public TwoPlayerViews.State answerDraw(String token, boolean accept) {
        return act(token, (flow, seat, now) -> flow.answerDraw(seat, accept, now));
    }

    /**
     * Resigns for the seat: the opponent wins.
     *
     * @param token the seat's token
     * @return the game, over
     * @throws GameException.NotAllowed for anything but a seat's token
     * @throws GameException.Conflict when the game is already over
     */
    public TwoPlayerViews.State resign(String token) {
        return act(token, (flow, seat, now) -> flow.resign(seat, now));
    }

    /**
     * Asks for a rematch; when both seats have, it is made: a new game of the same start and time
     * control, the colours swapped, each player keeping its link, and a new watch id; the flow's
     * {@code nextGame} names it.
     *
     * @param token the seat's token
     * @return this game, with the request (and the rematch's id once made)
     * @throws GameException.NotAllowed for anything but a seat's token
     * @throws GameException.Conflict when the game is not over or the seat has asked already
     */
    public TwoPlayerViews.State askRematch(String token) {
        synchronized (session) {
            TwoPlayerViews.State asked = act(token, (flow, seat, now) -> flow.clock().engineSide() == null
                    ? flow.askRematch(seat, now) : noEngine("a rematch against the engine is a new game"));
            if (!flow.rematchAgreed()) {
                return asked;
            }
            TwoPlayerFlow.Rematch rematch = flow.rematch(session.id(), "pending", registry.random());
            String next = TwoPlayers.rematch(registry, rematch.next(), session.tree.record().setup(), session.owner());
            TwoPlayerFlow previous = rematch.previous();
            commit(new TwoPlayerFlow(previous.seats(), previous.clock(), previous.phase(), previous.plies(),
                    previous.toMove(), previous.whiteJoined(), previous.redJoined(), previous.drawOfferedBy(),
                    previous.whiteDeclinedAt(), previous.redDeclinedAt(), previous.result(), previous.whiteAsksRematch(),
                    previous.redAsksRematch(), previous.previousGame(), next), session.tree.snapshot());
            return view(seatOf(token), registry.millis());
        }
    }

    /**
     * The limits of a search in a game with seats: in a game against the engine with a clock, its
     * own move's search is limited by its clock ({@link EngineTime#limit}); a hint, only once the
     * game has a result, is searched as asked.
     *
     * @throws GameException.Conflict for a hint while the game is on, for the engine's move in a game
     *     for two people, or for the engine's move when it is not its turn
     */
    SearchLimits engineLimits(SearchLimits level, boolean play) {
        synchronized (session) {
            refresh();
            Colour engine = flow.clock().engineSide();
            long now = settle(registry.millis());
            if (!play) {
                if (flow.result() == null) {
                    throw new GameException.Conflict(NO_HELP);
                }
                return level;
            }
            if (engine == null) {
                throw new GameException.Conflict("the engine does not play in a game for two people");
            }
            if (flow.phase() != TwoPlayerFlow.Phase.PLAYING || flow.toMove() != engine) {
                throw new GameException.Conflict("the engine plays " + (engine == Colour.WHITE ? "White" : "Red")
                        + ": it moves on its turn, once the game is on");
            }
            return EngineTime.limit(level, flow.clock().control(), flow.clock().remaining(engine, now));
        }
    }

    /**
     * Commits a change of the tree made by the session itself (a search, a review, a walk through
     * the record); under the session's lock. While the game is on, only the engine's own move is
     * such a change ({@link #engineMoved}); once it has a result, the record may be walked and
     * annotated, its main line unchanged, and is committed with the flow as it is.
     */
    void changed(GameTree.Snapshot before) {
        refresh();
        if (flow.result() == null) {
            engineMoved(before);
            return;
        }
        if (session.tree.record().mainline().size() != before.record().mainline().size()) {
            session.tree.restore(before);
            throw new GameException.Conflict("the game is over: its main line takes no more moves");
        }
        commit(flow, before);
    }

    /**
     * Commits the engine's move, which its search has just played on the tree: charged to the
     * engine's clock (never past the time it had); under the session's lock. Any other change of
     * the tree made outside this class is undone and refused.
     */
    private void engineMoved(GameTree.Snapshot before) {
        Colour engine = flow.clock().engineSide();
        long now = registry.millis();
        if (engine == null || flow.phase() != TwoPlayerFlow.Phase.PLAYING || flow.toMove() != engine) {
            session.tree.restore(before);
            throw new GameException.Conflict("in a game with seats only the engine's own move is played by a search");
        }
        MoveAdmission admission;
        try {
            admission = flow.admitMove(engine, flow.plies(), -1, now);
        } catch (FlowRefusal refusal) {
            session.tree.restore(before);
            throw refused(refusal);
        }
        commit(admission.played(session.tree.game().outcome()), before);
    }

    /** Settles the flow now, for the flag timer: a fallen flag ends the game on time. */
    void settleNow() {
        synchronized (session) {
            refresh();
            settle(registry.millis());
            arm();
        }
    }

    /** Arms the flag timer for the flow as it is; under the lock. */
    void arm() {
        OptionalLong at = flow.flagFallsAt();
        if (at.isPresent()) {
            String id = session.id();
            registry.flagTimer().arm(id, at.getAsLong(), () -> registry.settleFlag(id));
        } else {
            registry.flagTimer().disarm(session.id());
        }
    }

    /** The flow as last committed, for tests; under the lock. */
    TwoPlayerFlow flow() {
        synchronized (session) {
            return flow;
        }
    }

    /** One action of a seat on the flow. */
    @FunctionalInterface
    private interface Action {
        TwoPlayerFlow apply(TwoPlayerFlow flow, Colour seat, long now);
    }

    private TwoPlayerViews.State act(String token, Action action) {
        synchronized (session) {
            refresh();
            Colour seat = seatOf(token);
            long now = settle(registry.millis());
            TwoPlayerFlow next;
            try {
                next = action.apply(flow, seat, now);
            } catch (FlowRefusal refusal) {
                throw refused(refusal);
            }
            GameTree.Snapshot before = session.tree.snapshot();
            if (next.result() != null && flow.result() == null) {
                TwoPlayers.end(session.tree, next.result());
            }
            commit(next, before);
            return view(seat, registry.millis());
        }
    }

    /** Settles the flow at an instant, committing a fallen flag; returns the instant. Under the lock. */
    private long settle(long now) {
        TwoPlayerFlow settled = flow.settle(now);
        if (settled != flow) {
            GameTree.Snapshot before = session.tree.snapshot();
            TwoPlayers.end(session.tree, settled.result());
            commit(settled, before);
        }
        return now;
    }

    /** Reads the flow again when another server has changed the game since; under the lock. */
    private void refresh() {
        if (session.row != null && session.row.revision() != flowRevision) {
            flow = TwoPlayers.flowOf(session.id(), session.row.state());
            flowRevision = session.row.revision();
        }
    }

    /** Commits the tree as it is with the next flow; on failure the tree is as before and the flow unchanged. */
    private void commit(TwoPlayerFlow next, GameTree.Snapshot before) {
        if (session.row != null) {
            session.row.commit(session.tree, before, TwoPlayers.state(next));
            flowRevision = session.row.revision();
        }
        flow = next;
        session.commits.committed(session.id());
        arm();
    }

    private Colour seatOf(String token) {
        if (token == null) {
            throw new GameException.NotAllowed("this game is for two players: a seat's link sends its token (the header "
                    + "Authorization: Seat <token>), and a watch link shows the game at /api/watch/<watch id>");
        }
        try {
            return flow.seats().requireSeat(token);
        } catch (FlowRefusal refusal) {
            throw refused(refusal);
        }
    }

    /**
     * The game as a seat sees it, its clock as at an instant: after a change, the instant it was
     * committed, so that a page counting from the answer's arrival is behind the server by the
     * answer's trip alone, not by the commit's time too.
     */
    private TwoPlayerViews.State view(Colour seat, long now) {
        Views.State game = session.state();
        String status = flow.result() != null ? flow.result().text() : game.status();
        Views.State shown = new Views.State(game.id(), game.setup(), game.position(), game.sideToMove(), status,
                game.outcome(), game.pieces(), game.magnets(), game.check(), game.king(), game.checkers(), game.lastPly(),
                game.plies(), game.movetext(), false, false, game.search(), game.path(), game.tree());
        return new TwoPlayerViews.State(shown, flow.view(now), seat == null ? null : PlainData.colourName(seat));
    }

    private static TwoPlayerFlow noEngine(String message) {
        throw new GameException.Conflict(message);
    }

    private static GameException refused(FlowRefusal refusal) {
        return switch (refusal.kind()) {
            case NOT_ALLOWED -> new GameException.NotAllowed(refusal.getMessage());
            case MALFORMED -> new GameException.Malformed(refusal.getMessage());
            case NOT_NOW, ALREADY_PLAYED -> new GameException.Conflict(refusal.getMessage());
        };
    }
}
