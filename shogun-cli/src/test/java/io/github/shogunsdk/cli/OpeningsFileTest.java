package io.github.shogunsdk.cli;

import static io.github.shogunsdk.cli.CommandLine.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.cli.CommandLine.Result;
import io.github.shogunsdk.cli.match.MatchReport;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code match --openings FILE} with a file that is no openings file names the file, the line and
 * the word, and shows none of a long word's text: only a word short enough to be a mistyped move
 * is quoted.
 */
class OpeningsFileTest {

    @TempDir
    Path dir;

    private Result match(Path book) {
        return run("match", "--white", "random", "--red", "random", "--games", "2", "--openings", book.toString(),
                "--json");
    }

    @Test
    void aLongWordIsNamedByItsPlaceNotShown() throws IOException {
        // The first word has 31 characters, the second line's second word 21.
        Path passwd = Files.writeString(dir.resolve("passwd"), "root:x:0:0:root:/root:/bin/bash secret=hunter2\n");
        Result first = match(passwd);
        assertEquals("shogun: " + passwd + " line 1: word 1 is not a move: it has 31 characters, and a move at most 12\n",
                first.err());
        assertEquals(2, first.status());

        Path later = Files.writeString(dir.resolve("later.txt"), "d1d3\n# a comment\nd1d3 0123456789abcdefghijk\n");
        assertEquals("shogun: " + later + " line 3: word 2 is not a move: it has 21 characters, and a move at most 12\n",
                match(later).err());

        // A word short enough to be a mistyped move is still shown, as the move parser says it.
        Path typo = Files.writeString(dir.resolve("typo.txt"), "d1d3\nd1z3\n");
        Result result = match(typo);
        assertEquals(2, result.status());
        assertTrue(result.err().startsWith("shogun: " + typo + " line 2: bad move at index 2 of \"d1z3\""), result.err());
    }

    @Test
    void aLoneCarriageReturnEndsALineAsInRecords() throws IOException {
        // Two openings from the start, each one legal king move of White's (d1d3 and d1c2), on CR-only lines.
        Path book = Files.writeString(dir.resolve("cr.txt"), "d1d3\rd1c2\r");
        Result result = match(book);
        assertEquals(0, result.status(), result.err());
        assertTrue(MatchReport.fromJson(result.out()).settings().get("openings").startsWith("2 openings, sha-256 "),
                result.out());
    }
}
