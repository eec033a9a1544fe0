package io.github.shogunsdk.cli;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.core.internal.protocol.GoCommand;
import java.time.Duration;
import java.util.List;
import java.util.OptionalLong;

/**
 * What a {@code go} asks of the engine of {@code shogun engine} ({@link SepEngine}): the command
 * as the protocol's grammar reads it ({@link GoCommand}), turned into the search limits of the
 * side to move, with the clock arithmetic of docs/ENGINE-TIME.md: the latency the session has
 * learnt ({@link ClockLatency}) is kept back from the mover's clock. Immutable.
 *
 * @param command the parameters, as given
 */
record GoLimits(GoCommand command) {

    /**
     * The moves the engine shares a clock among when the time control does not say, as
     * docs/ENGINE-TIME.md gives it: the latency is kept back by lowering the clock by this many times it.
     */
    static final int CLOCK_HORIZON = 30;

    /**
     * Reads the parameters of a {@code go}.
     *
     * @param words the words after {@code go}
     * @return the parameters
     * @throws IllegalArgumentException for an unknown parameter or a bad value
     */
    static GoLimits parse(List<String> words) {
        return new GoLimits(GoCommand.parse(words));
    }

    /** Whether {@code infinite} was given. */
    boolean infinite() {
        return command.infinite();
    }

    /** Whether {@code ponder} was given: the search runs on the opponent's time. */
    boolean ponder() {
        return command.ponder();
    }

    /**
     * Returns the time on the mover's clock, if given.
     *
     * @param side the side to move
     * @return milliseconds, negative counted as 0; empty when not given
     */
    OptionalLong ownClock(Colour side) {
        Long left = command.time(side);
        return left == null ? OptionalLong.empty() : OptionalLong.of(Math.max(0, left));
    }

    /**
     * Returns the mover's increment.
     *
     * @param side the side to move
     * @return milliseconds, 0 when not given
     */
    long ownIncrement(Colour side) {
        return command.increment(side);
    }

    /**
     * Returns the search limits for the side to move: the depth, node and time limits given,
     * and the side's clock, increment and moves to go ({@link SearchLimits#ofClock}), which the
     * engine shares out. A latency to keep back from the move lowers the clock by the latency
     * times the moves the clock is shared among ({@value #CLOCK_HORIZON}, or the moves to go
     * when fewer), and by a twentieth more for the reserve, so the move's share falls by about
     * the latency.
     *
     * @param side the side to move
     * @param latency the milliseconds to keep back beyond the engine's move overhead
     * @return the limits; unlimited when none was given
     * @throws IllegalArgumentException if only the other side's clock is given
     */
    SearchLimits limits(Colour side, long latency) {
        SearchLimits limits = SearchLimits.unlimited();
        if (command.depth() > 0) {
            limits = limits.withDepth(command.depth());
        }
        if (command.nodes() > 0) {
            limits = limits.withNodes(command.nodes());
        }
        if (command.movetime() > 0) {
            limits = limits.withTime(Duration.ofMillis(command.movetime()));
        }
        int movesToGo = command.movesToGo();
        Long own = command.time(side);
        if (own != null) {
            int share = movesToGo > 0 ? Math.min(movesToGo, CLOCK_HORIZON) : CLOCK_HORIZON;
            long kept = Math.max(0, latency) * share * 20 / 19;
            limits = limits.withClock(Duration.ofMillis(Math.max(0, Math.max(0, own) - kept)),
                    Duration.ofMillis(command.increment(side)));
            if (movesToGo > 0) {
                limits = limits.withMovesToGo(movesToGo);
            }
        } else if (command.time(side.opponent()) != null) {
            throw new IllegalArgumentException((side == Colour.WHITE ? "wtime" : "rtime") + " is missing: "
                    + (side == Colour.WHITE ? "White" : "Red") + " is to move");
        }
        return limits;
    }
}
