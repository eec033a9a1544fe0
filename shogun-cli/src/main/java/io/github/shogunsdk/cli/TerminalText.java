package io.github.shogunsdk.cli;

import io.github.shogunsdk.api.spi.Messages;

/**
 * Text from a record (its tags and comments) made safe to print on a terminal. The SDK refuses
 * control characters in tags and comments, so none should reach here; this is the second line of
 * defence, so that no record can make the terminal run an escape sequence: every control
 * character other than a line feed and a tab is printed as its escape ({@code \r},
 * {@code \}{@code u001B}), as in messages.
 */
final class TerminalText {

    private TerminalText() {
    }

    /**
     * Escapes the control characters of a text other than line feeds and tabs.
     *
     * @param text the text
     * @return the text, the same object when it holds nothing to escape
     */
    static String safe(String text) {
        int first = 0;
        while (first < text.length() && !escaped(text.charAt(first))) {
            first++;
        }
        if (first == text.length()) {
            return text;
        }
        StringBuilder out = new StringBuilder(text.length() + 16).append(text, 0, first);
        for (int i = first; i < text.length(); i++) {
            char c = text.charAt(i);
            out.append(escaped(c) ? Messages.oneLine(String.valueOf(c)) : String.valueOf(c));
        }
        return out.toString();
    }

    /** C0 and C1 controls and DEL, but line feed and tab; and the line and paragraph separators. */
    private static boolean escaped(char c) {
        return c < 0x20 ? c != '\n' && c != '\t' : c >= 0x7f && c <= 0x9f || c == '\u2028' || c == '\u2029';
    }
}
