package io.github.shogunsdk.core.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.IllegalMoveException;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.MovePath;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Rotation;
import io.github.shogunsdk.api.Rules;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.core.reference.Reference;
import java.util.List;
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
        // A game from this position plays chosen paths; a game that is already over refuses every move.
        Game game = Shogun.newGame(GameSetup.standard().withRuleSet(RuleSet.of(variant)).withEnergyModel(EnergyModel.fixed())
                .withStart(p));
        boolean over = game.outcome().isOver();
        for (Square from : p.pieces().keySet()) {
            boolean mine = board.get(from).colour() == p.sideToMove();
            Set<Square> legal = Reference.legalDestinations(board, from, variant);
            for (Reference.Path path : Reference.onBoardPaths(board, from)) {
                MovePath chosen = ReferenceAgreementPropertiesTest.toPath(from, path);
                Move move = chosen.move();
                String query = p + ": " + variant + " play(" + chosen + ")";
                Position expected = Reference.play(p, from, move.to(), EnergyModel.fixed());
                if (mine && legal.contains(move.to())) {
                    assertEquals(expected, rules.play(p, move, EnergyModel.fixed()), query);
                    assertTrue(rules.isLegal(p, move), query);
                    if (!over) {
                        Ply ply = game.play(chosen);
                        assertEquals(expected, ply.after(), query);
                        List<MovePath> open = rules.paths(p, move);
                        assertEquals(open.contains(chosen) ? chosen : open.get(0), ply.path(),
                                query + ": the chosen path when open, else the first open one");
                        game.undo();
                    }
                } else {
                    assertThrows(IllegalMoveException.class, () -> rules.play(p, move, EnergyModel.fixed()), query);
                    assertFalse(rules.isLegal(p, move), query);
                    assertThrows(IllegalMoveException.class, () -> game.play(chosen), query);
                }
            }
        }
        assertEquals(p, game.position());
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
