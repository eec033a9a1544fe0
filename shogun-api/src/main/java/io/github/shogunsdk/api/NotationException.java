package io.github.shogunsdk.api;

import io.github.shogunsdk.api.spi.Messages;
import java.util.Objects;

/**
 * Thrown when text in one of Shogun's notations (squares, moves, positions, rule sets, energy
 * models, magnet layouts, game records) cannot be read. Like
 * {@code java.time.format.DateTimeParseException}, it carries the text and the index of the first
 * bad character, and its one-line message says what was expected there.
 *
 * <p>The message quotes at most {@value Messages#MAX_SHOWN} characters of the input, with control
 * characters escaped, so it is always safe to print on one line.
 *
 * <pre>{@code
 * try {
 *     Position.parse("8/8/8/8/8/8/8/7 w");
 * } catch (NotationException e) {
 *     e.getErrorIndex();   // 15
 *     e.getMessage();      // bad position at index 15 of "8/8/8/8/8/8/8/7 w": rank 1 has 7 squares, expected 8
 * }
 * }</pre>
 */
public class NotationException extends IllegalArgumentException {

    private static final long serialVersionUID = 2L;

    /** The text that could not be read; kept whole, though the message shows only its start. */
    private final String parsedString;
    private final int errorIndex;

    /**
     * Creates the exception.
     *
     * @param what what was being read, for the message: {@code "position"}, {@code "move"}, …
     * @param parsedString the whole text that was being read
     * @param errorIndex the index of the first bad character (the text's length if it ended too soon)
     * @param problem what was found and what was expected, without a final full stop; it must not
     *     contain raw input (quote input with {@link Messages#quote(String)})
     */
    public NotationException(String what, String parsedString, int errorIndex, String problem) {
        // The arguments are checked inside the call of the superclass's constructor, which must come first.
        super("bad " + Objects.requireNonNull(what, "what") + " at index " + errorIndex + " of "
                + Messages.quote(Objects.requireNonNull(parsedString, "parsedString")) + ": "
                + Messages.escapeControls(Objects.requireNonNull(problem, "problem")));
        this.parsedString = Objects.requireNonNull(parsedString, "parsedString");
        this.errorIndex = errorIndex;
    }

    /**
     * Creates the exception for multi-line text, which the message locates by line and column
     * instead of quoting it.
     *
     * @param what what was being read, for the message, such as {@code "record"}
     * @param parsedString the whole text that was being read
     * @param errorIndex the index of the first bad character
     * @param line the line of that character, from 1
     * @param column the column of that character, from 1
     * @param problem what is wrong, without a final full stop; it must not contain raw input
     */
    protected NotationException(String what, String parsedString, int errorIndex, int line, int column,
            String problem) {
        super("bad " + Objects.requireNonNull(what, "what") + " at line " + line + ", column " + column + ": "
                + Messages.escapeControls(Objects.requireNonNull(problem, "problem")));
        this.parsedString = Objects.requireNonNull(parsedString, "parsedString");
        this.errorIndex = errorIndex;
    }

    /**
     * Returns the text that could not be read.
     *
     * @return the whole input
     */
    public String getParsedString() {
        return parsedString;
    }

    /**
     * Returns the index of the first bad character; the text's length if the text ended too soon.
     *
     * @return a zero-based index into {@link #getParsedString()}
     */
    public int getErrorIndex() {
        return errorIndex;
    }
}
