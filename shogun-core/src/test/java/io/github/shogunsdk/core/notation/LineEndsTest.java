package io.github.shogunsdk.core.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.NodePath;
import io.github.shogunsdk.api.RecordException;
import io.github.shogunsdk.api.Shogun;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * LF, CRLF and a lone CR are all line ends in a record (RULES.md §10): a {@code ;} remark ends at
 * any of them, and error positions count lines by them, a CRLF as one.
 */
class LineEndsTest {

    /** Remarks on three lines, one of them inside a variation, and a comment over two lines. */
    private static final String LESSON = "[White \"Ann\"]\n[Red \"Bo\"]\n\n; a remark before the moves\n"
            + "{Lesson one} 1. d1d3:1 ; the king steps up\ne8e7:2 {Red\nanswers} (1... d8d7:3 ; instead\n)"
            + " 2. a1a5:4 *\n";

    private static String withLineEnds(String text, String end) {
        return text.replace("\n", end);
    }

    @Test
    void theSameGameWithAnyLineEndsReadsToEqualRecords() {
        // Derived by hand from LESSON: three plies on the main line, d8d7 an alternative to e8e7.
        for (String end : List.of("\n", "\r\n", "\r")) {
            String text = withLineEnds(LESSON, end);
            GameRecord record = Shogun.readRecord(text);
            assertEquals(3, record.mainline().size(), end.replace("\r", "CR").replace("\n", "LF"));
            assertEquals("Lesson one", record.startingComment().orElseThrow());
            assertEquals("Red answers", record.mainline().get(1).comment().orElseThrow());
            assertEquals("d8d7", record.node(NodePath.of(0, 1)).move().toString());
            assertEquals("Bo", record.tags().get("Red"));
            assertEquals(Shogun.readRecord(LESSON), record);
            Game game = Shogun.readGame(text);
            assertEquals(Shogun.readGame(LESSON).history(), game.history());
            assertEquals(Shogun.readGame(LESSON).comments(), game.comments());
        }
    }

    @Test
    void aRemarkEndsAtALoneCarriageReturnToo() {
        assertEquals(2, Shogun.readGame("; remark\r1. d1d3 ; remark\re8e7 *").history().size());
        assertEquals(2, Shogun.readGame("; remark\r\n1. d1d3 ; remark\ne8e7 *").history().size());
    }

    private static RecordException refusal(String text) {
        return assertThrows(RecordException.class, () -> Shogun.readGame(text));
    }

    @Test
    void errorPositionsCountLinesByEveryKindOfLineEnd() {
        // "zz" stands on line 4 at column 9: "2. a1a5 " takes columns 1 to 8.
        String bad = "[White \"Ann\"]\n; remark\n1. d1d3 e8e7\n2. a1a5 zz\n";
        for (String end : List.of("\n", "\r\n", "\r")) {
            RecordException e = refusal(withLineEnds(bad, end));
            assertEquals(4, e.getLine());
            assertEquals(9, e.getColumn());
            assertEquals("bad record at line 4, column 9: move 2: expected a move such as d1d3, a move number, a comment"
                    + " or a result, found \"zz\"", e.getMessage());
        }
        // Mixed: CRLF, then CR, then LF: zz opens line 4.
        RecordException mixed = refusal("1. d1d3\r\ne8e7\r2. a1a5\nzz");
        assertEquals(4, mixed.getLine());
        assertEquals(1, mixed.getColumn());
        // Two CRs are two line ends, CR LF one: e8e7 on line 3, then e8e7 again (illegal) on line 5.
        RecordException twice = refusal("1. d1d3\r\re8e7\r\n\r\n e8e7");
        assertEquals(5, twice.getLine());
        assertEquals(2, twice.getColumn());
    }
}
