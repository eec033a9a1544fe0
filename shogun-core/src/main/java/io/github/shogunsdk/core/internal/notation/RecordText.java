package io.github.shogunsdk.core.internal.notation;

import io.github.shogunsdk.api.NotationException;
import io.github.shogunsdk.api.RecordException;
import io.github.shogunsdk.api.Shape;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.internal.CommentText;
import io.github.shogunsdk.api.internal.MoveGrammar;
import io.github.shogunsdk.api.internal.RecordChars;
import io.github.shogunsdk.api.internal.RecordTags;
import io.github.shogunsdk.api.internal.Words;
import io.github.shogunsdk.api.spi.Messages;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Reads the text of a game record (SGN) piece by piece: first its tags, then its movetext as a
 * sequence of moves, glyphs ({@code $1}…{@code $255}, or a suffix such as {@code !?}, alone or
 * glued to a move) and parentheses around variations, and at most one result. It knows the
 * notation only; replaying the moves is
 * the game's business. Tolerant where a person writing by hand would expect it: move numbers
 * ({@code 1.}, {@code 1...}, also glued to the move as {@code 1.d1d3}) are optional, brace
 * comments ({@code {…}}) are kept for {@link #takeComments()} and {@code ;} comments to the end of
 * the line skipped, moves may carry marks
 * ({@code d1-d3}, {@code d4xb6:2+}). A comment holding just a path shape right after a move
 * ({@code d4b6 {UL}}) names the path the move took. A leading byte-order mark is accepted, and LF,
 * CRLF and lone CR all end lines ({@link RecordLines}). Tags and comments hold no control
 * characters other than line ends and tab ({@link RecordChars}). Every error is a
 * {@link RecordException} naming the line, column and reason.
 */
public final class RecordText {

    /**
     * A tag: its name, its value, and where they stand.
     *
     * @param name the tag's name
     * @param value the value, unescaped
     * @param index where the tag's {@code [} stands
     * @param valueIndex where the value starts
     */
    public record Tag(String name, String value, int index, int valueIndex) {
    }

    /**
     * A move as the record gives it.
     *
     * @param from the starting square
     * @param to the destination
     * @param energy the landing energy the record gives, or -1
     * @param shape the path shape a following comment names, or null
     * @param glyph the glyph of a suffix glued to the move ({@code !} 1, {@code ?} 2, {@code !!} 3,
     *     {@code ??} 4, {@code !?} 5, {@code ?!} 6), or 0
     * @param text the token as written
     * @param index where the token starts
     */
    public record MoveToken(Square from, Square to, int energy, Shape shape, int glyph, String text, int index) {
    }

    /** What a piece of movetext is. */
    public enum Kind {
        /** A move, with its marks. */
        MOVE,
        /** A numeric annotation glyph standing alone: {@code $n}, or a suffix such as {@code !?}. */
        GLYPH,
        /** {@code (}, which opens a variation. */
        OPEN,
        /** {@code )}, which closes one. */
        CLOSE
    }

    /**
     * A piece of movetext other than a comment, a move number or the result.
     *
     * @param kind what it is
     * @param move the move, for {@link Kind#MOVE}, else null
     * @param glyph the glyph's number, for {@link Kind#GLYPH}, else 0
     * @param index where it starts
     */
    public record Item(Kind kind, MoveToken move, int glyph, int index) {
    }

    /**
     * The result token at the end of the movetext.
     *
     * @param text {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *}
     * @param index where it starts
     */
    public record ResultToken(String text, int index) {
    }

    private final String text;
    private int index;
    private ResultToken result;
    /** The prose comments read since the last call of {@link #takeComments()}, normalised. */
    private final List<String> comments = new ArrayList<>();

    /**
     * Starts reading a record.
     *
     * @param text the whole record
     */
    public RecordText(String text) {
        this.text = text;
        this.index = !text.isEmpty() && text.charAt(0) == '\uFEFF' ? 1 : 0;
    }

    /**
     * Tells whether a token is a result token.
     *
     * @param token the token
     * @return true for {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} and {@code *}
     */
    public static boolean isResult(String token) {
        return TokenScan.RESULTS.contains(token);
    }

    /**
     * Reads the tags at the head of the record; call once, first. The number of tags is bounded, so
     * that a record of millions of tags is refused at its first one too many, not read whole.
     *
     * @param uncounted tag names the bound does not count
     * @param most the most tags not named in {@code uncounted}
     * @param tooMany the reason given for a tag beyond the bound
     * @return the tags in order
     * @throws RecordException for a malformed tag, one given twice, or one beyond the bound
     */
    public List<Tag> tags(Set<String> uncounted, int most, String tooMany) {
        List<Tag> tags = new ArrayList<>();
        int counted = 0;
        skipSpace();
        while (index < text.length() && text.charAt(index) == '[') {
            Tag tag = tag();
            if (!uncounted.contains(tag.name()) && ++counted > most) {
                throw error(tag.index(), tooMany);
            }
            // Quadratic, but over a bounded number of tags.
            for (Tag earlier : tags) {
                if (earlier.name().equals(tag.name())) {
                    throw error(tag.index(), "the tag " + tag.name() + " is given twice");
                }
            }
            tags.add(tag);
            skipSpace();
        }
        return tags;
    }

    /**
     * Reads the next piece of the movetext: a move, a glyph, or a parenthesis, skipping move numbers
     * and comments; a result token ends the movetext and is kept for {@link #result()}.
     *
     * @param moveNumber the number of the move expected next, for messages
     * @return the piece, or null at the end of the movetext
     * @throws RecordException for a token that is none of these, a comment nor a result, or anything
     *     after the result
     */
    public Item next(int moveNumber) {
        while (true) {
            skipSpaceAndComments();
            if (index >= text.length()) {
                return null;
            }
            int start = index;
            if (result == null) {
                // Parentheses and bare move numbers, the commonest tokens besides moves, are read
                // without copying them out of the text.
                char c = text.charAt(start);
                if (c == '(' || c == ')') {
                    index = start + 1;
                    return new Item(c == '(' ? Kind.OPEN : Kind.CLOSE, null, 0, start);
                }
                int end = tokenEnd(start);
                if (c >= '0' && c <= '9' && TokenScan.isMoveNumberOnly(text, start, end)) {
                    index = end;
                    continue;
                }
            }
            String token = token();
            if (result != null) {
                throw error(start, "expected nothing after the result " + result.text() + ", found "
                        + Messages.quote(token));
            }
            if (isResult(token)) {
                result = new ResultToken(token, start);
                continue;
            }
            if (token.equals("(")) {
                return new Item(Kind.OPEN, null, 0, start);
            }
            if (token.equals(")")) {
                return new Item(Kind.CLOSE, null, 0, start);
            }
            int glyph = glyph(token, start);
            if (glyph > 0) {
                return new Item(Kind.GLYPH, null, glyph, start);
            }
            int body = TokenScan.skipMoveNumber(token);
            if (body == token.length()) {
                continue;
            }
            MoveToken move = move(token, body, start, moveNumber);
            MoveToken full = new MoveToken(move.from(), move.to(), move.energy(), shapeComment(), move.glyph(), token, start);
            return new Item(Kind.MOVE, full, 0, start);
        }
    }

    /** A standalone glyph's number: {@code $1} to {@code $255} or a suffix; 0 for another token. */
    private int glyph(String token, int start) {
        int suffix = TokenScan.SUFFIXES.indexOf(token);
        if (suffix >= 0) {
            return suffix + 1;
        }
        if (token.isEmpty() || token.charAt(0) != '$') {
            return 0;
        }
        int value = 0;
        boolean digits = token.length() > 1 && token.length() <= 4;
        for (int i = 1; i < token.length() && digits; i++) {
            char c = token.charAt(i);
            digits = c >= '0' && c <= '9';
            value = value * 10 + c - '0';
        }
        if (!digits || value < 1 || value > 255) {
            throw error(start, "expected a numeric annotation glyph $1 to $255, found " + Messages.quote(token));
        }
        return value;
    }

    /**
     * Looks ahead, from where the reading stands, for a move beyond a limit: counts the move tokens
     * the way {@link #next} would read them (skipping comments, move numbers, glyphs and parentheses, and stopping at a
     * result), without reading them. Linear in the record's length and allocates nothing, so a
     * record too long to replay is refused before its replay starts.
     *
     * @param limit the most moves allowed
     * @return where move {@code limit + 1} starts, or -1 when there are at most {@code limit}
     */
    public int moveBeyond(int limit) {
        return TokenScan.moveBeyond(text, index, limit);
    }

    /**
     * Returns the token that starts at an index, for messages.
     *
     * @param at where the token starts
     * @return the characters up to the next space, comment or end
     */
    public String tokenAt(int at) {
        return text.substring(at, tokenEnd(at));
    }

    /** Where the token that starts at an index ends ({@link TokenScan#tokenEnd}). */
    private int tokenEnd(int at) {
        return TokenScan.tokenEnd(text, at);
    }

    /**
     * Returns the brace comments read since the last call, other than path comments, whitespace
     * normalised ({@link CommentText}), and forgets them. Called before replaying each move, it
     * gives the comments that belong to the ply before that move; after the last move, those after
     * the last ply (the ones after the result included).
     *
     * @return the comments in order; empty when there were none
     */
    public List<String> takeComments() {
        if (comments.isEmpty()) {
            return List.of();
        }
        List<String> taken = List.copyOf(comments);
        comments.clear();
        return taken;
    }

    /**
     * Returns the result token, once the moves have been read.
     *
     * @return the result token, or null when the movetext has none
     */
    public ResultToken result() {
        return result;
    }

    /**
     * Returns an error at a place in the record, located by line and column.
     *
     * @param at the index of the first bad character
     * @param reason what is wrong
     * @return the exception to throw
     */
    public RecordException error(int at, String reason) {
        int[] place = place(at);
        return new RecordException(text, at, place[0], place[1], reason);
    }

    /**
     * Returns an error in a move, located by line and column.
     *
     * @param at the index of the move's token
     * @param moveNumber the move's number in the record
     * @param move the move's text, or null
     * @param reason what is wrong
     * @return the exception to throw
     */
    public RecordException moveError(int at, int moveNumber, String move, String reason) {
        int[] place = place(at);
        return new RecordException(text, at, place[0], place[1], moveNumber, move, reason);
    }

    private int[] place(int at) {
        return RecordLines.place(text, at);
    }

    private Tag tag() {
        int open = index++;
        int nameStart = index;
        while (index < text.length() && RecordTags.isNameChar(text.charAt(index))) {
            index++;
        }
        if (index == nameStart) {
            throw error(index, "expected a tag name after '[', found " + found());
        }
        String name = text.substring(nameStart, index);
        skipBlanks();
        if (index >= text.length() || text.charAt(index) != '"') {
            throw error(index, "expected '\"' to open the value of tag " + Messages.oneLine(name) + ", found " + found());
        }
        index++;
        int valueStart = index;
        StringBuilder value = new StringBuilder();
        while (index < text.length() && text.charAt(index) != '"') {
            char c = text.charAt(index);
            if (c == '\\' && index + 1 < text.length()) {
                index++;
                c = text.charAt(index);
            }
            if (c == '\n' || c == '\r') {
                throw error(index, "expected '\"' to close the value of tag " + Messages.oneLine(name) + " on its line");
            }
            if (RecordChars.isRefused(c)) {
                throw error(index, "the value of tag " + Messages.oneLine(name) + RecordChars.TAG_RULE + RecordChars.shown(c));
            }
            value.append(c);
            index++;
        }
        if (index >= text.length()) {
            throw error(index, "expected '\"' to close the value of tag " + Messages.oneLine(name));
        }
        index++;
        skipBlanks();
        if (index >= text.length() || text.charAt(index) != ']') {
            throw error(index, "expected ']' to close tag " + Messages.oneLine(name) + ", found " + found());
        }
        index++;
        return new Tag(name, value.toString(), open, valueStart);
    }

    /** The next token ({@link #tokenEnd}). */
    private String token() {
        int start = index;
        index = tokenEnd(start);
        return text.substring(start, index);
    }

    /**
     * Reads a move from a token's body ({@link MoveGrammar}), which a glyph's suffix such as
     * {@code !?} may follow.
     */
    private MoveToken move(String token, int body, int start, int moveNumber) {
        MoveGrammar.Marks marks;
        try {
            marks = MoveGrammar.move("move", token, body, true);
        } catch (NotationException e) {
            marks = null;
        }
        int glyph = marks == null ? -1 : TokenScan.SUFFIXES.indexOf(token.substring(marks.end())) + 1;
        if (marks == null || marks.end() != token.length() && glyph == 0) {
            // The token may be meant as anything a movetext holds, so the reason names them all.
            throw moveError(start, moveNumber, null, "expected a move such as d1d3, a move number, a comment or a "
                    + "result, found " + Messages.quote(token));
        }
        if (marks.from().equals(marks.to())) {
            throw moveError(start, moveNumber, token, MoveGrammar.sameSquares(marks.from()));
        }
        return new MoveToken(marks.from(), marks.to(), marks.energy(), null, glyph, token, start);
    }

    /** Reads a comment right after a move when it names a path shape, such as {@code {UL}}. */
    private Shape shapeComment() {
        int save = index;
        skipSpace();
        if (index < text.length() && text.charAt(index) == '{') {
            int close = text.indexOf('}', index);
            if (close > 0 && close - index <= 4) {
                Shape shape = Words.byName(Shape.values(), text.substring(index + 1, close));
                if (shape != null) {
                    index = close + 1;
                    return shape;
                }
            }
        }
        index = save;
        return null;
    }

    private void skipSpace() {
        while (index < text.length() && CommentText.isSpace(text.charAt(index))) {
            index++;
        }
    }

    private void skipBlanks() {
        while (index < text.length() && (text.charAt(index) == ' ' || text.charAt(index) == '\t')) {
            index++;
        }
    }

    private void skipSpaceAndComments() {
        while (true) {
            skipSpace();
            if (index >= text.length()) {
                return;
            }
            char c = text.charAt(index);
            if (c == '{') {
                int close = text.indexOf('}', index);
                if (close < 0) {
                    throw error(index, "expected '}' to close the comment");
                }
                refuseControls(index + 1, close);
                String comment = CommentText.normalise(text, index + 1, close);
                if (!comment.isEmpty()) {
                    comments.add(comment);
                }
                index = close + 1;
            } else if (c == ';') {
                int end = RecordLines.lineEnd(text, index);
                refuseControls(index + 1, end);
                index = end;
            } else {
                return;
            }
        }
    }

    /** Refuses a comment's control characters other than line ends and tab, as a tag's are refused. */
    private void refuseControls(int from, int to) {
        int bad = RecordChars.firstRefused(text, from, to);
        if (bad >= 0) {
            throw error(bad, RecordChars.COMMENT_RULE + RecordChars.shown(text.charAt(bad)));
        }
    }

    private String found() {
        return index >= text.length() ? "the end of the record" : Messages.describe(text.charAt(index));
    }
}
