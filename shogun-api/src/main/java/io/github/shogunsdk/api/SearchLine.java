package io.github.shogunsdk.api;

import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * One of the best lines a search found: its rank (1 for the best), its score for the side to move,
 * and its moves, starting with the move it recommends. A search asked for several lines
 * ({@link SearchLimits#withLines}) gives them in {@link SearchResult#lines()} and
 * {@link SearchProgress#lines()}, best first, each starting with a different move. Immutable.
 *
 * <pre>{@code
 * for (SearchLine line : engine.search(game, SearchLimits.depth(4).withLines(3)).lines()) {
 *     System.out.println(line);   // 1. +0.40 d1d3 e8e7 d3e4 …
 * }
 * }</pre>
 */
public final class SearchLine {

    private final int rank;
    private final Score score;
    private final List<Move> moves;

    private SearchLine(int rank, Score score, List<Move> moves) {
        this.score = Objects.requireNonNull(score, "score");
        this.moves = List.copyOf(Objects.requireNonNull(moves, "moves"));
        if (rank < 1 || rank > SearchLimits.MAX_LINES) {
            throw new IllegalArgumentException("a line's rank is 1 to " + SearchLimits.MAX_LINES + ", not " + rank);
        }
        this.rank = rank;
        if (this.moves.isEmpty()) {
            throw new IllegalArgumentException("a line has at least one move");
        }
    }

    /**
     * Returns a line. Engines make them; this factory exists for libraries that carry them
     * elsewhere (as the JSON module does) and for tests.
     *
     * @param rank 1 for the best line, 2 for the next, up to {@link SearchLimits#MAX_LINES}
     * @param score the line's score for the side to move
     * @param moves the line's moves, at least one
     * @return the line
     * @throws IllegalArgumentException if the rank is out of range or there is no move
     */
    public static SearchLine of(int rank, Score score, List<Move> moves) {
        return new SearchLine(rank, score, moves);
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
     * Returns the line's moves, the recommended one first.
     *
     * @return an immutable list of at least one move
     */
    public List<Move> moves() {
        return moves;
    }

    /**
     * Returns the move the line starts with.
     *
     * @return the first of {@link #moves()}
     */
    public Move firstMove() {
        return moves.get(0);
    }

    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof SearchLine l && rank == l.rank && score.equals(l.score) && moves.equals(l.moves);
    }

    @Override
    public int hashCode() {
        return Objects.hash(rank, score, moves);
    }

    /**
     * Returns a description such as {@code "1. +0.40 d1d3 e8e7 d3e4"}.
     *
     * @return a readable description
     */
    @Override
    public String toString() {
        StringBuilder out = new StringBuilder().append(rank).append(". ").append(score);
        for (Move move : moves) {
            out.append(' ').append(move);
        }
        return out.toString();
    }
}
