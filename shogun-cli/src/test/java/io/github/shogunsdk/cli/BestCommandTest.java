package io.github.shogunsdk.cli;

import static io.github.shogunsdk.cli.CommandLine.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.WinReason;
import io.github.shogunsdk.cli.CommandLine.Result;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code shogun best FILE} (docs/CLI.md). */
class BestCommandTest {

    /** docs/RULES.md §5's mate position one Red move earlier: e7e3 mates. */
    private static final String BEFORE_MATE_TAGS = "[Energy \"fixed\"]\n[Position \"" + CommandLine.BEFORE_MATE + "\"]\n\n";

    @TempDir
    Path dir;

    private String file(String name, String text) throws IOException {
        return CommandLine.writeFile(dir, name, text).toString();
    }

    @Test
    void findsTheMateInOneAndAppendsTheResult() throws IOException {
        Result result = run("best", "--level", "depth=1", file("mate.sgn", BEFORE_MATE_TAGS + "*\n"));
        assertEquals(0, result.status(), result.err());
        String line = result.out().strip();
        assertTrue(line.startsWith("1... ") && line.endsWith("# 0-1"), line);
        Game replayed = Shogun.readGame(BEFORE_MATE_TAGS + line + "\n");
        assertEquals(new Outcome.Win(Colour.RED, WinReason.CHECKMATE), replayed.outcome());
    }

    @Test
    void appendsALegalMoveToAGameInProgress() throws IOException {
        Result result = run("best", "--level", "depth=2", file("game.sgn", "[White \"Ann\"]\n\n1. d1d3 *\n"));
        assertEquals(0, result.status(), result.err());
        String line = result.out().strip();
        assertTrue(line.startsWith("1. d1d3:1 "), line);
        assertEquals(1, result.out().lines().count());
        Game replayed = Shogun.readGame(line + "\n");
        assertEquals(2, replayed.history().size());
        assertEquals(Colour.WHITE, replayed.sideToMove());
    }

    @Test
    void refusesAFinishedGameABadLevelAndAMissingFile() throws IOException {
        String over = file("over.sgn", BEFORE_MATE_TAGS + "1... e7e3 0-1\n");
        for (Result result : new Result[] {run("best", over), run("best", "--level", "depth=0", over),
            run("best", "--level", "fast", over), run("best", dir.resolve("missing.sgn").toString()), run("best")}) {
            assertEquals(2, result.status(), result.out());
            assertEquals(1, result.err().lines().count(), result.err());
            assertTrue(result.err().startsWith("shogun: "), result.err());
        }
        assertTrue(run("best", over).err().contains("the game is over: Red wins by checkmate"), run("best", over).err());
    }
}
