package io.github.shogunsdk.core.engine;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Engine;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Variant;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The engine at depth 3 beats a player of uniformly random legal moves, with magnetic energies,
 * playing each colour in turn: at least 19 of 20 games per rule set. (The README's 100-game
 * matches, and those against stronger players, are run from the command line.)
 */
class EngineStrengthTest {

    private static final int GAMES = 20;

    @ParameterizedTest
    @EnumSource(Variant.class)
    void depthThreeBeatsRandomMoves(Variant variant) {
        GameSetup setup = GameSetup.standard().withRuleSet(RuleSet.of(variant));
        Engine engine = Shogun.newEngine(setup);
        int wins = 0;
        for (int seed = 0; seed < GAMES; seed++) {
            Colour engineSide = seed % 2 == 0 ? Colour.WHITE : Colour.RED;
            SplittableRandom random = new SplittableRandom(seed);
            Game game = Shogun.newGame(setup);
            while (!game.outcome().isOver()) {
                if (game.sideToMove() == engineSide) {
                    game.play(engine.search(game, SearchLimits.ofDepth(3)).bestMove().orElseThrow());
                } else {
                    List<Move> moves = game.legalMoves();
                    game.play(moves.get(random.nextInt(moves.size())));
                }
            }
            if (game.outcome() instanceof Outcome.Win win && win.winner() == engineSide) {
                wins++;
            }
        }
        assertTrue(wins >= GAMES - 1, variant + ": " + wins + " wins of " + GAMES);
    }
}
