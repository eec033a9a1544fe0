package io.github.shogunsdk.api;

import java.util.Objects;
import java.util.Optional;

/**
 * Where a game stands: still going, won by one side (and why), or drawn (and why).
 *
 * <pre>{@code
 * Outcome outcome = rules.outcome(position);
 * if (outcome instanceof Outcome.Win win) {
 *     System.out.println(win);   // e.g. "White wins by checkmate"
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
        return new Ongoing();
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
     * Returns the winner, if a side has won.
     *
     * @return the winner, or empty for an ongoing or drawn game
     */
    default Optional<Colour> winningSide() {
        return this instanceof Win win ? Optional.of(win.winner()) : Optional.empty();
    }

    /** The game goes on. */
    record Ongoing() implements Outcome {
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
