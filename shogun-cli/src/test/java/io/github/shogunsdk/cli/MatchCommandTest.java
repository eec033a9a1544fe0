package io.github.shogunsdk.cli;

import static io.github.shogunsdk.cli.CommandLine.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.cli.CommandLine.Result;
import io.github.shogunsdk.cli.match.MatchReport;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code shogun match}: game pairs, one line per game, then the report from the first player's side. */
class MatchCommandTest {

    private static final Pattern GAME = Pattern.compile(
            "game (\\d+): (1-0 White wins|0-1 Red wins|1/2-1/2 Draw) by (.+) \\((\\d+) plies\\)(, colours swapped)?");

    @TempDir
    Path folder;

    @Test
    void printsEachGameThenTheReportFromTheFirstPlayersSide() {
        Result result = run("match", "--white", "greedy", "--red", "random", "--games", "4", "--seed", "9");
        assertEquals(0, result.status(), result.err());
        List<String> lines = result.out().lines().toList();
        assertEquals(8, lines.size(), result.out());
        int wins = 0;
        int draws = 0;
        int losses = 0;
        for (int i = 0; i < 4; i++) {
            Matcher game = GAME.matcher(lines.get(i));
            assertTrue(game.matches(), lines.get(i));
            assertEquals(i + 1, Integer.parseInt(game.group(1)));
            boolean swapped = game.group(5) != null;
            assertEquals(i % 2 == 1, swapped, "the second game of a pair swaps colours: " + lines.get(i));
            // greedy is White in games 1 and 3, Red in games 2 and 4.
            String result1 = game.group(2);
            boolean whiteWon = result1.startsWith("1-0");
            boolean redWon = result1.startsWith("0-1");
            if (whiteWon && !swapped || redWon && swapped) {
                wins++;
            } else if (whiteWon || redWon) {
                losses++;
            } else {
                draws++;
            }
        }
        assertEquals(wins + "-" + draws + "-" + losses, lines.get(4));
        assertTrue(lines.get(5).startsWith("score "), lines.get(5));
        assertTrue(lines.get(6).matches("elo [+-]\\d+\\.\\d, 95 % interval [+-]\\d+\\.\\d to [+-]\\d+\\.\\d, los \\d+\\.\\d %"),
                lines.get(6));
        assertTrue(lines.get(7).startsWith("pairs 2 scoring 0, 0.5, 1, 1.5, 2 points: "), lines.get(7));
    }

    @Test
    void bothGamesOfAPairOpenAlike() throws IOException {
        // A one-line openings file whose first move is a king's move: every game starts with it,
        // whichever player has White.
        Path book = folder.resolve("book.txt");
        Files.writeString(book, "# one opening\n\nd1d3 c8b6\n");
        Result result = run("match", "--white", "random", "--red", "random", "--games", "4", "--openings",
                book.toString(), "--max-plies", "2", "--rules", "standard repetition=off quiet-plies=0");
        assertEquals(0, result.status(), result.err());
        // The games stop at the ply cap right after the two opening plies: all draws.
        assertEquals(List.of("game 1: 1/2-1/2 Draw by the match's ply limit (2 plies)",
                "game 2: 1/2-1/2 Draw by the match's ply limit (2 plies), colours swapped",
                "game 3: 1/2-1/2 Draw by the match's ply limit (2 plies)",
                "game 4: 1/2-1/2 Draw by the match's ply limit (2 plies), colours swapped", "0-4-0",
                "score 50.0 % in 4 games", "elo +0.0, 95 % interval +0.0 to +0.0, los 50.0 %",
                "pairs 2 scoring 0, 0.5, 1, 1.5, 2 points: 0 0 2 0 0"), result.out().lines().toList());
    }

    @Test
    void everyGameEndsAtTheMatchsPlyCap() {
        // No rule of these ends a game by length: only the cap does.
        Result result = run("match", "--white", "random", "--red", "random", "--games", "6", "--seed", "4",
                "--rules", "standard repetition=off quiet-plies=0", "--max-plies", "10");
        assertEquals(0, result.status(), result.err());
        List<String> lines = result.out().lines().toList();
        int capped = 0;
        for (String line : lines.subList(0, 6)) {
            Matcher game = GAME.matcher(line);
            assertTrue(game.matches(), line);
            int plies = Integer.parseInt(game.group(4));
            assertTrue(plies <= 10, line);
            if (game.group(3).equals("the match's ply limit")) {
                assertEquals(10, plies, line);
                assertTrue(line.contains(": 1/2-1/2 Draw by"), "a capped game is a draw: " + line);
                capped++;
            }
        }
        assertTrue(capped > 0, "some game reaches the cap: " + result.out());
    }

    @Test
    void theSameCommandPlaysTheSameGames() {
        String[] args = {"match", "--white", "engine:depth=1", "--red", "random", "--games", "4", "--seed", "4"};
        assertEquals(run(args).out(), run(args).out());
    }

    @Test
    void anEngineBeatsARandomMover() {
        Result result = run("match", "--white", "random", "--red", "engine:depth=2", "--games", "6");
        assertEquals("0-0-6", result.out().lines().toList().get(6), result.out());
    }

