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
        if (isNormal(text)) {
            return text;
        }
        StringBuilder out = new StringBuilder(text.length());
        boolean space = false;
        for (int i = 0; i < text.length(); i++) {
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
    private static boolean isNormal(String text) {
        int last = text.length() - 1;
        if (last < 0) {
            return true;
        }
        if (text.charAt(0) == ' ' || text.charAt(last) == ' ') {
            return false;
        }
        for (int i = 0; i <= last; i++) {
            char c = text.charAt(i);
            if (c < ' ' && RecordText.isSpace(c) || c == ' ' && text.charAt(i + 1) == ' ') {
                return false;
            }
        }
        return true;
    }
}
