package io.github.shogunsdk.core.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.RecordException;
import io.github.shogunsdk.api.Shogun;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * Reading arbitrary text as a game record: it is either a record or a {@link RecordException}
 * whose message is one line, free of control characters, short whatever the input, and quotes no
 * more of the text than the offending token — never another exception.
 */
class RecordSafetyPropertiesTest {

    private static final int MAX_MESSAGE = 600;

    @Property(tries = 2000)
    void recordsReadOrFailSafely(@ForAll("records") String text) {
        try {
            Game game = Shogun.readGame(text);
            assertEquals(game.toSgn(), Shogun.readGame(game.toSgn()).toSgn());
        } catch (RecordException e) {
            assertTrue(e.getErrorIndex() >= 0 && e.getErrorIndex() <= text.length(), "index " + e.getErrorIndex());
            assertTrue(e.getLine() >= 1 && e.getColumn() >= 1);
            assertSafe(e.getMessage());
        }
    }

    @Test
    void aFileThatIsNoRecordIsNotEchoed() {
        String secret = "root:x:0:0:root:/root:/bin/bash\ndaemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin\n";
        RecordException e = org.junit.jupiter.api.Assertions.assertThrows(RecordException.class,
                () -> Shogun.readGame(secret));
        assertEquals("bad record at line 1, column 1: move 1: expected a move such as d1d3, a move number, a comment "
                + "or a result, found \"root:x:0:0:root:/root:/bin/bash\"", e.getMessage());
        assertTrue(!e.getMessage().contains("daemon"));
    }

    @Test
    void aByteOrderMarkAndCarriageReturnsAreAccepted() {
        Game game = Shogun.readGame("\uFEFF[White \"Ann\"]\r\n\r\n1. d1d3:1 e8e7:2\r\n*\r\n");
        assertEquals("Ann", game.tag("White").orElseThrow());
        assertEquals(2, game.history().size());
    }

    static void assertSafe(String message) {
        assertTrue(message.length() <= MAX_MESSAGE, "a message of " + message.length() + " characters");
        for (int i = 0; i < message.length(); i++) {
            char c = message.charAt(i);
            assertTrue(c >= 0x20 && (c < 0x7f || c > 0x9f) && c != '\u2028' && c != '\u2029',
                    "control character U+" + Integer.toHexString(c) + " in: " + message);
        }
    }

    @Provide
    Arbitrary<String> records() {
        Arbitrary<String> valid = Arbitraries.of("1. d1d3:1 e8e7:2 *", "[White \"A\"]\n\n1. d1d3 *",
                "[Rules \"koth\"]\n[Energy \"fixed\"]\n\n1. d1d3 e8e7 2. d3e4 1-0", "1. d1d3:1 0-1",
                "[Energy \"random 42\"]\n\n1. d1d3:2 *", "1.d1d3 {a comment} ; to the end\ne8e7 *");
        Arbitrary<String> mutated = valid.flatMap(text -> Arbitraries.integers().between(0, text.length())
                .flatMap(at -> Arbitraries.chars().all().map(c -> text.substring(0, at) + c + text.substring(at))));
        Arbitrary<String> cut = valid.flatMap(text -> Arbitraries.integers().between(0, text.length())
                .map(at -> text.substring(0, at)));
        Arbitrary<String> noise = Arbitraries.strings().all().ofMaxLength(120);
        Arbitrary<String> controls = Arbitraries.strings().withChars("\u0000\u001b[2J\r\n\t\u0085\u2028{}\"d1d3 ")
                .ofMaxLength(60);
        Arbitrary<String> longTokens = Arbitraries.strings().withChars("xd13[]\"").ofMinLength(500).ofMaxLength(3_000);
        return Arbitraries.frequencyOf(net.jqwik.api.Tuple.of(2, valid), net.jqwik.api.Tuple.of(6, mutated),
                net.jqwik.api.Tuple.of(2, cut), net.jqwik.api.Tuple.of(2, noise), net.jqwik.api.Tuple.of(2, controls),
                net.jqwik.api.Tuple.of(1, longTokens));
    }
}
