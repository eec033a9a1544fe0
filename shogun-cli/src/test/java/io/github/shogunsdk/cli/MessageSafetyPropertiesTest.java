package io.github.shogunsdk.cli;

import static io.github.shogunsdk.cli.CommandLine.run;
import static io.github.shogunsdk.cli.CommandLine.runWithInput;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.spi.Messages;
import io.github.shogunsdk.cli.CommandLine.Result;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.statistics.Statistics;
import org.junit.jupiter.api.Test;

/**
 * Messages that echo what the user typed stay one printable, short line, whatever was typed: the
 * command line's errors on standard error, the engine protocol's {@code info string error} lines
 * and {@code play}'s answers. Control characters (terminal escape sequences among them) are shown
 * escaped, and long input is cut, so a message never moves the cursor, never spans lines and
 * never grows with the input.
 */
class MessageSafetyPropertiesTest {

    /** The longest message allowed, counting each escape as the one character it stands for. */
    private static final int MAX_SHOWN_LENGTH = 300;

    /** {@code play}'s commands, whose answers are not errors (or, for save, which writes a file). */
    private static final Set<String> SESSION_COMMANDS = Set.of("quit", "exit", "help", "moves", "hint", "board", "undo",
            "redo", "save", "load");

    @Property(tries = 600)
    void everyCommandLineErrorIsOneShortPrintableLine(@ForAll("commandLines") List<String> line) {
        Result result = run(line.toArray(new String[0]));

        Statistics.label("status").collect(result.status());
        Statistics.label("status").coverage(coverage -> coverage.check(2).percentage(p -> p >= 60));
        if (result.status() != 0) {
            assertEquals(2, result.status(), result.err());
            assertTrue(result.err().startsWith("shogun: "), result.err());
            assertSafeLine(result.err().substring(0, result.err().length() - 1), result.err());
            assertTrue(result.err().endsWith("\n"), result.err());
        }
    }

    @Property(tries = 400)
    void everyProtocolErrorIsOneShortPrintableLine(@ForAll("protocolLines") String line) {
        Result result = runWithInput(line + "\n", "engine");

        assertEquals(0, result.status(), result.err());
        List<String> answers = result.outLines();
        boolean refused = answers.stream().anyMatch(answer -> answer.startsWith("info string error "));
        Statistics.label("answer").collect(refused ? "error" : "other");
        Statistics.label("answer").coverage(coverage -> coverage.check("error").percentage(p -> p >= 70));
        if (refused) {
            assertEquals(1, answers.size(), "one error line for " + line + ": " + answers);
        }
        for (String answer : answers) {
            assertSafeLine(answer, answer);
        }
    }

    @Property(tries = 300)
    void everyAnswerOfPlayToBadInputIsOneShortPrintableLine(@ForAll("sessionLines") String line) {
        Assume.that(!SESSION_COMMANDS.contains(line.strip().split("\\s+", 2)[0].toLowerCase(Locale.ROOT)));
        Assume.that(!isLegalFirstMove(line));
        Result result = runWithInput(line + "\n", "play", "--no-colour");

        assertEquals(0, result.status(), result.err());
        String out = result.out();
        int first = out.indexOf("White> ");
        int second = out.indexOf("White> ", first + 1);
        assertTrue(first >= 0 && second > first, out);
        String answer = out.substring(first + "White> ".length(), second);
        if (line.strip().isEmpty()) {
            assertEquals("", answer);
            return;
        }
        assertTrue(answer.endsWith("\n"), answer);
        assertSafeLine(answer.substring(0, answer.length() - 1), answer);
    }

    @Test
    void anEscapeSequenceInACommandNameIsShownEscaped() {
        Result result = run("\u001B[2Jfoo");

        assertEquals(2, result.status());
        assertEquals("shogun: unknown command '\\u001B[2Jfoo'; try 'shogun --help'\n", result.err());
    }

    @Test
    void aHugeDepthIsCutInTheMessage() {
        Result result = run("perft", "x".repeat(100_000));

        assertEquals(2, result.status());
        assertEquals("shogun: the depth must be a whole number 0 or more, not '" + "x".repeat(60) + "…'\n",
                result.err());
    }

    @Test
    void theEngineShowsAnUnknownCommandEscaped() {
        Result result = runWithInput("foo\u001B[2J\ngo depth x\u001B[1m\n", "engine");

        assertEquals(List.of("info string error unknown command 'foo\\u001B[2J'",
                "info string error go: depth takes a whole number from 1 to 64, not 'x\\u001B[1m'"), result.outLines());
    }

    @Test
    void playShowsAnUnknownCommandEscapedAndCut() {
        Result result = runWithInput("\u001B[2J" + "z".repeat(1000) + "\n", "play", "--no-colour");

        assertTrue(result.out().contains("White> unknown command '\\u001B[2J" + "z".repeat(56) + "…'; type help\n"),
                result.out());
    }

    @Test
    void anyOtherRefusalOfPicocliHasItsQuotedPartsEscapedAndCut() {
        picocli.CommandLine moves = ShogunCommand.commandLine().getSubcommands().get("moves");
        String message = UsageErrors.message(new picocli.CommandLine.ParameterException(moves,
                "Invalid value for option '--piece': '" + "\u001B".repeat(100) + "'\nsecond line"));

        assertEquals("invalid value for option '--piece': '" + "\\u001B".repeat(60) + "…' second line; try 'shogun moves"
                + " --help'", message);
    }

