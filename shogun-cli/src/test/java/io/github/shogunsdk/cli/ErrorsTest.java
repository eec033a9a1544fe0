package io.github.shogunsdk.cli;

import static io.github.shogunsdk.cli.CommandLine.INITIAL;
import static io.github.shogunsdk.cli.CommandLine.runWithInput;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.cli.CommandLine.Result;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Every error prints exactly one line {@code shogun: ...} on standard error and exits with 2. */
class ErrorsTest {

    static Stream<Arguments> errors() {
        String one = "1\n" + INITIAL + "\n";
        return Stream.of(
                // command line
                error("", "no command"),
                error("", "unknown command", "frobnicate"),
                error("", "unknown top-level option", "--frobnicate"),
                error("", "help for an unknown command", "help", "frobnicate"),
                error(one, "unknown option", "moves", "--colour", "red"),
                error(one, "option without its value", "moves", "--piece"),
                error(one, "option given twice", "moves", "--piece", "king", "--piece", "pawn"),
                error(one, "unknown piece filter", "moves", "--piece", "queen"),
                error(one, "unknown rule set", "moves", "--rules", "chess"),
                error(one, "argument to moves", "moves", INITIAL),
                error("", "missing depth", "perft"),
                error("", "depth not a number", "perft", "three"),
                error("", "negative depth", "perft", "-1"),
                error("", "depth too large for an int", "perft", "99999999999"),
                error("", "too many arguments", "perft", "1", INITIAL, "extra"),
                error("", "unquoted position", "perft", "1", "p4p2p3p1k1p3p1p3/8/8/8/8/8/8/P4P3P2K2P1P4P3P2", "w"),
                error("", "random energy", "perft", "--energy", "random:42", "1"),
                error("", "bad energy", "perft", "--energy", "electric", "1"),
                error("", "bad rotation", "perft", "--energy", "magnetic:45", "1"),
                error("", "divide at depth 0", "perft", "--divide", "0"),
                error("", "flag with a value", "perft", "--divide=yes", "1"),
                error("", "rules do not apply to perft", "perft", "--rules", "coursework", "1"),
                error("", "zero threads", "perft", "--threads", "0", "1"),
                error("", "threads not a number", "perft", "--threads=many", "1"),
                error("", "threads without a value", "perft", "1", "--threads"),
                error("", "bad position for perft", "perft", "1", "8/8/8/8/8/8/8/7 w"),
                error("", "too many arguments for show", "show", INITIAL, INITIAL),
                error("", "bad position for show", "show", "8/8/8/8/8/8/8/8 x"),
                error("", "bad position for analyse", "analyse", "zzz"),
                error("", "too many arguments for analyse", "analyse", INITIAL, "x"),
                error("", "bad rules for analyse", "analyse", "--rules", "", INITIAL),
                // standard input
                error("", "no count", "moves"),
                error("\n\n", "only blank lines", "moves"),
                error("two\n" + INITIAL + "\n", "count not a number", "moves"),
                error("-1\n", "negative count", "moves"),
                error("2\n" + INITIAL + "\n", "end of input before N positions", "moves"),
                error("1\n" + "K1K16/8/8/8/8/8/8/8 w\n", "two white kings", "moves"),
                error("1\n8/8/8/8/8/8/8/8 w\n", "unknown piece filter in capitals", "moves", "--piece", "ROOK"),
                error("1\nnot a position\n", "bad position line", "moves"),
                error("1\n8/8/8/8/8/8/8/P5 w\n", "bad energy digit", "moves"),
                error("k37/8/8/8/8/8/8/8 w\n", "king with energy 3", "analyse"));
    }

    private static Arguments error(String stdin, String description, String... args) {
        return Arguments.of(description, stdin, args);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("errors")
    void printsOneLineOnStandardErrorAndExitsWith2(String description, String stdin, String[] args) {
        Result result = runWithInput(stdin, args);

        assertEquals(2, result.status(), description + ": " + result.err());
        assertTrue(result.err().startsWith("shogun: "), result.err());
        assertTrue(result.err().endsWith("\n"), result.err());
        assertEquals(1, result.err().split("\n", -1).length - 1, "exactly one line: " + result.err());
        assertFalse(result.err().contains("Exception"), result.err());
        assertFalse(result.err().contains("\tat "), result.err());
        assertFalse(result.err().contains("null"), result.err());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("errors")
    void printsNothingOnStandardOutputWhenTheFirstPositionFails(String description, String stdin, String[] args) {
        Result result = runWithInput(stdin, args);

        if (!description.startsWith("end of input")) {
            assertEquals("", result.out(), description);
        }
    }
}
