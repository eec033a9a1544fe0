package io.github.shogunsdk.cli;

import io.github.shogunsdk.api.EngineOptions;
import io.github.shogunsdk.api.StrengthLevel;

/**
 * An engine's strength limit as the command line names it: a level's name ({@code beginner},
 * {@code casual}, {@code club}, {@code strong}, {@code expert}, {@code full}) or {@code elo=E}
 * ({@link EngineOptions#withStrengthLimit}).
 */
final class StrengthOption {

    /** The parameter's label in the help. */
    static final String LABEL = "LEVEL|elo=E";
    /** What the parameter takes, for the help. */
    static final String VALUES = "beginner, casual, club, strong, expert, full, or elo=E from "
            + EngineOptions.MIN_STRENGTH_ELO + " to " + EngineOptions.MAX_STRENGTH_ELO + " (full strength)";

    private StrengthOption() {
    }

    /**
     * Tells whether a text names a strength rather than something else.
     *
     * @param text the text
     * @return true for a level's name, in any case, and for text starting {@code elo=}
     */
    static boolean names(String text) {
        if (text.startsWith("elo=")) {
            return true;
        }
        try {
            StrengthLevel.parse(text);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /**
     * Reads a strength.
     *
     * @param text a level's name or {@code elo=E}
     * @param what where it was given, for the message, such as {@code "option --strength"}
     * @return the limit in Elo; {@value EngineOptions#MAX_STRENGTH_ELO} is full strength
     * @throws UsageException if the text is neither
     */
    static int elo(String text, String what) {
        if (text.startsWith("elo=")) {
            String digits = text.substring(4);
            if (!digits.isEmpty() && digits.length() <= 5 && digits.chars().allMatch(c -> c >= '0' && c <= '9')) {
                int elo = Integer.parseInt(digits);
                if (elo >= EngineOptions.MIN_STRENGTH_ELO && elo <= EngineOptions.MAX_STRENGTH_ELO) {
                    return elo;
                }
            }
            throw new UsageException(what + ": elo= takes a whole number from " + EngineOptions.MIN_STRENGTH_ELO
                    + " to " + EngineOptions.MAX_STRENGTH_ELO + ", not " + ShogunCommand.quoted(text));
        }
        try {
            return StrengthLevel.parse(text).elo();
        } catch (IllegalArgumentException e) {
            throw new UsageException(what + " takes " + VALUES + ", not " + ShogunCommand.quoted(text));
        }
    }
}
