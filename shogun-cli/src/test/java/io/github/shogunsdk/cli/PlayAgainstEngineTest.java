package io.github.shogunsdk.cli;

import static io.github.shogunsdk.cli.CommandLine.run;
import static io.github.shogunsdk.cli.CommandLine.runWithInput;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.cli.CommandLine.Result;
import org.junit.jupiter.api.Test;

/** {@code shogun play --vs engine}, and {@code hint} in any game. */
class PlayAgainstEngineTest {

    @Test
    void theEngineAnswersEveryMoveAndUndoTakesBothBack() {
        Result result = runWithInput("d1d3\nundo\nquit\n", "play", "--vs", "engine", "--level", "depth=2");
        assertEquals(0, result.status(), result.err());
        String out = result.out();
        int reply = out.indexOf("engine plays ");
        assertTrue(reply > 0, out);
        assertTrue(out.indexOf("took back d1d3:1") > out.indexOf("took back ", reply), out);
        assertTrue(out.endsWith("White to move (move 1)\nWhite> "), out);
    }

    @Test
    void theEngineMovesFirstWhenItPlaysWhite() {
        Result result = runWithInput("quit\n", "play", "--vs", "engine", "--engine-plays", "white", "--level", "depth=1");
        assertTrue(result.out().contains("engine plays "), result.out());
        assertTrue(result.out().endsWith("Red> "), result.out());
    }

    @Test
    void hintNamesALegalMove() {
        Result result = runWithInput("hint\nmoves\nquit\n", "play", "--level", "depth=2");
        String out = result.out();
        int at = out.indexOf("hint: ");
        assertTrue(at > 0, out);
        String move = out.substring(at + 6, at + 10);
        String legal = out.lines().filter(l -> l.startsWith("White> a1a5")).findFirst().orElseThrow();
        assertTrue(legal.contains(" " + move) || legal.contains(">" + move), move + " in " + legal);
        assertTrue(out.substring(at).lines().findFirst().orElseThrow().matches("hint: [a-h][1-8][a-h][1-8] \\(.*depth 2\\)"),
                out);
    }

    @Test
    void badEngineOptionsAreOneErrorLine() {
        for (Result result : new Result[] {run("play", "--vs", "robot"), run("play", "--level", "depth=0"),
            run("play", "--vs", "engine", "--engine-plays", "blue"), run("play", "--engine-plays", "red")}) {
            assertEquals(2, result.status(), result.out());
            assertEquals(1, result.err().lines().count(), result.err());
        }
    }
}
