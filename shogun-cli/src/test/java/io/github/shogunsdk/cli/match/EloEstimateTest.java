package io.github.shogunsdk.cli.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** The Elo estimate and its interval, checked against values worked out by hand. */
class EloEstimateTest {

    private static final double ELO = 0.01;

    @Test
    void anEvenMatchIsZeroEloWithASymmetricInterval() {
        // Pairs scoring ½, 1, 1, 1½ points: mean per game s = (¼ + ½ + ½ + ¾)/4 = ½.
        // Variance of the pair means: (¼² + 0 + 0 + ¼²)/4 = 1/32; SE = √(1/32 / 4) = 0.0883883.
        // s ± 1.959964·SE = 0.5 ± 0.1732412 → Elo = −400·log10(1/0.6732412 − 1) = ±125.5748.
        EloEstimate estimate = EloEstimate.of(new Pentanomial(0, 1, 2, 1, 0));
        assertEquals(0.5, estimate.score());
        assertEquals(0, estimate.elo(), ELO);
        assertEquals(-125.5748, estimate.lower(), ELO);
        assertEquals(125.5748, estimate.upper(), ELO);
        assertEquals(125.5748, estimate.margin(), ELO);
        assertEquals(0.5, estimate.los(), 1e-9);
    }

    @Test
    void aStrongerFirstPlayerHasAPositiveAsymmetricInterval() {
        // Pairs scoring 1, 1½, 1½, 2 points: s = (½ + ¾ + ¾ + 1)/4 = ¾ → Elo = −400·log10(1/3) = 190.8485.
        // Variance (¼² + 0 + 0 + ¼²)/4 = 1/32, SE = 0.0883883; s − 0.1732412 = 0.5767588 → 53.7648,
        // s + 0.1732412 = 0.9232412 → 432.0669. LOS = Φ(0.25/0.0883883) = Φ(2.828427) = 0.997661.
        EloEstimate estimate = EloEstimate.of(new Pentanomial(0, 0, 1, 2, 1));
        assertEquals(0.75, estimate.score());
        assertEquals(190.8485, estimate.elo(), ELO);
        assertEquals(53.7648, estimate.lower(), ELO);
        assertEquals(432.0669, estimate.upper(), ELO);
        assertEquals(0.997661, estimate.los(), 1e-6);
    }

    @Test
    void aCleanSweepHasAFiniteElo() {
        // Every pair won twice: the score 1 is clamped to 0.999, −400·log10(1/0.999 − 1) = 1199.83.
        EloEstimate estimate = EloEstimate.of(new Pentanomial(0, 0, 0, 0, 3));
        assertEquals(1199.83, estimate.elo(), ELO);
        assertEquals(estimate.elo(), estimate.lower());
        assertEquals(estimate.elo(), estimate.upper());
        assertEquals(1, estimate.los());
    }

    @Test
    void noPairsIsAnEvenScoreWithNoWidth() {
        EloEstimate estimate = EloEstimate.of(Pentanomial.EMPTY);
        assertEquals(0.5, estimate.score());
        assertEquals(0, estimate.elo(), ELO);
        assertEquals(0, estimate.margin(), ELO);
    }

    @Test
    void pairsAreCountedByTheirHalfPoints() {
        Pentanomial counts = Pentanomial.EMPTY.withPair(1, 0).withPair(0.5, 0.5).withPair(1, 0.5).withPair(0, 0)
                .withPair(1, 1).withPair(0, 0.5);
        assertEquals(new Pentanomial(1, 1, 2, 1, 1), counts);
        assertEquals(6, counts.pairs());
        // (0 + ¼ + 2·½ + ¾ + 1)/6 = 3/6.
        assertEquals(0.5, counts.score());
        assertEquals(new Pentanomial(2, 2, 4, 2, 2), counts.plus(counts));
        assertThrows(IllegalArgumentException.class, () -> Pentanomial.EMPTY.withPair(0.25, 0));
        assertThrows(IllegalArgumentException.class, () -> new Pentanomial(0, -1, 0, 0, 0));
    }
}
