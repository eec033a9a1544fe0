package io.github.shogunsdk.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.PieceKind;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Rotation;
import io.github.shogunsdk.api.Shape;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.core.reference.Reference;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The reference model answers every docs/RULES.md example as the rules text does, so it can judge the implementation. */
class ReferenceExamplesTest extends RulesExamplesContract {

    private static Map<Square, Piece> board(Position p) {
        return new HashMap<>(p.pieces());
    }

    @Override
    protected Set<Square> reach(Position position, Square from) {
        return Reference.reach(board(position), from);
    }

    @Override
    protected Set<Square> reach(Position position, Square from, Shape shape) {
        return Reference.reach(board(position), from, shape);
    }

    @Override
    protected List<String> paths(Position position, Square from, Square to) {
        return Reference.paths(board(position), from, to).stream()
                .map(p -> p.shape() + " " + String.join(" ", p.squares().stream().map(Square::toString).toList()))
                .toList();
    }

    @Override
    protected int attackers(Position position, Square square) {
        return Reference.attackers(board(position), square).size();
    }

    @Override
    protected int defenders(Position position, Square square) {
        return Reference.defenders(board(position), square).size();
    }

    @Override
    protected Set<Square> attacked(Position position, Colour colour) {
        return Reference.attacked(board(position), colour);
    }

    @Override
    protected boolean isInCheck(Position position, Colour colour) {
        return Reference.inCheck(board(position), colour);
    }

    @Override
    protected Set<Square> legalDestinations(Position position, Square from, Variant variant) {
        return Reference.legalDestinations(board(position), from, variant);
    }

    @Override
    protected Set<String> legalMoves(Position position, Variant variant) {
        return Reference.legalMoves(position, variant);
    }

    // ------------------------------------------------------------------ §6 and the initial position

    @Test
    void magnetTableMatchesTheRulesLayoutCorners() {
        assertEquals(4, Reference.magnet(sq("a8"), 0));
        assertEquals(3, Reference.magnet(sq("h8"), 0));
        assertEquals(4, Reference.magnet(sq("a1"), 0));
        assertEquals(2, Reference.magnet(sq("h1"), 0));
        assertEquals(3, Reference.magnet(sq("d3"), 0));
        // Turned 90° clockwise, (x, y) takes the standard value at (9 - y, x): a1 takes h1's 2.
        assertEquals(2, Reference.magnet(sq("a1"), 1));
        // Turned 180°, a1 takes h8's 3.
        assertEquals(3, Reference.magnet(sq("a1"), 2));
        // Turned 270°, b1 takes a7's 1 (three turns: b1 <- h2 <- g8 <- a7).
        assertEquals(1, Reference.magnet(sq("b1"), 3));
    }

    @Test
    void initialPositionEnergiesAreTheStandardMagnets() {
        Position start = Position.initial();
        for (Map.Entry<Square, Piece> e : start.pieces().entrySet()) {
            Piece piece = e.getValue();
            int magnet = Reference.magnet(e.getKey(), 0);
            int expected = piece.kind() == PieceKind.PAWN ? magnet : magnet % 2 == 0 ? 2 : 1;
            assertEquals(expected, piece.energy(), e.getKey().toString());
        }
    }

    @Test
    void initialPositionHas27LegalMovesCountedByHand() {
        // a1: a5 b4 c3 d2; b1: a3 b4 c3 d2; c1: b2 c3 d2; d1: c2 d3 e2; e1: e2;
        // f1: c2 d3 e4 f5 g4 h3; g1: e2 f3 g4 h3; h1: g2 h3.
        Set<String> moves = Reference.legalMoves(Position.initial(), Variant.STANDARD);
        assertEquals(Set.of("a1a5", "a1b4", "a1c3", "a1d2", "b1a3", "b1b4", "b1c3", "b1d2", "c1b2", "c1c3", "c1d2",
                "d1c2", "d1d3", "d1e2", "e1e2", "f1c2", "f1d3", "f1e4", "f1f5", "f1g4", "f1h3", "g1e2", "g1f3",
                "g1g4", "g1h3", "h1g2", "h1h3"), moves);
        assertEquals(27, Reference.perft(Position.initial(), 1, EnergyModel.fixed()));
    }

    @Test
    void kingD1ToD3UnderMagneticLandsWithEnergyOneOnMagnetThree() {
        Position next = Reference.play(Position.initial(), "d1d3", EnergyModel.magnetic());
        assertEquals(Piece.of(PieceKind.KING, Colour.WHITE, 1), next.pieceAt(sq("d3")).orElseThrow());
        assertEquals(Colour.RED, next.sideToMove());
        assertEquals(1, next.quietPlies());
        assertEquals(1, next.moveNumber());
    }

    @Test
    void fixedModelKeepsEnergyAndRedMoveAdvancesTheMoveNumber() {
        Position p = Reference.play(Position.initial(), "f1f5", EnergyModel.fixed());
        assertEquals(Piece.of(PieceKind.PAWN, Colour.WHITE, 4), p.pieceAt(sq("f5")).orElseThrow());
        Position q = Reference.play(p, "a8a4", EnergyModel.fixed());
        assertEquals(Colour.WHITE, q.sideToMove());
        assertEquals(2, q.quietPlies());
        assertEquals(2, q.moveNumber());
    }

    @Test
    void captureResetsQuietPliesAndRemovesTheCapturedPiece() {
        Position p = Position.parse(ATTACK).withSideToMove(Colour.RED).withCounters(7, 12);
        Position q = Reference.play(p, "d4h4", EnergyModel.magnetic(Rotation.R0));
        assertEquals(Piece.of(PieceKind.PAWN, Colour.RED, 4), q.pieceAt(sq("h4")).orElseThrow(), "magnet 4 on h4");
        assertEquals(0, q.quietPlies());
        assertEquals(13, q.moveNumber());
        assertEquals(p.pieces().size() - 1, q.pieces().size());
    }

    @Test
    void magneticKingOnEvenMagnetGetsTwo() {
        Position p = Position.parse(KING_ONE);
        Position q = Reference.play(p, "g1h1", EnergyModel.magnetic());
        assertEquals(Piece.of(PieceKind.KING, Colour.WHITE, 2), q.pieceAt(sq("h1")).orElseThrow(), "magnet 2 on h1");
    }
}
