package io.github.shogunsdk.cli.web;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Engine;
import io.github.shogunsdk.api.EngineOptions;
import io.github.shogunsdk.api.StrengthLevel;
import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.GameReview;
import io.github.shogunsdk.api.IllegalMoveException;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.MovePath;
import io.github.shogunsdk.api.NodePath;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Refusal;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.SearchProgress;
import io.github.shogunsdk.api.SearchResult;
import io.github.shogunsdk.api.Shape;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Square;
import java.net.InetAddress;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * One game of the server, with its engine search and its analysis. The game is a record as a tree
 * ({@link GameTree}) with the node the page shows; playing off the main line adds a variation.
 * A game is not thread-safe, so every method holds this session's lock; the engine searches a copy
 * of the game on its own thread and plays its move under the lock when it is done.
 *
 * <p>A session holds an engine only while it searches: an engine keeps its transposition table,
 * so a server of many games that kept each game's last engine would hold megabytes per game.
 */
final class GameSession {

    /** Engines for the web game: a 4 MiB table each, as several may search at once. */
    private static final EngineOptions ENGINE_OPTIONS = EngineSource.ENGINE_OPTIONS;


    /** The most plies a line of a game of this server holds, which keeps each game's memory small. */
    static final int MAX_PLIES = 2_000;

    /** The longest an analysis may think; an analysis without a time limit gets this one. */
    static final Duration MAX_ANALYSIS_TIME = Duration.ofSeconds(30);

    /** The most best lines an analysis shows. */
    static final int MAX_ANALYSIS_LINES = 5;

    /** The best lines an analysis shows when the page does not say. */
    static final int DEFAULT_ANALYSIS_LINES = 3;

    /** The longest a review may take; each of its searches gets a share of it. */
    static final Duration MAX_REVIEW_TIME = Duration.ofMinutes(2);

    /** The longest a search may think; a search without a time limit gets this one. */
    static final Duration MAX_SEARCH_TIME = Duration.ofSeconds(60);

    /**
     * How long {@link #stopSearch()} waits for the search to end, so that its answer has the
     * result; an engine stops within milliseconds of being asked.
     */
    static final Duration STOP_WAIT = Duration.ofSeconds(2);

    private final String id;
    private final GameTree tree;
    private final ClientKey owner;
    private final ClientQuota searchQuota;
    private final EngineSource engines;
    private volatile long lastUsed;

    /** The latest search, or null; replaced by the next one. */
    private Search search;
    private int searches;
    /** The latest analysis, or null; replaced by the next one. */
    private Analysis analysis;
    private int analyses;
    /** The latest review, or null; replaced by the next one. */
    private Review review;
    private int reviews;

    /**
     * Creates a session.
     *
     * @param id its id
     * @param game the game
     * @param owner the address of the client that created it
     * @param searchQuota the server's engine search slots, shared by every game
     * @param now the time of its creation, in nanoseconds
     */
    GameSession(String id, Game game, InetAddress owner, ClientQuota searchQuota, long now) {
        this(id, GameTree.of(game), owner, searchQuota, now);
    }

    /**
     * Creates a session of a record, showing the end of its main line.
     *
     * @param id its id
     * @param tree the record and the node shown
     * @param owner the address of the client that created it
     * @param searchQuota the server's engine search slots, shared by every game
     * @param now the time of its creation, in nanoseconds
     */
    GameSession(String id, GameTree tree, InetAddress owner, ClientQuota searchQuota, long now) {
        this(id, tree, owner, searchQuota, now, EngineSource.BUILT_IN);
    }

    /**
     * Creates a session of a record whose searches take their engine from a source (the analysis
     * and the review use the SDK's engine).
     *
     * @param id its id
     * @param tree the record and the node shown
     * @param owner the address of the client that created it
     * @param searchQuota the server's engine search slots, shared by every game
     * @param now the time of its creation, in nanoseconds
     * @param engines where each search gets its engine
     */
    GameSession(String id, GameTree tree, InetAddress owner, ClientQuota searchQuota, long now, EngineSource engines) {
        this.id = id;
        this.tree = tree;
        this.owner = ClientKey.of(owner);
        this.searchQuota = searchQuota;
        this.lastUsed = now;
        this.engines = engines;
    }

