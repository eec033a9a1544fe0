package io.github.shogunsdk.core.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * How a handicap chooses among a search's best lines, over many fixed seeds (so the counts are the
 * same every run): a win in one always, never a move that gives away more than the level's worst
 * mistake, a choice among nearly-best moves, and mistakes about as often as the level says.
 */
class HandicapTest {

    private static final int SEEDS = 10_000;

    @Test
    void theSettingsAreTheNamedLevelsAndBetweenThem() {
        int[] elos = {600, 1000, 1400, 1800, 2200};
        for (int i = 0; i < elos.length; i++) {
            assertEquals(i + 1, Handicap.of(elos[i]).depth(), "depth at " + elos[i]);
        }
        assertEquals(3_000, Handicap.of(600).nodes());
        assertEquals(400_000, Handicap.of(2599).nodes(), "above the expert the settings stay the expert's");
        // Halfway between 600 and 1000: 7 500 nodes, 5.5 lines rounded to 6.
        assertEquals(7_500, Handicap.of(800).nodes());
        assertEquals(6, Handicap.of(800).lines());
        assertThrows(IllegalArgumentException.class, () -> Handicap.of(2600));
        assertThrows(IllegalArgumentException.class, () -> Handicap.of(599));
    }

    @Test
    void aWinInOneIsAlwaysPlayed() {
        int[] scores = {Scores.winAfter(0), Scores.winAfter(2), 300};
        for (long seed = 0; seed < SEEDS; seed++) {
            assertEquals(0, Handicap.of(600).choose(scores, seed));
        }
    }

    @Test
    void aBeginnerChoosesAmongNearlyBestMovesAndSometimesErrsButNeverBadly() {
        // Losses 0, 20 (nearly as good: within 120), 200 (a mistake: within 300), 500 and a mate (never).
        int[] scores = {50, 30, -150, -450, Scores.lossAt(3)};
        int[] chosen = count(Handicap.of(600), scores);
        assertEquals(0, chosen[3] + chosen[4], "never more than the worst mistake");
        assertTrue(chosen[1] > SEEDS / 5 && chosen[0] > chosen[1], "the nearer the likelier: " + chosen[0] + " " + chosen[1]);
        // A mistake comes in 250 searches of 1000 when one is at hand, and here there is one.
        assertTrue(chosen[2] > SEEDS * 22 / 100 && chosen[2] < SEEDS * 28 / 100, "mistakes: " + chosen[2]);
    }

    @Test
    void anExpertSeldomErrsAndOnlyALittle() {
        // Losses 0, 40 (beyond the expert's margin of 15: only a mistake), 90 (beyond its worst, 80).
        int[] scores = {0, -40, -90};
        int[] chosen = count(Handicap.of(2200), scores);
        assertEquals(0, chosen[2]);
        assertTrue(chosen[1] > SEEDS / 100 && chosen[1] < SEEDS * 3 / 100, "mistakes: " + chosen[1]);
    }

    @Test
    void theSameSeedGivesTheSameChoice() {
        int[] scores = {10, 5, 0, -5, -10, -15};
        Handicap beginner = Handicap.of(600);
        for (long seed = 0; seed < 100; seed++) {
            assertEquals(beginner.choose(scores, seed), beginner.choose(scores, seed));
        }
    }

    private static int[] count(Handicap handicap, int[] scores) {
        int[] chosen = new int[scores.length];
        for (long seed = 0; seed < SEEDS; seed++) {
            chosen[handicap.choose(scores, seed)]++;
        }
        return chosen;
    }
}
