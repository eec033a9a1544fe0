package io.github.shogunsdk.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.Optional;

/**
 * Standard input read line by line, with line numbers for error messages. Lines are stripped of
 * surrounding white space (including a trailing {@code \r} from Windows line ends); blank lines
 * are skipped but still counted. The input is bounded as {@link LineReader#standardInput} says: a
 * line longer than {@link LineReader#MAX_LINE_BYTES} bytes, or an input longer than
 * {@link BoundedInput#MAX_BYTES}, is an {@link IOException} that names the line.
 */
final class InputLines {

    /**
     * A non-blank input line.
     *
     * @param number the line's number, counting from 1
     * @param text the line without surrounding white space
     */
    record Line(int number, String text) {

        /**
         * Returns an exception for a problem with this line, its message prefixed with the line
         * number.
         *
         * @param problem what is wrong, one line
         * @return the exception to throw
         */
        IllegalArgumentException error(String problem) {
            return new IllegalArgumentException("line " + number + ": " + problem);
        }

        /**
         * Returns an exception for a problem with this line, from another exception's message.
         *
         * @param cause what went wrong reading the line
         * @return the exception to throw
         */
        IllegalArgumentException error(IllegalArgumentException cause) {
            IllegalArgumentException e = error(ShogunCommand.oneLine(cause));
            e.initCause(cause);
            return e;
        }
    }

    private final LineReader reader;
    private int number;

    /**
     * Reads lines from a stream as UTF-8, with the bounds of standard input. The stream is not closed.
     *
     * @param in the stream
     */
    InputLines(InputStream in) {
        this(LineReader.standardInput(in));
    }

    /**
     * Reads lines from a bounded reader.
     *
     * @param reader the lines
     */
    InputLines(LineReader reader) {
        this.reader = reader;
    }

    /**
     * Returns the next non-blank line.
     *
     * @return the line, or empty at the end of the input
     * @throws IOException if the input cannot be read, or a line or the whole input is too long;
     *     the message names the line, such as {@code line 3: longer than 1048576 bytes, ...}
     */
    Optional<Line> next() throws IOException {
        String text;
        while ((text = readLine()) != null) {
            number++;
            if (number == 1 && text.startsWith("\uFEFF")) {
                // A byte-order mark that an editor put before the first line is not input.
                text = text.substring(1);
            }
            String stripped = text.strip();
            if (!stripped.isEmpty()) {
                return Optional.of(new Line(number, stripped));
            }
        }
        return Optional.empty();
    }

    private String readLine() throws IOException {
        try {
            return reader.readLine();
        } catch (IOException e) {
            throw new IOException("line " + (number + 1) + ": " + ShogunCommand.oneLine(e), e);
        }
    }

    /**
     * Returns the number the next line would have: the line where the input ended, for messages.
     *
     * @return the number of lines read so far plus one
     */
    int endLineNumber() {
        return number + 1;
    }
}
