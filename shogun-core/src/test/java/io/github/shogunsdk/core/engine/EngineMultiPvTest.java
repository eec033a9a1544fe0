package io.github.shogunsdk.core.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Engine;
import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Rules;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.SearchLine;
import io.github.shogunsdk.api.SearchProgress;
import io.github.shogunsdk.api.SearchResult;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.StopReason;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.core.properties.PositionArbitraries;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * Several best lines (MultiPV): ranked and ordered by score, each starting with a different legal
 * move, as many as asked for or as there are legal moves, the first the single-line search's line,
 * and every line in every progress report.
 */
class EngineMultiPvTest {

    @Provide
    Arbitrary<Position> positions() {
        return PositionArbitraries.standardMaterialPositions();
    }

    @Provide
    Arbitrary<EnergyModel> models() {
        return Arbitraries.of(EnergyModel.fixed(), EnergyModel.magnetic(), EnergyModel.random(11));
    }

    @Property(tries = 200)
    void linesAreOrderedDistinctLegalAndTheFirstIsTheSingleLineSearch(@ForAll("positions") Position position,
            @ForAll Variant variant, @ForAll("models") EnergyModel model, @ForAll @IntRange(min = 1, max = 3) int depth,
            @ForAll @IntRange(min = 1, max = SearchLimits.MAX_LINES) int lines) {
        GameSetup setup = GameSetup.standard().withRuleSet(RuleSet.of(variant)).withEnergyModel(model);
        Rules rules = Shogun.rules(setup.ruleSet());
        SearchResult single = Shogun.newEngine(setup).search(position, SearchLimits.ofDepth(depth));
        SearchResult multi = Shogun.newEngine(setup).search(position, SearchLimits.ofDepth(depth).withLines(lines));
        if (rules.outcome(position).isOver()) {
            assertEquals(StopReason.GAME_OVER, multi.stopReason());
            assertEquals(List.of(), multi.lines());
            return;
        }
        List<Move> legal = rules.legalMoves(position);
        List<SearchLine> found = multi.lines();
        assertEquals(Math.min(lines, legal.size()), found.size(), position + ": " + found);
        assertOrderedAndDistinct(found, legal);
        for (SearchLine line : found) {
            Position current = position;
            // Placements and side to move, without the counters: a repetition ends the game as a draw.
            Set<Position> seen = new HashSet<>(List.of(position.withCounters(0, 1)));
            boolean repeats = false;
            for (Move move : line.principalVariation()) {
                assertFalse(rules.outcome(current).isOver(), line + " goes past the end at " + current);
                assertTrue(rules.legalMoves(current).contains(move), line + ": " + move + " is illegal at " + current);
                current = model instanceof EnergyModel.Random
                        ? rules.play(current, move, current.pieceAt(move.from()).orElseThrow().energy())
                        : rules.play(current, move, model);
                repeats |= !seen.add(current.withCounters(0, 1));
            }
            // Every line is a whole line of the depth, not a bound on one move: shorter only when it
            // ends the game (a win, the quiet-ply limit, a repetition).
            int limit = setup.ruleSet().quietPlyLimit();
            assertTrue(line.principalVariation().size() >= multi.depth() || line.score().isMate() || repeats
                    || limit > 0 && current.quietPlies() >= limit, position + " depth " + multi.depth() + ": " + line);
        }

        SearchLine first = found.get(0);
        assertEquals(single.bestLine().orElseThrow().principalVariation(), first.principalVariation(), position + ": " + found);
        assertEquals(single.score(), first.score(), position + ": " + found);
        assertEquals(single.depth(), multi.depth());
        assertEquals(single.bestMove(), multi.bestMove());
        assertEquals(first.score(), multi.score());
        assertEquals(first.principalVariation(), multi.bestLine().orElseThrow().principalVariation());
    }

    @Property(tries = 60)
    void aSearchStoppedAnywhereStillGivesOrderedDistinctLegalLines(@ForAll @IntRange(min = 1, max = 20_000) int nodes,
            @ForAll @IntRange(min = 2, max = 6) int lines) {
        Game game = Shogun.newGame();
        SearchResult result = Shogun.newEngine(game.setup()).search(game, SearchLimits.ofNodes(nodes).withLines(lines));
        assertEquals(StopReason.NODES, result.stopReason(), result.toString());
        // Lines of the last depth whose lines were all found; before that, the first line alone.
        assertEquals(result.depth() == 0 ? 1 : lines, result.lines().size(), result + " " + result.lines());
        assertOrderedAndDistinct(result.lines(), game.legalMoves());
    }

