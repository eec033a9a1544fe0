package io.github.shogunsdk.examples.cli;

import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Square;
import java.util.Collection;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Writes lists of squares and moves the way the command line prints them.
 */
final class SquareList {

    private SquareList() {
    }

    /**
     * Joins squares in square order (a1, a2, …, h8), separated by commas, without duplicates.
     *
     * @param squares the squares
     * @return such as {@code "a3,a5,b2"}; empty for no squares
     */
    static String commaSeparated(Collection<Square> squares) {
        return squares.stream().distinct().sorted().map(Square::toString).collect(Collectors.joining(","));
    }

    /**
     * Returns the destinations of moves.
     *
     * @param moves the moves
     * @return their destination squares, in the moves' order
     */
    static List<Square> destinations(Collection<Move> moves) {
        return moves.stream().map(Move::to).toList();
    }

    /**
     * Joins moves in canonical notation, sorted alphabetically, separated by one space.
     *
     * @param moves the moves
     * @return such as {@code "a1a5 a1b4"}; empty for no moves
     */
    static String spaceSeparated(Collection<Move> moves) {
        return moves.stream().map(Move::toString).sorted().collect(Collectors.joining(" "));
    }
}
