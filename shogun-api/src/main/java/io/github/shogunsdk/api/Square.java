package io.github.shogunsdk.api;

import io.github.shogunsdk.api.notation.NotationException;
import java.util.List;
import java.util.Optional;

/**
 * A square of the 8×8 board: file {@code x} (1 = a … 8 = h) and rank {@code y} (1 … 8).
 *
 * <p>Squares order by file, then rank (a1, a2, …, a8, b1, …, h8), which is also the alphabetical
 * order of their names. Instances are immutable and cached.
 *
 * <pre>{@code
 * Square d4 = Square.of("d4");
 * d4.x();                                  // 4
 * Square.of(4, 4).equals(d4);              // true
 * d4.step(Direction.UP, 2).orElseThrow();  // d6
 * }</pre>
 *
 * @param x the file, 1 to 8
 * @param y the rank, 1 to 8
 */
public record Square(int x, int y) implements Comparable<Square> {

    /** The number of squares on the board. */
    public static final int COUNT = 64;

    private static final Square[] CACHE = new Square[COUNT];
    private static final List<Square> ALL;

    static {
        Square[] ordered = new Square[COUNT];
        int i = 0;
        for (int file = 1; file <= 8; file++) {
            for (int rank = 1; rank <= 8; rank++) {
                Square square = new Square(file, rank);
                CACHE[square.index()] = square;
                ordered[i++] = square;
            }
        }
        ALL = List.of(ordered);
    }

    /**
     * Validates the components.
     *
     * @param x see the type's description
     * @param y see the type's description
     */
    public Square {
        if (x < 1 || x > 8 || y < 1 || y > 8) {
            throw new IllegalArgumentException("square (" + x + ", " + y + ") is off the board: x and y must be 1 to 8");
        }
    }

    /**
     * Returns the square at file {@code x} and rank {@code y}.
     *
     * @param x the file, 1 to 8
     * @param y the rank, 1 to 8
     * @return the square
     * @throws IllegalArgumentException if a coordinate is outside 1..8
     */
    public static Square of(int x, int y) {
        if (x < 1 || x > 8 || y < 1 || y > 8) {
            throw new IllegalArgumentException("square (" + x + ", " + y + ") is off the board: x and y must be 1 to 8");
        }
        return CACHE[(y - 1) * 8 + (x - 1)];
    }

    /**
     * Parses an algebraic square name such as {@code "d4"}; the file letter may be upper case.
     *
     * @param name a file letter a–h followed by a rank digit 1–8
     * @return the square
     * @throws NotationException naming the first bad character
     */
    public static Square of(String name) {
        if (name == null) {
            throw new NotationException("square", "", 0, "expected a square such as d4, found nothing");
        }
        Square square = parseAt(name, 0, "square");
        if (name.length() > 2) {
            throw new NotationException("square", name, 2, "expected the end of the square name, found '" + name.charAt(2) + "'");
        }
        return square;
    }

    /**
     * Parses the two characters of a square name at {@code index} of {@code text}; used by the notations.
     *
     * @param text the text being parsed
     * @param index where the square's file letter should stand
     * @param what the kind of text, for the error message (for example {@code "move"})
     * @return the square
     * @throws NotationException naming the first bad character
     */
    public static Square parseAt(String text, int index, String what) {
        if (index >= text.length()) {
            throw new NotationException(what, text, index, "expected a file letter a-h, found the end of the text");
        }
        char file = Character.toLowerCase(text.charAt(index));
        if (file < 'a' || file > 'h') {
            throw new NotationException(what, text, index, "expected a file letter a-h, found '" + text.charAt(index) + "'");
        }
        if (index + 1 >= text.length()) {
            throw new NotationException(what, text, index + 1, "expected a rank digit 1-8, found the end of the text");
        }
        char rank = text.charAt(index + 1);
        if (rank < '1' || rank > '8') {
            throw new NotationException(what, text, index + 1, "expected a rank digit 1-8, found '" + rank + "'");
        }
        return of(file - 'a' + 1, rank - '0');
    }

    /**
     * Returns the square with the given {@link #index()}.
     *
     * @param index 0 (a1) to 63 (h8), rank by rank
     * @return the square
     * @throws IllegalArgumentException if the index is outside 0..63
     */
    public static Square ofIndex(int index) {
        if (index < 0 || index >= COUNT) {
            throw new IllegalArgumentException("square index " + index + " is outside 0..63");
        }
        return CACHE[index];
    }

    /**
     * Returns all 64 squares in square order (a1, a2, …, h8).
     *
     * @return an immutable list of the squares
     */
    public static List<Square> all() {
        return ALL;
    }

    /**
     * Returns the index of this square rank by rank: a1 = 0, b1 = 1, …, h1 = 7, a2 = 8, …, h8 = 63.
     *
     * @return the index, 0 to 63
     */
    public int index() {
        return (y - 1) * 8 + (x - 1);
    }

    /**
     * Returns the square {@code steps} squares away in {@code direction}, if it is on the board.
     *
     * @param direction the direction to step in
     * @param steps how many squares, zero or more
     * @return the square reached, or empty if it is off the board
     */
    public Optional<Square> step(Direction direction, int steps) {
        int nx = x + direction.dx() * steps;
        int ny = y + direction.dy() * steps;
        if (nx < 1 || nx > 8 || ny < 1 || ny > 8) {
            return Optional.empty();
        }
        return Optional.of(of(nx, ny));
    }

    /**
     * Returns the number of orthogonal steps between the two squares (the Manhattan distance).
     *
     * @param other the other square
     * @return {@code |dx| + |dy|}
     */
    public int distanceTo(Square other) {
        return Math.abs(other.x - x) + Math.abs(other.y - y);
    }

    /**
     * Orders squares by file, then rank: a1, a2, …, a8, b1, …, h8.
     *
     * @param other the square to compare with
     * @return a negative number, zero or a positive number
     */
    @Override
    public int compareTo(Square other) {
        return x != other.x ? Integer.compare(x, other.x) : Integer.compare(y, other.y);
    }

    /**
     * Returns the algebraic name, such as {@code "d4"}.
     *
     * @return the square's name
     */
    @Override
    public String toString() {
        return "" + (char) ('a' + x - 1) + (char) ('0' + y);
    }
}
