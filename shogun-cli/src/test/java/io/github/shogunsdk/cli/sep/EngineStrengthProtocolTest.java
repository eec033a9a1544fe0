package io.github.shogunsdk.cli.sep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Shogun;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The strength limit over the engine protocol: the {@code LimitStrength} and {@code Elo} options as
 * listed, bad values refused with one error line each and nothing changed, and a limited search
 * that looks as far ahead as its level and answers a legal move.
 */
class EngineStrengthProtocolTest extends InProcessEngineTest {

    private static final Duration WAIT = Duration.ofSeconds(30);
    private static final Pattern DEPTH = Pattern.compile("info depth (\\d+) .*");

    @Test
    void theOptionsAreListedWithTheirRange() {
        engine.send("sep");
        List<String> lines = engine.untilWord("sepok", WAIT);
        assertTrue(lines.contains("option name LimitStrength type check default false"), lines.toString());
        assertTrue(lines.contains("option name Elo type spin default 1400 min 600 max 2600"), lines.toString());
    }

    @Test
    void badValuesAreRefusedWithOneLineEach() {
        for (String value : List.of("599", "2601", "club", "")) {
            engine.send("setoption name Elo value " + value);
            assertEquals(List.of("info string error setoption Elo: Elo is a whole number from 600 to 2600, not '"
                    + value + "'"), engine.untilWord("info", WAIT));
        }
        for (String value : List.of("yes", "TRUE", "1")) {
            engine.send("setoption name LimitStrength value " + value);
            assertEquals(List.of("info string error setoption LimitStrength: LimitStrength is true or false, not '"
                    + value + "'"), engine.untilWord("info", WAIT));
        }
        // Nothing changed: the engine still searches at full strength, to the depth asked.
        engine.send("go depth 3");
        assertEquals(3, deepest(engine.untilWord("bestmove", WAIT)));
    }

    @Test
    void aLimitedEngineLooksAsFarAheadAsItsLevelAndAnswersALegalMove() {
        engine.send("setoption name LimitStrength value true");
        engine.send("setoption name Elo value 600");
        engine.send("go depth 5");
        List<String> lines = engine.untilWord("bestmove", WAIT);
        // A beginner looks one ply ahead, whatever the go allows.
        assertEquals(1, deepest(lines));
        assertLegal(lines);

        engine.send("setoption name Elo value 1000");
        engine.send("go depth 5");
        lines = engine.untilWord("bestmove", WAIT);
        assertEquals(2, deepest(lines));
        assertLegal(lines);

        engine.send("setoption name LimitStrength value false");
        engine.send("go depth 5");
        assertEquals(5, deepest(engine.untilWord("bestmove", WAIT)));
    }

    @Test
    void theLimitCanBeSetDuringNoSearch() {
        engine.send("go infinite");
        engine.send("setoption name LimitStrength value true");
        List<String> lines = engine.untilWord("info string", WAIT);
        assertEquals("info string error setoption during a search; send stop first", lines.get(lines.size() - 1));
        engine.send("stop");
        engine.untilWord("bestmove", WAIT);
    }

    /** The deepest depth an {@code info} line reports. */
    private static int deepest(List<String> lines) {
        int deepest = 0;
        for (String line : lines) {
            Matcher matcher = DEPTH.matcher(line);
            if (matcher.matches()) {
                deepest = Math.max(deepest, Integer.parseInt(matcher.group(1)));
            }
        }
        return deepest;
    }

    /** The last line is a bestmove with a legal move from the start. */
    private static void assertLegal(List<String> lines) {
        String last = lines.get(lines.size() - 1);
        assertTrue(last.startsWith("bestmove "), lines.toString());
        Game start = Shogun.newGame();
        assertTrue(start.legalMoves().contains(Move.parse(last.substring(9))), last);
    }
}
