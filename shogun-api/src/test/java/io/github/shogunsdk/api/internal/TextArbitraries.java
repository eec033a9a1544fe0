package io.github.shogunsdk.api.internal;

import static org.junit.jupiter.api.Assertions.assertTrue;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Tuple;

/**
 * Any text, for the properties of the rules' single implementations: near misses of valid text,
 * control characters and escape sequences, characters beyond ASCII (letters that fold to ASCII
 * ones among them), surrogates, and very long input.
 */
final class TextArbitraries {

    /** The SDK's own words plus at most 60 characters of input and their escapes. */
    static final int MAX_MESSAGE = 600;

    private TextArbitraries() {
    }

    /** Texts built around some valid ones. */
    static Arbitrary<String> around(String... valid) {
        Arbitrary<String> good = Arbitraries.of(valid);
        Arbitrary<String> mutated = good.flatMap(text -> Arbitraries.integers().between(0, text.length())
                .flatMap(at -> Arbitraries.chars().all().map(c -> text.substring(0, at) + c + text.substring(at))));
        Arbitrary<String> cut = good.flatMap(text -> Arbitraries.integers().between(0, text.length())
                .map(at -> text.substring(0, at)));
        Arbitrary<String> tricky = Arbitraries.strings()
                .withChars("\u0000\u001b[2J\r\n\t\u0085\u2028\u2029\u00ff\u017f\u212a\u0131\ud83d\ude00 aAzZ_-:x+#19")
                .ofMaxLength(40);
        Arbitrary<String> noise = Arbitraries.strings().all().ofMaxLength(80);
        Arbitrary<String> huge = Arbitraries.strings().withChars("xd4 \n\u001b\u00e9").ofMinLength(1_000).ofMaxLength(5_000);
        return Arbitraries.frequencyOf(Tuple.of(3, good), Tuple.of(6, mutated), Tuple.of(3, cut), Tuple.of(3, tricky),
                Tuple.of(3, noise), Tuple.of(1, huge));
    }

    /** Asserts a message fit for a user: one line, no control character, short whatever the input. */
    static void assertOneLine(String message) {
        assertTrue(!message.isEmpty() && message.length() <= MAX_MESSAGE, "a message of " + message.length()
                + " characters");
        for (int i = 0; i < message.length(); i++) {
            char c = message.charAt(i);
            assertTrue(c >= 0x20 && (c < 0x7f || c > 0x9f) && c != '\u2028' && c != '\u2029',
                    "control character U+" + Integer.toHexString(c) + " in: " + message);
        }
    }
}
