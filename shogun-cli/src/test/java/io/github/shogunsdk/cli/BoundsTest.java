package io.github.shogunsdk.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every unbounded input ends in one error line and status 2: an endless file or standard input is
 * refused at the record size limit, a named pipe nobody writes to is refused after a short wait,
 * and perft refuses a depth beyond its limit. Virtual-machine errors become one line too.
 */
class BoundsTest {

    @Test
    @EnabledOnOs(OS.LINUX)
    void anEndlessFileIsRefusedAtTheSizeLimit() {
        CommandLine.Result result = CommandLine.run("next", "/dev/zero");
        assertEquals(2, result.status());
        assertEquals("", result.out());
        assertEquals("shogun: /dev/zero: cannot read: longer than " + BoundedInput.MAX_BYTES
                + " bytes, the most a record may hold\n", result.err());
    }

    @Test
    void endlessStandardInputIsRefusedAtTheSizeLimit() throws IOException {
        InputStream endless = new InputStream() {
            @Override
            public int read() {
                return ' ';
            }

            @Override
            public int read(byte[] buffer, int offset, int length) {
                java.util.Arrays.fill(buffer, offset, offset + length, (byte) ' ');
                return length;
            }
        };
        IOException e = org.junit.jupiter.api.Assertions.assertThrows(IOException.class,
                () -> BoundedInput.readStdin(endless));
        assertEquals("longer than " + BoundedInput.MAX_BYTES + " bytes, the most a record may hold", e.getMessage());
    }

    @Test
    @EnabledOnOs(OS.LINUX)
    void aPipeWithoutWriterIsRefusedAfterAWait(@TempDir Path dir) throws Exception {
        Path fifo = dir.resolve("fifo");
        Process mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assertEquals(0, mkfifo.waitFor());
        assertTrue(Files.exists(fifo));
        CommandLine.Result result = CommandLine.run("next", fifo.toString());
        assertEquals(2, result.status());
        assertTrue(result.err().startsWith("shogun: " + fifo + ": cannot read: nothing to read: no writer opened it"
                + " within "), result.err());
    }

    @Test
    void perftRefusesADepthBeyondItsLimit() {
        for (String depth : new String[] {"21", "100000000", "2147483647", "99999999999"}) {
            CommandLine.Result result = CommandLine.run("perft", depth);
            assertEquals(2, result.status(), depth);
            assertEquals(1, result.err().split("\n").length, result.err());
            assertTrue(result.err().startsWith("shogun: the depth must be a whole number"), result.err());
        }
    }

    @Test
    void perftBeyondThePlainDepthNeedsTheFlagAndSaysWhichOne() {
        CommandLine.Result result = CommandLine.run("perft", "8");
        assertEquals(2, result.status());
        assertEquals("", result.out());
        assertEquals("shogun: a depth beyond 7 may take hours or more; add --allow-deep to count to depth 8 all the same\n",
                result.err());
        CommandLine.Result twenty = CommandLine.run("perft", "20", "--divide");
        assertEquals(2, twenty.status());
        assertTrue(twenty.err().contains("add --allow-deep to count to depth 20"), twenty.err());
        // With the flag the depth is taken: a checkmated position has no leaves at any depth.
        CommandLine.Result allowed = CommandLine.run("perft", "--allow-deep", "20", CommandLine.CHECKMATE);
        assertEquals(0, allowed.status(), allowed.err());
        assertEquals("0\n", allowed.out());
    }

    @Test
    void virtualMachineErrorsAreOneLine() {
        String memory = Errors.describe(new OutOfMemoryError("Java heap space"));
        assertEquals("internal error: out of memory (Java heap space); the input is larger than this Java may hold"
                + " (raise it with java -Xmx)", memory);
        assertTrue(!Errors.describe(new StackOverflowError()).contains("\n"));
    }
}
