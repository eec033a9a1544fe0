package io.github.shogunsdk.api;

import java.time.Duration;
import java.util.Objects;

/**
 * When a search stops: at a depth, after a number of nodes, or after a time, whichever comes first.
 * The search always finishes depth 1, so it always has a move.
 *
 * <pre>{@code
 * SearchLimits.depth(4);
 * SearchLimits.time(Duration.ofMillis(500)).withDepth(10);
 * }</pre>
 *
 * @param depth the deepest iteration, in plies, 1 to 64
 * @param nodes the most nodes to visit, 1 or more
 * @param time the longest time to think
 */
public record SearchLimits(int depth, long nodes, Duration time) {

    /** The deepest search the engine does. */
    public static final int MAX_DEPTH = 64;

    /** Stands for "no time limit": a duration no search reaches. */
    private static final Duration FOREVER = Duration.ofDays(365);

    /**
     * Validates the components.
     *
     * @param depth see the type's description
     * @param nodes see the type's description
     * @param time see the type's description
     */
    public SearchLimits {
        if (depth < 1 || depth > MAX_DEPTH) {
            throw new IllegalArgumentException("a search depth is 1 to " + MAX_DEPTH + ", not " + depth);
        }
        if (nodes < 1) {
            throw new IllegalArgumentException("a node limit is 1 or more, not " + nodes);
        }
        Objects.requireNonNull(time, "time");
        if (time.isNegative() || time.isZero()) {
            throw new IllegalArgumentException("a time limit is more than zero, not " + time);
        }
    }

    /**
     * Returns limits of a depth only.
     *
     * @param plies 1 to {@value #MAX_DEPTH}
     * @return the limits
     */
    public static SearchLimits depth(int plies) {
        return new SearchLimits(plies, Long.MAX_VALUE, FOREVER);
    }

    /**
     * Returns limits of a node count only.
     *
     * @param count 1 or more
     * @return the limits
     */
    public static SearchLimits nodes(long count) {
        return new SearchLimits(MAX_DEPTH, count, FOREVER);
    }

    /**
     * Returns limits of a time only.
     *
     * @param duration more than zero
     * @return the limits
     */
    public static SearchLimits time(Duration duration) {
        return new SearchLimits(MAX_DEPTH, Long.MAX_VALUE, duration);
    }

    /**
     * Returns these limits with another depth.
     *
     * @param plies 1 to {@value #MAX_DEPTH}
     * @return the new limits
     */
    public SearchLimits withDepth(int plies) {
        return new SearchLimits(plies, nodes, time);
    }

    /**
     * Returns these limits with another node count.
     *
     * @param count 1 or more
     * @return the new limits
     */
    public SearchLimits withNodes(long count) {
        return new SearchLimits(depth, count, time);
    }

    /**
     * Returns these limits with another time.
     *
     * @param duration more than zero
     * @return the new limits
     */
    public SearchLimits withTime(Duration duration) {
        return new SearchLimits(depth, nodes, duration);
    }
}
