package io.github.shogunsdk.cli.web.game;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.EngineOptions;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.IllegalMoveException;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.MovePath;
import io.github.shogunsdk.api.NodePath;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.Refusal;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.Shape;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.StrengthLevel;
import java.net.InetAddress;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One game of the server, with its engine jobs: the latest search (for a move or a hint), analysis
 * and review, each an {@link EngineJob}. The game is a record as a tree ({@link GameTree}) with
 * the node the page shows; playing off the main line adds a variation. A game is not thread-safe,
 * so every method holds this session's lock; a job works on a copy of the game on its own thread
 * and keeps its product under the lock when it is done.
 *
 * <p>The rules between the jobs are {@link SessionJobs}'s. A session holds an engine only while a job runs: an engine keeps its transposition table, so a
 * server of many games that kept each game's last engine would hold megabytes per game. What is
 * refused is a {@link GameException}, which leaves the game as it was. A game the registry keeps in
 * a store commits each change there (a move, undo, redo, going to a node, deleting a variation,
 * resigning, the engine's move, a review's marks) before the call returns; a change that cannot be
 * committed is undone and refused as {@link GameException.Busy}.
 */
public final class GameSession {

    /** The most plies a line of a game of this server holds, which keeps each game's memory small. */
    public static final int MAX_PLIES = 2_000;

    /** The longest an analysis may think; an analysis without a time limit gets this one. */
    static final Duration MAX_ANALYSIS_TIME = Duration.ofSeconds(30);

    /** The most best lines an analysis shows. */
    public static final int MAX_ANALYSIS_LINES = 5;

    /** The best lines an analysis shows when the page does not say. */
    public static final int DEFAULT_ANALYSIS_LINES = 3;

    /** The longest a review may take; each of its searches gets a share of it. */
    static final Duration MAX_REVIEW_TIME = Duration.ofMinutes(2);

    /** The longest a search may think; a search without a time limit gets this one. */
    static final Duration MAX_SEARCH_TIME = Duration.ofSeconds(60);

    /**
     * How long a stop waits for its job to end, so that its answer has the result; an engine stops
     * within milliseconds of being asked.
     */
    static final Duration STOP_WAIT = Duration.ofSeconds(2);

    private final String id;
    final GameTree tree;
    private final ClientKey owner;
    private final SessionJobs jobs;
    private volatile long lastUsed;
    /** The game's row in the store, or null for a game kept in memory only; under the lock. */
    GameRow row;
    /** The seats and clocks of a game for two ({@link TwoPlayerGame}), or null; set once, before the game is served. */
    volatile TwoPlayerGame twoPlayers;
    /** Counts this game's commits and tells the live layer of each ({@link Commits}); under the lock. */
    final Commits commits = new Commits();

    /** Creates a session of a game: its id, the client (address) that created it, the server's search slots, the time now. */
    GameSession(String id, Game game, InetAddress owner, ClientQuota searchQuota, long now) {
        this(id, GameTree.of(game), owner, searchQuota, now, EngineSource.BUILT_IN);
    }

    /** Creates a session of a record and the node shown, as above, its searches taking their engine from a source (the analysis and the review use the SDK's). */
    GameSession(String id, GameTree tree, InetAddress owner, ClientQuota searchQuota, long now, EngineSource engines) {
        this(id, tree, ClientKey.of(owner), searchQuota, now, engines);
    }

    /** As above, its owner a client (network) rather than an address. */
    GameSession(String id, GameTree tree, ClientKey owner, ClientQuota searchQuota, long now, EngineSource engines) {
        this.id = id;
        this.tree = tree;
        this.owner = owner;
        this.jobs = new SessionJobs(id, tree, this, searchQuota, engines, this::commit);
        this.lastUsed = now;
    }

    /** Keeps the game in the store from now on: each change is committed there before it is answered. */
    synchronized void attach(GameRow stored) {
        this.row = stored;
    }

    /** The revision last committed to the store, or 0 for a game not kept there. */
    synchronized long revision() {
        return row == null ? 0 : row.revision();
    }

    /** Reads the game again from the store, which another process has changed; its jobs are stopped. */
    void reload() {
        jobs.close();
        synchronized (this) {
            if (row != null) {
                row.reload(tree);
            }
        }
    }

