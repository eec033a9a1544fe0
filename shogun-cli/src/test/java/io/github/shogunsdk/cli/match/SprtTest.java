package io.github.shogunsdk.cli.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/** The sequential test on pair counts. */
class SprtTest {

    @Test
    void theBoundsAreThoseOfTheErrorRates() {
        // α = β = 0.05: ln(0.05/0.95) = −2.944439 and ln(0.95/0.05) = +2.944439.
        Sprt sprt = Sprt.of(0, 5);
        assertEquals(-2.944439, sprt.lowerBound(), 1e-6);
        assertEquals(2.944439, sprt.upperBound(), 1e-6);
    }

    @Test
    void aLargeSampleAgreesWithTheReferenceValue() {
        // The reference sample of engine testing's documentation, with its published LLR for the
        // logistic model, H0 −3 Elo against H1 +1 Elo: 2.1311.
        Pentanomial sample = new Pentanomial(10789, 19328, 33806, 19402, 10543);
        assertEquals(2.1311, Sprt.of(-3, 1).llr(sample), 1e-4);
        assertEquals(Sprt.Decision.CONTINUE, Sprt.of(-3, 1).decide(sample));
    }

    @Test
    void aLargeSampleAgreesWithTheNormalApproximation() {
        // For small Elo differences the LLR is close to N (θ1 − θ0)(2s − θ0 − θ1) / (2σ²).
        Pentanomial sample = new Pentanomial(900, 2000, 3500, 2300, 1100);
        double n = sample.pairs();
        double s = sample.score();
        double variance = 0;
        for (int k = 0; k <= 4; k++) {
            variance += sample.count(k) * Math.pow(k / 4.0 - s, 2) / n;
        }
        double theta0 = Elo.expectedScore(0);
        double theta1 = Elo.expectedScore(5);
        double approximate = n * (theta1 - theta0) * (2 * s - theta0 - theta1) / (2 * variance);
        double exact = Sprt.of(0, 5).llr(sample);
        assertEquals(approximate, exact, Math.abs(approximate) * 0.02);
    }

    @Test
    void aClearlyStrongerPlayerIsAcceptedAndAClearlyWeakerRejected() {
        Sprt sprt = Sprt.of(0, 20);
        assertEquals(Sprt.Decision.ACCEPT_H1, sprt.decide(new Pentanomial(5, 20, 40, 60, 30)));
        assertEquals(Sprt.Decision.ACCEPT_H0, sprt.decide(new Pentanomial(30, 60, 40, 20, 5)));
        assertEquals(Sprt.Decision.CONTINUE, sprt.decide(new Pentanomial(0, 1, 1, 1, 0)));
        assertEquals(0, sprt.llr(Pentanomial.EMPTY));
    }

    @Test
    void badHypothesesAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> Sprt.of(5, 5));
        assertThrows(IllegalArgumentException.class, () -> Sprt.of(5, 0));
        assertThrows(IllegalArgumentException.class, () -> new Sprt(0, 5, 0, 0.05));
        assertThrows(IllegalArgumentException.class, () -> new Sprt(0, 5, 0.05, 0.5));
    }

    @Property(tries = 200)
    void mirroringTheCountsAndTheHypothesesNegatesTheRatio(@ForAll @IntRange(max = 500) int zero,
            @ForAll @IntRange(max = 500) int half, @ForAll @IntRange(max = 500) int one,
            @ForAll @IntRange(max = 500) int oneAndHalf, @ForAll @IntRange(max = 500) int two,
            @ForAll @DoubleRange(min = -50, max = 50) double elo0, @ForAll @DoubleRange(min = 1, max = 50) double gap) {
        // Seen from the other player, every pair's score k becomes 4 − k and Elo e becomes −e, so
        // H1 and H0 trade places and the evidence for one is the evidence against the other.
        Pentanomial counts = new Pentanomial(zero, half, one, oneAndHalf, two);
        Pentanomial mirrored = new Pentanomial(two, oneAndHalf, one, half, zero);
        double llr = Sprt.of(elo0, elo0 + gap).llr(counts);
        double mirroredLlr = Sprt.of(-elo0 - gap, -elo0).llr(mirrored);
        assertEquals(-llr, mirroredLlr, 1e-6 * Math.max(1, Math.abs(llr)));
    }

    @Property(tries = 200)
    void countsWhoseMeanIsH1FavourH1(@ForAll @IntRange(min = 1, max = 300) int spread,
            @ForAll @IntRange(min = 10, max = 60) int elo1) {
        // Counts symmetric around ½ have mean ½ = θ(0); those favour H0 (0 Elo) over H1 (elo1 > 0).
        Pentanomial even = new Pentanomial(spread, 2 * spread, 3 * spread, 2 * spread, spread);
        assertTrue(Sprt.of(0, elo1).llr(even) < 0);
        assertTrue(Sprt.of(-elo1, 0).llr(even) > 0);
    }
}
