package io.github.shogunsdk.cli;

import static io.github.shogunsdk.cli.CommandLine.run;
import static io.github.shogunsdk.cli.CommandLine.runWithInput;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.RecordEntry;
import io.github.shogunsdk.api.RecordFileReader;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.cli.CommandLine.Result;
import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Record files of many games on the command line (docs/CLI.md, docs/RECORDS-FILES.md):
 * {@code --game N} of {@code next}, {@code best} and {@code review}, {@code review} of every game,
 * and {@code match --record}, whose file reads back with its tags.
 */
class GameFileCliTest {

    /** Game 1 has no moves, game 2 is 1. d1d3 (line 3), game 3 is 1. a1a5 (line 7). */
    private static final String THREE = "*\n\n[White \"Bo\"]\n\n1. d1d3 *\n\n1. a1a5 *\n";

    @TempDir
    Path dir;

    private String file(String name, String text) throws IOException {
        return CommandLine.writeFile(dir, name, text).toString();
    }

    private static List<GameRecord> records(String text) {
        try (Stream<RecordEntry> games = RecordFileReader.of().read(new StringReader(text))) {
            return games.map(RecordEntry::record).toList();
        }
    }

    @Test
    void nextContinuesTheGameChosenByItsNumber() throws IOException {
        Result result = run("next", "--game", "2", file("three.sgn", THREE));

        assertEquals(0, result.status(), result.err());
        assertEquals(NextCommandTest.AFTER_D1D3.stream().map(move -> "1. d1d3:1 " + move).toList(), result.outLines());
        assertEquals(result, runWithInput(THREE, "next", "--game", "2", "-"));
    }

    @Test
    void withoutTheOptionTheFirstGameIsRead() throws IOException {
        Result result = run("next", file("three.sgn", THREE));

        // MovesCommandTest.INITIAL_MOVES: the first game has no moves.
        assertEquals(0, result.status(), result.err());
        assertEquals(27, result.outLines().size());
        assertEquals("1. a1a5:4", result.outLines().get(0));
    }

    @Test
    void aGameBeyondTheFileIsOneErrorLine() throws IOException {
        String name = file("three.sgn", THREE);
        assertEquals(new Result(2, "", "shogun: " + name + ": --game 4 is out of range: it holds 3 games\n"),
                run("next", "--game", "4", name));
        String one = file("one.sgn", "1. d1d3 *\n");
        assertEquals(new Result(2, "", "shogun: " + one + ": --game 2 is out of range: it holds 1 game\n"),
                run("best", "--game", "2", one));
        Result zero = run("next", "--game", "0", name);
        assertEquals(2, zero.status());
        assertEquals(1, zero.err().lines().count(), zero.err());
        assertTrue(zero.err().startsWith("shogun: option --game "), zero.err());
    }

    @Test
    void aBadGameMattersOnlyWhenItIsTheOneAskedFor() throws IOException {
        String name = file("bad.sgn", "1. d1d4 *\n\n[White \"Bo\"]\n\n1. d1d3 *\n\n1. d1d4 *\n");

        Result second = run("next", "--game", "2", name);
        assertEquals(0, second.status(), second.err());
        assertEquals(23, second.outLines().size());
        Result third = run("next", "--game", "3", name);
        assertEquals(2, third.status());
        assertTrue(third.err().startsWith("shogun: " + name + ": bad record at line 7, column 4: game 3: move 1 (d1d4): "
                + "illegal move d1d4"), third.err());
        assertEquals(1, third.err().lines().count());
    }

    @Test
    void bestAppendsAMoveToTheChosenGame() throws IOException {
        Result result = run("best", "--level", "depth=1", "--game", "3", file("three.sgn", THREE));

        assertEquals(0, result.status(), result.err());
        assertEquals(1, result.outLines().size());
        assertTrue(result.outLines().get(0).startsWith("1. a1a5:4 "), result.out());
    }

    @Test
    void reviewAnnotatesEveryGameOrTheOneChosen() throws IOException {
        String name = file("three.sgn", THREE);
        Result all = run("review", "--depth", "1", name);
        Result second = run("review", "--depth", "1", "--game", "2", name);

        assertEquals(0, all.status(), all.err());
        List<GameRecord> reviewed = records(all.out());
        assertEquals(List.of(0, 1, 1), reviewed.stream().map(record -> record.mainline().size()).toList());
        assertEquals(Map.of("White", "Bo"), reviewed.get(1).tags());
        assertEquals(0, second.status(), second.err());
        assertEquals(List.of(reviewed.get(1)), records(second.out()));
        assertEquals(second.out(), Shogun.readRecord(second.out()).toSgn());
    }

    @Test
    void matchRecordAppendsEveryGameWithItsTags() throws IOException {
        Path saved = dir.resolve("match.sgn");
        Files.writeString(saved, "1. d1d3 *\n");
        Result result = run("match", "--white", "greedy", "--red", "random", "--games", "2", "--max-plies", "6",
                "--record", saved.toString());

        assertEquals(0, result.status(), result.err());
        List<GameRecord> games = records(Files.readString(saved));
        assertEquals(3, games.size());
        for (int number = 1; number <= 2; number++) {
            GameRecord game = games.get(number);
            String line = result.outLines().get(number - 1);
            boolean swapped = number == 2;
            assertEquals(swapped ? "random" : "greedy", game.tags().get("White"));
            assertEquals(swapped ? "greedy" : "random", game.tags().get("Red"));
            assertEquals(Integer.toString(number), game.tags().get("Round"));
            assertEquals("-", game.tags().get("TimeControl"));
            assertEquals("depth=4", game.tags().get("Level"));
            assertTrue(line.startsWith("game " + number + ": " + game.result() + " "), line + " / " + game.result());
            // Six plies end no game between these players from the start here: the ply limit does.
            String termination = line.contains("ply limit") ? "adjudication" : "normal";
            assertEquals(termination, game.tags().get("Termination"));
            assertEquals(line.contains("ply limit") ? 6 : game.mainline().size(), game.mainline().size());
        }
    }

    @Test
    void matchRecordRefusesAFileItCannotWriteBeforeTheFirstGame() {
        Result result = run("match", "--white", "random", "--red", "random", "--games", "2", "--record",
                dir.resolve("missing").resolve("match.sgn").toString());

        assertEquals(2, result.status());
        assertEquals("", result.out());
        assertEquals(1, result.err().lines().count(), result.err());
        assertTrue(result.err().contains("match.sgn: cannot write: "), result.err());
    }
}
