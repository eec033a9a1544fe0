package io.github.shogunsdk.api;

import java.util.List;
import java.util.Objects;

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
        for (int i = 0; i < copy.size(); i++) {
            SearchLine line = copy.get(i);
            if (line.rank() != i + 1) {
                throw new IllegalArgumentException("line " + (i + 1) + " is ranked " + line.rank());
            }
            if (i > 0 && line.score().compareTo(copy.get(i - 1).score()) > 0) {
                // The scores are left out of the message: it keeps Score's text out of the browser build.
                throw new IllegalArgumentException("line " + (i + 1) + " scores better than line " + i);
            }
            // At most sixteen lines: a plain search, which keeps hash sets out of the browser build.
            for (int j = 0; j < i; j++) {
                if (copy.get(j).firstMove().equals(line.firstMove())) {
                    throw new IllegalArgumentException("line " + (i + 1) + " starts with " + line.firstMove()
                            + ", as an earlier line does");
                }
            }
        }
        return copy;
    }
}
