package io.github.shogunsdk.cli.web.seat;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.spi.Messages;
import io.github.shogunsdk.cli.web.clock.PlainData;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * How a two-player game ended: the winner (none for a draw) and the reason, the rules' own
 * reasons and those of the flow (resignation, time, agreement).
 *
 * @param winner the winner, or null for a draw
 * @param ending the reason
 */
public record FlowResult(Colour winner, Ending ending) {

    /** Why a game ended. */
    public enum Ending {
        /** The rules: the king was checkmated. */
        CHECKMATE("checkmate", true),
        /** The rules: the side to move had no legal move and was not in check. */
        TRAPPED("trapping", true),
        /** The rules: a side was left with its king alone. */
        BARE_KING("bare king", true),
        /** The rules (king of the hill): a king reached the centre. */
        HILL("reaching the hill", true),
        /** The rules (coursework): a king was captured. */
        KING_CAPTURED("capturing the king", true),
        /** The rules: the same position a third time. */
        REPETITION("threefold repetition", false),
        /** The rules: the quiet-ply limit. */
        QUIET_PLIES("the quiet-ply limit", false),
        /** A player resigned. */
        RESIGNATION("resignation", true),
        /** A player's flag fell, as the server decided. */
        TIME("time", true),
        /** A draw offered and accepted. */
        AGREEMENT("agreement", false);

        private final String description;
        private final boolean decisive;

        Ending(String description, boolean decisive) {
            this.description = description;
            this.decisive = decisive;
        }

        /**
         * Returns the reason as a result's text names it.
         *
         * @return such as {@code time} in "Red wins on time"
         */
        public String description() {
            return description;
        }
    }

    /**
     * Checks a decisive ending has a winner and a drawn one none.
     *
     * @param winner the winner, or null for a draw
     * @param ending the reason
     * @throws IllegalArgumentException if they disagree
     */
    public FlowResult {
        if (ending == null || ending.decisive != (winner != null)) {
            throw new IllegalArgumentException("a result by " + ending + " has " + (winner == null ? "no winner" : "a winner") + " it cannot have");
        }
    }

    /**
     * Returns the result the rules gave a game.
     *
     * @param outcome an outcome that is over
     * @return the result
     * @throws IllegalArgumentException if the game is not over
     */
    public static FlowResult ofRules(Outcome outcome) {
        if (outcome instanceof Outcome.Win win) {
            return new FlowResult(win.winner(), switch (win.reason()) {
                case CHECKMATE -> Ending.CHECKMATE;
                case TRAPPED -> Ending.TRAPPED;
                case BARE_KING -> Ending.BARE_KING;
                case HILL -> Ending.HILL;
                case KING_CAPTURED -> Ending.KING_CAPTURED;
                case RESIGNATION -> Ending.RESIGNATION;
            });
        }
        if (outcome instanceof Outcome.Draw draw) {
            return new FlowResult(null, switch (draw.reason()) {
                case REPETITION -> Ending.REPETITION;
                case QUIET_PLIES -> Ending.QUIET_PLIES;
                case AGREEMENT -> Ending.AGREEMENT;
            });
        }
        throw new IllegalArgumentException("the game is not over");
    }

    /**
     * Returns the result token of a record.
     *
     * @return {@code 1-0}, {@code 0-1} or {@code 1/2-1/2}
     */
    public String token() {
        return winner == null ? "1/2-1/2" : winner == Colour.WHITE ? "1-0" : "0-1";
    }

    /**
     * Returns the result as the page says it.
     *
     * @return such as "Red wins on time" or "Draw by agreement"
     */
    public String text() {
        if (winner == null) {
            return "Draw by " + ending.description;
        }
        return (winner == Colour.WHITE ? "White" : "Red") + " wins " + (ending == Ending.TIME ? "on " : "by ") + ending.description;
    }

    @Override
    public String toString() {
        return text();
    }

    /**
     * Returns the plain-data form, for the store and the page.
     *
     * @return {@code {"token":"0-1","winner":"red","ending":"time","text":"Red wins on time"}}
     */
    public Map<String, Object> toData() {
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("token", token());
        data.put("winner", winner == null ? null : PlainData.colourName(winner));
        data.put("ending", ending.name().toLowerCase(Locale.ROOT));
        data.put("text", text());
        return data;
    }

    /**
     * Reads the plain-data form ({@code token} and {@code text} are derived and not read).
     *
     * @param data a map {@link #toData()} wrote
     * @return the result
     * @throws IllegalArgumentException with a one-line message if the map is not such a form
     */
    public static FlowResult fromData(Map<String, ?> data) {
        Colour winner = PlainData.colour(data, "winner");
        String ending = PlainData.text(data, "ending");
        for (Ending e : Ending.values()) {
            if (e.name().toLowerCase(Locale.ROOT).equals(ending)) {
                return new FlowResult(winner, e);
            }
        }
        throw new IllegalArgumentException("\"ending\" is not a known ending: " + Messages.quote(ending));
    }
}
