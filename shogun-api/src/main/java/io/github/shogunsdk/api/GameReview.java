package io.github.shogunsdk.api;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;
import org.jspecify.annotations.Nullable;

/**
 * An engine's review of a game: for each ply of a record's main line, how much of the game the
 * mover lost by it ({@link PlyReview}); and the record annotated with what the review found
 * ({@link #annotated()}). Immutable.
 *
 * <p>{@link #run run} searches every position of the main line once, under the same limits: the
 * search before a ply gives the mover's best score and the better line, the search after it the
 * score the mover kept, which is also the best score of the next ply. A main line of {@code n}
 * plies costs {@code n + 1} searches, or {@code n} when its last ply ends the game.
 *
 * <p>A score becomes an expected score, the share of the game the side can expect from 0 (a loss)
 * to 1 (a win), by {@link #expectedScore(Score)}: {@code 1 / (1 + 10^(-cp / 400))} for an
 * estimate of {@code cp} hundredths of a pawn, 1 for a forced win and 0 for a forced loss. The
 * difference between the best and the kept expected score is the ply's loss, judged by the
 * thresholds of {@link MoveJudgement}: 0.05 dubious ({@code ?!}), 0.10 a mistake ({@code ?}),
 * 0.20 a blunder ({@code ??}).
 *
 * <pre>{@code
 * GameRecord record = Shogun.readRecord("1. d1d3:1 {the king steps up} e8e7:2 2. a1a5:4 *");
 * Engine engine = Shogun.newEngine(record.setup());
 * GameReview review = GameReview.run(record, engine, SearchLimits.ofDepth(4));
 * review.plies().size();                       // 3: one per ply of the main line
 * for (PlyReview ply : review.mistakes()) {
 *     System.out.println(ply);   // such as: ply 2 (RED e8e7): best +0.40, played -0.60, loss 0.14, MISTAKE, better d8d7
 * }
 * GameRecord annotated = review.annotated();
 * annotated.mainline().get(0).comment();       // such as Optional[[%eval +0.35] the king steps up]
 * Shogun.readRecord(annotated.toSgn()).equals(annotated);   // true
 * }</pre>
 */
public final class GameReview {

    /** The glyphs a review owns: the judgements' ({@code ?!}, {@code ?}, {@code ??}). */
    private static final Set<Integer> REVIEW_GLYPHS = Set.of(6, 2, 4);

    private final GameRecord record;
    private final SearchLimits limits;
    private final List<PlyReview> plies;

    private GameReview(GameRecord record, SearchLimits limits, List<PlyReview> plies) {
        this.record = record;
        this.limits = limits;
        this.plies = plies;
    }

    /**
     * Reviews the main line of a record on the calling thread: see {@link #run(GameRecord, Engine,
     * SearchLimits, Consumer)}.
     *
     * @param record the record; its main line is reviewed
     * @param engine an engine for the record's rule set and energy model
     * @param limits the limits of each search, one per position: a depth, a node count or a time
     * @return the review of every ply of the main line
     * @throws IllegalArgumentException as the other {@code run} does
     * @throws IllegalStateException as the other {@code run} does
     * @throws java.io.UncheckedIOException as the other {@code run} does
     */
    public static GameReview run(GameRecord record, Engine engine, SearchLimits limits) {
        Objects.requireNonNull(record, "record");
        Objects.requireNonNull(engine, "engine");
        Objects.requireNonNull(limits, "limits");
        return run(record, engine, limits, ply -> { });
    }

