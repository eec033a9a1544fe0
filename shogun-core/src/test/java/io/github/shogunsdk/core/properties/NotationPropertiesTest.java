package io.github.shogunsdk.core.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.MagnetLayout;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.NotationException;
import java.util.List;
import java.util.function.Function;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;

/** SPN round trips (§8), and every parser fails only with a {@link NotationException} that points into its input. */
class NotationPropertiesTest {

    /** Characters that matter to the notations, plus a few that never do. */
    private static final String ALPHABET = "KPkpwrx-+#/: 0123456789abcdefghABCDEFGHfixedmagnticrandom\t\u00e9\u0000";

    @Provide
    Arbitrary<Position> positions() {
        return PositionArbitraries.positions();
    }

    @Property(tries = 500)
    void positionToStringParsesBackToAnEqualPosition(@ForAll("positions") Position p) {
        assertEquals(p, Position.parse(p.toString()), () -> "round trip of " + p);
    }

    @Property(tries = 500)
    void canonicalSpnWrittenFromTheRulesTextParsesAndPrintsBackUnchanged(@ForAll("positions") Position p) {
        String spn = Boards.spn(p.pieces(), p.sideToMove(), p.quietPlies(), p.moveNumber());
        Position parsed = Position.parse(spn);
        assertEquals(spn, parsed.toString());
        assertEquals(p, parsed, spn);
    }

    @Property(tries = 200)
    void defaultCountersMayBeWrittenOrLeftOut(@ForAll("positions") Position p) {
        String bare = Boards.spn(p.pieces(), p.sideToMove(), 0, 1);
        assertEquals(Position.parse(bare), Position.parse(bare + " 0 1"), bare);
        assertEquals(bare, Position.parse(bare + " 0 1").toString(), bare);
    }

    // ------------------------------------------------------------------ byte-order mark

    @Property(tries = 500)
    void aLeadingByteOrderMarkGivesTheSamePosition(@ForAll("positions") Position p) {
        String spn = p.toString();
        assertEquals(Position.parse(spn), Position.parse("\uFEFF" + spn), spn);
        assertEquals(p, Position.parse("\uFEFF" + spn), spn);
    }

    @Property(tries = 500)
    void aLeadingByteOrderMarkGivesTheSameMoveAndSquare(@ForAll("moveTexts") String text) {
        assertEquals(Move.parse(text), Move.parse("\uFEFF" + text), text);
        String square = text.substring(0, 2);
        assertEquals(Square.parse(square), Square.parse("\uFEFF" + square), square);
    }

    /** Moves in every input form: separators, marks and letter case. */
    @Provide
    Arbitrary<String> moveTexts() {
        return Combinators.combine(Arbitraries.of(Square.all()), Arbitraries.of(Square.all()),
                        Arbitraries.of("", "-", "x", "X"), Arbitraries.of("", "+", "#"), Arbitraries.of(false, true))
                .filter((a, b, sep, mark, upper) -> !a.equals(b))
                .as((a, b, sep, mark, upper) -> upper ? (a + sep + b + mark).toUpperCase(java.util.Locale.ROOT)
                        : a + sep + b + mark);
    }

    // ------------------------------------------------------------------ robustness

    @Provide
    Arbitrary<String> arbitraryText() {
        return Arbitraries.oneOf(
                Arbitraries.strings().ofMaxLength(80),
                Arbitraries.strings().withChars(ALPHABET).ofMaxLength(80));
    }

    @Provide
    Arbitrary<String> mutatedSpn() {
        return mutated(positions().map(Position::toString));
    }

    @Provide
    Arbitrary<String> mutatedMoves() {
        return mutated(Combinators.combine(Arbitraries.of(Square.all()), Arbitraries.of(Square.all()),
                        Arbitraries.of("", "-", "x", "X"), Arbitraries.of("", "+", "#"))
                .as((a, b, sep, mark) -> a + sep + b + mark));
    }

    @Provide
    Arbitrary<String> mutatedEnergyModels() {
        return mutated(Arbitraries.of("fixed", "magnetic", "magnetic 90", "magnetic:180", "random 42", "RANDOM -7",
                "magnetic 42313313/11234124/24112324/44112321/43231124/12333442/32342141/43241432 270"));
    }

