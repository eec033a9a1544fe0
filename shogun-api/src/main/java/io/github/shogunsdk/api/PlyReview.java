package io.github.shogunsdk.api;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * What a game review ({@link GameReview}) found about one ply of a record's main line: the
 * engine's best score and line in the position before it, the score the mover kept after it, and
 * from the two the share of the game the ply lost and its {@link MoveJudgement}. Scores are the
 * mover's. Immutable.
 *
 * <pre>{@code
 * PlyReview ply = review.plies().get(0);         // the first ply of a GameReview's main line
 *
 * RecordNode d1d3 = RecordNode.of(Shogun.newGame().play("d1d3"));
 * PlyReview made = PlyReview.of(1, Colour.WHITE, d1d3, Score.ofCentipawns(40), Score.ofCentipawns(-60), List.of());
 * made.expectedScoreLoss();        // 0.1428…: E(+0.40) = 0.5573 less E(-0.60) = 0.4145
 * made.judgement();                // Optional[MISTAKE]: at least 0.10, below 0.20
 * made.evaluation().toString();    // "-0.60": after the ply, from White's side
 * d1d3.withEvaluation(made.evaluation()).comment();   // Optional[[%eval -0.60]]
 * }</pre>
 */
public final class PlyReview {

    private final int number;
    private final Colour mover;
    private final RecordNode node;
    private final Score best;
    private final Score played;
    private final List<RecordNode> bestVariation;
    /** The tables' values for the mover before and after the ply, or null when no table covers both. */
    private final @Nullable TableValue tableBefore;
    private final @Nullable TableValue tableAfter;

    private PlyReview(int number, Colour mover, RecordNode node, Score best, Score played, List<RecordNode> bestVariation,
            @Nullable TableValue tableBefore, @Nullable TableValue tableAfter) {
        this.number = number;
        this.mover = mover;
        this.node = node;
        this.best = best;
        this.played = played;
        this.bestVariation = bestVariation;
        this.tableBefore = tableBefore;
        this.tableAfter = tableAfter;
    }

    /**
     * Returns the review of a ply. Reviews make them ({@link GameReview#run}); this factory exists
     * for libraries that carry them elsewhere and for tests.
     *
     * @param number the ply's place in the main line, from 1
     * @param mover the side that played it
     * @param node the ply as the record holds it
     * @param best the mover's score in the position before the ply, as the engine found it
     * @param played the mover's score in the position after the ply: the engine's score there
     *     seen from the mover's side, or the result when the ply ended the game ({@code winIn(0)},
     *     {@code lossIn(0)}, or 0 for a draw)
     * @param bestVariation the line the engine expected from the position before the ply, its best
     *     move first; empty when it had none
     * @return the review
     * @throws IllegalArgumentException if the number is less than 1
     */
    public static PlyReview of(int number, Colour mover, RecordNode node, Score best, Score played,
            List<RecordNode> bestVariation) {
        Objects.requireNonNull(mover, "mover");
        Objects.requireNonNull(node, "node");
        Objects.requireNonNull(best, "best");
        Objects.requireNonNull(played, "played");
        Objects.requireNonNull(bestVariation, "bestVariation");
        if (number < 1) {
            throw new IllegalArgumentException("a ply's number in the main line is 1 or more, not " + number);
        }
        return new PlyReview(number, mover, node, best, played, List.copyOf(bestVariation), null, null);
    }

    /**
     * Returns this review with the endgame tables' values of the positions before and after the
     * ply, both for the mover (docs/REVIEW.md, "With endgame tables"). A review whose engine has
     * tables ({@link EngineOptions#withTables}) adds them where a table covers both positions.
     *
     * <pre>{@code
     * RecordNode ply = RecordNode.of(Shogun.newGame().play("d1d3"));
     * PlyReview made = PlyReview.of(1, Colour.WHITE, ply, Score.ofCentipawns(300), Score.ofCentipawns(0), List.of());
     * PlyReview judged = made.withTableValues(TableValue.of(TableResult.WIN, 9), TableValue.ofDraw());
     * judged.losesTableResult();   // true: a table win turned into a draw
     * judged.judgement();          // Optional[BLUNDER]
     * }</pre>
     *
     * @param before the mover's value before the ply
     * @param after the mover's value after it: the value of the side then to move, turned round
     *     ({@code loss 6} for the opponent is {@code win 6} for the mover), its plies counted from
     *     after the ply as {@link #played()} counts them
     * @return the new review, the same in everything else
     */
    public PlyReview withTableValues(TableValue before, TableValue after) {
        Objects.requireNonNull(before, "before");
        Objects.requireNonNull(after, "after");
        return new PlyReview(number, mover, node, best, played, bestVariation, before, after);
    }

    /**
     * Returns the tables' value of the position before the ply, for the mover.
     *
     * @return the value; empty when the review had no tables or no table covered the ply
     */
    public Optional<TableValue> tableValueBefore() {
        return Optional.ofNullable(tableBefore);
    }

    /**
     * Returns the tables' value of the position after the ply, for the mover, its plies counted
     * from after the ply.
     *
     * @return the value; empty when the review had no tables or no table covered the ply
     */
    public Optional<TableValue> tableValueAfter() {
        return Optional.ofNullable(tableAfter);
    }

    /**
     * Tells whether the tables say the ply threw a result away: a win (within the quiet-ply
     * limit) turned into a draw or a loss, or a draw into a loss. A cursed win and a blessed loss
     * count as draws, as the quiet-ply limit makes them. Such a ply is a {@link MoveJudgement#BLUNDER}
     * whatever the engine's scores say.
     *
     * @return true for such a ply; false without table values
     */
    public boolean losesTableResult() {
        return tableBefore != null && tableAfter != null && rank(tableAfter) < rank(tableBefore);
    }

