package io.github.shogunsdk.api;

import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Where a game stands: still going, won by one side (and why), or drawn (and why).
 *
 * <pre>{@code
 * Outcome outcome = game.outcome();
 * outcome.result();                          // "1-0", "0-1", "1/2-1/2" or "*"
 * if (outcome instanceof Outcome.Win win) {
 *     System.out.println(win);               // e.g. "White wins by checkmate"
 *     win.winner();                          // WHITE
 * }
 * }</pre>
 */
public sealed interface Outcome permits Outcome.Ongoing, Outcome.Win, Outcome.Draw {

    /**
     * Returns the outcome of a game that is still going.
     *
     * @return the ongoing outcome
     */
    static Outcome ongoing() {
        return Ongoing.INSTANCE;
    }

    /**
     * Returns a win.
     *
     * @param winner the side that won
     * @param reason why
     * @return the outcome
     */
    static Outcome win(Colour winner, WinReason reason) {
        return new Win(winner, reason);
    }

    /**
     * Returns a draw.
     *
     * @param reason why
     * @return the outcome
     */
    static Outcome draw(DrawReason reason) {
        return new Draw(reason);
    }

    /**
     * Tells whether the game has ended.
     *
     * @return false only for {@link Ongoing}
     */
    default boolean isOver() {
        return !(this instanceof Ongoing);
    }

    /**
     * Returns the result token a game record writes: {@code 1-0} (White won), {@code 0-1} (Red
     * won), {@code 1/2-1/2} (drawn) or {@code *} (still going).
     *
     * @return the token
     */
    String result();

    /** The game goes on. */
    final class Ongoing implements Outcome {

        private static final Ongoing INSTANCE = new Ongoing();

        private Ongoing() {
        }

        @Override
        public String result() {
            return "*";
        }

        /**
         * Returns {@code "Game in progress"}.
         *
         * @return a readable description
         */
        @Override
        public String toString() {
            return "Game in progress";
        }
    }

    /**
     * A side has won.
     *
     * @param winner the side that won
     * @param reason why
     */
    record Win(Colour winner, WinReason reason) implements Outcome {

        /**
         * Validates the components.
         *
         * @param winner see the type's description
         * @param reason see the type's description
         */
        public Win {
            Objects.requireNonNull(winner, "winner");
            Objects.requireNonNull(reason, "reason");
        }

        @Override
        public String result() {
            return winner == Colour.WHITE ? "1-0" : "0-1";
        }

        @Override
        public boolean equals(@Nullable Object other) {
            return other instanceof Win w && winner == w.winner && reason == w.reason;
        }

        @Override
        public int hashCode() {
            return winner.hashCode() * 31 + reason.hashCode();
        }

        /**
         * Returns a sentence such as {@code "White wins by checkmate"}.
         *
         * @return a readable description
         */
        @Override
        public String toString() {
            return (winner == Colour.WHITE ? "White" : "Red") + " wins by " + reason.description();
        }
    }

    /**
     * The game is drawn.
     *
     * @param reason why
     */
    record Draw(DrawReason reason) implements Outcome {

        /**
         * Validates the components.
         *
         * @param reason see the type's description
         */
        public Draw {
            Objects.requireNonNull(reason, "reason");
        }

        @Override
        public String result() {
            return "1/2-1/2";
        }

        @Override
        public boolean equals(@Nullable Object other) {
            return other instanceof Draw d && reason == d.reason;
        }

        @Override
        public int hashCode() {
            return reason.hashCode();
        }

        /**
         * Returns a sentence such as {@code "Draw by threefold repetition"}.
         *
         * @return a readable description
         */
        @Override
        public String toString() {
            return "Draw by " + reason.description();
        }
    }
}
