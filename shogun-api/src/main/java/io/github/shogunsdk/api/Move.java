package io.github.shogunsdk.api;

import io.github.shogunsdk.api.internal.MoveGrammar;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * A move as the rules identify it: the square a piece leaves and the square it lands on.
 *
 * <p>Two moves are equal when their squares are equal, whatever path the piece takes, so
 * {@code game.legalMoves().contains(move)} answers "may the piece on {@code from} go to
 * {@code to}?". Where two bent paths lead to the same destination, the move is legal when at least
 * one of them is open; the path itself is a {@link MovePath}, which a game asks for
 * ({@link Game#paths(Move)}) and remembers ({@link Ply#path()}).
 *
 * <p>The text form is {@code <from><to>}, such as {@code d1d3}; {@link #parse parse} also accepts
 * {@code d1-d3} and {@code d1xd3}, a trailing {@code +} or {@code #}, in any letter case.
 *
 * <pre>{@code
 * Move move = Move.parse("D4xB6+");
 * move.from();                                       // d4
 * move.toString();                                   // "d4b6"
 * move.equals(Move.of(Square.parse("d4"), Square.parse("b6")));   // true
 * }</pre>
 *
 * @param from the square the piece leaves
 * @param to the square it lands on, different from {@code from}
 */
public record Move(Square from, Square to) implements Comparable<Move> {

    /**
     * Validates the components.
     *
     * @param from see the type's description
     * @param to see the type's description
     * @throws NullPointerException if a square is null
     * @throws IllegalArgumentException if both squares are the same
     */
    public Move {
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(to, "to");
        if (from.equals(to)) {
            throw new IllegalArgumentException("a move leaves its square: " + from + " to " + to + " is not a move");
        }
    }

    /**
     * Returns the move between two squares.
     *
     * @param from the square the piece leaves
     * @param to the square it lands on
     * @return the move
     * @throws IllegalArgumentException if both squares are the same
     */
    public static Move of(Square from, Square to) {
        return new Move(from, to);
    }

    /**
     * Reads a move: {@code d1d3}, {@code d1-d3} or {@code d1xd3}, optionally followed by {@code +}
     * or {@code #}; letters in any case; a leading byte-order mark is ignored.
     *
     * @param text the move
     * @return the move
     * @throws NotationException naming the first bad character and what was expected
     * @throws NullPointerException if {@code text} is null
     */
    public static Move parse(String text) {
        Objects.requireNonNull(text, "text");
        // The one move grammar, without the landing energy mark that a game's play(String) reads.
        return MoveGrammar.wholeMove(text, false).move();
    }

    /**
     * Returns the number of orthogonal steps between the squares: the energy a piece needs to
     * make this move.
     *
     * @return 1 to 14
     */
    public int distance() {
        return from.distanceTo(to);
    }

    /**
     * Orders moves by their text: by starting square, then by destination, in square order.
     *
     * @param other the move to compare with
     * @return a negative number, zero or a positive number
     */
    @Override
    public int compareTo(Move other) {
        Objects.requireNonNull(other, "other");
        int byFrom = from.compareTo(other.from);
        return byFrom != 0 ? byFrom : to.compareTo(other.to);
    }

    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof Move m && from.equals(m.from) && to.equals(m.to);
    }

    @Override
    public int hashCode() {
        return from.hashCode() * 64 + to.hashCode();
    }

    /**
     * Returns the canonical notation, such as {@code "d1d3"}, which {@link #parse parse} reads back.
     *
     * @return from and to square names
     */
    @Override
    public String toString() {
        return from.toString() + to;
    }
}
