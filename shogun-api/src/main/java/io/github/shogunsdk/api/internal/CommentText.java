package io.github.shogunsdk.api.internal;

/**
 * Not API: the one rule for a prose comment, which every way in shares (a game's
 * {@code setComment}, the record tree's {@code withComment} and {@code withStartingComment}, the
 * record reader, the JSON and JavaScript modules through them). A comment holds no {@code '}'},
 * which would end it in a record, and no control character but line ends and tab
 * ({@link RecordChars}); runs of ASCII whitespace (line breaks included) become one space and the
 * ends are trimmed, so a comment that a record writer wraps over lines reads back the same, and an
 * empty or blank comment is no comment.
 */
public final class CommentText {

    private CommentText() {
    }

    /**
     * Checks a comment as given and returns it as it is kept.
     *
     * @param text the comment as given
     * @return the comment kept: single spaces, no leading or trailing space; empty for a blank text
     * @throws IllegalArgumentException for a {@code '}'} or a refused character, naming it and its
     *     index, on one line
     */
    public static String checked(String text) {
        RecordChars.checkComment(text);
        return normalise(text, 0, text.length());
    }

    /**
     * Whether a character separates words in a comment, and tokens in a record: a space, tab, line
     * feed, vertical tab, form feed or carriage return. Records are ASCII text; this keeps Unicode
     * tables out of small builds.
     *
     * @param c the character
     * @return true for ASCII whitespace
     */
    public static boolean isSpace(char c) {
        return c == ' ' || c >= '\t' && c <= '\r';
    }

    /**
     * Normalises the whitespace of a comment that stands in a longer text, without copying it out
     * first; the caller has checked its characters.
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
            if (isSpace(c)) {
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
            if (c < ' ' && isSpace(c) || c == ' ' && text.charAt(i + 1) == ' ') {
                return false;
            }
        }
        return true;
    }
}
