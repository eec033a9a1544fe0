package io.github.shogunsdk.cli;

import static io.github.shogunsdk.cli.CommandLine.ATTACK_EXAMPLE;
import static io.github.shogunsdk.cli.CommandLine.CHECKMATE;
import static io.github.shogunsdk.cli.CommandLine.INITIAL;
import static io.github.shogunsdk.cli.CommandLine.KING_TO_H1;
import static io.github.shogunsdk.cli.CommandLine.runWithInput;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.cli.CommandLine.Result;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code shogun moves}: docs/CLI.md and the examples of §5. */
class MovesCommandTest {

    /**
     * The initial position's legal moves, worked out by hand from docs/RULES.md §3 and §6: every white
     * piece stands on rank 1 among its own pieces, so each path starts upwards (U, UL or UR); no
     * white move reaches rank 6 or beyond and no red piece reaches rank 3 or below, so nothing is
     * captured and nothing is in check. Energies a1..h1 are 4 3 2 2 1 4 3 2.
     */
    static final String INITIAL_MOVES = String.join(" ",
            "a1a5 a1b4 a1c3 a1d2", // P4: up 4; up 1-3 then right
            "b1a3 b1b4 b1c3 b1d2", // P3: up 3; up 2 then left or right 1; up 1 then right 2
            "c1b2 c1c3 c1d2", // P2: up 2; up 1 then left or right 1
            "d1c2 d1d3 d1e2", // K2
            "e1e2", // P1
            "f1c2 f1d3 f1e4 f1f5 f1g4 f1h3", // P4: up 4; up 3 then 1 either way; up 2 then 2; up 1 then left 3
            "g1e2 g1f3 g1g4 g1h3", // P3: up 3; up 2 then 1 either way; up 1 then left 2
            "h1g2 h1h3"); // P2

    @Test
    void printsTheSortedLegalMovesOfTheInitialPositionOnOneLine() {
        Result result = runWithInput("1\n" + INITIAL + "\n", "moves");

        assertEquals(0, result.status(), result.err());
        assertEquals(INITIAL_MOVES + "\n", result.out());
        assertEquals("", result.err());
        assertEquals(27, INITIAL_MOVES.split(" ").length);
    }

    @Test
    void aByteOrderMarkBeforeTheCountIsNotInput() {
        Result plain = runWithInput("1\n" + INITIAL + "\n", "moves");
        Result marked = runWithInput("\uFEFF1\n" + INITIAL + "\n", "moves");
        assertEquals(0, marked.status(), marked.err());
        assertEquals(plain.out(), marked.out());
    }

    @Test
    void printsOneLinePerPositionAndSkipsBlankLinesAndStripsWhiteSpace() {
        String input = " 2 \r\n" + INITIAL + "\r\n\n   \n\t" + KING_TO_H1 + "  \r\n";

        Result result = runWithInput(input, "moves", "--rules", "coursework", "--piece", "king");

        assertEquals(0, result.status(), result.err());
        assertEquals(List.of("d1c2 d1d3 d1e2", "g1h1"), result.outLines());
    }

    @Test
    void aCountOfZeroPrintsNothing() {
        Result result = runWithInput("0\n", "moves");

        assertEquals(0, result.status(), result.err());
        assertEquals("", result.out());
    }

    @Test
    void linesAfterTheCountedPositionsAreNotRead() {
        Result result = runWithInput("1\n" + KING_TO_H1 + "\nnot a position\n", "moves", "--piece", "king");

        assertEquals(0, result.status(), result.err());
        assertEquals("g1h1\n", result.out());
    }

    @Test
    void pawnFilterLeavesOutTheKingsMoves() {
        Result result = runWithInput("1\n" + INITIAL + "\n", "moves", "--piece", "PAWN");

        assertEquals(0, result.status(), result.err());
        assertEquals(INITIAL_MOVES.replace("d1c2 d1d3 d1e2 ", "") + "\n", result.out());
    }

    @Test
    void kingWithEveryReachSquareAttackedHasNoLegalMoveUnderCoursework() {
        // §5: the king (energy 2) reaches f2, g3, h2; all are attacked.
        Result result = runWithInput("1\n" + ATTACK_EXAMPLE + "\n", "moves", "--rules", "coursework", "--piece", "king");

        assertEquals(0, result.status(), result.err());
        assertEquals("\n", result.out());
    }

    @Test
    void kingWithEveryReachSquareAttackedHasNoLegalMoveUnderStandardEither() {
        // The king's three squares are empty and already attacked; moving the king only opens paths.
        Result result = runWithInput("1\n" + ATTACK_EXAMPLE + "\n", "moves", "--rules", "standard", "--piece", "king");

        assertEquals(0, result.status(), result.err());
        assertEquals("\n", result.out());
    }

    @Test
    void kingsOnlyLegalMoveIsH1UnderCoursework() {
        // §5: g2 is attacked, f1 is defended by Red.
        Result result = runWithInput("1\n" + KING_TO_H1 + "\n", "moves", "--rules", "coursework", "--piece", "king");

        assertEquals(0, result.status(), result.err());
        assertEquals("g1h1\n", result.out());
    }

    @Test
    void kingsOnlyLegalMoveIsH1UnderStandardToo() {
        // No red piece stands at its energy's distance from h1 (f1 p3: 2, d2 k2: 5, e3 p3: 5,
        // d4 p4: 7, f5 p3: 6), so h1 is safe even with g1 vacated; g2 and f1 stay attacked.
        Result result = runWithInput("1\n" + KING_TO_H1 + "\n", "moves", "--piece", "king");

        assertEquals(0, result.status(), result.err());
        assertEquals("g1h1\n", result.out());
    }

    @Test
    void checkmatedSideHasNoLegalMoveUnderStandard() {
        Result result = runWithInput("1\n" + CHECKMATE + "\n", "moves");

        assertEquals(0, result.status(), result.err());
        assertEquals("\n", result.out());
    }

    @Test
    void checkmatedSideHasNoLegalMoveUnderKingOfTheHill() {
        Result result = runWithInput("3\n" + CHECKMATE + "\n" + CHECKMATE + "\n" + CHECKMATE + "\n",
                "moves", "--rules=KotH");

        assertEquals(0, result.status(), result.err());
        assertEquals("\n\n\n", result.out());
    }

    @Test
    void rulesNameIsCaseInsensitive() {
        Result result = runWithInput("1\n" + INITIAL + "\n", "moves", "--rules", "STANDARD");

        assertEquals(0, result.status(), result.err());
        assertEquals(INITIAL_MOVES + "\n", result.out());
    }

    @Test
    void earlierPositionsStayPrintedWhenALaterOneIsBad() {
        Result result = runWithInput("3\n" + INITIAL + "\n\n" + "8/8/8/8/8/8/8/7 w\n" + INITIAL + "\n", "moves");

        assertEquals(2, result.status());
        assertEquals(INITIAL_MOVES + "\n", result.out());
        assertTrue(result.err().startsWith("shogun: line 4: bad position at index "), result.err());
    }

    @Test
    void endOfInputBeforeTheCountedPositionsIsAnError() {
        Result result = runWithInput("2\n" + INITIAL + "\n", "moves");

        assertEquals(2, result.status());
        assertEquals(INITIAL_MOVES + "\n", result.out());
        assertEquals("shogun: line 3: expected position 2 of 2, found the end of the input\n", result.err());
    }
}
