package io.github.shogunsdk.core.internal.notation;

/**
 * The text of a prose comment as a game keeps it: runs of ASCII whitespace (line breaks
 * included) become one space and the ends are trimmed, so a comment that a record writer wraps
 * over lines reads back the same.
 */
public final class CommentText {

    private CommentText() {
    }

    /**
     * Normalises a comment's whitespace.
     *
     * @param text the comment as written
     * @return the comment kept: single spaces, no leading or trailing space; empty for a blank text
     */
    public static String normalise(String text) {
        return normalise(text, 0, text.length());
    }

    /**
     * Normalises the whitespace of a comment that stands in a longer text, without copying it out
     * first.
     *
     * @param text the text that holds the comment
     * @param from where the comment starts
     * @param to where it ends (exclusive)
     * @return the comment kept: single spaces, no leading or trailing space; empty for a blank text
     */
    public static String normalise(String text, int from, int to) {
        if (isNormal(text, from, to)) {
            return text.substring(from, to);
        }
        StringBuilder out = new StringBuilder(to - from);
        boolean space = false;
        for (int i = from; i < to; i++) {
            char c = text.charAt(i);
            if (RecordText.isSpace(c)) {
                space = out.length() > 0;
            } else {
                if (space) {
                    out.append(' ');
                    space = false;
                }
                out.append(c);
            }
        }
        return out.toString();
    }

    /** Already single-spaced and trimmed, as most comments are: nothing to copy. */
    private static boolean isNormal(String text, int from, int to) {
        int last = to - 1;
        if (last < from) {
            return true;
        }
        if (text.charAt(from) == ' ' || text.charAt(last) == ' ') {
            return false;
        }
        for (int i = from; i <= last; i++) {
            char c = text.charAt(i);
            if (c < ' ' && RecordText.isSpace(c) || c == ' ' && text.charAt(i + 1) == ' ') {
                return false;
            }
        }
        return true;
    }
}
