package io.github.shogunsdk.api.spi;

import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Makes text from user input safe for a one-line message: control characters are escaped and long
 * text is cut. The SDK's exceptions build their messages with it, so a message never spans lines,
 * never carries a terminal escape sequence and never grows with its input; implementations of the
 * SDK use it for the same reason. Applications have no need of it.
 *
 * <pre>{@code
 * Messages.quote("d1d3\r\n");      // "\"d1d3\\r\\n\"" (the quotes are part of the result)
 * Messages.oneLine("one\ntwo");     // "one\\ntwo"
 * Messages.flatten("one\n  two");   // "one two"
 * }</pre>
 *
 * <p>This class is the SDK's one home for these jobs: every module (the core, the JSON and
 * JavaScript modules, the command line, the engine protocol and the web game) quotes, escapes and
 * cuts with it, so one input is shown the same way everywhere.
 */
public final class Messages {

    /** The most characters of input a message shows; longer input is cut and ends with an ellipsis. */
    public static final int MAX_SHOWN = 60;

    private Messages() {
    }

    /**
     * Returns the text in double quotes, escaped and cut like {@link #oneLine(String)}; quotes and
     * backslashes inside it are escaped too.
     *
     * @param text any text; {@code null} is shown as {@code null}
     * @return the quoted text, at most {@value #MAX_SHOWN} characters of input plus escapes
     */
    public static String quote(@Nullable String text) {
        if (text == null) {
            return "null";
        }
        return "\"" + escape(text, true, MAX_SHOWN) + "\"";
    }

    /**
     * Returns the text on one line: control characters become escapes ({@code \n}, {@code \r},
     * {@code \t}, or {@code \}{@code u} and four hexadecimal digits), and text longer than
     * {@value #MAX_SHOWN} characters is cut and ends with an ellipsis ({@code …}).
     *
     * @param text any text
     * @return the text made safe for a one-line message
     */
    public static String oneLine(String text) {
        Objects.requireNonNull(text, "text");
        return escape(text, false, MAX_SHOWN);
    }

    /**
     * Returns the text with control characters escaped like {@link #oneLine(String)}, but not cut:
     * for the SDK's own sentences, which may embed quoted input but are never input themselves.
     *
     * @param text a sentence
     * @return the sentence on one line
     */
    public static String escapeControls(String text) {
        Objects.requireNonNull(text, "text");
        return escape(text, false, Integer.MAX_VALUE);
    }

    /**
     * Returns a sentence from elsewhere, such as another library's exception message, on one line:
     * each line break, with the white space around it, becomes one space, the ends are stripped,
     * and the other control characters are escaped like {@link #escapeControls(String)}. Not cut.
     *
     * @param text a sentence, perhaps of several lines
     * @return the sentence on one line
     */
    public static String flatten(String text) {
        return flatten(text, Integer.MAX_VALUE);
    }

    /**
     * Returns a sentence on one line like {@link #flatten(String)}, cut like {@link #oneLine(String)}
     * when it is longer than a bound: for a sentence whose length the caller must bound, such as a
     * server's answer.
     *
     * @param text a sentence, perhaps of several lines
     * @param maxShown the most characters of the joined sentence shown before the ellipsis
     * @return the sentence on one line, at most {@code maxShown} characters plus escapes and the
     *     ellipsis
     */
    public static String flatten(String text, int maxShown) {
        Objects.requireNonNull(text, "text");
        return escape(joinLines(text.strip()), false, maxShown);
    }

    /**
     * Describes one character for a message: {@code 'x'}, {@code a space}, or the escape of a
     * control character, such as {@code the control character U+001B}.
     *
     * @param c the character
     * @return a short description
     */
    public static String describe(char c) {
        if (c == ' ') {
            return "a space";
        }
        if (isControl(c)) {
            return "the control character U+" + hex4(c);
        }
        if (c == '\'') {
            return "\"'\"";
        }
        return "'" + c + "'";
    }

    /** Each line break with the white space around it as one space. */
    private static String joinLines(String text) {
        if (text.indexOf('\n') < 0 && text.indexOf('\r') < 0) {
            return text;
        }
        StringBuilder out = new StringBuilder(text.length());
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == '\n' || c == '\r') {
                int end = out.length();
                while (end > 0 && isBlank(out.charAt(end - 1))) {
                    end--;
                }
                out.setLength(end);
                while (i < text.length() && isBlank(text.charAt(i))) {
                    i++;
                }
                out.append(' ');
            } else {
                out.append(c);
                i++;
            }
        }
        return out.toString();
    }

    /** ASCII white space: space, tab, line feed, vertical tab, form feed, carriage return. */
    private static boolean isBlank(char c) {
        return c == ' ' || c >= '\t' && c <= '\r';
    }

    private static String escape(String text, boolean quoted, int maxShown) {
        int limit = Math.min(text.length(), maxShown);
        if (limit < text.length() && limit > 0 && Character.isHighSurrogate(text.charAt(limit - 1))) {
            limit--; // never half a character: the cut falls before the pair
        }
        StringBuilder out = new StringBuilder(limit + 8);
        for (int i = 0; i < limit; i++) {
            char c = text.charAt(i);
            if (quoted && (c == '"' || c == '\\')) {
                out.append('\\').append(c);
            } else if (c == '\n') {
                out.append("\\n");
            } else if (c == '\r') {
                out.append("\\r");
            } else if (c == '\t') {
                out.append("\\t");
            } else if (isControl(c)) {
                out.append("\\u").append(hex4(c));
            } else {
                out.append(c);
            }
        }
        if (text.length() > limit) {
            out.append('…');
        }
        return out.toString();
    }

    /** C0 and C1 controls, DEL, and the line and paragraph separators, which also break lines. */
    private static boolean isControl(char c) {
        return c < 0x20 || (c >= 0x7f && c <= 0x9f) || c == '\u2028' || c == '\u2029';
    }

    /** Four upper-case hexadecimal digits, without {@code String.format} (kept out of small builds). */
    private static String hex4(char c) {
        String digits = "0123456789ABCDEF";
        return "" + digits.charAt(c >> 12 & 15) + digits.charAt(c >> 8 & 15) + digits.charAt(c >> 4 & 15)
                + digits.charAt(c & 15);
    }
}
