package io.github.shogunsdk.core.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Engine;
import io.github.shogunsdk.api.EngineOptions;
import io.github.shogunsdk.api.Evaluation;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.GameReview;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.MoveJudgement;
import io.github.shogunsdk.api.PlyReview;
import io.github.shogunsdk.api.RecordNode;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Score;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.SearchProgress;
import io.github.shogunsdk.api.SearchResult;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * The game review: its judgements follow the documented formula and thresholds on the scores the
 * engine reported, a blunder known by hand is found with its better line, every position is
 * searched once, and the annotated record reads back as the same tree.
 */
class GameReviewTest {

    /**
     * King of the hill, fixed energies, Red to move: the red king k1 on e6 steps onto the hill at
     * e5 and wins at once (no White piece reaches e5: the king K1 on d3 reaches d4, d2, c3 and e3,
     * the pawn P1 on h1 reaches h2 and g1). Red plays a8a7 instead, and the White king steps onto
     * the hill at d4, which no red piece reaches (the king e5, e7, d6, f6; the pawn a8, a6, b7).
     */
    private static final String BLUNDER = "[Rules \"koth\"]\n[Energy \"fixed\"]\n"
            + "[Position \"p17/8/4k13/8/8/3K14/8/7P1 r\"]\n\n1... a8a7:1 2. d3d4:1 1-0\n";

    @Test
    void aMissedWinThatLosesAtOnceIsABlunderWithTheWinAsItsBetterLine() {
        GameRecord record = Shogun.readRecord(BLUNDER);
        GameReview review = GameReview.run(record, Shogun.newEngine(record.setup()), SearchLimits.ofDepth(2));

        PlyReview missed = review.plies().get(0);
        assertEquals(Colour.RED, missed.mover());
        assertEquals(Score.ofWinIn(1), missed.best());
        assertEquals(Score.ofLossIn(1), missed.played());
        assertEquals(1.0, missed.expectedScoreLoss());
        assertEquals(Optional.of(MoveJudgement.BLUNDER), missed.judgement());
        assertEquals(Move.parse("e6e5"), missed.bestVariation().get(0).move());

        PlyReview winning = review.plies().get(1);
        assertEquals(Score.ofWinIn(1), winning.best());
        assertEquals(Score.ofWinIn(0), winning.played());
        assertTrue(winning.playedBest());
        assertEquals(Optional.empty(), winning.judgement());

        GameRecord annotated = review.annotated();
        RecordNode first = annotated.mainline().get(0);
        assertEquals(Set.of(4), first.glyphs());
        assertEquals(Optional.of("[%eval #+1]"), first.comment());
        assertEquals(1, first.variations().size());
        RecordNode better = first.variations().get(0).get(0);
        assertEquals(Move.parse("e6e5"), better.move());
        assertEquals(Optional.of("[%eval #-1]"), better.comment());
        assertEquals(1, first.variations().get(0).size(), "the line ends where the game does");
        assertEquals(Optional.of("[%eval #+0]"), annotated.mainline().get(1).comment());
        assertEquals(Set.of(), annotated.mainline().get(1).glyphs());

        String text = annotated.toSgn();
        assertTrue(text.endsWith("\n\n1... a8a7:1 $4 {[%eval #+1]} (1... e6e5:1 {[%eval #-1]}) 2. d3d4:1 {[%eval #+0]}\n"
                + "{White wins by reaching the hill} 1-0\n"), text);
        assertEquals(annotated, Shogun.readRecord(text));
    }

    @Test
    void everyJudgementFollowsTheFormulaOnTheReportedScoresAndEachPositionIsSearchedOnce() {
        GameRecord record = GameRecord.of(randomGame(7, 40));
        CountingEngine engine = new CountingEngine(Shogun.newEngine(record.setup()));
        List<PlyReview> heard = new ArrayList<>();
        GameReview review = GameReview.run(record, engine, SearchLimits.ofDepth(2), heard::add);

        int plies = record.mainline().size();
        assertEquals(plies, review.plies().size());
        assertEquals(review.plies(), heard, "the listener hears every ply in order");
        boolean over = record.game(io.github.shogunsdk.api.NodePath.mainline(plies)).outcome().isOver();
        assertEquals(over ? plies : plies + 1, engine.searches, "one search per position");

        GameRecord annotated = review.annotated();
        int judged = 0;
        for (int i = 0; i < plies; i++) {
            PlyReview ply = review.plies().get(i);
            assertEquals(i + 1, ply.number());
            if (i + 1 < plies) {
                // The search after a ply is the search before the next one: the kept score is the next best, turned.
                PlyReview next = review.plies().get(i + 1);
                assertEquals(Evaluation.of(next.best(), next.mover()), Evaluation.of(ply.played(), ply.mover()));
            }
            double loss = ply.playedBest() ? 0 : Math.max(0, expected(ply.best()) - expected(ply.played()));
            assertEquals(loss, ply.expectedScoreLoss(), 1e-12);
            MoveJudgement expected = loss >= 0.20 ? MoveJudgement.BLUNDER : loss >= 0.10 ? MoveJudgement.MISTAKE
                    : loss >= 0.05 ? MoveJudgement.INACCURACY : null;
            assertEquals(Optional.ofNullable(expected), ply.judgement(), ply.toString());
            RecordNode node = annotated.mainline().get(i);
            assertEquals(expected == null ? Set.of() : Set.of(expected.glyph()), node.glyphs());
            assertEquals(Optional.of(ply.evaluation()), node.evaluation());
            if (expected != null) {
                judged++;
                List<RecordNode> better = node.variations().get(node.variations().size() - 1);
                assertEquals(ply.bestVariation().get(0).move(), better.get(0).move());
                assertEquals(Optional.of(ply.bestEvaluation()), better.get(0).evaluation());
            } else {
                assertEquals(List.of(), node.variations());
            }
        }
        assertTrue(judged > 0, "random moves make mistakes");
        assertEquals(annotated, Shogun.readRecord(annotated.toSgn()));
    }

