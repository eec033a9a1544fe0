package io.github.shogunsdk.core.internal.notation;

/**
 * The lines of a record's text. A line feed, a carriage return followed by a line feed, and a
 * carriage return alone each end one line, so that a record saved by any editor reads the same:
 * a {@code ;} remark ends at any of them, and an error's line and column count lines by them.
 */
final class RecordLines {

    private RecordLines() {
    }

    /**
     * Where the line that holds an index ends.
     *
     * @param text the record
     * @param from an index in the line
     * @return the index of the first line feed or carriage return from {@code from}, or the text's length
     */
    static int lineEnd(String text, int from) {
        int at = from;
        while (at < text.length() && text.charAt(at) != '\n' && text.charAt(at) != '\r') {
            at++;
        }
        return at;
    }

    /**
     * Returns the line and column of an index, both from 1. A leading byte-order mark is not
     * counted in the first line's columns, nor is the carriage return of a CRLF.
     *
     * @param text the record
     * @param at the index
     * @return the line and the column
     */
    static int[] place(String text, int at) {
        int line = 1;
        int column = 1;
        for (int i = 0; i < at && i < text.length(); i++) {
            char c = text.charAt(i);
            boolean crlf = c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n';
            if (c == '\n' || c == '\r' && !crlf) {
                line++;
                column = 1;
            } else if (!crlf && !(i == 0 && c == '\uFEFF')) {
                column++;
            }
        }
        return new int[] {line, column};
    }
}
