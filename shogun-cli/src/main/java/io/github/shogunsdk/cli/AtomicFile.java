package io.github.shogunsdk.cli;

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
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Writes a file whole or not at all: the bytes go to a new temporary file in the same folder,
 * which is flushed to the disk and then renamed over the name in one step. A write that fails
 * midway (a full disk, a file-size limit, a kill) leaves the old file as it was, byte for byte,
 * and removes the temporary file where it can.
 *
 * <p>Only a new name or a regular file is written ({@link WriteTarget}): an existing file is
 * replaced only when asked ({@code replace}); a symbolic link at the last component of the name,
 * a folder, a device, a named pipe or a socket is refused even then, and is never touched. The
 * name is looked at before the temporary file is made and again just before the rename. Each
 * refusal is an {@link IOException} whose message says why in a few words.
 *
 * <p>A replacement keeps the old file's permission bits (read, write and execute for owner, group
 * and others; not the set-id and sticky bits), its owner and its group where the process may set
 * them (root may; others keep the group when they belong to it). If the group cannot be kept, the
 * group's permissions are dropped rather than given to the writer's group. The temporary file is
 * readable by its writer alone until then. A rename gives the name a new file, so other hard links
 * to the old one keep the old text: {@link #write} returns how many there are, for the caller to
 * say so.
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

    /** Read, write and execute for owner, group and others: what a replacement keeps of the old mode. */
    private static final int PERMISSION_BITS = 0777;
    /** The group's read, write and execute. */
    private static final int GROUP_BITS = 0070;

    private AtomicFile() {
    }

    /**
     * Writes a file with the ordinary writer.
     *
     * @param target the file
     * @param bytes its new contents
     * @param replace whether an existing file may be replaced
     * @return how many other hard links the replaced file had, which keep its old text; 0 for a
     *     new file
     * @throws IOException if the name is not a regular file or a new name, exists and may not be
     *     replaced, or cannot be written; the old file is then unchanged
     */
    static int write(Path target, byte[] bytes, boolean replace) throws IOException {
        return write(target, bytes, replace, CHANNEL);
    }

    /**
     * Says whether a file could be written, without writing it: {@link #write} refuses with this
     * same message, and looks again when it writes.
     *
     * @param target the file
     * @param replace whether an existing file may be replaced
     * @throws IOException naming why the file may not be written
     */
    static void check(Path target, boolean replace) throws IOException {
        WriteTarget.inspect(target, absolute(target), replace);
    }

    /**
     * Writes a file with the given writer.
     *
     * @param target the file
     * @param bytes its new contents
     * @param replace whether an existing file may be replaced
     * @param writer writes the bytes into the temporary file
     * @return how many other hard links the replaced file had, which keep its old text; 0 for a
     *     new file
     * @throws IOException if the name is not a regular file or a new name, exists and may not be
     *     replaced, or cannot be written; the old file is then unchanged
     */
    static int write(Path target, byte[] bytes, boolean replace, Writer writer) throws IOException {
        Path file = absolute(target);
        Path folder = file.getParent();
        boolean replacing = WriteTarget.inspect(target, file, replace).isPresent();
        Path temporary = folder.resolve("." + file.getFileName() + "." + Long.toUnsignedString(
                ThreadLocalRandom.current().nextLong(), 36) + ".tmp");
        boolean moved = false;
        int otherLinks = 0;
        try {
            try (FileChannel channel = replacing ? FileChannel.open(temporary, Set.of(StandardOpenOption.CREATE_NEW,
                    StandardOpenOption.WRITE), privateTo(folder)) : FileChannel.open(temporary,
                    StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
                writer.write(channel, bytes);
                channel.force(true);
            }
            // Looked at again: the name may have become something else while the bytes were written.
            Optional<WriteTarget.Existing> old = WriteTarget.inspect(target, file, replace);
            if (old.isPresent()) {
                keepAttributes(old.get(), temporary);
                otherLinks = old.get().otherLinks();
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
            // Something appeared under the name after the last look: look once more to say what.
            WriteTarget.inspect(target, file, replace);
            throw new FileSystemException(target.toString(), null, "appeared while the file was written; try again");
        } finally {
            if (!moved) {
                deleteQuietly(temporary);
            }
        }
        syncFolder(folder);
        return otherLinks;
    }

    private static Path absolute(Path target) throws FileSystemException {
        Path file = target.toAbsolutePath();
        if (file.getParent() == null || file.getFileName() == null) {
            throw new FileSystemException(target.toString(), null, "not a file name");
        }
        return file;
    }

    /** Read and write for the owner alone, where the system has such permissions; none otherwise. */
    private static FileAttribute<?>[] privateTo(Path folder) {
        if (!folder.getFileSystem().supportedFileAttributeViews().contains("posix")) {
            return new FileAttribute<?>[0];
        }
        return new FileAttribute<?>[] {PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------"))};
    }

    /**
     * Gives the new file the old one's owner, group and permission bits, as far as the process
     * may: owner and group first, as changing them may clear permission bits, then the mode.
     */
    private static void keepAttributes(WriteTarget.Existing old, Path temporary) throws IOException {
        if (old.unix().isEmpty()) {
            return;
        }
        Map<String, Object> was = old.unix().get();
        Map<String, Object> now = Files.readAttributes(temporary, "unix:uid,gid", LinkOption.NOFOLLOW_LINKS);
        if (!now.get("uid").equals(was.get("uid"))) {
            trySet(temporary, "unix:uid", was.get("uid"));
        }
        boolean groupKept = now.get("gid").equals(was.get("gid")) || trySet(temporary, "unix:gid", was.get("gid"));
        int mode = ((Number) was.get("mode")).intValue() & PERMISSION_BITS;
        if (!groupKept) {
            mode &= ~GROUP_BITS;
        }
        Files.setAttribute(temporary, "unix:mode", mode);
    }

    /** Sets an attribute if the process may; only root may give a file to another user. */
    private static boolean trySet(Path file, String attribute, Object value) {
        try {
            Files.setAttribute(file, attribute, value);
            return true;
        } catch (IOException | SecurityException e) {
            return false;
        }
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

}
