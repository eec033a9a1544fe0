package io.github.shogunsdk.examples.web;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Engine;
import io.github.shogunsdk.api.EngineOptions;
import io.github.shogunsdk.api.StrengthLevel;
import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.IllegalMoveException;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.MovePath;
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
 * One game of the server, with its engine search. A game is not thread-safe, so every method holds
 * this session's lock; the engine searches a copy of the game on its own thread and plays its move
 * under the lock when it is done.
 *
 * <p>A session holds an engine only while it searches: an engine keeps its transposition table,
 * so a server of many games that kept each game's last engine would hold megabytes per game.
 */
final class GameSession {

    /** Engines for the web game: a 4 MiB table each, as several may search at once. */
    private static final EngineOptions ENGINE_OPTIONS = EngineOptions.defaults().withHashMegabytes(4);


    /** The most plies a game of this server holds, which keeps each game's memory small. */
    static final int MAX_PLIES = 2_000;

    /** The longest a search may think; a search without a time limit gets this one. */
    static final Duration MAX_SEARCH_TIME = Duration.ofSeconds(60);

    /**
     * How long {@link #stopSearch()} waits for the search to end, so that its answer has the
     * result; an engine stops within milliseconds of being asked.
     */
    static final Duration STOP_WAIT = Duration.ofSeconds(2);

    private final String id;
    private final Game game;
    private final InetAddress owner;
    private final ClientQuota searchQuota;
    private volatile long lastUsed;

    /** The latest search, or null; replaced by the next one. */
    private Search search;
    private int searches;

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
        this.id = id;
        this.game = game;
        this.owner = owner;
        this.searchQuota = searchQuota;
        this.lastUsed = now;
    }

    String id() {
        return id;
    }

    /** The address of the client that created the game. */
    InetAddress owner() {
        return owner;
    }

    long lastUsed() {
        return lastUsed;
    }

    void touch(long now) {
        lastUsed = now;
    }

    synchronized Views.State state() {
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
                check, king, checkers, game.lastPly().orElse(null), plies, game.movetext(), game.canUndo(),
                game.canRedo(), search == null ? null : search.view());
    }

    synchronized Views.Moves moves(Square from) {
        List<Views.Target> targets = new ArrayList<>();
        for (Move move : from == null ? game.legalMoves() : game.legalMoves(from)) {
            targets.add(new Views.Target(move, game.paths(move)));
        }
        return new Views.Moves(from, targets);
    }

    synchronized Views.WhyNot whyNot(Square from, Square to) {
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
            ply = path.isPresent() ? game.play(path.get()) : game.play(move);
            return new Views.Played(ply, state());
        } catch (IllegalMoveException e) {
            throw new HttpProblem(422, e.getMessage(), e.getRefusal());
        }
    }

    synchronized Views.Played undo() {
        requireIdle();
        if (!game.canUndo()) {
            throw HttpProblem.conflict("there is no move to undo");
        }
        Ply ply = game.undo();
        return new Views.Played(ply, state());
    }

    synchronized Views.Played redo() {
        requireIdle();
        if (!game.canRedo()) {
            throw HttpProblem.conflict("there is no move to redo");
        }
        try {
            Ply ply = game.redo();
            return new Views.Played(ply, state());
        } catch (IllegalStateException e) {
            throw HttpProblem.conflict(e.getMessage());
        }
    }

    synchronized Views.State resign(Colour side) {
        requireIdle();
        if (game.outcome().isOver()) {
            throw HttpProblem.conflict("the game is already over: " + game.outcome());
        }
        game.resign(side == null ? game.sideToMove() : side);
        return state();
    }

    synchronized String sgn() {
        return game.toSgn();
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
    synchronized Views.Search startSearch(SearchLimits limits, boolean play, InetAddress client) {
        return startSearch(limits, play, StrengthLevel.FULL, client);
    }

    /**
     * Starts the engine on the current position at a named strength, for a hint or for its own move.
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
    synchronized Views.Search startSearch(SearchLimits limits, boolean play, StrengthLevel strength,
            InetAddress client) {
        requireIdle();
        if (game.outcome().isOver()) {
            throw HttpProblem.conflict("the game is over: " + game.outcome());
        }
        if (play) {
            requireRoom();
        }
        ClientQuota.Result slot = searchQuota.tryAcquire(client);
        if (slot == ClientQuota.Result.CLIENT_TAKEN) {
            throw new HttpProblem(503, "this client already runs as many engine searches as one client may ("
                    + searchQuota.perClient() + "); wait for one to end or stop it");
        }
        if (slot == ClientQuota.Result.ALL_TAKEN) {
            throw new HttpProblem(503, "the engine is busy with other games; try again in a moment");
        }
        SearchLimits capped = capped(limits);
        Search started;
        CompletableFuture<SearchResult> future;
        try {
            // Each search has its own engine; a small table keeps a server of many games lean.
            Engine engine = Shogun.newEngine(game.setup(), strength.options(ENGINE_OPTIONS));
            started = new Search(++searches, capped, play, engine, game.history().size(), game.position());
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
        synchronized (this) {
            running = search;
            engine = running == null ? null : running.engine;
        }
        if (engine != null) {
            engine.stop();
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

    /** Stops the search, if one runs, without waiting; for a game the server forgets. */
    void close() {
        Engine engine;
        synchronized (this) {
            engine = search == null ? null : search.engine;
        }
        if (engine != null) {
            engine.stop();
        }
    }

    /**
     * Tells whether this session holds an engine, which it does only while a search runs.
     *
     * @return true while the latest search runs
     */
    synchronized boolean holdsEngine() {
        return search != null && search.engine != null;
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
        if (search != done || game.history().size() != done.plies || !game.position().equals(done.position)) {
            done.error = "the game changed during the search; the engine's move was not played";
            return;
        }
        try {
            done.ply = game.play(result.bestMove().get());
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
        if (game.history().size() >= MAX_PLIES) {
            throw HttpProblem.conflict("this server keeps games to " + MAX_PLIES + " plies; save the game and load it "
                    + "in a program without that limit");
        }
    }

    private static SearchLimits capped(SearchLimits limits) {
        Optional<Duration> time = limits.time();
        return time.isPresent() && time.get().compareTo(MAX_SEARCH_TIME) <= 0 ? limits : limits.withTime(MAX_SEARCH_TIME);
    }

    /** A search and what it has found so far. Its fields are written under the session's lock. */
    private static final class Search {

        final int id;
        final SearchLimits limits;
        final boolean play;
        /** The engine, to stop it; null once the search has ended. */
        Engine engine;
        /** Counted down once the search has ended and its result is recorded. */
        final CountDownLatch ended = new CountDownLatch(1);
        /** The game's length and position when the search started. */
        final int plies;
        final Position position;
        volatile SearchProgress progress;
        boolean running = true;
        SearchResult result;
        Ply ply;
        String error;

        Search(int id, SearchLimits limits, boolean play, Engine engine, int plies, Position position) {
            this.id = id;
            this.limits = limits;
            this.play = play;
            this.engine = engine;
            this.plies = plies;
            this.position = position;
        }

        void progress(SearchProgress report) {
            progress = report;
        }

        Views.Search view() {
            return new Views.Search(id, running, play, limits, progress, result, ply, error);
        }
    }
}