    /** Commits a change of the game to the store, or undoes it ({@link GameRow#commit}); under the lock. */
    private void commit(GameTree.Snapshot before) {
        if (twoPlayers != null) {
            twoPlayers.changed(before);   // the engine's move while the game is on; a walk or a review's marks after it
        } else if (row != null) {
            row.commit(tree, before);
        }
        commits.committed(id);
    }

    /**
     * Returns the game's id.
     *
     * @return the id the registry keeps it under
     */
    public String id() {
        return id;
    }

    /** The client (its network) that created the game. */
    ClientKey owner() {
        return owner;
    }

    long lastUsed() {
        return lastUsed;
    }

    void touch(long now) {
        lastUsed = now;
    }

    /**
     * Returns the game as the page draws it.
     *
     * @return the position, the moves, the tree and the latest search
     */
    public synchronized Views.State state() {
        return StateView.of(id, tree, jobs.searchView());
    }

    /**
     * Returns the legal moves of a piece, or of the side to move.
     *
     * @param from the piece's square, or null for every move
     * @return the moves with their open paths
     */
    public synchronized Views.Moves moves(Square from) {
        Game game = tree.game();
        List<Views.Target> targets = new ArrayList<>();
        for (Move move : from == null ? game.legalMoves() : game.legalMoves(from)) {
            targets.add(new Views.Target(move, game.paths(move)));
        }
        return new Views.Moves(from, targets);
    }

    /**
     * Tells whether a move can be played now, and why not.
     *
     * @param from the square the piece leaves
     * @param to the square it lands on
     * @return the rules' refusal, or the move's open paths
     */
    public synchronized Views.WhyNot whyNot(Square from, Square to) {
        Game game = tree.game();
        Optional<Refusal> refusal = game.refusal(from, to);
        if (refusal.isPresent()) {
            return new Views.WhyNot(false, refusal.get(), List.of());
        }
        return new Views.WhyNot(true, null, game.paths(Move.of(from, to)));
    }

    /**
     * Plays a move at the node shown: on along its line, or as a new variation.
     *
     * @param move the move
     * @param shape the corner its path goes by, or null for its first open path
     * @return the ply and the game after it
     * @throws GameException.Malformed if the shape cannot make the move
     * @throws GameException.Refused if the move is illegal, with the rules' refusal
     * @throws GameException.Conflict while the engine thinks, or when the game holds as much as the server keeps
     */
    public synchronized Views.Played play(Move move, Shape shape) {
        jobs.requireIdle();
        tree.requireRoom();
        try {
            Optional<MovePath> path = shape == null ? Optional.empty() : MovePath.of(move, shape);
            if (shape != null && path.isEmpty()) {
                throw new GameException.Malformed("the shape " + shape + " cannot make the move " + move);
            }
            GameTree.Snapshot before = tree.snapshot();
            Game game = tree.game();
            Ply ply = path.isPresent() ? game.play(path.get()) : game.play(move);
            tree.played(ply);
            commit(before);
            jobs.stopAnalysis();
            return new Views.Played(ply, state());
        } catch (IllegalMoveException e) {
            throw new GameException.Refused(e.getMessage(), e.getRefusal());
        } catch (IllegalArgumentException e) {
            throw new GameException.Conflict(e.getMessage());
        }
    }

    /**
     * Goes back a move.
     *
     * @return the ply gone back over and the game before it
     * @throws GameException.Conflict while the engine thinks, or at the start
     */
    public synchronized Views.Played undo() {
        jobs.requireIdle();
        if (!tree.canBack()) {
            throw new GameException.Conflict("there is no move to undo");
        }
        GameTree.Snapshot before = tree.snapshot();
        Ply ply = tree.back();
        commit(before);
        jobs.stopAnalysis();
        return new Views.Played(ply, state());
    }

    /**
     * Goes forward a move, along the line the game came back by.
     *
     * @return the ply replayed and the game after it
     * @throws GameException.Conflict while the engine thinks, or at the end of the line
     */
    public synchronized Views.Played redo() {
        jobs.requireIdle();
        if (!tree.canForward()) {
            throw new GameException.Conflict("there is no move to redo");
        }
        GameTree.Snapshot before = tree.snapshot();
        try {
            Ply ply = tree.forward();
            commit(before);
            jobs.stopAnalysis();
            return new Views.Played(ply, state());
        } catch (IllegalStateException e) {
            throw new GameException.Conflict(e.getMessage());
        }
    }

