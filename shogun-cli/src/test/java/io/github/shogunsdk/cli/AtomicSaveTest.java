package io.github.shogunsdk.cli;

import static io.github.shogunsdk.cli.CommandLine.runWithInput;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Shogun;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * Saving is whole or nothing ({@link AtomicFile}): a write that fails midway leaves the old file
 * byte for byte and no temporary file behind; an existing file is replaced only with
 * {@code --force}; a symbolic link is never followed. Checked on the writer itself and through
 * {@code play}'s {@code save FILE}.
 */
class AtomicSaveTest {

    @TempDir
    Path dir;

    /** A writer that writes half the bytes, then fails as a full disk would. */
    private static final AtomicFile.Writer FAILS_MIDWAY = (channel, bytes) -> {
        channel.write(ByteBuffer.wrap(bytes, 0, bytes.length / 2));
        throw new IOException("No space left on device");
    };

    private List<Path> files() throws IOException {
        try (Stream<Path> listed = Files.list(dir)) {
            return listed.sorted().toList();
        }
    }

    @Test
    void aWriteThatFailsMidwayLeavesTheOldFileByteForByte() throws IOException {
        Path record = dir.resolve("game.sgn");
        byte[] old = "[Rules \"standard\"]\n\n1. d1d3:1 *\n".getBytes(StandardCharsets.UTF_8);
        Files.write(record, old);
        byte[] longer = new byte[100_000];
        java.util.Arrays.fill(longer, (byte) 'x');

        IOException e = assertThrows(IOException.class, () -> AtomicFile.write(record, longer, true, FAILS_MIDWAY));

        assertEquals("No space left on device", e.getMessage());
        assertArrayEquals(old, Files.readAllBytes(record));
        assertEquals(List.of(record), files(), "no temporary file is left behind");
    }

    @Test
    void aNewFileThatFailsMidwayIsNotCreated() {
        Path record = dir.resolve("new.sgn");
        assertThrows(IOException.class, () -> AtomicFile.write(record, new byte[10], false, FAILS_MIDWAY));
        assertTrue(Files.notExists(record));
    }

    @Test
    void anExistingFileIsReplacedOnlyWhenAsked() throws IOException {
        Path record = dir.resolve("game.sgn");
        Files.writeString(record, "old");
        IOException refused = assertThrows(IOException.class,
                () -> AtomicFile.write(record, "new".getBytes(StandardCharsets.UTF_8), false));
        assertEquals(record + ": already exists; add --force to replace it", refused.getMessage());
        assertEquals("old", Files.readString(record));

        AtomicFile.write(record, "new".getBytes(StandardCharsets.UTF_8), true);
        assertEquals("new", Files.readString(record));
        assertEquals(List.of(record), files());
    }

    @Test
    @DisabledOnOs(OS.WINDOWS)
    void aSymbolicLinkIsNeverFollowedNorReplaced() throws IOException {
        Path target = dir.resolve("precious.txt");
        Files.writeString(target, "precious");
        Path link = Files.createSymbolicLink(dir.resolve("link.sgn"), target.getFileName());
        for (boolean replace : new boolean[] {false, true}) {
            IOException e = assertThrows(IOException.class,
                    () -> AtomicFile.write(link, "new".getBytes(StandardCharsets.UTF_8), replace));
            assertTrue(e.getMessage().startsWith(link + ": is a symbolic link"), e.getMessage());
        }
        assertEquals("precious", Files.readString(target));
        assertTrue(Files.isSymbolicLink(link));
    }

    @Test
    @DisabledOnOs(OS.WINDOWS)
    void playSavesWithoutReplacingUnlessForcedAndNeverThroughALink() throws IOException {
        Path record = dir.resolve("game.sgn");
        Files.writeString(record, "old record");
        Path target = dir.resolve("precious.txt");
        Files.writeString(target, "precious");
        Path link = Files.createSymbolicLink(dir.resolve("link.sgn"), target.getFileName());

        CommandLine.Result result = runWithInput("d1d3\nsave " + record + "\nsave " + link + " --force\nsave " + record
                + " --force\n", "play");

        assertEquals(0, result.status(), result.err());
        assertTrue(result.out().contains("cannot save to " + record + ": already exists; add --force to replace it\n"),
                result.out());
        assertTrue(result.out().contains("cannot save to " + link + ": is a symbolic link, which a save never follows;"),
                result.out());
        assertTrue(result.out().contains("saved the game to " + record + "\n"), result.out());
        assertEquals("1. d1d3:1", Shogun.readGame(Files.readString(record)).movetext());
        assertEquals("precious", Files.readString(target));
    }
}
