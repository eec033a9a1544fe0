package io.github.shogunsdk.api;

import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.jspecify.annotations.Nullable;

/**
 * When a search stops: at a depth, after a number of nodes, after a time, on a share of a clock,
 * whichever comes first; or never, until it is stopped ({@link #unlimited()}). Every limit applies
 * from the first node; a search still always has a move when there is one (see {@link Engine}).
 * Immutable.
 *
 * <p>A clock ({@link #ofClock ofClock}) gives the time left on the mover's clock, its increment and,
 * optionally, the moves to the next time control; the engine then decides how long to think,
 * keeping back its move overhead ({@link EngineOptions#withMoveOverheadMillis}): a soft deadline,
 * past which it starts no new depth, and a hard one, at which it stops in the middle of a depth.
 * docs/ENGINE-TIME.md gives the formula.
 *
 * <p>Any positive {@link Duration} is accepted; one of about 73 years or more (2<sup>61</sup>
 * nanoseconds, a quarter of the longest time the JVM's clock measures) means no time limit. The engine looks at the clock every thousand or so nodes, so a
 * search ends a little after its time: see {@link Engine} for the overshoot measured.
 *
 * <pre>{@code
 * SearchLimits.ofDepth(4);
 * SearchLimits.ofTime(Duration.ofMillis(500)).withDepth(10);   // whichever comes first
 * SearchLimits.unlimited();                                  // until Engine.stop()
 * SearchLimits.ofDepth(6).withLines(3);                        // the three best lines (MultiPV)
 * SearchLimits.ofClock(Duration.ofSeconds(60), Duration.ofSeconds(1));            // 60 s left, 1 s a move
 * SearchLimits.ofClock(Duration.ofMinutes(5), Duration.ZERO).withMovesToGo(20);   // 20 moves in 5 minutes
 * }</pre>
 */
public final class SearchLimits {

    /** The deepest search the engine does, in plies. */
    public static final int MAX_DEPTH = 64;

    /** The most lines a search gives ({@link #withLines}). */
    public static final int MAX_LINES = 16;

    /** The most moves to the next time control ({@link #withMovesToGo}). */
    public static final int MAX_MOVES_TO_GO = 10_000;

    private static final SearchLimits UNLIMITED = new SearchLimits(0, 0, null, 1, null, Duration.ZERO, 0);

    /** 0 when unlimited. */
    private final int depth;
    /** 0 when unlimited. */
    private final long nodes;
    /** null when unlimited. */
    private final @Nullable Duration time;
    /** 1 to {@link #MAX_LINES}. */
    private final int lines;
    /** The time left on the mover's clock; null without a clock. */
    private final @Nullable Duration clockLeft;
    /** The mover's increment; zero without a clock. */
    private final Duration increment;
    /** The moves to the next time control; 0 when the clock covers the rest of the game. */
    private final int movesToGo;

    private SearchLimits(int depth, long nodes, @Nullable Duration time, int lines, @Nullable Duration clockLeft,
            Duration increment, int movesToGo) {
        this.depth = depth;
        this.nodes = nodes;
        this.time = time;
        this.lines = lines;
        this.clockLeft = clockLeft;
        this.increment = increment;
        this.movesToGo = movesToGo;
    }

    /**
     * Returns no limits at all: the search deepens until {@link SearchLimits#MAX_DEPTH}, a forced
     * result or a stop.
     *
     * @return the unlimited limits
     */
    public static SearchLimits unlimited() {
        return UNLIMITED;
    }

    /**
     * Returns limits of a depth only.
     *
     * @param plies 1 to {@value #MAX_DEPTH}
     * @return the limits
     * @throws IllegalArgumentException if the depth is outside that range
     */
    public static SearchLimits ofDepth(int plies) {
        return UNLIMITED.withDepth(plies);
    }

    /**
     * Returns limits of a node count only.
     *
     * @param count 1 or more
     * @return the limits
     * @throws IllegalArgumentException if the count is less than 1
     */
    public static SearchLimits ofNodes(long count) {
        return UNLIMITED.withNodes(count);
    }

    /**
     * Returns limits of a time only.
     *
     * @param duration more than zero
     * @return the limits
     * @throws IllegalArgumentException if the duration is zero or negative
     */
    public static SearchLimits ofTime(Duration duration) {
        return UNLIMITED.withTime(duration);
    }

