package io.github.shogunsdk.cli.sep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.core.internal.protocol.InfoLine;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.SearchLine;
import io.github.shogunsdk.api.Shogun;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code shogun engine} in this JVM: every command of docs/PROTOCOL.md, its answers and its errors. */
class EngineProtocolTest extends InProcessEngineTest {

    private static final Duration WAIT = Duration.ofSeconds(30);
    /** RULES.md §5: White is checkmated. */
    private static final String CHECKMATE = "8/8/8/7P2/3p44/4p43/3k24/3P21p3K21 w";
    /** Red to move mates with d4h4 (or e7e3). */
    private static final String BEFORE_MATE = "8/4p43/8/7P2/3p44/8/3k24/3P21p3K21 r";
    private static final Pattern INFO = Pattern.compile(
            "info depth (\\d+) score (cp -?\\d+|mate -?\\d+) nodes \\d+ nps \\d+ time \\d+ pv( [a-h][1-8][a-h][1-8])+");

    private static final Pattern MULTIPV = Pattern.compile("info multipv (\\d+) depth (\\d+) score (cp -?\\d+|mate -?\\d+)"
            + " nodes \\d+ nps \\d+ time \\d+ pv ((?:[a-h][1-8][a-h][1-8] ?)+)");

    /** The most bytes a line may hold (docs/PROTOCOL.md, "The SDK's engine"). */
    private static final int LINE_MAX = 1 << 20;

    @Test
    void introducesItselfAndItsOptions() {
        engine.send("sep");
        List<String> lines = engine.untilWord("sepok", WAIT);

        assertTrue(lines.get(0).matches("id name Shogun \\d+\\.\\d+\\.\\d+.*"), lines.get(0));
        assertEquals("id author The Shogun SDK authors", lines.get(1));
        assertEquals(List.of("option name Rules type string default standard",
                "option name Energy type string default magnetic",
                "option name Hash type spin default 16 min 1 max 1024",
                "option name MoveOverhead type spin default 50 min 0 max 10000",
                "option name MultiPV type spin default 1 min 1 max 16",
                "option name Ponder type check default false",
                "option name LimitStrength type check default false",
                "option name Elo type spin default 1400 min 600 max 2600",
                "option name Threads type spin default 1 min 1 max 64", "option name Tables type string default <empty>", "sepok"), lines.subList(2, lines.size()));
        engine.send("isready");
        assertEquals(List.of("readyok"), engine.untilWord("readyok", WAIT));
    }

    @Test
    void searchesToADepthReportingEachDepthThenAnswersOnce() {
        engine.send("position startpos moves d1d3 e8e7");
        engine.send("go depth 3");
        List<String> lines = engine.untilWord("bestmove", WAIT);

        assertEquals(4, lines.size(), lines.toString());
        for (int depth = 1; depth <= 3; depth++) {
            var info = INFO.matcher(lines.get(depth - 1));
            assertTrue(info.matches(), lines.get(depth - 1));
            assertEquals(Integer.toString(depth), info.group(1));
        }
        Game game = Shogun.newGame();
        game.play("d1d3");
        game.play("e8e7");
        Move best = Move.parse(lines.get(3).substring("bestmove ".length()));
        assertTrue(game.legalMoves().contains(best), lines.get(3));
        assertTrue(lines.get(2).contains(" pv " + best), "the best move starts the line: " + lines);
        assertTrue(engine.silentFor(Duration.ofMillis(200)), "exactly one bestmove: " + engine.transcript());
    }

    @Test
    void findsAMateInOneAndSaysSo() {
        engine.send("setoption name Energy value fixed");
        engine.send("position spn " + BEFORE_MATE);
        engine.send("go depth 3");
        List<String> lines = engine.untilWord("bestmove", WAIT);

        assertTrue(lines.get(0).startsWith("info depth 1 score mate 1 "), lines.toString());
        String best = lines.get(lines.size() - 1);
        assertTrue(best.equals("bestmove d4h4") || best.equals("bestmove e7e3"), best);
    }

    @Test
    void answersNoneWithoutInfoWhenThereIsNothingToPlay() {
        engine.send("setoption name Energy value fixed");
        engine.send("position spn " + CHECKMATE);
        engine.send("go depth 3");
        assertEquals(List.of("bestmove none"), engine.untilWord("bestmove", WAIT));
        // A game over by its history: the start comes back a third time, a draw by repetition.
        engine.send("position startpos moves e1e2 e8e7 e2e1 e7e8 e1e2 e8e7 e2e1 e7e8");
        engine.send("isready");
        assertEquals(List.of("readyok"), engine.untilWord("readyok", WAIT));
        engine.send("go movetime 50");
        assertEquals(List.of("bestmove none"), engine.untilWord("bestmove", WAIT));
    }

