package io.github.shogunsdk.cli.web.game;

import io.github.shogunsdk.api.Engine;
import io.github.shogunsdk.api.EngineOptions;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.GameReview;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.StrengthLevel;
import java.net.InetAddress;
import java.time.Duration;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The engine jobs of one game ({@link GameSession}): its latest search, analysis and review, each
 * an {@link EngineJob}, and the rules between them. One job that may change the game runs at a
 * time: a search while a search or a review runs is refused, and so is a second review, even one
 * stopped but not yet ended; an analysis is stopped by whatever else starts, and by any move
 * through the game. Each job takes one of the server's search slots for the client asking. Every
 * method holds the session's lock but the waits, which are outside it, as a job keeps its product
 * under it.
 */
final class SessionJobs {

    /** Engines for the web game: a 4 MiB table each, as several may search at once. */
    private static final EngineOptions ENGINE_OPTIONS = EngineSource.ENGINE_OPTIONS;

    private final String game;
    private final GameTree tree;
    private final Object lock;
    private final ClientQuota searchQuota;
    private final EngineSource engines;
    /** Commits a change of the game to the store, or undoes it ({@link GameSession}); under the lock. */
    private final Consumer<GameTree.Snapshot> commit;

    /** The latest search, or null; replaced by the next one. */
    private SearchJob search;
    private int searches;
    /** The latest analysis, or null; replaced by the next one. */
    private AnalysisJob analysis;
    private int analyses;
    /** The latest review, or null; replaced by the next one. */
    private ReviewJob review;
    private int reviews;

    /**
     * Makes the jobs of a game, none yet.
     *
     * @param game the game's id, for the jobs' threads
     * @param tree the game
     * @param lock the session's lock, which guards the game and its jobs
     * @param searchQuota the server's engine search slots, shared by every game
     * @param engines where each search gets its engine (the analysis and the review use the SDK's)
     * @param commit commits what a job changes in the game (the engine's move, a review's marks), or undoes it
     */
    SessionJobs(String game, GameTree tree, Object lock, ClientQuota searchQuota, EngineSource engines,
            Consumer<GameTree.Snapshot> commit) {
        this.commit = commit;
        this.game = game;
        this.tree = tree;
        this.lock = lock;
        this.searchQuota = searchQuota;
        this.engines = engines;
    }

    /** See {@link GameSession#startAnalysis}. */
    Views.Analysis startAnalysis(SearchLimits limits, int lines, InetAddress client) {
        endAnalysis();
        synchronized (lock) {
            requireIdle();
            requireNoReview();
            Game current = tree.game();
            if (current.outcome().isOver()) {
                throw new GameException.Conflict("the game is over at this move: " + current.outcome()
                        + "; nothing to analyse");
            }
            SearchLimits capped = capped(limits, GameSession.MAX_ANALYSIS_TIME).withLines(lines);
            analysis = begin(client, release -> {
                AnalysisJob started = new AnalysisJob(new EngineJob<>("analysis", ++analyses, capped, lock), tree.at(),
                        current.position());
                started.job().start(game, builtIn(current.setup()), SearchJob.work(current.copy(), capped),
                        result -> null, release);
                return started;
            });
            return analysis.view();
        }
    }

    /** See {@link GameSession#analysis}. */
    Views.Analysis analysis() {
        synchronized (lock) {
            if (analysis == null) {
                throw new GameException.NotFound("no analysis has been started in this game");
            }
            return analysis.view();
        }
    }

    /** Stops the running analysis, if any, and waits (at most {@link GameSession#STOP_WAIT}) until its search slot is free. */
    void endAnalysis() {
        AnalysisJob running;
        synchronized (lock) {
            running = analysis;
            if (running == null || !running.job().running()) {
                return;
            }
        }
        running.job().stop();
        running.job().awaitEnd(GameSession.STOP_WAIT);
    }

    /** Asks the running analysis, if any, to stop: the node it analyses is no longer the one shown; under the lock. */
    void stopAnalysis() {
        if (analysis != null) {
            analysis.job().stop();
        }
    }

    /** See {@link GameSession#startReview}. */
    Views.Review startReview(SearchLimits limits, InetAddress client) {
        endAnalysis();
        synchronized (lock) {
            requireIdle();
            requireNoReview();
            GameRecord record = tree.record();
            int plies = record.mainline().size();
            if (plies == 0) {
                throw new GameException.Conflict("there is no move to review");
            }
            Duration share = GameSession.MAX_REVIEW_TIME.dividedBy(plies + 1);
            Duration cap = share.compareTo(GameSession.MAX_SEARCH_TIME) < 0 ? share : GameSession.MAX_SEARCH_TIME;
            SearchLimits capped = capped(limits, cap).withLines(1);
            review = begin(client, release -> {
                ReviewJob started = new ReviewJob(new EngineJob<>("review", ++reviews, capped, lock), plies);
                long deadline = System.nanoTime() + GameSession.MAX_REVIEW_TIME.toNanos();
                started.job.start(game, builtIn(record.setup()), ReviewJob.work(record, capped, deadline),
                        (GameReview judged) -> started.keep(judged, record, tree, review == started, commit), release);
                return started;
            });
            return review.view();
        }
    }

