package io.github.shogunsdk.api;

import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * One of the best lines a search found: its rank (1 for the best), its score for the side to move,
 * and its principal variation, the moves the engine expects, starting with the move it recommends.
 * The one type for lines: {@link SearchResult} and {@link SearchProgress} carry their scores and
 * moves in lines, and the JSON and JavaScript forms name the moves {@code principalVariation} too
 * (the engine protocol's {@code pv} is the same thing in the protocol's own spelling). A search asked for several lines
 * ({@link SearchLimits#withLines}) gives them in {@link SearchResult#lines()} and
 * {@link SearchProgress#lines()}, best first, each starting with a different move. Immutable.
 *
 * <pre>{@code
 * for (SearchLine line : engine.search(game, SearchLimits.ofDepth(4).withLines(3)).lines()) {
 *     System.out.println(line);   // 1. +0.40 d1d3 e8e7 d3e4 …
 * }
 * }</pre>
 */
public final class SearchLine {

    private final int rank;
    private final Score score;
    private final List<Move> principalVariation;

    private SearchLine(int rank, Score score, List<Move> principalVariation) {
        this.score = Objects.requireNonNull(score, "score");
        this.principalVariation = List.copyOf(Objects.requireNonNull(principalVariation, "principalVariation"));
        if (rank < 1 || rank > SearchLimits.MAX_LINES) {
            throw new IllegalArgumentException("a line's rank is 1 to " + SearchLimits.MAX_LINES + ", not " + rank);
        }
        this.rank = rank;
        if (this.principalVariation.isEmpty()) {
            throw new IllegalArgumentException("a line has at least one move");
        }
    }

    /**
     * Returns a line. Engines make them; this factory exists for libraries that carry them
     * elsewhere (as the JSON module does) and for tests.
     *
     * @param rank 1 for the best line, 2 for the next, up to {@link SearchLimits#MAX_LINES}
     * @param score the line's score for the side to move
     * @param principalVariation the line's moves, at least one
     * @return the line
     * @throws IllegalArgumentException if the rank is out of range or there is no move
     */
    public static SearchLine of(int rank, Score score, List<Move> principalVariation) {
        return new SearchLine(rank, score, principalVariation);
    }

    /**
     * Returns the line's place among the lines of its search.
     *
     * @return 1 for the best line, 2 for the next, and so on
     */
    public int rank() {
        return rank;
    }

    /**
     * Returns the line's score, for the side to move.
     *
     * @return the score
     */
    public Score score() {
        return score;
    }

    /**
     * Returns the line's moves, the principal variation: the recommended move first, then the
     * replies and moves the engine expects.
     *
     * @return an immutable list of at least one move
     */
    public List<Move> principalVariation() {
        return principalVariation;
    }

    /**
     * Returns the move the line starts with.
     *
     * @return the first of {@link #principalVariation()}
     */
    public Move firstMove() {
        return principalVariation.get(0);
    }

    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof SearchLine l && rank == l.rank && score.equals(l.score) && principalVariation.equals(l.principalVariation);
    }

    @Override
    public int hashCode() {
        return Objects.hash(rank, score, principalVariation);
    }

    /**
     * Returns a description such as {@code "1. +0.40 d1d3 e8e7 d3e4"}.
     *
     * @return a readable description
     */
    @Override
    public String toString() {
        StringBuilder out = new StringBuilder().append(rank).append(". ").append(score);
        for (Move move : principalVariation) {
            out.append(' ').append(move);
        }
        return out.toString();
    }
}
