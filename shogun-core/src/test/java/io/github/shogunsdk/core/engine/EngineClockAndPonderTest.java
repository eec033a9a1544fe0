package io.github.shogunsdk.core.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Engine;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.PonderSearch;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.SearchResult;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.StopReason;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Clock limits and pondering through the API: a clock that leaves time keeps a depth-limited
 * search deterministic, a clock without time still gives a move, and a pondering search waits for
 * its hit (or ends on a cancel or a stop). Nothing here is timed: the waits only keep a lost hit
 * or stop from hanging the build.
 */
class EngineClockAndPonderTest {

    private static final long LIVENESS_SECONDS = 60;

    private static Game opened() {
        Game game = Shogun.newGame();
        game.play("d1d3");
        return game;
    }

    @Test
    void aClockWithTimeToSpareLeavesADepthLimitedSearchAsItWas() {
        Game game = opened();
        SearchResult plain = Shogun.newEngine(game.setup()).search(game, SearchLimits.ofDepth(3));
        SearchResult clocked = Shogun.newEngine(game.setup()).search(game,
                SearchLimits.ofClock(Duration.ofHours(1), Duration.ofSeconds(1)).withDepth(3));
        assertEquals(plain.lines(), clocked.lines());
        assertEquals(plain.nodes(), clocked.nodes());
        assertEquals(StopReason.DEPTH, clocked.stopReason());
    }

    @Test
    void anEmptyClockStillGivesALegalMoveAndSaysTimeEndedIt() {
        Game game = opened();
        SearchResult result = Shogun.newEngine(game.setup()).search(game, SearchLimits.ofClock(Duration.ZERO,
                Duration.ZERO));
        assertTrue(game.legalMoves().contains(result.bestMove().orElseThrow()));
        assertEquals(StopReason.TIME, result.stopReason());
        SearchResult negative = Shogun.newEngine(game.setup()).search(game,
                SearchLimits.ofClock(Duration.ofMillis(-500), Duration.ZERO).withMovesToGo(1));
        assertTrue(game.legalMoves().contains(negative.bestMove().orElseThrow()));
    }

    @Test
    void aPonderSearchWaitsForItsHitThenAnswersAsTheSameSearchWould() throws Exception {
        Game game = opened();
        game.play("e8e7"); // the expected reply, played on the game the engine ponders
        SearchResult plain = Shogun.newEngine(game.setup()).search(game, SearchLimits.ofDepth(3));
        Engine engine = Shogun.newEngine(game.setup());
        CountDownLatch deepest = new CountDownLatch(1);
        List<Integer> depths = new CopyOnWriteArrayList<>();
        PonderSearch pondering = engine.ponder(game, SearchLimits.ofDepth(3), progress -> {
            depths.add(progress.depth());
            if (progress.depth() == 3) {
                deepest.countDown();
            }
        });
        assertTrue(deepest.await(LIVENESS_SECONDS, TimeUnit.SECONDS));
        // The depth limit is reached, but the answer waits for the hit.
        assertFalse(pondering.result().isDone());
        assertThrows(IllegalStateException.class, () -> engine.search(game, SearchLimits.ofDepth(1)));
        pondering.hit();
        SearchResult result = pondering.result().get(LIVENESS_SECONDS, TimeUnit.SECONDS);
        assertEquals(plain.lines(), result.lines());
        assertEquals(StopReason.DEPTH, result.stopReason());
        assertEquals(List.of(1, 2, 3), depths);
    }

    @Test
    void aHitStartsTheClockAndTheSearchEndsOnIt() throws Exception {
        Game game = opened();
        Engine engine = Shogun.newEngine(game.setup());
        PonderSearch pondering = engine.ponder(game, SearchLimits.ofClock(Duration.ZERO, Duration.ZERO), progress -> { });
        pondering.hit();
        SearchResult result = pondering.result().get(LIVENESS_SECONDS, TimeUnit.SECONDS);
        assertTrue(game.legalMoves().contains(result.bestMove().orElseThrow()));
        assertEquals(StopReason.TIME, result.stopReason());
    }

    @Test
    void aCancelledPonderSearchEndsAndFreesTheEngine() throws Exception {
        Game game = opened();
        Engine engine = Shogun.newEngine(game.setup());
        PonderSearch pondering = engine.ponder(game, SearchLimits.ofClock(Duration.ofSeconds(1), Duration.ZERO),
                progress -> { });
        pondering.result().cancel(false);
        assertThrows(CancellationException.class, () -> pondering.result().join());
        pondering.hit(); // too late: nothing happens
        SearchResult next = engine.searchAsync(game, SearchLimits.ofDepth(1), progress -> { })
                .get(LIVENESS_SECONDS, TimeUnit.SECONDS);
        assertEquals(StopReason.DEPTH, next.stopReason());
    }

    @Test
    void aStopEndsAPonderSearchWithItsBestMoveSoFar() throws Exception {
        Game game = opened();
        Engine engine = Shogun.newEngine(game.setup());
        CountDownLatch first = new CountDownLatch(1);
        PonderSearch pondering = engine.ponder(game, SearchLimits.unlimited(), progress -> first.countDown());
        assertTrue(first.await(LIVENESS_SECONDS, TimeUnit.SECONDS));
        engine.stop();
        SearchResult result = pondering.result().get(LIVENESS_SECONDS, TimeUnit.SECONDS);
        assertEquals(StopReason.STOPPED, result.stopReason());
        assertTrue(game.legalMoves().contains(result.bestMove().orElseThrow()));
    }
}
