package io.github.shogunsdk.core.internal.notation;

import io.github.shogunsdk.api.internal.CommentText;
import java.util.List;

/**
 * Tells what a token of movetext is without reading it: where it ends, whether it is a result, a
 * move number or a glyph, and how many moves lie ahead. {@link RecordText} reads tokens with it,
 * and counts a record's moves with it before any is replayed.
 */
final class TokenScan {

    /** The result tokens. */
    static final List<String> RESULTS = List.of("1-0", "0-1", "1/2-1/2", "*");

    /** The suffixes read as glyphs 1 to 6, in the order of their numbers. */
    static final List<String> SUFFIXES = List.of("!", "?", "!!", "??", "!?", "?!");

    private TokenScan() {
    }

    /**
     * Counts the move tokens from an index the way {@link RecordText#next} would read them
     * (skipping comments, remarks, move numbers, glyphs and parentheses, and stopping at a result),
     * without reading them. Linear in the text's length and allocates nothing.
     *
     * @param text the record
     * @param from where to start
     * @param limit the most moves allowed
     * @return where move {@code limit + 1} starts, or -1 when there are at most {@code limit}
     */
    static int moveBeyond(String text, int from, int limit) {
        int at = from;
        int moves = 0;
        int length = text.length();
        while (at < length) {
            char c = text.charAt(at);
            if (CommentText.isSpace(c)) {
                at++;
            } else if (c == '{') {
                int close = text.indexOf('}', at);
                if (close < 0) {
                    return -1; // the reader reports the open comment
                }
                at = close + 1;
            } else if (c == ';') {
                at = RecordLines.lineEnd(text, at);
            } else {
                int start = at;
                at = tokenEnd(text, at);
                if (isResult(text, start, at)) {
                    return -1;
                }
                if (c != '(' && c != ')' && !isGlyph(text, start, at) && !isMoveNumberOnly(text, start, at)
                        && ++moves > limit) {
                    return start;
                }
            }
        }
        return -1;
    }

    /**
     * Where the token that starts at an index ends: a parenthesis is a token of its own; any other
     * runs to the next space, comment or parenthesis.
     *
     * @param text the record
     * @param at where the token starts
     * @return the index after its last character
     */
    static int tokenEnd(String text, int at) {
        if (at < text.length() && (text.charAt(at) == '(' || text.charAt(at) == ')')) {
            return at + 1;
        }
        int end = at;
        while (end < text.length()) {
            char c = text.charAt(end);
            if (CommentText.isSpace(c) || c == '{' || c == ';' || c == '(' || c == ')') {
                break;
            }
            end++;
        }
        return end;
    }

    /**
     * Whether a token is digits followed by dots and nothing else, such as {@code 12.} or {@code 12...}.
     *
     * @param text the record
     * @param start where the token starts
     * @param end where it ends
     * @return true for a bare move number
     */
    static boolean isMoveNumberOnly(String text, int start, int end) {
        int i = start;
        while (i < end && text.charAt(i) >= '0' && text.charAt(i) <= '9') {
            i++;
        }
        if (i == start || i == end || text.charAt(i) != '.') {
            return false;
        }
        while (i < end && text.charAt(i) == '.') {
            i++;
        }
        return i == end;
    }

    /**
     * Skips a leading move number ({@code 12.} or {@code 12...}) of a token.
     *
     * @param token the token
     * @return where the rest starts: 0 when there is no move number
     */
    static int skipMoveNumber(String token) {
        int i = 0;
        while (i < token.length() && token.charAt(i) >= '0' && token.charAt(i) <= '9') {
            i++;
        }
        if (i == 0 || i >= token.length() || token.charAt(i) != '.') {
            return 0;
        }
        while (i < token.length() && token.charAt(i) == '.') {
            i++;
        }
        return i;
    }

    private static boolean isResult(String text, int start, int end) {
        for (String result : RESULTS) {
            if (result.length() == end - start && text.startsWith(result, start)) {
                return true;
            }
        }
        return false;
    }

    /** Whether a token is a glyph; a malformed {@code $} token counts as one. */
    private static boolean isGlyph(String text, int start, int end) {
        if (text.charAt(start) == '$') {
            return true;
        }
        for (String suffix : SUFFIXES) {
            if (suffix.length() == end - start && text.startsWith(suffix, start)) {
                return true;
            }
        }
        return false;
    }
}
