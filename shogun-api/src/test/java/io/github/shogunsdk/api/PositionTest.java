package io.github.shogunsdk.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PositionTest {

    @Test
    void editingReturnsNewPositionsAndLeavesTheOriginal() {
        Position start = Position.initial();
        Position edited = start.without(Square.parse("a1")).with(Square.parse("d4"), Piece.of(PieceKind.PAWN, Colour.WHITE, 2));
        assertTrue(start.pieceAt(Square.parse("a1")).isPresent());
        assertTrue(edited.pieceAt(Square.parse("a1")).isEmpty());
        assertEquals(Piece.of(PieceKind.PAWN, Colour.WHITE, 2), edited.pieceAt(Square.parse("d4")).orElseThrow());
        assertEquals(Position.INITIAL_SPN, start.toString());
        assertNotEquals(start, edited);
    }

    @Test
    void aSecondKingIsRefusedButMorePawnsAreAllowed() {
        Position start = Position.initial();
        Piece secondKing = Piece.of(PieceKind.KING, Colour.WHITE, 1);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> start.with(Square.parse("d4"), secondKing));
        assertEquals("white has more than one king", e.getMessage());
        Piece eighthPawn = Piece.of(PieceKind.PAWN, Colour.RED, 1);
        Position eightPawns = start.with(Square.parse("d4"), eighthPawn);
        assertEquals(8, eightPawns.count(Colour.RED, PieceKind.PAWN));
        assertFalse(eightPawns.hasStandardMaterial());
        assertTrue(start.hasStandardMaterial());
        assertThrows(IllegalArgumentException.class, () -> start.withCounters(-1, 1));
        assertThrows(IllegalArgumentException.class, () -> start.withCounters(0, 0));
    }

    @Test
    void queriesDescribeTheBoard() {
        Position p = Position.parse("3p44/8/8/1P36/3p43P1/3P21P12/8/8 w");
        assertEquals(List.of(Square.parse("b5"), Square.parse("d3"), Square.parse("f3"), Square.parse("h4")), p.squaresOf(Colour.WHITE));
        assertTrue(p.king(Colour.WHITE).isEmpty());
        assertEquals(2, p.count(Colour.RED, PieceKind.PAWN));
        Map<Square, Piece> pieces = p.pieces();
        assertEquals(6, pieces.size());
        assertEquals(Square.parse("b5"), pieces.keySet().iterator().next());
        assertEquals(Square.parse("e8"), Position.initial().king(Colour.RED).orElseThrow());
    }

    @Test
    void equalPositionsHaveEqualHashes() {
        Position a = Position.parse("8/8/8/8/8/8/8/3K2P13 r 12 30");
        Position b = Position.of(Map.of(Square.parse("d1"), Piece.of(PieceKind.KING, Colour.WHITE, 2),
                Square.parse("e1"), Piece.of(PieceKind.PAWN, Colour.WHITE, 1)), Colour.RED, 12, 30);
        assertEquals(a, b);
        assertEquals(a.hashCode(), b.hashCode());
        assertNotEquals(a, b.withSideToMove(Colour.WHITE));
    }

    @Test
    void piecesValidateTheirEnergy() {
        assertThrows(IllegalArgumentException.class, () -> Piece.of(PieceKind.KING, Colour.RED, 3));
        assertThrows(IllegalArgumentException.class, () -> Piece.of(PieceKind.PAWN, Colour.RED, 0));
        assertEquals("p4", Piece.of(PieceKind.PAWN, Colour.RED, 4).toString());
        assertEquals("K1", Piece.of(PieceKind.KING, Colour.WHITE, 1).toString());
    }

    @Test
    void ruleSetsParseAndDescribeThemselves() {
        assertEquals(Variant.KOTH, RuleSet.parse("KotH").variant());
        NotationException e = assertThrows(NotationException.class, () -> RuleSet.parse("chess"));
        assertEquals(0, e.getErrorIndex());
        assertEquals("bad rule set at index 0 of \"chess\": expected standard, coursework or koth, found \"chess\"",
                e.getMessage());
        NotationException option = assertThrows(NotationException.class, () -> RuleSet.parse("koth quiet-plies=1x"));
        assertEquals(18, option.getErrorIndex(), option.getMessage());
        assertEquals(Integer.MAX_VALUE, RuleSet.parse("standard quiet-plies=2147483647").quietPlyLimit());
        assertThrows(NotationException.class, () -> RuleSet.parse("standard quiet-plies=2147483648"));
        // Options ignore ASCII case only: a dotless i (U+0131), upper-cased "I" by Java, is no "i".
        assertEquals(7, RuleSet.parse("koth Quiet-PLIES=7").quietPlyLimit());
        NotationException dotless = assertThrows(NotationException.class, () -> RuleSet.parse("koth qu\u0131et-plies=7"));
        assertEquals(5, dotless.getErrorIndex(), dotless.getMessage());
        NotationException variant = assertThrows(NotationException.class, () -> Variant.parse("chess"));
        assertEquals(0, variant.getErrorIndex());
        RuleSet custom = RuleSet.of(Variant.KOTH).withBareKing(BareKingRule.KING_AND_ONE_PAWN).withQuietPlyLimit(0);
        assertEquals("koth bare-king=king-and-one-pawn quiet-plies=0", custom.toString());
        assertEquals(RuleSet.standard(), RuleSet.parse("standard"));
        assertThrows(IllegalArgumentException.class, () -> RuleSet.standard().withQuietPlyLimit(-1));
    }

    @Test
    void outcomesReadAsSentences() {
        assertEquals("White wins by checkmate", new Outcome.Win(Colour.WHITE, WinReason.CHECKMATE).toString());
        assertEquals("Red wins by bare king", new Outcome.Win(Colour.RED, WinReason.BARE_KING).toString());
        assertEquals("Draw by threefold repetition", new Outcome.Draw(DrawReason.REPETITION).toString());
        assertEquals(false, Outcome.ongoing().isOver());
        Outcome hill = Outcome.win(Colour.RED, WinReason.HILL);
        assertEquals(Colour.RED, hill instanceof Outcome.Win win ? win.winner() : null);
        assertEquals(new Outcome.Win(Colour.RED, WinReason.HILL), hill);
        assertEquals("0-1", hill.result());
        assertEquals("1-0", Outcome.win(Colour.WHITE, WinReason.CHECKMATE).result());
        assertEquals("1/2-1/2", Outcome.draw(DrawReason.REPETITION).result());
        assertEquals("*", Outcome.ongoing().result());
    }
}
