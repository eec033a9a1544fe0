package io.github.shogunsdk.api.internal;

import static io.github.shogunsdk.api.internal.TextArbitraries.assertOneLine;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.GameSetup;
import java.util.Map;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The one rule for tags ({@link RecordTags}) and comments ({@link CommentText}): any text is kept or
 * refused with a one-line message that names a refused character's index within the text; what is
 * kept is kept as the rule says, and a record tree keeps exactly that.
 */
class RecordRulesPropertiesTest {

    @Property(tries = 2000)
    void anyTagIsKeptOrRefusedOnOneLine(@ForAll("names") String name, @ForAll("values") String value) {
        String refusal = null;
        try {
            RecordTags.checkName(name);
            RecordTags.checkValue(name, value);
        } catch (IllegalArgumentException e) {
            refusal = e.getMessage();
            assertOneLine(refusal);
            assertIndexInRange(refusal, value);
        }
        boolean fit = !name.isEmpty() && name.length() <= RecordTags.MAX_NAME
                && name.chars().allMatch(c -> c < 128 && Character.isLetterOrDigit(c) || c == '_')
                && value.length() <= RecordTags.MAX_VALUE
                && value.chars().noneMatch(c -> c == '\n' || c == '\r' || c < 0x20 && c != '\t' || c >= 0x7f && c <= 0x9f);
        assertEquals(fit, refusal == null, refusal);
        if (fit && !RecordTags.OWN.contains(name)) {
            // The record tree keeps the tag as the rule says: an empty value is no tag.
            Map<String, String> kept = GameRecord.of(GameSetup.standard()).withTags(Map.of(name, value)).tags();
            assertEquals(RecordTags.isNone(value) ? Map.of() : Map.of(name, value), kept);
        }
    }

    @Property(tries = 2000)
    void anyCommentIsKeptNormalisedOrRefusedOnOneLine(@ForAll("comments") String text) {
        String kept;
        try {
            kept = CommentText.checked(text);
        } catch (IllegalArgumentException e) {
            assertOneLine(e.getMessage());
            assertIndexInRange(e.getMessage(), text);
            assertTrue(text.indexOf('}') >= 0 || text.chars().anyMatch(c -> RecordChars.isRefused((char) c)));
            return;
        }
        // Single spaces, trimmed; the same once more (text -> value -> text).
        assertFalse(kept.startsWith(" ") || kept.endsWith(" ") || kept.contains("  "), kept);
        assertTrue(kept.chars().noneMatch(c -> c != ' ' && CommentText.isSpace((char) c)), kept);
        assertEquals(kept, CommentText.checked(kept));
        assertEquals(text.chars().allMatch(c -> CommentText.isSpace((char) c)), kept.isEmpty(), "a blank comment is none");
        assertEquals(kept, GameRecord.of(GameSetup.standard()).withStartingComment(text).startingComment().orElse(""));
    }

    /** A refusal for a character names its index, which lies within the text. */
    private static void assertIndexInRange(String message, String text) {
        int at = message.indexOf(" at index ");
        if (at >= 0) {
            int index = Integer.parseInt(message.substring(at + 10, message.indexOf(' ', at + 10)));
            assertTrue(index >= 0 && index < text.length(), message);
        }
    }

    @Provide
    Arbitrary<String> names() {
        return TextArbitraries.around("Event", "White", "Result", "T_1", "x".repeat(64), "x".repeat(65), "");
    }

    @Provide
    Arbitrary<String> values() {
        return TextArbitraries.around("Lesson 1", "", "a\tb", "\"quoted\" \\", "v".repeat(1024), "v".repeat(1025));
    }

    @Provide
    Arbitrary<String> comments() {
        return TextArbitraries.around("the king steps up", "  two\n lines\r\n", "", "{UL}", "a}b", "[%eval 0.35]");
    }
}
