package io.github.shogunsdk.api;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * What a search knows after completing one depth: the score, the line it expects (or, when the
 * limits asked for several, every best line: {@link #lines()}), and the work done so far. An engine reports one after every completed depth, in depth order, to the listener
 * given to {@link Engine#searchAsync Engine.searchAsync}; a frontend shows it as "thinking". Immutable.
 *
 * <pre>{@code
 * engine.searchAsync(game, SearchLimits.time(Duration.ofSeconds(2)),
 *         progress -> System.out.println(progress));   // depth 3, +0.40, d1d3 e8e7 d3e4, 5120 nodes, …
 * }</pre>
 */
public final class SearchProgress {

    private final int depth;
    private final Score score;
    private final List<Move> principalVariation;
    private final long nodes;
    private final Duration elapsed;
    private final List<SearchLine> lines;

    private SearchProgress(int depth, Score score, List<Move> principalVariation, long nodes, Duration elapsed,
            List<SearchLine> lines) {
        if (depth < 1) {
            throw new IllegalArgumentException("a completed depth is 1 or more, not " + depth);
        }
        if (nodes < 0) {
            throw new IllegalArgumentException("a node count is 0 or more, not " + nodes);
        }
        Objects.requireNonNull(elapsed, "elapsed");
        if (elapsed.isNegative()) {
            throw new IllegalArgumentException("elapsed time cannot be negative: " + elapsed);
        }
        this.depth = depth;
        this.score = Objects.requireNonNull(score, "score");
        this.principalVariation = List.copyOf(Objects.requireNonNull(principalVariation, "principalVariation"));
        this.nodes = nodes;
        this.elapsed = elapsed;
        this.lines = SearchLines.checked(lines);
    }

    /**
     * Returns a progress report. Engines make them; this factory exists for libraries that carry
     * them elsewhere (as the JSON module does) and for tests.
     *
     * @param depth the depth just completed, 1 or more
     * @param score the score of the best line for the side to move
     * @param principalVariation the expected line, starting with the best move
     * @param nodes the nodes visited since the search began
     * @param elapsed the time since the search began
     * @return the report
     */
    public static SearchProgress of(int depth, Score score, List<Move> principalVariation, long nodes, Duration elapsed) {
        List<Move> line = List.copyOf(Objects.requireNonNull(principalVariation, "principalVariation"));
        return new SearchProgress(depth, score, line, nodes, elapsed,
                line.isEmpty() ? List.of() : List.of(SearchLine.of(1, Objects.requireNonNull(score, "score"), line)));
    }

    /**
     * Returns a progress report of several lines; its score and principal variation are the first
     * line's. Engines make them; this factory exists for libraries that carry them elsewhere (as
     * the JSON module does) and for tests.
     *
     * @param depth the depth just completed, 1 or more
     * @param lines the best lines, at least one: ranked 1, 2, … in order, scores from best to
     *     worst, each starting with a different move
     * @param nodes the nodes visited since the search began
     * @param elapsed the time since the search began
     * @return the report
     * @throws IllegalArgumentException if there is no line, or the lines are out of order or share
     *     a first move
     */
    public static SearchProgress of(int depth, List<SearchLine> lines, long nodes, Duration elapsed) {
        Objects.requireNonNull(lines, "lines");
        Objects.requireNonNull(elapsed, "elapsed");
        if (lines.isEmpty()) {
            throw new IllegalArgumentException("a progress report of lines has at least one line");
        }
        SearchLine best = Objects.requireNonNull(lines.get(0), "lines");
        return new SearchProgress(depth, best.score(), best.moves(), nodes, elapsed, lines);
    }

    /**
     * Returns the depth just completed.
     *
     * @return plies, 1 or more
     */
    public int depth() {
        return depth;
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
     * Returns the line the engine expects, starting with its best move.
     *
     * @return an immutable list, possibly empty when there is no move
     */
    public List<Move> principalVariation() {
        return principalVariation;
    }

    /**
     * Returns the best lines known at this depth, best first, each starting with a different move;
     * the first has this report's {@link #score()} and {@link #principalVariation()}.
     *
     * <pre>{@code
     * engine.searchAsync(game, SearchLimits.depth(6).withLines(3), progress ->
     *         progress.lines().forEach(System.out::println));   // 1. +0.40 d1d3 …, 2. +0.25 a1a5 …, 3. …
     * }</pre>
     *
     * @return an immutable list: as many lines as the limits asked for, or fewer when there are
     *     fewer legal moves; empty only when the principal variation is
     */
    public List<SearchLine> lines() {
        return lines;
    }

    /**
     * Returns the nodes visited since the search began.
     *
     * @return the count
     */
    public long nodes() {
        return nodes;
    }

    /**
     * Returns the time since the search began.
     *
     * @return the duration
     */
    public Duration elapsed() {
        return elapsed;
    }

    /**
     * Returns the search speed so far.
     *
     * @return nodes per second; 0 before a millisecond has passed
     */
    public long nodesPerSecond() {
        // Seconds and nanoseconds apart, in floating point: no overflow for any duration or count.
        double seconds = elapsed.getSeconds() + elapsed.getNano() / 1e9;
        return seconds < 1e-3 ? 0 : (long) Math.min(Long.MAX_VALUE, nodes / seconds);
    }

    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof SearchProgress p && depth == p.depth && score.equals(p.score)
                && principalVariation.equals(p.principalVariation) && nodes == p.nodes && elapsed.equals(p.elapsed)
                && lines.equals(p.lines);
    }

    @Override
    public int hashCode() {
        return Objects.hash(depth, score, principalVariation, nodes, elapsed, lines);
    }

    /**
     * Returns a line such as {@code "depth 3, +0.40, d1d3 e8e7 d3e4, 5120 nodes, 12 ms"}.
     *
     * @return a readable description
     */
    @Override
    public String toString() {
        StringBuilder line = new StringBuilder();
        for (Move move : principalVariation) {
            line.append(line.length() > 0 ? " " : "").append(move);
        }
        return "depth " + depth + ", " + score + ", " + line + ", " + nodes + " nodes, " + elapsed.toMillis() + " ms";
    }
}
