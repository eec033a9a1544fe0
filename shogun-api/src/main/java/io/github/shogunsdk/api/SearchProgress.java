package io.github.shogunsdk.api;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * What a search knows after completing one depth: the best lines at that depth ({@link #lines()},
 * one unless the limits asked for several, each a {@link SearchLine} with its score and principal
 * variation) and the work done so far. An engine reports one after every completed depth, in depth
 * order, to the listener given to {@link Engine#search(Game, SearchLimits, java.util.function.Consumer)
 * Engine.search} or {@link Engine#searchAsync Engine.searchAsync}; a frontend shows it as
 * "thinking". Immutable.
 *
 * <pre>{@code
 * engine.searchAsync(game, SearchLimits.ofTime(Duration.ofSeconds(2)), progress -> {
 *     System.out.println(progress);     // depth 3, +0.40, d1d3 e8e7 d3e4, 5120 nodes, …
 *     progress.bestLine().score();      // the score of the best line, for the side to move
 * }).join();
 * }</pre>
 */
public final class SearchProgress {

    private final int depth;
    private final List<SearchLine> lines;
    private final long nodes;
    private final Duration elapsed;

    private SearchProgress(int depth, List<SearchLine> lines, long nodes, Duration elapsed) {
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
        this.lines = SearchLines.checked(lines);
        if (this.lines.isEmpty()) {
            throw new IllegalArgumentException("a progress report has at least one line");
        }
        this.depth = depth;
        this.nodes = nodes;
        this.elapsed = elapsed;
    }

    /**
     * Returns a progress report. Engines make them; this factory exists for libraries that carry
     * them elsewhere (as the JSON module does) and for tests.
     *
     * <pre>{@code
     * SearchLine best = SearchLine.of(1, Score.ofCentipawns(35), List.of(Move.parse("d1d3")));
     * SearchProgress.of(5, List.of(best), 12_345, Duration.ofMillis(12));
     * }</pre>
     *
     * @param depth the depth just completed, 1 or more
     * @param lines the best lines, at least one: ranked 1, 2, … in order, scores from best to
     *     worst, each starting with a different move
     * @param nodes the nodes visited since the search began
     * @param elapsed the time since the search began
     * @return the report
     * @throws IllegalArgumentException if there is no line, or the lines are out of order or share
     *     a first move, or a number is out of range
     */
    public static SearchProgress of(int depth, List<SearchLine> lines, long nodes, Duration elapsed) {
        return new SearchProgress(depth, lines, nodes, elapsed);
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
     * Returns the best line known at this depth: its score for the side to move and the moves the
     * engine expects, starting with its best move.
     *
     * @return the first of {@link #lines()}
     */
    public SearchLine bestLine() {
        return lines.get(0);
    }

    /**
     * Returns the best lines known at this depth, best first, each starting with a different move.
     *
     * <pre>{@code
     * engine.searchAsync(game, SearchLimits.ofDepth(6).withLines(3), progress ->
     *         progress.lines().forEach(System.out::println));   // 1. +0.40 d1d3 …, 2. +0.25 a1a5 …, 3. …
     * }</pre>
     *
     * @return an immutable list of at least one line: as many lines as the limits asked for, or
     *     fewer when there are fewer legal moves
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
        return other instanceof SearchProgress p && depth == p.depth && lines.equals(p.lines) && nodes == p.nodes
                && elapsed.equals(p.elapsed);
    }

    @Override
    public int hashCode() {
        return Objects.hash(depth, lines, nodes, elapsed);
    }

    /**
     * Returns a line such as {@code "depth 3, +0.40, d1d3 e8e7 d3e4, 5120 nodes, 12 ms"}: the best
     * line's score and moves.
     *
     * @return a readable description
     */
    @Override
    public String toString() {
        StringBuilder line = new StringBuilder();
        for (Move move : bestLine().principalVariation()) {
            line.append(line.length() > 0 ? " " : "").append(move);
        }
        return "depth " + depth + ", " + bestLine().score() + ", " + line + ", " + nodes + " nodes, "
                + elapsed.toMillis() + " ms";
    }
}
