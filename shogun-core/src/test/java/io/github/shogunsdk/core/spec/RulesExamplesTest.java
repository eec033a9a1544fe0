package io.github.shogunsdk.core.spec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.MovePath;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Rules;
import io.github.shogunsdk.api.Shape;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.api.WinReason;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** Every worked example of docs/RULES.md §3–§5, through the public API. */
class RulesExamplesTest {

    private static final Rules STANDARD = Shogun.rules();
    private static final Rules COURSEWORK = Shogun.rules(RuleSet.of(Variant.COURSEWORK));

    private static Square sq(String name) {
        return Square.parse(name);
    }

    private static Set<Square> squares(String... names) {
        Set<Square> set = new TreeSet<>();
        for (String name : names) {
            set.add(sq(name));
        }
        return set;
    }

    /** The destinations of the open paths of one shape: the reach filtered by shape. */
    private static Set<Square> reachByShape(Position position, Square from, Shape shape) {
        Set<Square> out = new TreeSet<>();
        for (Square to : STANDARD.reach(position, from)) {
            STANDARD.paths(position, Move.of(from, to)).stream().filter(path -> path.shape() == shape)
                    .forEach(path -> out.add(path.to()));
        }
        return out;
    }

    private static List<String> texts(List<Move> moves) {
        return moves.stream().map(Move::toString).toList();
    }

    // §3: 3p44/8/8/1P36/3p43P1/3P21P12/8/8 w
    private static final Position REACH_EXAMPLE = Position.parse("3p44/8/8/1P36/3p43P1/3P21P12/8/8 w");

    @Test
    void section3RedPawnOnD4ReachesTwelveSquares() {
        assertEquals(squares("a3", "a5", "b2", "b6", "c1", "c7", "e1", "e7", "f6", "g3", "g5", "h4"),
                STANDARD.reach(REACH_EXAMPLE, sq("d4")));
    }

    @Test
    void section3B6IsReachedUpThenLeftBecauseLeftFirstIsBlockedByB5() {
        List<MovePath> paths = STANDARD.paths(REACH_EXAMPLE, Move.parse("d4b6"));
        assertEquals(1, paths.size());
        assertEquals(Shape.UL, paths.get(0).shape());
        assertEquals(List.of(sq("d5"), sq("d6"), sq("c6"), sq("b6")), paths.get(0).squares());
        assertTrue(reachByShape(REACH_EXAMPLE, sq("d4"), Shape.UL).contains(sq("b6")));
        assertFalse(reachByShape(REACH_EXAMPLE, sq("d4"), Shape.LU).contains(sq("b6")));
    }

    @Test
    void section3F2IsBlockedOnBothCornersAndNoSShapeHelps() {
        assertTrue(STANDARD.paths(REACH_EXAMPLE, Move.parse("d4f2")).isEmpty());
        assertFalse(STANDARD.reach(REACH_EXAMPLE, sq("d4")).contains(sq("f2")));
    }

    @Test
    void section3D8HoldsAnOwnPieceAndH4IsACapture() {
        assertFalse(STANDARD.reach(REACH_EXAMPLE, sq("d4")).contains(sq("d8")));
        assertTrue(STANDARD.reach(REACH_EXAMPLE, sq("d4")).contains(sq("h4")));
        assertEquals(Colour.WHITE, REACH_EXAMPLE.pieceAt(sq("h4")).orElseThrow().colour());
    }

    // §4 and §5 first example
    private static final Position ATTACK_EXAMPLE = Position.parse("8/5P21P3/8/5p32/3p43P1/4p43/3k24/3P21p3K21 w");

    @Test
    void section4AttackedPieces() {
        assertEquals(squares("g1", "h4"), STANDARD.attacked(ATTACK_EXAMPLE, Colour.RED));
        assertEquals(squares("f1", "f5"), STANDARD.attacked(ATTACK_EXAMPLE, Colour.WHITE));
    }

    @Test
    void section4AttackerAndDefenderCounts() {
        assertEquals(3, STANDARD.attackers(ATTACK_EXAMPLE, sq("h4")).size());
        assertEquals(1, STANDARD.defenders(ATTACK_EXAMPLE, sq("h4")).size());
        assertEquals(1, STANDARD.attackers(ATTACK_EXAMPLE, sq("f1")).size());
        assertEquals(3, STANDARD.defenders(ATTACK_EXAMPLE, sq("e3")).size());
    }

    @Test
    void section5KingOnG1WithEnergyTwoHasNoLegalMove() {
        assertEquals(squares("f2", "g3", "h2"), STANDARD.reach(ATTACK_EXAMPLE, sq("g1")));
        assertTrue(COURSEWORK.legalMoves(ATTACK_EXAMPLE, sq("g1")).isEmpty());
        assertTrue(STANDARD.legalMoves(ATTACK_EXAMPLE, sq("g1")).isEmpty());
        assertTrue(STANDARD.isInCheck(ATTACK_EXAMPLE));
    }

    @Test
    void section5KingWithEnergyOneMayOnlyGoToH1() {
        Position position = Position.parse("8/5P21P3/8/5p32/3p43P1/4p33/3k24/3P21p3K11 w");
        assertEquals(squares("f1", "g2", "h1"), STANDARD.reach(position, sq("g1")));
        assertEquals(List.of("g1h1"), texts(COURSEWORK.legalMoves(position, sq("g1"))));
        assertTrue(STANDARD.attackers(position, sq("f1")).size() >= 1);
        assertTrue(STANDARD.defenders(position, sq("f1")).size() >= 1);
    }

    @Test
    void section5WhiteIsCheckmated() {
        Position position = Position.parse("8/8/8/7P2/3p44/4p43/3k24/3P21p3K21 w");
        assertTrue(STANDARD.isInCheck(position));
        assertEquals(squares("e3"), STANDARD.attackers(position, sq("g1")));
        assertTrue(STANDARD.reach(position, sq("e3")).contains(sq("g1")));
        assertTrue(STANDARD.legalMoves(position).isEmpty());
        assertEquals(new Outcome.Win(Colour.RED, WinReason.CHECKMATE), STANDARD.outcome(position));
    }

    @Test
    void section5CourseworkLetsAPawnLeaveItsKingInCheckButStandardDoesNot() {
        // White king g1 is in check from e3 here; the d1 pawn (energy 2) may still move under coursework.
        Position position = Position.parse("8/8/8/7P2/3p44/4p43/3k24/3P21p3K21 w");
        assertFalse(COURSEWORK.legalMoves(position, sq("d1")).isEmpty());
        assertTrue(STANDARD.legalMoves(position, sq("d1")).isEmpty());
    }

    @Test
    void section6InitialPositionHasWhiteKingOnD1AndRedKingOnE8() {
        Position start = Position.initial();
        assertEquals("K2", start.pieceAt(sq("d1")).orElseThrow().toString());
        assertEquals("k1", start.pieceAt(sq("e8")).orElseThrow().toString());
        assertEquals(Colour.WHITE, start.sideToMove());
    }
}
