package io.github.shogunsdk.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Perft;
import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.PieceKind;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Rules;
import io.github.shogunsdk.api.Shape;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.Variant;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The implementation, reached through {@link Shogun#rules(RuleSet)}, answers every docs/RULES.md example as the text does. */
class CoreRulesExamplesTest extends RulesExamplesContract {

    private static Rules rules(Variant variant) {
        return Shogun.rules(RuleSet.of(variant));
    }

    private static final Rules STANDARD = rules(Variant.STANDARD);

    @Override
    protected Set<Square> reach(Position position, Square from) {
        return STANDARD.reach(position, from);
    }

    @Override
    protected Set<Square> reach(Position position, Square from, Shape shape) {
        Set<Square> out = new TreeSet<>();
        for (Square to : STANDARD.reach(position, from)) {
            STANDARD.paths(position, Move.of(from, to)).stream().filter(path -> path.shape() == shape)
                    .forEach(path -> out.add(path.to()));
        }
        return out;
    }

    @Override
    protected List<String> paths(Position position, Square from, Square to) {
        return STANDARD.paths(position, Move.of(from, to)).stream()
                .map(m -> m.shape() + " " + m.squares().stream().map(Square::toString).collect(Collectors.joining(" ")))
                .toList();
    }

    @Override
    protected int attackers(Position position, Square square) {
        return STANDARD.attackers(position, square).size();
    }

    @Override
    protected int defenders(Position position, Square square) {
        return STANDARD.defenders(position, square).size();
    }

    @Override
    protected Set<Square> attacked(Position position, Colour colour) {
        return STANDARD.attacked(position, colour);
    }

    @Override
    protected boolean isInCheck(Position position, Colour colour) {
        return STANDARD.isInCheck(position, colour);
    }

    @Override
    protected Set<Square> legalDestinations(Position position, Square from, Variant variant) {
        // Judged as if the piece's side were to move, as the reference does.
        Colour side = position.pieceAt(from).map(Piece::colour).orElse(position.sideToMove());
        return rules(variant).legalMoves(position.withSideToMove(side), from).stream().map(Move::to)
                .collect(Collectors.toCollection(TreeSet::new));
    }

    @Override
    protected Set<String> legalMoves(Position position, Variant variant) {
        return rules(variant).legalMoves(position).stream().map(Move::toString)
                .collect(Collectors.toCollection(TreeSet::new));
    }

    // ------------------------------------------------------------------ §6 and the API's own examples

    @Test
    void initialPositionHas27LegalMoves() {
        assertEquals(27, STANDARD.legalMoves(Position.initial()).size());
        assertEquals(27, Shogun.perft().count(Position.initial(), 1, EnergyModel.fixed()));
    }

    @Test
    void perftCountsTheSameOnSeveralThreadsAndChecksItsArguments() {
        Perft perft = Shogun.perft();
        assertEquals(1, perft.count(Position.initial(), 0, EnergyModel.fixed()));
        assertEquals(15865, perft.count(Position.initial(), 3, EnergyModel.fixed()));
        assertEquals(15865, perft.count(Position.initial(), 3, EnergyModel.fixed(), 3));
        assertEquals(15865, perft.divide(Position.initial(), 3, EnergyModel.fixed()).values().stream()
                .mapToLong(Long::longValue).sum());
        assertThrows(IllegalArgumentException.class, () -> perft.count(Position.initial(), -1, EnergyModel.fixed()));
        assertThrows(IllegalArgumentException.class,
                () -> perft.count(Position.initial(), Perft.MAX_DEPTH + 1, EnergyModel.fixed()));
        assertThrows(IllegalArgumentException.class, () -> perft.count(Position.initial(), 2, EnergyModel.fixed(), 0));
        assertThrows(IllegalArgumentException.class, () -> perft.count(Position.initial(), 2, EnergyModel.fixed(), 257));
        assertThrows(IllegalArgumentException.class, () -> perft.divide(Position.initial(), 0, EnergyModel.fixed()));
    }

    @Test
    void magneticInitialPositionIsPositionInitial() {
        assertEquals(Position.initial(), STANDARD.initial(EnergyModel.magnetic()));
        assertEquals(Position.initial(), STANDARD.initial(EnergyModel.fixed()));
    }

    @Test
    void kingD1ToD3UnderMagneticLandsWithEnergyOne() {
        Position next = STANDARD.play(Position.initial(), Move.parse("d1d3"), EnergyModel.magnetic());
        assertEquals(Piece.of(PieceKind.KING, Colour.WHITE, 1), next.pieceAt(Square.parse("d3")).orElseThrow());
    }

    @Test
    void whiteToMoveInTheMateExampleIsInCheckWithNoLegalMove() {
        Position p = Position.parse(MATE);
        assertTrue(STANDARD.isInCheck(p));
        assertTrue(STANDARD.legalMoves(p).isEmpty());
        assertFalse(STANDARD.isInCheck(p.withSideToMove(Colour.RED)));
    }
}
