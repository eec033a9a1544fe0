package io.github.shogunsdk.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class EnergyModelTest {

    /** The standard layout of docs/RULES.md §6, rank 8 first, typed in by hand. */
    private static final int[][] STANDARD = {
        {4, 2, 3, 1, 3, 3, 1, 3},
        {1, 1, 2, 3, 4, 1, 2, 4},
        {2, 4, 1, 1, 2, 3, 2, 4},
        {4, 4, 1, 1, 2, 3, 2, 1},
        {4, 3, 2, 3, 1, 1, 2, 4},
        {1, 2, 3, 3, 3, 4, 4, 2},
        {3, 2, 3, 4, 2, 1, 4, 1},
        {4, 3, 2, 4, 1, 4, 3, 2},
    };

    private static int standard(int x, int y) {
        return STANDARD[8 - y][x - 1];
    }

    @Test
    void standardLayoutMatchesTheRules() {
        MagnetLayout layout = MagnetLayout.standard();
        for (Square square : Square.all()) {
            assertEquals(standard(square.x(), square.y()), layout.valueAt(square), square.toString());
        }
    }

    @Test
    void turningClockwiseReadsTheUnturnedLayoutAtNineMinusYX() {
        EnergyModel.Magnetic r90 = (EnergyModel.Magnetic) EnergyModel.magnetic(Rotation.R90);
        EnergyModel.Magnetic r180 = (EnergyModel.Magnetic) EnergyModel.magnetic(Rotation.R180);
        EnergyModel.Magnetic r270 = (EnergyModel.Magnetic) EnergyModel.magnetic(Rotation.R270);
        for (Square s : Square.all()) {
            int x = s.x();
            int y = s.y();
            assertEquals(standard(9 - y, x), r90.magnetAt(s), "90 at " + s);
            assertEquals(standard(9 - x, 9 - y), r180.magnetAt(s), "180 at " + s);
            assertEquals(standard(y, 9 - x), r270.magnetAt(s), "270 at " + s);
        }
        assertEquals(2, r90.magnetAt(Square.parse("a1")));
    }

    @Test
    void kingsTakeTwoOnEvenMagnetsAndOneOnOdd() {
        EnergyModel magnetic = EnergyModel.magnetic();
        assertEquals(OptionalInt.of(2), magnetic.landingEnergy(PieceKind.KING, Square.parse("d1")));
        assertEquals(OptionalInt.of(4), magnetic.landingEnergy(PieceKind.PAWN, Square.parse("d1")));
        assertEquals(OptionalInt.of(1), magnetic.landingEnergy(PieceKind.KING, Square.parse("d3")));
        assertEquals(OptionalInt.of(3), magnetic.landingEnergy(PieceKind.PAWN, Square.parse("d3")));
        assertEquals(OptionalInt.empty(), EnergyModel.fixed().landingEnergy(PieceKind.PAWN, Square.parse("d3")));
        assertEquals(OptionalInt.empty(), EnergyModel.random(7).landingEnergy(PieceKind.PAWN, Square.parse("d3")));
    }

    @ParameterizedTest
    @ValueSource(strings = {"fixed", "magnetic", "magnetic 90", "magnetic 180", "magnetic 270", "random 42", "random -3",
        "magnetic 1111111122222222333333334444444411111111222222223333333344444444",
        "magnetic 1111111122222222333333334444444411111111222222223333333344444444 270"})
    void textFormRoundTrips(String text) {
        assertEquals(text, EnergyModel.parse(text).toString());
    }

    @Test
    void customLayoutsMayBeReadWithSlashesAndAreWrittenWithout() {
        String slashed = "magnetic 11111111/22222222/33333333/44444444/11111111/22222222/33333333/44444444 270";
        String plain = "magnetic 1111111122222222333333334444444411111111222222223333333344444444 270";
        assertEquals(EnergyModel.parse(plain), EnergyModel.parse(slashed));
        assertEquals(plain, EnergyModel.parse(slashed).toString());
    }

    @Test
    void parsingAcceptsCaseAndColon() {
        assertEquals(EnergyModel.magnetic(Rotation.R90), EnergyModel.parse("Magnetic:90"));
        assertEquals(EnergyModel.random(42), EnergyModel.parse("RANDOM 42"));
        assertEquals(EnergyModel.magnetic(), EnergyModel.parse("magnetic 0"));
    }

    @ParameterizedTest(name = "{0} -> index {1}")
    @CsvSource(delimiter = '|', value = {"|0", "heavy|0", "fixed 3|5", "random|6", "random x|7", "magnetic 45|9",
        "magnetic 90 90|11", "magnetic 1111/2|13"})
    void malformedModelsNameTheBadPart(String text, int index) {
        String input = text == null ? "" : text;
        NotationException e = assertThrows(NotationException.class, () -> EnergyModel.parse(input));
        assertEquals(index, e.getErrorIndex(), e.getMessage());
    }

    @Test
    void rotationsAreQuarterTurns() {
        assertEquals(Rotation.R270, Rotation.of(270));
        assertThrows(IllegalArgumentException.class, () -> Rotation.of(45));
        assertEquals(Square.parse("h1"), Rotation.R90.sourceOf(Square.parse("a1")));
    }
}
