package io.github.shogunsdk.cli;

import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.spi.Messages;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
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
     * Writes text to a file as UTF-8, whole or not at all ({@link AtomicFile}): only over a regular
     * file, and over one only when asked; a symbolic link is never followed; a failed write leaves
     * the old file unchanged. When the replaced file had other hard links, which keep the old text,
     * one line on {@code err} says so.
     *
     * @param name the file's name, as typed
     * @param text the text
     * @param replace whether an existing file may be replaced
     * @param err where the line about other links goes
     * @throws IOException if the file cannot be written, exists and may not be replaced, is not a
     *     regular file, or the name is not a path
     */
    static void write(String name, String text, boolean replace, PrintStream err) throws IOException {
        int otherLinks = AtomicFile.write(path(name), text.getBytes(StandardCharsets.UTF_8), replace);
        if (otherLinks > 0) {
            err.print("shogun: note: " + Messages.oneLine(name) + " had " + otherLinks + " other hard link"
                    + (otherLinks == 1 ? ", which keeps" : "s, which keep") + " the old text\n");
        }
    }

    /**
     * Says whether {@link #write} could write a file, without writing it, so that a long task can
     * be refused before it starts; the write looks again.
     *
     * @param name the file's name, as typed
     * @param replace whether an existing file may be replaced
     * @throws IOException naming why the file may not be written
     */
    static void checkWritable(String name, boolean replace) throws IOException {
        AtomicFile.check(path(name), replace);
    }

    static Path path(String name) throws IOException {
        if (name.endsWith("/") || name.endsWith(File.separator)) {
            // The path would drop the final separator and name a file where a folder was meant.
            throw new FileSystemException(name, null, "names a folder (it ends with a separator)");
        }
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
