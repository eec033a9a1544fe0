package io.github.shogunsdk.json.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.RecordException;
import io.github.shogunsdk.api.RecordNode;
import io.github.shogunsdk.api.Shogun;
import java.util.LinkedHashMap;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Any text given as a comment is either accepted, and then reads back equal through the record's
 * text (SGN) and its JSON, or refused with one line — the same by a game, the record tree's
 * builders, the record reader and the JSON reader. Refused are exactly the texts that hold a
 * {@code '}'} or a control character other than tab, LF and CR (RULES.md §10).
 */
class CommentTextPropertiesTest {

    private final JsonAdapter json = JsonAdapter.underTest();

    @Provide
    Arbitrary<String> texts() {
        Arbitrary<Character> tricky = Arbitraries.of('\u0000', '\u0007', '\t', '\n', '\u000b', '\f', '\r', '\u001b',
                ' ', '}', '{', ';', '\u007f', '\u0080', '\u0085', '\u009b', '\u009f', '\u00a0', '\u2028', '\ufeff');
        return Arbitraries.oneOf(
                Arbitraries.strings().all().ofMaxLength(30),
                Arbitraries.strings().withCharRange('\u0000', '\u00ff').ofMaxLength(30),
                Arbitraries.oneOf(tricky, Arbitraries.of('a', 'b')).list().ofMaxSize(12).map(chars -> {
                    StringBuilder text = new StringBuilder();
                    chars.forEach(text::append);
                    return text.toString();
                }));
    }

    /** The rule, in its own words: '}', C0 but tab, LF and CR, DEL, and U+0080 to U+009F. */
    private static boolean refused(String text) {
        return text.chars().anyMatch(c -> c == '}' || c <= 0x1f && c != '\t' && c != '\n' && c != '\r'
                || c >= 0x7f && c <= 0x9f);
    }

    private static void assertOneLine(String message) {
        assertTrue(message.chars().noneMatch(c -> c < 0x20 || c >= 0x7f && c <= 0x9f || c == 0x2028 || c == 0x2029),
                message);
    }

    @Property(tries = 1000)
    void aCommentIsKeptThroughSgnAndJsonOrRefusedInOneLine(@ForAll("texts") String text) throws Exception {
        Game game = Shogun.newGame();
        game.play("d1d3");
        game.play("e8e7");
        RecordNode node = GameRecord.of(game).mainline().get(0);
        Map<String, Object> plain = new LinkedHashMap<>();
        plain.put("move", "d1d3");
        plain.put("landingEnergy", 1);
        plain.put("comment", text);
        String nodeJson = ReferenceJson.write(plain);
        if (refused(text)) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> game.setComment(1, text));
            assertOneLine(e.getMessage());
            assertEquals(Map.of(), game.comments(), "a refused comment changes nothing");
            assertEquals(e.getMessage(), assertThrows(IllegalArgumentException.class,
                    () -> node.withComment(text)).getMessage());
            assertOneLine(json.refuse(nodeJson, RecordNode.class).message());
            if (text.indexOf('}') < 0) {
                assertOneLine(assertThrows(RecordException.class,
                        () -> Shogun.readRecord("1. d1d3:1 {" + text + "} *")).getMessage());
            }
            return;
        }
        game.setComment(1, text);
        String sgn = game.toSgn();
        assertEquals(game.comments(), Shogun.readGame(sgn).comments(), sgn);
        GameRecord record = GameRecord.of(game);
        assertEquals(record, Shogun.readRecord(sgn), sgn);
        assertEquals(record, json.read(json.write(record), GameRecord.class));
        assertEquals(node.withComment(text), json.read(nodeJson, RecordNode.class));
        assertEquals(record.mainline().get(0), node.withComment(text));
    }
}
