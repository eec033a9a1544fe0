package io.github.shogunsdk.api.internal;

import static io.github.shogunsdk.api.internal.TextArbitraries.assertOneLine;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.NotationException;
import io.github.shogunsdk.api.Square;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * The one square and move grammar ({@link MoveGrammar}): any text, read from any place, is read or
 * refused with an index between that place and the text's end and a one-line message; what is read
 * is written back in a form that reads to the same value; and the API's parsers answer as the
 * grammar does.
 */
class MoveGrammarPropertiesTest {

    @Property(tries = 2000)
    void anyTextFromAnyPlaceIsReadOrRefusedInRange(@ForAll("texts") String text,
            @ForAll @IntRange(min = 0, max = 100) int place, @ForAll boolean energyMark) {
        int at = Math.min(place, text.length());
        MoveGrammar.Marks marks;
        try {
            marks = MoveGrammar.move("move", text, at, energyMark);
        } catch (NotationException e) {
            assertTrue(e.getErrorIndex() >= at && e.getErrorIndex() <= text.length(),
                    "index " + e.getErrorIndex() + " outside " + at + ".." + text.length());
            assertEquals(text, e.getParsedString());
            assertOneLine(e.getMessage());
            return;
        }
        assertTrue(marks.end() > at + 3 && marks.end() <= text.length(), "end " + marks.end());
        // text -> value -> text: the marks written back read to the same marks.
        String written = written(marks);
        MoveGrammar.Marks again = MoveGrammar.move("move", written, 0, true);
        assertEquals(new MoveGrammar.Marks(marks.from(), marks.to(), marks.capture(), marks.energy(), marks.sign(),
                written.length()), again);
        assertTrue(energyMark || marks.energy() == MoveGrammar.NO_ENERGY);
    }

    @Property(tries = 2000)
    void wholeMovesAndSquaresAreReadOrRefusedInRange(@ForAll("texts") String text) {
        try {
            MoveGrammar.Marks marks = MoveGrammar.wholeMove(text, true);
            assertNotEquals(marks.from(), marks.to());
            assertEquals(text.length(), marks.end());
            assertEquals(marks.move(), Move.parse(marks.move().toString()));
        } catch (NotationException e) {
            assertTrue(e.getErrorIndex() >= 0 && e.getErrorIndex() <= text.length(), "index " + e.getErrorIndex());
            assertOneLine(e.getMessage());
        }
        try {
            Square square = MoveGrammar.wholeSquare(text);
            assertEquals(square, Square.parse(square.toString()));
        } catch (NotationException e) {
            assertTrue(e.getErrorIndex() >= 0 && e.getErrorIndex() <= text.length(), "index " + e.getErrorIndex());
            assertOneLine(e.getMessage());
        }
    }

    /**
     * {@code Move.parse} and a game's {@code play(String)} read with one grammar: on a text without
     * an energy mark they read the same move or refuse it with the same message.
     */
    @Property(tries = 2000)
    void theParsersOfMovesAgree(@ForAll("texts") String text) {
        String bare = text.replace(':', '-');
        String byMove;
        try {
            byMove = Move.parse(bare).toString();
        } catch (NotationException e) {
            byMove = e.getMessage();
        }
        String byGame;
        try {
            byGame = MoveGrammar.wholeMove(bare, true).move().toString();
        } catch (NotationException e) {
            byGame = e.getMessage();
        }
        assertEquals(byMove, byGame);
    }

    @Test
    void theGrammarsTextsAreTheDocumentedOnes() {
        assertEquals("bad move at index 0 of \"z1d3\": expected a file letter a-h, found 'z'",
                assertThrows(NotationException.class, () -> MoveGrammar.wholeMove("z1d3", true)).getMessage());
        assertEquals("bad move at index 3 of \"d1d9\": expected a rank digit 1-8, found '9'",
                assertThrows(NotationException.class, () -> MoveGrammar.wholeMove("d1d9", true)).getMessage());
        assertEquals("bad move at index 4 of \"d1d3q\": expected the end of the move, found 'q'",
                assertThrows(NotationException.class, () -> MoveGrammar.wholeMove("d1d3q", true)).getMessage());
        assertEquals("bad move at index 5 of \"d1d3:\": expected a landing energy digit after ':', found the end of the "
                + "text", assertThrows(NotationException.class, () -> MoveGrammar.wholeMove("d1d3:", true)).getMessage());
        assertEquals("bad move at index 3 of \"d1-d1\": expected a destination other than the starting square d1",
                assertThrows(NotationException.class, () -> MoveGrammar.wholeMove("d1-d1", true)).getMessage());
        // Move.parse names a bare move: the energy mark is not part of it.
        assertEquals("bad move at index 4 of \"d1d3:1\": expected the end of the move, found ':'",
                assertThrows(NotationException.class, () -> Move.parse("d1d3:1")).getMessage());
        assertEquals(new MoveGrammar.Marks(Square.of(4, 4), Square.of(2, 6), true, 2, '+', 9),
                MoveGrammar.wholeMove("\uFEFFD4xB6:2+", true));
    }

    /** The marks in the record form: from, x when a capture, to, :n, and the sign. */
    private static String written(MoveGrammar.Marks marks) {
        return marks.from() + (marks.capture() ? "x" : "-") + marks.to()
                + (marks.energy() == MoveGrammar.NO_ENERGY ? "" : ":" + marks.energy())
                + (marks.sign() == 0 ? "" : String.valueOf(marks.sign()));
    }

    @Provide
    Arbitrary<String> texts() {
        return TextArbitraries.around("d1d3", "d1-d3", "D4xB6+", "d4xb6:2+", "e8Xe7#", "a1a5:4", "h8", "A1", "d1d1",
                "x d1d3 y", "d1d3!?");
    }
}