    /** Valid text with 1-4 characters inserted, deleted or replaced. */
    private static Arbitrary<String> mutated(Arbitrary<String> valid) {
        Arbitrary<int[]> edit = Combinators.combine(Arbitraries.integers().between(0, 2),
                        Arbitraries.integers().between(0, 1000), Arbitraries.chars().with(ALPHABET.toCharArray()))
                .as((op, at, c) -> new int[] {op, at, c});
        return Combinators.combine(valid, edit.list().ofMinSize(1).ofMaxSize(4)).as(NotationPropertiesTest::apply);
    }

    private static String apply(String text, List<int[]> edits) {
        StringBuilder out = new StringBuilder(text);
        for (int[] edit : edits) {
            int at = edit[1] % (out.length() + 1);
            char c = (char) edit[2];
            if (edit[0] == 0) {
                out.insert(at, c);
            } else if (at < out.length()) {
                if (edit[0] == 1) {
                    out.deleteCharAt(at);
                } else {
                    out.setCharAt(at, c);
                }
            }
        }
        return out.toString();
    }

    @Property(tries = 1000)
    void parsersThrowOnlyNotationExceptionOnArbitraryText(@ForAll("arbitraryText") String text) {
        assertOnlyNotationException(text, Position::parse);
        assertOnlyNotationException(text, Move::parse);
        assertOnlyNotationException(text, Square::parse);
        assertOnlyNotationException(text, EnergyModel::parse);
        assertOnlyNotationException(text, MagnetLayout::parse);
        assertOnlyNotationException(text, RuleSet::parse);
        assertOnlyNotationException(text, Variant::parse);
        assertOnlyNotationException(text, Piece::parse);
    }

    @Provide
    Arbitrary<String> mutatedRuleSets() {
        return mutated(Arbitraries.of("standard", "koth", "coursework", "koth bare-king=king-and-one-pawn quiet-plies=0",
                "standard repetition=off quiet-plies=2147483647", "coursework bare-king=king-alone repetition=on"));
    }

    @Property(tries = 500)
    void ruleSetParseThrowsOnlyNotationExceptionOnMutatedRuleSets(@ForAll("mutatedRuleSets") String text) {
        RuleSet parsed = assertOnlyNotationException(text, RuleSet::parse);
        if (parsed != null) {
            assertEquals(parsed, RuleSet.parse(parsed.toString()), text);
        }
    }

    @Property(tries = 1000)
    void positionParseThrowsOnlyNotationExceptionOnMutatedSpn(@ForAll("mutatedSpn") String text) {
        Position parsed = assertOnlyNotationException(text, Position::parse);
        if (parsed != null) {
            assertEquals(parsed, Position.parse(parsed.toString()), text);
        }
    }

    @Property(tries = 500)
    void moveParseThrowsOnlyNotationExceptionOnMutatedMoves(@ForAll("mutatedMoves") String text) {
        Move parsed = assertOnlyNotationException(text, Move::parse);
        if (parsed != null) {
            assertEquals(parsed, Move.parse(parsed.toString()), text);
        }
        assertOnlyNotationException(text.length() > 2 ? text.substring(0, 2) : text, Square::parse);
    }

    @Property(tries = 500)
    void energyModelParseThrowsOnlyNotationExceptionOnMutatedModels(@ForAll("mutatedEnergyModels") String text) {
        EnergyModel parsed = assertOnlyNotationException(text, EnergyModel::parse);
        if (parsed != null) {
            assertEquals(parsed, EnergyModel.parse(parsed.toString()), text);
        }
    }

    /** Returns the parsed value, or null after checking the NotationException names the input and an index in it. */
    private static <T> T assertOnlyNotationException(String text, Function<String, T> parser) {
        try {
            return parser.apply(text);
        } catch (NotationException e) {
            assertEquals(text, e.getParsedString(), "parsed string of " + e.getMessage());
            assertTrue(e.getErrorIndex() >= 0 && e.getErrorIndex() <= text.length(),
                    "error index " + e.getErrorIndex() + " outside 0.." + text.length() + ": " + e.getMessage());
            return null;
        } catch (RuntimeException e) {
            fail("parsing \"" + text + "\" threw " + e, e);
            return null;
        }
    }
}
