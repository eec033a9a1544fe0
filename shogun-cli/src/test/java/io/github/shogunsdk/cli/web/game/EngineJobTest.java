package io.github.shogunsdk.cli.web.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Engine;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.SearchProgress;
import io.github.shogunsdk.api.SearchResult;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.StopReason;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * The one life of the web game's engine jobs: however a job ends (its product kept, its engine
 * failing to open, its work failing or ending itself), its search slot is given back exactly once,
 * before the session keeps its product under the session's lock, and only then does it count as
 * ended; a stop that comes before the engine is up still reaches the search.
 */
class EngineJobTest {

    private static final Duration WAIT = Duration.ofSeconds(60);

    private final Object lock = new Object();
    private final AtomicInteger released = new AtomicInteger();
    private final List<String> seenByKeeper = new ArrayList<>();

    @Test
    void aKeptProductIsKeptUnderTheLockAfterTheSlotIsBack() {
        EngineJob<SearchProgress, SearchResult> job = new EngineJob<>("search", 1, SearchLimits.ofDepth(2), lock);
        Game game = Shogun.newGame();
        job.start("g", builtIn(), (engine, running) -> engine.search(game, SearchLimits.ofDepth(2), running::report),
                result -> {
                    seenByKeeper.add("lock " + Thread.holdsLock(lock) + ", released " + released.get());
                    return "kept but not played";
                }, released::incrementAndGet);
        job.awaitEnd(WAIT);
        synchronized (lock) {
            assertFalse(job.running());
            assertEquals(2, job.product().depth());
            assertEquals("kept but not played", job.error());
        }
        assertEquals(2, job.progress().depth(), "the last report of the work");
        assertEquals(List.of("lock true, released 1"), seenByKeeper);
        assertEquals(1, released.get());
    }

    @Test
    void anEngineThatCannotOpenIsTheJobsErrorAndItsSlotIsBack() {
        EngineJob<SearchProgress, SearchResult> job = new EngineJob<>("analysis", 1, SearchLimits.ofDepth(2), lock);
        job.start("g", () -> {
            throw new IllegalStateException("no engine\nhere");
        }, (engine, running) -> {
            throw new AssertionError("no work without an engine");
        }, result -> "never kept", released::incrementAndGet);
        job.awaitEnd(WAIT);
        synchronized (lock) {
            assertFalse(job.running());
            assertNull(job.product());
            assertEquals("the analysis failed: java.lang.IllegalStateException: no engine here", job.error());
        }
        assertEquals(1, released.get());
    }

    @Test
    void aJobThatEndsItselfKeepsNothingAndSaysWhy() {
        EngineJob<Integer, String> job = new EngineJob<>("review", 3, SearchLimits.ofDepth(1), lock);
        job.start("g", builtIn(), (engine, running) -> {
            running.report(7);
            throw new EngineJob.Stopped("the review was stopped");
        }, product -> "never kept", released::incrementAndGet);
        job.awaitEnd(WAIT);
        synchronized (lock) {
            assertEquals("the review was stopped", job.error());
            assertNull(job.product());
            assertEquals(3, job.id());
        }
        assertEquals(7, job.progress());
        assertEquals(1, released.get());
    }

    @Test
    void aKeeperThatFailsIsTheJobsErrorAndTheJobStillEnds() {
        EngineJob<Integer, String> job = new EngineJob<>("review", 1, SearchLimits.ofDepth(1), lock);
        job.start("g", builtIn(), (engine, running) -> "judged", product -> {
            throw new IllegalArgumentException("marks out of place");
        }, released::incrementAndGet);
        job.awaitEnd(WAIT);
        synchronized (lock) {
            assertFalse(job.running());
            assertEquals("the review failed: java.lang.IllegalArgumentException: marks out of place", job.error());
        }
        assertEquals(1, released.get());
    }

    @Test
    void aStopBeforeTheEngineIsUpReachesItsSearch() throws InterruptedException {
        CountDownLatch stopped = new CountDownLatch(1);
        EngineJob<SearchProgress, SearchResult> job = new EngineJob<>("search", 1, SearchLimits.unlimited(), lock);
        Game game = Shogun.newGame();
        // The engine opens only once the stop has been asked, as another program still starting would.
        Supplier<Engine> slow = () -> {
            try {
                assertTrue(stopped.await(WAIT.toSeconds(), TimeUnit.SECONDS));
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
            return Shogun.newEngine(game.setup());
        };
        job.start("g", slow, (engine, running) -> engine.search(game, SearchLimits.unlimited(), running::report),
                result -> null, released::incrementAndGet);
        job.stop();
        assertTrue(job.stopAsked());
        stopped.countDown();
        job.awaitEnd(WAIT);
        synchronized (lock) {
            assertFalse(job.running(), "an unlimited search ends only when it is stopped");
            assertEquals(StopReason.STOPPED, job.product().stopReason());
        }
        assertEquals(1, released.get());
    }

    private static Supplier<Engine> builtIn() {
        return () -> Shogun.newEngine(Shogun.newGame().setup());
    }
}
