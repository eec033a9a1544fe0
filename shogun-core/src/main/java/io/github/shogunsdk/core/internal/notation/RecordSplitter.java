package io.github.shogunsdk.core.internal.notation;

import io.github.shogunsdk.api.internal.CommentText;
import java.io.IOException;
import java.io.Reader;

/**
 * Cuts a text of many game records into the text of each game, reading the source one buffer at
 * a time and keeping at most one game. It knows just enough of the notation to find where a game
 * ends (docs/RECORDS-FILES.md): right after a result token outside brace comments, {@code ;}
 * remarks, tags and parentheses; or, for a game without a result, before a line whose first
 * character other than a space or tab is {@code [} once the game's movetext has begun; or at the
 * end of the text. Reading the game is {@link RecordText}'s business.
 *
 * <p>A game longer than the bound is not kept: the splitter hands out the place where the bound was
 * crossed instead of its text, either at once (reading stops there) or after scanning on to the
 * game's end by the same rules, holding nothing, so that the next game can be read.
 * Lines are counted as {@link RecordLines} counts them (LF, CRLF, lone CR), and a byte-order mark
 * at the start of the text is skipped and not counted in columns.
 */
public final class RecordSplitter {

    /**
     * One game's text and where it stands in the whole text.
     *
     * @param text the game's text, from its first character to the end of its result token (or the
     *     white space before the next game); null when the game is longer than the bound
     * @param line the line the game starts on, from 1
     * @param column the column it starts at, from 1
     * @param overLine for a game over the bound, the line of its first character beyond it
     * @param overColumn for a game over the bound, that character's column
     */
    public record Piece(String text, int line, int column, int overLine, int overColumn) {
    }

    private static final int BUFFER = 8192;

    private final Reader source;
    private final int bound;
    private final boolean scanPastBound;
    private final char[] buffer = new char[BUFFER];
    private int length;
    private int at;
    private boolean started;
    private int line = 1;
    private int column = 1;
    private boolean afterCarriageReturn;
    /** The game being read; reused from game to game, so it grows to the longest game kept. */
    private final StringBuilder game = new StringBuilder();

    /**
     * Starts cutting a text.
     *
     * @param source the text, read from where it stands
     * @param bound the most characters a game may hold
     * @param scanPastBound whether a game past the bound is scanned to its end, so that the next
     *     game can be read, or handed out at once, where reading stops
     */
    public RecordSplitter(Reader source, int bound, boolean scanPastBound) {
        this.source = source;
        this.bound = bound;
        this.scanPastBound = scanPastBound;
    }

    /**
     * Reads the next game.
     *
     * @return the game, or null when only white space is left
     * @throws IOException if the source cannot be read
     */
    public Piece next() throws IOException {
        if (!started) {
            started = true;
            if (peek() == '\uFEFF') {
                at++; // neither a column nor part of the game
            }
        }
        while (peek() >= 0 && isSpace((char) peek())) {
            take();
        }
        if (peek() < 0) {
            return null;
        }
        game.setLength(0);
        int startLine = line;
        int startColumn = column;
        int overLine = 0;
        int overColumn = 0;
        long kept = 0;
        Scan scan = new Scan();
        while (peek() >= 0) {
            char c = (char) peek();
            if (scan.startsNextGame(c)) {
                break;
            }
            if (++kept > bound && overLine == 0) {
                overLine = line;
                overColumn = column;
                game.setLength(0);
                if (!scanPastBound) {
                    break;
                }
            }
            if (overLine == 0) {
                game.append(c);
            }
            take();
            if (scan.ends(c, peek())) {
                break;
            }
        }
        return new Piece(overLine == 0 ? game.toString() : null, startLine, startColumn, overLine, overColumn);
    }

    /**
     * The state of the scan of one game: what the last characters opened (a tag, a quoted tag value,
     * a comment, a remark), how deep the variations nest, the token being read, and whether the
     * movetext has begun and the line holds nothing yet.
     */
    private static final class Scan {
        private boolean inTag;
        private boolean inValue;
        private boolean escaped;
        private boolean inComment;
        private boolean inRemark;
        private int depth;
        private final StringBuilder token = new StringBuilder(8);
        private boolean tokenTooLong;
        private boolean movetext;
        private boolean lineEmpty = true;

        /** Whether the character, about to be read, opens the next game's tags. */
        boolean startsNextGame(char c) {
            return c == '[' && movetext && lineEmpty && !inComment && !inRemark && !inTag;
        }

        /**
         * Takes a character; tells whether the game ends after it.
         *
         * @param c the character
         * @param next the character after it, or -1 at the end of the text
         * @return true when {@code c} ends a result token at the outer level
         */
        boolean ends(char c, int next) {
            boolean lineEnd = c == '\n' || c == '\r';
            boolean ended = false;
            if (inRemark) {
                inRemark = !lineEnd;
            } else if (inComment) {
                inComment = c != '}';
            } else if (inTag) {
                scanTag(c, lineEnd);
            } else if (c == '[' && !movetext) {
                inTag = true;
            } else if (c == '{') {
                inComment = true;
            } else if (c == ';') {
                inRemark = true;
            } else if (c == '(' || c == ')') {
                movetext = true;
                depth = c == '(' ? depth + 1 : Math.max(0, depth - 1);
            } else if (!isSpace(c)) {
                movetext = true;
                if (token.length() < 8) {
                    token.append(c);
                } else {
                    tokenTooLong = true;
                }
                if (next < 0 || isDelimiter((char) next)) {
                    ended = depth == 0 && !tokenTooLong && TokenScan.RESULTS.contains(token.toString());
                    token.setLength(0);
                    tokenTooLong = false;
                }
            }
            lineEmpty = lineEnd || lineEmpty && (c == ' ' || c == '\t');
            return ended;
        }

        private void scanTag(char c, boolean lineEnd) {
            if (lineEnd) {
                // A tag is one line; the reader refuses one left open.
                inTag = false;
                inValue = false;
            } else if (inValue) {
                if (escaped) {
                    escaped = false;
                } else if (c == '\\') {
                    escaped = true;
                } else if (c == '"') {
                    inValue = false;
                }
            } else if (c == '"') {
                inValue = true;
            } else if (c == ']') {
                inTag = false;
            }
        }

        /** What ends a token ({@link TokenScan#tokenEnd}). */
        private static boolean isDelimiter(char c) {
            return isSpace(c) || c == '{' || c == ';' || c == '(' || c == ')';
        }
    }

    private static boolean isSpace(char c) {
        return CommentText.isSpace(c);
    }

    private int peek() throws IOException {
        if (at == length) {
            length = source.read(buffer, 0, BUFFER);
            at = 0;
            if (length <= 0) {
                length = 0;
                return -1;
            }
        }
        return buffer[at];
    }

    /** Moves past the character {@link #peek()} returned, counting lines and columns. */
    private void take() {
        char c = buffer[at++];
        if (c == '\r') {
            line++;
            column = 1;
        } else if (c == '\n') {
            if (!afterCarriageReturn) {
                line++;
                column = 1;
            }
        } else {
            column++;
        }
        afterCarriageReturn = c == '\r';
    }
}
