package io.github.shogunsdk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.MovePath;
import io.github.shogunsdk.api.NotationException;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.Rotation;
import io.github.shogunsdk.api.Score;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.json.contract.ModulePath;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The layer's own entry point: its types, its exception and the numbers it takes. */
class ShogunJsonTest {

    @Test
    void theExceptionsExample() {
        JsonShapeException e = assertThrows(JsonShapeException.class, () ->
                ShogunJson.fromPlain(Map.of("mainline", List.of(Map.of("move", "d1d3"))), GameRecord.class));
        assertEquals("mainline[0]", e.getPath());
        assertEquals("expected the key \"landingEnergy\"", e.getProblem());
        assertEquals("mainline[0]: expected the key \"landingEnergy\"", e.getMessage());
    }

    @Test
    void aTextThatIsNotTheValuesTextKeepsTheApisMessageAndCause() {
        JsonShapeException e = assertThrows(JsonShapeException.class, () -> ShogunJson.fromPlain("z9", Square.class));
        assertEquals("", e.getPath());
        assertEquals("bad square at index 0 of \"z9\": expected a file letter a-h, found 'z'", e.getMessage());
        assertEquals(0, assertInstanceOf(NotationException.class, e.getCause()).getErrorIndex());
    }

    @Test
    void aPathIsShownOnOneLine() {
        JsonShapeException e = assertThrows(JsonShapeException.class,
                () -> ShogunJson.fromPlain(Map.of("tags", Map.of("Ev\nent", 3)), GameRecord.class));
        assertEquals("tags.Ev\\nent", e.getPath());
        assertFalse(e.getMessage().contains("\n"), e.getMessage());
    }

    @Test
    void theSupportedTypesAreTheApisValuesThenTheMembersOfTheSealedFamilies() {
        List<Class<?>> types = ShogunJson.supportedTypes();
        assertEquals(39, types.size());
        assertEquals(Square.class, types.get(0));
        assertEquals(io.github.shogunsdk.api.Game.class, types.get(30));
        assertEquals(List.of(MovePath.Straight.class, MovePath.Bent.class, EnergyModel.Fixed.class,
                EnergyModel.Magnetic.class, EnergyModel.Random.class, Outcome.Ongoing.class, Outcome.Win.class,
                Outcome.Draw.class), types.subList(31, 39));
        assertThrows(UnsupportedOperationException.class, () -> types.add(String.class));
    }

    @Test
    void aTypeIsTextWhenItsValuesAreWrittenAsStrings() {
        for (Class<?> type : ShogunJson.supportedTypes()) {
            boolean text = ShogunJson.isText(type);
            for (Object value : type.isEnum() ? List.of(type.getEnumConstants()) : List.of()) {
                assertEquals(text, ShogunJson.toPlain(value) instanceof String, type.getName());
            }
        }
        assertTrue(ShogunJson.isText(EnergyModel.Magnetic.class));
        assertFalse(ShogunJson.isText(Rotation.class));
        assertFalse(ShogunJson.isText(Score.class));
        assertFalse(ShogunJson.isText(String.class));
    }

    @Test
    void aValueOrTypeWithoutAShapeIsAnArgumentError() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ShogunJson.toPlain("d3"));
        assertFalse(e instanceof JsonShapeException);
        assertFalse(assertThrows(IllegalArgumentException.class, () -> ShogunJson.fromPlain("d3", String.class))
                instanceof JsonShapeException);
        assertThrows(NullPointerException.class, () -> ShogunJson.toPlain(null));
        assertThrows(NullPointerException.class, () -> ShogunJson.fromPlain("d3", null));
    }

    @Test
    void wholeNumbersComeInAnyTypeWhoseTextIsDigits() {
        Score expected = Score.ofCentipawns(35);
        for (Object n : List.of(35, 35L, (short) 35, (byte) 35, BigInteger.valueOf(35), new BigDecimal("35"))) {
            assertEquals(expected, ShogunJson.fromPlain(Map.of("centipawns", n), Score.class), n.getClass().getName());
        }
        for (Object n : List.of(35.0, new BigDecimal("35.0"), 35.0f, new BigDecimal("1E+3"))) {
            JsonShapeException e = assertThrows(JsonShapeException.class,
                    () -> ShogunJson.fromPlain(Map.of("centipawns", n), Score.class));
            assertEquals("expected \"centipawns\" as a whole number, found the number " + n, e.getMessage());
        }
        assertEquals("expected \"centipawns\" as a whole number, found the number 9223372036854775808",
                assertThrows(JsonShapeException.class, () -> ShogunJson.fromPlain(
                        Map.of("centipawns", new BigInteger("9223372036854775808")), Score.class)).getMessage());
        // The largest long, held in a BigInteger, is a count of nodes; one more is not.
        assertEquals(Long.MAX_VALUE, ShogunJson.fromPlain(Map.of("nodes", new BigInteger("9223372036854775807")),
                SearchLimits.class).nodes().getAsLong());
    }

    @Test
    void resolvesOnTheModulePathWithTheApiAlone() throws Exception {
        ModulePath path = ModulePath.resolve("io.github.shogunsdk.json", ShogunJson.class, Square.class);
        assertEquals(Set.of("io.github.shogunsdk.json", "io.github.shogunsdk.api"), path.modules());
        assertTrue(path.isNamed(ShogunJson.class.getName()));
    }

    @Test
    void unknownKeysAreRefusedOrSkipped() {
        Map<String, Object> path = Map.of("move", "d1d3", "shape", "U", "colour", "white");
        assertThrows(JsonShapeException.class, () -> ShogunJson.fromPlain(path, MovePath.class));
        assertEquals(Colour.WHITE, ShogunJson.fromPlain("white", Colour.class, UnknownKeys.SKIP));
        assertEquals("d1d3", ShogunJson.fromPlain(path, MovePath.class, UnknownKeys.SKIP).move().toString());
    }
}