    @Test
    void aSingleLineSearchHasOneLineOfItsScoreAndVariation() {
        Game game = Shogun.newGame();
        SearchResult result = Shogun.newEngine(game.setup()).search(game, SearchLimits.ofDepth(3));
        assertEquals(List.of(SearchLine.of(1, result.score(), result.bestLine().orElseThrow().principalVariation())), result.lines());
    }

    @Test
    void moreLinesThanLegalMovesGiveOneLinePerMove() {
        // White: a king of energy 1 in the corner beside a pawn of energy 1, so a1a2, b1b2 and b1c1.
        Game game = Shogun.newGame(GameSetup.standard().withStart(Position.parse("k1p16/8/8/8/8/8/8/K1P16 w")));
        Set<Move> legal = new HashSet<>(game.legalMoves());
        assertEquals(Set.of(Move.parse("a1a2"), Move.parse("b1b2"), Move.parse("b1c1")), legal);
        SearchResult result = Shogun.newEngine(game.setup()).search(game, SearchLimits.ofDepth(4).withLines(16));
        assertEquals(3, result.lines().size(), result.lines().toString());
        Set<Move> firsts = new HashSet<>();
        result.lines().forEach(line -> firsts.add(line.firstMove()));
        assertEquals(legal, firsts);
        assertOrderedAndDistinct(result.lines(), game.legalMoves());
    }

    @Test
    void everyProgressReportHasEveryLineAndTheLastIsTheResult() {
        Game game = Shogun.newGame();
        List<SearchProgress> reports = new ArrayList<>();
        SearchResult result = Shogun.newEngine(game.setup()).search(game, SearchLimits.ofDepth(4).withLines(3), reports::add);
        assertEquals(4, reports.size());
        for (int i = 0; i < reports.size(); i++) {
            SearchProgress report = reports.get(i);
            assertEquals(i + 1, report.depth());
            assertEquals(3, report.lines().size(), report.lines().toString());
            assertOrderedAndDistinct(report.lines(), game.legalMoves());
            assertEquals(report.lines().get(0).principalVariation(), report.bestLine().principalVariation());
        }
        assertEquals(result.lines(), reports.get(reports.size() - 1).lines());
    }

    @Test
    void theSameSearchGivesTheSameLines() {
        Game game = Shogun.newGame();
        Engine engine = Shogun.newEngine(game.setup());
        SearchLimits limits = SearchLimits.ofDepth(4).withLines(5);
        assertEquals(engine.search(game, limits).lines(), engine.search(game, limits).lines());
    }

    @Test
    void aBadNumberOfLinesIsRefused() {
        IllegalArgumentException none = assertThrows(IllegalArgumentException.class, () -> SearchLimits.ofDepth(3).withLines(0));
        assertEquals("a search gives 1 to 16 lines, not 0", none.getMessage());
        IllegalArgumentException many = assertThrows(IllegalArgumentException.class,
                () -> SearchLimits.unlimited().withLines(SearchLimits.MAX_LINES + 1));
        assertEquals("a search gives 1 to 16 lines, not 17", many.getMessage());
    }

    /** Ranks 1, 2, … in order, scores from best to worst, different first moves, all legal. */
    private static void assertOrderedAndDistinct(List<SearchLine> lines, List<Move> legal) {
        Set<Move> firsts = new HashSet<>();
        for (int i = 0; i < lines.size(); i++) {
            SearchLine line = lines.get(i);
            assertEquals(i + 1, line.rank(), lines.toString());
            assertFalse(line.principalVariation().isEmpty());
            assertTrue(legal.contains(line.firstMove()), line + " starts with an illegal move");
            assertTrue(firsts.add(line.firstMove()), lines + ": first moves repeat");
            if (i > 0) {
                assertTrue(line.score().compareTo(lines.get(i - 1).score()) <= 0, lines + ": out of order");
            }
        }
    }
}
