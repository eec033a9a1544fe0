package io.github.shogunsdk.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/** The evaluation a game review writes into comments: its text, its tag, and reading both back. */
class EvaluationTest {

    @Test
    void itsTextIsWhitesScoreInPawnsOrPliesToTheEnd() {
        assertEquals("+0.35", Evaluation.of(Score.ofCentipawns(35), Colour.WHITE).toString());
        assertEquals("-0.35", Evaluation.of(Score.ofCentipawns(35), Colour.RED).toString());
        assertEquals("+0.00", Evaluation.of(Score.ofCentipawns(0), Colour.RED).toString());
        assertEquals("-12.05", Evaluation.of(Score.ofCentipawns(-1205), Colour.WHITE).toString());
        assertEquals("#+3", Evaluation.of(Score.ofWinIn(3), Colour.WHITE).toString());
        assertEquals("#-3", Evaluation.of(Score.ofWinIn(3), Colour.RED).toString());
        assertEquals("#+0", Evaluation.of(Score.ofLossIn(0), Colour.RED).toString());
        assertEquals("#-0", Evaluation.of(Score.ofLossIn(0), Colour.WHITE).toString());
        assertEquals(Score.ofLossIn(3), Evaluation.parse("#+3").score(Colour.RED));
        assertEquals(Score.ofCentipawns(-35), Evaluation.parse("+0.35").score(Colour.RED));
    }

    @Test
    void itReadsTheLooserFormsAPersonMightType() {
        assertEquals(Evaluation.parse("+0.30"), Evaluation.parse("0.3"));
        assertEquals(Evaluation.parse("-1.20"), Evaluation.parse("-1.2"));
        assertEquals(Evaluation.parse("+3.00"), Evaluation.parse("3"));
        assertEquals(Evaluation.parse("+0.00"), Evaluation.parse("-0.00"));
        assertEquals(Evaluation.parse("+0.35"), Evaluation.parse("\uFEFF+0.35"));
        assertEquals(Evaluation.parse("#-2"), Evaluation.parse("\uFEFF#-2"));
        assertEquals(Score.ofCentipawns(Score.MAX_CENTIPAWNS), Evaluation.parse("9990").score(Colour.WHITE));
    }

    @Test
    void badTextIsRefusedWithItsPlace() {
        assertRefused("", 0, "expected a number of pawns such as +0.35, or # and a signed number of plies");
        assertRefused("+", 1, "expected a number of pawns such as +0.35, or # and a signed number of plies");
        assertRefused("0.351", 4, "expected the end of the evaluation, with at most two decimals");
        assertRefused("1.", 2, "expected a digit after the decimal point");
        assertRefused("9990.01", 0, "an estimate is at most 9990.00 pawns either way");
        assertRefused("#3", 1, "expected + (White wins) or - (Red wins) after #");
        assertRefused("#+", 2, "expected the number of plies to the end");
        assertRefused("#+1001", 2, "a forced result is at most 1000 plies away");
        assertRefused("#-3 plies", 3, "expected the end of the evaluation after the number of plies");
        assertRefused("+0.35]", 5, "expected the end of the evaluation, with at most two decimals");
        assertRefused("\uFEFF#3", 2, "expected + (White wins) or - (Red wins) after #");
        assertRefused("\uFEFF#+1001", 3, "a forced result is at most 1000 plies away");
    }

    private static void assertRefused(String text, int index, String problem) {
        NotationException e = assertThrows(NotationException.class, () -> Evaluation.parse(text));
        assertEquals(index, e.getErrorIndex(), e.getMessage());
        assertTrue(e.getMessage().endsWith(": " + problem), e.getMessage());
    }