    @Test
    void infiniteWaitsForStopWhileStillAnswering() throws InterruptedException {
        engine.send("position startpos");
        engine.send("go infinite");
        Thread.sleep(300);
        engine.send("isready");
        List<String> ready = engine.untilWord("readyok", WAIT);
        assertTrue(ready.stream().noneMatch(line -> line.startsWith("bestmove")), ready.toString());
        engine.send("stop");
        List<String> end = engine.untilWord("bestmove", WAIT);
        assertTrue(end.get(end.size() - 1).matches("bestmove [a-h][1-8][a-h][1-8]"), end.toString());
        assertTrue(engine.silentFor(Duration.ofMillis(200)), "exactly one bestmove: " + engine.transcript());
        engine.send("stop");
        assertTrue(engine.silentFor(Duration.ofMillis(200)), "a stop outside a search says nothing");
    }

    @Test
    void goWithoutLimitsIsInfinite() throws InterruptedException {
        engine.send("setoption name Energy value fixed");
        engine.send("position spn " + BEFORE_MATE);
        engine.send("go");
        Thread.sleep(500);
        engine.send("isready");
        List<String> waiting = engine.untilWord("readyok", WAIT);
        assertTrue(waiting.stream().noneMatch(line -> line.startsWith("bestmove")),
                "the mate is found at once, but the answer waits for stop: " + waiting);
        engine.send("stop");
        List<String> lines = engine.untilWord("bestmove", WAIT);
        assertTrue(lines.get(lines.size() - 1).matches("bestmove (d4h4|e7e3)"), lines.toString());
    }

    @Test
    void malformedLinesAreAnsweredWithOneErrorEachAndChangeNothing() {
        engine.send("setoption name Energy value fixed");
        engine.send("position spn " + BEFORE_MATE);
        List<String> bad = List.of("uci", "position", "position startpos moves d1d4", "position spn 8/8 w",
                "position startpos moves d1d3:7", "position startpos junk", "go depth 0", "go depth", "go nodes many",
                "go wtime 1000", "go ponder sometimes", "setoption name Colour value red", "setoption name Rules value chess",
                "setoption name Hash value 0", "setoption Hash 16", "GO depth 1");
        for (String line : bad) {
            engine.send(line);
            List<String> answer = engine.untilWord("info", WAIT);
            assertEquals(1, answer.size(), line + ": " + answer);
            assertTrue(answer.get(0).startsWith("info string error "), line + ": " + answer);
        }
        engine.send("");
        engine.send("   ");
        engine.send("isready");
        assertEquals(List.of("readyok"), engine.untilWord("readyok", WAIT), "empty lines get no answer");
        engine.send("go depth 2");
        List<String> lines = engine.untilWord("bestmove", WAIT);
        assertTrue(lines.get(lines.size() - 1).matches("bestmove (d4h4|e7e3)"), "the previous position stays: " + lines);
    }

    @Test
    void landingEnergiesAreHonouredUnderRandomEnergies() {
        engine.send("setoption name Energy value random 42");
        engine.send("newgame");
        for (int energy = 1; energy <= 2; energy++) {
            engine.send("position startpos moves d1d3:" + energy);
            engine.send("go depth 1");
            List<String> lines = engine.untilWord("bestmove", WAIT);
            assertTrue(lines.get(lines.size() - 1).matches("bestmove [a-h][1-8][a-h][1-8]"), lines.toString());
        }
        engine.send("position startpos moves d1d3:3");
        assertTrue(engine.untilWord("info", WAIT).get(0).startsWith("info string error position: move 1 (d1d3:3)"));
        engine.send("setoption name Energy value magnetic");
        engine.send("position startpos moves d1d3:2");
        assertTrue(engine.untilWord("info", WAIT).get(0).startsWith("info string error position: move 1 (d1d3:2)"),
                "under the magnets the king lands with 1 on d3");
        engine.send("position startpos moves d1d3:1 e8e7:2");
        engine.send("isready");
        assertEquals(List.of("readyok"), engine.untilWord("readyok", WAIT));
    }

