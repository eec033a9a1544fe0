package io.github.shogunsdk.core.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Engine;
import io.github.shogunsdk.api.EngineOptions;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.SearchResult;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.StopReason;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * An interrupt of the thread that runs a search ends the search as {@code stop()} does (the
 * {@code Engine} Javadoc): it answers its best move so far with {@link StopReason#STOPPED}, leaves
 * the interrupt status set, and the engine searches again. The searches have a time limit of 30
 * s, so a search that ignored the interrupt would end by {@link StopReason#TIME}; nothing is timed.
 */
class EngineInterruptTest {

    private static final SearchLimits LONG = SearchLimits.ofTime(Duration.ofSeconds(30));
    private static final long LIVENESS_SECONDS = 60;

    private static Game opened() {
        Game game = Shogun.newGame();
        game.play("d1d3");
        game.play("e8e7");
        return game;
    }

    @Test
    void aSearchOnAnInterruptedThreadEndsAtOnceAsStopped() {
        Game game = opened();
        Engine engine = Shogun.newEngine(game.setup());
        SearchResult result;
        boolean stillInterrupted;
        Thread.currentThread().interrupt();
        try {
            result = engine.search(game, LONG);
        } finally {
            stillInterrupted = Thread.interrupted();
        }
        assertTrue(stillInterrupted, "the interrupt status stays set");
        assertEquals(StopReason.STOPPED, result.stopReason());
        assertTrue(game.legalMoves().contains(result.bestMove().orElseThrow()));
        assertEquals(StopReason.DEPTH, engine.search(game, SearchLimits.ofDepth(2)).stopReason());
    }

    @Test
    void anInterruptDuringASearchOnEveryThreadEndsItAsStopped() throws Exception {
        for (int threads : new int[] {1, 3}) {
            Game game = opened();
            Engine engine = Shogun.newEngine(game.setup(), EngineOptions.defaults().withThreads(threads));
            CountDownLatch firstDepth = new CountDownLatch(1);
            AtomicReference<Object> outcome = new AtomicReference<>();
            AtomicBoolean stillInterrupted = new AtomicBoolean();
            Thread searching = new Thread(() -> {
                try {
                    outcome.set(engine.search(game, LONG, progress -> firstDepth.countDown()));
                } catch (RuntimeException e) {
                    outcome.set(e);
                }
                stillInterrupted.set(Thread.currentThread().isInterrupted());
            });
            searching.start();
            assertTrue(firstDepth.await(LIVENESS_SECONDS, TimeUnit.SECONDS));
            searching.interrupt();
            searching.join(TimeUnit.SECONDS.toMillis(LIVENESS_SECONDS));
            SearchResult result = assertInstanceOf(SearchResult.class, outcome.get(), threads + " threads");
            assertEquals(StopReason.STOPPED, result.stopReason(), threads + " threads");
            assertTrue(game.legalMoves().contains(result.bestMove().orElseThrow()));
            assertTrue(stillInterrupted.get(), "the interrupt status stays set");
            assertEquals(StopReason.DEPTH, engine.search(game, SearchLimits.ofDepth(2)).stopReason());
        }
    }
}
