package io.github.shogunsdk.core.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
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
import io.github.shogunsdk.api.SearchResult;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.StopReason;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.core.properties.LongRun;
import io.github.shogunsdk.core.properties.PositionArbitraries;
import java.util.List;
import java.util.OptionalInt;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * Properties of the engine over generated positions of at most seven pawns a side (dense random
 * boards, boards without kings, positions reached by play), every rule set and energy model: it
 * answers exactly the decided positions with no move, its move and line are legal, and it reports
 * a win in one exactly when there is one.
 */
class EnginePropertiesTest {

    @Provide
    Arbitrary<Position> positions() {
        // Boards of the physical game's material only: on crowded boards a search does not end
        // (EngineBehaviourTest.aTimeLimitEndsTheSearchOfACrowdedBoard).
        return PositionArbitraries.standardMaterialPositions();
    }

    @Provide
    Arbitrary<EnergyModel> models() {
        return Arbitraries.of(EnergyModel.fixed(), EnergyModel.magnetic(), EnergyModel.random(11));
    }

    @LongRun
    @Property(tries = 500)
    void moveAndLineAreLegalAndWinsInOneAreFound(@ForAll("positions") Position position, @ForAll Variant variant,
            @ForAll("models") EnergyModel model, @ForAll @IntRange(min = 1, max = 3) int depth) {
        GameSetup setup = GameSetup.standard().withRuleSet(RuleSet.of(variant)).withEnergyModel(model);
        Rules rules = Shogun.rules(setup.ruleSet());
        Engine engine = Shogun.newEngine(setup);
        SearchResult result = engine.search(position, SearchLimits.ofDepth(depth));
        if (rules.outcome(position).isOver()) {
            assertEquals(StopReason.GAME_OVER, result.stopReason(), position + ": " + result);
            assertTrue(result.bestMove().isEmpty(), position + ": " + result);
            return;
        }
        assertNotEquals(StopReason.GAME_OVER, result.stopReason(), position + ": " + result);
        assertTrue(result.depth() >= 1 && result.depth() <= depth, "depth " + result.depth());
        List<Move> line = result.bestLine().orElseThrow().principalVariation();
        assertEquals(result.bestMove().orElseThrow(), line.get(0));
        Position current = position;
        for (Move move : line) {
            assertFalse(rules.outcome(current).isOver(), line + " goes past the end at " + current);
            assertTrue(rules.legalMoves(current).contains(move), line + ": " + move + " is illegal at " + current);
            current = model instanceof EnergyModel.Random
                    ? rules.play(current, move, current.pieceAt(move.from()).orElseThrow().energy())
                    : rules.play(current, move, model);
        }

        Game game = Shogun.newGame(setup.withStart(position));
        if (model instanceof EnergyModel.Random || game.outcome().isOver()) {
            return; // random energies: the search cannot know the landing energy; quiet-ply limit: over
        }
        boolean winInOne = Wins.winningMove(game).isPresent();
        assertEquals(winInOne, result.score().winIn().equals(OptionalInt.of(1)), "win in one at " + position + ": " + result);
        if (winInOne) {
            assertTrue(Wins.winAtOnce(game, result.bestMove().orElseThrow()).isPresent(), position + ": " + result);
        }
    }
}
