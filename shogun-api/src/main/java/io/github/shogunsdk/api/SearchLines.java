package io.github.shogunsdk.api;

import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/** The checks every list of best lines passes, for {@link SearchResult} and {@link SearchProgress}. */
final class SearchLines {

    private SearchLines() {
    }

    /**
     * Copies a list of lines after checking that they are ranked 1, 2, … in order, scored from best
     * to worst, and start with different moves.
     *
     * @param lines the lines, possibly none
     * @return an immutable copy
     * @throws IllegalArgumentException if the lines break one of those rules
     */
    static List<SearchLine> checked(List<SearchLine> lines) {
        List<SearchLine> copy = List.copyOf(Objects.requireNonNull(lines, "lines"));
        Set<Move> first = new HashSet<>();
        for (int i = 0; i < copy.size(); i++) {
            SearchLine line = copy.get(i);
            if (line.rank() != i + 1) {
                throw new IllegalArgumentException("line " + (i + 1) + " is ranked " + line.rank());
            }
            if (i > 0 && line.score().compareTo(copy.get(i - 1).score()) > 0) {
                throw new IllegalArgumentException("line " + (i + 1) + " scores " + line.score() + ", better than line "
                        + i + "'s " + copy.get(i - 1).score());
            }
            if (!first.add(line.firstMove())) {
                throw new IllegalArgumentException("line " + (i + 1) + " starts with " + line.firstMove()
                        + ", as an earlier line does");
            }
        }
        return copy;
    }
}
