package io.github.shogunsdk.examples.desktop;

import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.Shogun;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.StandardOpenOption;

/**
 * Game records (SGN, the SDK's record format) in files: a save replaces the file atomically or
 * leaves it as it was, and a load either gives the whole game or one readable line saying why
 * not. Neither touches the game on the screen: the caller swaps in a loaded game only on success.
 */
public final class RecordFiles {

    /** The largest record file read: far beyond any real game, small enough to read at once. */
    public static final int MAX_FILE_BYTES = 4 * 1024 * 1024;

    /** How much of a message is shown: one line of a status bar. */
    static final int MAX_MESSAGE_LENGTH = 240;

    private RecordFiles() {
    }

    /**
     * Writes a game's record to a file, replacing it atomically: the text goes to a new file in the
     * same folder and is forced to the disk, then it is moved over the old one in one step and the
     * folder is forced too, so a crash, a power cut or a full disk leaves either the old file or
     * the new one, never half of one (without the forcing, a system may rename a file whose bytes
     * are not yet written).
     *
     * @param game the game to write (read, not changed)
     * @param file where to write it
     * @throws RecordFileError if the file cannot be written; the old file is then untouched
     */
    public static void save(Game game, Path file) {
        byte[] text = game.toSgn().getBytes(StandardCharsets.UTF_8);
        Path folder = file.toAbsolutePath().getParent();
        Path temporary = null;
        try {
            temporary = Files.createTempFile(folder, "." + file.getFileName() + ".", ".tmp");
            try (FileChannel channel = FileChannel.open(temporary, StandardOpenOption.WRITE)) {
                ByteBuffer bytes = ByteBuffer.wrap(text);
                while (bytes.hasRemaining()) {
                    channel.write(bytes);
                }
                channel.force(true);
            }
            Files.move(temporary, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            temporary = null;
            syncFolder(folder);
        } catch (AtomicMoveNotSupportedException e) {
            throw new RecordFileError("cannot save " + file.getFileName() + ": its folder cannot replace a file atomically");
        } catch (IOException e) {
            throw new RecordFileError("cannot save " + file.getFileName() + ": " + reason(e));
        } finally {
            if (temporary != null) {
                try {
                    Files.deleteIfExists(temporary);
                } catch (IOException ignored) {
                    // The temporary file is only litter; the error already reported is the one that matters.
                }
            }
        }
    }

    /**
     * Reads a game from a record file: UTF-8, at most {@link #MAX_FILE_BYTES}, its first game
     * replayed move by move by the SDK.
     *
     * @param file the file
     * @return the game, at the record's last move
     * @throws RecordFileError with one readable line when the file cannot be read or is not a
     *     record the SDK can replay
     */
    public static Game load(Path file) {
        String name = String.valueOf(file.getFileName());
        String text;
        try (InputStream in = Files.newInputStream(file)) {
            byte[] bytes = in.readNBytes(MAX_FILE_BYTES + 1);
            if (bytes.length > MAX_FILE_BYTES) {
                throw new RecordFileError("cannot load " + name + ": it is larger than " + MAX_FILE_BYTES / (1024 * 1024)
                        + " MiB, too large for a game record");
            }
            text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new RecordFileError("cannot load " + name + ": it is not UTF-8 text");
        } catch (IOException e) {
            throw new RecordFileError("cannot load " + name + ": " + reason(e));
        }
        try {
            return Shogun.readGame(text);
        } catch (IllegalArgumentException e) { // RecordException and NotationException are ones
            throw new RecordFileError("cannot load " + name + ": " + e.getMessage());
        }
    }

    private static String reason(IOException e) {
        if (e instanceof NoSuchFileException) {
            return "no such file or folder";
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }

    /**
     * Makes a message fit one line of a status bar: line ends and other control characters are
     * written as escapes and a long message is cut, saying so.
     *
     * @param message any text
     * @return one line of at most {@link #MAX_MESSAGE_LENGTH} characters and an ellipsis
     */
    static String oneLine(String message) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < message.length() && out.length() <= MAX_MESSAGE_LENGTH; i++) {
            char c = message.charAt(i);
            if (c == '\n') {
                out.append("\\n");
            } else if (c == '\r') {
                out.append("\\r");
            } else if (c == '\t') {
                out.append("\\t");
            } else if (Character.isISOControl(c)) {
                out.append(String.format("\\u%04x", (int) c));
            } else {
                out.append(c);
            }
        }
        return out.length() <= MAX_MESSAGE_LENGTH ? out.toString() : out.substring(0, MAX_MESSAGE_LENGTH) + "…";
    }

    /** Makes the rename durable where the system lets a folder be forced; elsewhere the move stands alone. */
    private static void syncFolder(Path folder) {
        try (FileChannel channel = FileChannel.open(folder, StandardOpenOption.READ)) {
            channel.force(true);
        } catch (IOException e) {
            // Some systems cannot open a folder this way; the file is written and renamed all the same.
        }
    }

    /** A record file that could not be saved or loaded, with one readable line saying why. */
    public static final class RecordFileError extends RuntimeException {

        private static final long serialVersionUID = 1L;

        /**
         * Creates the error.
         *
         * @param message why, made into one line by {@link RecordFiles#oneLine}
         */
        RecordFileError(String message) {
            super(oneLine(message));
        }
    }
}
