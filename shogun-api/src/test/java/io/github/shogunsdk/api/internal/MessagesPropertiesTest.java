package io.github.shogunsdk.api.internal;

import static io.github.shogunsdk.api.internal.TextArbitraries.assertOneLine;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.spi.Messages;
import java.util.Locale;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The one home of quoting, escaping and cutting ({@link Messages}) and of ASCII letter case
 * ({@link AsciiCase}): any text comes out as one short line without control characters or half a
 * character, and ASCII case never folds a character beyond ASCII.
 */
class MessagesPropertiesTest {

    @Property(tries = 2000)
    void anyTextIsShownOnOneShortLine(@ForAll("texts") String text) {
        for (String shown : new String[] {Messages.quote(text), "<" + Messages.oneLine(text) + ">",
            "<" + Messages.flatten(text, Messages.MAX_SHOWN) + ">"}) {
            assertOneLine(shown);
            // A cut never leaves half a character behind.
            assertTrue(hasLoneSurrogate(text) || !hasLoneSurrogate(shown), shown);
        }
        String flat = Messages.flatten(text);
        for (int i = 0; i < flat.length(); i++) {
            char c = flat.charAt(i);
            assertTrue(c >= 0x20 && (c < 0x7f || c > 0x9f) && c != '\u2028' && c != '\u2029', flat);
        }
    }

    /**
     * {@code flatten} says what the command line's own code said: the text stripped, each line break
     * with the white space around it one space, control characters escaped.
     */
    @Property(tries = 2000)
    void flattenJoinsLinesAsTheCommandLineDid(@ForAll("texts") String text) {
        assertEquals(Messages.escapeControls(text.strip().replaceAll("\\s*[\\r\\n]+\\s*", " ")), Messages.flatten(text));
    }

    @Property(tries = 2000)
    void asciiCaseFoldsAsciiCapitalsOnly(@ForAll("texts") String a, @ForAll("texts") String b) {
        String lower = AsciiCase.lower(a);
        assertEquals(a.length(), lower.length());
        for (int i = 0; i < a.length(); i++) {
            char c = a.charAt(i);
            assertEquals(c >= 'A' && c <= 'Z' ? Character.toLowerCase(c) : c, lower.charAt(i));
        }
        assertEquals(AsciiCase.lower(a).equals(AsciiCase.lower(b)), AsciiCase.equalsIgnoreCase(a, b));
        assertTrue(AsciiCase.equalsIgnoreCase(a, a.toUpperCase(Locale.ROOT)) || !a.chars().allMatch(c -> c < 128));
        assertFalse(AsciiCase.equalsIgnoreCase("\u017F", "s") || AsciiCase.equalsIgnoreCase("\u212A", "k"));
    }

    private static boolean hasLoneSurrogate(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isHighSurrogate(c) && (i + 1 == text.length() || !Character.isLowSurrogate(text.charAt(i + 1)))
                    || Character.isLowSurrogate(c) && (i == 0 || !Character.isHighSurrogate(text.charAt(i - 1)))) {
                return true;
            }
        }
        return false;
    }

    @Provide
    Arbitrary<String> texts() {
        return TextArbitraries.around("d1d3\r\n", "one\n  two", "x".repeat(59) + "\ud83d\ude00tail", "\u001b[2J",
                "Tran\u017Ffer-Encoding", "HOST", "  padded \t\n ", "a \u000b\n\u000c b");
    }
}
