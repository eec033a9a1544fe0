package io.github.shogunsdk.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.AlphaChars;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import net.jqwik.api.constraints.StringLength;
import org.junit.jupiter.api.Test;

/**
 * The bounds of standard input in every command that reads it: a line of more than
 * {@link LineReader#MAX_LINE_BYTES} bytes ends {@code moves}, {@code analyse} and {@code play} with
 * one error line naming the line and status 2, and is answered and skipped by {@code engine}; a line
 * of exactly the bound is not refused for its length; and an endless input ends every command that
 * reads standard input to its end at {@link BoundedInput#MAX_BYTES}.
 */
class LineCapsPropertiesTest {

    private static final int MAX = LineReader.MAX_LINE_BYTES;

    @Property(tries = 300)
    void aReaderGivesBackEveryLineWithinItsBoundAndSkipsTheOthers(@ForAll @IntRange(min = 1, max = 40) int bound,
            @ForAll @Size(max = 12) List<@AlphaChars @StringLength(max = 60) String> lines,
            @ForAll boolean lastLineFeed) throws IOException {
        String text = String.join("\n", lines) + (lastLineFeed && !lines.isEmpty() ? "\n" : "");
        LineReader reader = new LineReader(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), bound,
                Long.MAX_VALUE);
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            boolean lastAndEmpty = i == lines.size() - 1 && line.isEmpty() && !lastLineFeed;
            if (lastAndEmpty) {
                break; // nothing after the last line feed is no line
            }
            if (line.length() > bound) {
                LineReader.LineTooLongException e = assertThrows(LineReader.LineTooLongException.class,
                        reader::readLine);
                assertEquals(bound, e.limit());
            } else {
                assertEquals(line, reader.readLine());
            }
        }
        assertNull(reader.readLine());
    }

    @Property(tries = 200)
    void aReaderRefusesAnInputBeyondItsWholeBound(@ForAll @IntRange(min = 1, max = 200) int bound,
            @ForAll @IntRange(min = 0, max = 400) int length) {
        byte[] bytes = new byte[length];
        Arrays.fill(bytes, (byte) '\n');
        LineReader reader = new LineReader(new ByteArrayInputStream(bytes), 10, bound);
        int read = 0;
        try {
            while (reader.readLine() != null) {
                read++;
            }
            assertTrue(length <= bound, "read all " + length + " bytes past a bound of " + bound);
            assertEquals(length, read);
        } catch (IOException e) {
            assertTrue(length > bound, e.getMessage());
            assertEquals("longer than " + bound + " bytes, the most the input may hold", e.getMessage());
        }
    }

    @Provide
    Arbitrary<String> lineCommands() {
        return Arbitraries.of("moves", "analyse", "play");
    }

    @Property(tries = 24)
    void everyLineCommandRefusesALineBeyondTheBoundInOneLine(@ForAll("lineCommands") String command,
            @ForAll @IntRange(min = -2, max = 3) int over, @ForAll @IntRange(min = 0, max = 3) int blankLines) {
        String input = "\n".repeat(blankLines) + "x".repeat(MAX + over) + "\n";
        CommandLine.Result result = CommandLine.runWithInput(input, command);
        if (over > 0) {
            assertEquals(2, result.status(), command);
            assertEquals("shogun: cannot read standard input: line " + (blankLines + 1) + ": longer than " + MAX
                    + " bytes, the most a line may hold\n", result.err(), command);
        } else {
            assertFalse(result.err().contains("longer than"), command + ": " + result.err());
        }
    }

    @Property(tries = 12)
    void theEngineAnswersALineBeyondTheBoundAndGoesOn(@ForAll @IntRange(min = -2, max = 3) int over) {
        CommandLine.Result result = CommandLine.runWithInput("x".repeat(MAX + over) + "\nisready\n", "engine");
        assertEquals(0, result.status(), result.err());
        String answer = over > 0 ? "info string error line longer than " + MAX + " bytes"
                : "info string error unknown command " + ShogunCommand.quoted("x".repeat(MAX + over));
        assertEquals(List.of(answer, "readyok"), result.outLines());
    }

    @Test
    void anEndlessStandardInputEndsEveryCommandThatReadsIt() {
        for (List<String> command : List.of(List.of("moves"), List.of("analyse"), List.of("play"),
                List.of("next", "-"), List.of("best", "-"))) {
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            int status = ShogunCommand.run(command.toArray(String[]::new), endless(), new PrintStream(
                    new ByteArrayOutputStream(), true, StandardCharsets.UTF_8), new PrintStream(err, true,
                    StandardCharsets.UTF_8));
            String message = err.toString(StandardCharsets.UTF_8);
            assertEquals(2, status, command + ": " + message);
            assertEquals(1, message.lines().count(), message);
            assertTrue(message.contains("longer than " + BoundedInput.MAX_BYTES + " bytes, the most "), message);
        }
    }

    @Test
    void theEngineEndsOnALineWithoutEnd() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        InputStream zeros = new InputStream() {
            @Override
            public int read() {
                return 0;
            }

            @Override
            public int read(byte[] buffer, int offset, int length) {
                Arrays.fill(buffer, offset, offset + length, (byte) 0);
                return length;
            }
        };
        int status = ShogunCommand.run(new String[] {"engine"}, zeros, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(2, status);
        assertEquals("info string error line longer than " + MAX + " bytes\n", out.toString(StandardCharsets.UTF_8));
        assertEquals("shogun: cannot read standard input: a line longer than " + LineReader.MAX_SKIPPED_BYTES
                + " bytes, which is not skipped\n", err.toString(StandardCharsets.UTF_8));
    }

    /** An input that never ends: blank lines of 1 KiB (spaces and a line feed), which the line commands skip. */
    private static InputStream endless() {
        return new InputStream() {
            private long position;

            @Override
            public int read() {
                return ++position % 1024 == 0 ? '\n' : ' ';
            }

            @Override
            public int read(byte[] buffer, int offset, int length) {
                for (int i = offset; i < offset + length; i++) {
                    buffer[i] = (byte) read();
                }
                return length;
            }
        };
    }
}
