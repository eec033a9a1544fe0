package io.github.shogunsdk.api;

import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * A score from one side's point of view: a {@link Score} (which is always for the side to move of
 * its position) together with the side it is for, so that it can be read the right way up from
 * either side. A game review writes one into every ply's comment, seen from White's side, so that
 * every ply of a record reads the same way up ({@link RecordNode#evaluation()},
 * {@link RecordNode#withEvaluation}). Two evaluations are equal when they say the same for White.
 * Immutable.
 *
 * <p>Its text is White's view: {@code +0.35} or {@code -1.20} for an estimate in pawns (two
 * decimals, always signed), {@code #+3} when White wins in 3 plies and {@code #-3} when Red does
 * ({@code #+0} and {@code #-0}: the game is won already). In a comment it stands in a tag,
 * {@code [%eval +0.35]}.
 *
 * <pre>{@code
 * Evaluation e = Evaluation.of(Score.ofCentipawns(35), Colour.RED);   // Red, to move, is 0.35 up
 * e.relative();                                      // +0.35: for the side it was given for
 * e.side();                                          // RED
 * e.white();                                         // -0.35: White is 0.35 down
 * e.score(Colour.RED);                               // +0.35
 * e.toString();                                      // "-0.35"
 * Evaluation.parse("#+3").score(Colour.WHITE);       // win in 3 plies
 * }</pre>
 */
public final class Evaluation {

    /** The largest estimate in pawns, {@link Score#MAX_CENTIPAWNS} / 100. */
    private static final int MAX_PAWNS = Score.MAX_CENTIPAWNS / 100;

    private final Score relative;
    private final Colour side;

    private Evaluation(Score relative, Colour side) {
        this.relative = relative;
        this.side = side;
    }

    /**
     * Returns a score seen from one side.
     *
     * @param score the score, for {@code side}
     * @param side the side whose score it is, such as the side to move of a search
     * @return the evaluation
     */
    public static Evaluation of(Score score, Colour side) {
        Objects.requireNonNull(score, "score");
        Objects.requireNonNull(side, "side");
        return new Evaluation(score, side);
    }

    /**
     * Reads an evaluation's text: {@code #} and a signed number of plies from 0 to
     * {@value Score#MAX_MATE_PLIES} for a forced result; otherwise pawns, such as {@code +0.35},
     * {@code -1.2} or {@code 3}, with an optional sign and at most two decimals, up to
     * {@code 9990.00} either way. A leading byte-order mark is skipped.
     *
     * @param text the text, without the tag around it
     * @return the evaluation, for White
     * @throws NotationException if the text is not an evaluation
     */
    public static Evaluation parse(String text) {
        Objects.requireNonNull(text, "text");
        int first = text.startsWith("\uFEFF") ? 1 : 0;
        if (text.startsWith("#", first)) {
            return parseForced(text, first + 1);
        }
        int i = first;
        boolean negative = false;
        if (i < text.length() && (text.charAt(i) == '+' || text.charAt(i) == '-')) {
            negative = text.charAt(i) == '-';
            i++;
        }
        int start = i;
        long pawns = 0;
        while (i < text.length() && isDigit(text.charAt(i))) {
            pawns = Math.min(pawns * 10 + text.charAt(i) - '0', Score.MAX_CENTIPAWNS);
            i++;
        }
        if (i == start) {
            throw error(text, i, "expected a number of pawns such as +0.35, or # and a signed number of plies");
        }
        int hundredths = 0;
        if (i < text.length() && text.charAt(i) == '.') {
            i++;
            int decimals = 0;
            while (i < text.length() && isDigit(text.charAt(i)) && decimals < 2) {
                hundredths = hundredths * 10 + text.charAt(i) - '0';
                decimals++;
                i++;
            }
            if (decimals == 0) {
                throw error(text, i, "expected a digit after the decimal point");
            }
            hundredths *= decimals == 1 ? 10 : 1;
        }
        if (i < text.length()) {
            throw error(text, i, "expected the end of the evaluation, with at most two decimals");
        }
        long centipawns = pawns * 100 + hundredths;
        if (centipawns > Score.MAX_CENTIPAWNS) {
            throw error(text, start, "an estimate is at most " + MAX_PAWNS + ".00 pawns either way");
        }
        return new Evaluation(Score.ofCentipawns((int) (negative ? -centipawns : centipawns)), Colour.WHITE);
    }

    /** Reads a forced result's sign and plies, from the character after {@code #}. */
    private static Evaluation parseForced(String text, int sign) {
        if (sign >= text.length() || text.charAt(sign) != '+' && text.charAt(sign) != '-') {
            throw error(text, sign, "expected + (White wins) or - (Red wins) after #");
        }
        int plies = 0;
        int start = sign + 1;
        int i = start;
        while (i < text.length() && isDigit(text.charAt(i))) {
            plies = Math.min(plies * 10 + text.charAt(i) - '0', Score.MAX_MATE_PLIES + 1);
            i++;
        }
        if (i == start) {
            throw error(text, i, "expected the number of plies to the end");
        }
        if (plies > Score.MAX_MATE_PLIES) {
            throw error(text, start, "a forced result is at most " + Score.MAX_MATE_PLIES + " plies away");
        }
        if (i < text.length()) {
            throw error(text, i, "expected the end of the evaluation after the number of plies");
        }
        return new Evaluation(text.charAt(sign) == '+' ? Score.ofWinIn(plies) : Score.ofLossIn(plies), Colour.WHITE);
    }

    /**
     * Returns the score for the side it was given for ({@link #side()}).
     *
     * @return the score as given
     */
    public Score relative() {
        return relative;
    }

    /**
     * Returns the side whose score {@link #relative()} is.
     *
     * @return the side it was given for; White for an evaluation read from text
     */
    public Colour side() {
        return side;
    }

    /**
     * Returns the score one side has.
     *
     * @param side the side
     * @return the score for that side
     */
    public Score score(Colour side) {
        Objects.requireNonNull(side, "side");
        return side == this.side ? relative : relative.negated();
    }

    /**
     * Returns White's score.
     *
     * @return the score for White
     */
    public Score white() {
        return score(Colour.WHITE);
    }

    /**
     * Returns Red's score.
     *
     * @return the score for Red
     */
    public Score red() {
        return score(Colour.RED);
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private static NotationException error(String text, int index, String problem) {
        return new NotationException("evaluation", text, index, problem);
    }

    /**
     * Compares the scores.
     *
     * @param other the other object
     * @return true for an evaluation of the same score for White, whichever side each was given for
     */
    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof Evaluation e && white().equals(e.white());
    }

    /**
     * Returns a hash of the score.
     *
     * @return the hash code
     */
    @Override
    public int hashCode() {
        return white().hashCode();
    }

    /**
     * Returns the evaluation's text, which {@link #parse(String)} reads back.
     *
     * @return such as {@code +0.35}, {@code -1.20}, {@code #+3} or {@code #-0}
     */
    @Override
    public String toString() {
        Score white = white();
        if (white.winIn().isPresent()) {
            return "#+" + white.winIn().getAsInt();
        }
        if (white.lossIn().isPresent()) {
            return "#-" + white.lossIn().getAsInt();
        }
        return white.toString();
    }
}
