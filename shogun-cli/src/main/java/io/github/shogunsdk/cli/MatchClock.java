package io.github.shogunsdk.cli;

import io.github.shogunsdk.api.Colour;
import java.math.BigDecimal;

/**
 * The clocks of one game of {@code shogun match --clock BASE+INC}: each side starts with
 * {@code BASE} and gains {@code INC} after each of its moves (a Fischer clock). The match measures
 * each move from asking the player to getting its answer; a side whose clock runs out loses.
 */
final class MatchClock {

    private final long increment;
    private final long[] left = new long[2];

    private MatchClock(long base, long increment) {
        this.increment = increment;
        left[0] = base;
        left[1] = base;
    }

    /**
     * The time control of {@code --clock}, from which each game's clocks start.
     *
     * @param base the milliseconds each side starts with
     * @param increment the milliseconds a side gains with each move
     */
    record Control(long base, long increment) {

        /**
         * Reads a time control: {@code BASE+INC} or {@code BASE} in seconds, decimals allowed, such
         * as {@code 60+1} or {@code 1+0.1}.
         *
         * @param text the option's value
         * @return the time control
         * @throws UsageException if the text is not a time control
         */
        static Control parse(String text) {
            int plus = text.indexOf('+');
            try {
                long base = millis(plus < 0 ? text : text.substring(0, plus));
                long increment = plus < 0 ? 0 : millis(text.substring(plus + 1));
                if (base > 0) {
                    return new Control(base, increment);
                }
            } catch (NumberFormatException | ArithmeticException e) {
                // said below
            }
            throw new UsageException("option --clock takes BASE+INC in seconds, such as 60+1 or 1+0.1, with BASE more "
                    + "than 0, not " + ShogunCommand.quoted(text));
        }

        private static long millis(String seconds) {
            BigDecimal value = new BigDecimal(seconds.strip());
            if (value.signum() < 0 || value.compareTo(BigDecimal.valueOf(86_400)) > 0) {
                throw new NumberFormatException("out of range");
            }
            return value.movePointRight(3).setScale(0, java.math.RoundingMode.HALF_UP).longValueExact();
        }

        /**
         * Returns fresh clocks for a game.
         *
         * @return both sides at {@code base}
         */
        MatchClock start() {
            return new MatchClock(base, increment);
        }
    }

    /**
     * Returns the time left on a side's clock.
     *
     * @param side the side
     * @return milliseconds, 0 or more until the side has lost on time
     */
    long left(Colour side) {
        return left[side == Colour.WHITE ? 0 : 1];
    }

    /**
     * Returns the increment.
     *
     * @return milliseconds a side gains with each move
     */
    long increment() {
        return increment;
    }

    /**
     * Charges a side for a move and then gives it the increment, unless its time ran out.
     *
     * @param side the side that moved
     * @param millis how long the move took
     * @return true if the side still had time when it answered
     */
    boolean punch(Colour side, long millis) {
        int i = side == Colour.WHITE ? 0 : 1;
        left[i] -= millis;
        if (left[i] < 0) {
            return false;
        }
        left[i] += increment;
        return true;
    }
}
