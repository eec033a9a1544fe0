package io.github.shogunsdk.core.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Engine;
import io.github.shogunsdk.api.EngineOptions;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.SearchProgress;
import io.github.shogunsdk.api.SearchResult;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.StopReason;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.core.properties.LongRun;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.ShrinkingMode;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.lifecycle.BeforeProperty;
import org.junit.jupiter.api.Test;

/**
 * How a frontend drives the engine: stops and cancels that are never lost whenever they arrive,
 * progress in depth order, results that say why the search ended, any time limit, and a clear
 * refusal of a game set up differently. The generous timeouts here only keep a lost stop from
 * hanging the build; nothing is asserted about speed.
 */
class EngineControlTest {

    /** Long enough for any stopped search to end; a lost stop would run an unlimited search far longer. */
    private static final long LIVENESS_SECONDS = 60;

    /** The game and the engine of a property: one engine for all its tries, as a frontend keeps one. */
    private Game game;
    private Engine engine;

    @BeforeProperty
    void oneEngineForEveryTry() {
        game = Shogun.newGame();
        engine = Shogun.newEngine(game.setup());
    }

    // A long run each; not shrunk, since a lost stop depends on the instant, not on smaller pauses.
    @LongRun
    @Property(tries = 2000, shrinking = ShrinkingMode.OFF)
    void aCancelledFutureStopsItsSearchWheneverTheCancelArrives(@ForAll @IntRange(max = 2) int pause,
            @ForAll @IntRange(max = 1_999_999) int nanos) throws Exception {
        CompletableFuture<SearchResult> future = engine.searchAsync(game, SearchLimits.unlimited(), progress -> { });
        pause(pause, nanos);
        assertTrue(future.cancel(true));
        assertThrows(CancellationException.class, future::join);
        // The next search waits for the cancelled one to end; were the cancel lost, it would never end.
        SearchResult next = engine.searchAsync(game, SearchLimits.ofDepth(1), progress -> { })
                .get(LIVENESS_SECONDS, TimeUnit.SECONDS);
        assertEquals(StopReason.DEPTH, next.stopReason());
    }

    @LongRun
    @Property(tries = 2000, shrinking = ShrinkingMode.OFF)
    void aStopEndsTheSearchWithItsBestMoveWheneverItArrives(@ForAll @IntRange(max = 2) int pause,
            @ForAll @IntRange(max = 1_999_999) int nanos) throws Exception {
        CompletableFuture<SearchResult> future = engine.searchAsync(game, SearchLimits.unlimited(), progress -> { });
        pause(pause, nanos);
        engine.stop();
        SearchResult result = future.get(LIVENESS_SECONDS, TimeUnit.SECONDS);
        assertEquals(StopReason.STOPPED, result.stopReason());
        assertTrue(game.legalMoves().contains(result.bestMove().orElseThrow()));
    }

    @Test
    void aSynchronousSearchEndsWhenStoppedFromAnotherThread() throws Exception {
        Game game = Shogun.newGame();
        Engine engine = Shogun.newEngine(game.setup());
        CompletableFuture<SearchResult> result = CompletableFuture.supplyAsync(
                () -> engine.search(game, SearchLimits.unlimited()));
        while (!result.isDone()) {
            engine.stop();
            Thread.sleep(1);
        }
        assertEquals(StopReason.STOPPED, result.get().stopReason());
    }

    @Test
    void aStopWhileASearchWaitsForTheStoppedOneIsNotLost() throws Exception {
        Game game = Shogun.newGame();
        Engine engine = Shogun.newEngine(game.setup());
        CountDownLatch listening = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        // The first search's listener holds it after its first depth, so it unwinds only when released.
        CompletableFuture<SearchResult> first = engine.searchAsync(game, SearchLimits.unlimited(), progress -> {
            listening.countDown();
            await(release);
        });
        assertTrue(listening.await(LIVENESS_SECONDS, TimeUnit.SECONDS));
        engine.stop();
        CompletableFuture<SearchResult> second = CompletableFuture.supplyAsync(
                () -> engine.search(game, SearchLimits.unlimited()));
        Thread.sleep(100);
        assertTrue(!second.isDone(), "the second search waits for the first to unwind");
        // This stop comes while the second search waits: it is meant for the second search.
        engine.stop();
        release.countDown();
        assertEquals(StopReason.STOPPED, first.get(LIVENESS_SECONDS, TimeUnit.SECONDS).stopReason());
        SearchResult result = second.get(LIVENESS_SECONDS, TimeUnit.SECONDS);
        assertEquals(StopReason.STOPPED, result.stopReason());
        assertTrue(game.legalMoves().contains(result.bestMove().orElseThrow()));
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Test
    void oneSearchAtATime() throws Exception {
        Game game = Shogun.newGame();
        Engine engine = Shogun.newEngine(game.setup());
        CompletableFuture<SearchResult> running = engine.searchAsync(game, SearchLimits.unlimited(), progress -> { });
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> engine.search(game, SearchLimits.ofDepth(1)));
        assertTrue(e.getMessage().contains("already searching"), e.getMessage());
        engine.stop();
        running.get(LIVENESS_SECONDS, TimeUnit.SECONDS);
        assertEquals(StopReason.DEPTH, engine.search(game, SearchLimits.ofDepth(1)).stopReason());
    }

