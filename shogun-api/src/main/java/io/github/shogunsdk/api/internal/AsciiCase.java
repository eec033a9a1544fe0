package io.github.shogunsdk.api.internal;

/**
 * Not API: letter case as the SDK's words know it, ASCII only. The notations' keywords, the
 * command line's words, the engine protocol's option names and HTTP's names and tokens are ASCII;
 * {@link String#equalsIgnoreCase} and {@link String#toLowerCase} fold by Unicode's rules, so the
 * long s ({@code ſ}, U+017F) would match {@code s} and the Kelvin sign (U+212A) {@code k}, and a
 * word would mean something here that it means nowhere else. A character beyond ASCII is never
 * folded; this also keeps locale and case tables out of small builds.
 */
public final class AsciiCase {

    private AsciiCase() {
    }

    /**
     * Returns a character with A–Z in lower case.
     *
     * @param c any character
     * @return its lower case when it is an ASCII capital, else the character itself
     */
    public static char lower(char c) {
        return c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c;
    }

    /**
     * Returns the text with A–Z in lower case and every other character unchanged.
     *
     * @param text any text
     * @return the text in ASCII lower case; the same object when it holds no ASCII capital
     */
    public static String lower(String text) {
        int first = 0;
        while (first < text.length() && lower(text.charAt(first)) == text.charAt(first)) {
            first++;
        }
        if (first == text.length()) {
            return text;
        }
        char[] chars = text.toCharArray();
        for (int i = first; i < chars.length; i++) {
            chars[i] = lower(chars[i]);
        }
        return new String(chars);
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
}
