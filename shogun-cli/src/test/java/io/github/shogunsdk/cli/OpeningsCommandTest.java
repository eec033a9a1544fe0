package io.github.shogunsdk.cli;

import static io.github.shogunsdk.cli.CommandLine.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.Score;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.cli.CommandLine.Result;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** {@code shogun openings}, and the balanced openings file the project ships, which it made. */
class OpeningsCommandTest {

    private static final Path SHIPPED = Path.of("openings/balanced-openings.txt");

    @Test
    void theShippedFileIsWhatItsCommandWrites() throws IOException {
        List<String> lines = Files.readAllLines(SHIPPED);
        String made = lines.get(1);
        assertTrue(made.startsWith("# made by: shogun "), made);
        List<String> args = List.of(made.substring("# made by: shogun ".length()).split(" "));
        Result result = run(args.toArray(String[]::new));
        assertEquals(0, result.status(), result.err());
        assertEquals(Files.readString(SHIPPED), result.out(),
                "the engine or the rules changed: write the file again with the command on its second line");
    }

    @Test
    void everyShippedOpeningIsNewUnfinishedAndBalancedAtDepthFour() throws IOException {
        List<String> openings = new ArrayList<>();
        for (String line : Files.readAllLines(SHIPPED)) {
            if (!line.startsWith("#")) {
                openings.add(line);
            }
        }
        assertEquals(60, openings.size());
        Set<String> positions = new HashSet<>();
        for (String opening : openings) {
            Game game = Shogun.newGame();
            for (String move : opening.split(" ")) {
                game.play(move);
            }
            assertEquals(6, game.history().size(), opening);
            assertTrue(!game.outcome().isOver(), opening);
            assertTrue(positions.add(game.position().toString()), "a repeated opening: " + opening);
            Score score = Shogun.newEngine(game.setup()).search(game, SearchLimits.ofDepth(4)).score();
            assertTrue(!score.isMate() && Math.abs(score.centipawns().orElseThrow()) <= 40, opening + ": " + score);
        }
    }

    @Test
    void badOptionsAreOneErrorLine() {
        for (String[] args : List.of(new String[] {"openings", "--count", "0"}, new String[] {"openings", "--plies", "x"},
                new String[] {"openings", "--depth", "9"}, new String[] {"openings", "extra"})) {
            Result result = run(args);
            assertEquals(2, result.status(), String.join(" ", args));
            assertEquals(1, result.err().lines().count(), result.err());
            assertEquals("", result.out());
        }
        Result impossible = run("openings", "--count", "3", "--max-score", "0", "--plies", "1", "--depth", "1");
        assertEquals(2, impossible.status(), impossible.out());
        assertTrue(impossible.err().startsWith("shogun: only "), impossible.err());
    }

    @Test
    void aMatchPlaysTheShippedOpenings() {
        Result result = run("match", "--white", "greedy", "--red", "greedy", "--games", "2", "--openings",
                SHIPPED.toString(), "--max-plies", "6");
        assertEquals(0, result.status(), result.err());
        assertTrue(result.out().startsWith("game 1: 1/2-1/2 Draw by the match's ply limit (6 plies)\n"), result.out());
    }
}
