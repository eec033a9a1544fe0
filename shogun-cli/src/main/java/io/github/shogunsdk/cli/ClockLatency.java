package io.github.shogunsdk.cli;

import io.github.shogunsdk.api.Colour;

/**
 * The time a move on a clock costs beyond the engine's own search, learnt from the program's
 * clocks, for {@code shogun engine}. Mutable; used under the engine session's lock.
 *
 * <p>The program charges a move from sending its {@code go} to reading the {@code bestmove}; the
 * engine times it from reading the {@code go} to writing the answer. The next {@code go} of the same
 * side tells how much the clock lost: {@code left before + increment - left now}. What it lost
 * beyond the engine's own time is the latency: the lines on their way, and a busy machine
 * running something else. The margin is the largest latency seen, easing back by a quarter of the
 * difference at each move that was quicker, and never more than {@link #MAX_MARGIN_MILLIS}; a
 * figure that cannot be a latency (negative, or more than the clock held) is ignored, as is
 * everything across a {@code newgame}.
 */
final class ClockLatency {

    /** The largest margin kept, in milliseconds: a larger gap is a program's own pause, not latency. */
    static final long MAX_MARGIN_MILLIS = 1_000;

    /** Per side: the clock and increment of its last {@code go}, and the engine's time for it; -1 when unknown. */
    private final long[] leftBefore = {-1, -1};
    private final long[] incrementBefore = new long[2];
    private final long[] searched = {-1, -1};
    /** The side of the {@code go} being timed, or -1; and when it was read ({@link System#nanoTime()}). */
    private int timing = -1;
    private long askedAt;
    private long margin;

    /**
     * Learns from a {@code go} with the mover's clock, then starts timing it.
     *
     * @param side the side to move
     * @param left the milliseconds on its clock, as the {@code go} says
     * @param increment the milliseconds it gains with each move
     * @param now when the {@code go} was read, {@link System#nanoTime()}
     */
    void go(Colour side, long left, long increment, long now) {
        int i = side == Colour.WHITE ? 0 : 1;
        if (leftBefore[i] >= 0 && searched[i] >= 0) {
            long charged = leftBefore[i] + incrementBefore[i] - left;
            long lag = charged - searched[i];
            if (lag >= 0 && lag <= leftBefore[i]) {
                margin = Math.min(MAX_MARGIN_MILLIS, lag >= margin ? lag : margin - (margin - lag) / 4);
            }
        }
        leftBefore[i] = left;
        incrementBefore[i] = increment;
        searched[i] = -1;
        timing = i;
        askedAt = now;
    }

    /** Forgets the clock of a {@code go} without one: the next clocked move of that side learns nothing. */
    void unclocked() {
        timing = -1;
        leftBefore[0] = -1;
        leftBefore[1] = -1;
    }

    /**
     * Notes that the {@code bestmove} of the timed {@code go} was written.
     *
     * @param now when, {@link System#nanoTime()}
     */
    void answered(long now) {
        if (timing >= 0) {
            searched[timing] = (now - askedAt) / 1_000_000;
            timing = -1;
        }
    }

    /** Forgets everything: a new game. */
    void reset() {
        unclocked();
        margin = 0;
    }

    /**
     * Returns the margin to keep back from a move, beyond the move overhead.
     *
     * @return milliseconds, 0 to {@link #MAX_MARGIN_MILLIS}
     */
    long margin() {
        return margin;
    }
}
