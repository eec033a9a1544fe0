package io.github.shogunsdk.examples.cli;

import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.spi.Messages;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Reads and writes game records (SGN) as UTF-8 text files for {@code next} and {@code play}, and
 * says in a few words why a file could not be read or written. Reading is bounded
 * ({@link BoundedInput}), and a read that takes more than a second shows the time on a terminal
 * ({@link Progress}).
 */
final class RecordFile {

    private RecordFile() {
    }

    /**
     * Reads a whole file as UTF-8 text.
     *
     * @param name the file's name, as typed
     * @return the text
     * @throws IOException if the file cannot be read, is not UTF-8, or the name is not a path
     */
    static String read(String name) throws IOException {
        return BoundedInput.readFile(path(name));
    }

    /**
     * Reads standard input to its end as UTF-8 text; bytes that are not UTF-8 become U+FFFD.
     *
     * @param stdin standard input
     * @return the text
     * @throws IOException if standard input cannot be read
     */
    static String readAll(InputStream stdin) throws IOException {
        return BoundedInput.readStdin(stdin);
    }

    /**
     * Writes text to a file as UTF-8, whole or not at all ({@link AtomicFile}): an existing file is
     * replaced only when asked, a symbolic link is never followed, and a failed write leaves the
     * old file unchanged.
     *
     * @param name the file's name, as typed
     * @param text the text
     * @param replace whether an existing file may be replaced
     * @throws IOException if the file cannot be written, exists and may not be replaced, or the
     *     name is not a path
     */
    static void write(String name, String text, boolean replace) throws IOException {
        AtomicFile.write(path(name), text.getBytes(StandardCharsets.UTF_8), replace);
    }

    private static Path path(String name) throws IOException {
        try {
            return Path.of(name);
        } catch (InvalidPathException e) {
            throw new IOException("not a file name: " + e.getReason(), e);
        }
    }

    /**
     * Says why reading or writing failed, in a few words on one line.
     *
     * @param e what went wrong
     * @return such as {@code "no such file"} or {@code "permission denied"}
     */
    static String problem(IOException e) {
        if (e instanceof NoSuchFileException) {
            return "no such file";
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof CharacterCodingException) {
            return "not UTF-8 text";
        }
        if (e instanceof FileSystemException fs && fs.getReason() != null) {
            return fs.getReason();
        }
        return ShogunCommand.oneLine(e);
    }

    /**
     * Reads and replays the record in a file, or on standard input for {@code -}.
     *
     * @param name the file's name, or {@code -}
     * @param stdin standard input
     * @return the replayed game
     * @throws IllegalArgumentException naming the file (or standard input) and the problem, on one line
     */
    static Game game(String name, InputStream stdin) {
        boolean fromStdin = name.equals("-");
        String where = fromStdin ? "standard input" : Messages.oneLine(name);
        Progress progress = Progress.ticker("reading " + where);
        try {
            return Shogun.readGame(fromStdin ? readAll(stdin) : read(name));
        } catch (IOException e) {
            throw new IllegalArgumentException(where + ": cannot read: " + problem(e), e);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(where + ": " + ShogunCommand.oneLine(e), e);
        } finally {
            progress.close();
        }
    }

    /**
     * Reads the record in a file, or on standard input for {@code -}, as a tree: comments, glyphs
     * and variations kept.
     *
     * @param name the file's name, or {@code -}
     * @param stdin standard input
     * @return the record
     * @throws IllegalArgumentException naming the file (or standard input) and the problem, on one line
     */
    static GameRecord record(String name, InputStream stdin) {
        boolean fromStdin = name.equals("-");
        String where = fromStdin ? "standard input" : Messages.oneLine(name);
        Progress progress = Progress.ticker("reading " + where);
        try {
            return Shogun.readRecord(fromStdin ? readAll(stdin) : read(name));
        } catch (IOException e) {
            throw new IllegalArgumentException(where + ": cannot read: " + problem(e), e);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(where + ": " + ShogunCommand.oneLine(e), e);
        } finally {
            progress.close();
        }
    }
}
