package io.github.shogunsdk.api;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * What a search found: the best move, its score, the line the engine expects, the depth reached,
 * the work done and why the search ended; and, when the limits asked for several
 * ({@link SearchLimits#withLines}), the best lines, each starting with a different move. Immutable.
 *
 * <pre>{@code
 * SearchResult result = engine.search(game, SearchLimits.depth(3));
 * result.bestMove();             // Optional[d1d3]: empty only when the game is over
 * result.score();                // e.g. +0.40, or "win in 1 ply" when the best move wins at once
 * result.stopReason();           // DEPTH
 * result.lines();                // [1. +0.40 d1d3 e8e7 d3e4]: one line unless more were asked for
 * }</pre>
 */
public final class SearchResult {

    private final Score score;
    private final List<Move> principalVariation;
    private final int depth;
    private final long nodes;
    private final Duration elapsed;
    private final StopReason stopReason;
    private final List<SearchLine> lines;

    private SearchResult(Score score, List<Move> principalVariation, int depth, long nodes, Duration elapsed,
            StopReason stopReason, List<SearchLine> lines) {
        this.score = Objects.requireNonNull(score, "score");
        this.principalVariation = List.copyOf(Objects.requireNonNull(principalVariation, "principalVariation"));
        this.stopReason = Objects.requireNonNull(stopReason, "stopReason");
        this.elapsed = Objects.requireNonNull(elapsed, "elapsed");
        if (depth < 0 || nodes < 0 || elapsed.isNegative()) {
            throw new IllegalArgumentException("depth, nodes and time are 0 or more");
        }
        if (this.principalVariation.isEmpty() != (stopReason == StopReason.GAME_OVER)) {
            throw new IllegalArgumentException("a search finds a move exactly when the game is not over");
        }
        this.depth = depth;
        this.nodes = nodes;
        this.lines = SearchLines.checked(lines);
    }

    /**
     * Returns a result. Engines make them; this factory exists for libraries that carry them
     * elsewhere (as the JSON module does) and for tests.
     *
     * @param score the score of the best line for the side to move
     * @param principalVariation the expected line, starting with the best move; empty exactly when
     *     the reason is {@link StopReason#GAME_OVER}
     * @param depth the last completed depth, 0 when there was nothing to search
     * @param nodes the nodes visited
     * @param elapsed the time spent
     * @param stopReason why the search ended
     * @return the result
     */
    public static SearchResult of(Score score, List<Move> principalVariation, int depth, long nodes, Duration elapsed,
            StopReason stopReason) {
        List<Move> line = List.copyOf(Objects.requireNonNull(principalVariation, "principalVariation"));
        return new SearchResult(score, line, depth, nodes, elapsed, stopReason,
                line.isEmpty() ? List.of() : List.of(SearchLine.of(1, score, line)));
    }

    /**
     * Returns a result of several lines; its score, principal variation and best move are the first
     * line's. Engines make them; this factory exists for libraries that carry them elsewhere (as the
     * JSON module does) and for tests. A game that is over has no line: use the other factory.
     *
     * @param lines the best lines, at least one: ranked 1, 2, … in order, scores from best to
     *     worst, each starting with a different move
     * @param depth the last completed depth, 0 when a limit ended the search before its first
     *     depth completed
     * @param nodes the nodes visited
     * @param elapsed the time spent
     * @param stopReason why the search ended; not {@link StopReason#GAME_OVER}
     * @return the result
     * @throws IllegalArgumentException if there is no line, or the lines are out of order or share
     *     a first move
     */
    public static SearchResult of(List<SearchLine> lines, int depth, long nodes, Duration elapsed,
            StopReason stopReason) {
        Objects.requireNonNull(lines, "lines");
        Objects.requireNonNull(elapsed, "elapsed");
        Objects.requireNonNull(stopReason, "stopReason");
        if (lines.isEmpty()) {
            throw new IllegalArgumentException("a search that found a move has at least one line");
        }
        SearchLine best = Objects.requireNonNull(lines.get(0), "lines");
        return new SearchResult(best.score(), best.moves(), depth, nodes, elapsed, stopReason, lines);
    }

    /**
     * Returns the move to play.
     *
     * @return the best move found, or empty when the game is over
     */
    public Optional<Move> bestMove() {
        return principalVariation.isEmpty() ? Optional.empty() : Optional.of(principalVariation.get(0));
    }

    /**
     * Returns the score of the best line, for the side to move.
     *
     * @return the score
     */
    public Score score() {
        return score;
    }

    /**
     * Returns the line the engine expects, starting with {@link #bestMove()}.
     *
     * @return an immutable list, empty when the game is over
     */
    public List<Move> principalVariation() {
        return principalVariation;
    }

    /**
     * Returns the best lines, best first, each starting with a different move; as many as the
     * limits asked for ({@link SearchLimits#withLines}), or fewer when the side to move has fewer
     * legal moves. The first line has this result's {@link #score()} and
     * {@link #principalVariation()}.
     *
     * <pre>{@code
     * SearchResult result = engine.search(game, SearchLimits.depth(4).withLines(3));
     * result.lines().get(0).moves().equals(result.principalVariation());   // true
     * result.lines().get(2).score();                                       // the third-best score
     * }</pre>
     *
     * @return an immutable list, empty when the game is over; of one line unless more were asked
     *     for, or when a limit ended the search before its first depth completed
     */
    public List<SearchLine> lines() {
        return lines;
    }

    /**
     * Returns the last fully searched depth.
     *
     * @return plies; 0 when there was nothing to search, or when a limit ended the search before
     *     its first depth completed
     */
    public int depth() {
        return depth;
    }

    /**
     * Returns the nodes visited.
     *
     * @return the count
     */
    public long nodes() {
        return nodes;
    }

    /**
     * Returns the time spent.
     *
     * @return the duration
     */
    public Duration elapsed() {
        return elapsed;
    }

    /**
     * Returns why the search ended.
     *
     * @return the reason
     */
    public StopReason stopReason() {
        return stopReason;
    }

    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof SearchResult r && score.equals(r.score) && principalVariation.equals(r.principalVariation)
                && depth == r.depth && nodes == r.nodes && elapsed.equals(r.elapsed) && stopReason == r.stopReason
                && lines.equals(r.lines);
    }

    @Override
    public int hashCode() {
        return Objects.hash(score, principalVariation, depth, nodes, elapsed, stopReason, lines);
    }

    /**
     * Returns a line such as {@code "d1d3 (+0.40, depth 4, 20311 nodes, 35 ms, DEPTH)"}, or with
     * several lines {@code "d1d3 (+0.40, depth 4, 20311 nodes, 35 ms, DEPTH, 3 lines)"}.
     *
     * @return a readable description
     */
    @Override
    public String toString() {
        return (bestMove().isPresent() ? bestMove().get().toString() : "none") + " (" + score + ", depth " + depth + ", " + nodes
                + " nodes, " + elapsed.toMillis() + " ms, " + stopReason + (lines.size() > 1 ? ", " + lines.size()
                + " lines" : "") + ")";
    }
}
