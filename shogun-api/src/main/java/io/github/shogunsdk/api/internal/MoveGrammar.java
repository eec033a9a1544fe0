package io.github.shogunsdk.api.internal;

import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.NotationException;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.spi.Messages;

/**
 * Not API: the one reader of the square and move grammars, with the one set of their error texts.
 * {@code Square.parse}, {@code Move.parse}, a game's {@code play(String)} and the record reader all
 * read squares and moves here, and everything else that takes one as text (the command line, the
 * engine protocol, the web game, the JSON and JavaScript modules) goes through one of those:
 *
 * <pre>
 * square = file rank                       file: a-h or A-H, rank: 1-8
 * move   = square [ "-" | "x" | "X" ] square [ ":" digit ] [ "+" | "#" ]
 * </pre>
 *
 * <p>Without regular expressions, and without Unicode case tables: a character that merely folds
 * to a file letter is refused like any other.
 */
public final class MoveGrammar {

    /** The energy of a move without an energy mark. */
    public static final int NO_ENERGY = -1;

    private static final char BYTE_ORDER_MARK = '\uFEFF';

    private MoveGrammar() {
    }

    /**
     * A move as a text writes it, with its marks, which are claims about the move for the game to
     * check. The squares may be equal: a record leaves that to the rules to refuse.
     *
     * @param from the starting square
     * @param to the destination
     * @param capture whether the text marks a capture ({@code x})
     * @param energy the landing energy the text gives ({@code :n}, 0 to 9), or {@link #NO_ENERGY}
     * @param sign {@code '+'}, {@code '#'}, or 0 when the text marks neither check nor checkmate
     * @param end where the move's text ends (exclusive)
     */
    public record Marks(Square from, Square to, boolean capture, int energy, char sign, int end) {

        /**
         * Returns the move.
         *
         * @return the move between the two squares
         * @throws IllegalArgumentException if both squares are the same
         */
        public Move move() {
            return Move.of(from, to);
        }
    }

    /**
     * Tells whether a character is a file letter, in either case.
     *
     * @param c the character
     * @return true for a–h and A–H
     */
    public static boolean isFile(char c) {
        return c >= 'a' && c <= 'h' || c >= 'A' && c <= 'H';
    }

    /**
     * Reads a whole square name, a leading byte-order mark ignored.
     *
     * @param text the text
     * @return the square
     * @throws NotationException ({@code bad square}) naming the first bad character
     */
    public static Square wholeSquare(String text) {
        int start = start(text);
        Square square = square("square", text, start);
        requireEnd("square", text, start + 2, "the end of the square name");
        return square;
    }

    /**
     * Reads a square name that starts at an index: two characters.
     *
     * @param what what is read, for the message: {@code "square"}, {@code "move"}, …
     * @param text the text
     * @param at where the square starts
     * @return the square
     * @throws NotationException at {@code at} without a file letter there, at {@code at + 1} without
     *     a rank digit there
     */
    public static Square square(String what, String text, int at) {
        char file = at < text.length() ? text.charAt(at) : 0;
        if (at >= text.length() || !isFile(file)) {
            throw error(what, text, at, "expected a file letter a-h, found " + found(text, at));
        }
        char rank = at + 1 < text.length() ? text.charAt(at + 1) : 0;
        if (rank < '1' || rank > '8') {
            throw error(what, text, at + 1, "expected a rank digit 1-8, found " + found(text, at + 1));
        }
        return Square.of((file | 0x20) - 'a' + 1, rank - '0');
    }

    /**
     * Reads a whole move, a leading byte-order mark ignored, and checks that it leaves its square.
     *
     * @param text the text
     * @param energyMark whether a landing energy mark is read: a game's {@code play(String)} reads
     *     one, {@code Move.parse}, which names a bare move, does not
     * @return the move and its marks
     * @throws NotationException ({@code bad move}) naming the first bad character and what was
     *     expected there
     */
    public static Marks wholeMove(String text, boolean energyMark) {
        int start = start(text);
        Marks marks = move("move", text, start, energyMark);
        requireEnd("move", text, marks.end(), "the end of the move");
        if (marks.from().equals(marks.to())) {
            int toIndex = start + (isSeparator(text.charAt(start + 2)) ? 3 : 2);
            throw error("move", text, toIndex, sameSquares(marks.from()));
        }
        return marks;
    }

    /**
     * Reads a move that starts at an index, up to the first character that is not part of it.
     *
     * @param what what is read, for the message
     * @param text the text
     * @param at where the move starts
     * @param energyMark whether a landing energy mark is read
     * @return the move and its marks, and where it ends
     * @throws NotationException naming the first bad character and what was expected there
     */
    public static Marks move(String what, String text, int at, boolean energyMark) {
        Square from = square(what, text, at);
        int i = at + 2;
        boolean capture = false;
        if (i < text.length() && isSeparator(text.charAt(i))) {
            capture = text.charAt(i) != '-';
            i++;
        }
        Square to = square(what, text, i);
        i += 2;
        int energy = NO_ENERGY;
        if (energyMark && i < text.length() && text.charAt(i) == ':') {
            i++;
            char digit = i < text.length() ? text.charAt(i) : 0;
            if (digit < '0' || digit > '9') {
                throw error(what, text, i, "expected a landing energy digit after ':', found " + found(text, i));
            }
            energy = digit - '0';
            i++;
        }
        char sign = 0;
        if (i < text.length() && (text.charAt(i) == '+' || text.charAt(i) == '#')) {
            sign = text.charAt(i);
            i++;
        }
        return new Marks(from, to, capture, energy, sign, i);
    }

    /**
     * Says what is wrong with a move that does not leave its square, as every reader of moves says it.
     *
     * @param square the square given twice
     * @return the problem, for a message
     */
    public static String sameSquares(Square square) {
        return "expected a destination other than the starting square " + square;
    }

    /** A mark between the squares: {@code -}, or {@code x} in either case for a capture. */
    private static boolean isSeparator(char c) {
        return c == '-' || c == 'x' || c == 'X';
    }

    /** Where reading starts: after a byte-order mark, if the text begins with one. */
    private static int start(String text) {
        return !text.isEmpty() && text.charAt(0) == BYTE_ORDER_MARK ? 1 : 0;
    }

    private static void requireEnd(String what, String text, int at, String expected) {
        if (at < text.length()) {
            throw error(what, text, at, "expected " + expected + ", found " + found(text, at));
        }
    }

    /** Describes the character at an index, or the end of the text. */
    private static String found(String text, int at) {
        return at >= text.length() ? "the end of the text" : Messages.describe(text.charAt(at));
    }

    private static NotationException error(String what, String text, int at, String problem) {
        return new NotationException(what, text, at, problem);
    }
}
