package io.github.shogunsdk.core.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Engine;
import io.github.shogunsdk.api.EngineOptions;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.SearchLine;
import io.github.shogunsdk.api.SearchProgress;
import io.github.shogunsdk.api.SearchResult;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.StopReason;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.core.properties.LongRun;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.ShrinkingMode;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.lifecycle.AfterProperty;
import net.jqwik.api.lifecycle.BeforeProperty;
import org.junit.jupiter.api.Test;

/**
 * Searches on several threads (Lazy SMP): the option and its bounds, one thread as deterministic as
 * ever, and on several threads legal results, stops that end every thread, and no failure. The
 * generous timeouts only keep a lost stop from hanging the build; nothing is asserted about speed.
 */
class EngineThreadsTest {

    private static final long LIVENESS_SECONDS = 60;

    @Test
    void threadsAreAnOptionOfTheirOwnWithBounds() {
        EngineOptions defaults = EngineOptions.defaults();
        assertEquals(1, defaults.threads());
        EngineOptions four = defaults.withHashMegabytes(8).withThreads(4).withMoveOverheadMillis(20);
        assertEquals(4, four.threads(), "a new overhead keeps the threads");
        assertEquals(8, four.hashMegabytes(), "new threads keep the table size");
        assertEquals(20, four.moveOverheadMillis());
        assertEquals(4, four.withHashMegabytes(2).threads(), "a new table size keeps the threads");
        assertEquals(four, defaults.withThreads(4).withHashMegabytes(8).withMoveOverheadMillis(20));
        assertEquals(four.hashCode(), defaults.withThreads(4).withHashMegabytes(8).withMoveOverheadMillis(20).hashCode());
        assertNotEquals(four, four.withThreads(3));
        assertEquals("EngineOptions[hashMegabytes=8, moveOverheadMillis=20, threads=4]", four.toString());
        assertEquals(EngineOptions.MAX_THREADS, defaults.withThreads(64).threads());
        IllegalArgumentException none = assertThrows(IllegalArgumentException.class, () -> defaults.withThreads(0));
        assertEquals("an engine searches on 1 to 64 threads, not 0", none.getMessage());
        assertThrows(IllegalArgumentException.class, () -> defaults.withThreads(65));
        assertEquals(four, Shogun.newEngine(GameSetup.standard(), four).options());
    }

    @Test
    void oneThreadWithADepthOrNodeLimitGivesTheSameResultEveryTime() {
        EngineOptions one = EngineOptions.defaults().withThreads(1);
        Random random = new Random(23);
        for (int i = 0; i < 12; i++) {
            Game game = randomGame(GameSetup.standard(), random, 2 + random.nextInt(20));
            if (game.outcome().isOver()) {
                continue;
            }
            SearchLimits limits = i % 2 == 0 ? SearchLimits.ofDepth(5) : SearchLimits.ofNodes(20_000 + 3_000 * i);
            Engine engine = Shogun.newEngine(game.setup(), one);
            List<SearchProgress> firstProgress = new ArrayList<>();
            SearchResult first = engine.search(game, limits, firstProgress::add);
            // Again on the same engine (its table used before), and on a fresh engine with the defaults.
            List<SearchProgress> againProgress = new ArrayList<>();
            SearchResult again = engine.search(game, limits, againProgress::add);
            SearchResult fresh = Shogun.newEngine(game.setup()).search(game, limits);
            for (SearchResult other : List.of(again, fresh)) {
                assertEquals(first.lines(), other.lines(), game.toString());
                assertEquals(first.depth(), other.depth());
                assertEquals(first.nodes(), other.nodes());
                assertEquals(first.stopReason(), other.stopReason());
            }
            assertEquals(firstProgress.size(), againProgress.size());
            for (int k = 0; k < firstProgress.size(); k++) {
                assertEquals(firstProgress.get(k).nodes(), againProgress.get(k).nodes());
                assertEquals(firstProgress.get(k).lines(), againProgress.get(k).lines());
            }
        }
    }

    @Test
    void severalThreadsGiveLegalLinesUnderEveryLimitAndEveryRuleSet() {
        Random random = new Random(7);
        List<GameSetup> setups = List.of(GameSetup.standard(),
                GameSetup.standard().withRuleSet(RuleSet.of(Variant.KOTH)),
                GameSetup.standard().withRuleSet(RuleSet.of(Variant.COURSEWORK)));
        for (GameSetup setup : setups) {
            Engine engine = Shogun.newEngine(setup, EngineOptions.defaults().withThreads(3).withHashMegabytes(1));
            for (int i = 0; i < 12; i++) {
                Game game = randomGame(setup, random, random.nextInt(40));
                if (game.outcome().isOver()) {
                    continue;
                }
                SearchLimits limits = switch (i % 4) {
                    case 0 -> SearchLimits.ofDepth(1 + random.nextInt(6));
                    case 1 -> SearchLimits.ofNodes(1 + random.nextInt(60_000));
                    case 2 -> SearchLimits.ofTime(Duration.ofMillis(1 + random.nextInt(40)));
                    default -> SearchLimits.ofDepth(4).withLines(3);
                };
                List<SearchProgress> progress = new ArrayList<>();
                SearchResult result = engine.search(game, limits, progress::add);
                assertTrue(game.legalMoves().contains(result.bestMove().orElseThrow()), game + " " + limits);
                for (SearchLine line : result.lines()) {
                    assertLegalLine(game, line.principalVariation());
                }
                long nodes = 0;
                int depth = 0;
                for (SearchProgress report : progress) {
                    assertTrue(report.depth() == depth + 1, "each depth once, in order: " + progress);
                    assertTrue(report.nodes() >= nodes, "the nodes of all threads only grow");
                    depth = report.depth();
                    nodes = report.nodes();
                    for (SearchLine line : report.lines()) {
                        assertLegalLine(game, line.principalVariation());
                    }
                }
                assertTrue(result.nodes() >= nodes, "the result counts at least the nodes of the last report");
                if (limits.depth().isPresent() && result.stopReason() == StopReason.DEPTH) {
                    assertEquals(limits.depth().getAsInt(), result.depth(), "the first thread's depth is the one reported");
                }
            }
        }
    }

