package io.github.shogunsdk.cli;

import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Square;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.TreeSet;

/**
 * Writes lists of squares and moves the way the command line prints them. Plain loops rather than
 * streams: these run in every quick command, where start-up time counts.
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
        StringBuilder out = new StringBuilder();
        for (Square square : new TreeSet<>(squares)) {
            if (out.length() > 0) {
                out.append(',');
            }
            out.append(square);
        }
        return out.toString();
    }

    /**
     * Returns the destinations of moves.
     *
     * @param moves the moves
     * @return their destination squares, in the moves' order
     */
    static List<Square> destinations(Collection<Move> moves) {
        List<Square> squares = new ArrayList<>(moves.size());
        for (Move move : moves) {
            squares.add(move.to());
        }
        return Collections.unmodifiableList(squares);
    }

    /**
     * Joins moves in canonical notation, sorted alphabetically, separated by one space.
     *
     * @param moves the moves
     * @return such as {@code "a1a5 a1b4"}; empty for no moves
     */
    static String spaceSeparated(Collection<Move> moves) {
        List<String> texts = new ArrayList<>(moves.size());
        for (Move move : moves) {
            texts.add(move.toString());
        }
        Collections.sort(texts);
        return String.join(" ", texts);
    }
}
