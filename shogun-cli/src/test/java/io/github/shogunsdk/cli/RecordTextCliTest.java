package io.github.shogunsdk.cli;

import static io.github.shogunsdk.cli.CommandLine.run;
import static io.github.shogunsdk.cli.CommandLine.runWithInput;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.cli.CommandLine.Result;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Records on the command line: LF, CRLF and lone CR line ends read the same game in {@code best},
 * {@code next} and {@code review}, with the same error positions; a control character in a
 * comment or tag is refused with one line, and whatever {@code review} prints from a record has its
 * control characters escaped.
 */
class RecordTextCliTest {

    /** Tags, a remark line and a remark after a move: three plies, whatever ends the lines. */
    private static final String GAME = "[White \"Ann\"]\n[Red \"Bo\"]\n\n; a remark\n1. d1d3:1 e8e7:2 ; Red answers\n"
            + "2. a1a5:4 *\n";

    @TempDir
    Path dir;

    private String file(String name, String text) throws IOException {
        return CommandLine.writeFile(dir, name, text).toString();
    }

    private static boolean hasControl(String text) {
        return text.chars().anyMatch(c -> c < 0x20 && c != '\n' || c >= 0x7f && c <= 0x9f);
    }

    @Test
    void aRecordReadsAllItsMovesWhateverItsLineEnds() throws IOException {
        Result bestLf = run("best", "--level", "depth=1", file("lf.sgn", GAME));
        Result nextLf = run("next", file("lf.sgn", GAME));
        Result reviewLf = run("review", "--depth", "1", file("lf.sgn", GAME));
        assertTrue(bestLf.out().startsWith("1. d1d3:1 e8e7:2 2. a1a5:4 "), bestLf.out());
        assertTrue(nextLf.out().startsWith("1. d1d3:1 e8e7:2 2. a1a5:4 "), nextLf.out());
        assertTrue(reviewLf.out().contains("2. a1a5:4"), reviewLf.out());
        for (String end : List.of("\r\n", "\r")) {
            String name = file(end.length() == 2 ? "crlf.sgn" : "cr.sgn", GAME.replace("\n", end));
            assertEquals(bestLf, run("best", "--level", "depth=1", name));
            assertEquals(nextLf, run("next", name));
            assertEquals(reviewLf, run("review", "--depth", "1", name));
        }
    }

    @Test
    void errorPositionsCountEveryKindOfLineEnd() throws IOException {
        // "zz" stands on line 4, column 9, after "2. a1a5 ".
        String bad = "[White \"Ann\"]\n; remark\n1. d1d3 e8e7\n2. a1a5 zz\n";
        for (String end : List.of("\n", "\r\n", "\r")) {
            String name = file("bad.sgn", bad.replace("\n", end));
            Result result = run("next", name);
            assertEquals(new Result(2, "", "shogun: " + name + ": bad record at line 4, column 9: move 2: expected a move "
                    + "such as d1d3, a move number, a comment or a result, found \"zz\"\n"), result);
        }
    }

    @Test
    void aControlCharacterInACommentOrTagIsRefusedWithOneLine() throws IOException {
        String comment = file("comment.sgn", "1. d1d3:1 {clear \u001b[2J\u0007} e8e7:2 *\n");
        // "1. d1d3:1 {clear " takes columns 1 to 17.
        String refusal = "shogun: " + comment + ": bad record at line 1, column 18: a comment holds no control characters"
                + " other than line ends and tab, found \\u001B\n";
        for (String command : List.of("review", "best", "next")) {
            assertEquals(new Result(2, "", refusal), run(command, comment));
        }
        String tag = file("tag.sgn", "[Event \"\u009b31m\"]\n\n1. d1d3:1 *\n");
        assertEquals(new Result(2, "", "shogun: " + tag + ": bad record at line 1, column 9: the value of tag Event holds"
                + " no control characters other than tab, found \\u009B\n"), run("review", tag));
        Result play = runWithInput("load " + comment + "\nquit\n", "play");
        assertTrue(play.out().contains("cannot load " + comment + ": bad record at line 1, column 18: a comment holds no "
                + "control characters other than line ends and tab, found \\u001B\n"), play.out());
        assertTrue(!hasControl(play.out()), play.out());
    }

    @Test
    void reviewPrintsTabsAndLineEndsButEscapesEveryOtherControl() {
        assertEquals("a\\u001B[31mb\\u0007\\r\n\tc\\u009B\\u007F", TerminalText.safe("a\u001b[31mb\u0007\r\n\tc\u009b\u007f"));
        String plain = "[Event \"club\tnight\"]\n\n1. d1d3:1 *\n";
        assertEquals(plain, TerminalText.safe(plain));
    }
}