    String id() {
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

    synchronized Views.State state() {
        Game game = tree.game();
        Position position = game.position();
        Colour side = game.sideToMove();
        Map<Square, Integer> magnets = null;
        if (game.setup().energyModel() instanceof EnergyModel.Magnetic magnetic) {
            magnets = new LinkedHashMap<>();
            for (Square square : Square.all()) {
                magnets.put(square, magnetic.magnetAt(square));
            }
        }
        Square king = position.king(side).orElse(null);
        boolean check = game.isInCheck();
        Set<Square> checkers = check && king != null ? game.attackers(king) : Set.of();
        List<String> plies = new ArrayList<>();
        for (Ply ply : game.history()) {
            plies.add(ply.toString());
        }
        String status = game.outcome().isOver() ? game.outcome().toString()
                : (side == Colour.WHITE ? "White" : "Red") + " to move" + (check ? " — in check" : "");
        return new Views.State(id, game.setup(), position, side, status, game.outcome(), position.pieces(), magnets,
                check, king, checkers, game.lastPly().orElse(null), plies, game.movetext(), tree.canBack(),
                tree.canForward(), search == null ? null : search.view(), GameTree.list(tree.at()), tree.view());
    }

    synchronized Views.Moves moves(Square from) {
        Game game = tree.game();
        List<Views.Target> targets = new ArrayList<>();
        for (Move move : from == null ? game.legalMoves() : game.legalMoves(from)) {
            targets.add(new Views.Target(move, game.paths(move)));
        }
        return new Views.Moves(from, targets);
    }

    synchronized Views.WhyNot whyNot(Square from, Square to) {
        Game game = tree.game();
        Optional<Refusal> refusal = game.refusal(from, to);
        if (refusal.isPresent()) {
            return new Views.WhyNot(false, refusal.get(), List.of());
        }
        return new Views.WhyNot(true, null, game.paths(Move.of(from, to)));
    }

    synchronized Views.Played play(Move move, Shape shape) {
        requireIdle();
        requireRoom();
        try {
            Ply ply;
            Optional<MovePath> path = shape == null ? Optional.empty() : MovePath.of(move, shape);
            if (shape != null && path.isEmpty()) {
                throw HttpProblem.badRequest("the shape " + shape + " cannot make the move " + move);
            }
            Game game = tree.game();
            ply = path.isPresent() ? game.play(path.get()) : game.play(move);
            tree.played(ply);
            stopAnalysis();
            return new Views.Played(ply, state());
        } catch (IllegalMoveException e) {
            throw new HttpProblem(422, e.getMessage(), e.getRefusal());
        } catch (IllegalArgumentException e) {
            throw HttpProblem.conflict(HttpProblem.oneLine(e.getMessage()));
        }
    }

    synchronized Views.Played undo() {
        requireIdle();
        if (!tree.canBack()) {
            throw HttpProblem.conflict("there is no move to undo");
        }
        Ply ply = tree.back();
        stopAnalysis();
        return new Views.Played(ply, state());
    }

    synchronized Views.Played redo() {
        requireIdle();
        if (!tree.canForward()) {
            throw HttpProblem.conflict("there is no move to redo");
        }
        try {
            Ply ply = tree.forward();
            stopAnalysis();
            return new Views.Played(ply, state());
        } catch (IllegalStateException e) {
            throw HttpProblem.conflict(e.getMessage());
        }
    }

    synchronized Views.State resign(Colour side) {
        requireIdle();
        Game game = tree.game();
        if (game.outcome().isOver()) {
            throw HttpProblem.conflict("the game is already over: " + game.outcome());
        }
        if (!tree.atMainlineEnd()) {
            throw HttpProblem.conflict("a game is resigned at the end of its main line; go there first (this move is "
                    + (tree.canForward() ? "followed by more moves" : "in a variation") + ")");
        }
        tree.resign(side == null ? game.sideToMove() : side);
        stopAnalysis();
        return state();
    }

    /**
     * Shows another node of the tree.
     *
     * @param path the node's path
     * @throws HttpProblem 409 while the engine thinks, 422 if the path leads nowhere
     */
    synchronized Views.State goTo(NodePath path) {
        requireIdle();
        try {
            tree.goTo(path);
        } catch (IllegalArgumentException e) {
            throw HttpProblem.unprocessable(e.getMessage());
        }
        stopAnalysis();
        return state();
    }

    /**
     * Deletes a variation, or its rest from a node on; the main line stays.
     *
     * @param path the first deleted node's path
     * @throws HttpProblem 409 while the engine thinks, 422 if the path leads nowhere or along the main line
     */
    synchronized Views.State deleteVariation(NodePath path) {
        requireIdle();
        NodePath before = tree.at();
        try {
            tree.delete(path);
        } catch (IllegalArgumentException e) {
            throw HttpProblem.unprocessable(e.getMessage());
        }
        if (!tree.at().equals(before)) {
            stopAnalysis();
        }
        return state();
    }

    /** The whole record: every line, comment and glyph. */
    synchronized String sgn() {
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
     * @throws HttpProblem 409 when the game is over at the node or the engine thinks for a move,
     *     503 when every search slot of the server, or the client's share, is taken
     */
    Views.Analysis startAnalysis(SearchLimits limits, int lines, InetAddress client) {
        awaitAnalysisEnd();
        synchronized (this) {
            requireIdle();
            requireNoReview();
            Game game = tree.game();
            if (game.outcome().isOver()) {
                throw HttpProblem.conflict("the game is over at this move: " + game.outcome() + "; nothing to analyse");
            }
            stopAnalysis();
            acquire(client);
            SearchLimits capped = capped(limits, MAX_ANALYSIS_TIME).withLines(lines);
            Analysis started;
            CompletableFuture<SearchResult> future;
            try {
                Engine engine = Shogun.newEngine(game.setup(), ENGINE_OPTIONS);
                started = new Analysis(++analyses, tree.at(), game.position(), capped, engine);
                analysis = started;
                future = engine.searchAsync(game, capped, started::progress);
            } catch (RuntimeException | Error e) {
                searchQuota.release(client);
                analysis = null;
                throw e;
            }
            future.whenComplete((result, failure) -> {
                try {
                    searchQuota.release(client);
                    finishAnalysis(started, result, failure);
                } finally {
                    started.ended.countDown();
                }
            });
            return started.view();
        }
    }

    synchronized Views.Analysis analysis() {
        if (analysis == null) {
            throw HttpProblem.notFound("no analysis has been started in this game");
        }
        return analysis.view();
    }

    /** Stops the analysis and answers once it has ended (waiting at most {@link #STOP_WAIT}), with its lines so far. */
    Views.Analysis stopAnalysisAndWait() {
        awaitAnalysisEnd();
        return analysis();
    }

    /** Stops the running analysis, if any, and waits (at most {@link #STOP_WAIT}) until its search slot is free. */
    void endAnalysis() {
        awaitAnalysisEnd();
    }

    /** Stops the running analysis, if any, and waits (at most {@link #STOP_WAIT}) until its search slot is free. */
    private void awaitAnalysisEnd() {
        Analysis running;
        synchronized (this) {
            running = analysis;
            if (running == null || !running.running) {
                return;
            }
            running.stop();
        }
        // The result is recorded under this lock, so the wait is outside it.
        try {
            running.ended.await(STOP_WAIT.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Asks the running analysis, if any, to stop: the node it analyses is no longer the one shown. */
    private void stopAnalysis() {
        if (analysis != null) {
            analysis.stop();
        }
    }

    private synchronized void finishAnalysis(Analysis done, SearchResult result, Throwable failure) {
        done.result = result;
        done.running = false;
        done.engine = null;
        if (failure != null) {
            done.error = HttpProblem.oneLine("the analysis failed: " + failure);
        }
    }

    /**
     * Starts a review of the main line on a thread of its own: the engine judges each ply, and
     * when all are judged the record's mistakes are marked (glyphs, an evaluation in each ply's
     * comment, the better line as a variation). The game can be played and walked meanwhile;
     * searches and analyses of it wait for the review.
     *
     * @param limits the limits of each search; each gets at most an equal share of {@link #MAX_REVIEW_TIME}
     * @param client the address of the client asking, whose share of search slots it takes
     * <p>A game has one review at a time: a review asked for while another runs (stopped but not
     * yet ended included) is refused, so no review runs unseen, holding a search slot and marking
     * the record after the review the page shows was stopped.
     *
     * @throws HttpProblem 409 when there is no move or the engine is busy with this game (a search
     *     or a review), 503 when every search slot, or the client's share, is taken
     */
    Views.Review startReview(SearchLimits limits, InetAddress client) {
        awaitAnalysisEnd();
        synchronized (this) {
            requireIdle();
            requireNoReview();
            GameRecord record = tree.record();
            int plies = record.mainline().size();
            if (plies == 0) {
                throw HttpProblem.conflict("there is no move to review");
            }
            acquire(client);
            Duration share = MAX_REVIEW_TIME.dividedBy(plies + 1);
            SearchLimits capped = capped(limits, share.compareTo(MAX_SEARCH_TIME) < 0 ? share : MAX_SEARCH_TIME).withLines(1);
            Review started;
            try {
                Engine engine = Shogun.newEngine(record.setup(), ENGINE_OPTIONS);
                started = new Review(++reviews, plies, capped, System.nanoTime() + MAX_REVIEW_TIME.toNanos(), engine);
                review = started;
                Thread thread = new Thread(() -> runReview(started, record, engine, client), "shogun-web-review-" + id);
                thread.setDaemon(true);
                thread.start();
            } catch (RuntimeException | Error e) {
                searchQuota.release(client);
                review = null;
                throw e;
            }
            return started.view();
        }
    }

    synchronized Views.Review review() {
        if (review == null) {
            throw HttpProblem.notFound("no review has been started in this game");
        }
        return review.view();
    }

    /** Stops the review and answers once it has ended (waiting at most {@link #STOP_WAIT}); it keeps nothing. */
    Views.Review stopReview() {
        Review running;
        synchronized (this) {
            running = review;
        }
        if (running != null) {
            running.stop();
            try {
                running.ended.await(STOP_WAIT.toMillis(), TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        synchronized (this) {
            return review();
        }
    }

    /** The review's thread: judges the plies, gives the slot back, then marks the record under the lock. */
    private void runReview(Review started, GameRecord record, Engine engine, InetAddress client) {
        GameReview result = null;
        String error = null;
        try {
            result = GameReview.run(record, engine, started.limits, ply -> started.judged(ply.number()));
        } catch (Review.Stopped stopped) {
            error = stopped.getMessage();
        } catch (RuntimeException | Error e) {
            error = HttpProblem.oneLine("the review failed: " + e);
        } finally {
            searchQuota.release(client);
        }
        try {
            finishReview(started, record, result, error);
        } finally {
            started.ended.countDown();
        }
    }

    private synchronized void finishReview(Review done, GameRecord record, GameReview result, String error) {
        done.running = false;
        done.engine = null;
        if (result == null) {
            done.error = error;
            return;
        }
        if (done.stopAsked || review != done) {
            // Asked to stop after judging its last ply: a stopped review keeps nothing.
            done.error = "the review was stopped";
            return;
        }
        int[] left = new int[1];
        try {
            GameRecord annotated = result.annotated();
            tree.annotate(current -> GameTree.withReview(current, record, annotated, done.plies, left));
        } catch (IllegalArgumentException e) {
            done.error = HttpProblem.oneLine("the review's marks were not kept: " + e.getMessage());
            return;
        }
        done.marked = result.mistakes().size();
        if (left[0] > 0) {
            done.notice = left[0] + " better line" + (left[0] == 1 ? " was" : "s were") + " left out: the record would "
                    + "hold more than " + GameTree.MAX_NODES + " plies";
        }
    }

    private void requireNoReview() {
        if (review != null && review.running) {
            throw HttpProblem.conflict("the engine is reviewing this game: wait for the review to end or stop it");
        }
    }

    private void acquire(InetAddress client) {
        ClientQuota.Result slot = searchQuota.tryAcquire(client);
        if (slot == ClientQuota.Result.CLIENT_TAKEN) {
            throw new HttpProblem(503, "this client already runs as many engine searches as one client may ("
                    + searchQuota.perClient() + "); wait for one to end or stop it");
        }
        if (slot == ClientQuota.Result.ALL_TAKEN) {
            throw new HttpProblem(503, "the engine is busy with other games; try again in a moment");
        }
    }

    /**
     * Starts the engine on the current position, for a hint or for its own move.
     *
     * @param limits when to stop
     * @param play whether the engine plays its move when done
     * @param client the address of the client asking, whose share of search slots it takes
     * @throws HttpProblem 409 when the game is over or the engine is already thinking, 503 when every
     *     search slot of the server, or the client's share, is taken
     */
    Views.Search startSearch(SearchLimits limits, boolean play, InetAddress client) {
        return startSearch(limits, play, StrengthLevel.FULL, client);
    }

    /**
     * Starts the engine on the current position at a named strength, for a hint or for its own move.
     * An external engine ({@code shogun serve --engine}) plays at its own strength.
     *
     * @param limits when to stop; a level below full strength also stops at its own depth
     * @param play whether the engine plays its move when done
     * @param strength the engine's level ({@link EngineOptions#withStrengthLimit}); its random
     *     choices are drawn afresh for each search
     * @param client the address of the client asking, whose share of search slots it takes
     * @return the search, as it starts
     * @throws HttpProblem 409 when the game is over or the engine is already thinking, 503 when every
     *     search slot of the server, or the client's share, is taken
     */
    Views.Search startSearch(SearchLimits limits, boolean play, StrengthLevel strength, InetAddress client) {
        awaitAnalysisEnd();
        synchronized (this) {
            requireIdle();
            requireNoReview();
            Game game = tree.game();
            if (game.outcome().isOver()) {
                throw HttpProblem.conflict("the game is over: " + game.outcome());
            }
            if (play) {
                requireRoom();
            }
            stopAnalysis();
            acquire(client);
            SearchLimits capped = capped(limits, MAX_SEARCH_TIME);
            Search started;
            CompletableFuture<SearchResult> future;
            if (engines != EngineSource.BUILT_IN) {
                started = new Search(++searches, capped, play, null, tree.at(), game.position());
                search = started;
                startExternal(started, game.copy(), client);
                return started.view();
            }
            try {
                // Each search has its own engine; a small table keeps a server of many games lean.
                Engine engine = Shogun.newEngine(game.setup(), strength.options(ENGINE_OPTIONS));
                started = new Search(++searches, capped, play, engine, tree.at(), game.position());
                search = started;
                future = engine.searchAsync(game, capped, started::progress);
            } catch (RuntimeException | Error e) {
                searchQuota.release(client);
                search = null;
                throw e;
            }
            future.whenComplete((result, failure) -> {
                searchQuota.release(client);
                finish(started, result, failure);
            });
            return started.view();
        }
    }

    /**
     * Runs a search with an engine that takes a while to start (another program) on a thread of
     * its own: the engine is started there, outside the session's lock, and closed when the search
     * ends. A stop that comes before the engine is up is kept and passed on once it is.
     */
    private void startExternal(Search started, Game copy, InetAddress client) {
        Thread thread = new Thread(() -> {
            SearchResult result = null;
            Throwable failure = null;
            Engine engine = null;
            try {
                engine = engines.open(copy.setup());
                CompletableFuture<SearchResult> future = engine.searchAsync(copy, started.limits, started::progress);
                synchronized (this) {
                    started.engine = engine;
                    if (started.stopRequested) {
                        engine.stop();
                    }
                }
                result = future.join();
            } catch (java.util.concurrent.CompletionException e) {
                failure = e.getCause() == null ? e : e.getCause();
            } catch (RuntimeException e) {
                failure = e;
            } finally {
                if (engine instanceof AutoCloseable closeable) {
                    try {
                        closeable.close();
                    } catch (Exception e) {
                        // the program is ended by force if it does not quit
                    }
                }
                searchQuota.release(client);
                finish(started, result, failure);
            }
        }, "shogun-web-external-search");
        thread.setDaemon(true);
        thread.start();
    }

    synchronized Views.Search search() {
        if (search == null) {
            throw HttpProblem.notFound("no search has been started in this game");
        }
        return search.view();
    }

    /**
     * Asks the running search to stop and waits for it to end (at most {@link #STOP_WAIT}): it ends
     * with its best move so far, which it plays if it was to move, and the answer shows that.
     */
    Views.Search stopSearch() {
        Search running;
        Engine engine;
        boolean wait;
        synchronized (this) {
            running = search;
            engine = running == null ? null : running.engine;
            wait = running != null && running.running;
            if (wait) {
                running.stopRequested = true;
            }
        }
        if (engine != null) {
            engine.stop();
        }
        if (wait) {
            // The search records its end under this session's lock, so the wait is outside it.
            try {
                running.ended.await(STOP_WAIT.toMillis(), TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        synchronized (this) {
            return search();
        }
    }

    /** Stops the search and the analysis, if they run, without waiting; for a game the server forgets. */
    void close() {
        Engine engine;
        synchronized (this) {
            engine = search == null ? null : search.engine;
            if (search != null) {
                search.stopRequested = true;
            }
            stopAnalysis();
            if (review != null) {
                review.stop();
            }
        }
        if (engine != null) {
            engine.stop();
        }
    }

    /**
     * Tells whether this session holds an engine, which it does only while a search, an analysis or a review runs.
     *
     * @return true while the latest search, analysis or review runs
     */
    synchronized boolean holdsEngine() {
        return search != null && search.engine != null || analysis != null && analysis.engine != null
                || review != null && review.engine != null;
    }

    private synchronized void finish(Search done, SearchResult result, Throwable failure) {
        try {
            record(done, result, failure);
        } finally {
            done.ended.countDown();
        }
    }

    private void record(Search done, SearchResult result, Throwable failure) {
        done.result = result;
        done.running = false;
        // The engine's table is megabytes; the result is all the session needs from now on.
        done.engine = null;
        if (failure != null) {
            done.error = HttpProblem.oneLine("the search failed: " + failure);
            return;
        }
        if (!done.play || result.bestMove().isEmpty()) {
            return;
        }
        Game game = tree.game();
        if (search != done || !tree.at().equals(done.at) || !game.position().equals(done.position)) {
            done.error = "the game changed during the search; the engine's move was not played";
            return;
        }
        if (tree.nodes() >= GameTree.MAX_NODES) {
            done.error = roomMessage();
            return;
        }
        try {
            done.ply = game.play(result.bestMove().get());
            tree.played(done.ply);
        } catch (IllegalArgumentException e) {
            done.error = HttpProblem.oneLine(e.getMessage());
        }
    }

    private void requireIdle() {
        if (search != null && search.running) {
            throw HttpProblem.conflict("the engine is thinking: wait for its move or stop it first");
        }
    }

    private void requireRoom() {
        if (tree.game().history().size() >= MAX_PLIES) {
            throw HttpProblem.conflict("this server keeps games to " + MAX_PLIES + " plies; save the game and load it "
                    + "in a program without that limit");
        }
        if (tree.nodes() >= GameTree.MAX_NODES) {
            throw HttpProblem.conflict(roomMessage());
        }
    }

    private static String roomMessage() {
        return "this server keeps records to " + GameTree.MAX_NODES + " plies over all their lines; delete a variation, "
                + "or save the game and load it in a program without that limit";
    }

    private static SearchLimits capped(SearchLimits limits, Duration cap) {
        Optional<Duration> time = limits.time();
        return time.isPresent() && time.get().compareTo(cap) <= 0 ? limits : limits.withTime(cap);
    }
}
