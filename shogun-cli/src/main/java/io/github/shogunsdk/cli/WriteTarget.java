package io.github.shogunsdk.cli;

import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Map;
import java.util.Optional;

/**
 * What a name to be written holds now, and whether a save may go there ({@link AtomicFile}): a
 * new name, or a regular file when replacing is allowed. Everything else is refused in a few words
 * with or without {@code --force}: a symbolic link (never followed, as the name's last
 * component), a folder, a device, a named pipe, a socket. Only a regular file is written over, so
 * a save cannot turn {@code /dev/null} or a pipe into a file.
 *
 * <p>Where the system has Unix file attributes, an existing file's owner, group, permission bits
 * and link count are read too, so that its replacement keeps the first three and the writer can
 * say that other hard links keep the old text.
 */
final class WriteTarget {

    private static final String UNIX = "unix";
    /** The file-type bits of a Unix mode and the types with a name of their own. */
    private static final int TYPE_BITS = 0170000;
    private static final int FIFO = 0010000;
    private static final int CHARACTER_DEVICE = 0020000;
    private static final int BLOCK_DEVICE = 0060000;
    private static final int SOCKET = 0140000;

    private WriteTarget() {
    }

    /**
     * The file a save replaces, as it is now.
     *
     * @param unix its Unix attributes ({@code mode}, {@code uid}, {@code gid}, {@code nlink}), or
     *     empty where the system has none
     */
    record Existing(Optional<Map<String, Object>> unix) {

        /**
         * How many other names the file has (hard links), which keep its old text after a rename.
         *
         * @return the link count less one; 0 where the system does not say
         */
        int otherLinks() {
            return unix.map(attributes -> ((Number) attributes.get("nlink")).intValue() - 1).orElse(0);
        }
    }

    /**
     * Looks at the name without following a symbolic link and says whether it may be written.
     *
     * @param target the name as given, for messages
     * @param file the name made absolute
     * @param replace whether an existing regular file may be replaced
     * @return the existing regular file, or empty for a new name
     * @throws IOException naming why the name may not be written, or if it cannot be looked at
     */
    static Optional<Existing> inspect(Path target, Path file, boolean replace) throws IOException {
        BasicFileAttributes attributes;
        try {
            attributes = Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        } catch (NoSuchFileException e) {
            return Optional.empty();
        }
        if (attributes.isSymbolicLink()) {
            throw refusal(target, "is a symbolic link, which a save never follows; give the name of the file it "
                    + "points to");
        }
        if (attributes.isDirectory()) {
            throw refusal(target, "is a folder");
        }
        Optional<Map<String, Object>> unix = unixAttributes(file);
        if (!attributes.isRegularFile()) {
            throw refusal(target, "is " + kind(unix) + ", not a regular file; a save only ever replaces a regular file");
        }
        if (!replace) {
            throw refusal(target, "already exists; add --force to replace it");
        }
        return Optional.of(new Existing(unix));
    }

    private static Optional<Map<String, Object>> unixAttributes(Path file) throws IOException {
        if (!file.getFileSystem().supportedFileAttributeViews().contains(UNIX)) {
            return Optional.empty();
        }
        return Optional.of(Map.copyOf(Files.readAttributes(file, "unix:mode,uid,gid,nlink",
                LinkOption.NOFOLLOW_LINKS)));
    }

    /** Names a file that is neither regular, a folder nor a link, where the system tells its type. */
    private static String kind(Optional<Map<String, Object>> unix) {
        int type = unix.map(attributes -> ((Number) attributes.get("mode")).intValue() & TYPE_BITS).orElse(0);
        return switch (type) {
            case FIFO -> "a named pipe (FIFO)";
            case CHARACTER_DEVICE -> "a character device";
            case BLOCK_DEVICE -> "a block device";
            case SOCKET -> "a socket";
            default -> "a special file";
        };
    }

    private static FileSystemException refusal(Path target, String reason) {
        return new FileSystemException(target.toString(), null, reason);
    }
}
