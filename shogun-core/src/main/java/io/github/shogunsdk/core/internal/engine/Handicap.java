package io.github.shogunsdk.core.internal.engine;

import io.github.shogunsdk.api.EngineOptions;

/**
 * How a strength limit in Elo weakens the engine, as a weaker player is weaker: a shallower search
 * on fewer nodes, a random choice among the moves found nearly as good as the best (the nearer,
 * the likelier), and now and then a plausible mistake, a move among the few the search rates
 * highest that is somewhat worse than the best, but never much worse. A move that wins at once is
 * always played.
 *
 * <p>The settings are given at the named levels' Elo values and drawn linearly between them; the
 * top of the range has no handicap. Immutable.
 */
final class Handicap {

    /** The Elo values at which the settings below are given, lowest first. */
    private static final int[] ELO = {600, 1000, 1400, 1800, 2200};
    /** The deepest iteration at each Elo value. */
    private static final int[] DEPTH = {1, 2, 3, 4, 5};
    /** The most nodes a search visits at each Elo value. */
    private static final int[] NODES = {3_000, 12_000, 40_000, 120_000, 400_000};
    /** How many of the best moves the search scores, to choose among. */
    private static final int[] LINES = {6, 5, 4, 4, 3};
    /** The centipawns a move may score below the best and still be taken as nearly as good. */
    private static final int[] MARGIN = {120, 80, 50, 30, 15};
    /** The centipawns of loss that make a nearly-as-good move e (2.72) times less likely. */
    private static final int[] SPREAD = {60, 40, 25, 15, 8};
    /** How many searches in a thousand end in a mistake, when one is at hand. */
    private static final int[] MISTAKES = {250, 150, 90, 50, 20};
    /** The most centipawns a mistake gives away. */
    private static final int[] WORST_MISTAKE = {300, 220, 160, 120, 80};

    /** Scores beyond this many centipawns count as this many, so mates compare as large leads. */
    private static final int CLAMP = 3_000;

    private final int depth;
    private final long nodes;
    private final int lines;
    private final int margin;
    private final int spread;
    private final int mistakesPerThousand;
    private final int worstMistake;

    private Handicap(int elo) {
        depth = at(DEPTH, elo);
        nodes = at(NODES, elo);
        lines = at(LINES, elo);
        margin = at(MARGIN, elo);
        spread = at(SPREAD, elo);
        mistakesPerThousand = at(MISTAKES, elo);
        worstMistake = at(WORST_MISTAKE, elo);
    }

    /**
     * Returns the handicap of a strength limit.
     *
     * @param elo {@link EngineOptions#MIN_STRENGTH_ELO} to below {@link EngineOptions#MAX_STRENGTH_ELO}
     * @return the handicap
     */
    static Handicap of(int elo) {
        if (elo < EngineOptions.MIN_STRENGTH_ELO || elo >= EngineOptions.MAX_STRENGTH_ELO) {
            throw new IllegalArgumentException("a handicap is for " + EngineOptions.MIN_STRENGTH_ELO + " to "
                    + (EngineOptions.MAX_STRENGTH_ELO - 1) + " Elo, not " + elo);
        }
        return new Handicap(elo);
    }

    /** A setting at an Elo value, drawn linearly between the two given values around it, rounded. */
    private static int at(int[] values, int elo) {
        if (elo >= ELO[ELO.length - 1]) {
            // Between the last level and full strength the settings stay the last level's.
            return values[values.length - 1];
        }
        int i = 0;
        while (elo >= ELO[i + 1]) {
            i++;
        }
        double t = (double) (elo - ELO[i]) / (ELO[i + 1] - ELO[i]);
        return (int) Math.round(values[i] + t * (values[i + 1] - values[i]));
    }

    /**
     * Returns the deepest iteration.
     *
     * @return plies
     */
    int depth() {
        return depth;
    }

    /**
     * Returns the most nodes a search visits.
     *
     * @return nodes
     */
    long nodes() {
        return nodes;
    }

    /**
     * Returns how many of the best moves the search scores.
     *
     * @return 2 or more
     */
    int lines() {
        return lines;
    }

    /**
     * Chooses the move to play among a search's best lines.
     *
     * @param scores the lines' scores for the side to move, best first; at least one
     * @param seed the seed of this choice's random numbers
     * @return the index of the line to play
     */
    int choose(int[] scores, long seed) {
        int best = scores[0];
        if (best == Scores.winAfter(0) || scores.length == 1) {
            return 0;
        }
        long state = mix(seed);
        if (Long.remainderUnsigned(state, 1000) < mistakesPerThousand) {
            int mistakes = 0;
            for (int score : scores) {
                int loss = loss(best, score);
                if (loss > margin && loss <= worstMistake) {
                    mistakes++;
                }
            }
            if (mistakes > 0) {
                state = mix(state);
                long pick = Long.remainderUnsigned(state, mistakes);
                for (int i = 0; i < scores.length; i++) {
                    int loss = loss(best, scores[i]);
                    if (loss > margin && loss <= worstMistake && pick-- == 0) {
                        return i;
                    }
                }
            }
        }
        double total = 0;
        double[] weights = new double[scores.length];
        for (int i = 0; i < scores.length; i++) {
            int loss = loss(best, scores[i]);
            weights[i] = loss <= margin ? Math.exp(-(double) loss / spread) : 0;
            total += weights[i];
        }
        state = mix(state);
        // The top 53 bits, as a fraction in [0, 1).
        double point = (state >>> 11) * 0x1.0p-53 * total;
        for (int i = 0; i < scores.length; i++) {
            point -= weights[i];
            if (point < 0) {
                return i;
            }
        }
        return 0;
    }

    /** How much worse a score is than the best, with mates counted as large leads. */
    private static int loss(int best, int score) {
        return clamp(best) - clamp(score);
    }

    private static int clamp(int score) {
        return Math.max(-CLAMP, Math.min(CLAMP, score));
    }

    /**
     * Returns the next value of a 64-bit mixing sequence (the finaliser of SplitMix64 after a
     * golden-ratio step): each call of a chain gives a well-spread number from the last.
     *
     * @param state the last value, or a seed
     * @return the next value
     */
    static long mix(long state) {
        long z = state + 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
