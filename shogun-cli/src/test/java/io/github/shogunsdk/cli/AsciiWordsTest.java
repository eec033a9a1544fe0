package io.github.shogunsdk.cli;

import static io.github.shogunsdk.cli.CommandLine.run;
import static io.github.shogunsdk.cli.CommandLine.runWithInput;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.shogunsdk.cli.CommandLine.Result;
import org.junit.jupiter.api.Test;

/**
 * The command line's words match in ASCII letter case only: a strength level, a piece kind. A
 * letter that a Unicode case fold would turn into the word's ({@code ſ} into s, the Kelvin sign
 * {@code K} into k) is refused with the one line that lists the words.
 */
class AsciiWordsTest {

    private static final String LEVELS = "beginner, casual, club, strong, expert, full, or elo=E from 600 to 2600 "
            + "(full strength)";

    private static void assertError(String line, Result result) {
        assertEquals("shogun: " + line + "\n", result.err());
        assertEquals(2, result.status());
        assertEquals("", result.out());
    }

    @Test
    void aStrengthWithALongSIsRefusedWithTheLevels() {
        assertError("option --strength takes " + LEVELS + ", not '\u017Ftrong'",
                runWithInput("quit\n", "play", "--vs", "engine", "--strength", "\u017Ftrong"));
        assertError("player 'engine:\u017Ftrong' takes " + LEVELS + ", not '\u017Ftrong'",
                run("match", "--white", "engine:\u017Ftrong", "--red", "random", "--games", "2"));
        assertError("player 'engine:\uFF33\uFF34\uFF32\uFF2F\uFF2E\uFF27' takes " + LEVELS
                + ", not '\uFF33\uFF34\uFF32\uFF2F\uFF2E\uFF27'",
                run("match", "--white", "engine:\uFF33\uFF34\uFF32\uFF2F\uFF2E\uFF27", "--red", "random", "--games", "2"));
    }

    @Test
    void aPieceWithAKelvinSignIsRefused() {
        assertError("option --piece: unknown piece '\u212Aing': expected king or pawn",
                runWithInput("1\n" + CommandLine.INITIAL + "\n", "moves", "--piece", "\u212Aing"));
        Result upper = runWithInput("1\n" + CommandLine.INITIAL + "\n", "moves", "--piece", "KING");
        assertEquals(0, upper.status(), upper.err());
        assertEquals(runWithInput("1\n" + CommandLine.INITIAL + "\n", "moves", "--piece", "king").out(), upper.out());
    }
}
