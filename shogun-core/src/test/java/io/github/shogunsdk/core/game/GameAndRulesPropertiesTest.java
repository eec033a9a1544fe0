package io.github.shogunsdk.core.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.shogunsdk.api.BareKingRule;
import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Rules;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.Variant;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * A game and the rules of its rule set give the same legal moves while the game goes on, for every
 * square, along random games under every rule set and energy model; once the game is over, for any
 * reason, the game has none (the rules still answer the movement rules, which is not checked here).
 */
class GameAndRulesPropertiesTest {

    @Property(tries = 200)
    void aGameThatGoesOnAnswersAsItsRules(@ForAll long seed, @ForAll Variant variant,
            @ForAll @IntRange(min = 0, max = 3) int options, @ForAll @IntRange(min = 0, max = 2) int energy) {
        RuleSet ruleSet = RuleSet.of(variant);
        if ((options & 1) != 0) {
            ruleSet = ruleSet.withBareKing(BareKingRule.KING_AND_ONE_PAWN).withQuietPlyLimit(8);
        }
        if ((options & 2) != 0) {
            ruleSet = ruleSet.withRepetitionDraw(false).withQuietPlyLimit(0);
        }
        EnergyModel model = energy == 0 ? EnergyModel.fixed() : energy == 1 ? EnergyModel.magnetic() : EnergyModel.random(seed);
        Game game = Shogun.newGame(GameSetup.standard().withRuleSet(ruleSet).withEnergyModel(model));
        Rules rules = game.rules();
        SplittableRandom random = new SplittableRandom(seed);
        while (!game.outcome().isOver()) {
            Position position = game.position();
            String where = ruleSet + ", " + model + ", seed " + seed + ", ply " + game.history().size();
            assertEquals(rules.legalMoves(position), game.legalMoves(), where);
            for (Square square : Square.all()) {
                assertEquals(rules.legalMoves(position, square), game.legalMoves(square), where + ", " + square);
            }
            List<Move> moves = game.legalMoves();
            // An occasional resignation, and one at the latest after 300 plies, as no rule need end the game.
            if (random.nextInt(200) == 0 || game.history().size() >= 300) {
                game.resign(random.nextBoolean() ? Colour.WHITE : Colour.RED);
            } else {
                game.play(moves.get(random.nextInt(moves.size())));
            }
        }
        assertEquals(List.of(), game.legalMoves());
        for (Square square : Square.all()) {
            assertEquals(List.of(), game.legalMoves(square), square.toString());
        }
    }
}
