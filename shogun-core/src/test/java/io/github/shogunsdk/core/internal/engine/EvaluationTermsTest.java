package io.github.shogunsdk.core.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.core.internal.board.Board;
import io.github.shogunsdk.core.internal.convert.BoardConversion;
import io.github.shogunsdk.core.properties.PositionArbitraries;
import java.util.HashSet;
import java.util.Set;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * The evaluation is the sum of weight times count over its terms, as the tuning tools assume: on
 * dense generated positions (more than seven pawns a side among them) and every rule set, the term
 * counts weighted by the engine's weights give the engine's evaluation, and by any other weights
 * the evaluation an evaluator with those weights gives.
 */
class EvaluationTermsTest {

    @Provide
    Arbitrary<Position> positions() {
        return PositionArbitraries.positions();
    }

    @Property(tries = 400)
    void theCountsWeightedAreTheEvaluation(@ForAll("positions") Position position, @ForAll Variant variant) {
        RuleSet rules = RuleSet.of(variant);
        Endings endings = new Endings(rules);
        Board board = BoardConversion.toBoard(position);
        int[] counts = EvaluationTerms.features(board, rules);
        int[] weights = EvaluationTerms.defaults();
        assertEquals(new Evaluator(endings.barePawns(), endings.hasHill(), weights).evaluate(board), dot(counts, weights),
                position + " " + variant);
        int[] others = new int[EvaluationTerms.COUNT];
        for (int i = 0; i < others.length; i++) {
            others[i] = 7 * i - 40;
        }
        assertEquals(new Evaluator(endings.barePawns(), endings.hasHill(), others).evaluate(board),
                dot(counts, others), position + " " + variant);
    }

    @Test
    void aPawnUpCountsTheSecondPawnsValueAndTheMoveItsTempo() {
        // White: king d1, pawns a2 and h2; Red: king e8, pawn a7; White to move.
        Board board = BoardConversion.toBoard(Position.parse("4k13/p17/8/8/8/8/P16P1/3K24 w"));
        int[] counts = EvaluationTerms.features(board, RuleSet.standard());
        // Under standard rules a king alone loses: each side's first pawn is its first above that
        // line, so they cancel, and White's second pawn is the difference.
        assertEquals(0, counts[EvaluationTerms.PAWN]);
        assertEquals(1, counts[EvaluationTerms.PAWN + 1]);
        assertEquals(0, counts[EvaluationTerms.PAWN + 2]);
        assertEquals(1, counts[EvaluationTerms.TEMPO]);
    }

    @Test
    void everyTermHasItsOwnName() {
        Set<String> names = new HashSet<>();
        for (int i = 0; i < EvaluationTerms.COUNT; i++) {
            names.add(EvaluationTerms.name(i));
        }
        assertEquals(EvaluationTerms.COUNT, names.size());
        assertEquals(EvaluationTerms.COUNT, EvaluationTerms.defaults().length);
    }

    private static int dot(int[] counts, int[] weights) {
        int sum = 0;
        for (int i = 0; i < counts.length; i++) {
            sum += counts[i] * weights[i];
        }
        return sum;
    }
}