    /** See {@link GameSession#review}. */
    Views.Review review() {
        synchronized (lock) {
            if (review == null) {
                throw new GameException.NotFound("no review has been started in this game");
            }
            return review.view();
        }
    }

    /** See {@link GameSession#stopReview}. */
    Views.Review stopReview() {
        ReviewJob running;
        synchronized (lock) {
            running = review;
        }
        if (running != null) {
            running.job.stop();
            running.job.awaitEnd(GameSession.STOP_WAIT);
        }
        return review();
    }

    /** See {@link GameSession#startSearch(SearchLimits, boolean, StrengthLevel, InetAddress)}. */
    Views.Search startSearch(SearchLimits limits, boolean play, StrengthLevel strength, InetAddress client) {
        endAnalysis();
        synchronized (lock) {
            requireIdle();
            requireNoReview();
            Game current = tree.game();
            if (current.outcome().isOver()) {
                throw new GameException.Conflict("the game is over: " + current.outcome());
            }
            if (play) {
                tree.requireRoom();
            }
            SearchLimits capped = capped(limits, GameSession.MAX_SEARCH_TIME);
            GameSetup setup = current.setup();
            // Each search has its own engine; a small table keeps a server of many games lean.
            Supplier<Engine> opener = engines == EngineSource.BUILT_IN
                    ? () -> Shogun.newEngine(setup, strength.options(ENGINE_OPTIONS)) : () -> engines.open(setup);
            search = begin(client, release -> {
                SearchJob started = new SearchJob(new EngineJob<>("search", ++searches, capped, lock), play, tree.at(),
                        current.position());
                started.job.start(game, opener, SearchJob.work(current.copy(), capped),
                        result -> started.keep(result, tree, search == started, commit), release);
                return started;
            });
            return search.view();
        }
    }

    /** See {@link GameSession#search}. */
    Views.Search search() {
        synchronized (lock) {
            if (search == null) {
                throw new GameException.NotFound("no search has been started in this game");
            }
            return search.view();
        }
    }

    /** The latest search as the page shows it, or null; under the lock. */
    Views.Search searchView() {
        return search == null ? null : search.view();
    }

    /** See {@link GameSession#stopSearch}. */
    Views.Search stopSearch() {
        SearchJob running;
        synchronized (lock) {
            running = search;
        }
        if (running != null) {
            running.job.stop();
            running.job.awaitEnd(GameSession.STOP_WAIT);
        }
        return search();
    }

    /**
     * Stops every job, without waiting; outside the lock, as another program that does not read its
     * input could hold up the stop of its search.
     */
    void close() {
        SearchJob searching;
        AnalysisJob analysing;
        ReviewJob reviewing;
        synchronized (lock) {
            searching = search;
            analysing = analysis;
            reviewing = review;
        }
        if (searching != null) {
            searching.job.stop();
        }
        if (analysing != null) {
            analysing.job().stop();
        }
        if (reviewing != null) {
            reviewing.job.stop();
        }
    }

    /** Whether a job runs, and so holds an engine. */
    boolean holdsEngine() {
        synchronized (lock) {
            return search != null && search.job.running() || analysis != null && analysis.job().running()
                    || review != null && review.job.running();
        }
    }

    /** Whether a search for a move or a hint runs; under the lock. */
    boolean searching() {
        return search != null && search.job.running();
    }

    /** Refuses a change of the game while the engine thinks for a move; under the lock. */
    void requireIdle() {
        if (search != null && search.job.running()) {
            throw new GameException.Conflict("the engine is thinking: wait for its move or stop it first");
        }
    }

    private void requireNoReview() {
        if (review != null && review.job.running()) {
            throw new GameException.Conflict("the engine is reviewing this game: wait for the review to end or stop it");
        }
    }

    /**
     * Begins a job on a search slot of the client's, stopping the analysis: the slot is taken
     * first (a job that gets none is never made, nor counted), then the job is made and started
     * with what gives the slot back; if it cannot start, the slot is given back here. Under the lock.
     */
    private <J> J begin(InetAddress client, Function<Runnable, J> starter) {
        stopAnalysis();
        acquire(client);
        Runnable release = () -> searchQuota.release(client);
        try {
            return starter.apply(release);
        } catch (RuntimeException | Error e) {
            release.run();
            throw e;
        }
    }

    /** Opens the SDK's engine, as the analysis and the review use it. */
    private static Supplier<Engine> builtIn(GameSetup setup) {
        return () -> Shogun.newEngine(setup, ENGINE_OPTIONS);
    }

    private void acquire(InetAddress client) {
        ClientQuota.Result slot = searchQuota.tryAcquire(client);
        if (slot == ClientQuota.Result.CLIENT_TAKEN) {
            throw new GameException.Busy("this client already runs as many engine searches as one client may ("
                    + searchQuota.perClient() + "); wait for one to end or stop it");
        }
        if (slot == ClientQuota.Result.ALL_TAKEN) {
            throw new GameException.Busy("the engine is busy with other games; try again in a moment");
        }
    }

    private static SearchLimits capped(SearchLimits limits, Duration cap) {
        Optional<Duration> time = limits.time();
        return time.isPresent() && time.get().compareTo(cap) <= 0 ? limits : limits.withTime(cap);
    }
}
