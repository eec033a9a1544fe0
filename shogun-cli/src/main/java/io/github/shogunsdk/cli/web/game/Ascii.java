package io.github.shogunsdk.cli.web.game;

/**
 * Case and white space of HTTP's names and tokens, which are ASCII: a letter beyond ASCII is never
 * folded to an ASCII one. {@link String#equalsIgnoreCase} and {@link String#toLowerCase} fold by
 * Unicode's rules, so the long s ({@code ſ}, U+017F) would match {@code s} and the Kelvin sign
 * (U+212A) {@code k}: a field such as {@code Tranſfer-Encoding} could then mean something to this
 * server that it does not mean to a proxy in front of it.
 */
public final class Ascii {

    private Ascii() {
    }

    /**
     * Tells whether two texts are equal when ASCII letters are compared without their case.
     *
     * @param a a text
     * @param b another text
     * @return true when they differ at most in the case of ASCII letters
     */
    public static boolean equalsIgnoreCase(String a, String b) {
        if (a.length() != b.length()) {
            return false;
        }
        for (int i = 0; i < a.length(); i++) {
            if (lower(a.charAt(i)) != lower(b.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /**
     * Returns the text with its ASCII capitals in lower case, every other character as it is.
     *
     * @param text a text
     * @return the text in lower case
     */
    public static String toLowerCase(String text) {
        StringBuilder lower = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c >= 'A' && c <= 'Z') {
                if (lower == null) {
                    lower = new StringBuilder(text);
                }
                lower.setCharAt(i, lower(c));
            }
        }
        return lower == null ? text : lower.toString();
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

    private static char lower(char c) {
        return c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c;
    }
}