    /**
     * Reviews the main line of a record on the calling thread, searching each of its positions
     * once with the engine under the limits, and reporting each ply as soon as it is judged (after
     * the search of the position it leads to). With a depth or node limit the review is
     * deterministic, as the engine's searches are. The listener runs on the calling thread, in the
     * order of the plies; an exception it throws ends the review and reaches the caller, which is
     * how a program stops a review early ({@link Engine#stop()} ends the running search only).
     *
     * @param record the record; its main line is reviewed, its variations are left as they are
     * @param engine an engine for the record's rule set and energy model; it keeps its tables
     *     from one search to the next
     * @param limits the limits of each search, one per position: a depth, a node count or a
     *     time, for a whole review takes about as many searches as the main line has plies
     * @param progress receives the review of each ply in turn
     * @return the review of every ply of the main line
     * @throws IllegalArgumentException if the engine's rule set or energy model is not the
     *     record's, the limits set no depth, node or time limit, or a ply of the main line cannot
     *     be replayed (as {@link GameRecord#game(NodePath)} says)
     * @throws IllegalStateException if another search is running on the engine, or no
     *     implementation is present
     * @throws java.io.UncheckedIOException if the engine has endgame tables and the table of a
     *     main-line position cannot be read ({@link EndgameTables#probe} says why)
     */
    public static GameReview run(GameRecord record, Engine engine, SearchLimits limits, Consumer<PlyReview> progress) {
        Objects.requireNonNull(record, "record");
        Objects.requireNonNull(engine, "engine");
        Objects.requireNonNull(limits, "limits");
        Objects.requireNonNull(progress, "progress");
        GameSetup setup = record.setup();
        if (!engine.setup().ruleSet().equals(setup.ruleSet()) || !engine.setup().energyModel().equals(setup.energyModel())) {
            throw new IllegalArgumentException("the engine plays " + engine.setup().ruleSet() + " with "
                    + engine.setup().energyModel() + " energies, the record " + setup.ruleSet() + " with "
                    + setup.energyModel() + " energies");
        }
        if (limits.depth().isEmpty() && limits.nodes().isEmpty() && limits.time().isEmpty()) {
            throw new IllegalArgumentException("a review searches every position: give each search a depth, node or"
                    + " time limit, not " + limits);
        }
        return Shogun.provider().review(record, engine, limits, progress);
    }

    /**
     * Returns a review made of its parts. Reviews are made by {@link #run run}; this factory exists
     * for libraries that carry them elsewhere and for tests.
     *
     * @param record the record reviewed
     * @param limits the limits each search had
     * @param plies the reviews of the first plies of the main line, in order, numbered from 1;
     *     all of them, or fewer for a review that was not finished
     * @return the review
     * @throws IllegalArgumentException if there are more plies than the main line has, a ply's
     *     number is not its place, or its node's path or landing energy is not the main line's
     */
    public static GameReview of(GameRecord record, SearchLimits limits, List<PlyReview> plies) {
        Objects.requireNonNull(record, "record");
        Objects.requireNonNull(limits, "limits");
        List<PlyReview> copy = List.copyOf(Objects.requireNonNull(plies, "plies"));
        List<RecordNode> mainline = record.mainline();
        if (copy.size() > mainline.size()) {
            throw new IllegalArgumentException("a review of " + copy.size() + " plies of a main line of "
                    + mainline.size());
        }
        for (int i = 0; i < copy.size(); i++) {
            PlyReview ply = copy.get(i);
            RecordNode node = mainline.get(i);
            if (ply.number() != i + 1) {
                throw new IllegalArgumentException("review " + (i + 1) + " is numbered " + ply.number());
            }
            if (!ply.node().path().equals(node.path()) || ply.node().landingEnergy() != node.landingEnergy()) {
                throw new IllegalArgumentException("ply " + (i + 1) + " of the main line is " + node.move() + ":"
                        + node.landingEnergy() + ", not " + ply.node().move() + ":" + ply.node().landingEnergy());
            }
        }
        return new GameReview(record, limits, copy);
    }

    /**
     * Returns the expected score of a score: the share of the game the side can expect, 0 for a
     * loss, 1 for a win. An estimate of {@code cp} hundredths of a pawn gives
     * {@code 1 / (1 + 10^(-cp / 400))}: 0.5 for an even position, about 0.64 a pawn up
     * ({@code +1.00}) and 0.85 three pawns up. A forced win gives 1 and a forced loss 0, however
     * far.
     *
     * @param score the score, for the side
     * @return 0 to 1
     */
    public static double expectedScore(Score score) {
        Objects.requireNonNull(score, "score");
        if (score.winIn().isPresent()) {
            return 1;
        }
        if (score.lossIn().isPresent()) {
            return 0;
        }
        return 1 / (1 + Math.pow(10, -score.centipawns().getAsInt() / 400.0));
    }

    /**
     * Returns the record reviewed.
     *
     * @return the record as it was given
     */
    public GameRecord record() {
        return record;
    }

    /**
     * Returns the limits of each search.
     *
     * @return the limits
     */
    public SearchLimits limits() {
        return limits;
    }

    /**
     * Returns the review of each ply of the main line.
     *
     * @return an unmodifiable list in main-line order, as long as the main line unless the review
     *     was not finished
     */
    public List<PlyReview> plies() {
        return plies;
    }