    /** The documented expected score, written out again: 1 / (1 + 10^(-cp / 400)), 1 and 0 for forced results. */
    private static double expected(Score score) {
        if (score.winIn().isPresent()) {
            return 1;
        }
        if (score.lossIn().isPresent()) {
            return 0;
        }
        return 1 / (1 + Math.pow(10, -score.centipawns().getAsInt() / 400.0));
    }

    @Test
    void theExpectedScoreAndTheThresholdsAreTheDocumentedOnes() {
        assertEquals(0.5, GameReview.expectedScore(Score.ofCentipawns(0)));
        assertEquals(1 / 1.1, GameReview.expectedScore(Score.ofCentipawns(400)), 1e-15);
        assertEquals(1 / 11.0, GameReview.expectedScore(Score.ofCentipawns(-400)), 1e-15);
        assertEquals(1.0, GameReview.expectedScore(Score.ofWinIn(999)));
        assertEquals(0.0, GameReview.expectedScore(Score.ofLossIn(0)));
        assertEquals(Optional.empty(), MoveJudgement.of(0.0499));
        assertEquals(Optional.of(MoveJudgement.INACCURACY), MoveJudgement.of(0.05));
        assertEquals(Optional.of(MoveJudgement.INACCURACY), MoveJudgement.of(0.0999));
        assertEquals(Optional.of(MoveJudgement.MISTAKE), MoveJudgement.of(0.10));
        assertEquals(Optional.of(MoveJudgement.MISTAKE), MoveJudgement.of(0.1999));
        assertEquals(Optional.of(MoveJudgement.BLUNDER), MoveJudgement.of(0.20));
        assertEquals(Optional.of(MoveJudgement.BLUNDER), MoveJudgement.of(1));
        assertEquals(Optional.empty(), MoveJudgement.of(Double.NaN));
    }

    @Test
    void theEnginesOwnMoveIsNeverJudgedWhateverTheScoresSay() {
        RecordNode d1d3 = RecordNode.of(Shogun.newGame().play("d1d3"));
        PlyReview ply = PlyReview.of(1, Colour.WHITE, d1d3, Score.ofCentipawns(300), Score.ofCentipawns(-300), List.of(d1d3));
        assertTrue(ply.playedBest());
        assertEquals(0.0, ply.expectedScoreLoss());
        assertEquals(Optional.empty(), ply.judgement());
    }

    @Test
    void reviewingAgainKeepsOneEvaluationAndTheProseAndDoesNotRepeatTheBetterLine() {
        GameRecord record = Shogun.readRecord(BLUNDER.replace("a8a7:1", "a8a7:1 $1 $5 {a hasty move}"));
        Engine engine = Shogun.newEngine(record.setup());
        GameRecord once = GameReview.run(record, engine, SearchLimits.ofDepth(2)).annotated();
        RecordNode first = once.mainline().get(0);
        assertEquals(Optional.of("[%eval #+1] a hasty move"), first.comment());
        assertEquals(Set.of(1, 4, 5), first.glyphs(), "the review's glyph joins the others");
        GameRecord twice = GameReview.run(once, engine, SearchLimits.ofDepth(2)).annotated();
        assertEquals(once, twice);
    }

    @Test
    void aReviewNeedsABoundedSearchAndTheRecordsRules() {
        GameRecord record = Shogun.readRecord(BLUNDER);
        Engine standard = Shogun.newEngine(GameSetup.standard());
        IllegalArgumentException rules = assertThrows(IllegalArgumentException.class,
                () -> GameReview.run(record, standard, SearchLimits.ofDepth(2)));
        assertEquals("the engine plays standard with magnetic energies, the record koth with fixed energies",
                rules.getMessage());
        Engine koth = Shogun.newEngine(record.setup());
        IllegalArgumentException unbounded = assertThrows(IllegalArgumentException.class,
                () -> GameReview.run(record, koth, SearchLimits.unlimited()));
        assertEquals("a review searches every position: give each search a depth, node or time limit, not unlimited",
                unbounded.getMessage());
    }