    /**
     * Returns limits of a clock only: the engine shares out the time left as docs/ENGINE-TIME.md
     * describes, less its move overhead, and answers before the clock runs out.
     *
     * <pre>{@code
     * SearchLimits limits = SearchLimits.ofClock(Duration.ofSeconds(1), Duration.ofMillis(100));   // 1 s + 0.1 s
     * engine.search(game, limits).bestMove();
     * }</pre>
     *
     * @param left the time left on the clock of the side to move; zero or negative counts as no
     *     time at all (the engine then answers as fast as it can)
     * @param increment the time the side gains with each move; zero or more
     * @return the limits
     * @throws IllegalArgumentException if the increment is negative
     */
    public static SearchLimits ofClock(Duration left, Duration increment) {
        return UNLIMITED.withClock(left, increment);
    }

    /**
     * Returns these limits with a clock (see {@link #ofClock ofClock}); a depth, node or time limit
     * still applies, whichever comes first.
     *
     * @param left the time left on the clock of the side to move; zero or negative counts as no
     *     time at all
     * @param increment the time the side gains with each move; zero or more
     * @return the new limits, with the same moves to go
     * @throws IllegalArgumentException if the increment is negative
     */
    public SearchLimits withClock(Duration left, Duration increment) {
        Objects.requireNonNull(left, "left");
        Objects.requireNonNull(increment, "increment");
        if (increment.isNegative()) {
            throw new IllegalArgumentException("an increment is zero or more, not " + increment);
        }
        return new SearchLimits(depth, nodes, time, lines, left.isNegative() ? Duration.ZERO : left, increment,
                movesToGo);
    }

    /**
     * Returns these limits with the number of moves to the next time control: the clock's time
     * is shared among at most that many moves.
     *
     * @param moves 1 to {@value #MAX_MOVES_TO_GO}
     * @return the new limits
     * @throws IllegalArgumentException if the number is out of range
     * @throws IllegalStateException if these limits have no clock
     */
    public SearchLimits withMovesToGo(int moves) {
        if (moves < 1 || moves > MAX_MOVES_TO_GO) {
            throw new IllegalArgumentException("the moves to go are 1 to " + MAX_MOVES_TO_GO + ", not " + moves);
        }
        if (clockLeft == null) {
            throw new IllegalStateException("moves to go need a clock: SearchLimits.ofClock(left, increment)"
                    + ".withMovesToGo(n)");
        }
        return new SearchLimits(depth, nodes, time, lines, clockLeft, increment, moves);
    }

    /**
     * Returns the time left on the mover's clock.
     *
     * @return the time left (zero or more), or empty without a clock
     */
    public Optional<Duration> clockLeft() {
        return Optional.ofNullable(clockLeft);
    }

    /**
     * Returns the mover's increment.
     *
     * @return the time gained with each move; zero without a clock
     */
    public Duration increment() {
        return increment;
    }

    /**
     * Returns the moves to the next time control.
     *
     * @return 1 to {@value #MAX_MOVES_TO_GO}, or empty when the clock covers the rest of the game
     *     (or there is no clock)
     */
    public OptionalInt movesToGo() {
        return movesToGo == 0 ? OptionalInt.empty() : OptionalInt.of(movesToGo);
    }

    /**
     * Returns these limits with a depth limit.
     *
     * @param plies 1 to {@value #MAX_DEPTH}
     * @return the new limits
     * @throws IllegalArgumentException if the depth is outside that range
     */
    public SearchLimits withDepth(int plies) {
        if (plies < 1 || plies > MAX_DEPTH) {
            throw new IllegalArgumentException("a search depth is 1 to " + MAX_DEPTH + " plies, not " + plies);
        }
        return new SearchLimits(plies, nodes, time, lines, clockLeft, increment, movesToGo);
    }

    /**
     * Returns these limits with a node limit.
     *
     * @param count 1 or more
     * @return the new limits
     * @throws IllegalArgumentException if the count is less than 1
     */
    public SearchLimits withNodes(long count) {
        if (count < 1) {
            throw new IllegalArgumentException("a node limit is 1 or more, not " + count);
        }
        return new SearchLimits(depth, count, time, lines, clockLeft, increment, movesToGo);
    }

