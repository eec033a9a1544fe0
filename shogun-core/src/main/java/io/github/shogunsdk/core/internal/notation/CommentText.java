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
}
