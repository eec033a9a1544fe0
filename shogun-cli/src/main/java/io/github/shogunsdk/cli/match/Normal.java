package io.github.shogunsdk.cli.match;

/** The standard normal distribution's CDF, for the likelihood of superiority. */
final class Normal {

    /** Simpson intervals over [0, |x|]; far more than a percentage printed to one decimal needs. */
    private static final int INTERVALS = 2000;

    private Normal() {
    }

    /**
     * Φ(x) = ½ + ∫₀ˣ φ(t) dt, the integral by Simpson's rule (error far below 1e-9 for this
     * smooth density); beyond ±10 the answer is 0 or 1 to double precision.
     */
    static double cdf(double x) {
        if (Double.isNaN(x)) {
            return Double.NaN;
        }
        double z = Math.min(Math.abs(x), 10);
        double step = z / INTERVALS;
        double sum = density(0) + density(z);
        for (int i = 1; i < INTERVALS; i++) {
            sum += (i % 2 == 1 ? 4 : 2) * density(i * step);
        }
        double half = sum * step / 3;
        return x >= 0 ? 0.5 + half : 0.5 - half;
    }

    private static double density(double t) {
        return Math.exp(-t * t / 2) / Math.sqrt(2 * Math.PI);
    }
}
