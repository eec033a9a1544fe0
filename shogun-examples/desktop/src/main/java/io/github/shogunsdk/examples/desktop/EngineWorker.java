package io.github.shogunsdk.examples.desktop;

import io.github.shogunsdk.api.Engine;
import io.github.shogunsdk.api.EngineOptions;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.SearchResult;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.StrengthLevel;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * The engine, off the UI thread. An {@link Engine} is a mutable object (it keeps tables between
 * searches and runs one search at a time), so it is <em>confined</em> to one thread of this worker:
 * it is created, configured and searched there and nowhere else. The UI thread hands over a
 * {@linkplain Game#copy() copy} of its game, which it never touches again, and gets a future back;
 * the only call from another thread is {@link Engine#stop()}, which the SDK documents as safe from
 * any thread. Searches queue one after another on that thread.
 *
 * <p>Searches are bounded by depth, never by time alone, so the same game gives the same answer
 * on any machine (a strength-limited engine draws its mistakes from a fixed seed). A time cap
 * still ends a search on a very slow machine rather than freezing the game.
 */
public final class EngineWorker implements AutoCloseable {

    /** The seed of a limited engine's choices: a fixed one, so that games can be replayed. */
    static final long SEED = 37;

    private final ExecutorService thread = Executors.newSingleThreadExecutor(task -> {
        Thread worker = new Thread(task, "shogun-engine");
        worker.setDaemon(true); // closing the window must not wait for a search
        return worker;
    });
    // Written on the engine thread only; volatile so that stop() from the UI thread sees the current one.
    private volatile Engine engine;
    private GameSetup setup;
    private EngineOptions options;

    /** Creates a worker; its thread starts with the first search. */
    public EngineWorker() {
    }

    /**
     * Searches a game for a move to play at a level.
     *
     * @param snapshot a copy of the game, handed over: the caller must not use it again
     * @param level the level to play at
     * @return the result to come, completed on the engine thread
     */
    public CompletableFuture<SearchResult> move(Game snapshot, StrengthLevel level) {
        return search(snapshot, level.options(EngineOptions.defaults()).withStrengthSeed(SEED), depthOf(level));
    }

    /**
     * Searches a game for a hint: full strength, a few plies deep.
     *
     * @param snapshot a copy of the game, handed over: the caller must not use it again
     * @return the result to come, completed on the engine thread
     */
    public CompletableFuture<SearchResult> hint(Game snapshot) {
        return search(snapshot, EngineOptions.defaults(), 5);
    }

    /** Ends the running search, if any, with its best move so far. Safe from any thread. */
    public void stop() {
        Engine current = engine;
        if (current != null) {
            current.stop();
        }
    }

    /** Stops the running search and ends the thread. */
    @Override
    public void close() {
        stop();
        thread.shutdownNow();
    }

    private CompletableFuture<SearchResult> search(Game snapshot, EngineOptions wanted, int depth) {
        SearchLimits limits = SearchLimits.ofDepth(depth).withTime(java.time.Duration.ofSeconds(20));
        return CompletableFuture.supplyAsync(() -> engineFor(snapshot.setup(), wanted).search(snapshot, limits), thread);
    }

    /** Runs on the engine thread: the engine for a setup and options, made anew when they change. */
    private Engine engineFor(GameSetup wantedSetup, EngineOptions wanted) {
        if (engine == null || !wantedSetup.equals(setup) || !wanted.equals(options)) {
            engine = Shogun.newEngine(wantedSetup, wanted);
            setup = wantedSetup;
            options = wanted;
        }
        return engine;
    }

    /** How deep each level looks: the strength limit sets its own horizon, this bounds the time. */
    private static int depthOf(StrengthLevel level) {
        return switch (level) {
            case BEGINNER -> 1;
            case CASUAL -> 2;
            case CLUB -> 3;
            case STRONG -> 4;
            case EXPERT -> 5;
            case FULL -> 6;
        };
    }
}