    /**
     * Returns these limits with a time limit.
     *
     * @param duration more than zero; any length is accepted
     * @return the new limits
     * @throws IllegalArgumentException if the duration is zero or negative
     */
    public SearchLimits withTime(Duration duration) {
        Objects.requireNonNull(duration, "duration");
        if (duration.isNegative() || duration.isZero()) {
            throw new IllegalArgumentException("a time limit is more than zero, not " + duration);
        }
        return new SearchLimits(depth, nodes, duration, lines, clockLeft, increment, movesToGo);
    }

    /**
     * Returns these limits asking for several best lines (MultiPV): the search then gives, at each
     * depth, the best line, the best line starting with another move, and so on, best first
     * ({@link SearchResult#lines()}). The best line is the one a search of a single line finds, and
     * {@link SearchResult#bestMove()} is its first move. Every further line's score is exact for its
     * own first move at the depth reported, the score a single-line search of that move alone finds
     * there, with a whole line of that depth (shorter only when it ends the game); should that
     * search score the move above the best line, which the best line's search bounded it by, the
     * line is shown tied with the best. Each further line costs about two searches. A
     * position with fewer legal moves gets as many lines as it has moves.
     *
     * <pre>{@code
     * SearchResult result = engine.search(game, SearchLimits.ofDepth(5).withLines(3));
     * result.lines().get(1).firstMove();   // the second-best move
     * }</pre>
     *
     * @param count 1 to {@value #MAX_LINES}; 1, the default, is a search of the best line only
     * @return the new limits
     * @throws IllegalArgumentException if the count is outside that range
     */
    public SearchLimits withLines(int count) {
        if (count < 1 || count > MAX_LINES) {
            throw new IllegalArgumentException("a search gives 1 to " + MAX_LINES + " lines, not " + count);
        }
        return new SearchLimits(depth, nodes, time, count, clockLeft, increment, movesToGo);
    }

    /**
     * Returns how many best lines the search gives, at most.
     *
     * @return 1 to {@value #MAX_LINES}; 1 unless {@link #withLines} asked for more
     */
    public int lines() {
        return lines;
    }

    /**
     * Returns the depth limit.
     *
     * @return the deepest iteration in plies, or empty for none
     */
    public OptionalInt depth() {
        return depth == 0 ? OptionalInt.empty() : OptionalInt.of(depth);
    }

    /**
     * Returns the node limit.
     *
     * @return the most nodes to visit, or empty for none
     */
    public OptionalLong nodes() {
        return nodes == 0 ? OptionalLong.empty() : OptionalLong.of(nodes);
    }

    /**
     * Returns the time limit.
     *
     * @return the longest time to think, or empty for none
     */
    public Optional<Duration> time() {
        return Optional.ofNullable(time);
    }

    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof SearchLimits l && depth == l.depth && nodes == l.nodes && Objects.equals(time, l.time)
                && lines == l.lines && Objects.equals(clockLeft, l.clockLeft) && increment.equals(l.increment)
                && movesToGo == l.movesToGo;
    }

    @Override
    public int hashCode() {
        return Objects.hash(depth, nodes, time, lines, clockLeft, increment, movesToGo);
    }

    /**
     * Returns a description such as {@code "depth 4, time PT0.5S"}, {@code "depth 4, lines 3"},
     * {@code "clock PT1S + PT0.1S"}, {@code "clock PT5M + PT0S, 20 moves to go"} or
     * {@code "unlimited"}.
     *
     * @return a readable description
     */
    @Override
    public String toString() {
        StringBuilder out = new StringBuilder();
        if (depth > 0) {
            out.append("depth ").append(depth);
        }
        if (nodes > 0) {
            out.append(out.length() > 0 ? ", " : "").append("nodes ").append(nodes);
        }
        if (time != null) {
            out.append(out.length() > 0 ? ", " : "").append("time ").append(time);
        }
        if (clockLeft != null) {
            out.append(out.length() > 0 ? ", " : "").append("clock ").append(clockLeft).append(" + ").append(increment);
            if (movesToGo > 0) {
                out.append(", ").append(movesToGo).append(" moves to go");
            }
        }
        String limits = out.length() == 0 ? "unlimited" : out.toString();
        return lines == 1 ? limits : limits + ", lines " + lines;
    }
}
