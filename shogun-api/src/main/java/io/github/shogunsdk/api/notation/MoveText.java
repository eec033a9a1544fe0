package io.github.shogunsdk.api.notation;

import io.github.shogunsdk.api.Square;
import java.util.Objects;

/**
 * A move as text names it: its from and to squares, without a path. Resolve it against a position
 * with {@link io.github.shogunsdk.api.Rules#move(io.github.shogunsdk.api.Position, String)} to get
 * the legal {@link io.github.shogunsdk.api.Move}.
 *
 * <p>The canonical form is {@code <from><to>}, such as {@code d1d3}. {@link #parse} also accepts
 * {@code d1-d3} and {@code d1xd3}, a trailing {@code +} or {@code #}, in any letter case.
 *
 * <pre>{@code
 * MoveText text = MoveText.parse("D4xB6+");
 * text.from();        // d4
 * text.toString();    // "d4b6"
 * }</pre>
 *
 * @param from the square the piece leaves
 * @param to the destination
 */
public record MoveText(Square from, Square to) {

    /**
     * Validates the components.
     *
     * @param from see the type's description
     * @param to see the type's description
     */
    public MoveText {
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(to, "to");
        if (from.equals(to)) {
            throw new IllegalArgumentException("a move must leave its square: " + from + from);
        }
    }

    /**
     * Returns the move text for two squares.
     *
     * @param from the square the piece leaves
     * @param to the destination
     * @return the move text
     */
    public static MoveText of(Square from, Square to) {
        return new MoveText(from, to);
    }

    /**
     * Parses a move: {@code d1d3}, {@code d1-d3} or {@code d1xd3}, optionally followed by {@code +}
     * or {@code #}; letters in any case.
     *
     * @param text the move
     * @return the move text
     * @throws NotationException naming the first bad character and what was expected
     */
    public static MoveText parse(String text) {
        if (text == null) {
            throw new NotationException("move", "", 0, "expected a move such as d1d3, found nothing");
        }
        Square from = Square.parseAt(text, 0, "move");
        int index = 2;
        if (index < text.length() && (text.charAt(index) == '-' || text.charAt(index) == 'x' || text.charAt(index) == 'X')) {
            index++;
        }
        int toIndex = index;
        Square to = Square.parseAt(text, index, "move");
        index += 2;
        if (index < text.length() && (text.charAt(index) == '+' || text.charAt(index) == '#')) {
            index++;
        }
        if (index < text.length()) {
            throw new NotationException("move", text, index, "expected the end of the move, found '" + text.charAt(index) + "'");
        }
        if (from.equals(to)) {
            throw new NotationException("move", text, toIndex, "expected a destination other than the starting square " + from);
        }
        return new MoveText(from, to);
    }

    /**
     * Returns the canonical notation, such as {@code "d1d3"}.
     *
     * @return from and to square names
     */
    @Override
    public String toString() {
        return from.toString() + to;
    }
}
