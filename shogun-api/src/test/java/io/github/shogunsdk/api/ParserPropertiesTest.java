package io.github.shogunsdk.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.function.Function;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Every text parser of the API, fed arbitrary text (control characters, escape sequences, long
 * input, near misses of valid text): it either reads the text or throws a
 * {@link NotationException} whose index lies within the text and whose message is one line,
 * free of control characters, and short whatever the input's length.
 */
class ParserPropertiesTest {

    /** The SDK's own words plus at most {@value io.github.shogunsdk.api.spi.Messages#MAX_SHOWN} characters of input and their escapes. */
    private static final int MAX_MESSAGE = 600;

    private static final List<Function<String, Object>> PARSERS = List.of(Square::parse, Move::parse, Piece::parse,
            Position::parse, EnergyModel::parse, RuleSet::parse, Variant::parse, MagnetLayout::parse,
            Evaluation::parse);

    @Property(tries = 3000)
    void parsersReadOrFailSafely(@ForAll("texts") String text) {
        for (Function<String, Object> parser : PARSERS) {
            Object value;
            try {
                value = parser.apply(text);
            } catch (NotationException e) {
                assertTrue(e.getErrorIndex() >= 0 && e.getErrorIndex() <= text.length(),
                        "index " + e.getErrorIndex() + " outside the text of length " + text.length());
                assertEquals(text, e.getParsedString());
                assertSafe(e.getMessage());
                continue;
            }
            // What is read is written back in a form that reads to the same value.
            assertEquals(value, parser.apply(value.toString()));
        }
    }

    /**
     * A leading byte-order mark changes nothing: text that reads reads to the same value after one,
     * and text that fails fails the same way, one index further on.
     */
    @Property(tries = 2000)
    void aLeadingByteOrderMarkChangesNothing(@ForAll("nearlyValid") String text) {
        for (Function<String, Object> parser : PARSERS) {
            Object plain;
            try {
                plain = parser.apply(text);
            } catch (NotationException e) {
                NotationException marked = assertThrows(NotationException.class, () -> parser.apply("\uFEFF" + text));
                assertEquals(e.getErrorIndex() + 1, marked.getErrorIndex(), marked.getMessage());
                continue;
            }
            assertEquals(plain, parser.apply("\uFEFF" + text), text);
        }
    }

    @Provide
    Arbitrary<String> nearlyValid() {
        Arbitrary<String> valid = validTexts();
        Arbitrary<String> mutated = valid.flatMap(text -> Arbitraries.integers().between(0, text.length())
                .flatMap(at -> Arbitraries.chars().with("KPkp1234 /:-xdw".toCharArray())
                        .map(c -> text.substring(0, at) + c + text.substring(at))));
        return Arbitraries.frequencyOf(net.jqwik.api.Tuple.of(1, valid), net.jqwik.api.Tuple.of(1, mutated));
    }

    static void assertSafe(String message) {
        assertTrue(message.length() <= MAX_MESSAGE, "a message of " + message.length() + " characters");
        for (int i = 0; i < message.length(); i++) {
            char c = message.charAt(i);
            assertTrue(c >= 0x20 && (c < 0x7f || c > 0x9f) && c != '\u2028' && c != '\u2029',
                    "control character U+" + Integer.toHexString(c) + " in: " + message);
        }
    }

    /** Texts that each parser of the list reads, and their variants in case and separators. */
    private static Arbitrary<String> validTexts() {
        return Arbitraries.of("d4", "d1d3", "D4xB6+", "P4", "k1", Position.INITIAL_SPN,
                "8/8/8/8/8/8/8/8 w 12 30", "fixed", "magnetic 90", "magnetic:270", "random -42", "koth quiet-plies=0",
                "standard bare-king=king-and-one-pawn repetition=off", "coursework",
                "4231331311234124241123244411232143231124123334423234214143241432",
                "42313313/11234124/24112324/44112321/43231124/12333442/32342141/43241432", "h8", "A1", "d1-d3", "e8Xe7#",
                "p4", "K2", "KOTH", "Standard", "RANDOM:7", "magnetic 180", "+0.35", "-12.5", "#-3", "#+0");
    }

    @Provide
    Arbitrary<String> texts() {
        Arbitrary<String> valid = validTexts();
        Arbitrary<String> mutated = valid.flatMap(text -> Arbitraries.integers().between(0, text.length())
                .flatMap(at -> Arbitraries.chars().all().map(c -> text.substring(0, at) + c + text.substring(at))));
        Arbitrary<String> cut = valid.flatMap(text -> Arbitraries.integers().between(0, text.length())
                .map(at -> text.substring(0, at)));
        Arbitrary<String> noise = Arbitraries.strings().all().ofMaxLength(80);
        Arbitrary<String> controls = Arbitraries.strings().withChars("\u0000\u001b[2J\r\n\t\u0085\u2028\u00ff d4p")
                .ofMaxLength(40);
        Arbitrary<String> huge = Arbitraries.strings().withChars("xd4/ \n").ofMinLength(1_000).ofMaxLength(5_000);
        Arbitrary<String> bom = valid.map(text -> "\uFEFF" + text);
        return Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(3, valid), net.jqwik.api.Tuple.of(6, mutated), net.jqwik.api.Tuple.of(3, cut),
                net.jqwik.api.Tuple.of(3, noise), net.jqwik.api.Tuple.of(3, controls), net.jqwik.api.Tuple.of(1, huge),
                net.jqwik.api.Tuple.of(1, bom));
    }
}