    /**
     * Asserts that a message is one line without control characters and short: its length, each
     * escape counted as the character it stands for, is under {@link #MAX_SHOWN_LENGTH}.
     */
    private static void assertSafeLine(String message, String whole) {
        for (int i = 0; i < message.length(); i++) {
            char c = message.charAt(i);
            assertFalse(c < 0x20 || c >= 0x7f && c <= 0x9f || c == '\u2028' || c == '\u2029',
                    "a control character U+" + Integer.toHexString(c) + " at " + i + " of " + Messages.quote(whole));
        }
        int shown = message.replaceAll("\\\\u[0-9A-F]{4}|\\\\[nrt]", "_").length();
        assertTrue(shown < MAX_SHOWN_LENGTH, shown + " characters: " + Messages.quote(whole));
    }

    private static boolean isLegalFirstMove(String line) {
        try {
            Shogun.newGame().play(line.strip());
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /**
     * Text that no command takes as a value: escape sequences, control characters, unicode, very
     * long words and arbitrary strings, never a number alone (a valid perft depth could count for
     * hours) nor {@code -} (standard input, which {@code best} would search).
     */
    @Provide
    Arbitrary<String> nasty() {
        Arbitrary<String> escapes = Arbitraries.of("\u001B[2J", "\u001B[1m", "\u001B]0;title\u0007", "\u009B31m",
                "\r\n", "\u0000", "\u2028", "\u007F").list().ofMinSize(1).ofMaxSize(3)
                .map(parts -> String.join("x", parts));
        Arbitrary<String> controls = Arbitraries.strings().withCharRange('\u0000', '\u001F').withCharRange('a', 'z')
                .withChars('\u007F', '\u0085', '\u009B').ofMinLength(1).ofMaxLength(30);
        Arbitrary<String> unicode = Arbitraries.strings().withCharRange('\u00C0', '\u024F')
                .withCharRange('\u4E00', '\u4E40').withChars("\uD83D\uDE00\u200B\uFEFF").ofMinLength(1).ofMaxLength(80);
        Arbitrary<String> longWords = Arbitraries.integers().between(61, 100_000)
                .map(length -> "\u001B[31m" + "y".repeat(length));
        Arbitrary<String> anything = Arbitraries.strings().all().ofMinLength(1).ofMaxLength(40);
        Arbitrary<String> words = Arbitraries.of("frobnicate", "perfft", "mvoes", "king|pawn", "magnetic:x", "depth=",
                "ms=", "cmd:", "d1d4", "d9", "@file", "x=y", "koth x", "--", "-x");
        return Arbitraries.oneOf(escapes, controls, unicode, longWords, anything, words)
                .filter(MessageSafetyPropertiesTest::noValueOfAnyCommand);
    }

    private static boolean noValueOfAnyCommand(String text) {
        if (text.equals("-") || text.equals("--")) {
            return text.equals("--");
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (!Character.isDigit(c) && c != '+' && c != '-') {
                return true;
            }
        }
        return false;
    }

    @Provide
    Arbitrary<List<String>> commandLines() {
        Arbitrary<String> command = Arbitraries.oneOf(Arbitraries.of("moves", "analyse", "perft", "show", "svg", "best",
                "next", "play", "match", "engine", "serve", "help", "--version", "--help"), nasty());
        Arbitrary<String> option = Arbitraries.of("--rules", "--piece", "--energy", "--divide", "--threads",
                "--highlight", "--arrow", "--size", "--level", "--vs", "--engine-plays", "--white", "--red", "--games",
                "--seed", "--opening", "--clock", "--max-plies", "--port", "--host", "--divde", "--peice", "--enrgy");
        Arbitrary<String> word = Arbitraries.frequencyOf(Tuple.of(2, option),
                Tuple.of(3, nasty()), Tuple.of(1, option.flatMap(
                        name -> nasty().map(value -> name + "=" + value))));
        return Combinators.combine(command, word.list().ofMaxSize(5)).as((name, rest) -> {
            List<String> all = new ArrayList<>();
            all.add(name);
            if (name.equals("serve")) {
                // serve with a good command line serves until stopped: a bad port comes first
                all.add("--port");
                all.add("x" + rest.size());
            }
            all.addAll(rest);
            return all;
        });
    }

    @Provide
    Arbitrary<String> protocolLines() {
        Arbitrary<String> first = Arbitraries.oneOf(Arbitraries.of("position", "go", "setoption", "position startpos moves",
                "position spn", "setoption name", "setoption name Rules value", "setoption name Energy value",
                "setoption name Hash value", "go depth", "go wtime", "go movetime 10 nodes", "position startpos moves d1d3"),
                nasty());
        return Combinators.combine(first, nasty().map(MessageSafetyPropertiesTest::oneLineOf).list().ofMaxSize(3))
                .as((command, rest) -> oneLineOf(command) + (rest.isEmpty() ? "" : " " + String.join(" ", rest)));
    }

    @Provide
    Arbitrary<String> sessionLines() {
        Arbitrary<String> first = Arbitraries.oneOf(Arbitraries.of("d1", "d1d4", "d1-d4", "d9d3", "a1a5 junk", "e2"),
                nasty());
        return Combinators.combine(first, nasty().list().ofMaxSize(2))
                .as((command, rest) -> oneLineOf(command + (rest.isEmpty() ? "" : " " + String.join(" ", rest))));
    }

    /** Line ends would make several lines of input; they stand for other control characters here. */
    private static String oneLineOf(String text) {
        return text.replace('\n', '\u0001').replace('\r', '\u001B');
    }
}
