package io.github.shogunsdk.api;

import java.util.OptionalInt;
import org.jspecify.annotations.Nullable;

/**
 * How good a position is for the side to move: an estimate in hundredths of a pawn, or a forced
 * win or loss in a known number of plies. Scores order from the worst (the fastest loss) to the
 * best (the fastest win). Immutable.
 *
 * <pre>{@code
 * Score.ofCentipawns(35).toString();      // "+0.35"
 * Score.ofWinIn(3).toString();            // "win in 3 plies"
 * boolean better = Score.ofWinIn(1).compareTo(Score.ofWinIn(3)) > 0;   // true: the faster win is better
 * Score.ofLossIn(2).lossIn();        // OptionalInt[2]
 * }</pre>
 */
public final class Score implements Comparable<Score> {

    /** Plies to the end that a forced result may have; scores farther away are estimates. */
    public static final int MAX_MATE_PLIES = 1_000;

    /** The largest estimate; anything larger is a forced result. */
    public static final int MAX_CENTIPAWNS = 999_000;

    private static final int WIN = MAX_CENTIPAWNS + MAX_MATE_PLIES + 1;

    // A win in n plies is WIN - n (always above MAX_CENTIPAWNS), a loss in n plies -(WIN - n).

    /** Estimates as they are; a win in n plies as WIN - n; a loss in n plies as -(WIN - n). */
    private final int value;

    private Score(int value) {
        this.value = value;
    }

    /**
     * Returns an estimate.
     *
     * @param centipawns hundredths of a pawn, from {@code -MAX_CENTIPAWNS} to {@value #MAX_CENTIPAWNS}
     * @return the score
     * @throws IllegalArgumentException if the value is out of range
     */
    public static Score ofCentipawns(int centipawns) {
        if (Math.abs(centipawns) > MAX_CENTIPAWNS) {
            throw new IllegalArgumentException("an estimate is at most " + MAX_CENTIPAWNS + " centipawns either way, not "
                    + centipawns);
        }
        return new Score(centipawns);
    }

    /**
     * Returns a forced win for the side to move.
     *
     * @param plies the plies to the end, counting the side to move's own; 0 (won already) to
     *     {@value #MAX_MATE_PLIES}
     * @return the score
     * @throws IllegalArgumentException if the count is out of range
     */
    public static Score ofWinIn(int plies) {
        return new Score(WIN - requirePlies(plies));
    }

    /**
     * Returns a forced loss for the side to move.
     *
     * @param plies the plies to the end; 0 (lost already) to {@value #MAX_MATE_PLIES}
     * @return the score
     * @throws IllegalArgumentException if the count is out of range
     */
    public static Score ofLossIn(int plies) {
        return new Score(-(WIN - requirePlies(plies)));
    }

    /**
     * Tells whether the score is a forced win or loss.
     *
     * @return true for a forced result
     */
    public boolean isMate() {
        return Math.abs(value) > MAX_CENTIPAWNS;
    }

    /**
     * Returns the estimate.
     *
     * @return hundredths of a pawn, or empty for a forced result
     */
    public OptionalInt centipawns() {
        return isMate() ? OptionalInt.empty() : OptionalInt.of(value);
    }

    /**
     * Returns the plies to a forced win.
     *
     * @return the plies, or empty unless the score is a forced win
     */
    public OptionalInt winIn() {
        return value > MAX_CENTIPAWNS ? OptionalInt.of(WIN - value) : OptionalInt.empty();
    }

    /**
     * Returns the plies to a forced loss.
     *
     * @return the plies, or empty unless the score is a forced loss
     */
    public OptionalInt lossIn() {
        return value < -MAX_CENTIPAWNS ? OptionalInt.of(WIN + value) : OptionalInt.empty();
    }

    /**
     * Returns the same score seen by the other side: an estimate changes sign, a win in
     * {@code n} plies becomes a loss in {@code n} plies and the other way round.
     *
     * <pre>{@code
     * Score.ofCentipawns(35).negated();   // -0.35
     * Score.ofWinIn(3).negated();         // loss in 3 plies
     * }</pre>
     *
     * @return the opposite score
     */
    public Score negated() {
        return new Score(-value);
    }

    /**
     * Orders scores from worst to best for the side to move.
     *
     * @param other the score to compare with
     * @return a negative number when this score is worse
     */
    @Override
    public int compareTo(Score other) {
        java.util.Objects.requireNonNull(other, "other");
        return Integer.compare(value, other.value);
    }

    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof Score s && value == s.value;
    }

    @Override
    public int hashCode() {
        return Integer.hashCode(value);
    }

    /**
     * Returns {@code "+0.35"}, {@code "-1.20"}, {@code "win in 3 plies"} or {@code "loss in 2 plies"}.
     *
     * @return a readable description
     */
    @Override
    public String toString() {
        if (isMate()) {
            boolean win = value > 0;
            int n = win ? winIn().getAsInt() : lossIn().getAsInt();
            return (win ? "win in " : "loss in ") + n + (n == 1 ? " ply" : " plies");
        }
        int abs = Math.abs(value);
        return (value < 0 ? "-" : "+") + abs / 100 + "." + (abs % 100 < 10 ? "0" : "") + abs % 100;
    }

    private static int requirePlies(int plies) {
        if (plies < 0 || plies > MAX_MATE_PLIES) {
            throw new IllegalArgumentException("a forced result is 0 to " + MAX_MATE_PLIES + " plies away, not " + plies);
        }
        return plies;
    }
}
