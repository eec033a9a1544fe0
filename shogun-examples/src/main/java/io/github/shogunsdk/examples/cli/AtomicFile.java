package io.github.shogunsdk.examples.cli;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Writes a file whole or not at all: the bytes go to a new temporary file in the same folder,
 * which is flushed to the disk and then renamed over the name in one step. A write that fails
 * midway (a full disk, a file-size limit, a kill) leaves the old file as it was, byte for byte,
 * and removes the temporary file where it can.
 *
 * <p>An existing file is replaced only when asked ({@code replace}); a symbolic link at the last
 * component of the name is never followed nor replaced, so a save cannot write through a link to
 * somewhere else. Each refusal is an {@link IOException} whose message says why in a few words.
 */
final class AtomicFile {

    /** Writes the bytes into the open temporary file; tests put a failing one in its place. */
    @FunctionalInterface
    interface Writer {
        /**
         * Writes all the bytes.
         *
         * @param channel the temporary file, open for writing
         * @param bytes what to write
         * @throws IOException if the write fails
         */
        void write(FileChannel channel, byte[] bytes) throws IOException;
    }

    /** The ordinary writer: every byte, in as many calls as the channel needs. */
    static final Writer CHANNEL = (channel, bytes) -> {
        ByteBuffer buffer = ByteBuffer.wrap(bytes);
        while (buffer.hasRemaining()) {
            channel.write(buffer);
        }
    };

    private AtomicFile() {
    }

    /**
     * Writes a file with the ordinary writer.
     *
     * @param target the file
     * @param bytes its new contents
     * @param replace whether an existing file may be replaced
     * @throws IOException if the file exists and may not be replaced, is a link or a folder, or
     *     cannot be written; the old file is then unchanged
     */
    static void write(Path target, byte[] bytes, boolean replace) throws IOException {
        write(target, bytes, replace, CHANNEL);
    }

    /**
     * Writes a file with the given writer.
     *
     * @param target the file
     * @param bytes its new contents
     * @param replace whether an existing file may be replaced
     * @param writer writes the bytes into the temporary file
     * @throws IOException if the file exists and may not be replaced, is a link or a folder, or
     *     cannot be written; the old file is then unchanged
     */
    static void write(Path target, byte[] bytes, boolean replace, Writer writer) throws IOException {
        Path file = target.toAbsolutePath();
        Path folder = file.getParent();
        if (folder == null || file.getFileName() == null) {
            throw new FileSystemException(target.toString(), null, "not a file name");
        }
        if (Files.isSymbolicLink(file)) {
            throw new FileSystemException(target.toString(), null, "is a symbolic link, which a save never follows;"
                    + " give the name of the file it points to");
        }
        if (Files.isDirectory(file, LinkOption.NOFOLLOW_LINKS)) {
            throw new FileSystemException(target.toString(), null, "is a folder");
        }
        if (!replace && Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
            throw exists(target);
        }
        Path temporary = folder.resolve("." + file.getFileName() + "." + Long.toUnsignedString(
                ThreadLocalRandom.current().nextLong(), 36) + ".tmp");
        boolean moved = false;
        try {
            try (FileChannel channel = FileChannel.open(temporary, StandardOpenOption.CREATE_NEW,
                    StandardOpenOption.WRITE)) {
                writer.write(channel, bytes);
                channel.force(true);
            }
            if (replace) {
                try {
                    Files.move(temporary, file, StandardCopyOption.ATOMIC_MOVE);
                } catch (AtomicMoveNotSupportedException e) {
                    Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING);
                }
            } else {
                // Without REPLACE_EXISTING the move fails if a file of that name appeared meanwhile.
                Files.move(temporary, file);
            }
            moved = true;
        } catch (FileAlreadyExistsException e) {
            throw exists(target);
        } finally {
            if (!moved) {
                deleteQuietly(temporary);
            }
        }
        syncFolder(folder);
    }

    /** Removes the temporary file after a failure, which is what gets reported, not this. */
    private static void deleteQuietly(Path temporary) {
        try {
            Files.deleteIfExists(temporary);
        } catch (IOException e) {
            // the failure that led here is the one to report
        }
    }

    /** Makes the rename itself durable where the system allows a folder to be synced. */
    private static void syncFolder(Path folder) {
        try (FileChannel channel = FileChannel.open(folder, StandardOpenOption.READ)) {
            channel.force(true);
        } catch (IOException e) {
            // Some systems cannot open a folder this way; the file is written and renamed all the same.
        }
    }

    private static FileSystemException exists(Path target) {
        return new FileSystemException(target.toString(), null, "already exists; add --force to replace it");
    }
}
