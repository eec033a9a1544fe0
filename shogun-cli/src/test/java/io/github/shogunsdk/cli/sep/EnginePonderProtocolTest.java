package io.github.shogunsdk.cli.sep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Shogun;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code shogun engine} in this JVM on the opponent's time and on a clock: {@code go ponder} waits
 * for {@code ponderhit} or {@code stop}, the {@code Ponder} option names the expected reply in the
 * {@code bestmove}, and the {@code MoveOverhead} option is kept back from a move on a clock.
 */
class EnginePonderProtocolTest extends InProcessEngineTest {

    private static final Duration WAIT = Duration.ofSeconds(30);
    /** Long enough for the engine to say something it should not; the test passes however busy the machine is. */
    private static final Duration QUIET = Duration.ofMillis(300);

    private String last(List<String> lines) {
        return lines.get(lines.size() - 1);
    }

    @Test
    void announcesThePonderOption() {
        engine.send("sep");
        List<String> lines = engine.untilWord("sepok", WAIT);
        assertTrue(lines.contains("option name Ponder type check default false"), lines.toString());
    }

    @Test
    void goPonderWaitsForPonderhitThenAnswersAsTheSameGoWould() {
        engine.send("position startpos moves d1d3 e8e7");
        engine.send("go depth 3");
        String plain = last(engine.untilWord("bestmove", WAIT));

        engine.send("go ponder depth 3");
        List<String> thinking = engine.until(line -> line.startsWith("info depth 3 "), WAIT).stream()
                .map(SepConnection.Line::text).toList();
        assertTrue(thinking.stream().noneMatch(line -> line.startsWith("bestmove")), thinking.toString());
        // The depth is reached, but a ponder search answers only after ponderhit or stop.
        assertTrue(engine.silentFor(QUIET), "no bestmove before ponderhit: " + engine.transcript());
        engine.send("isready");
        assertEquals(List.of("readyok"), engine.untilWord("readyok", WAIT));
        engine.send("ponderhit");
        assertEquals(List.of(plain), engine.untilWord("bestmove", WAIT));
        assertTrue(engine.silentFor(QUIET), "exactly one bestmove: " + engine.transcript());
    }

    @Test
    void stopEndsAPonderSearchOnAClockWithOneLegalBestmove() {
        engine.send("position startpos moves d1d3");
        engine.send("go ponder wtime 1000 rtime 1000 winc 100 rinc 100");
        engine.untilWord("info", WAIT);
        engine.send("stop");
        String answer = last(engine.untilWord("bestmove", WAIT));
        Game game = Shogun.newGame();
        game.play("d1d3");
        assertTrue(game.legalMoves().contains(Move.parse(answer.substring("bestmove ".length()))), answer);
        assertTrue(engine.silentFor(QUIET), "exactly one bestmove: " + engine.transcript());
        // A ponderhit that crosses the answer is ignored.
        engine.send("ponderhit");
        assertTrue(engine.silentFor(QUIET), "ponderhit without a ponder search says nothing: " + engine.transcript());
    }

    @Test
    void ponderhitStartsTheClockAndTheSearchAnswersOnIt() {
        engine.send("position startpos moves d1d3");
        engine.send("go ponder wtime 1000 rtime 1000 winc 100 rinc 100");
        engine.untilWord("info", WAIT);
        engine.send("ponderhit");
        String answer = last(engine.untilWord("bestmove", WAIT));
        assertTrue(answer.matches("bestmove [a-h][1-8][a-h][1-8]"), answer);
    }

    @Test
    void thePonderOptionNamesTheExpectedReplyInTheBestmove() {
        engine.send("setoption name Ponder value maybe");
        assertEquals("info string error setoption Ponder: Ponder is true or false, not 'maybe'",
                engine.untilWord("info", WAIT).get(0));
        engine.send("setoption name Ponder value true");
        engine.send("position startpos moves d1d3 e8e7");
        engine.send("go depth 3");
        List<String> lines = engine.untilWord("bestmove", WAIT);
        String[] pv = lines.get(lines.size() - 2).replaceFirst(".* pv ", "").split(" ");
        assertEquals("bestmove " + pv[0] + " ponder " + pv[1], last(lines));
        engine.send("setoption name Ponder value false");
        engine.send("go depth 3");
        assertEquals("bestmove " + pv[0], last(engine.untilWord("bestmove", WAIT)));
    }

    @Test
    void theMoveOverheadIsKeptBackFromAMoveOnTheClock() {
        // 10.6 s left with one move to go: reserve 50 + 530 = 580 ms, usable 10 020 ms. Without
        // overhead the engine would think 10 020 ms; with MoveOverhead 10000 it thinks 20 ms.
        engine.send("setoption name MoveOverhead value 10000");
        engine.send("position startpos moves d1d3");
        engine.send("go wtime 10600 rtime 10600 movestogo 1");
        // Far longer than 20 ms on any machine, far shorter than the 10 s without the overhead.
        String answer = last(engine.untilWord("bestmove", Duration.ofSeconds(8)));
        assertTrue(answer.matches("bestmove [a-h][1-8][a-h][1-8]"), answer);
    }
}
