package io.github.shogunsdk.core.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.MovePath;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Variant;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * Replaying a random game's ply notations through {@link Game#play(String)} gives the same game,
 * under every rule set and under fixed, magnetic and random energies.
 */
class PlayNotationPropertiesTest {

    @Property(tries = 300)
    void replayingTheNotationsGivesTheSameGame(@ForAll long seed, @ForAll Variant variant) {
        for (EnergyModel model : List.of(EnergyModel.fixed(), EnergyModel.magnetic(), EnergyModel.random(seed))) {
            GameSetup setup = GameSetup.standard().withRuleSet(RuleSet.of(variant)).withEnergyModel(model);
            Game game = RandomGames.play(setup, seed);
            Game replayed = Shogun.newGame(setup);
            for (Ply ply : game.history()) {
                replayed.play(ply.toString());
            }
            String where = variant + ", " + model + ", seed " + seed;
            assertEquals(game.history(), replayed.history(), where);
            assertEquals(game.outcome(), replayed.outcome(), where);
            assertEquals(game.toSgn(), replayed.toSgn(), where);
        }
    }

    /** A ply's notation names no path: a game whose plies took other corners replays to the same positions. */
    @Property(tries = 200)
    void replayingGamesOfAnyPathGivesTheSamePositions(@ForAll long seed) {
        GameSetup setup = GameSetup.standard().withEnergyModel(EnergyModel.random(seed));
        Game game = Shogun.newGame(setup);
        SplittableRandom random = new SplittableRandom(seed);
        while (!game.outcome().isOver()) {
            List<Move> moves = game.legalMoves();
            List<MovePath> paths = game.paths(moves.get(random.nextInt(moves.size())));
            game.play(paths.get(random.nextInt(paths.size())));
        }
        Game replayed = Shogun.newGame(setup);
        for (Ply ply : game.history()) {
            replayed.play(ply.toString());
        }
        assertEquals(positions(game), positions(replayed), "seed " + seed);
        assertEquals(game.history().stream().map(Ply::toString).toList(),
                replayed.history().stream().map(Ply::toString).toList(), "seed " + seed);
        assertEquals(game.outcome(), replayed.outcome(), "seed " + seed);
    }

    private static List<Position> positions(Game game) {
        return game.history().stream().map(Ply::after).toList();
    }
}