    @Test
    void theSlicesJoinToTheWholeMatch() throws IOException {
        String[] match = {"match", "--white", "engine:depth=1", "--red", "greedy", "--games", "10", "--seed", "7",
            "--sprt", "-10,10", "--json"};
        Result whole = run(match);
        assertEquals(0, whole.status(), whole.err());
        List<String> files = new ArrayList<>(List.of("match-merge"));
        for (int k = 3; k >= 1; k--) {
            List<String> slice = new ArrayList<>(List.of(match));
            slice.add("--shard");
            slice.add(k + "/3");
            Result part = run(slice.toArray(String[]::new));
            assertEquals(0, part.status(), part.err());
            assertEquals(1, part.out().lines().count(), "one JSON object: " + part.out());
            Path file = folder.resolve("slice-" + k + ".json");
            Files.writeString(file, part.out());
            files.add(file.toString());
        }
        // Slice 1 holds pairs 1 and 4, slice 2 pairs 2 and 5, slice 3 pair 3.
        assertEquals(4, MatchReport.fromJson(Files.readString(folder.resolve("slice-1.json"))).games());
        assertEquals(2, MatchReport.fromJson(Files.readString(folder.resolve("slice-3.json"))).games());
        files.add("--json");
        Result merged = run(files.toArray(String[]::new));
        assertEquals(0, merged.status(), merged.err());
        assertEquals(whole.out(), merged.out());

        List<String> text = new ArrayList<>(List.of(match));
        text.remove("--json");
        List<String> report = run(text.toArray(String[]::new)).out().lines().skip(10).toList();
        files.remove("--json");
        assertEquals(report, run(files.toArray(String[]::new)).out().lines().toList());
    }

    @Test
    void slicesOfAnotherMatchOrAMissingSliceAreRefused() throws IOException {
        Path a = folder.resolve("a.json");
        Path b = folder.resolve("b.json");
        Files.writeString(a, run("match", "--white", "greedy", "--red", "random", "--games", "4", "--shard", "1/2",
                "--json").out());
        Files.writeString(b, run("match", "--white", "greedy", "--red", "random", "--games", "4", "--shard", "2/2",
                "--json", "--seed", "5").out());
        Result mixed = run("match-merge", a.toString(), b.toString());
        assertEquals(2, mixed.status());
        assertEquals("shogun: cannot join the slices: slice 2/2 was played with other settings than slice 1/2: "
                + "seed \"1\" against \"5\"\n", mixed.err());
        Result missing = run("match-merge", a.toString());
        assertEquals("shogun: cannot join the slices: slice 2/2 is missing\n", missing.err());
        Result twice = run("match-merge", a.toString(), a.toString());
        assertEquals("shogun: cannot join the slices: slice 1/2 is given twice\n", twice.err());
        Path junk = folder.resolve("junk.json");
        Files.writeString(junk, "{\"pairs\": [1, 2]}");
        Result bad = run("match-merge", junk.toString());
        assertEquals("shogun: " + junk + ": not a match report: 'pairs' must hold five counts\n", bad.err());
    }

    @Test
    void badOptionsAreOneErrorLine() throws IOException {
        Path book = folder.resolve("bad-book.txt");
        Files.writeString(book, "d1d3\nd1d4\n");
        List<String[]> bad = List.of(
                new String[] {"match", "--red", "random", "--games", "2"},
                new String[] {"match", "--white", "random", "--red", "random"},
                new String[] {"match", "--white", "smart", "--red", "random", "--games", "2"},
                new String[] {"match", "--white", "engine:depth=99", "--red", "random", "--games", "2"},
                new String[] {"match", "--white", "random", "--red", "random", "--games", "0"},
                new String[] {"match", "--white", "random", "--red", "random", "--games", "3"},
                new String[] {"match", "--white", "random", "--red", "random", "--games", "x"},
                new String[] {"match", "--white", "random", "--red", "random", "--games", "2", "--opening", "-1"},
                new String[] {"match", "--white", "random", "--red", "random", "--games", "2", "--sprt", "10,0"},
                new String[] {"match", "--white", "random", "--red", "random", "--games", "2", "--sprt", "ten"},
                new String[] {"match", "--white", "random", "--red", "random", "--games", "2", "--shard", "3/2"},
                new String[] {"match", "--white", "random", "--red", "random", "--games", "2", "--shard", "1"},
                new String[] {"match", "--white", "random", "--red", "random", "--games", "2", "--shard", "auto/0"},
                new String[] {"match", "--white", "random", "--red", "random", "--games", "2", "--shard", "auto/x\n"},
                new String[] {"match", "--white", "random", "--red", "random", "--games", "2", "--openings",
                    book.toString()},
                new String[] {"match", "--white", "random", "--red", "random", "--games", "2", "--openings",
                    book.toString(), "--opening", "2"},
                new String[] {"match", "--white", "random", "--red", "random", "--games", "2", "extra"},
                new String[] {"match-merge"});
        for (String[] args : bad) {
            Result result = run(args);
            assertEquals(2, result.status(), String.join(" ", args));
            assertEquals(1, result.err().lines().count(), result.err());
            assertTrue(result.err().startsWith("shogun: "), result.err());
            assertEquals("", result.out());
        }
        assertEquals("shogun: " + book + " line 2: illegal move d1d4: the white king on d1 has energy 2, but d4 is 3 steps away\n",
                run("match", "--white", "random", "--red", "random", "--games", "2", "--openings", book.toString())
                        .err());
        // auto/N reads N itself; the slice then comes from the environment (BatchRunTest, ShardEnvironmentTest).
        assertEquals("shogun: option --shard: auto/N takes a number of slices N from 1 to 100000, not 'auto/x\\n'\n",
                run("match", "--white", "random", "--red", "random", "--games", "2", "--shard", "auto/x\n").err());
        assertEquals("shogun: option --shard: auto/N takes a number of slices N from 1 to 100000, not 'auto/100001'\n",
                run("match", "--white", "random", "--red", "random", "--games", "2", "--shard", "auto/100001").err());
    }
}