    /** The game and the four-thread engine of the stops: one engine for all the tries. */
    private Game game;
    private Engine engine;

    @BeforeProperty
    void oneEngineOnFourThreads() {
        game = Shogun.newGame();
        game.play("d1d3");
        engine = Shogun.newEngine(game.setup(), EngineOptions.defaults().withThreads(4));
    }

    // A long run; not shrunk, since a helper that outlives its search depends on the instant.
    @LongRun
    @Property(tries = 300, shrinking = ShrinkingMode.OFF)
    void aStopEndsEveryThreadBeforeTheSearchReturns(@ForAll boolean wait, @ForAll @IntRange(max = 2_999_999) int nanos)
            throws Exception {
        CompletableFuture<SearchResult> future = engine.searchAsync(game, SearchLimits.unlimited(), progress -> { });
        if (wait) {
            LockSupport.parkNanos(nanos);
        }
        engine.stop();
        SearchResult result = future.get(LIVENESS_SECONDS, TimeUnit.SECONDS);
        assertEquals(StopReason.STOPPED, result.stopReason());
        assertTrue(game.legalMoves().contains(result.bestMove().orElseThrow()));
        // The result comes only once every helper has ended.
        assertEquals(List.of(), helperThreads(), "no helper outlives its search");
    }

    @AfterProperty
    void aSearchOfAFixedDepthAlsoEndsItsHelpersBeforeItReturns() {
        // After the stops, on the same engine: a synchronous search of a fixed depth.
        SearchResult deep = engine.search(game, SearchLimits.ofDepth(5));
        assertEquals(StopReason.DEPTH, deep.stopReason());
        assertEquals(List.of(), helperThreads());
    }

    @Test
    void aSearchRunsOnNoMoreThreadsThanTheMachineHasProcessors() throws Exception {
        Game game = Shogun.newGame();
        Engine engine = Shogun.newEngine(game.setup(), EngineOptions.defaults().withThreads(EngineOptions.MAX_THREADS));
        assertEquals(EngineOptions.MAX_THREADS, engine.options().threads(), "the options say what was asked");
        CompletableFuture<Void> deepEnough = new CompletableFuture<>();
        CompletableFuture<SearchResult> future = engine.searchAsync(game, SearchLimits.unlimited(), progress -> {
            if (progress.depth() >= 2) {
                deepEnough.complete(null);
            }
        });
        deepEnough.get(LIVENESS_SECONDS, TimeUnit.SECONDS);
        // Every helper is started before any searches (they wait at a gate), so all run now.
        int helpers = helperThreads().size();
        engine.stop();
        future.get(LIVENESS_SECONDS, TimeUnit.SECONDS);
        int processors = Runtime.getRuntime().availableProcessors();
        assertTrue(helpers <= processors - 1, helpers + " helper threads beside the first on " + processors + " processors");
    }

    @Test
    void aNodeLimitCountsTheNodesOfEveryThread() {
        Game game = Shogun.newGame();
        Engine engine = Shogun.newEngine(game.setup(), EngineOptions.defaults().withThreads(2));
        for (long limit : List.of(1L, 5_000L, 200_000L)) {
            SearchResult result = engine.search(game, SearchLimits.ofNodes(limit));
            assertEquals(StopReason.NODES, result.stopReason());
            assertTrue(result.nodes() >= limit, result.nodes() + " nodes");
            assertTrue(game.legalMoves().contains(result.bestMove().orElseThrow()));
        }
    }

    /** The helper threads alive now. */
    private static List<String> helperThreads() {
        List<String> names = new ArrayList<>();
        for (Thread thread : Thread.getAllStackTraces().keySet()) {
            if (thread.getName().startsWith("shogun-search-helper-") && thread.isAlive()) {
                names.add(thread.getName());
            }
        }
        return names;
    }

    /** A game of random legal moves from the setup's start. */
    private static Game randomGame(GameSetup setup, Random random, int plies) {
        Game game = Shogun.newGame(setup);
        for (int i = 0; i < plies && !game.outcome().isOver(); i++) {
            List<Move> moves = game.legalMoves();
            game.play(moves.get(random.nextInt(moves.size())));
        }
        return game;
    }

    /** Plays a line's moves on a copy of the game: each must be legal where it comes. */
    private static void assertLegalLine(Game game, List<Move> line) {
        Game copy = game.copy();
        for (Move move : line) {
            assertTrue(copy.legalMoves().contains(move), move + " in " + line + " from " + game);
            copy.play(move);
            if (copy.outcome().isOver()) {
                break;
            }
        }
    }
}
