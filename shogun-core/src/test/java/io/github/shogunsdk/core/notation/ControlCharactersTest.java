package io.github.shogunsdk.core.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.MovePath;
import io.github.shogunsdk.api.NodePath;
import io.github.shogunsdk.api.RecordException;
import io.github.shogunsdk.api.RecordNode;
import io.github.shogunsdk.api.Shape;
import io.github.shogunsdk.api.Shogun;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Tags and comments hold no control characters other than line ends and tab (RULES.md §10): C0
 * controls but tab, LF and CR, DEL and the C1 controls are refused wherever a tag or comment comes
 * in — a game's setters, the record tree's builders, the record reader — with one line naming the
 * character escaped and where it stands.
 */
class ControlCharactersTest {

    /** The refused characters, by the rule's own words: C0 but tab, LF and CR; DEL; U+0080 to U+009F. */
    private static boolean refused(char c) {
        return c <= 0x1f && c != '\t' && c != '\n' && c != '\r' || c == 0x7f || c >= 0x80 && c <= 0x9f;
    }

    private static Game twoPlies() {
        Game game = Shogun.newGame();
        game.play("d1d3");
        game.play("e8e7");
        return game;
    }

    @Test
    void aGameRefusesEveryControlCharacterButLineEndsAndTabInAComment() {
        Game game = twoPlies();
        game.setComment(1, "kept");
        for (char c = 0; c < 0xffff; c++) {
            String text = "x" + c + "y";
            if (refused(c) || c == '}') {
                IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> game.setComment(1, text),
                        Integer.toHexString(c));
                assertTrue(e.getMessage().chars().noneMatch(m -> refused((char) m) || m == '\n' || m == '\r'),
                        e.getMessage());
                assertEquals("kept", game.comment(1).orElseThrow(), "a refused comment changes nothing");
            } else {
                game.setComment(1, text);
                game.setComment(1, "kept");
            }
        }
    }

    @Test
    void theRefusalNamesTheCharacterEscapedAndItsIndex() {
        Game game = twoPlies();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> game.setComment(2, "red\u001b[2J"));
        assertEquals("a comment holds no control characters other than line ends and tab, found \\u001B at index 3 of "
                + "\"red\\u001B[2J\"", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> game.setComment(0, "bell \u0007"));
        assertEquals("a comment holds no control characters other than line ends and tab, found \\u0007 at index 5 of "
                + "\"bell \\u0007\"", e.getMessage());
        game.setComment(1, " tab\there\r\nand\rthere ");
        assertEquals("tab here and there", game.comment(1).orElseThrow());
    }

    @Test
    void theRecordTreeRefusesThemToo() {
        MovePath d1d3 = MovePath.of(Move.parse("d1d3"), Shape.U).orElseThrow();
        RecordNode node = RecordNode.of(d1d3, 1);
        GameRecord record = GameRecord.of(GameSetup.standard()).withMainline(List.of(node));
        String csi = "\u009b2J";
        String expected = "a comment holds no control characters other than line ends and tab, found \\u009B at index 0 "
                + "of \"\\u009B2J\"";
        assertEquals(expected, assertThrows(IllegalArgumentException.class, () -> node.withComment(csi)).getMessage());
        assertEquals(expected, assertThrows(IllegalArgumentException.class,
                () -> RecordNode.of(d1d3, 1, csi, Set.of(), List.of())).getMessage());
        assertEquals(expected, assertThrows(IllegalArgumentException.class,
                () -> record.withStartingComment(csi)).getMessage());
        assertEquals(expected, assertThrows(IllegalArgumentException.class,
                () -> record.withComment(NodePath.of(0), csi)).getMessage());
        assertEquals("the value of tag Event holds no control characters other than tab, found \\u007F at index 1 of "
                + "\"a\\u007F\"", assertThrows(IllegalArgumentException.class,
                        () -> record.withTags(Map.of("Event", "a\u007f"))).getMessage());
        assertEquals("a\tb", record.withTags(Map.of("Event", "a\tb")).tags().get("Event"));
    }

    private static RecordException refusal(String text) {
        return assertThrows(RecordException.class, () -> Shogun.readRecord(text));
    }

    @Test
    void aRecordWithOneIsRefusedWhereItStands() {
        // "1. d1d3 {a" takes columns 1 to 10.
        assertEquals("bad record at line 1, column 11: a comment holds no control characters other than line ends and tab,"
                + " found \\u0007", refusal("1. d1d3 {a\u0007b} *").getMessage());
        assertEquals("bad record at line 2, column 3: a comment holds no control characters other than line ends and tab,"
                + " found \\u001B", refusal("1. d1d3 {a\n  \u001b[31m} *").getMessage());
        assertEquals("bad record at line 1, column 11: a comment holds no control characters other than line ends and tab,"
                + " found \\u009B", refusal("1. d1d3 ; \u009b2J\ne8e7 *").getMessage());
        // "[Event \"a" takes columns 1 to 9, "[White \"Ann" 1 to 11; an escaped character is the character.
        assertEquals("bad record at line 1, column 10: the value of tag Event holds no control characters other than tab,"
                + " found \\u0085", refusal("[Event \"a\u0085\"]\n*").getMessage());
        assertEquals("bad record at line 1, column 11: the value of tag Event holds no control characters other than tab,"
                + " found \\u007F", refusal("[Event \"a\\\u007f\"]\n*").getMessage());
        assertEquals("bad record at line 1, column 12: the value of tag White holds no control characters other than tab,"
                + " found \\u001B", refusal("[White \"Ann\u001b\"]\n*").getMessage());
    }

    @Test
    void tabsAndLineEndsAreWelcome() {
        Game game = Shogun.readGame("[Event \"club\tnight\"]\r\n{one\ttwo\rthree}\t1. d1d3 *");
        assertEquals("club\tnight", game.tag("Event").orElseThrow());
        assertEquals("one two three", game.comment(0).orElseThrow());
        assertEquals(game.tags(), Shogun.readGame(game.toSgn()).tags());
        game.setTag("Site", "a\tb");
        assertEquals("a\tb", Shogun.readGame(game.toSgn()).tag("Site").orElseThrow());
    }
}
