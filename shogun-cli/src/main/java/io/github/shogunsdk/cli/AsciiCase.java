package io.github.shogunsdk.cli;

/**
 * Letter case as the command line's words know it: ASCII only. The words are ASCII, and a
 * character that Unicode merely folds to one of their letters (the Kelvin sign to k, {@code ſ} to
 * s) is another character, refused like any other rather than read as the word.
 */
final class AsciiCase {

    private AsciiCase() {
    }

    /**
     * Returns the text with A–Z in lower case and every other character unchanged.
     *
     * @param text any text
     * @return the text in ASCII lower case
     */
    static String lower(String text) {
        char[] chars = text.toCharArray();
        for (int i = 0; i < chars.length; i++) {
            if (chars[i] >= 'A' && chars[i] <= 'Z') {
                chars[i] = (char) (chars[i] + ('a' - 'A'));
            }
        }
        return new String(chars);
    }
}
