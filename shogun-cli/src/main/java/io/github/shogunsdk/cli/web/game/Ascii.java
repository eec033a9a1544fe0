package io.github.shogunsdk.cli.web.game;

/**
 * HTTP's optional white space around a field's value or a token: spaces and tabs only. Letter
 * case of HTTP's names and tokens is compared by {@link io.github.shogunsdk.api.internal.AsciiCase},
 * which never folds a letter beyond ASCII to an ASCII one.
 */
public final class Ascii {

    private Ascii() {
    }

    /**
     * Returns the text without the spaces and tabs (HTTP's optional white space) at its ends.
     *
     * @param text a text
     * @return the text trimmed
     */
    public static String trim(String text) {
        int start = 0;
        int end = text.length();
        while (start < end && isBlank(text.charAt(start))) {
            start++;
        }
        while (end > start && isBlank(text.charAt(end - 1))) {
            end--;
        }
        return text.substring(start, end);
    }

    private static boolean isBlank(char c) {
        return c == ' ' || c == '\t';
    }
}