    @Test
    void movesAsARecordWritesThemAreAcceptedAndTheirMarksChecked() {
        engine.send("setoption name Energy value magnetic");
        // The example game of NOTATION.md: the third ply of each side ends in b6xc3:3+.
        engine.send("position startpos moves a1a5:4 d8-d7:3 b1b4:3 b8b6:4 c1c3:3 b6xc3:3+");
        engine.send("isready");
        assertEquals(List.of("readyok"), engine.untilWord("readyok", WAIT));
        engine.send("position startpos moves a1a5:4+");
        assertEquals("info string error position: move 1 (a1a5:4+): illegal move a1a5: the text marks a check, but the "
                + "move does not give check", engine.untilWord("info", WAIT).get(0));
        engine.send("position startpos moves a1xa5");
        assertEquals("info string error position: move 1 (a1xa5): illegal move a1a5: the text marks a capture, but a5 is "
                + "empty", engine.untilWord("info", WAIT).get(0));
    }

    @Test
    void searchesOnTheClockOfTheSideToMove() {
        engine.send("position startpos moves d1d3");
        long sent = engine.send("go wtime 1 rtime 2000 winc 0 rinc 100");
        List<SepConnection.Line> lines = engine.until(line -> line.startsWith("bestmove"), WAIT);
        long millis = (lines.get(lines.size() - 1).arrived() - sent) / 1_000_000;
        assertTrue(millis < 1500, "Red has 2 s and 0.1 s a move, and took " + millis + " ms");
        engine.send("go wtime 1000");
        assertTrue(engine.untilWord("info", WAIT).get(0).startsWith("info string error go: rtime is missing"));
    }

    @Test
    void refusesASecondGoOptionsNewgameAndPositionDuringASearch() {
        engine.send("go infinite");
        for (String line : List.of("go depth 1", "setoption name Hash value 32", "setoption name MoveOverhead value 9",
                "setoption name MultiPV value 2", "newgame", "position startpos moves d1d3")) {
            engine.send(line);
            // The search's info lines may come first; the answer is the first info string line.
            List<String> lines = engine.untilWord("info string", WAIT);
            String answer = lines.get(lines.size() - 1);
            assertTrue(answer.startsWith("info string error ") && answer.contains("during a search; send stop first"),
                    line + " -> " + answer);
        }
        engine.send("stop");
        List<String> answered = engine.untilWord("bestmove", WAIT);
        assertTrue(answered.get(answered.size() - 1).matches("bestmove [a-h]1[a-h][1-8]"),
                "the bestmove answers the position searched, White to move: " + answered);
        engine.send("go depth 1");
        List<String> lines = engine.untilWord("bestmove", WAIT);
        assertTrue(lines.get(0).matches("info depth 1 score \\S+ -?\\d+ nodes .* pv [a-h]1.*"),
                "the refused position changed nothing: White is still to move: " + lines);
    }

    @Test
    void aLineTooLongIsAnsweredWithOneErrorAndSkipped() {
        String tooLong = "position startpos moves " + "d1d3 ".repeat(LINE_MAX / 5 + 1);
        engine.send(tooLong);
        engine.send("isready");
        List<String> lines = engine.untilWord("readyok", WAIT);
        assertEquals(List.of("info string error line longer than " + LINE_MAX + " bytes", "readyok"), lines);
        engine.send("go depth 1");
        assertTrue(engine.untilWord("bestmove", WAIT).get(0).matches("info depth 1 .* pv [a-h]1.*"),
                "the long line changed nothing");
    }

    @Test
    void moveOverheadIsAnOptionWithItsBounds() {
        engine.send("setoption name MoveOverhead value 10001");
        assertEquals("info string error setoption MoveOverhead: MoveOverhead is a whole number from 0 to 10000, not "
                + "'10001'", engine.untilWord("info", WAIT).get(0));
        engine.send("setoption name moveoverhead value 10000");
        engine.send("position startpos");
        engine.send("go wtime 5000 rtime 5000");
        // An overhead larger than the whole budget leaves the shortest search, which still answers a move.
        List<String> lines = engine.untilWord("bestmove", WAIT);
        assertTrue(lines.get(lines.size() - 1).matches("bestmove [a-h]1[a-h][1-8]"), lines.toString());
    }

    @Test
    void quitAbandonsTheSearchWithoutAnAnswerAndEndsWithStatus0() {
        engine.send("go infinite");
        engine.send("isready");
        engine.untilWord("readyok", WAIT);
        engine.send("quit");
        assertEquals(0, engine.exitStatus(WAIT));
        assertTrue(engine.transcript().stream().noneMatch(line -> line.startsWith("bestmove")), engine.transcript().toString());
    }

    @Test
    void theEndOfTheInputEndsTheSessionLikeQuit() throws IOException {
        engine.send("isready");
        engine.untilWord("readyok", WAIT);
        engine.close();
        assertEquals(0, engine.exitStatus(WAIT));
    }

