package io.github.shogunsdk.cli.match;

/** The logistic Elo scale: the score expected at an Elo difference, and back. */
final class Elo {

    /** Scores are kept inside [LIMIT, 1 − LIMIT] so that a clean sweep gives a finite Elo. */
    static final double LIMIT = 0.001;

    private Elo() {
    }

    /** The expected score of a player {@code elo} points stronger: 1 / (1 + 10^(−elo/400)). */
    static double expectedScore(double elo) {
        return 1 / (1 + Math.pow(10, -elo / 400));
    }

    /** The Elo difference that gives {@code score}: −400 · log10(1/score − 1), with the score clamped. */
    static double fromScore(double score) {
        double clamped = Math.min(1 - LIMIT, Math.max(LIMIT, score));
        // Adding 0 turns the −0 of an even score into 0, so reports never print "-0.0".
        return -400 * Math.log10(1 / clamped - 1) + 0.0;
    }
}
