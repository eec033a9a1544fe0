package io.github.shogunsdk.core.internal.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.core.internal.board.Board;
import io.github.shogunsdk.core.internal.convert.BoardConversion;
import io.github.shogunsdk.core.internal.energy.LandingEnergy;
import io.github.shogunsdk.core.properties.PositionArbitraries;
import java.util.Arrays;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * Exact MultiPV: every line after the first carries its own move's score, the one a single-line
 * search restricted to that move finds at the same depth, with that search's whole line, and the
 * lines are ordered by score. "The same search" is what makes the scores equal: a fresh table of the
 * size the line search uses ({@link OtherLines#log2Entries}), one thread, the same depth. A search of the
 * same move on another table may score it a few centipawns apart (the search's own stability), so
 * a move whose own search scores it above line 1, which the first search bounded it by, is shown
 * tied with line 1.
 */
class ExactMultiPvTest {

    /** A small main table, so that each search starts quickly; the equality holds for any size. */
    private static final int LOG2_ENTRIES = 14;

    @Provide
    Arbitrary<Position> positions() {
        return PositionArbitraries.standardMaterialPositions();
    }

    @Provide
    Arbitrary<EnergyModel> models() {
        return Arbitraries.of(EnergyModel.fixed(), EnergyModel.magnetic());
    }

    @Property(tries = 60)
    void everyLineIsItsOwnMovesSearchAndTheLinesAreOrdered(@ForAll("positions") Position position,
            @ForAll Variant variant, @ForAll("models") EnergyModel model, @ForAll @IntRange(min = 1, max = 4) int depth,
            @ForAll @IntRange(min = 2, max = 4) int lines) {
        RuleSet rules = RuleSet.of(variant);
        Assume.that(!Shogun.rules(rules).outcome(position).isOver());
        assertExact(position, rules, LandingEnergy.of(model), depth, lines, LOG2_ENTRIES);
    }

    /** The case: after 1. d1d3, line 2 was a8a4 at line 1's 93 with a one-move line. */
    @Test
    void afterD1d3EveryLineOfDepth7IsExact() {
        Game game = Shogun.newGame();
        game.play("d1d3");
        // The engine's default table: 16 MiB.
        Searcher.Result multi = assertExact(game.position(), RuleSet.standard(), LandingEnergy.of(EnergyModel.magnetic()), 7,
                3, 20);
        for (int[] line : multi.lines()) {
            assertTrue(line.length >= 7, Arrays.toString(line));
        }
    }

    /** Searches with several lines and checks each against the searches it must agree with. */
    private static Searcher.Result assertExact(Position position, RuleSet rules, LandingEnergy energy, int depth, int lines,
            int log2) {
        Board root = BoardConversion.toBoard(position);
        long[] history = {root.key()};
        Searcher.Result multi = search(new Searcher(rules, energy, log2), root, history, depth, lines);
        Searcher.Result single = search(new Searcher(rules, energy, log2), root, history, depth, 1);
        String where = position + " depth " + depth + ": " + describe(multi);
        // Line 1 is the single-line search's, move, score and line.
        assertArrayEquals(single.line(), multi.line(), where);
        assertEquals(single.score(), multi.score(), where);
        for (int k = 1; k < multi.lines().length; k++) {
            int[] line = multi.lines()[k];
            // At the depth reported: a forced win found early ends the search there.
            Searcher.Result alone = new Searcher(rules, energy, OtherLines.log2Entries(log2)).searchMove(root, history, line[0],
                    multi.depth());
            int score = multi.scores()[k];
            assertArrayEquals(alone.line(), line, where + "; alone " + describe(alone));
            assertTrue(score == alone.score() || score == multi.score() && alone.score() > score,
                    where + "; line " + (k + 1) + " alone scores " + alone.score());
            assertTrue(score <= multi.scores()[k - 1], where);
        }
        return multi;
    }

    private static Searcher.Result search(Searcher searcher, Board root, long[] history, int depth, int lines) {
        return searcher.search(root, history, depth, lines, Long.MAX_VALUE, Long.MAX_VALUE, new StopSignal(), done -> { });
    }

    private static String describe(Searcher.Result result) {
        StringBuilder text = new StringBuilder();
        for (int k = 0; k < result.lines().length; k++) {
            text.append(" [").append(result.scores()[k]).append(':');
            for (int move : result.lines()[k]) {
                text.append(' ').append(io.github.shogunsdk.core.internal.movegen.MoveGenerator.from(move)).append('-')
                        .append(io.github.shogunsdk.core.internal.movegen.MoveGenerator.to(move));
            }
            text.append(']');
        }
        return text.toString();
    }
}
