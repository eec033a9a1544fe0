package io.github.shogunsdk.core.engine;

import io.github.shogunsdk.core.game.RandomGames;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
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
import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Score;
import io.github.shogunsdk.api.SearchResult;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.StopReason;
import io.github.shogunsdk.api.Variant;
import java.time.Duration;
import java.util.List;
import java.util.OptionalInt;
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
            GameSetup setup = GameSetup.standard().withRuleSet(RuleSet.of(variant)).withEnergyModel(model);
            Game game = Wins.randomOpening(setup, seed, seed % 40);
            Engine engine = Shogun.newEngine(setup);
            SearchResult result = engine.search(game, SearchLimits.ofDepth(1 + seed % 4));
            String where = setup + " seed " + seed + " at " + game.position();
            assertTrue(game.legalMoves().contains(result.bestMove().orElseThrow()), where);
            List<Move> line = result.bestLine().orElseThrow().principalVariation();
            assertFalse(line.isEmpty(), where);
            assertEquals(result.bestMove().orElseThrow(), line.get(0), where);
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
        Shogun.newEngine(GameSetup.standard()).search(game, SearchLimits.ofDepth(4));
        assertEquals(before, game.toSgn());
    }

    @Test
    void depthAndNodeLimitedSearchesAreDeterministic() {
        GameSetup setup = GameSetup.standard();
        Engine first = Shogun.newEngine(setup);
        Engine second = Shogun.newEngine(setup);
        for (int seed = 0; seed < 12; seed++) {
            Game game = Wins.randomOpening(setup, seed, 2 * seed);
            for (SearchLimits limits : List.of(SearchLimits.ofDepth(4), SearchLimits.ofNodes(20_000))) {
                SearchResult a = first.search(game, limits);
                first.search(Wins.randomOpening(setup, seed + 100, 7), SearchLimits.ofDepth(3));
                SearchResult b = first.search(game, limits);
                SearchResult c = second.search(game, limits);
                for (SearchResult other : List.of(b, c)) {
                    String where = "seed " + seed + " " + limits;
                    assertEquals(a.bestMove(), other.bestMove(), where);
                    assertEquals(a.score(), other.score(), where);
                    assertEquals(a.bestLine(), other.bestLine(), where);
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
            SearchResult result = engine.search(Position.initial(), SearchLimits.ofDepth(depth));
            assertEquals(depth, result.depth());
        }
    }

    @Test
    void nodeLimitIsRespected() {
        Engine engine = Shogun.newEngine(GameSetup.standard());
        for (long limit : new long[] {2_000, 10_000, 50_000}) {
            SearchResult result = engine.search(Position.initial(), SearchLimits.ofNodes(limit));
            assertTrue(result.nodes() <= limit + 64, limit + ": " + result.nodes());
            assertTrue(result.depth() >= 1 && result.depth() < SearchLimits.MAX_DEPTH, "depth " + result.depth());
        }
        // A limit applies from the first node: one node ends the search before its first depth,
        // which still offers a legal move.
        SearchResult tiny = engine.search(Position.initial(), SearchLimits.ofNodes(1));
        assertEquals(0, tiny.depth());
        assertTrue(tiny.nodes() <= 1 + 64, "nodes " + tiny.nodes());
        assertTrue(Shogun.rules().legalMoves(Position.initial()).contains(tiny.bestMove().orElseThrow()));
    }

    @Test
    void timeLimitStopsTheSearch() {
        SearchResult result = Shogun.newEngine(GameSetup.standard())
                .search(Position.initial(), SearchLimits.ofTime(Duration.ofMillis(150)));
        assertTrue(result.depth() >= 1);
        assertTrue(result.elapsed().compareTo(Duration.ofSeconds(10)) < 0, result.elapsed().toString());
        assertTrue(Shogun.rules().legalMoves(Position.initial()).contains(result.bestMove().orElseThrow()));
    }

    @Test
    void stopFromAnotherThreadEndsALongSearch() throws Exception {
        Engine engine = Shogun.newEngine(GameSetup.standard());
        engine.stop(); // idle: no effect on the next search
        CompletableFuture<SearchResult> running = CompletableFuture.supplyAsync(
                () -> engine.search(Position.initial(), SearchLimits.ofTime(Duration.ofMinutes(10))));
        Thread.sleep(300);
        assertFalse(running.isDone(), "a ten-minute search is still running");
        long cancelled = System.nanoTime();
        engine.stop();
        SearchResult result = running.get(10, TimeUnit.SECONDS);
        long stopping = System.nanoTime() - cancelled;
        assertTrue(stopping < TimeUnit.SECONDS.toNanos(2), "stopped after " + stopping / 1_000_000 + " ms");
        assertTrue(result.depth() >= 1);
        assertEquals(StopReason.STOPPED, result.stopReason());
        assertTrue(Shogun.rules().legalMoves(Position.initial()).contains(result.bestMove().orElseThrow()));
        SearchResult next = engine.search(Position.initial(), SearchLimits.ofDepth(2));
        assertEquals(2, next.depth(), "a stop does not carry over to the next search");
    }

    private static void assertGameOver(SearchResult result, Score score, String where) {
        assertEquals(StopReason.GAME_OVER, result.stopReason(), where);
        assertTrue(result.bestMove().isEmpty(), where);
        assertTrue(result.bestLine().isEmpty(), where);
        assertTrue(result.lines().isEmpty(), where);
        assertEquals(0, result.depth(), where);
        assertEquals(score, result.score(), where);
    }

    @Test
    void finishedGamesAndPositionsWithoutALegalMoveGiveNoMove() {
        Engine engine = Shogun.newEngine(GameSetup.standard());
        Position checkmated = Position.parse("8/8/8/7P2/3p43P1/4p43/3k24/3P21p3K21 w");
        assertGameOver(engine.search(checkmated, SearchLimits.ofDepth(2)), Score.ofLossIn(0), "checkmated");
        Position bare = Position.parse("4k13/8/8/8/8/8/p17/3K14 w");
        assertGameOver(engine.search(bare, SearchLimits.ofDepth(2)), Score.ofLossIn(0), "bare king");
        Game finished = RandomGames.play(GameSetup.standard(), 5);
        assertTrue(finished.outcome().isOver());
        Score expected = finished.outcome() instanceof Outcome.Win win
                ? (win.winner() == finished.sideToMove() ? Score.ofWinIn(0) : Score.ofLossIn(0))
                : Score.ofCentipawns(0);
        assertGameOver(engine.search(finished, SearchLimits.ofDepth(2)), expected, "finished " + finished.outcome());
    }

    @Test
    void refusesAGameSetUpDifferently() {
        Engine engine = Shogun.newEngine(GameSetup.standard());
        Game koth = Shogun.newGame(GameSetup.standard().withRuleSet(RuleSet.of(Variant.KOTH)));
        assertThrows(IllegalArgumentException.class, () -> engine.search(koth, SearchLimits.ofDepth(2)));
        Game fixed = Shogun.newGame(GameSetup.standard().withEnergyModel(EnergyModel.fixed()));
        assertThrows(IllegalArgumentException.class, () -> engine.search(fixed, SearchLimits.ofDepth(2)));
        assertThrows(IllegalArgumentException.class, () -> engine.searchAsync(fixed, SearchLimits.ofDepth(2), p -> { }));
        // A different start position is no difference: the engine only looks at rules and energies.
        Game fromElsewhere = Shogun.newGame(GameSetup.standard()
                .withStart(Position.parse("5p1p1p1/6p1p1/8/8/8/8/8/P17 w")));
        assertTrue(engine.search(fromElsewhere, SearchLimits.ofDepth(1)).bestMove().isPresent());
    }

    /**
     * Positions may hold more than seven pawns a side, and a time limit ends any search "a little
     * after its time". On this crowded board (19 pawns a side, fixed energies) a search with a time
     * limit of one second, a node limit, or a depth of 1 does not return within minutes: the first
     * iteration always completes, and its quiescence search does not end in reasonable time.
     */
    @Test
    void aTimeLimitEndsTheSearchOfACrowdedBoard() {
        Position crowded = Position.parse(
                "P22p4k12p1/P11p44p1/1P2P31K11p3p2/p1P4p12P3p11/P4P4P2p22p41/p21P41P4P12/P21p2p2P1p11p3/p1P41P3p4P3P21 w");
        Engine engine = Shogun.newEngine(GameSetup.standard().withEnergyModel(EnergyModel.fixed()));
        try {
            SearchResult result = assertTimeoutPreemptively(Duration.ofSeconds(30),
                    () -> engine.search(crowded, SearchLimits.ofTime(Duration.ofSeconds(1))));
            assertTrue(Shogun.rules().legalMoves(crowded).contains(result.bestMove().orElseThrow()));
        } finally {
            engine.stop();
        }
    }

    @Test
    void randomEnergyModelPlaysWholeGames() {
        GameSetup setup = GameSetup.standard().withEnergyModel(EnergyModel.random(42));
        Engine engine = Shogun.newEngine(setup);
        for (int seed = 0; seed < 4; seed++) {
            Game game = Shogun.newGame(setup);
            while (!game.outcome().isOver()) {
                SearchResult result = engine.search(game, SearchLimits.ofDepth(2));
                assertTrue(game.legalMoves().contains(result.bestMove().orElseThrow()));
                game.play(result.bestMove().orElseThrow());
            }
        }
    }

    @Test
    void quietPlyLimitScoresADraw() {
        // Pawns only, far apart: every White move is quiet and reaches the limit of 100 plies.
        Position position = Position.parse("5p1p1p1/6p1p1/8/8/8/8/8/P17 w 99 80");
        GameSetup setup = GameSetup.standard().withEnergyModel(EnergyModel.fixed());
        SearchResult drawn = Shogun.newEngine(setup).search(position, SearchLimits.ofDepth(3));
        assertEquals(Score.ofCentipawns(0), drawn.score());
        SearchResult unlimited = Shogun.newEngine(setup.withRuleSet(RuleSet.standard().withQuietPlyLimit(0)))
                .search(position, SearchLimits.ofDepth(3));
        assertTrue(unlimited.score().compareTo(Score.ofCentipawns(-200)) < 0, "score " + unlimited.score());
    }

    @Test
    void repetitionScoresADraw() {
        GameSetup setup = GameSetup.standard().withEnergyModel(EnergyModel.fixed())
                .withStart(Position.parse("5p1p1p1/6p1p1/8/8/8/8/8/P17 w"));
        Game game = Shogun.newGame(setup);
        // The same moves in a game whose rules do not draw by repetition: an engine searches only
        // games set up under its own rules.
        GameSetup noRepetitionSetup = setup.withRuleSet(RuleSet.standard().withRepetitionDraw(false));
        Game noRepetitionGame = Shogun.newGame(noRepetitionSetup);
        for (String move : List.of("a1a2", "f8e8", "a2a1", "e8f8")) {
            game.play(move);
            noRepetitionGame.play(move);
        }
        // White, four pawns down, can repeat the position after a1a2.
        SearchResult result = Shogun.newEngine(setup).search(game, SearchLimits.ofDepth(1));
        assertEquals(Score.ofCentipawns(0), result.score());
        assertEquals(Move.parse("a1a2"), result.bestMove().orElseThrow());
        SearchResult noRepetition = Shogun.newEngine(noRepetitionSetup).search(noRepetitionGame, SearchLimits.ofDepth(1));
        assertNotEquals(Score.ofCentipawns(0), noRepetition.score());
        assertTrue(noRepetition.score().compareTo(Score.ofCentipawns(-200)) < 0, "score " + noRepetition.score());
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
            SearchResult deep = engine.search(finished, SearchLimits.ofDepth(4));
            assertEquals(OptionalInt.of(1), deep.score().winIn(), "seed " + seed);
            assertTrue(rules.legalMoves(finished.position()).contains(deep.bestMove().orElseThrow()));
        }
    }
}
