package io.github.shogunsdk.cli.match;

/**
 * The sequential probability ratio test between two Elo hypotheses, on pair counts (the
 * pentanomial model): H0 says the first player is {@code elo0} stronger, H1 says {@code elo1}. The
 * log-likelihood ratio of the counts under the two is compared with bounds set by the error rates
 * {@code alpha} (accepting H1 when H0 holds) and {@code beta} (accepting H0 when H1 holds).
 *
 * <p>Each hypothesis fixes the mean score per game θ = 1/(1 + 10^(−elo/400)); the likelihood
 * under it is that of the distribution nearest the observed one (maximum likelihood) among those
 * with mean θ on the five pair scores 0, ¼, ½, ¾, 1. That distribution is
 * {@code p_k / (1 + λ (x_k − θ))} with λ the root of {@code Σ p_k (x_k − θ) / (1 + λ (x_k − θ)) = 0},
 * found by bisection (the left side falls as λ grows). Empty cells count as 0.001 pairs so that
 * every ratio is finite.
 *
 * @param elo0 the Elo difference of H0
 * @param elo1 the Elo difference of H1, above {@code elo0}
 * @param alpha the false-positive rate, between 0 and 0.5
 * @param beta the false-negative rate, between 0 and 0.5
 */
public record Sprt(double elo0, double elo1, double alpha, double beta) {

    /** What the test says so far. */
    public enum Decision {
        /** Not enough evidence yet: play on. */
        CONTINUE,
        /** The evidence supports H0 ({@code elo0}). */
        ACCEPT_H0,
        /** The evidence supports H1 ({@code elo1}). */
        ACCEPT_H1
    }

    /** The count given to an empty cell. */
    static final double EMPTY_CELL = 0.001;

    /**
     * Checks the hypotheses and the rates.
     *
     * @param elo0 the Elo difference of H0
     * @param elo1 the Elo difference of H1
     * @param alpha the false-positive rate
     * @param beta the false-negative rate
     * @throws IllegalArgumentException if {@code elo1 <= elo0}, a bound is not finite, or a rate is
     *     outside (0, 0.5)
     */
    public Sprt {
        if (!Double.isFinite(elo0) || !Double.isFinite(elo1) || elo1 <= elo0) {
            throw new IllegalArgumentException("the SPRT needs ELO0 below ELO1, not " + elo0 + " and " + elo1);
        }
        if (!(alpha > 0 && alpha < 0.5) || !(beta > 0 && beta < 0.5)) {
            throw new IllegalArgumentException("the SPRT's error rates lie between 0 and 0.5, not " + alpha + " and "
                    + beta);
        }
    }

    /**
     * The test of {@code elo0} against {@code elo1} at 5 % error rates, as engine testing uses.
     *
     * @param elo0 the Elo difference of H0
     * @param elo1 the Elo difference of H1
     * @return the test
     */
    public static Sprt of(double elo0, double elo1) {
        return new Sprt(elo0, elo1, 0.05, 0.05);
    }

    /**
     * The bound at or below which H0 is accepted.
     *
     * @return ln(β / (1 − α))
     */
    public double lowerBound() {
        return Math.log(beta / (1 - alpha));
    }

    /**
     * The bound at or above which H1 is accepted.
     *
     * @return ln((1 − β) / α)
     */
    public double upperBound() {
        return Math.log((1 - beta) / alpha);
    }

    /**
     * The log-likelihood ratio of H1 against H0 for these counts.
     *
     * @param pairs the counts
     * @return the ratio; 0 for no pairs
     */
    public double llr(Pentanomial pairs) {
        if (pairs.pairs() == 0) {
            return 0;
        }
        double[] counts = new double[5];
        double total = 0;
        for (int k = 0; k <= 4; k++) {
            counts[k] = pairs.count(k) == 0 ? EMPTY_CELL : pairs.count(k);
            total += counts[k];
        }
        double[] p = new double[5];
        for (int k = 0; k <= 4; k++) {
            p[k] = counts[k] / total;
        }
        double[] under0 = nearestWithMean(p, Elo.expectedScore(elo0));
        double[] under1 = nearestWithMean(p, Elo.expectedScore(elo1));
        double sum = 0;
        for (int k = 0; k <= 4; k++) {
            sum += p[k] * Math.log(under1[k] / under0[k]);
        }
        return total * sum;
    }

    /**
     * What the counts decide.
     *
     * @param pairs the counts
     * @return accept H0 or H1 once the ratio crosses a bound, else continue
     */
    public Decision decide(Pentanomial pairs) {
        double llr = llr(pairs);
        if (llr >= upperBound()) {
            return Decision.ACCEPT_H1;
        }
        if (llr <= lowerBound()) {
            return Decision.ACCEPT_H0;
        }
        return Decision.CONTINUE;
    }

    /** The distribution with mean θ on the pair scores that is most likely to give {@code p}. */
    private static double[] nearestWithMean(double[] p, double theta) {
        // λ keeps every 1 + λ (x_k − θ) positive: between −1/max(x_k − θ) and −1/min(x_k − θ).
        double low = -1 / (1 - theta);
        double high = 1 / theta;
        for (int i = 0; i < 200; i++) {
            double middle = (low + high) / 2;
            if (middle == low || middle == high) {
                break;
            }
            if (secular(p, theta, middle) > 0) {
                low = middle;
            } else {
                high = middle;
            }
        }
        double lambda = (low + high) / 2;
        double[] q = new double[5];
        for (int k = 0; k <= 4; k++) {
            q[k] = p[k] / (1 + lambda * (k / 4.0 - theta));
        }
        return q;
    }

    private static double secular(double[] p, double theta, double lambda) {
        double sum = 0;
        for (int k = 0; k <= 4; k++) {
            double deviation = k / 4.0 - theta;
            sum += p[k] * deviation / (1 + lambda * deviation);
        }
        return sum;
    }
}
