package io.github.shogunsdk.cli.sep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.SearchProgress;
import io.github.shogunsdk.api.Shogun;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The {@code Threads} option of {@code shogun engine}: its bounds, its refusals, and searches on several threads. */
class ThreadsOptionTest extends InProcessEngineTest {

    private static final Duration WAIT = Duration.ofSeconds(60);
    private static final Pattern INFO = Pattern.compile(
            "info depth (\\d+) score (?:cp -?\\d+|mate -?\\d+) nodes (\\d+) nps \\d+ time \\d+ pv ((?:[a-h][1-8][a-h][1-8] ?)+)");

    @Test
    void badValuesAreRefusedWithOneLineEachAndLeaveOneDeterministicThread() {
        for (String value : List.of("0", "65", "-1", "two", "2.5", "")) {
            engine.send("setoption name Threads value " + value);
            assertEquals(List.of("info string error setoption Threads: Threads is a whole number from 1 to 64, not '"
                    + value + "'"), engine.untilWord("info", WAIT), value);
        }
        engine.send("position startpos moves d1d3 e8e7");
        engine.send("go depth 4");
        List<String> lines = engine.untilWord("bestmove", WAIT);

        // Still one thread: the search is the API's one-thread search, node for node.
        Game game = Shogun.newGame();
        game.play("d1d3");
        game.play("e8e7");
        List<SearchProgress> expected = new ArrayList<>();
        var result = Shogun.newEngine(game.setup()).search(game, SearchLimits.ofDepth(4), expected::add);
        assertEquals(expected.size() + 1, lines.size(), lines.toString());
        for (int i = 0; i < expected.size(); i++) {
            Matcher info = INFO.matcher(lines.get(i));
            assertTrue(info.matches(), lines.get(i));
            assertEquals(Long.toString(expected.get(i).nodes()), info.group(2), lines.get(i));
        }
        assertEquals("bestmove " + result.bestMove().orElseThrow(), lines.get(lines.size() - 1));
    }

    @Test
    void twoThreadsSearchEveryDepthInOrderAndAnswerALegalMoveOnce() {
        engine.send("setoption name threads value 2");
        engine.send("isready");
        assertEquals(List.of("readyok"), engine.untilWord("readyok", WAIT), "a good value is taken silently");
        engine.send("position startpos moves d1d3 e8e7");
        engine.send("go depth 6");
        List<String> lines = engine.untilWord("bestmove", WAIT);

        assertEquals(7, lines.size(), lines.toString());
        Game game = Shogun.newGame();
        game.play("d1d3");
        game.play("e8e7");
        long nodes = 0;
        for (int depth = 1; depth <= 6; depth++) {
            Matcher info = INFO.matcher(lines.get(depth - 1));
            assertTrue(info.matches(), lines.get(depth - 1));
            assertEquals(Integer.toString(depth), info.group(1));
            assertTrue(Long.parseLong(info.group(2)) >= nodes, "the nodes of all threads only grow: " + lines);
            nodes = Long.parseLong(info.group(2));
            assertLegalLine(game, info.group(3));
        }
        Move best = Move.parse(lines.get(6).substring("bestmove ".length()));
        assertTrue(game.legalMoves().contains(best), lines.get(6));
        assertTrue(lines.get(5).contains(" pv " + best), "the best move starts the last line: " + lines);
        assertTrue(engine.silentFor(Duration.ofMillis(200)), "exactly one bestmove: " + engine.transcript());
    }

    @Test
    void stopEndsASearchOnManyThreadsWithOneLegalAnswer() {
        engine.send("setoption name Threads value 4");
        engine.send("position startpos");
        for (int i = 0; i < 20; i++) {
            engine.send("go infinite");
            engine.send("isready");
            engine.untilWord("readyok", WAIT);
            engine.send("stop");
            List<String> end = engine.untilWord("bestmove", WAIT);
            assertTrue(end.get(end.size() - 1).matches("bestmove [a-h]1[a-h][1-8]"), end.toString());
        }
        // The threads option is refused during a search like every other option.
        engine.send("go infinite");
        engine.send("setoption name Threads value 1");
        List<String> refused = engine.untilWord("info string", WAIT);
        assertEquals("info string error setoption during a search; send stop first", refused.get(refused.size() - 1));
        engine.send("stop");
        engine.untilWord("bestmove", WAIT);
        assertTrue(engine.silentFor(Duration.ofMillis(200)), "exactly one bestmove a go: " + engine.transcript());
    }

    /** Plays a line's moves on a copy of the game: each must be legal where it comes. */
    private static void assertLegalLine(Game game, String line) {
        Game copy = game.copy();
        for (String text : line.strip().split(" ")) {
            Move move = Move.parse(text);
            assertTrue(copy.legalMoves().contains(move), text + " in " + line);
            copy.play(move);
            if (copy.outcome().isOver()) {
                break;
            }
        }
    }
}
