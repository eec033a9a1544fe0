package io.github.shogunsdk.cli;

import static io.github.shogunsdk.cli.CommandLine.run;
import static io.github.shogunsdk.cli.CommandLine.runWithInput;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Evaluation;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.GameReview;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.MoveJudgement;
import io.github.shogunsdk.api.NodePath;
import io.github.shogunsdk.api.PlyReview;
import io.github.shogunsdk.api.RecordNode;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.cli.CommandLine.Result;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code shogun review} (docs/CLI.md, docs/REVIEW.md). */
class ReviewCommandTest {

    /**
     * King of the hill, fixed energies, Red to move. The red king k1 on e6 can step onto the hill
     * at e5 and win at once (no White piece reaches e5); a8a7 instead lets the White king K1 on d3
     * step onto d4, which no red piece reaches: a whole game lost, a blunder.
     */
    private static final String HILL = "[Rules \"koth\"]\n[Energy \"fixed\"]\n[Position \"p17/8/4k13/8/8/3K14/8/7P1 r\"]\n\n"
            + "1... a8a7 2. d3d4 1-0\n";

    @TempDir
    Path dir;

    private String file(String name, String text) throws IOException {
        return CommandLine.writeFile(dir, name, text).toString();
    }

    @Test
    void theDocumentedExampleIsWhatTheCommandPrints() throws IOException {
        String doc = Files.readString(Path.of("../docs/CLI.md"), StandardCharsets.UTF_8);
        String section = doc.substring(doc.indexOf("\n## review\n"), doc.indexOf("\n## play\n"));
        String input = between(section, "$ cat hill.sgn\n", "$ shogun review hill.sgn\n");
        assertEquals(HILL, input);
        String printed = between(section, "$ shogun review hill.sgn\n", "$ shogun review --ms 100");
        Result result = run("review", file("hill.sgn", input));
        assertEquals(0, result.status(), result.err());
        assertEquals("", result.err());
        assertEquals(printed, result.out());

        String review = Files.readString(Path.of("../docs/REVIEW.md"), StandardCharsets.UTF_8);
        assertTrue(review.contains("$ shogun review hill.sgn\n" + printed + "```"), "docs/REVIEW.md shows the same output");
    }

    private static String between(String text, String start, String end) {
        int from = text.indexOf(start) + start.length();
        return text.substring(from, text.indexOf(end, from));
    }

    @Test
    void theOutputReadsBackAsATreeWithTheThresholdsAppliedToTheScoresItReports() throws IOException {
        String original = randomGame(3, 30).toSgn();
        Result result = run("review", "--depth", "3", file("game.sgn", original));
        assertEquals(0, result.status(), result.err());
        GameRecord annotated = Shogun.readRecord(result.out());
        assertEquals(result.out(), annotated.toSgn(), "the output is the SDK's own form of the tree it reads as");
        GameRecord before = Shogun.readRecord(original);
        assertEquals(before.mainline().size(), annotated.mainline().size());

        // The same review through the API: the command wrote exactly its annotations.
        GameReview review = GameReview.run(before, Shogun.newEngine(before.setup()), SearchLimits.ofDepth(3));
        assertEquals(review.annotated(), annotated);

        // From the text alone: the evaluation after ply i-1 is the mover's best before ply i, the one
        // after ply i what the mover kept; the glyph is the documented formula's verdict on them.
        int judged = 0;
        List<RecordNode> mainline = annotated.mainline();
        Colour mover = before.game(NodePath.start()).sideToMove();
        for (int i = 0; i < mainline.size(); i++, mover = mover.opponent()) {
            RecordNode node = mainline.get(i);
            Evaluation after = node.evaluation().orElseThrow();
            Optional<MoveJudgement> glyph = judgement(node.glyphs());
            if (!node.glyphs().isEmpty()) {
                judged++;
                RecordNode better = node.variations().get(0).get(0);
                assertFalse(better.move().equals(node.move()));
                Evaluation best = better.evaluation().orElseThrow();
                assertEquals(glyph, MoveJudgement.of(expected(best, mover) - expected(after, mover)), "ply " + (i + 1));
            }
            if (i > 0) {
                Evaluation best = mainline.get(i - 1).evaluation().orElseThrow();
                double loss = expected(best, mover) - expected(after, mover);
                PlyReview ply = review.plies().get(i);
                Optional<MoveJudgement> verdict = ply.playedBest() ? Optional.empty() : MoveJudgement.of(loss);
                assertEquals(verdict, glyph, "ply " + (i + 1) + ": loss " + loss);
            }
        }
        assertTrue(judged > 0, "random moves lose something");
    }

