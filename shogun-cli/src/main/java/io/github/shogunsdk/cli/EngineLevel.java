package io.github.shogunsdk.cli;

import io.github.shogunsdk.api.SearchLimits;
import java.time.Duration;

/**
 * An engine's search limit as the command line names it: {@code depth=D} (plies), {@code ms=T}
 * (thinking time in milliseconds) or {@code nodes=N} (positions visited; as deterministic as a depth,
 * and a steadier measure of effort).
 */
final class EngineLevel {

    /** The depth used when none is given: deep enough for every mate in two, quick on one core. */
    static final int DEFAULT_DEPTH = 5;

    /** The largest {@code nodes=N}. */
    static final int MAX_NODES = 1_000_000_000;

    private EngineLevel() {
    }

    /**
     * Reads a level.
     *
     * @param text {@code depth=D} with D from 1 to 64, {@code ms=T} with T from 1 to 3 600 000, or
     *     {@code nodes=N} with N from 1 to 1 000 000 000
     * @return the search limits
     * @throws UsageException if the text is none of those
     */
    static SearchLimits parse(String text) {
        if (text.startsWith("depth=")) {
            int depth = number(text, 6, SearchLimits.MAX_DEPTH);
            return SearchLimits.ofDepth(depth);
        }
        if (text.startsWith("ms=")) {
            int millis = number(text, 3, 3_600_000);
            return SearchLimits.ofTime(Duration.ofMillis(millis));
        }
        if (text.startsWith("nodes=")) {
            return SearchLimits.ofNodes(number(text, 6, MAX_NODES));
        }
        throw new UsageException("an engine level is depth=D, ms=T or nodes=N, not " + ShogunCommand.quoted(text));
    }

    private static int number(String text, int start, int max) {
        String digits = text.substring(start);
        if (digits.isEmpty() || digits.length() > 9 || !digits.chars().allMatch(c -> c >= '0' && c <= '9')
                || Integer.parseInt(digits) < 1 || Integer.parseInt(digits) > max) {
            throw new UsageException(ShogunCommand.quoted(text) + ": expected a whole number from 1 to " + max
                    + " after '" + text.substring(0, start) + "'");
        }
        return Integer.parseInt(digits);
    }
}
