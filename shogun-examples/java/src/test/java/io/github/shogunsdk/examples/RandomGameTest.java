package io.github.shogunsdk.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.Shogun;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** The random-game example: its record replays to the finished game it announces. */
class RandomGameTest {

    private static final Pattern RESULT = Pattern.compile("^\\[Result \"([^\"]*)\"\\]$", Pattern.MULTILINE);

    /** docs/NOTATION.md (game records): 1-0 White won, 0-1 Red won, 1/2-1/2 a draw. */
    private static String resultToken(Outcome outcome) {
        if (outcome instanceof Outcome.Draw) {
            return "1/2-1/2";
        }
        return ((Outcome.Win) outcome).winner() == Colour.WHITE ? "1-0" : "0-1";
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 42, -7})
    void theRecordReadsBackToAFinishedGameWithTheResultItAnnounces(long seed) {
        String record = RandomGame.record(seed);

        Game game = Shogun.readGame(record);
        assertTrue(game.outcome().isOver(), record);
        Matcher result = RESULT.matcher(record);
        assertTrue(result.find(), record);
        assertEquals(resultToken(game.outcome()), result.group(1));
        assertTrue(record.strip().endsWith(" " + result.group(1)), "the movetext ends with the result");
        assertEquals(GameSetup.standard().ruleSet(), game.setup().ruleSet());
        assertEquals(GameSetup.standard().energyModel(), game.setup().energyModel());
        assertEquals("RandomGame seed " + seed, game.tags().get("White"));
    }

    @Test
    void theSameSeedGivesTheSameGame() {
        assertEquals(RandomGame.record(7), RandomGame.record(7));
        assertNotEquals(RandomGame.record(7), RandomGame.record(8));
    }

    @Test
    void mainPrintsTheRecordOfSeed1ByDefault() {
        assertEquals(RandomGame.record(1), capture(new String[0]));
        assertEquals(RandomGame.record(5), capture(new String[] {"5"}));
    }

    private static String capture(String[] args) {
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        PrintStream original = System.out;
        System.setOut(new PrintStream(buffer, true, StandardCharsets.UTF_8));
        try {
            RandomGame.main(args);
        } finally {
            System.setOut(original);
        }
        return buffer.toString(StandardCharsets.UTF_8);
    }
}
