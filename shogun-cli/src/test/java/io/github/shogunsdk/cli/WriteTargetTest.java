package io.github.shogunsdk.cli;

import static io.github.shogunsdk.cli.CommandLine.run;
import static io.github.shogunsdk.cli.CommandLine.runWithInput;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.shogunsdk.cli.CommandLine.Result;
import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every file the command line writes ({@code review --output}, {@code play}'s {@code save}) is
 * written only over a regular file: a folder, a named pipe, a device, a socket or a symbolic link
 * is refused with one line, with or without {@code --force}, and is left as it was. A replaced
 * file keeps its permission bits and owner; other hard links keep the old text, and the command
 * says so on standard error.
 */
@DisabledOnOs(OS.WINDOWS)
class WriteTargetTest {

    private static final String RECORD = "[Rules \"standard\"]\n\n1. d1d3:1 *\n";
    private static final String PIPE = "is a named pipe (FIFO), not a regular file; a save only ever replaces a regular "
            + "file";
    private static final String DEVICE = "is a character device, not a regular file; a save only ever replaces a "
            + "regular file";

    @TempDir
    Path dir;

    private Path game;

    @BeforeEach
    void writeRecord() throws IOException {
        game = Files.writeString(dir.resolve("game.sgn"), RECORD);
    }

    private Result review(Path output, boolean force) {
        return force ? run("review", "--depth", "1", "--output", output.toString(), "--force", game.toString())
                : run("review", "--depth", "1", "--output", output.toString(), game.toString());
    }

    private static Result save(Path file, boolean force) {
        return runWithInput("d1d3\nsave " + file + (force ? " --force" : "") + "\nquit\n", "play");
    }

    private static void assertRefused(Path file, String reason, Result result) {
        assertEquals(2, result.status(), result.err());
        assertEquals("shogun: " + file + ": cannot write: " + reason + "\n", result.err());
        assertEquals("", result.out());
    }

    private static void assertSaveRefused(Path file, String reason, Result result) {
        assertEquals(0, result.status(), result.err());
        assertTrue(result.out().contains("cannot save to " + file + ": " + reason + "\n"), result.out());
        assertFalse(result.out().contains("saved the game"), result.out());
    }

    private Path fifo() throws IOException, InterruptedException {
        Path fifo = dir.resolve("pipe.sgn");
        assumeTrue(runs("mkfifo", fifo.toString()), "mkfifo is not available");
        return fifo;
    }

    private static boolean runs(String... command) throws InterruptedException {
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
            process.getInputStream().readAllBytes();
            return process.waitFor(60, TimeUnit.SECONDS) && process.exitValue() == 0;
        } catch (IOException e) {
            return false;
        }
    }

    private static int mode(Path file) throws IOException {
        return (Integer) Files.getAttribute(file, "unix:mode", LinkOption.NOFOLLOW_LINKS);
    }

    private static boolean isFifo(Path file) throws IOException {
        return (mode(file) & 0170000) == 0010000;
    }

    private List<Path> files() throws IOException {
        try (Stream<Path> listed = Files.list(dir)) {
            return listed.sorted().toList();
        }
    }

    @Test
    void aNamedPipeIsRefusedWithOrWithoutForceAndStaysAPipe() throws Exception {
        Path fifo = fifo();
        for (boolean force : new boolean[] {false, true}) {
            assertRefused(fifo, PIPE, review(fifo, force));
            assertSaveRefused(fifo, PIPE, save(fifo, force));
        }
        assertTrue(isFifo(fifo), "still a named pipe");
        assertEquals(List.of(game, fifo), files(), "no temporary file is left behind");
    }

    @Test
    void aDeviceIsRefusedWithOrWithoutForce() throws Exception {
        Path device = dir.resolve("null.sgn");
        // A device node of its own (root only), so that a writer that replaced devices would harm nothing.
        assumeTrue(runs("mknod", device.toString(), "c", "1", "3"), "mknod needs root");
        for (boolean force : new boolean[] {false, true}) {
            assertRefused(device, DEVICE, review(device, force));
            assertSaveRefused(device, DEVICE, save(device, force));
        }
        assertEquals(0020000, mode(device) & 0170000, "still a character device");
        assertEquals(List.of(game, device), files());
    }

    @Test
    void devNullIsRefusedBeforeAnythingIsWritten() throws IOException {
        Path devNull = Path.of("/dev/null");
        assumeTrue(Files.exists(devNull, LinkOption.NOFOLLOW_LINKS) && !Files.isRegularFile(devNull,
                LinkOption.NOFOLLOW_LINKS));
        AtomicInteger writes = new AtomicInteger();
        // Should a writer ever get this far, it fails before the rename: /dev/null cannot be harmed here.
        AtomicFile.Writer failing = (channel, bytes) -> {
            writes.incrementAndGet();
            throw new IOException("the writer must not be reached");
        };
        IOException e = assertThrows(IOException.class, () -> AtomicFile.write(devNull, new byte[1], true, failing));
        assertEquals("/dev/null: " + DEVICE, e.getMessage());
        assertEquals(0, writes.get(), "refused before a temporary file was made");
        assertRefused(devNull, DEVICE, review(devNull, false));
    }

    @Test
    void aSocketIsRefusedWithForce() throws IOException {
        Path socket = dir.resolve("s.sgn");
        try (ServerSocketChannel server = ServerSocketChannel.open(StandardProtocolFamily.UNIX)) {
            server.bind(UnixDomainSocketAddress.of(socket));
            String reason = "is a socket, not a regular file; a save only ever replaces a regular file";
            assertRefused(socket, reason, review(socket, true));
            assertSaveRefused(socket, reason, save(socket, true));
            assertEquals(0140000, mode(socket) & 0170000, "still a socket");
        }
    }

    @Test
    void aFolderIsOnePreciseLineAtOnceWithOrWithoutForce() {
        for (Path folder : List.of(dir, dir.resolve("."))) {
            for (boolean force : new boolean[] {false, true}) {
                assertRefused(folder, "is a folder", review(folder, force));
                assertSaveRefused(folder, "is a folder", save(folder, force));
            }
        }
        Result slash = run("review", "--depth", "1", "--output", dir + "/new/", game.toString());
        assertEquals("shogun: " + dir + "/new/: cannot write: names a folder (it ends with a separator)\n", slash.err());
        assertFalse(Files.exists(dir.resolve("new")));
    }

    @Test
    void aSymbolicLinkIsRefusedBeforeTheReviewWithOrWithoutForce() throws Exception {
        Path fifo = fifo();
        Path link = Files.createSymbolicLink(dir.resolve("link.sgn"), fifo.getFileName());
        String reason = "is a symbolic link, which a save never follows; give the name of the file it points to";
        for (boolean force : new boolean[] {false, true}) {
            assertRefused(link, reason, review(link, force));
            assertSaveRefused(link, reason, save(link, force));
        }
        assertTrue(Files.isSymbolicLink(link));
        assertTrue(isFifo(fifo));
    }

    @Test
    void aReplacedFileKeepsItsPermissionBitsButNotItsSetIdBits() throws IOException {
        Path record = dir.resolve("kept.sgn");
        // mode before → mode after: the nine permission bits stay, set-user-ID and sticky go.
        int[][] modes = {{0600, 0600}, {0640, 0640}, {0755, 0755}, {0444, 0444}, {04750, 0750}, {01604, 0604}};
        for (int[] mode : modes) {
            Files.writeString(record, "old");
            Files.setAttribute(record, "unix:mode", mode[0]);
            Result result = review(record, true);
            assertEquals(0, result.status(), result.err());
            assertEquals(Integer.toOctalString(mode[1]), Integer.toOctalString(mode(record) & 07777),
                    "from " + Integer.toOctalString(mode[0]));
            assertTrue(Files.readString(record).startsWith("[Rules"), "replaced");

            Files.setAttribute(record, "unix:mode", mode[0]);
            Result saved = save(record, true);
            assertTrue(saved.out().contains("saved the game to " + record + "\n"), saved.out());
            assertEquals(Integer.toOctalString(mode[1]), Integer.toOctalString(mode(record) & 07777));
        }
    }

    @Test
    void asRootAReplacedFileKeepsItsOwnerAndGroup() throws IOException {
        assumeTrue("root".equals(System.getProperty("user.name")), "only root may give a file to another user");
        Path record = Files.writeString(dir.resolve("theirs.sgn"), "old");
        Files.setAttribute(record, "unix:uid", 4321);
        Files.setAttribute(record, "unix:gid", 8765);
        Files.setAttribute(record, "unix:mode", 0600);
        assertEquals(0, review(record, true).status());
        assertEquals(4321, Files.getAttribute(record, "unix:uid"));
        assertEquals(8765, Files.getAttribute(record, "unix:gid"));
        assertEquals(0600, mode(record) & 0777);
        assertTrue(Files.readString(record).startsWith("[Rules"));
    }

    @Test
    void replacingAFileWithOtherHardLinksSaysSoAndTheLinksKeepTheOldText() throws IOException {
        Path record = Files.writeString(dir.resolve("linked.sgn"), "old");
        Path other = Files.createLink(dir.resolve("other.sgn"), record);
        Result result = review(record, true);
        assertEquals(0, result.status(), result.err());
        assertEquals("shogun: note: " + record + " had 1 other hard link, which keeps the old text\n", result.err());
        assertEquals("old", Files.readString(other));
        assertTrue(Files.readString(record).startsWith("[Rules"));

        Files.delete(record);
        Files.createLink(record, other);
        Files.createLink(dir.resolve("third.sgn"), other);
        Result saved = save(record, true);
        assertTrue(saved.out().contains("saved the game to " + record + "\n"), saved.out());
        assertEquals("shogun: note: " + record + " had 2 other hard links, which keep the old text\n", saved.err());
        assertEquals("old", Files.readString(other, StandardCharsets.UTF_8));

        Result alone = review(dir.resolve("third.sgn"), true);
        assertEquals("shogun: note: " + dir.resolve("third.sgn") + " had 1 other hard link, which keeps the old text\n",
                alone.err(), "other.sgn is still linked to it");
        assertEquals("", review(dir.resolve("third.sgn"), true).err(), "no other link now");
    }
}
