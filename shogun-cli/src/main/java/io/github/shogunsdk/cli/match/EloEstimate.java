package io.github.shogunsdk.cli.match;

/**
 * The Elo difference a match shows, with its 95 % confidence interval and the likelihood that the
 * first player is the stronger (LOS). The interval comes from the spread of the pair scores: with
 * {@code N} pairs, pair scores {@code x = k/4} (k half-points of 4) of mean {@code s} and variance
 * {@code σ²}, the score lies in {@code s ± 1.96 σ/√N}, and each end is turned into Elo.
 *
 * @param score the first player's mean score per game, 0 to 1
 * @param elo the Elo difference that score gives (positive: the first player is stronger)
 * @param lower the interval's lower end in Elo
 * @param upper the interval's upper end in Elo
 * @param los the likelihood of superiority, 0 to 1
 */
public record EloEstimate(double score, double elo, double lower, double upper, double los) {

    /** Φ⁻¹(0.975): the half-width of a 95 % normal interval in standard errors. */
    static final double Z_95 = 1.959963984540054;

    /**
     * The estimate from pair counts.
     *
     * @param pairs the counts
     * @return the estimate; for no pairs, or pairs that all scored alike, an interval of width 0
     */
    public static EloEstimate of(Pentanomial pairs) {
        double score = pairs.score();
        double standardError = standardError(pairs);
        double elo = Elo.fromScore(score);
        if (standardError == 0) {
            double los = score > 0.5 ? 1 : score < 0.5 ? 0 : 0.5;
            return new EloEstimate(score, elo, elo, elo, los);
        }
        double lower = Elo.fromScore(score - Z_95 * standardError);
        double upper = Elo.fromScore(score + Z_95 * standardError);
        return new EloEstimate(score, elo, lower, upper, Normal.cdf((score - 0.5) / standardError));
    }

    /** The standard error of the mean score per game, from the pairs' spread; 0 for no pairs. */
    static double standardError(Pentanomial pairs) {
        long n = pairs.pairs();
        if (n == 0) {
            return 0;
        }
        double mean = pairs.score();
        double variance = 0;
        for (int k = 0; k <= 4; k++) {
            double deviation = k / 4.0 - mean;
            variance += pairs.count(k) * deviation * deviation;
        }
        variance /= n;
        return Math.sqrt(variance / n);
    }

    /**
     * Half the interval's width, the {@code ±} figure of a report.
     *
     * @return (upper − lower) / 2
     */
    public double margin() {
        return (upper - lower) / 2;
    }
}