    /** docs/PROTOCOL.md: the end of the input ends a search as stop does, answers it, then exits. */
    @ParameterizedTest
    @ValueSource(strings = {"go depth 6", "go infinite", "go", "go ponder wtime 60000 rtime 60000"})
    void theEndOfTheInputDuringASearchAnswersItsBestmoveThenEnds(String go) {
        engine.send("position startpos");
        engine.send(go);
        engine.endInput();
        List<String> lines = engine.untilWord("bestmove", WAIT);

        String answer = lines.get(lines.size() - 1);
        assertTrue(answer.matches("bestmove [a-h][1-8][a-h][1-8]"), lines.toString());
        assertTrue(Shogun.newGame().legalMoves().contains(Move.parse(answer.substring("bestmove ".length()))), answer);
        assertEquals(0, engine.exitStatus(WAIT));
        assertEquals(1, engine.transcript().stream().filter(line -> line.startsWith("bestmove")).count(),
                engine.transcript().toString());
    }

    @Test
    void multiPvReportsEveryLineAtEveryDepthBestFirstAsTheApiFindsThem() {
        engine.send("setoption name MultiPV value 3");
        engine.send("position startpos moves d1d3 e8e7");
        engine.send("go depth 3");
        List<String> lines = engine.untilWord("bestmove", WAIT);

        Game game = Shogun.newGame();
        game.play("d1d3");
        game.play("e8e7");
        List<SearchLine> expected = Shogun.newEngine(game.setup()).search(game, SearchLimits.ofDepth(3).withLines(3)).lines();
        assertEquals(3 * 3 + 1, lines.size(), lines.toString());
        for (int depth = 1; depth <= 3; depth++) {
            for (int rank = 1; rank <= 3; rank++) {
                String line = lines.get((depth - 1) * 3 + rank - 1);
                var info = MULTIPV.matcher(line);
                assertTrue(info.matches(), line);
                assertEquals(Integer.toString(rank), info.group(1), line);
                assertEquals(Integer.toString(depth), info.group(2), line);
                if (depth == 3) {
                    SearchLine found = expected.get(rank - 1);
                    assertEquals(InfoLine.score(found.score()), info.group(3), line);
                    assertEquals(found.principalVariation().stream().map(Move::toString).collect(Collectors.joining(" ")),
                            info.group(4), line);
                }
            }
        }
        assertEquals("bestmove " + expected.get(0).firstMove(), lines.get(lines.size() - 1));
        assertTrue(engine.silentFor(Duration.ofMillis(200)), "exactly one bestmove: " + engine.transcript());

        // Back to one line: unnumbered info lines again.
        engine.send("setoption name MultiPV value 1");
        engine.send("go depth 2");
        List<String> single = engine.untilWord("bestmove", WAIT);
        assertEquals(3, single.size(), single.toString());
        assertTrue(INFO.matcher(single.get(0)).matches() && INFO.matcher(single.get(1)).matches(), single.toString());
    }

    @Test
    void multiPvAboveTheLegalMovesReportsOneLinePerMove() {
        // White: a king of energy 1 in the corner beside a pawn of energy 1, so a1a2, b1b2 and b1c1.
        engine.send("setoption name multipv value 16");
        engine.send("position spn k1p16/8/8/8/8/8/8/K1P16 w");
        engine.send("go depth 2");
        List<String> lines = engine.untilWord("bestmove", WAIT);

        assertEquals(2 * 3 + 1, lines.size(), lines.toString());
        java.util.Set<String> firsts = new java.util.HashSet<>();
        for (int i = 3; i < 6; i++) {
            var info = MULTIPV.matcher(lines.get(i));
            assertTrue(info.matches(), lines.get(i));
            assertEquals(Integer.toString(i - 2), info.group(1));
            firsts.add(info.group(4).substring(0, 4));
        }
        assertEquals(java.util.Set.of("a1a2", "b1b2", "b1c1"), firsts);
        assertEquals("bestmove " + lines.get(3).substring(lines.get(3).indexOf(" pv ") + 4).substring(0, 4),
                lines.get(lines.size() - 1));
    }

    @Test
    void multiPvIsAnOptionWithItsBounds() {
        for (String value : List.of("0", "17", "three")) {
            engine.send("setoption name MultiPV value " + value);
            assertEquals(List.of("info string error setoption MultiPV: MultiPV is a whole number from 1 to 16, not '"
                    + value + "'"), engine.untilWord("info", WAIT));
        }
        engine.send("go depth 1");
        List<String> lines = engine.untilWord("bestmove", WAIT);
        assertEquals(2, lines.size(), "MultiPV stays 1: " + lines);
        assertTrue(INFO.matcher(lines.get(0)).matches(), lines.toString());
    }
}
