package io.github.shogunsdk.cli.sep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.EngineOptions;
import io.github.shogunsdk.api.ExternalEngine;
import io.github.shogunsdk.api.ExternalEngineException;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.PonderSearch;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.SearchProgress;
import io.github.shogunsdk.api.SearchResult;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.StopReason;
import io.github.shogunsdk.cli.ShogunCommand;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * {@link Shogun#externalEngine}: {@code shogun engine} in a child JVM used as an {@code Engine}. Its
 * searches to a depth give what the built-in engine gives (both are deterministic there), with
 * progress in depth order and several lines; it stops, ponders, plays on a clock; and a program
 * that ends, stays silent or is closed fails with one clear line and is ended. Nothing is timed:
 * the waits only keep a lost answer from hanging the build.
 */
class ExternalEngineTest {

    private static final long LIVENESS_SECONDS = 60;

    private static ExternalEngine engine;

    @BeforeAll
    static void startEngine() {
        engine = Shogun.externalEngine(GameSetup.standard(), SepConnection.command("engine"), EngineOptions.defaults());
    }

    @AfterAll
    static void closeEngine() {
        engine.close();
    }

    private static Game opened() {
        Game game = Shogun.newGame();
        game.play("d1d3");
        game.play("e8e7");
        return game;
    }

    @Test
    void introducesItselfWithItsOptions() {
        assertTrue(engine.name().startsWith("Shogun "), engine.name());
        assertTrue(engine.optionNames().containsAll(List.of("Rules", "Energy", "Hash", "MoveOverhead", "MultiPV",
                "Ponder")), engine.optionNames().toString());
        assertEquals(GameSetup.standard(), engine.setup());
    }

    @Test
    void aSearchToADepthGivesWhatTheBuiltInEngineGivesWithProgressInDepthOrder() {
        Game game = opened();
        SearchResult builtIn = Shogun.newEngine(game.setup()).search(game, SearchLimits.ofDepth(3));
        List<SearchProgress> reports = new ArrayList<>();
        SearchResult external = engine.search(game, SearchLimits.ofDepth(3), reports::add);
        assertEquals(builtIn.lines(), external.lines());
        assertEquals(builtIn.depth(), external.depth());
        assertEquals(builtIn.nodes(), external.nodes());
        assertEquals(StopReason.DEPTH, external.stopReason());
        assertEquals(List.of(1, 2, 3), reports.stream().map(SearchProgress::depth).toList());
        // A game that does not continue the last one (newgame), from a position of its own.
        Position mate = Position.parse("8/4p43/8/7P2/3p44/8/3k24/3P21p3K21 r");
        GameSetup fixed = GameSetup.standard().withEnergyModel(EnergyModel.fixed());
        try (ExternalEngine other = Shogun.externalEngine(fixed, SepConnection.command("engine"),
                EngineOptions.defaults().withHashMegabytes(4))) {
            SearchResult found = other.search(mate, SearchLimits.ofDepth(3));
            assertEquals(Shogun.newEngine(fixed).search(mate, SearchLimits.ofDepth(3)).lines(), found.lines());
            assertTrue(found.score().isMate());
        }
    }

    @Test
    void severalLinesAreTheBuiltInEnginesLines() {
        Game game = opened();
        SearchResult builtIn = Shogun.newEngine(game.setup()).search(game, SearchLimits.ofDepth(3).withLines(3));
        List<SearchProgress> reports = new ArrayList<>();
        SearchResult external = engine.search(game, SearchLimits.ofDepth(3).withLines(3), reports::add);
        assertEquals(3, external.lines().size());
        assertEquals(builtIn.lines(), external.lines());
        assertTrue(reports.stream().allMatch(report -> report.lines().size() == 3), reports.toString());
        // Back to one line.
        assertEquals(1, engine.search(game, SearchLimits.ofDepth(2)).lines().size());
    }

    @Test
    void stopEndsAnUnlimitedSearchWithItsBestMoveSoFar() throws Exception {
        Game game = opened();
        CountDownLatch first = new CountDownLatch(1);
        CompletableFuture<SearchResult> running = engine.searchAsync(game, SearchLimits.unlimited(),
                progress -> first.countDown());
        assertTrue(first.await(LIVENESS_SECONDS, TimeUnit.SECONDS));
        assertThrows(IllegalStateException.class, () -> engine.search(game, SearchLimits.ofDepth(1)));
        engine.stop();
        SearchResult result = running.get(LIVENESS_SECONDS, TimeUnit.SECONDS);
        assertEquals(StopReason.STOPPED, result.stopReason());
        assertTrue(game.legalMoves().contains(result.bestMove().orElseThrow()));
        // A cancelled future stops its search too, and the engine is free again.
        CompletableFuture<SearchResult> cancelled = engine.searchAsync(game, SearchLimits.unlimited(), progress -> { });
        cancelled.cancel(true);
        assertThrows(CancellationException.class, cancelled::join);
        assertEquals(StopReason.DEPTH, engine.search(game, SearchLimits.ofDepth(1)).stopReason());
    }

    @Test
    void aPonderSearchAnswersOnItsHitAsTheSameSearchWould() throws Exception {
        Game game = opened();
        SearchResult builtIn = Shogun.newEngine(game.setup()).search(game, SearchLimits.ofDepth(3));
        List<Integer> depths = new CopyOnWriteArrayList<>();
        CountDownLatch deepest = new CountDownLatch(1);
        PonderSearch pondering = engine.ponder(game, SearchLimits.ofDepth(3), progress -> {
            depths.add(progress.depth());
            if (progress.depth() == 3) {
                deepest.countDown();
            }
        });
        assertTrue(deepest.await(LIVENESS_SECONDS, TimeUnit.SECONDS));
        assertFalse(pondering.result().isDone());
        pondering.hit();
        assertEquals(builtIn.lines(), pondering.result().get(LIVENESS_SECONDS, TimeUnit.SECONDS).lines());
        assertEquals(List.of(1, 2, 3), depths);
        // A miss: cancelled, and the engine searches on.
        PonderSearch missed = engine.ponder(game, SearchLimits.ofClock(Duration.ofSeconds(5), Duration.ZERO),
                progress -> { });
        missed.result().cancel(false);
        assertThrows(CancellationException.class, () -> missed.result().join());
        assertEquals(StopReason.DEPTH, engine.search(game, SearchLimits.ofDepth(1)).stopReason());
    }

    @Test
    void aSearchOnAClockAnswersALegalMove() {
        Game game = opened();
        SearchResult result = engine.search(game, SearchLimits.ofClock(Duration.ofMillis(500), Duration.ofMillis(50)));
        assertTrue(game.legalMoves().contains(result.bestMove().orElseThrow()));
        assertEquals(StopReason.TIME, result.stopReason());
    }

    @Test
    void aProgramThatEndsOrCannotStartIsAnErrorOfOneLine() {
        ExternalEngineException ended = assertThrows(ExternalEngineException.class,
                () -> Shogun.externalEngine(GameSetup.standard(), List.of("true"), EngineOptions.defaults()));
        // Whether it has gone before or after the client writes sep is a race; either is said in one line.
        assertTrue(ended.getMessage().matches("engine \"true\" (ended before answering sepok|no longer reads its input)"
                + " \\(exit status 0\\)"), ended.getMessage());
        ExternalEngineException missing = assertThrows(ExternalEngineException.class,
                () -> Shogun.externalEngine(GameSetup.standard(), List.of("no-such-engine-here"), EngineOptions.defaults()));
        assertTrue(missing.getMessage().startsWith("engine \"no-such-engine-here\": cannot start \"no-such-engine-here\""),
                missing.getMessage());
        assertThrows(IllegalArgumentException.class,
                () -> Shogun.externalEngine(GameSetup.standard(), List.of(), EngineOptions.defaults()));
    }

    // Slow (CONTRIBUTING.md): waits out the grace of ten seconds.
    @Tag("slow")
    @Test
    void aSilentProgramFailsTheSearchAfterItsGraceAndIsEnded() throws Exception {
        List<String> command = new ArrayList<>(SepConnection.command());
        command.set(command.size() - 1, SilentEngine.class.getName());
        long before = children();
        ExternalEngine silent = Shogun.externalEngine(GameSetup.standard(), command, EngineOptions.defaults());
        assertEquals("Silent", silent.name());
        assertEquals(before + 1, children());
        Game game = opened();
        ExternalEngineException late = assertThrows(ExternalEngineException.class,
                () -> silent.search(game, SearchLimits.ofTime(Duration.ofMillis(1))));
        assertTrue(late.getMessage().contains("did not answer bestmove in time"), late.getMessage());
        // The program was ended, and every later call says that the engine is closed, and why.
        ExternalEngineException dead = assertThrows(ExternalEngineException.class,
                () -> silent.search(game, SearchLimits.ofDepth(1)));
        assertEquals(late.getMessage().replace(" did not answer bestmove in time",
                " is closed: it did not answer bestmove in time"), dead.getMessage());
        assertEquals(dead.getMessage(), assertThrows(ExternalEngineException.class,
                () -> silent.searchAsync(game, SearchLimits.ofDepth(1), progress -> { })).getMessage());
        silent.close();
        awaitChildren(before);
    }

    @Test
    void closingEndsTheProgramAndARunningSearch() throws Exception {
        long before = children();
        ExternalEngine closing = Shogun.externalEngine(GameSetup.standard(), SepConnection.command("engine"),
                EngineOptions.defaults());
        assertEquals(before + 1, children());
        CountDownLatch first = new CountDownLatch(1);
        CompletableFuture<SearchResult> running = closing.searchAsync(opened(), SearchLimits.unlimited(),
                progress -> first.countDown());
        assertTrue(first.await(LIVENESS_SECONDS, TimeUnit.SECONDS));
        closing.close();
        Exception failed = assertThrows(Exception.class, () -> running.get(LIVENESS_SECONDS, TimeUnit.SECONDS));
        assertTrue(failed.getCause() instanceof ExternalEngineException, failed.toString());
        awaitChildren(before);
        ExternalEngineException closed = assertThrows(ExternalEngineException.class,
                () -> closing.search(opened(), SearchLimits.ofDepth(1)));
        assertTrue(closed.getMessage().endsWith(" is closed: close() was called"), closed.getMessage());
        closing.close(); // idempotent
    }

    @Test
    void anInterruptedSearchEndsAsAStopAndTheEngineSearchesAgain() throws Exception {
        Game game = opened();
        for (int round = 0; round < 3; round++) {
            CountDownLatch firstDepth = new CountDownLatch(1);
            AtomicReference<Object> outcome = new AtomicReference<>();
            AtomicBoolean stillInterrupted = new AtomicBoolean();
            Thread searching = new Thread(() -> {
                try {
                    outcome.set(engine.search(game, SearchLimits.ofTime(Duration.ofSeconds(30)),
                            progress -> firstDepth.countDown()));
                } catch (RuntimeException e) {
                    outcome.set(e);
                }
                stillInterrupted.set(Thread.currentThread().isInterrupted());
            });
            searching.start();
            assertTrue(firstDepth.await(LIVENESS_SECONDS, TimeUnit.SECONDS));
            searching.interrupt();
            searching.join(TimeUnit.SECONDS.toMillis(LIVENESS_SECONDS));
            assertTrue(outcome.get() instanceof SearchResult, String.valueOf(outcome.get()));
            SearchResult result = (SearchResult) outcome.get();
            assertEquals(StopReason.STOPPED, result.stopReason());
            assertTrue(game.legalMoves().contains(result.bestMove().orElseThrow()));
            assertTrue(stillInterrupted.get(), "the interrupt status is set again");
            // The engine searches on.
            assertEquals(StopReason.DEPTH, engine.search(game, SearchLimits.ofDepth(2)).stopReason());
        }
    }

    /** The child processes of this JVM that are alive. */
    private static long children() {
        return ProcessHandle.current().children().filter(ProcessHandle::isAlive).count();
    }

    /** Waits until only the given number of children are alive; a child left running fails the test. */
    private static void awaitChildren(long count) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(LIVENESS_SECONDS);
        while (children() > count && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertEquals(count, children(), "the program was not ended");
    }

    @Test
    void commandLineNamesItsMainClass() {
        assertEquals(ShogunCommand.class.getName(), SepConnection.command().get(SepConnection.command().size() - 1));
    }
}
