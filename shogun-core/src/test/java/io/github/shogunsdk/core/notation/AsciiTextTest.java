package io.github.shogunsdk.core.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.NotationException;
import io.github.shogunsdk.api.RecordException;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Shape;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Variant;
import org.junit.jupiter.api.Test;

/**
 * The notations are ASCII (docs/NOTATION.md): a record's tokens are separated by ASCII whitespace
 * only, and names compare ASCII letters without regard to case, so Unicode's other spaces and
 * letters that lower-case to ASCII ones are not taken for them.
 */
class AsciiTextTest {

    /** A white pawn of energy 4 on d4 that reaches b6 by either corner: LU (c4) first, then UL (d6). */
    private static final String TWO_CORNERS = "[Energy \"fixed\"]\n[Position \"4k12p1/8/8/8/3P44/8/8/4K13 w\"]\n\n";

    @Test
    void recordTokensAreSeparatedByAsciiWhitespaceOnly() {
        Game game = Shogun.readGame("1.\td1d3\u000b\u000ce8e7\r\n*");
        assertEquals(2, game.history().size());
        RecordException e = assertThrows(RecordException.class, () -> Shogun.readGame("1. d1d3\u2003e8e7 *"));
        assertEquals(1, e.getLine());
        assertEquals(4, e.getColumn(), e.getMessage());
    }

    @Test
    void aPathCommentIsTheShapeAlone() {
        assertEquals(Shape.UL, Shogun.readGame(TWO_CORNERS + "1. d4b6 {UL} *").history().get(0).path().shape());
        // Anything more is an ordinary comment: the first open path is taken.
        assertEquals(Shape.LU, Shogun.readGame(TWO_CORNERS + "1. d4b6 { UL } *").history().get(0).path().shape());
        assertEquals(Shape.LU, Shogun.readGame(TWO_CORNERS + "1. d4b6 {\u2003UL} *").history().get(0).path().shape());
    }

    @Test
    void namesCompareAsciiLettersWithoutRegardToCase() {
        assertEquals(Variant.KOTH, RuleSet.parse("KoTh").variant());
        assertEquals(Variant.STANDARD, Variant.parse("STANDARD"));
        // The Kelvin sign and the long s lower-case to k and s, but are not those letters.
        assertThrows(NotationException.class, () -> RuleSet.parse("\u212Aoth"));
        assertThrows(NotationException.class, () -> Variant.parse("\u017Ftandard"));
    }
}