    @Test
    void theTagIsFoundAmongTheProseAndReplacedRatherThanRepeated() {
        Evaluation e = Evaluation.parse("-0.60");
        assertEquals(Optional.of("[%eval -0.60]"), evaluated(e, ""));
        assertEquals(Optional.of("[%eval -0.60] a quiet move"), evaluated(e, "a quiet move"));
        assertEquals(Optional.of("[%eval -0.60] a quiet move"), evaluated(e, "[%eval +0.35] a quiet move"));
        assertEquals(Optional.of("[%eval -0.60] before after"), evaluated(e, "before [%eval +0.35] after [%eval #+2]"));
        assertEquals(Optional.of("[%eval -0.60] a note"), evaluated(e, "a note [%eval unfinished"));
        assertEquals(Optional.of("[%eval -0.60]"), evaluated(e, "[%eval[%eval x] y]"),
                "a tag the first removal brings together goes too");
        assertEquals(Optional.of("[%eval -0.60] a b"), evaluated(e, "a\n[%eval\t+1.00]  b"), "spaces are normalised first");
        assertEquals(Optional.of(e), node("a note [%eval -0.60] and more").evaluation());
        assertEquals(Optional.empty(), node("a note").evaluation());
        assertEquals(Optional.empty(), node("").evaluation());
        assertEquals(Optional.empty(), node("[%eval lots]").evaluation());
        assertEquals(Optional.empty(), node("[%eval +0.35").evaluation());
        assertEquals(Optional.of(Evaluation.parse("#-2")), node("[%eval  #-2 ]").evaluation());
    }

    @Test
    void aScoreKeepsTheSideItIsFromAndReadsTheRightWayUpFromEither() {
        Evaluation red = Evaluation.of(Score.ofCentipawns(35), Colour.RED);
        assertEquals(Score.ofCentipawns(35), red.relative());
        assertEquals(Colour.RED, red.side());
        assertEquals(Score.ofCentipawns(-35), red.white());
        assertEquals(Score.ofCentipawns(35), red.red());
        assertEquals(red, Evaluation.of(Score.ofCentipawns(-35), Colour.WHITE), "equal when White's view is");
        assertEquals(red.hashCode(), Evaluation.of(Score.ofCentipawns(-35), Colour.WHITE).hashCode());
        Evaluation mate = Evaluation.of(Score.ofWinIn(3), Colour.WHITE);
        assertEquals(Score.ofLossIn(3), mate.red());
        assertEquals(Colour.WHITE, Evaluation.parse("-0.35").side());
    }

    private static final MovePath UP = MovePath.straight(Square.parse("d1"), Direction.UP, 2);

    private static RecordNode node(String comment) {
        return RecordNode.of(UP, 1).withComment(comment);
    }

    private static Optional<String> evaluated(Evaluation e, String comment) {
        return node(comment).withEvaluation(e).comment();
    }

    @Property(tries = 2000)
    void everyScoreForEitherSideReadsBackFromItsTextAndItsComment(@ForAll("scores") Score score,
            @ForAll Colour side, @ForAll("prose") String prose) {
        Evaluation e = Evaluation.of(score, side);
        assertEquals(score, e.score(side));
        assertEquals(e, Evaluation.parse(e.toString()));
        RecordNode evaluated = node(prose).withEvaluation(e);
        String comment = evaluated.comment().orElseThrow();
        assertEquals(Optional.of(e), evaluated.evaluation());
        assertEquals(evaluated, evaluated.withEvaluation(e), "a second tag replaces the first");
        assertEquals(comment, GameRecord.checkedComment(comment), "a comment as a record reads it");
    }

    @Property(tries = 2000)
    void anyTextIsReadOrRefusedSafely(@ForAll("texts") String text) {
        try {
            Evaluation e = Evaluation.parse(text);
            assertEquals(e, Evaluation.parse(e.toString()));
        } catch (NotationException e) {
            assertTrue(e.getErrorIndex() >= 0 && e.getErrorIndex() <= text.length(), e.getMessage());
            ParserPropertiesTest.assertSafe(e.getMessage());
        }
    }

    @Provide
    Arbitrary<Score> scores() {
        return Arbitraries.oneOf(
                Arbitraries.integers().between(-Score.MAX_CENTIPAWNS, Score.MAX_CENTIPAWNS).map(Score::ofCentipawns),
                Arbitraries.integers().between(0, Score.MAX_MATE_PLIES).map(Score::ofWinIn),
                Arbitraries.integers().between(0, Score.MAX_MATE_PLIES).map(Score::ofLossIn));
    }

    @Provide
    Arbitrary<String> prose() {
        return Arbitraries.strings().withChars("ab [%eval]+-#0.9\n\t").ofMaxLength(30);
    }

    @Provide
    Arbitrary<String> texts() {
        return Arbitraries.oneOf(Arbitraries.strings().withChars("#+-.0123456789 x\u0000\u001b").ofMaxLength(12),
                Arbitraries.strings().all().ofMaxLength(20));
    }
}
