package io.github.shogunsdk.cli;

import static io.github.shogunsdk.cli.CommandLine.BEFORE_MATE;
import static io.github.shogunsdk.cli.CommandLine.run;
import static io.github.shogunsdk.cli.CommandLine.runWithInput;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.cli.CommandLine.Result;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code shogun next}: docs/CLI.md, with records replayed under §5 and §6. */
class NextCommandTest {

    /**
     * Red's 23 legal moves after {@code 1. d1d3} under the standard magnets, worked out by hand.
     * The white king lands on d3 (magnet 3, odd: energy 1). Every red piece stands on rank 8 among
     * its own pieces, so every path starts downwards; no white piece reaches rank 6 or beyond and no
     * red piece reaches d3 from rank 8, so every reach square is legal and nothing is captured.
     * Each move is followed by its landing energy, the magnet value of its square (the king gets 2
     * for an even value), and by {@code +} when the landed piece reaches d3: its energy equals the
     * distance |dx| + |dy| to d3 over empty squares. That happens twice: a4 (energy 4, right 3 and
     * down 1) and b5 (energy 4, right 2 and down 2).
     */
    static final List<String> AFTER_D1D3 = List.of(
            "a8a4:4+", "a8b5:4+", "a8c6:1", "a8d7:3", // p4: down 4; down 3, 2, 1 then right
            "b8a7:1", "b8b6:4", "b8c7:2", // p2: down 2; down 1 then left or right
            "c8a7:1", "c8b6:4", "c8c5:1", "c8d6:1", "c8e7:4", // p3: down 3; down 2 then 1; down 1 then 2
            "d8d7:3", // p1
            "e8e7:2", // k1: d8 and f8 hold its own pawns; magnet 4 on e7 is even
            "f8d7:3", "f8e6:2", "f8f5:3", "f8g6:2", "f8h7:4", // p3
            "g8g7:2", // p1
            "h8f7:1", "h8g6:2", "h8h5:1"); // p3: down 3; down 2 then left 1; down 1 then left 2

    @TempDir
    Path dir;

    private String file(String name, String text) throws IOException {
        return CommandLine.writeFile(dir, name, text).toString();
    }

    @Test
    void printsOneLinePerLegalContinuationSortedByMove() throws IOException {
        Result result = run("next", file("game.sgn", "[White \"Ann\"]\n\n1. d1d3 *\n"));

        assertEquals(0, result.status(), result.err());
        assertEquals("", result.err());
        assertEquals(AFTER_D1D3.stream().map(move -> "1. d1d3:1 " + move).toList(), result.outLines());
        assertEquals(23, result.outLines().size());
        assertEquals("1. d1d3:1 a8a4:4+", result.outLines().get(0));
        assertEquals("1. d1d3:1 h8h5:1", result.outLines().get(22));
    }

    @Test
    void readsStandardInputForADash() {
        Result result = runWithInput("1. d1d3:1 *\n", "next", "-");

        assertEquals(0, result.status(), result.err());
        assertEquals(AFTER_D1D3.stream().map(move -> "1. d1d3:1 " + move).toList(), result.outLines());
    }

    @Test
    void aRecordWithoutMovesContinuesFromItsStart() throws IOException {
        Result result = run("next", file("empty.sgn", ""));

        // MovesCommandTest.INITIAL_MOVES; a1a5 lands on a magnet 4.
        assertEquals(0, result.status(), result.err());
        assertEquals(27, result.outLines().size());
        assertEquals("1. a1a5:4", result.outLines().get(0));
    }

    @Test
    void marksTheMateAndNumbersRedsFirstMoveWithDots() throws IOException {
        Result result = run("next", file("mate.sgn", "[Energy \"fixed\"]\n[Position \"" + BEFORE_MATE + "\"]\n\n*\n"));

        assertEquals(0, result.status(), result.err());
        // Fixed energies: the pawn keeps its 4; on e3 it reaches g1 by right 2, down 2 (docs/RULES.md §5).
        assertTrue(result.outLines().contains("1... e7e3:4#"), result.out());
        assertTrue(result.outLines().stream().allMatch(line -> line.startsWith("1... ")), result.out());
    }

    @Test
    void aFinishedGamePrintsNothing() throws IOException {
        Result result = run("next",
                file("over.sgn", "[Energy \"fixed\"]\n[Position \"" + BEFORE_MATE + "\"]\n\n1... e7e3# 0-1\n"));

        assertEquals(0, result.status(), result.err());
        assertEquals("", result.out());
        assertEquals("", result.err());
    }

    @Test
    void aMissingFileIsOneErrorLine() {
        String missing = dir.resolve("missing.sgn").toString();

        Result result = run("next", missing);

        assertEquals(2, result.status());
        assertEquals("", result.out());
        assertEquals("shogun: " + missing + ": cannot read: no such file\n", result.err());
    }

    @Test
    void aRecordThatCannotBeReplayedIsOneErrorLineNamingWhere() throws IOException {
        // The king on d1 has energy 2; d4 is 3 steps away. The move starts at line 1, column 4.
        String bad = file("bad.sgn", "1. d1d4 *\n");

        Result result = run("next", bad);

        assertEquals(2, result.status());
        assertEquals("", result.out());
        assertTrue(result.err().startsWith("shogun: " + bad + ": bad record at line 1, column 4: move 1 (d1d4): "),
                result.err());
        assertEquals(1, result.err().split("\n", -1).length - 1, "exactly one line: " + result.err());
    }

    @Test
    void aBadRecordOnStandardInputIsNamedSo() {
        Result result = runWithInput("[Rules \"chess\"]\n\n", "next", "-");

        assertEquals(2, result.status());
        assertTrue(result.err().startsWith("shogun: standard input: bad record at line 1"), result.err());
    }

    @Test
    void needsExactlyOneFile() {
        Result none = run("next");
        Result two = run("next", "a.sgn", "b.sgn");

        assertEquals(2, none.status());
        assertEquals("shogun: missing the record file for next; try 'shogun next --help'\n", none.err());
        assertEquals(2, two.status());
        assertTrue(two.err().startsWith("shogun: too many arguments for next: unexpected 'b.sgn'"), two.err());
    }

    @Test
    void hasItsOwnHelpAndIsListedInTheOverallHelp() {
        Result help = run("next", "--help");

        assertEquals(0, help.status());
        assertTrue(help.out().startsWith("usage: shogun next [--game N] FILE"), help.out());
        assertTrue(run("--help").out().contains("\n  next "), run("--help").out());
    }
}
