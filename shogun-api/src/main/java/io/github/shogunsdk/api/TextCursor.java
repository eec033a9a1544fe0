package io.github.shogunsdk.api;

import io.github.shogunsdk.api.spi.Messages;

/**
 * Reads one of the SDK's short notations character by character and reports the first bad
 * character with its index. Every parser of the API uses it, so all of them accept a leading
 * byte-order mark, never use regular expressions and fail the same way.
 */
final class TextCursor {

    private static final char BYTE_ORDER_MARK = '\uFEFF';

    private final String what;
    private final String text;
    private int index;

    /**
     * Starts reading after a byte-order mark, if the text begins with one.
     *
     * @param what what is read, for messages: {@code "square"}, {@code "move"}, {@code "position"}, …
     * @param text the text
     */
    TextCursor(String what, String text) {
        this.what = what;
        this.text = text;
        this.index = !text.isEmpty() && text.charAt(0) == BYTE_ORDER_MARK ? 1 : 0;
    }

    String text() {
        return text;
    }

    int index() {
        return index;
    }

    boolean atEnd() {
        return index >= text.length();
    }

    /** Returns the current character, or 0 at the end. */
    char peek() {
        return atEnd() ? 0 : text.charAt(index);
    }

    void advance() {
        index++;
    }

    /** Consumes the character if it is the current one. */
    boolean accept(char c) {
        if (peek() == c && !atEnd()) {
            index++;
            return true;
        }
        return false;
    }

    /**
     * Reads a whole number of at most {@code maxDigits} digits.
     *
     * @param field the number's name, for messages
     * @param maxDigits how many digits it may have
     * @return the value
     */
    long digits(String field, int maxDigits) {
        int start = index;
        long value = 0;
        while (!atEnd() && peek() >= '0' && peek() <= '9') {
            if (index - start >= maxDigits) {
                throw error("expected " + field + " to have at most " + maxDigits + " digits");
            }
            value = value * 10 + (peek() - '0');
            index++;
        }
        if (index == start) {
            throw error("expected " + field + ", a number, found " + found());
        }
        return value;
    }

    /** Fails unless the whole text has been read. */
    void requireEnd(String expected) {
        if (!atEnd()) {
            throw error("expected " + expected + ", found " + found());
        }
    }

    /** Describes the current character, or the end of the text. */
    String found() {
        return atEnd() ? "the end of the text" : Messages.describe(peek());
    }

    NotationException error(String problem) {
        return errorAt(index, problem);
    }

    NotationException errorAt(int at, String problem) {
        return new NotationException(what, text, at, problem);
    }
}
