package io.github.shogunsdk.api.internal;

import static io.github.shogunsdk.api.internal.TextArbitraries.assertOneLine;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.BareKingRule;
import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Direction;
import io.github.shogunsdk.api.DrawReason;
import io.github.shogunsdk.api.PieceKind;
import io.github.shogunsdk.api.RefusalReason;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Shape;
import io.github.shogunsdk.api.StopReason;
import io.github.shogunsdk.api.StrengthLevel;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.api.WinReason;
import java.util.List;
import java.util.Locale;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * The one spelling of enum constants as words ({@link Words}): every constant's word reads back to
 * it; any text reads to the constant whose word it is exactly, or is refused on one line; and the
 * notations that spell constants (strength levels, variants, the bare-king option) agree with it.
 */
class WordsPropertiesTest {

    private static final List<Class<? extends Enum<?>>> ENUMS = List.of(Colour.class, WinReason.class,
            DrawReason.class, RefusalReason.class, StopReason.class, Variant.class, BareKingRule.class,
            StrengthLevel.class, PieceKind.class, Direction.class, Shape.class);

    @Test
    void everyWordReadsBackToItsConstant() {
        for (Class<? extends Enum<?>> type : ENUMS) {
            for (Enum<?> constant : type.getEnumConstants()) {
                String word = Words.word(constant);
                // The spelling the JSON modules have always written.
                assertEquals(constant.name().toLowerCase(Locale.ROOT).replace('_', '-'), word);
                assertSame(constant, find(type, word));
                assertSame(constant, byName(type, constant.name()));
            }
        }
        assertEquals("king-captured", Words.word(WinReason.KING_CAPTURED));
        assertEquals("\"white\", \"red\"", Words.allowed(Colour.values()));
    }

    @Property(tries = 2000)
    void anyTextIsAWordOrRefusedOnOneLine(@ForAll("texts") String text) {
        for (Class<? extends Enum<?>> type : ENUMS) {
            Enum<?> found = find(type, text);
            if (found != null) {
                assertEquals(text, Words.word(found));
                continue;
            }
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> parse(type, text));
            assertOneLine(e.getMessage());
            assertTrue(e.getMessage().startsWith("expected a constant (" + Words.allowed(type.getEnumConstants()) + "), found "),
                    e.getMessage());
        }
    }

    /** The notations that name constants read exactly the words, in any ASCII letter case. */
    @Property(tries = 2000)
    void theNotationsAgreeWithTheWords(@ForAll("texts") String text) {
        String lower = AsciiCase.lower(text);
        StrengthLevel level = Words.find(StrengthLevel.values(), lower);
        try {
            assertSame(level, StrengthLevel.parse(text));
        } catch (IllegalArgumentException e) {
            assertNull(level, e.getMessage());
        }
        // A variant's name, like every notation, may start with a byte-order mark.
        Variant variant = Words.find(Variant.values(), lower.startsWith("\uFEFF") ? lower.substring(1) : lower);
        try {
            assertSame(variant, Variant.parse(text));
        } catch (IllegalArgumentException e) {
            assertNull(variant, e.getMessage());
        }
        BareKingRule bareKing = Words.find(BareKingRule.values(), lower);
        if (!text.contains(" ")) {
            try {
                assertSame(bareKing, RuleSet.parse("standard bare-king=" + text).bareKing());
            } catch (IllegalArgumentException e) {
                assertNull(bareKing, e.getMessage());
            }
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Enum<?> find(Class<? extends Enum<?>> type, String word) {
        return Words.find((Enum[]) type.getEnumConstants(), word);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Enum<?> parse(Class<? extends Enum<?>> type, String word) {
        return Words.parse((Enum[]) type.getEnumConstants(), word, "a constant");
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Enum<?> byName(Class<? extends Enum<?>> type, String name) {
        return Words.byName((Enum[]) type.getEnumConstants(), name);
    }

    @Provide
    Arbitrary<String> texts() {
        return TextArbitraries.around("king-captured", "white", "red", "club", "Club", "KOTH", "koth", "UL",
                "king-and-one-pawn", "king-alone", "KING_ALONE", "clu\u212Ab", "\u017Ftrong", "wrong-distance");
    }
}
