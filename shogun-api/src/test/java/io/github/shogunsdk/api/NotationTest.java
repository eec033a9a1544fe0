package io.github.shogunsdk.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

class NotationTest {

    @Test
    void initialPositionReadsAsRulesDescribeIt() {
        Position start = Position.parse(Position.INITIAL_SPN);
        assertEquals(Piece.of(PieceKind.KING, Colour.WHITE, 2), start.pieceAt(Square.parse("d1")).orElseThrow());
        assertEquals(Piece.of(PieceKind.KING, Colour.RED, 1), start.pieceAt(Square.parse("e8")).orElseThrow());
        assertEquals(Piece.of(PieceKind.PAWN, Colour.WHITE, 4), start.pieceAt(Square.parse("a1")).orElseThrow());
        assertEquals(Piece.of(PieceKind.PAWN, Colour.RED, 3), start.pieceAt(Square.parse("h8")).orElseThrow());
        assertEquals(7, start.count(Colour.WHITE, PieceKind.PAWN));
        assertEquals(7, start.count(Colour.RED, PieceKind.PAWN));
        assertEquals(Colour.WHITE, start.sideToMove());
        assertEquals(0, start.quietPlies());
        assertEquals(1, start.moveNumber());
        assertEquals(Position.INITIAL_SPN, start.toString());
    }

    @Test
    void countersAreOptionalAndWrittenOnlyWhenNotDefault() {
        Position p = Position.parse("8/8/8/8/8/8/8/3K2P13 r 12 30");
        assertEquals(12, p.quietPlies());
        assertEquals(30, p.moveNumber());
        assertEquals(Colour.RED, p.sideToMove());
        assertEquals("8/8/8/8/8/8/8/3K2P13 r 12 30", p.toString());
        assertEquals("8/8/8/8/8/8/8/8 w", Position.parse("8/8/8/8/8/8/8/8 w 0 1").toString());
    }

    @Test
    void countersReachTheLargestInt() {
        Position p = Position.parse("8/8/8/8/8/8/8/8 w 2147483647 2147483647");
        assertEquals(Integer.MAX_VALUE, p.quietPlies());
        assertEquals(Integer.MAX_VALUE, p.moveNumber());
        assertEquals("8/8/8/8/8/8/8/8 w 2147483647 2147483647", p.toString());
    }

    @Test
    void positionsMayHoldMoreThanSevenPawns() {
        Position p = Position.parse("P1P1P1P1P1P1P1P1/8/8/8/8/8/8/8 w");
        assertEquals(8, p.count(Colour.WHITE, PieceKind.PAWN));
        assertFalse(p.hasStandardMaterial());
        assertTrue(Position.initial().hasStandardMaterial());
        assertEquals("P1P1P1P1P1P1P1P1/8/8/8/8/8/8/8 w", p.toString());
    }

    @Test
    void energyDigitFollowsThePieceLetter() {
        Position p = Position.parse("K21p35/8/8/8/8/8/8/8 w");
        assertEquals(Piece.of(PieceKind.KING, Colour.WHITE, 2), p.pieceAt(Square.parse("a8")).orElseThrow());
        assertTrue(p.pieceAt(Square.parse("b8")).isEmpty());
        assertEquals(Piece.of(PieceKind.PAWN, Colour.RED, 3), p.pieceAt(Square.parse("c8")).orElseThrow());
    }

    @ParameterizedTest(name = "{0} -> index {1}")
    @CsvSource(delimiter = '|', value = {
        "8/8/8/8/8/8/8/7 w|15|rank 1 has 7 squares, expected 8",
        "9/8/8/8/8/8/8/8 w|0|expected a piece letter",
        "8/8/8/8/8/8/8/8 x|16|expected the side to move",
        "8/8/8/8/8/8/8/8|15|expected a space before the side to move",
        "8/8/8/8/8/8/8 w|13|expected '/' before rank 1",
        "K3/8/8/8/8/8/8/8 w|1|expected the energy of 'K', a digit 1-2",
        "P57/8/8/8/8/8/8/8 w|1|expected the energy of 'P', a digit 1-4",
        "P/8/8/8/8/8/8/8 w|1|expected the energy of 'P'",
        "44P1/8/8/8/8/8/8/8 w|2|rank 8 has more than 8 squares",
        "53P1/8/8/8/8/8/8/8 w|2|rank 8 has more than 8 squares",
        "K1K16/8/8/8/8/8/8/8 w|2|white has more than one king",
        "8/8/8/8/8/8/8/8 w 0 12345678901|30|expected the move number to have at most 10 digits",
        "8/8/8/8/8/8/8/8 w 0 2147483648|20|expected the move number to be at most 2147483647",
        "x7/8/8/8/8/8/8/8 w|0|found 'x'",
        "8/8/8/8/8/8/8/8 w 5|19|expected a space before the move number",
        "8/8/8/8/8/8/8/8 w 5 0|20|expected the move number of 1 or more",
        "8/8/8/8/8/8/8/8 w a 1|18|expected the quiet-ply counter",
        "'8/8/8/8/8/8/8/8 w 0 1 '|21|expected the end of the position",
        "8/8/8/8/8/8/8/8  w|16|expected the side to move",
    })
    void malformedPositionsNameTheFirstBadCharacter(String spn, int index, String expected) {
        NotationException e = assertThrows(NotationException.class, () -> Position.parse(spn));
        assertEquals(index, e.getErrorIndex(), e.getMessage());
        assertEquals(spn, e.getParsedString());
        assertTrue(e.getMessage().contains(expected), e.getMessage());
        assertTrue(e.getMessage().startsWith("bad position at index " + index + " of \""), e.getMessage());
        assertFalse(e.getMessage().contains("\n"));
    }

    @Test
    void nullAndControlCharactersGiveOneLineErrors() {
        assertThrows(NullPointerException.class, () -> Position.parse(null));
        NotationException e = assertThrows(NotationException.class, () -> Position.parse("8/8\n/8"));
        assertEquals(3, e.getErrorIndex());
        assertFalse(e.getMessage().contains("\n"), e.getMessage());
    }

    @ParameterizedTest
    @CsvSource({"d1d3,d1,d3", "d1-d3,d1,d3", "d1xd3,d1,d3", "D1XD3+,d1,d3", "d4b6#,d4,b6", "h8a8,h8,a8"})
    void moveTextAcceptsTheInputForms(String text, String from, String to) {
        Move move = Move.parse(text);
        assertEquals(Square.parse(from), move.from());
        assertEquals(Square.parse(to), move.to());
        assertEquals(from + to, move.toString());
    }

    @ParameterizedTest(name = "{0} -> index {1}")
    @CsvSource(delimiter = '|', value = {"|0", "d|1", "d1|2", "d1d|3", "d1-|3", "d1d3!|4", "d1d3++|5", "z1d3|0", "d0d3|1",
        "d1d1|2", "d1 d3|2", "d1xxd3|3"})
    void malformedMovesNameTheFirstBadCharacter(String text, int index) {
        String input = text == null ? "" : text;
        NotationException e = assertThrows(NotationException.class, () -> Move.parse(input));
        assertEquals(index, e.getErrorIndex(), e.getMessage());
    }
}
