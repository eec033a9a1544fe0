package io.github.shogunsdk.core.engine;

import io.github.shogunsdk.core.game.RandomGames;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Engine;
import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Rules;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.SearchResult;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Variant;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The engine's contract: legal moves and lines, determinism, limits, cancellation, refusals, the
 * random energy model, and draws by repetition and by the quiet-ply limit scored as zero.
 */
class EngineBehaviourTest {

    private static final EnergyModel[] MODELS = {EnergyModel.fixed(), EnergyModel.magnetic(), EnergyModel.random(7)};

    @ParameterizedTest
    @EnumSource(Variant.class)
    void bestMoveIsLegalAndTheLineIsALegalSequence(Variant variant) {
        for (int seed = 0; seed < 60; seed++) {
            EnergyModel model = MODELS[seed % MODELS.length];
            GameSetup setup = GameSetup.standard().withRules(RuleSet.of(variant)).withEnergy(model);
            Game game = Wins.randomOpening(setup, seed, seed % 40);
            Engine engine = Shogun.newEngine(setup);
            SearchResult result = engine.search(game, SearchLimits.depth(1 + seed % 4));
            String where = setup + " seed " + seed + " at " + game.position();
            assertTrue(game.legalMoves().contains(result.bestMove()), where);
            List<Move> line = result.principalVariation();
            assertFalse(line.isEmpty(), where);
            assertEquals(result.bestMove(), line.get(0), where);
            int played = 0;
            for (Move move : line) {
                assertFalse(game.outcome().isOver(), where + " line " + line);
                assertTrue(game.legalMoves().contains(move), where + " line " + line + " at move " + move);
                if (model instanceof EnergyModel.Random) {
                    // the search assumes a moving piece keeps its energy under the random model
                    game.play(move, game.position().pieceAt(move.from()).orElseThrow().energy());
                } else {
                    game.play(move);
                }
                played++;
            }
            for (int i = 0; i < played; i++) {
                game.undo();
            }
        }
    }

    @Test
    void searchingAGameLeavesItUnchanged() {
        Game game = Wins.randomOpening(GameSetup.standard(), 3, 12);
        String before = game.toSgn();
        Shogun.newEngine(GameSetup.standard()).search(game, SearchLimits.depth(4));
        assertEquals(before, game.toSgn());
    }

    @Test
    void depthAndNodeLimitedSearchesAreDeterministic() {
        GameSetup setup = GameSetup.standard();
        Engine first = Shogun.newEngine(setup);
        Engine second = Shogun.newEngine(setup);
        for (int seed = 0; seed < 12; seed++) {
            Game game = Wins.randomOpening(setup, seed, 2 * seed);
            for (SearchLimits limits : List.of(SearchLimits.depth(4), SearchLimits.nodes(20_000))) {
                SearchResult a = first.search(game, limits);
                first.search(Wins.randomOpening(setup, seed + 100, 7), SearchLimits.depth(3));
                SearchResult b = first.search(game, limits);
                SearchResult c = second.search(game, limits);
                for (SearchResult other : List.of(b, c)) {
                    String where = "seed " + seed + " " + limits;
                    assertEquals(a.bestMove(), other.bestMove(), where);
                    assertEquals(a.score(), other.score(), where);
                    assertEquals(a.principalVariation(), other.principalVariation(), where);
                    assertEquals(a.depth(), other.depth(), where);
                    assertEquals(a.nodes(), other.nodes(), where);
                }
            }
        }
    }

    @Test
    void depthLimitIsRespected() {
        Engine engine = Shogun.newEngine(GameSetup.standard());
        for (int depth = 1; depth <= 5; depth++) {
            SearchResult result = engine.search(Position.initial(), SearchLimits.depth(depth));
            assertEquals(depth, result.depth());
        }
    }

    @Test
    void nodeLimitIsRespected() {
        Engine engine = Shogun.newEngine(GameSetup.standard());
        for (long limit : new long[] {2_000, 10_000, 50_000}) {
            SearchResult result = engine.search(Position.initial(), SearchLimits.nodes(limit));
            assertTrue(result.nodes() <= limit + 64, limit + ": " + result.nodes());
            assertTrue(result.depth() >= 1 && result.depth() < SearchLimits.MAX_DEPTH, "depth " + result.depth());
        }
        SearchResult tiny = engine.search(Position.initial(), SearchLimits.nodes(1));
        assertEquals(1, tiny.depth(), "the first iteration always finishes");
        assertTrue(Shogun.rules().legalMoves(Position.initial()).contains(tiny.bestMove()));
    }

    @Test
    void timeLimitStopsTheSearch() {
        SearchResult result = Shogun.newEngine(GameSetup.standard())
                .search(Position.initial(), SearchLimits.time(Duration.ofMillis(150)));
        assertTrue(result.depth() >= 1);
        assertTrue(result.elapsed().compareTo(Duration.ofSeconds(10)) < 0, result.elapsed().toString());
        assertTrue(Shogun.rules().legalMoves(Position.initial()).contains(result.bestMove()));
    }

