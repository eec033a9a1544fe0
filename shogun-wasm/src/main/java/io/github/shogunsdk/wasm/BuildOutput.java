package io.github.shogunsdk.wasm;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/** How the build steps of this module replace a file they write: whole or not at all. */
final class BuildOutput {

    private BuildOutput() {
    }

    /**
     * Replaces {@code file} with {@code text} in UTF-8: written beside it, forced to the disk, then
     * renamed over it in one step, so a build stopped at any moment (or a power cut) leaves the old
     * file or the new one, never half of one.
     *
     * @param file the file to replace (or create)
     * @param text its new content
     * @throws IOException if the file cannot be written or renamed; the old file is then unchanged
     */
    static void replace(Path file, String text) throws IOException {
        Path temporary = file.resolveSibling(file.getFileName() + ".tmp");
        try (FileChannel channel = FileChannel.open(temporary, StandardOpenOption.CREATE,
                StandardOpenOption.TRUNCATE_EXISTING, StandardOpenOption.WRITE)) {
            ByteBuffer bytes = StandardCharsets.UTF_8.encode(text);
            while (bytes.hasRemaining()) {
                channel.write(bytes);
            }
            channel.force(true);
        } catch (IOException e) {
            Files.deleteIfExists(temporary);
            throw e;
        }
        Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}
