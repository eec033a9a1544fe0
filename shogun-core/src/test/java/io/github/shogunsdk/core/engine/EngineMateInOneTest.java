package io.github.shogunsdk.core.engine;

import io.github.shogunsdk.core.game.RandomGames;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Engine;
import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.SearchResult;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.api.WinReason;
import java.util.EnumSet;
import java.util.OptionalInt;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The engine always finds a win in one ply: in positions one move before the end of random games
 * that a side won (every way of winning: checkmate, trapping, bare king, hill, king capture), under
 * every rule set with fixed and magnetic energies, at depths 1 to 3, searching the game (with its
 * history) and the bare position: 360 positions in all.
 */
class EngineMateInOneTest {

    private static final int POSITIONS_PER_SETUP = 60;

    static Stream<Arguments> setups() {
        return Stream.of(Variant.values()).flatMap(variant -> Stream.of(EnergyModel.fixed(), EnergyModel.magnetic())
                .map(model -> Arguments.of(variant, model)));
    }

    @ParameterizedTest
    @MethodSource("setups")
    void findsEveryWinInOne(Variant variant, EnergyModel model) {
        GameSetup setup = GameSetup.standard().withRuleSet(RuleSet.of(variant)).withEnergyModel(model);
        Engine engine = Shogun.newEngine(setup);
        Set<WinReason> reasons = EnumSet.noneOf(WinReason.class);
        int positions = 0;
        for (long seed = 0; positions < POSITIONS_PER_SETUP; seed++) {
            Game game = RandomGames.play(setup, seed);
            if (!(game.outcome() instanceof Outcome.Win win)) {
                continue;
            }
            reasons.add(win.reason());
            game.undo();
            positions++;
            String where = setup + " seed " + seed + " at " + game.position();
            for (int depth = 1; depth <= 3; depth++) {
                SearchResult result = engine.search(game, SearchLimits.ofDepth(depth));
                assertEquals(OptionalInt.of(1), result.score().winIn(), where + " depth " + depth);
                assertTrue(Wins.winAtOnce(game, result.bestMove().orElseThrow()).isPresent(), where + " depth " + depth);
                assertEquals(1, result.bestLine().orElseThrow().principalVariation().size(), where);
            }
            SearchResult fromPosition = engine.search(game.position(), SearchLimits.ofDepth(1));
            assertEquals(OptionalInt.of(1), fromPosition.score().winIn(), where);
            assertTrue(Wins.winAtOnce(game, fromPosition.bestMove().orElseThrow()).isPresent(), where);
        }
        assertTrue(reasons.contains(variant == Variant.COURSEWORK ? WinReason.KING_CAPTURED : WinReason.CHECKMATE)
                && reasons.contains(WinReason.BARE_KING), reasons.toString());
        if (variant == Variant.KOTH) {
            assertTrue(reasons.contains(WinReason.HILL), reasons.toString());
        }
    }
}