    @Test
    void progressArrivesInDepthOrderAndEndsWithTheResult() throws Exception {
        Game game = Shogun.newGame();
        game.play("d1d3");
        Engine engine = Shogun.newEngine(game.setup());
        List<SearchProgress> reports = new CopyOnWriteArrayList<>();
        SearchResult result = engine.searchAsync(game, SearchLimits.ofDepth(5), reports::add)
                .get(LIVENESS_SECONDS, TimeUnit.SECONDS);
        List<Integer> depths = new ArrayList<>();
        reports.forEach(report -> depths.add(report.depth()));
        assertEquals(List.of(1, 2, 3, 4, 5), depths);
        SearchProgress last = reports.get(reports.size() - 1);
        assertEquals(result.bestLine().orElseThrow().principalVariation(), last.bestLine().principalVariation());
        assertEquals(result.score(), last.bestLine().score());
        for (int i = 1; i < reports.size(); i++) {
            assertTrue(reports.get(i).nodes() >= reports.get(i - 1).nodes());
        }
        assertEquals(StopReason.DEPTH, result.stopReason());
    }

    @Test
    void theResultSaysWhyTheSearchEnded() {
        Game game = Shogun.newGame();
        Engine engine = Shogun.newEngine(game.setup());
        assertEquals(StopReason.DEPTH, engine.search(game, SearchLimits.ofDepth(2)).stopReason());
        assertEquals(StopReason.NODES, engine.search(game, SearchLimits.ofNodes(20_000)).stopReason());
        assertEquals(StopReason.TIME, engine.search(game, SearchLimits.ofTime(Duration.ofMillis(30))).stopReason());
        game.resign(Colour.WHITE);
        SearchResult over = engine.search(game, SearchLimits.ofDepth(3));
        assertEquals(StopReason.GAME_OVER, over.stopReason());
        assertEquals(Optional.empty(), over.bestMove());
        assertTrue(over.score().lossIn().isPresent(), "White, to move, has lost");
    }

    @Test
    void anyTimeLimitIsAccepted() {
        Game game = Shogun.newGame();
        Engine engine = Shogun.newEngine(game.setup());
        SearchLimits forever = SearchLimits.ofTime(Duration.ofSeconds(Long.MAX_VALUE, 999_999_999)).withDepth(2);
        assertEquals(StopReason.DEPTH, engine.search(game, forever).stopReason());
        assertEquals(StopReason.DEPTH, engine.search(game, SearchLimits.ofTime(ChronoDays.ofYears(1000)).withDepth(1))
                .stopReason());
    }