    /**
     * Returns the plies the review judged: dubious moves, mistakes and blunders.
     *
     * @return an unmodifiable list in main-line order
     */
    public List<PlyReview> mistakes() {
        List<PlyReview> judged = new ArrayList<>();
        for (PlyReview ply : plies) {
            if (ply.judgement().isPresent()) {
                judged.add(ply);
            }
        }
        return List.copyOf(judged);
    }

    /**
     * Returns the record annotated with the review. Each reviewed ply of the main line gets its
     * {@link PlyReview#evaluation()} as a tag in front of its comment
     * ({@link RecordNode#withEvaluation}: an earlier tag is replaced, the prose kept); its glyphs
     * {@code ?!}, {@code ?} and {@code ??} (6, 2, 4) are replaced by the review's judgement, other
     * glyphs kept. A judged ply gets the engine's better line as its last variation, the line's
     * first ply commented with {@link PlyReview#bestEvaluation()}, unless one of its variations
     * already starts with that move. Tags, the starting comment, the result and the other
     * variations stay as they were. A ply with the tables' values
     * ({@link PlyReview#tableText()}) gets them after its comment, such as
     * {@code [%eval +0.12] tables win 9 -> draw}.
     *
     * @return the annotated record, which {@link GameRecord#toSgn()} writes and
     *     {@link Shogun#readRecord(String)} reads back to an equal record
     */
    public GameRecord annotated() {
        List<RecordNode> mainline = new ArrayList<>(record.mainline());
        for (PlyReview ply : plies) {
            int index = ply.number() - 1;
            RecordNode node = mainline.get(index);
            Set<Integer> glyphs = new TreeSet<>(node.glyphs());
            glyphs.removeAll(REVIEW_GLYPHS);
            ply.judgement().ifPresent(judgement -> glyphs.add(judgement.glyph()));
            RecordNode annotated = withTableText(node.withEvaluation(ply.evaluation()), ply).withGlyphs(glyphs);
            if (ply.judgement().isPresent() && !ply.bestVariation().isEmpty() && !startsAVariation(node, ply.bestVariation())) {
                List<RecordNode> better = new ArrayList<>(ply.bestVariation());
                RecordNode first = better.get(0);
                better.set(0, first.withEvaluation(ply.bestEvaluation()));
                annotated = annotated.withVariation(better);
            }
            mainline.set(index, annotated);
        }
        return record.withMainline(mainline);
    }

    /** Adds the tables' verdict to a ply's comment, once: a record reviewed twice keeps one. */
    private static RecordNode withTableText(RecordNode node, PlyReview ply) {
        if (ply.tableText().isEmpty()) {
            return node;
        }
        String text = ply.tableText().get();
        String comment = node.comment().orElse("");
        return comment.contains(text) ? node : node.withComment(comment.isEmpty() ? text : comment + " " + text);
    }

    private static boolean startsAVariation(RecordNode node, List<RecordNode> line) {
        Move first = line.get(0).move();
        if (node.move().equals(first)) {
            return true;
        }
        for (List<RecordNode> variation : node.variations()) {
            if (variation.get(0).move().equals(first)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Compares the record, the limits and the plies' reviews.
     *
     * @param other the other object
     * @return true for an equal review
     */
    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof GameReview r && record.equals(r.record) && limits.equals(r.limits)
                && plies.equals(r.plies);
    }

    /**
     * Returns a hash of what {@link #equals} compares.
     *
     * @return the hash code
     */
    @Override
    public int hashCode() {
        return Objects.hash(record, limits, plies);
    }

    /**
     * Describes the review briefly.
     *
     * @return such as {@code "GameReview[41 of 41 plies, depth 4, 3 ?!, 1 ?, 0 ??]"}
     */
    @Override
    public String toString() {
        int[] counts = new int[MoveJudgement.values().length];
        for (PlyReview ply : plies) {
            ply.judgement().ifPresent(j -> counts[j.ordinal()]++);
        }
        StringBuilder out = new StringBuilder("GameReview[").append(plies.size()).append(" of ")
                .append(record.mainline().size()).append(" plies, ").append(limits);
        for (MoveJudgement judgement : MoveJudgement.values()) {
            out.append(", ").append(counts[judgement.ordinal()]).append(' ').append(judgement.symbol());
        }
        return out.append(']').toString();
    }
}
