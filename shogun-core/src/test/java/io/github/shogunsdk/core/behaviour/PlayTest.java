package io.github.shogunsdk.core.behaviour;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.MagnetLayout;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.PieceKind;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Rotation;
import io.github.shogunsdk.api.Rules;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Square;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Making moves under each energy model (docs/RULES.md §6), and the counters they keep. */
class PlayTest {

    private static final Rules RULES = Shogun.rules();
    private static final Position START = Position.initial();

    private static Piece at(Position position, String square) {
        return position.pieceAt(Square.parse(square)).orElseThrow();
    }

    @Test
    void fixedEnergiesNeverChange() {
        Position next = RULES.play(START, Move.parse("d1d3"), EnergyModel.fixed());
        assertEquals(Piece.of(PieceKind.KING, Colour.WHITE, 2), at(next, "d3"));
        assertTrue(next.pieceAt(Square.parse("d1")).isEmpty());
        assertEquals(Colour.RED, next.sideToMove());
    }

    @Test
    void magneticPawnTakesTheMagnetAndKingTakesItsParity() {
        // d3 holds magnet 3 (odd): a king gets 1. f5 holds 3: a pawn gets 3.
        Position king = RULES.play(START, Move.parse("d1d3"), EnergyModel.magnetic());
        assertEquals(1, at(king, "d3").energy());
        Position pawn = RULES.play(START, Move.parse("f1f5"), EnergyModel.magnetic());
        assertEquals(3, at(pawn, "f5").energy());
        // Turned 90°: f5 = (6, 5) reads the standard layout at (4, 6) = d6, which holds 1.
        Position turned = RULES.play(START, Move.parse("f1f5"), EnergyModel.magnetic(Rotation.R90));
        assertEquals(1, at(turned, "f5").energy());
        MagnetLayout twos = MagnetLayout.parse("22222222/22222222/22222222/22222222/22222222/22222222/22222222/22222222");
        Position custom = RULES.play(START, Move.parse("f1f5"), EnergyModel.magnetic(twos));
        assertEquals(2, at(custom, "f5").energy());
    }

    @Test
    void countersFollowCapturesAndRedMoves() {
        Position position = Position.parse("8/8/8/8/3p44/8/8/3P24 w 7 12");
        Position quiet = RULES.play(position, Move.parse("d1c2"), EnergyModel.fixed());
        assertEquals(8, quiet.quietPlies());
        assertEquals(12, quiet.moveNumber());
        Position red = RULES.play(quiet, Move.parse("d4a3"), EnergyModel.fixed());
        assertEquals(9, red.quietPlies());
        assertEquals(13, red.moveNumber());
        Position before = Position.parse("8/8/8/8/8/3p44/8/3P24 w 7 12");
        Position capture = RULES.play(before, Move.parse("d1d3"), EnergyModel.fixed());
        assertEquals(0, capture.quietPlies());
        assertEquals(1, capture.count(Colour.WHITE, PieceKind.PAWN));
        assertEquals(0, capture.count(Colour.RED, PieceKind.PAWN));
    }

    @Test
    void explicitLandingEnergyIsValidated() {
        Move kingUp = Move.parse("d1d3");
        assertEquals(1, at(RULES.play(START, kingUp, 1), "d3").energy());
        assertThrows(IllegalArgumentException.class, () -> RULES.play(START, kingUp, 3));
    }

    @Test
    void randomEnergiesAreReproducibleInRangeAndVaried() {
        Move pawnMove = Move.parse("f1f5");
        Set<Integer> seen = new HashSet<>();
        for (long seed = 0; seed < 200; seed++) {
            EnergyModel model = EnergyModel.random(seed);
            int energy = at(RULES.play(START, pawnMove, model), "f5").energy();
            assertEquals(energy, at(RULES.play(START, pawnMove, model), "f5").energy());
            assertTrue(energy >= 1 && energy <= 4);
            seen.add(energy);
        }
        assertEquals(Set.of(1, 2, 3, 4), seen);
    }

    @Test
    void initialPositionPerModel() {
        assertEquals(START, RULES.initial(EnergyModel.fixed()));
        assertEquals(START, RULES.initial(EnergyModel.magnetic()));
        // Turned 180°, (x, y) reads the standard layout at (9 - x, 9 - y): d1 reads e8 (3, odd: king 1),
        // a1 reads h8 (3), e8 reads d1 (4, even: king 2).
        Position turned = RULES.initial(EnergyModel.magnetic(Rotation.R180));
        assertEquals(1, at(turned, "d1").energy());
        assertEquals(3, at(turned, "a1").energy());
        assertEquals(2, at(turned, "e8").energy());
        Position drawn = RULES.initial(EnergyModel.random(42));
        assertEquals(drawn, RULES.initial(EnergyModel.random(42)));
        assertEquals(START.squaresOf(Colour.WHITE), drawn.squaresOf(Colour.WHITE));
        assertEquals(START.squaresOf(Colour.RED), drawn.squaresOf(Colour.RED));
    }
}
