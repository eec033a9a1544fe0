package io.github.shogunsdk.api;

import java.util.Optional;

/**
 * How a game review ({@link GameReview}) judges a ply that lost part of the mover's expected
 * score: the share of the game, from 0 to 1, the mover could expect before the ply and no longer
 * can after it ({@link PlyReview#expectedScoreLoss()}). A loss of at least a judgement's
 * {@link #threshold()} earns the worst judgement it reaches; a smaller loss earns none. Each
 * judgement is written as its annotation glyph.
 *
 * <pre>{@code
 * MoveJudgement.of(0.12);              // Optional[MISTAKE]: at least 0.10, below 0.20
 * MoveJudgement.BLUNDER.symbol();      // "??"
 * MoveJudgement.BLUNDER.glyph();       // 4, written $4
 * MoveJudgement.of(0.03);              // Optional.empty: below every threshold
 * }</pre>
 */
public enum MoveJudgement {

    /** A loss of at least 0.05 of the game: dubious, glyph 6 ({@code ?!}). */
    INACCURACY(6, "?!", 0.05),
    /** A loss of at least 0.10 of the game: a mistake, glyph 2 ({@code ?}). */
    MISTAKE(2, "?", 0.10),
    /** A loss of at least 0.20 of the game: a blunder, glyph 4 ({@code ??}). */
    BLUNDER(4, "??", 0.20);

    private final int glyph;
    private final String symbol;
    private final double threshold;

    MoveJudgement(int glyph, String symbol, double threshold) {
        this.glyph = glyph;
        this.symbol = symbol;
        this.threshold = threshold;
    }

    /**
     * Returns the judgement a loss of expected score earns.
     *
     * @param expectedScoreLoss the mover's loss, from 0 to 1
     * @return the worst judgement whose threshold the loss reaches, or empty below 0.05 (and for
     *     a value that is not a number)
     */
    public static Optional<MoveJudgement> of(double expectedScoreLoss) {
        MoveJudgement[] worstFirst = {BLUNDER, MISTAKE, INACCURACY};
        for (MoveJudgement judgement : worstFirst) {
            if (expectedScoreLoss >= judgement.threshold) {
                return Optional.of(judgement);
            }
        }
        return Optional.empty();
    }

    /**
     * Returns the numeric annotation glyph that marks the judgement in a record.
     *
     * @return 6, 2 or 4
     */
    public int glyph() {
        return glyph;
    }

    /**
     * Returns the suffix form of the glyph.
     *
     * @return {@code ?!}, {@code ?} or {@code ??}
     */
    public String symbol() {
        return symbol;
    }

    /**
     * Returns the least loss of expected score that earns the judgement.
     *
     * @return 0.05, 0.10 or 0.20
     */
    public double threshold() {
        return threshold;
    }
}
