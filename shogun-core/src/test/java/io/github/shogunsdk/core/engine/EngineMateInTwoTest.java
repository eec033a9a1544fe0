package io.github.shogunsdk.core.engine;

import io.github.shogunsdk.core.game.RandomGames;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Engine;
import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.SearchResult;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.api.WinReason;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The engine finds forced wins in three plies (a move, any reply, a winning move) where there is
 * no win in one. The positions come from random games that a side won, three plies before the
 * end, kept when brute force with the public API (games, legal moves, outcomes) proves a forced
 * win in three and no win in one; the engine's move must be one of the brute force's forcing moves.
 * Where brute force proves there is no forced win in three, the engine must not claim one.
 */
class EngineMateInTwoTest {

    private static final int POSITIONS_PER_SETUP = 10;

    @Test
    void findsForcedWinsInThreePlies() {
        Set<WinReason> reasons = EnumSet.noneOf(WinReason.class);
        int positions = 0;
        int unforced = 0;
        for (Variant variant : Variant.values()) {
            for (EnergyModel model : List.of(EnergyModel.fixed(), EnergyModel.magnetic())) {
                GameSetup setup = GameSetup.standard().withRuleSet(RuleSet.of(variant)).withEnergyModel(model);
                Engine engine = Shogun.newEngine(setup);
                int found = 0;
                for (long seed = 0; found < POSITIONS_PER_SETUP; seed++) {
                    Game finished = RandomGames.play(setup, seed);
                    if (!(finished.outcome() instanceof Outcome.Win) || finished.history().size() < 3) {
                        continue;
                    }
                    Position start = finished.history().get(finished.history().size() - 3).before();
                    Game game = Shogun.newGame(setup.withStart(start));
                    if (Wins.winningMove(game).isPresent()) {
                        continue;
                    }
                    List<WinReason> endings = new ArrayList<>();
                    List<Move> forcing = new ArrayList<>();
                    for (Move move : game.legalMoves()) {
                        if (Wins.forcesWinInThree(game, move, endings)) {
                            forcing.add(move);
                        }
                    }
                    if (forcing.isEmpty()) {
                        OptionalInt claimed = engine.search(game, SearchLimits.ofDepth(3)).score().winIn();
                        assertTrue(claimed.isEmpty() || claimed.getAsInt() > 3,
                                setup + " seed " + seed + " at " + start + ": no forced win in three, yet " + claimed);
                        unforced++;
                        continue;
                    }
                    found++;
                    reasons.addAll(endings);
                    String where = setup + " seed " + seed + " at " + start + ", forcing " + forcing;
                    for (int depth = 3; depth <= 4; depth++) {
                        SearchResult result = engine.search(game, SearchLimits.ofDepth(depth));
                        assertEquals(OptionalInt.of(3), result.score().winIn(), where + " depth " + depth);
                        assertTrue(forcing.contains(result.bestMove().orElseThrow()), where + ": engine played " + result.bestMove().orElseThrow());
                        assertTrue(Wins.forcesWinInThree(game, result.bestMove().orElseThrow(), new ArrayList<>()), where);
                        assertEquals(3, result.depth(), where + ": a proven win in three ends the deepening");
                    }
                }
                positions += found;
            }
        }
        assertTrue(positions >= 60, "positions: " + positions);
        assertTrue(unforced >= 30, "positions without a forced win: " + unforced);
        assertTrue(reasons.containsAll(EnumSet.of(WinReason.CHECKMATE, WinReason.HILL, WinReason.BARE_KING,
                WinReason.KING_CAPTURED)), reasons.toString());
    }

    /**
     * Two plies before the end of won games, the loser to move: when brute force shows that every
     * move allows a win at once, the engine reports a loss in two; otherwise it does not.
     */
    @Test
    void recognisesUnavoidableLossesInTwoPlies() {
        int lost = 0;
        int saved = 0;
        for (Variant variant : Variant.values()) {
            GameSetup setup = GameSetup.standard().withRuleSet(RuleSet.of(variant));
            Engine engine = Shogun.newEngine(setup);
            int lostHere = 0;
            for (long seed = 0; lostHere < 10 && seed < 2_000; seed++) {
                Game finished = RandomGames.play(setup, seed);
                if (!(finished.outcome() instanceof Outcome.Win) || finished.history().size() < 2) {
                    continue;
                }
                Position start = finished.history().get(finished.history().size() - 2).before();
                Game game = Shogun.newGame(setup.withStart(start));
                boolean everyMoveLoses = true;
                for (Move move : game.legalMoves()) {
                    if (Wins.winAtOnce(game, move).isPresent()) {
                        everyMoveLoses = false;
                        break;
                    }
                    game.play(move);
                    boolean loses = !game.outcome().isOver() && Wins.winningMove(game).isPresent();
                    game.undo();
                    if (!loses) {
                        everyMoveLoses = false;
                        break;
                    }
                }
                SearchResult result = engine.search(game, SearchLimits.ofDepth(2));
                String where = setup + " seed " + seed + " at " + start;
                if (everyMoveLoses) {
                    lost++;
                    lostHere++;
                    assertEquals(OptionalInt.of(2), result.score().lossIn(), where);
                } else {
                    saved++;
                    assertTrue(result.score().lossIn().orElse(Integer.MAX_VALUE) > 2, where + ": " + result);
                }
            }
        }
        assertTrue(lost >= 30 && saved >= 30, "lost " + lost + ", saved " + saved);
    }
}