    @Test
    void anEngineRefusesAGameSetUpDifferently() {
        Game koth = Shogun.newGame(GameSetup.standard().withRuleSet(RuleSet.of(Variant.KOTH)).withEnergyModel(EnergyModel.fixed()));
        Engine engine = Shogun.newEngine(GameSetup.standard());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> engine.search(koth, SearchLimits.ofDepth(1)));
        assertEquals("this engine plays standard rules with magnetic energies, but the game is set up with koth rules "
                + "and fixed energies: make one with Shogun.newEngine(game.setup())", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> engine.searchAsync(koth, SearchLimits.ofDepth(1), p -> { }));
        assertEquals(StopReason.DEPTH, engine.search(Shogun.newGame(), SearchLimits.ofDepth(1)).stopReason(),
                "a refused game leaves the engine free");
    }

    @Test
    void anEngineIsBuiltWithTheTableSizeAskedFor() {
        Game game = Shogun.newGame();
        Engine small = Shogun.newEngine(game.setup(), EngineOptions.defaults().withHashMegabytes(3));
        assertEquals(3, small.options().hashMegabytes());
        assertEquals(EngineOptions.defaults(), Shogun.newEngine(game.setup()).options());
        // Three MiB are used as two; the search is the same as with any table at depth 3.
        assertEquals(Shogun.newEngine(game.setup()).search(game, SearchLimits.ofDepth(3)).bestMove(),
                small.search(game, SearchLimits.ofDepth(3)).bestMove());
        assertThrows(IllegalArgumentException.class, () -> EngineOptions.defaults().withHashMegabytes(0));
        assertThrows(IllegalArgumentException.class,
                () -> EngineOptions.defaults().withHashMegabytes(EngineOptions.MAX_HASH_MEGABYTES + 1));
    }

    @Test
    void theMoveOverheadIsAnOptionOfItsOwn() {
        EngineOptions defaults = EngineOptions.defaults();
        assertEquals(EngineOptions.DEFAULT_MOVE_OVERHEAD_MILLIS, defaults.moveOverheadMillis());
        EngineOptions careful = defaults.withMoveOverheadMillis(200).withHashMegabytes(4);
        assertEquals(200, careful.moveOverheadMillis(), "a new table size keeps the overhead");
        assertEquals(4, careful.hashMegabytes());
        assertEquals(4, careful.withMoveOverheadMillis(0).hashMegabytes(), "a new overhead keeps the table size");
        assertEquals(careful, defaults.withHashMegabytes(4).withMoveOverheadMillis(200));
        assertEquals(careful.hashCode(), defaults.withHashMegabytes(4).withMoveOverheadMillis(200).hashCode());
        assertNotEquals(careful, careful.withMoveOverheadMillis(201));
        assertEquals("EngineOptions[hashMegabytes=4, moveOverheadMillis=200, threads=1]", careful.toString());
        assertEquals(EngineOptions.MAX_MOVE_OVERHEAD_MILLIS,
                defaults.withMoveOverheadMillis(EngineOptions.MAX_MOVE_OVERHEAD_MILLIS).moveOverheadMillis());
        IllegalArgumentException negative = assertThrows(IllegalArgumentException.class,
                () -> defaults.withMoveOverheadMillis(-1));
        assertEquals("a move overhead is 0 to 10000 ms, not -1", negative.getMessage());
        assertThrows(IllegalArgumentException.class,
                () -> defaults.withMoveOverheadMillis(EngineOptions.MAX_MOVE_OVERHEAD_MILLIS + 1));
        Game game = Shogun.newGame();
        assertEquals(careful, Shogun.newEngine(game.setup(), careful).options());
    }

    @Test
    void aSearchWithADepthStartsAfreshEvenBesideATimeLimitAndAfterATimedSearch() {
        Game game = Shogun.newGame();
        game.play("d1d3");
        SearchLimits depthWithCap = SearchLimits.ofDepth(5).withTime(Duration.ofMinutes(10));
        SearchResult fresh = Shogun.newEngine(game.setup()).search(game, depthWithCap);
        Engine engine = Shogun.newEngine(game.setup());
        // A search that time alone limits fills the table and history, which the next one of its
        // kind may use; a search with a depth must not, or its nodes would depend on the clock.
        engine.search(game, SearchLimits.ofTime(Duration.ofMillis(200)));
        SearchResult after = engine.search(game, depthWithCap);
        assertEquals(StopReason.DEPTH, after.stopReason());
        assertEquals(fresh.nodes(), after.nodes());
        assertEquals(fresh.bestLine().orElseThrow().principalVariation(), after.bestLine().orElseThrow().principalVariation());
        assertEquals(fresh.score(), after.score());
    }

    /**
     * Waits between nothing and about two milliseconds, spread over the start of a search: no wait
     * (kind 0), a spin (1) or the nanoseconds given (2).
     */
    private static void pause(int kind, int nanos) {
        if (kind == 1) {
            Thread.onSpinWait();
        } else if (kind == 2) {
            LockSupport.parkNanos(nanos);
        }
    }

    /** Durations in whole years, for readability. */
    private static final class ChronoDays {
        static Duration ofYears(long years) {
            return Duration.ofDays(365 * years);
        }
    }
}
