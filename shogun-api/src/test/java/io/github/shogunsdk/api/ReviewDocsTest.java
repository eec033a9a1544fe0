package io.github.shogunsdk.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** docs/REVIEW.md's worked examples of the expected score, the loss and the judgement, row by row. */
class ReviewDocsTest {

    @Test
    void theExamplesTableFollowsTheFormulaAndTheThresholds() throws IOException {
        String doc = Files.readString(Path.of("../docs/REVIEW.md"), StandardCharsets.UTF_8);
        String table = doc.substring(doc.indexOf("| mover's *best* |"), doc.indexOf("\n\n", doc.indexOf("| mover's *best* |")));
        int rows = 0;
        for (String row : table.lines().skip(2).toList()) {
            String[] cells = row.substring(1, row.length() - 1).split("\\|");
            Score best = score(cells[0].strip());
            Score played = score(cells[1].strip());
            assertEquals(cells[2].strip(), decimals(GameReview.expectedScore(best)), row);
            assertEquals(cells[3].strip(), decimals(GameReview.expectedScore(played)), row);
            double loss = GameReview.expectedScore(best) - GameReview.expectedScore(played);
            assertEquals(cells[4].strip(), decimals(loss), row);
            Optional<MoveJudgement> judgement = MoveJudgement.of(loss);
            assertEquals(cells[5].strip(), judgement.map(j -> "`" + j.symbol() + "`").orElse("none"), row);
            rows++;
        }
        assertEquals(6, rows);
        assertTrue(doc.contains("| 0.05 | dubious (inaccuracy) | `$6` | `?!` |"));
        assertTrue(doc.contains("| 0.10 | mistake | `$2` | `?` |"));
        assertTrue(doc.contains("| 0.20 | blunder | `$4` | `??` |"));
    }

    /** A cell: an estimate in backquotes, or "win in n ply" / "loss in n ply". */
    private static Score score(String cell) {
        if (cell.startsWith("win in ")) {
            return Score.ofWinIn(Integer.parseInt(cell.split(" ")[2]));
        }
        if (cell.startsWith("loss in ")) {
            return Score.ofLossIn(Integer.parseInt(cell.split(" ")[2]));
        }
        return Evaluation.parse(cell.replace("`", "")).score(Colour.WHITE);
    }

    /** As the table writes numbers: 0, 1 and 0.5 as they are, others with four decimals. */
    private static String decimals(double value) {
        if (value == 0 || value == 1 || value == 0.5) {
            return value == 0.5 ? "0.5" : Integer.toString((int) value);
        }
        return String.format(Locale.ROOT, "%.4f", value);
    }
}