    @Test
    void aListenerThatThrowsEndsTheReview() {
        GameRecord record = Shogun.readRecord(BLUNDER);
        CountingEngine engine = new CountingEngine(Shogun.newEngine(record.setup()));
        IllegalStateException stop = new IllegalStateException("enough");
        IllegalStateException thrown = assertThrows(IllegalStateException.class,
                () -> GameReview.run(record, engine, SearchLimits.ofDepth(2), ply -> {
                    throw stop;
                }));
        assertEquals(stop, thrown);
        assertEquals(2, engine.searches, "the first ply's two searches, no more");
    }

    @Test
    void aRecordWithoutMovesHasAnEmptyReviewAndAnUnchangedRecord() {
        GameRecord record = GameRecord.of(GameSetup.standard()).withResult("1-0");
        GameReview review = GameReview.run(record, Shogun.newEngine(GameSetup.standard()), SearchLimits.ofDepth(1));
        assertEquals(List.of(), review.plies());
        assertEquals(record, review.annotated());
    }

    @Test
    void partsThatAreNotTheMainLinesAreRefused() {
        GameRecord record = Shogun.readRecord(BLUNDER);
        GameReview review = GameReview.run(record, Shogun.newEngine(record.setup()), SearchLimits.ofDepth(2));
        List<PlyReview> swapped = List.of(review.plies().get(1));
        assertThrows(IllegalArgumentException.class, () -> GameReview.of(record, review.limits(), swapped));
        GameReview half = GameReview.of(record, review.limits(), review.plies().subList(0, 1));
        assertEquals(Optional.empty(), half.annotated().mainline().get(1).comment());
        assertFalse(half.annotated().mainline().get(0).comment().isEmpty());
    }

    @Test
    void underRandomEnergiesAndOtherRulesTheAnnotatedRecordReadsBackToo() {
        for (String[] setupText : new String[][] {{"coursework", "random 42"}, {"koth", "magnetic 90"}}) {
            GameSetup setup = GameSetup.standard().withRuleSet(RuleSet.parse(setupText[0]))
                    .withEnergyModel(EnergyModel.parse(setupText[1]));
            GameRecord record = GameRecord.of(randomGame(setup, 5, 30));
            GameReview review = GameReview.run(record, Shogun.newEngine(setup), SearchLimits.ofDepth(2));
            assertEquals(record.mainline().size(), review.plies().size());
            assertFalse(review.mistakes().isEmpty(), "random moves lose something");
            GameRecord annotated = review.annotated();
            assertEquals(annotated, Shogun.readRecord(annotated.toSgn()), setup.toString());
        }
    }

    /** A game of random legal moves under standard rules and magnetic energies, at most {@code plies} long. */
    static Game randomGame(long seed, int plies) {
        return randomGame(GameSetup.standard(), seed, plies);
    }

    /** A game of random legal moves, at most {@code plies} long. */
    static Game randomGame(GameSetup setup, long seed, int plies) {
        Random random = new Random(seed);
        Game game = Shogun.newGame(setup);
        for (int i = 0; i < plies && !game.outcome().isOver(); i++) {
            List<Move> moves = game.legalMoves();
            game.play(moves.get(random.nextInt(moves.size())));
        }
        return game;
    }

    /** An engine that counts the searches it is asked for. */
    private static final class CountingEngine implements Engine {
        private final Engine engine;
        int searches;

        CountingEngine(Engine engine) {
            this.engine = engine;
        }

        @Override
        public GameSetup setup() {
            return engine.setup();
        }

        @Override
        public EngineOptions options() {
            return engine.options();
        }

        @Override
        public SearchResult search(Game game, SearchLimits limits) {
            searches++;
            return engine.search(game, limits);
        }

        @Override
        public SearchResult search(Game game, SearchLimits limits, Consumer<SearchProgress> progress) {
            searches++;
            return engine.search(game, limits, progress);
        }

        @Override
        public SearchResult search(Position position, SearchLimits limits) {
            searches++;
            return engine.search(position, limits);
        }

        @Override
        public CompletableFuture<SearchResult> searchAsync(Game game, SearchLimits limits,
                Consumer<SearchProgress> progress) {
            searches++;
            return engine.searchAsync(game, limits, progress);
        }

        @Override
        public io.github.shogunsdk.api.PonderSearch ponder(Game game, SearchLimits limits,
                Consumer<SearchProgress> progress) {
            searches++;
            return engine.ponder(game, limits, progress);
        }

        @Override
        public void stop() {
            engine.stop();
        }
    }
}