    /**
     * Resigns the game for a side, at the end of its main line.
     *
     * @param side the side that resigns, or null for the side to move
     * @return the game, over
     * @throws GameException.Conflict while the engine thinks, when the game is over, or away from the main line's end
     */
    public synchronized Views.State resign(Colour side) {
        jobs.requireIdle();
        Game game = tree.game();
        if (game.outcome().isOver()) {
            throw new GameException.Conflict("the game is already over: " + game.outcome());
        }
        if (!tree.atMainlineEnd()) {
            throw new GameException.Conflict("a game is resigned at the end of its main line; go there first (this "
                    + "move is " + (tree.canForward() ? "followed by more moves" : "in a variation") + ")");
        }
        GameTree.Snapshot before = tree.snapshot();
        tree.resign(side == null ? game.sideToMove() : side);
        commit(before);
        jobs.stopAnalysis();
        return state();
    }

    /**
     * Shows another node of the tree.
     *
     * @param path the node's path
     * @return the game at that node
     * @throws GameException.Conflict while the engine thinks
     * @throws GameException.Refused if the path leads nowhere
     */
    public synchronized Views.State goTo(NodePath path) {
        jobs.requireIdle();
        GameTree.Snapshot before = tree.snapshot();
        try {
            tree.goTo(path);
        } catch (IllegalArgumentException e) {
            throw new GameException.Refused(e.getMessage());
        }
        commit(before);
        jobs.stopAnalysis();
        return state();
    }

    /**
     * Deletes a variation, or its rest from a node on; the main line stays.
     *
     * @param path the first deleted node's path
     * @return the game without it
     * @throws GameException.Conflict while the engine thinks
     * @throws GameException.Refused if the path leads nowhere or along the main line
     */
    public synchronized Views.State deleteVariation(NodePath path) {
        jobs.requireIdle();
        NodePath before = tree.at();
        GameTree.Snapshot held = tree.snapshot();
        try {
            tree.delete(path);
        } catch (IllegalArgumentException e) {
            throw new GameException.Refused(e.getMessage());
        }
        commit(held);
        if (!tree.at().equals(before)) {
            jobs.stopAnalysis();
        }
        return state();
    }

    /**
     * Returns the whole record: every line, comment and glyph.
     *
     * @return the record's text
     */
    public synchronized String sgn() {
        return tree.record().toSgn();
    }

    /**
     * Starts the engine's analysis of the node shown: its best lines, reported depth by depth. A
     * running analysis of this game ends first. Moving through the game stops it; a search for a
     * move or a hint stops it too, as the engine has one slot per client on a small machine.
     *
     * @param limits when to stop; the time is capped at {@link #MAX_ANALYSIS_TIME}
     * @param lines how many best lines, from 1 to {@link #MAX_ANALYSIS_LINES}
     * @param client the address of the client asking, whose share of search slots it takes
     * @return the analysis, as it starts
     * @throws GameException.Conflict when the game is over at the node or the engine thinks for a
     *     move or reviews the game
     * @throws GameException.Busy when every search slot of the server, or the client's share, is taken
     */
    public Views.Analysis startAnalysis(SearchLimits limits, int lines, InetAddress client) {
        return jobs.startAnalysis(limits, lines, client);
    }

    /**
     * Returns the latest analysis.
     *
     * @return its lines so far, or its final lines
     * @throws GameException.NotFound when none has been started
     */
    public Views.Analysis analysis() {
        return jobs.analysis();
    }

    /**
     * Stops the analysis and answers once it has ended (waiting at most {@link #STOP_WAIT}), with its lines so far.
     *
     * @return the analysis
     * @throws GameException.NotFound when none has been started
     */
    public Views.Analysis stopAnalysisAndWait() {
        jobs.endAnalysis();
        return jobs.analysis();
    }

    /** Stops the running analysis, if any, and waits (at most {@link #STOP_WAIT}) until its search slot is free. */
    void endAnalysis() {
        jobs.endAnalysis();
    }

