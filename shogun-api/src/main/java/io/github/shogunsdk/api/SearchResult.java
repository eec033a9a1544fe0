package io.github.shogunsdk.api;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * What a search found: the best move and its score, the best lines (each a {@link SearchLine} with
 * its score and principal variation: one, or as many as the limits asked for with
 * {@link SearchLimits#withLines}, each starting with a different move), the depth reached, the work
 * done and why the search ended. Immutable.
 *
 * <pre>{@code
 * SearchResult result = engine.search(game, SearchLimits.ofDepth(3));
 * result.bestMove();             // Optional[d1d3]: empty only when the game is over
 * result.score();                // e.g. +0.40, or "win in 1 ply" when the best move wins at once
 * result.stopReason();           // DEPTH
 * result.lines();                // [1. +0.40 d1d3 e8e7 d3e4]: one line unless more were asked for
 * result.bestLine().orElseThrow().principalVariation();   // [d1d3, e8e7, d3e4]
 * }</pre>
 */
public final class SearchResult {

    private final Score score;
    private final List<SearchLine> lines;
    private final int depth;
    private final long nodes;
    private final Duration elapsed;
    private final StopReason stopReason;

    private SearchResult(Score score, List<SearchLine> lines, int depth, long nodes, Duration elapsed,
            StopReason stopReason) {
        this.score = Objects.requireNonNull(score, "score");
        this.stopReason = Objects.requireNonNull(stopReason, "stopReason");
        this.elapsed = Objects.requireNonNull(elapsed, "elapsed");
        if (depth < 0 || nodes < 0 || elapsed.isNegative()) {
            throw new IllegalArgumentException("depth, nodes and time are 0 or more");
        }
        this.lines = SearchLines.checked(lines);
        if (this.lines.isEmpty() != (stopReason == StopReason.GAME_OVER)) {
            throw new IllegalArgumentException("a search finds a move exactly when the game is not over");
        }
        this.depth = depth;
        this.nodes = nodes;
    }

    /**
     * Returns the result of a search that found a move; its score and best move are the first
     * line's. Engines make them; this factory exists for libraries that carry them elsewhere (as the
     * JSON module does) and for tests.
     *
     * <pre>{@code
     * SearchLine best = SearchLine.of(1, Score.ofWinIn(1), List.of(Move.parse("d1d3")));
     * SearchResult.of(List.of(best), 5, 12_345, Duration.ofMillis(12), StopReason.DEPTH).bestMove();   // d1d3
     * }</pre>
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
     *     a first move, or the reason is {@link StopReason#GAME_OVER}
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
        return new SearchResult(best.score(), lines, depth, nodes, elapsed, stopReason);
    }

    /**
     * Returns the result of a search of a game that is over (or whose side to move has no legal
     * move): no move, no line, depth and nodes 0, {@link StopReason#GAME_OVER}.
     *
     * @param score the finished game's score for the side to move, such as a loss in 0 plies or
     *     an even estimate for a draw
     * @param elapsed the time spent finding that out
     * @return the result
     */
    public static SearchResult ofGameOver(Score score, Duration elapsed) {
        return new SearchResult(score, List.of(), 0, 0, elapsed, StopReason.GAME_OVER);
    }

    /**
     * Returns the move to play: the first move of the best line.
     *
     * @return the best move found, or empty when the game is over
     */
    public Optional<Move> bestMove() {
        return lines.isEmpty() ? Optional.empty() : Optional.of(lines.get(0).firstMove());
    }

    /**
     * Returns the score of the position searched, for the side to move: the best line's score or,
     * when the game is over and there is no line, the finished game's.
     *
     * @return the score
     */
    public Score score() {
        return score;
    }

    /**
     * Returns the best line: its score and the moves the engine expects, starting with
     * {@link #bestMove()}.
     *
     * @return the first of {@link #lines()}, or empty when the game is over
     */
    public Optional<SearchLine> bestLine() {
        return lines.isEmpty() ? Optional.empty() : Optional.of(lines.get(0));
    }

    /**
     * Returns the best lines, best first, each starting with a different move; as many as the
     * limits asked for ({@link SearchLimits#withLines}), or fewer when the side to move has fewer
     * legal moves. The first line has this result's {@link #score()} and {@link #bestMove()}.
     *
     * <pre>{@code
     * SearchResult result = engine.search(game, SearchLimits.ofDepth(4).withLines(3));
     * result.lines().get(0).firstMove().equals(result.bestMove().orElseThrow());   // true
     * result.lines().get(2).score();                                               // the third-best score
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
        return other instanceof SearchResult r && score.equals(r.score) && lines.equals(r.lines) && depth == r.depth
                && nodes == r.nodes && elapsed.equals(r.elapsed) && stopReason == r.stopReason;
    }

    @Override
    public int hashCode() {
        return Objects.hash(score, lines, depth, nodes, elapsed, stopReason);
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