    @Test
    void cancelFromAnotherThreadStopsALongSearch() throws Exception {
        Engine engine = Shogun.newEngine(GameSetup.standard());
        engine.cancel(); // idle: no effect on the next search
        CompletableFuture<SearchResult> running = CompletableFuture.supplyAsync(
                () -> engine.search(Position.initial(), SearchLimits.time(Duration.ofMinutes(10))));
        Thread.sleep(300);
        assertFalse(running.isDone(), "a ten-minute search is still running");
        long cancelled = System.nanoTime();
        engine.cancel();
        SearchResult result = running.get(10, TimeUnit.SECONDS);
        long stopping = System.nanoTime() - cancelled;
        assertTrue(stopping < TimeUnit.SECONDS.toNanos(2), "stopped after " + stopping / 1_000_000 + " ms");
        assertTrue(result.depth() >= 1);
        assertTrue(Shogun.rules().legalMoves(Position.initial()).contains(result.bestMove()));
        SearchResult next = engine.search(Position.initial(), SearchLimits.depth(2));
        assertEquals(2, next.depth(), "a cancellation does not carry over to the next search");
    }

    @Test
    void refusesFinishedGamesAndPositionsWithoutALegalMove() {
        Engine engine = Shogun.newEngine(GameSetup.standard());
        Position checkmated = Position.parse("8/8/8/7P2/3p43P1/4p43/3k24/3P21p3K21 w");
        assertThrows(IllegalArgumentException.class, () -> engine.search(checkmated, SearchLimits.depth(2)));
        Position bare = Position.parse("4k13/8/8/8/8/8/p17/3K14 w");
        assertThrows(IllegalArgumentException.class, () -> engine.search(bare, SearchLimits.depth(2)));
        Game finished = RandomGames.play(GameSetup.standard(), 5);
        assertThrows(IllegalArgumentException.class, () -> engine.search(finished, SearchLimits.depth(2)));
    }

    @Test
    void randomEnergyModelPlaysWholeGames() {
        GameSetup setup = GameSetup.standard().withEnergy(EnergyModel.random(42));
        Engine engine = Shogun.newEngine(setup);
        for (int seed = 0; seed < 4; seed++) {
            Game game = Shogun.newGame(setup);
            while (!game.outcome().isOver()) {
                SearchResult result = engine.search(game, SearchLimits.depth(2));
                assertTrue(game.legalMoves().contains(result.bestMove()));
                game.play(result.bestMove());
            }
        }
    }

    @Test
    void quietPlyLimitScoresADraw() {
        // Pawns only, far apart: every White move is quiet and reaches the limit of 100 plies.
        Position position = Position.parse("5p1p1p1/6p1p1/8/8/8/8/8/P17 w 99 80");
        GameSetup setup = GameSetup.standard().withEnergy(EnergyModel.fixed());
        SearchResult drawn = Shogun.newEngine(setup).search(position, SearchLimits.depth(3));
        assertEquals(0, drawn.score());
        SearchResult unlimited = Shogun.newEngine(setup.withRules(RuleSet.standard().withQuietPlyLimit(0)))
                .search(position, SearchLimits.depth(3));
        assertTrue(unlimited.score() < -200, "score " + unlimited.score());
    }

    @Test
    void repetitionScoresADraw() {
        GameSetup setup = GameSetup.standard().withEnergy(EnergyModel.fixed())
                .withStart(Position.parse("5p1p1p1/6p1p1/8/8/8/8/8/P17 w"));
        Game game = Shogun.newGame(setup);
        for (String move : List.of("a1a2", "f8e8", "a2a1", "e8f8")) {
            game.play(move);
        }
        // White, four pawns down, can repeat the position after a1a2.
        SearchResult result = Shogun.newEngine(setup).search(game, SearchLimits.depth(1));
        assertEquals(0, result.score());
        assertEquals(Shogun.rules().move(game.position(), "a1a2"), result.bestMove());
        SearchResult noRepetition = Shogun.newEngine(setup.withRules(RuleSet.standard().withRepetitionDraw(false)))
                .search(game, SearchLimits.depth(1));
        assertNotEquals(0, noRepetition.score());
        assertTrue(noRepetition.score() < -200, "score " + noRepetition.score());
    }

    @Test
    void prefersTheShortestWin() {
        Rules rules = Shogun.rules();
        Engine engine = Shogun.newEngine(GameSetup.standard());
        for (int seed = 0; seed < 30; seed++) {
            Game finished = RandomGames.play(GameSetup.standard(), seed);
            if (!(finished.outcome() instanceof Outcome.Win) || finished.history().size() < 5) {
                continue;
            }
            finished.undo();
            SearchResult deep = engine.search(finished, SearchLimits.depth(4));
            assertEquals(1, deep.winsIn().orElse(-1), "seed " + seed);
            assertTrue(rules.legalMoves(finished.position()).contains(deep.bestMove()));
        }
    }
}
