package io.github.shogunsdk.api;

import io.github.shogunsdk.api.internal.MoveGrammar;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * A square of the 8×8 board: file {@code x} (1 = a … 8 = h) and rank {@code y} (1 … 8).
 *
 * <p>Squares are ordered by their names: file first, then rank (a1, a2, …, a8, b1, …, h8). The
 * {@link #index()}, {@link #all()} and {@link #compareTo compareTo} all follow that one order. Instances are
 * immutable and cached.
 *
 * <pre>{@code
 * Square d4 = Square.parse("d4");
 * d4.x();                                  // 4
 * Square.of(4, 4).equals(d4);              // true
 * d4.step(Direction.UP, 2).orElseThrow();  // d6
 * d4.index();                              // 27: a1 is 0, a2 is 1, …, h8 is 63
 * }</pre>
 *
 * @param x the file, 1 to 8
 * @param y the rank, 1 to 8
 */
public record Square(int x, int y) implements Comparable<Square> {

    /** The number of squares on the board. */
    public static final int COUNT = 64;

    /** Cached squares in square order: the index is {@code (x - 1) * 8 + (y - 1)}. */
    private static final Square[] CACHE = new Square[COUNT];
    private static final List<Square> ALL;

    static {
        for (int file = 1; file <= 8; file++) {
            for (int rank = 1; rank <= 8; rank++) {
                CACHE[(file - 1) * 8 + rank - 1] = new Square(file, rank);
            }
        }
        ALL = List.of(CACHE);
    }

    /**
     * Validates the components.
     *
     * @param x see the type's description
     * @param y see the type's description
     * @throws IllegalArgumentException if a coordinate is outside 1..8
     */
    public Square {
        requireOnBoard(x, y);
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
        requireOnBoard(x, y);
        return CACHE[(x - 1) * 8 + y - 1];
    }

    /**
     * Reads an algebraic square name such as {@code "d4"}; the file letter may be upper case.
     *
     * @param name a file letter a–h followed by a rank digit 1–8
     * @return the square
     * @throws NotationException naming the first bad character
     * @throws NullPointerException if {@code name} is null
     */
    public static Square parse(String name) {
        Objects.requireNonNull(name, "name");
        return MoveGrammar.wholeSquare(name);
    }

    /**
     * Returns the square at a place in square order.
     *
     * @param index 0 (a1) to 63 (h8), in the order of {@link #all()}
     * @return the square
     * @throws IllegalArgumentException if the index is outside 0..63
     */
    public static Square ofIndex(int index) {
        if (index < 0 || index >= COUNT) {
            throw new IllegalArgumentException("a square index is 0 to 63, not " + index);
        }
        return CACHE[index];
    }

    /**
     * Returns all 64 squares in square order (a1, a2, …, a8, b1, …, h8).
     *
     * @return an immutable list of the squares
     */
    public static List<Square> all() {
        return ALL;
    }

    /**
     * Returns the place of this square in square order: a1 = 0, a2 = 1, …, a8 = 7, b1 = 8, …,
     * h8 = 63. Handy for arrays indexed by square.
     *
     * @return {@code (x - 1) * 8 + (y - 1)}
     */
    public int index() {
        return (x - 1) * 8 + y - 1;
    }

    /**
     * Returns the square {@code steps} squares away in {@code direction}, if it is on the board.
     *
     * @param direction the direction to step in
     * @param steps how many squares, zero or more
     * @return the square reached, or empty if it is off the board
     */
    public Optional<Square> step(Direction direction, int steps) {
        Objects.requireNonNull(direction, "direction");
        int nx = x + direction.dx() * steps;
        int ny = y + direction.dy() * steps;
        if (nx < 1 || nx > 8 || ny < 1 || ny > 8) {
            return Optional.empty();
        }
        return Optional.of(of(nx, ny));
    }

    /**
     * Returns the number of orthogonal steps between the two squares (the Manhattan distance):
     * the energy a piece needs to travel between them.
     *
     * @param other the other square
     * @return {@code |dx| + |dy|}
     */
    public int distanceTo(Square other) {
        Objects.requireNonNull(other, "other");
        return Math.abs(other.x - x) + Math.abs(other.y - y);
    }

    /**
     * Orders squares by file, then rank: a1, a2, …, a8, b1, …, h8, the order of their names.
     *
     * @param other the square to compare with
     * @return a negative number, zero or a positive number
     */
    @Override
    public int compareTo(Square other) {
        Objects.requireNonNull(other, "other");
        return Integer.compare(index(), other.index());
    }

    // equals and hashCode are written out, as in every record of the API: the generated ones
    // bootstrap method handles on first use, which costs a short-lived program tens of milliseconds.
    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof Square s && x == s.x && y == s.y;
    }

    @Override
    public int hashCode() {
        return (x - 1) * 8 + y - 1;
    }

    /**
     * Returns the algebraic name, such as {@code "d4"}, which {@link #parse parse} reads back.
     *
     * @return the square's name
     */
    @Override
    public String toString() {
        return "" + (char) ('a' + x - 1) + (char) ('0' + y);
    }

    private static void requireOnBoard(int x, int y) {
        if (x < 1 || x > 8 || y < 1 || y > 8) {
            throw new IllegalArgumentException("square (" + x + ", " + y + ") is off the board: x and y are 1 to 8");
        }
    }
}
