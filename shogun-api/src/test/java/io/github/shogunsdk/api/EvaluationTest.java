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
        assertEquals("+0.35", Evaluation.of(Score.centipawns(35), Colour.WHITE).toString());
        assertEquals("-0.35", Evaluation.of(Score.centipawns(35), Colour.RED).toString());
        assertEquals("+0.00", Evaluation.of(Score.centipawns(0), Colour.RED).toString());
        assertEquals("-12.05", Evaluation.of(Score.centipawns(-1205), Colour.WHITE).toString());
        assertEquals("#+3", Evaluation.of(Score.winIn(3), Colour.WHITE).toString());
        assertEquals("#-3", Evaluation.of(Score.winIn(3), Colour.RED).toString());
        assertEquals("#+0", Evaluation.of(Score.lossIn(0), Colour.RED).toString());
        assertEquals("#-0", Evaluation.of(Score.lossIn(0), Colour.WHITE).toString());
        assertEquals(Score.lossIn(3), Evaluation.parse("#+3").score(Colour.RED));
        assertEquals(Score.centipawns(-35), Evaluation.parse("+0.35").score(Colour.RED));
    }

    @Test
    void itReadsTheLooserFormsAPersonMightType() {
        assertEquals(Evaluation.parse("+0.30"), Evaluation.parse("0.3"));
        assertEquals(Evaluation.parse("-1.20"), Evaluation.parse("-1.2"));
        assertEquals(Evaluation.parse("+3.00"), Evaluation.parse("3"));
        assertEquals(Evaluation.parse("+0.00"), Evaluation.parse("-0.00"));
        assertEquals(Evaluation.parse("+0.35"), Evaluation.parse("\uFEFF+0.35"));
        assertEquals(Evaluation.parse("#-2"), Evaluation.parse("\uFEFF#-2"));
        assertEquals(Score.centipawns(Score.MAX_CENTIPAWNS), Evaluation.parse("9990").score(Colour.WHITE));
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
        assertEquals("[%eval -0.60]", e.comment());
        assertEquals("[%eval -0.60]", e.addTo(""));
        assertEquals("[%eval -0.60] a quiet move", e.addTo("a quiet move"));
        assertEquals("[%eval -0.60] a quiet move", e.addTo("[%eval +0.35] a quiet move"));
        assertEquals("[%eval -0.60] before after", e.addTo("before [%eval +0.35] after [%eval #+2]"));
        assertEquals("[%eval -0.60] a note", e.addTo("a note [%eval unfinished"));
        assertEquals("[%eval -0.60]", e.addTo("[%eval[%eval x] y]"), "a tag the first removal brings together goes too");
        assertEquals("[%eval -0.60] a b", e.addTo("a\n[%eval\t+1.00]  b"), "spaces are normalised first");
        assertEquals(Optional.of(e), Evaluation.fromComment("a note [%eval -0.60] and more"));
        assertEquals(Optional.empty(), Evaluation.fromComment("a note"));
        assertEquals(Optional.empty(), Evaluation.fromComment("[%eval lots]"));
        assertEquals(Optional.empty(), Evaluation.fromComment("[%eval +0.35"));
        assertEquals(Optional.of(Evaluation.parse("#-2")), Evaluation.fromComment("[%eval  #-2 ]"));
    }

    @Property(tries = 2000)
    void everyScoreForEitherSideReadsBackFromItsTextAndItsComment(@ForAll("scores") Score score,
            @ForAll Colour side, @ForAll("prose") String prose) {
        Evaluation e = Evaluation.of(score, side);
        assertEquals(score, e.score(side));
        assertEquals(e, Evaluation.parse(e.toString()));
        String comment = e.addTo(prose);
        assertEquals(Optional.of(e), Evaluation.fromComment(comment));
        assertEquals(comment, e.addTo(comment), "a second tag replaces the first");
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
                Arbitraries.integers().between(-Score.MAX_CENTIPAWNS, Score.MAX_CENTIPAWNS).map(Score::centipawns),
                Arbitraries.integers().between(0, Score.MAX_MATE_PLIES).map(Score::winIn),
                Arbitraries.integers().between(0, Score.MAX_MATE_PLIES).map(Score::lossIn));
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