    /** The judgement a ply's glyphs state: none, or exactly one of the review's. */
    private static Optional<MoveJudgement> judgement(Set<Integer> glyphs) {
        if (glyphs.isEmpty()) {
            return Optional.empty();
        }
        assertEquals(1, glyphs.size(), glyphs.toString());
        for (MoveJudgement judgement : MoveJudgement.values()) {
            if (glyphs.contains(judgement.glyph())) {
                return Optional.of(judgement);
            }
        }
        throw new AssertionError("not a review glyph: " + glyphs);
    }

    /** docs/REVIEW.md's expected score, written out again, for one side of an evaluation. */
    private static double expected(Evaluation evaluation, Colour side) {
        var score = evaluation.score(side);
        if (score.winIn().isPresent()) {
            return 1;
        }
        if (score.lossIn().isPresent()) {
            return 0;
        }
        return 1 / (1 + Math.pow(10, -score.centipawns().getAsInt() / 400.0));
    }

    @Test
    void readsStandardInputAndKeepsWhatTheRecordSaid() {
        String commented = HILL.replace("1... a8a7", "{a lesson} 1... a8a7 $5 {too slow} (1... e6f6)");
        Result result = runWithInput(commented, "review", "--depth", "2", "-");
        assertEquals(0, result.status(), result.err());
        GameRecord annotated = Shogun.readRecord(result.out());
        assertEquals(Optional.of("a lesson"), annotated.startingComment());
        RecordNode first = annotated.mainline().get(0);
        assertEquals(Optional.of("[%eval #+1] too slow"), first.comment());
        assertEquals(Set.of(4, 5), first.glyphs());
        assertEquals(List.of(Move.parse("e6f6"), Move.parse("e6e5")),
                first.variations().stream().map(line -> line.get(0).move()).toList());
        Result again = runWithInput(result.out(), "review", "--depth", "2", "-");
        assertEquals(result.out(), again.out(), "a reviewed record reviewed again is the same");
    }

    @Test
    void writesTheOutputFileWholeAndReplacesOneOnlyWithForce() throws IOException {
        String input = file("hill.sgn", HILL);
        Path output = dir.resolve("reviewed.sgn");
        Result written = run("review", "--depth", "2", "--output", output.toString(), input);
        assertEquals(0, written.status(), written.err());
        assertEquals("", written.out());
        assertEquals("", written.err());
        String text = Files.readString(output, StandardCharsets.UTF_8);
        assertEquals(run("review", "--depth", "2", input).out(), text);

        Result refused = run("review", "--output", output.toString(), input);
        assertEquals(2, refused.status());
        assertEquals("shogun: " + output + ": cannot write: already exists; add --force to replace it\n", refused.err());

        Result inPlace = run("review", "--depth", "2", "--output", input, "--force", input);
        assertEquals(0, inPlace.status(), inPlace.err());
        assertEquals(text, Files.readString(Path.of(input), StandardCharsets.UTF_8));
        try (var files = Files.list(dir)) {
            assertEquals(2, files.count(), "no temporary file is left behind");
        }
    }

    @Test
    void aBadCommandLineOrRecordIsOneErrorLine() throws IOException {
        String hill = file("hill.sgn", HILL);
        String bad = file("bad.sgn", "1. d1d4 *\n");
        assertError(run("review", "--depth", "0", hill), "shogun: option --depth takes 1 to 64, not 0");
        assertError(run("review", "--depth", "deep", hill), "shogun: option --depth takes a whole number, not 'deep'");
        assertError(run("review", "--ms", "0", hill), "shogun: option --ms takes 1 to 3600000, not 0");
        assertError(run("review", "--depth", "2", "--ms", "5", hill),
                "shogun: options --depth and --ms exclude each other: give one");
        assertError(run("review", "--force", hill), "shogun: option --force only goes with --output FILE");
        assertError(run("review", dir.resolve("missing.sgn").toString()),
                "shogun: " + dir.resolve("missing.sgn") + ": cannot read: no such file");
        assertError(run("review", bad), "shogun: " + bad + ": bad record at line 1, column 4: move 1 (d1d4): illegal move"
                + " d1d4: the white king on d1 has energy 2, but d4 is 3 steps away");
        assertError(run("review", "--output", "a\u0000b", hill), "shogun: a\\u0000b: cannot write: not a file name:"
                + " Nul character not allowed");
        Result missing = run("review");
        assertEquals(2, missing.status());
        assertEquals(1, missing.err().lines().count(), missing.err());
    }

    private static void assertError(Result result, String line) {
        assertEquals(2, result.status(), result.err());
        assertEquals("", result.out());
        assertEquals(line + "\n", result.err());
    }

    /** A game of random legal moves, at most {@code plies} long. */
    private static Game randomGame(long seed, int plies) {
        Random random = new Random(seed);
        Game game = Shogun.newGame();
        for (int i = 0; i < plies && !game.outcome().isOver(); i++) {
            List<Move> moves = game.legalMoves();
            game.play(moves.get(random.nextInt(moves.size())));
        }
        return game;
    }
}
