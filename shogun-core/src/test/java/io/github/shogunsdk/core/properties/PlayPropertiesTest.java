package io.github.shogunsdk.core.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.IllegalMoveException;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Rotation;
import io.github.shogunsdk.api.Rules;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.core.reference.Reference;
import java.util.Map;
import java.util.Set;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Playing a move gives exactly the position the rules text describes (§6): the reference model's make-move. */
class PlayPropertiesTest {

    @Provide
    Arbitrary<Position> positions() {
        return PositionArbitraries.positions();
    }

    @Property(tries = 300)
    void playWithFixedEnergiesEqualsReferenceForEveryLegalMove(@ForAll("positions") Position p, @ForAll Variant variant) {
        Rules rules = Impl.of(variant);
        for (Move move : rules.legalMoves(p)) {
            assertEquals(Reference.play(p, move.from(), move.to(), EnergyModel.fixed()),
                    rules.play(p, move, EnergyModel.fixed()), () -> p + ": " + variant + " play(" + move + ", fixed)");
        }
    }

    @Property(tries = 300)
    void playWithMagneticEnergiesEqualsReferenceForEveryLegalMove(
            @ForAll("positions") Position p, @ForAll Variant variant, @ForAll Rotation rotation) {
        Rules rules = Impl.of(variant);
        EnergyModel model = EnergyModel.magnetic(rotation);
        for (Move move : rules.legalMoves(p)) {
            assertEquals(Reference.play(p, move.from(), move.to(), model),
                    rules.play(p, move, model), () -> p + ": " + variant + " play(" + move + ", " + model + ")");
        }
    }

    @Property(tries = 200)
    void playAcceptsExactlyTheLegalFromToPairsWhicheverCornerTheMoveTakes(
            @ForAll("positions") Position p, @ForAll Variant variant) {
        Rules rules = Impl.of(variant);
        Map<Square, Piece> board = Boards.board(p);
        for (Square from : p.pieces().keySet()) {
            boolean mine = board.get(from).colour() == p.sideToMove();
            Set<Square> legal = Reference.legalDestinations(board, from, variant);
            for (Reference.Path path : Reference.onBoardPaths(board, from)) {
                Move move = ReferenceAgreementPropertiesTest.toMove(from, path);
                String query = p + ": " + variant + " play(" + move + " via " + move.path() + ")";
                if (mine && legal.contains(move.to())) {
                    assertEquals(Reference.play(p, from, move.to(), EnergyModel.fixed()),
                            rules.play(p, move, EnergyModel.fixed()), query);
                } else {
                    assertThrows(IllegalMoveException.class, () -> rules.play(p, move, EnergyModel.fixed()), query);
                }
            }
        }
    }

    @Property(tries = 150)
    void playWithAnExplicitLandingEnergyEqualsReferenceWithThatEnergy(@ForAll("positions") Position p) {
        for (Move move : Impl.STANDARD.legalMoves(p)) {
            Piece piece = p.pieceAt(move.from()).orElseThrow();
            for (int energy = 1; energy <= piece.kind().maxEnergy(); energy++) {
                Position fixed = Reference.play(p, move.from(), move.to(), EnergyModel.fixed());
                Position expected = fixed.with(move.to(), piece.withEnergy(energy));
                int e = energy;
                assertEquals(expected, Impl.STANDARD.play(p, move, energy), () -> p + ": play(" + move + ", " + e + ")");
            }
        }
    }
}
