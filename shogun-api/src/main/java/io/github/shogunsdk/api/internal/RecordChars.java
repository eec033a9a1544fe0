package io.github.shogunsdk.api.internal;

import io.github.shogunsdk.api.spi.Messages;

/**
 * Not API: the one rule for the characters a record's tags and comments may hold, shared by every
 * way in (a game's setters, the record tree's builders, the record reader, the JSON and JavaScript
 * modules through them), so that no way lets through what another refuses. Refused: the C0
 * controls other than tab, line feed and carriage return, DEL, and the C1 controls (U+0080 to
 * U+009F) — the characters a terminal may take as the start of an escape sequence or a command.
 * Line ends are whitespace in a comment; a tag's value is one line, so it holds none.
 */
public final class RecordChars {

    /** The rule for comments, in messages: what a refusal says before the character. */
    public static final String COMMENT_RULE = "a comment holds no control characters other than line ends and tab, found ";

    /** The rule for a tag's value, in messages, after {@code the value of tag <name>}. */
    public static final String TAG_RULE = " holds no control characters other than tab, found ";

    private RecordChars() {
    }

    /**
     * Tells whether a tag or comment may not hold a character.
     *
     * @param c the character
     * @return true for a C0 control other than tab, line feed and carriage return, DEL, or a C1 control
     */
    public static boolean isRefused(char c) {
        return c < 0x20 ? c != '\t' && c != '\n' && c != '\r' : c >= 0x7f && c <= 0x9f;
    }

    /**
     * Finds the first refused character in part of a text.
     *
     * @param text the text
     * @param from where to start
     * @param to where to stop (exclusive)
     * @return its index, or -1 when there is none
     */
    public static int firstRefused(String text, int from, int to) {
        for (int i = from; i < to; i++) {
            if (isRefused(text.charAt(i))) {
                return i;
            }
        }
        return -1;
    }

    /**
     * Shows a character as a message does, escaped when it is a control character ({@code \}{@code u001B}).
     *
     * @param c the character
     * @return the character, or its escape
     */
    public static String shown(char c) {
        return Messages.oneLine(String.valueOf(c));
    }

    /**
     * Checks a comment: no {@code '}'}, which would end it in a record, and no refused character.
     *
     * @param text the comment as given
     * @throws IllegalArgumentException naming the first bad character and its index, on one line
     */
    public static void checkComment(String text) {
        if (text.indexOf('}') >= 0) {
            throw new IllegalArgumentException("a comment cannot hold '}', which would end it in the record: "
                    + Messages.quote(text));
        }
        int bad = firstRefused(text, 0, text.length());
        if (bad >= 0) {
            throw refused(COMMENT_RULE, text, bad);
        }
    }

    /**
     * Checks the characters of a tag's value: one line (a line end is a control character a tag
     * may not hold), without refused characters.
     *
     * @param name the tag's name, for the message
     * @param value the value
     * @throws IllegalArgumentException naming the first bad character and its index, on one line
     */
    public static void checkTagValue(String name, String value) {
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == '\n' || c == '\r' || isRefused(c)) {
                throw refused("the value of tag " + Messages.oneLine(name) + TAG_RULE, value, i);
            }
        }
    }

    private static IllegalArgumentException refused(String rule, String text, int at) {
        return new IllegalArgumentException(rule + shown(text.charAt(at)) + " at index " + at + " of "
                + Messages.quote(text));
    }
}
