package io.github.shogunsdk.api.notation;

/**
 * Thrown when text in one of Shogun's notations (squares, moves, positions, energy models, game
 * records) cannot be read. Like {@code java.time.format.DateTimeParseException}, it carries the
 * text and the index of the first bad character, and its one-line message says what was expected.
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

    private static final long serialVersionUID = 1L;

    private final String parsedString;
    private final int errorIndex;

    /**
     * Creates the exception.
     *
     * @param what what was being read, for the message: {@code "position"}, {@code "move"}, …
     * @param parsedString the whole text that was being read
     * @param errorIndex the index of the first bad character (the text's length if it ended too soon)
     * @param problem what was found and what was expected, without a final full stop
     */
    public NotationException(String what, String parsedString, int errorIndex, String problem) {
        super("bad " + what + " at index " + errorIndex + " of " + quote(parsedString) + ": " + problem);
        this.parsedString = parsedString;
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
     * @param problem what is wrong, without a final full stop
     */
    protected NotationException(String what, String parsedString, int errorIndex, int line, int column, String problem) {
        super("bad " + what + " at line " + line + ", column " + column + ": " + problem);
        this.parsedString = parsedString;
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

    /** Quotes text for a one-line message: control characters are escaped, long text is cut. */
    private static String quote(String text) {
        StringBuilder out = new StringBuilder("\"");
        int limit = Math.min(text.length(), 120);
        for (int i = 0; i < limit; i++) {
            char c = text.charAt(i);
            if (c == '"' || c == '\\') {
                out.append('\\').append(c);
            } else if (c < 0x20 || c == 0x7f) {
                out.append(String.format("\\u%04x", (int) c));
            } else {
                out.append(c);
            }
        }
        if (text.length() > limit) {
            out.append("...");
        }
        return out.append('"').toString();
    }
}
