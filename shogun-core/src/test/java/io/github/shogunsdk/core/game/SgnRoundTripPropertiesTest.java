package io.github.shogunsdk.core.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.MagnetLayout;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Rotation;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.core.properties.LongRun;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * Writing a game's record and reading it back gives the identical sequence of positions and the
 * same outcome, for random games under every rule set and energy model: 1 000 tries, each playing
 * one game for each of the 3 × 5 (rule set, energy model) pairs.
 */
class SgnRoundTripPropertiesTest {

    private static final MagnetLayout CUSTOM =
            MagnetLayout.parse("12341234/23412341/34123412/41234123/12341234/23412341/34123412/41234123");

    @LongRun
    @Property(tries = 1000)
    void recordsReplayToTheSamePositionsAndOutcome(@ForAll long seed, @ForAll Rotation rotation) {
        List<EnergyModel> models = List.of(EnergyModel.fixed(), EnergyModel.magnetic(), EnergyModel.magnetic(rotation),
                EnergyModel.magnetic(CUSTOM), EnergyModel.random(seed));
        for (Variant variant : Variant.values()) {
            for (EnergyModel model : models) {
                GameSetup setup = GameSetup.standard().withRuleSet(RuleSet.of(variant)).withEnergyModel(model);
                Game game = RandomGames.play(setup, seed);
                game.setTag("Seed", Long.toString(seed));
                Game read = Shogun.readGame(game.toSgn());
                String where = variant + ", " + model + ", seed " + seed;
                assertEquals(positions(game), positions(read), where);
                assertEquals(game.outcome(), read.outcome(), where);
                assertEquals(game.tags(), read.tags(), where);
                assertEquals(game.toSgn(), read.toSgn(), where);
            }
        }
    }

    /** A record read with a leading byte-order mark is the same game, under every rule set and model. */
    @Property(tries = 200)
    void aLeadingByteOrderMarkGivesAnEqualGame(@ForAll long seed, @ForAll Variant variant, @ForAll Rotation rotation) {
        for (EnergyModel model : List.of(EnergyModel.fixed(), EnergyModel.magnetic(rotation), EnergyModel.random(seed))) {
            Game game = RandomGames.play(GameSetup.standard().withRuleSet(RuleSet.of(variant)).withEnergyModel(model), seed);
            game.setTag("Seed", Long.toString(seed));
            String record = game.toSgn();
            Game plain = Shogun.readGame(record);
            Game marked = Shogun.readGame("\uFEFF" + record);
            String where = variant + ", " + model + ", seed " + seed;
            assertEquals(plain.setup(), marked.setup(), where);
            assertEquals(plain.history(), marked.history(), where);
            assertEquals(game.history(), marked.history(), where);
            assertEquals(plain.outcome(), marked.outcome(), where);
            assertEquals(plain.tags(), marked.tags(), where);
            assertEquals(record, marked.toSgn(), where);
        }
    }

    private static List<Position> positions(Game game) {
        return game.history().stream().map(Ply::after).toList();
    }
}
