package io.github.shogunsdk.cli;

import static io.github.shogunsdk.cli.CommandLine.CHECKMATE;
import static io.github.shogunsdk.cli.CommandLine.INITIAL;
import static io.github.shogunsdk.cli.CommandLine.run;
import static io.github.shogunsdk.cli.CommandLine.runWithInput;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.cli.CommandLine.Result;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code shogun perft}: docs/CLI.md. */
class PerftCommandTest {

    private static final String INFO = "nodes=\\d+ time=\\d+ms nps=\\d+\n";

    @Test
    void depthOneCountsTheLegalMovesThatMovesPrints() {
        Result moves = runWithInput("1\n" + INITIAL + "\n", "moves");
        int printed = moves.out().strip().split(" ").length;

        Result perft = run("perft", "1");

        assertEquals(0, perft.status(), perft.err());
        assertEquals(printed + "\n", perft.out());
        assertEquals("27\n", perft.out());
        assertTrue(perft.err().matches(INFO), perft.err());
        assertTrue(perft.err().startsWith("nodes=27 "), perft.err());
    }

    @Test
    void depthZeroHasOneLeaf() {
        Result result = run("perft", "0");

        assertEquals(0, result.status(), result.err());
        assertEquals("1\n", result.out());
    }

    @Test
    void aCheckmatedPositionHasNoLeavesBelowDepthZero() {
        assertEquals("1\n", run("perft", "0", CHECKMATE).out());
        assertEquals("0\n", run("perft", "1", CHECKMATE).out());
        assertEquals("0\n", run("perft", "2", CHECKMATE).out());
    }

    @Test
    void theStandardMagneticLayoutStartsFromTheSameInitialPosition() {
        Result result = run("perft", "--energy", "magnetic", "1");

        assertEquals(0, result.status(), result.err());
        assertEquals("27\n", result.out());
    }

    @Test
    void aTurnedBoardStartsFromItsOwnMagnets() {
        // Turned 90°, the magnet on (x, 1) is the standard one on (8, x): h1..h8 = 2 1 2 4 1 4 4 3,
        // so White starts P2 P1 P2 K2 P1 P4 P4 P3 with 2+1+3+3+1+6+5+3 = 24 moves.
        Result result = run("perft", "--energy=magnetic:90", "1");

        assertEquals(0, result.status(), result.err());
        assertEquals("24\n", result.out());
    }

    @Test
    void theEnergyModelIsWrittenAsEverywhereElseOrWithAColon() {
        // docs/CLI.md: the canonical 'magnetic 90', and magnetic:90 for a command line without quotes.
        Result canonical = run("perft", "--energy", "magnetic 90", "3");
        Result colon = run("perft", "--energy", "magnetic:90", "3");

        assertEquals(0, canonical.status(), canonical.err());
        assertEquals("15565\n", canonical.out());
        assertEquals(canonical.out(), colon.out());
    }

    @Test
    void divideAtDepthOneListsEachLegalMoveOnce() {
        Result result = run("perft", "--divide", "1");

        assertEquals(0, result.status(), result.err());
        List<String> lines = result.outLines();
        List<String> expected = new ArrayList<>();
        for (String move : MovesCommandTest.INITIAL_MOVES.split(" ")) {
            expected.add(move + " 1");
        }
        expected.add("27");
        assertEquals(expected, lines);
    }

    @Test
    void divideLinesAreSortedAndSumToTheTotal() {
        Result divide = run("perft", "2", "--divide");
        Result total = run("perft", "2");

        assertEquals(0, divide.status(), divide.err());
        List<String> lines = divide.outLines();
        List<String> moves = new ArrayList<>();
        long sum = 0;
        for (String line : lines.subList(0, lines.size() - 1)) {
            assertTrue(line.matches("[a-h][1-8][a-h][1-8] \\d+"), line);
            moves.add(line.substring(0, 4));
            sum += Long.parseLong(line.substring(5));
        }
        assertEquals(String.join(" ", moves), MovesCommandTest.INITIAL_MOVES);
        assertEquals(Long.toString(sum), lines.get(lines.size() - 1));
        assertEquals(sum + "\n", total.out());
        assertTrue(divide.err().matches(INFO), divide.err());
        assertTrue(divide.err().startsWith("nodes=" + sum + " "), divide.err());
    }

    @ParameterizedTest(name = "--threads {0}")
    @ValueSource(ints = {1, 2, 3})
    void anyNumberOfThreadsCountsTheSame(int threads) {
        Result result = run("perft", "--threads", Integer.toString(threads), "4");

        assertEquals(0, result.status(), result.err());
        assertEquals("370049\n", result.out());
        assertTrue(result.err().matches(INFO), result.err());
        assertTrue(result.err().startsWith("nodes=370049 "), result.err());
    }

    @ParameterizedTest(name = "--threads {0}")
    @ValueSource(ints = {2, 3})
    void threadsGiveTheSameCountsAsOneThreadForEveryOption(int threads) {
        String n = Integer.toString(threads);
        List<List<String>> commands = List.of(
                List.of("perft", "3"),
                List.of("perft", "--energy", "magnetic", "3"),
                List.of("perft", "--energy=magnetic:270", "3"),
                List.of("perft", "--divide", "3"),
                List.of("perft", "--divide", "--energy", "magnetic:90", "2"),
                List.of("perft", "--divide", "1"),
                List.of("perft", "0"),
                List.of("perft", "1"),
                List.of("perft", "2", CHECKMATE),
                List.of("perft", "--divide", "3", CommandLine.ATTACK_EXAMPLE),
                List.of("perft", "4", CommandLine.REACH_EXAMPLE));
        for (List<String> command : commands) {
            Result single = run(command.toArray(String[]::new));
            List<String> threaded = new ArrayList<>(command);
            threaded.add(1, "--threads");
            threaded.add(2, n);
            Result multi = run(threaded.toArray(String[]::new));

            assertEquals(0, multi.status(), threaded + ": " + multi.err());
            assertEquals(single.out(), multi.out(), threaded.toString());
            assertTrue(multi.err().matches(INFO), multi.err());
        }
    }

    @Test
    void moreThreadsThanRootMovesStillCount() {
        Result result = run("perft", "--threads=64", "3");

        assertEquals(0, result.status(), result.err());
        assertEquals("15865\n", result.out());
    }

    @ParameterizedTest(name = "--threads {0}")
    @ValueSource(strings = {"0", "-1", "two", "1.5", "", "99999999999"})
    void badThreadCountsAreOneLineErrors(String threads) {
        Result result = run("perft", "--threads", threads, "2");

        assertEquals(2, result.status(), result.err());
        assertEquals("", result.out());
        assertTrue(result.err().startsWith("shogun: option --threads needs a whole number 1 or more"), result.err());
        assertEquals(1, result.err().split("\n", -1).length - 1, result.err());
    }

    @Test
    void helpNamesTheThreadsOption() {
        Result result = run("perft", "--help");

        assertEquals(0, result.status(), result.err());
        assertTrue(result.out().contains("--threads N"), result.out());
    }
}