    /**
     * Starts a review of the main line on a thread of its own: the engine judges each ply, and
     * when all are judged the record's mistakes are marked (glyphs, an evaluation in each ply's
     * comment, the better line as a variation). The game can be played and walked meanwhile;
     * searches and analyses of it wait for the review.
     *
     * <p>A game has one review at a time: a review asked for while another runs (stopped but not
     * yet ended included) is refused, so no review runs unseen, holding a search slot and marking
     * the record after the review the page shows was stopped.
     *
     * @param limits the limits of each search; each gets at most an equal share of {@link #MAX_REVIEW_TIME}
     * @param client the address of the client asking, whose share of search slots it takes
     * @return the review, as it starts
     * @throws GameException.Conflict when there is no move or the engine is busy with this game (a
     *     search or a review)
     * @throws GameException.Busy when every search slot, or the client's share, is taken
     */
    public Views.Review startReview(SearchLimits limits, InetAddress client) {
        return jobs.startReview(limits, client);
    }

    /**
     * Returns the latest review.
     *
     * @return how far it has come, or what it marked
     * @throws GameException.NotFound when none has been started
     */
    public Views.Review review() {
        return jobs.review();
    }

    /**
     * Stops the review and answers once it has ended (waiting at most {@link #STOP_WAIT}); it keeps nothing.
     *
     * @return the review
     * @throws GameException.NotFound when none has been started
     */
    public Views.Review stopReview() {
        return jobs.stopReview();
    }

    /**
     * Starts the engine on the current position, for a hint or for its own move.
     *
     * @param limits when to stop
     * @param play whether the engine plays its move when done
     * @param client the address of the client asking, whose share of search slots it takes
     * @return the search, as it starts
     * @throws GameException.Conflict when the game is over or the engine is already thinking
     * @throws GameException.Busy when every search slot of the server, or the client's share, is taken
     */
    public Views.Search startSearch(SearchLimits limits, boolean play, InetAddress client) {
        return startSearch(limits, play, StrengthLevel.FULL, client);
    }

    /**
     * Starts the engine on the current position at a named strength, for a hint or for its own move.
     * An external engine ({@code shogun serve --engine}) plays at its own strength.
     *
     * @param limits when to stop; the time is capped at {@link #MAX_SEARCH_TIME}; a level below
     *     full strength also stops at its own depth
     * @param play whether the engine plays its move when done
     * @param strength the engine's level ({@link EngineOptions#withStrengthLimit}); its random
     *     choices are drawn afresh for each search
     * @param client the address of the client asking, whose share of search slots it takes
     * @return the search, as it starts
     * @throws GameException.Conflict when the game is over or the engine is already thinking
     * @throws GameException.Busy when every search slot of the server, or the client's share, is taken
     */
    public Views.Search startSearch(SearchLimits limits, boolean play, StrengthLevel strength, InetAddress client) {
        TwoPlayerGame seats = twoPlayers;
        SearchLimits timed = seats == null ? limits : seats.engineLimits(limits, play);
        if (play) {
            synchronized (this) {
                if (row != null && !jobs.searching()) {
                    // Written with the engine's move: an engine game comes back with its settings.
                    row.engineSettings(tree.game().sideToMove(), strength, limits);
                }
            }
        }
        return jobs.startSearch(timed, play, strength, client);
    }

    /**
     * Returns the latest search.
     *
     * @return what it has found so far, or its result and the move it played
     * @throws GameException.NotFound when none has been started
     */
    public Views.Search search() {
        return jobs.search();
    }

    /**
     * Asks the running search to stop and waits for it to end (at most {@link #STOP_WAIT}): it ends
     * with its best move so far, which it plays if it was to move, and the answer shows that.
     *
     * @return the search
     * @throws GameException.NotFound when none has been started
     */
    public Views.Search stopSearch() {
        return jobs.stopSearch();
    }

    /** Stops the search, the analysis and the review, if they run, without waiting; for a game the server forgets. */
    void close() {
        jobs.close();
    }

    /**
     * Tells whether this session holds an engine, which it does only while a search, an analysis or a review runs.
     *
     * @return true while the latest search, analysis or review runs
     */
    boolean holdsEngine() {
        return jobs.holdsEngine();
    }

}
