package io.github.shogunsdk.examples.cli;

import static io.github.shogunsdk.examples.cli.CommandLine.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.examples.cli.CommandLine.Result;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code shogun match}: one line per game, then White's wins, draws and losses. */
class MatchCommandTest {

    @Test
    void printsEachGameThenTheScore() {
        Result result = run("match", "--white", "greedy", "--red", "random", "--games", "4", "--seed", "9");
        assertEquals(0, result.status(), result.err());
        List<String> lines = result.out().lines().toList();
        assertEquals(5, lines.size(), result.out());
        int wins = 0;
        int draws = 0;
        int losses = 0;
        for (int i = 0; i < 4; i++) {
            String line = lines.get(i);
            assertTrue(line.matches("game " + (i + 1) + ": (1-0 White wins|0-1 Red wins|1/2-1/2 Draw) by .+ \\(\\d+ plies\\)"),
                    line);
            wins += line.contains(": 1-0 ") ? 1 : 0;
            draws += line.contains(": 1/2-1/2 ") ? 1 : 0;
            losses += line.contains(": 0-1 ") ? 1 : 0;
        }
        assertEquals(wins + "-" + draws + "-" + losses, lines.get(4));
    }

    @Test
    void everyGameEndsAtTheMatchsPlyCap() {
        // No rule of these ends a game by length: only the cap does.
        Result result = run("match", "--white", "random", "--red", "random", "--games", "6", "--seed", "4",
                "--rules", "standard repetition=off quiet-plies=0", "--max-plies", "10");
        assertEquals(0, result.status(), result.err());
        List<String> lines = result.out().lines().toList();
        assertEquals(7, lines.size(), result.out());
        int capped = 0;
        for (String line : lines.subList(0, 6)) {
            java.util.regex.Matcher game = java.util.regex.Pattern.compile(".* by (.+) \\((\\d+) plies\\)").matcher(line);
            assertTrue(game.matches(), line);
            int plies = Integer.parseInt(game.group(2));
            assertTrue(plies <= 10, line);
            if (game.group(1).equals("the match's ply limit")) {
                assertEquals(10, plies, line);
                assertTrue(line.contains(": 1/2-1/2 Draw by"), "a capped game is a draw: " + line);
                capped++;
            }
        }
        assertTrue(capped > 0, "some game reaches the cap: " + result.out());
    }

    @Test
    void theSameCommandPlaysTheSameGames() {
        String[] args = {"match", "--white", "engine:depth=1", "--red", "random", "--games", "3", "--seed", "4"};
        assertEquals(run(args).out(), run(args).out());
    }

    @Test
    void anEngineBeatsARandomMover() {
        Result result = run("match", "--white", "random", "--red", "engine:depth=2", "--games", "5");
        assertEquals("0-0-5", result.out().lines().reduce((a, b) -> b).orElseThrow(), result.out());
    }

    @Test
    void badOptionsAreOneErrorLine() {
        List<String[]> bad = List.of(
                new String[] {"match", "--red", "random", "--games", "1"},
                new String[] {"match", "--white", "random", "--red", "random"},
                new String[] {"match", "--white", "smart", "--red", "random", "--games", "1"},
                new String[] {"match", "--white", "engine:depth=99", "--red", "random", "--games", "1"},
                new String[] {"match", "--white", "random", "--red", "random", "--games", "0"},
                new String[] {"match", "--white", "random", "--red", "random", "--games", "x"},
                new String[] {"match", "--white", "random", "--red", "random", "--games", "1", "--opening", "-1"},
                new String[] {"match", "--white", "random", "--red", "random", "--games", "1", "extra"});
        for (String[] args : bad) {
            Result result = run(args);
            assertEquals(2, result.status(), String.join(" ", args));
            assertEquals(1, result.err().lines().count(), result.err());
            assertTrue(result.err().startsWith("shogun: "), result.err());
            assertEquals("", result.out());
        }
    }
}
