package io.github.shogunsdk.cli.web.clock;

import io.github.shogunsdk.api.spi.Messages;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * How a game is timed: a base time plus an increment per move ({@code 5+3}), a fixed time for
 * every move ({@code 30s/move}), or no clock ({@code none}). Written as a short text that
 * {@link #parse(String)} reads back equal:
 *
 * <pre>{@code
 * TimeControl.parse("5+3");        // 5 minutes each, 3 seconds added after each move
 * TimeControl.parse("90s+0");      // 90 seconds each, no increment (written back as "90s+0")
 * TimeControl.parse("30s/move");   // 30 seconds for every move, unused time not kept
 * TimeControl.parse("none");       // untimed
 * }</pre>
 *
 * <p>Bounds: a base of 1 second to {@value #MAX_BASE_MINUTES} minutes, in whole seconds (a number
 * alone is minutes, one ending in {@code s} seconds); an increment of 0 to
 * {@value #MAX_INCREMENT_SECONDS} whole seconds; a time per move of 1 to
 * {@value #MAX_MOVE_SECONDS} seconds.
 */
public sealed interface TimeControl permits TimeControl.None, TimeControl.Increment, TimeControl.PerMove {

    /** The longest base time, in minutes (3 hours). */
    int MAX_BASE_MINUTES = 180;

    /** The largest increment, in seconds. */
    int MAX_INCREMENT_SECONDS = 180;

    /** The longest fixed time per move, in seconds (1 hour). */
    int MAX_MOVE_SECONDS = 3_600;

    /** The version of the plain-data form {@link #toData()} writes. */
    int DATA_VERSION = 1;

    /**
     * Returns no clock.
     *
     * @return the untimed control
     */
    static TimeControl none() {
        return None.INSTANCE;
    }

    /**
     * Returns a base time plus an increment.
     *
     * @param base each side's time at the start, 1 second to {@value #MAX_BASE_MINUTES} minutes, whole seconds
     * @param increment added to the mover's time after each of its moves, 0 to
     *     {@value #MAX_INCREMENT_SECONDS} whole seconds
     * @return the control
     * @throws IllegalArgumentException if either is out of bounds or not whole seconds
     */
    static TimeControl ofIncrement(Duration base, Duration increment) {
        return new Increment(base, increment);
    }

    /**
     * Returns a fixed time per move.
     *
     * @param perMove the time for each move, 1 to {@value #MAX_MOVE_SECONDS} whole seconds
     * @return the control
     * @throws IllegalArgumentException if it is out of bounds or not whole seconds
     */
    static TimeControl ofPerMove(Duration perMove) {
        return new PerMove(perMove);
    }

    /**
     * Reads a control's text (ASCII case and spaces at the ends ignored).
     *
     * @param text {@code none}, {@code <minutes>+<seconds>}, {@code <seconds>s+<seconds>} or {@code <seconds>s/move}
     * @return the control
     * @throws IllegalArgumentException with a one-line message if the text is none of these or out of bounds
     */
    static TimeControl parse(String text) {
        return TimeControlText.parse(text);
    }

    /**
     * Returns the text {@link #parse(String)} reads back as this control.
     *
     * @return the text, such as {@code 5+3}
     */
    String text();

    /**
     * Tells whether the game has a clock at all.
     *
     * @return false for {@link #none()}
     */
    default boolean isTimed() {
        return !(this instanceof None);
    }

    /**
     * Returns the plain-data form, which {@link #fromData(Map)} reads back equal.
     *
     * @return a map of strings and numbers with its version under {@code "v"}
     */
    default Map<String, Object> toData() {
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("v", DATA_VERSION);
        data.put("text", text());
        return data;
    }

    /**
     * Reads the plain-data form.
     *
     * @param data a map {@link #toData()} wrote
     * @return the control
     * @throws IllegalArgumentException with a one-line message if the map is not such a form
     */
    static TimeControl fromData(Map<String, ?> data) {
        PlainData.requireVersion(data, "a time control", DATA_VERSION);
        return parse(PlainData.text(data, "text"));
    }

    /** No clock: nobody's flag ever falls. */
    final class None implements TimeControl {

        private static final None INSTANCE = new None();

        private None() {
        }

        @Override
        public String text() {
            return "none";
        }

        @Override
        public String toString() {
            return "none";
        }
    }

    /**
     * A base time plus an increment added to the mover's time after each of its moves.
     *
     * @param base each side's time at the start
     * @param increment added after each move
     */
    record Increment(Duration base, Duration increment) implements TimeControl {

        /**
         * Checks the bounds.
         *
         * @param base each side's time at the start
         * @param increment added after each move
         * @throws IllegalArgumentException if either is out of bounds or not whole seconds
         */
        public Increment {
            TimeControlText.requireSeconds("a base time", base, 1, MAX_BASE_MINUTES * 60L);
            TimeControlText.requireSeconds("an increment", increment, 0, MAX_INCREMENT_SECONDS);
        }

        @Override
        public String text() {
            long seconds = base.toSeconds();
            String shown = seconds % 60 == 0 ? Long.toString(seconds / 60) : seconds + "s";
            return shown + "+" + increment.toSeconds();
        }

        @Override
        public String toString() {
            return text();
        }
    }

    /**
     * A fixed time for every move; time a move does not use is not kept.
     *
     * @param perMove the time for each move
     */
    record PerMove(Duration perMove) implements TimeControl {

        /**
         * Checks the bounds.
         *
         * @param perMove the time for each move
         * @throws IllegalArgumentException if it is out of bounds or not whole seconds
         */
        public PerMove {
            TimeControlText.requireSeconds("a time per move", perMove, 1, MAX_MOVE_SECONDS);
        }

        @Override
        public String text() {
            return perMove.toSeconds() + "s/move";
        }

        @Override
        public String toString() {
            return text();
        }
    }

    /**
     * Shows a text in a message: quoted, control characters escaped, long text cut.
     *
     * @param text any text
     * @return the text as a message shows it
     */
    static String shown(String text) {
        return Messages.quote(text);
    }
}
