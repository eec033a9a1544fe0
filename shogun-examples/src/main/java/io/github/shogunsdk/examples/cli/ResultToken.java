package io.github.shogunsdk.examples.cli;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Outcome;

/** The result token of a game record (RULES.md §10) for an outcome. */
final class ResultToken {

    private ResultToken() {
    }

    /**
     * Returns {@code 1-0} (White won), {@code 0-1} (Red won), {@code 1/2-1/2} (drawn) or {@code *}.
     *
     * @param outcome the outcome
     * @return the token
     */
    static String of(Outcome outcome) {
        if (outcome instanceof Outcome.Win win) {
            return win.winner() == Colour.WHITE ? "1-0" : "0-1";
        }
        return outcome instanceof Outcome.Draw ? "1/2-1/2" : "*";
    }
}
