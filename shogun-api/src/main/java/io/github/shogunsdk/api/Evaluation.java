package io.github.shogunsdk.api;

import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * An engine's evaluation of a position as a game review writes it into a ply's comment: a
 * {@link Score} seen from White's side, so that every ply of a record reads the same way up.
 * Immutable.
 *
 * <p>Its text is {@code +0.35} or {@code -1.20} for an estimate in pawns (two decimals, always
 * signed), {@code #+3} when White wins in 3 plies and {@code #-3} when Red does ({@code #+0} and
 * {@code #-0}: the game is won already). In a comment it stands in a tag,
 * {@code [%eval +0.35]}, which {@link #fromComment(String)} finds again among the prose.
 *
 * <pre>{@code
 * Evaluation e = Evaluation.of(Score.centipawns(35), Colour.RED);   // Red is 0.35 up
 * e.toString();                                      // "-0.35": White is 0.35 down
 * e.comment();                                       // "[%eval -0.35]"
 * e.score(Colour.RED);                               // +0.35
 * Evaluation.parse("#+3").score(Colour.WHITE);       // win in 3 plies
 * Evaluation.fromComment("[%eval -0.35] a quiet move");   // Optional[-0.35]
 * e.addTo("[%eval +1.00] a quiet move");             // "[%eval -0.35] a quiet move"
 * }</pre>
 */
public final class Evaluation {

    private static final String TAG = "[%eval ";

    /** The largest estimate in pawns, {@link Score#MAX_CENTIPAWNS} / 100. */
    private static final int MAX_PAWNS = Score.MAX_CENTIPAWNS / 100;

    private final Score white;

    private Evaluation(Score white) {
        this.white = white;
    }

    /**
     * Returns the evaluation of a score one side has.
     *
     * @param score the score, for {@code side}
     * @param side the side whose score it is, such as the side to move of a search
     * @return the evaluation
     */
    public static Evaluation of(Score score, Colour side) {
        Objects.requireNonNull(score, "score");
        Objects.requireNonNull(side, "side");
        return new Evaluation(side == Colour.WHITE ? score : opposite(score));
    }

    /**
     * Reads an evaluation's text: {@code #} and a signed number of plies from 0 to
     * {@value Score#MAX_MATE_PLIES} for a forced result; otherwise pawns, such as {@code +0.35},
     * {@code -1.2} or {@code 3}, with an optional sign and at most two decimals, up to
     * {@code 9990.00} either way. A leading byte-order mark is skipped.
     *
     * @param text the text, without the tag around it
     * @return the evaluation
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
        return new Evaluation(Score.centipawns((int) (negative ? -centipawns : centipawns)));
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
        return new Evaluation(text.charAt(sign) == '+' ? Score.winIn(plies) : Score.lossIn(plies));
    }

    /**
     * Finds the evaluation tag, {@code [%eval …]}, in a comment.
     *
     * @param comment a ply's comment
     * @return the evaluation of the first tag, or empty when the comment has no tag or its first
     *     one does not hold an evaluation
     */
    public static Optional<Evaluation> fromComment(String comment) {
        Objects.requireNonNull(comment, "comment");
        int start = comment.indexOf(TAG);
        if (start < 0) {
            return Optional.empty();
        }
        int end = comment.indexOf(']', start);
        if (end < 0) {
            return Optional.empty();
        }
        try {
            return Optional.of(parse(comment.substring(start + TAG.length(), end).trim()));
        } catch (NotationException e) {
            return Optional.empty();
        }
    }

    /**
     * Returns the score one side has.
     *
     * @param side the side
     * @return the score for that side
     */
    public Score score(Colour side) {
        Objects.requireNonNull(side, "side");
        return side == Colour.WHITE ? white : opposite(white);
    }

    /**
     * Returns the tag that holds the evaluation in a comment.
     *
     * @return such as {@code [%eval +0.35]}
     */
    public String comment() {
        return TAG + this + "]";
    }

    /**
     * Returns a comment with this evaluation's tag first and the comment's prose after it; every
     * evaluation tag the comment held (up to its closing bracket) is taken out, so a comment
     * evaluated again holds one tag. Spaces are normalised as a record's comments are.
     *
     * @param comment the prose, possibly empty, possibly with an earlier evaluation tag
     * @return the new comment, such as {@code [%eval +0.35] a quiet move}
     * @throws IllegalArgumentException if the comment holds a {@code '}'} or a control character
     *     other than line ends and tab, which no comment may
     */
    public String addTo(String comment) {
        Objects.requireNonNull(comment, "comment");
        String rest = GameRecord.checkedComment(comment);
        while (rest.contains(TAG)) {
            rest = withoutTags(rest);
        }
        return rest.isEmpty() ? comment() : comment() + " " + rest;
    }

    /** Takes every tag out, a space in its place; a removal may bring a new tag together, hence the caller's loop. */
    private static String withoutTags(String comment) {
        StringBuilder prose = new StringBuilder(comment.length());
        int from = 0;
        for (int start = comment.indexOf(TAG); start >= 0; start = comment.indexOf(TAG, from)) {
            int end = comment.indexOf(']', start);
            prose.append(comment, from, start).append(' ');
            from = end < 0 ? comment.length() : end + 1;
        }
        prose.append(comment, from, comment.length());
        return GameRecord.checkedComment(prose.toString());
    }

    /** The same position seen by the other side. */
    private static Score opposite(Score score) {
        if (score.winInPlies().isPresent()) {
            return Score.lossIn(score.winInPlies().getAsInt());
        }
        if (score.lossInPlies().isPresent()) {
            return Score.winIn(score.lossInPlies().getAsInt());
        }
        return Score.centipawns(-score.centipawns().getAsInt());
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
     * @return true for an evaluation of the same score for White
     */
    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof Evaluation e && white.equals(e.white);
    }

    /**
     * Returns a hash of the score.
     *
     * @return the hash code
     */
    @Override
    public int hashCode() {
        return white.hashCode();
    }

    /**
     * Returns the evaluation's text, which {@link #parse(String)} reads back.
     *
     * @return such as {@code +0.35}, {@code -1.20}, {@code #+3} or {@code #-0}
     */
    @Override
    public String toString() {
        if (white.winInPlies().isPresent()) {
            return "#+" + white.winInPlies().getAsInt();
        }
        if (white.lossInPlies().isPresent()) {
            return "#-" + white.lossInPlies().getAsInt();
        }
        return white.toString();
    }
}
