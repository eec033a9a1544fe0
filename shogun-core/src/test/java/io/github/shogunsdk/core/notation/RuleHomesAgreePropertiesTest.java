package io.github.shogunsdk.core.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.IllegalMoveException;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.NotationException;
import io.github.shogunsdk.api.RecordException;
import io.github.shogunsdk.api.Shogun;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import org.junit.jupiter.api.Test;

/**
 * Every way into a rule answers as the rule's one home does: a game and a record tree keep or
 * refuse the same tags and comments (an empty tag value is no tag on both), what a game keeps is
 * written and read back the same, and a game reads a move given as text as {@code Move.parse} does.
 */
class RuleHomesAgreePropertiesTest {

    @Property
    void aGameAndARecordKeepTheSameTags(@ForAll("names") String name, @ForAll("values") String value) {
        Game game = Shogun.newGame();
        game.setTag("Event", "before");
        String byGame;
        try {
            game.setTag(name, value);
            byGame = null;
        } catch (IllegalArgumentException e) {
            byGame = e.getMessage();
            assertEquals(Map.of("Event", "before"), game.tags(), "a refused tag changes nothing");
        }
        String byRecord;
        GameRecord record = GameRecord.of(GameSetup.standard());
        try {
            Map<String, String> tags = new LinkedHashMap<>();
            tags.put("Event", "before");
            tags.put(name, value);
            record = record.withTags(tags);
            byRecord = null;
        } catch (IllegalArgumentException e) {
            byRecord = e.getMessage();
        }
        if (byGame == null || byRecord == null) {
            assertEquals(byGame, byRecord);
            assertEquals(game.tags(), record.tags());
            assertEquals(game.tags(), Shogun.readGame(game.toSgn()).tags(), "written and read back");
        } else if (!byGame.contains("SDK's own") && !byGame.startsWith("the " + name + " tag is written")) {
            assertEquals(byGame, byRecord, "the same rule in the same words");
        }
    }

    @Property
    void aGameAndARecordKeepTheSameComments(@ForAll("comments") String text) {
        Game game = Shogun.newGame();
        Optional<String> byGame;
        try {
            game.setComment(0, text);
            byGame = game.comment(0);
        } catch (IllegalArgumentException e) {
            byGame = Optional.of("refused: " + e.getMessage());
        }
        Optional<String> byRecord;
        try {
            byRecord = GameRecord.of(GameSetup.standard()).withStartingComment(text).startingComment();
        } catch (IllegalArgumentException e) {
            byRecord = Optional.of("refused: " + e.getMessage());
        }
        assertEquals(byGame, byRecord);
        if (!byGame.orElse("").startsWith("refused: ")) {
            assertEquals(byGame, Shogun.readGame(game.toSgn()).comment(0), "written and read back");
        }
    }

    /**
     * A game reads a move as {@code Move.parse} does: the same move, or the same refusal (for texts
     * without a landing energy mark, which a game reads and {@code Move.parse} does not).
     */
    @Property
    void aGameReadsAMoveAsMoveParseDoes(@ForAll("moves") String text) {
        String byParse;
        try {
            byParse = Move.parse(text).toString();
        } catch (NotationException e) {
            byParse = e.getMessage();
        }
        String byGame;
        try {
            byGame = Shogun.newGame().play(text).move().toString();
        } catch (IllegalMoveException e) {
            byGame = e.getRefusal().from() + "" + e.getRefusal().to();
        } catch (NotationException e) {
            byGame = e.getMessage();
        }
        assertEquals(byParse, byGame);
    }

    @Test
    void anEmptyTagValueIsNoTagEverywhere() {
        GameRecord record = GameRecord.of(GameSetup.standard()).withTags(Map.of("Event", "", "White", "Ann"));
        assertEquals(Map.of("White", "Ann"), record.tags());
        Game game = Shogun.newGame();
        game.setTag("White", "Ann");
        game.setTag("Event", "");
        assertEquals(record.tags(), game.tags());
        assertEquals(record.tags(), Shogun.readGame("[Event \"\"]\n[White \"Ann\"]\n\n*").tags());
    }

    @Test
    void aRecordsMoveThatDoesNotLeaveItsSquareIsARecordError() {
        RecordException e = assertThrows(RecordException.class, () -> Shogun.readGame("1. d1d3 d1d1 *"));
        // "1. d1d3 d1d1 *": the token d1d1 starts at index 8, column 9; it is move 1's second ply.
        assertEquals("bad record at line 1, column 9: move 1 (d1d1): expected a destination other than the starting "
                + "square d1", e.getMessage());
        assertEquals(8, e.getErrorIndex());
        assertTrue(assertThrows(RecordException.class, () -> Shogun.readGame("1. d1-d1 *")).getMessage()
                .endsWith("move 1 (d1-d1): expected a destination other than the starting square d1"));
    }

    @Provide
    Arbitrary<String> names() {
        return Arbitraries.frequencyOf(Tuple.of(4, Arbitraries.of("Event", "White", "Red", "Date", "T_1")),
                Tuple.of(1, Arbitraries.of("Result", "Rules", "Energy", "Position", "", "Bad name", "x".repeat(65))),
                Tuple.of(1, Arbitraries.strings().all().ofMaxLength(70)));
    }

    @Provide
    Arbitrary<String> values() {
        return Arbitraries.frequencyOf(Tuple.of(3, Arbitraries.of("", "Ann", "a\tb", "\"quoted\" \\", "v".repeat(1024))),
                Tuple.of(1, Arbitraries.of("v".repeat(1025), "two\nlines", "CSI\u009b2J", "\u001b[2J")),
                Tuple.of(2, Arbitraries.strings().all().ofMaxLength(40)));
    }

    @Provide
    Arbitrary<String> comments() {
        return Arbitraries.frequencyOf(Tuple.of(2, Arbitraries.of("", "  ", "the king\n steps up ", "{UL}", "a}b",
                "tab\there", "\u001b[2J", "[%eval 0.35] fine")), Tuple.of(2, Arbitraries.strings().all().ofMaxLength(60)),
                Tuple.of(1, Arbitraries.strings().withChars(" \t\r\nab}\u0085\u2028").ofMaxLength(30)));
    }

    @Provide
    Arbitrary<String> moves() {
        Arbitrary<String> valid = Arbitraries.of("d1d3", "d1-d3", "D1xD3", "d1d3+", "c1d2#", "a1a5", "d1d1", "d1d4");
        Arbitrary<String> mutated = valid.flatMap(text -> Arbitraries.integers().between(0, text.length())
                .flatMap(at -> Arbitraries.chars().with("abdhxX-+#1389 \u212a\u0000".toCharArray())
                        .map(c -> text.substring(0, at) + c + text.substring(at))));
        return Arbitraries.frequencyOf(Tuple.of(1, valid), Tuple.of(3, mutated),
                Tuple.of(1, Arbitraries.strings().all().ofMaxLength(12).map(s -> s.replace(':', '-'))));
    }
}