    /** Win 2, draw (cursed and blessed included) 1, loss 0: what the quiet-ply limit leaves of a value. */
    private static int rank(TableValue value) {
        return switch (value.result()) {
            case WIN -> 2;
            case LOSS -> 0;
            default -> 1;
        };
    }

    /**
     * Returns the ply's place in the main line.
     *
     * @return 1 for the first ply
     */
    public int number() {
        return number;
    }

    /**
     * Returns the side that played the ply.
     *
     * @return the mover
     */
    public Colour mover() {
        return mover;
    }

    /**
     * Returns the ply as the record holds it, before the review annotated it.
     *
     * @return the node
     */
    public RecordNode node() {
        return node;
    }

    /**
     * Returns the mover's best score: the engine's score of the position before the ply.
     *
     * @return the score, for the mover
     */
    public Score best() {
        return best;
    }

    /**
     * Returns the score the mover kept: the engine's score of the position after the ply, seen
     * from the mover's side (so a forced result counts its plies from after the ply), or the
     * result when the ply ended the game.
     *
     * @return the score, for the mover
     */
    public Score played() {
        return played;
    }

    /**
     * Returns the line the engine expected in the position before the ply, as record nodes: the
     * variation a review adds when it judges the ply. (A search's best line, a
     * {@link SearchLine}, is {@link SearchResult#bestLine()}; this is that line made into a
     * record's variation.)
     *
     * @return the variation, its best move first; empty when the engine gave none
     */
    public List<RecordNode> bestVariation() {
        return bestVariation;
    }

    /**
     * Tells whether the ply played the engine's best move, the first move of {@link #bestVariation()}.
     *
     * @return true when it did
     */
    public boolean playedBest() {
        return !bestVariation.isEmpty() && bestVariation.get(0).move().equals(node.move());
    }

    /**
     * Returns the share of the game the ply lost:
     * {@code max(0, E(best()) - E(played()))}, where {@code E} is
     * {@link GameReview#expectedScore(Score)}; 0 when the ply played the engine's best move (a
     * difference then only measures the search, not the move).
     *
     * @return 0 to 1
     */
    public double expectedScoreLoss() {
        if (playedBest()) {
            return 0;
        }
        return Math.max(0, GameReview.expectedScore(best) - GameReview.expectedScore(played));
    }

    /**
     * Returns how the review judges the ply: {@link MoveJudgement#BLUNDER} when the tables say it
     * threw a result away ({@link #losesTableResult()}), else {@link MoveJudgement#of(double)} of
     * its {@link #expectedScoreLoss()}.
     *
     * @return the judgement, or empty for a ply that lost less than 0.05 of the game
     */
    public Optional<MoveJudgement> judgement() {
        if (losesTableResult()) {
            return Optional.of(MoveJudgement.BLUNDER);
        }
        return MoveJudgement.of(expectedScoreLoss());
    }

    /**
     * Returns the evaluation of the position after the ply, the one its comment gets.
     *
     * @return {@link #played()}, for the mover; its text is White's view
     */
    public Evaluation evaluation() {
        return Evaluation.of(played, mover);
    }

    /**
     * Returns the evaluation of the engine's best line, the one the better line's first ply gets.
     *
     * @return {@link #best()}, for the mover; its text is White's view
     */
    public Evaluation bestEvaluation() {
        return Evaluation.of(best, mover);
    }

    /**
     * Returns the tables' verdict on the ply as a record's comment gives it: the mover's value
     * before, then after the ply.
     *
     * @return such as {@code "tables win 9 -> draw"}; empty without table values
     */
    public Optional<String> tableText() {
        if (tableBefore == null || tableAfter == null) {
            return Optional.empty();
        }
        return Optional.of("tables " + tableBefore + " -> " + tableAfter);
    }

    /** A share from 0 to 1 with two decimals, such as {@code 0.14}. */
    private static String hundredths(double share) {
        long rounded = Math.round(share * 100);
        return rounded / 100 + "." + (rounded % 100 < 10 ? "0" : "") + rounded % 100;
    }

    /**
     * Compares every part.
     *
     * @param other the other object
     * @return true for an equal review
     */
    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof PlyReview r && number == r.number && mover == r.mover && node.equals(r.node)
                && best.equals(r.best) && played.equals(r.played) && bestVariation.equals(r.bestVariation)
                && Objects.equals(tableBefore, r.tableBefore) && Objects.equals(tableAfter, r.tableAfter);
    }

    /**
     * Returns a hash of what {@link #equals} compares.
     *
     * @return the hash code
     */
    @Override
    public int hashCode() {
        return Objects.hash(number, mover, node, best, played, bestVariation, tableBefore, tableAfter);
    }

    /**
     * Describes the review in one line.
     *
     * @return such as {@code "ply 7 (RED d8d7): best +0.40, played -0.60, loss 0.14, MISTAKE, better d8e8"},
     *     with {@code ", tables win 9 -> draw"} when the review has table values
     */
    @Override
    public String toString() {
        StringBuilder out = new StringBuilder().append("ply ").append(number).append(" (").append(mover).append(' ')
                .append(node.move()).append("): best ").append(best).append(", played ").append(played)
                .append(", loss ").append(hundredths(expectedScoreLoss()));
        judgement().ifPresent(j -> out.append(", ").append(j));
        if (!bestVariation.isEmpty() && !playedBest()) {
            out.append(", better ").append(bestVariation.get(0).move());
        }
        tableText().ifPresent(text -> out.append(", ").append(text));
        return out.toString();
    }
}
