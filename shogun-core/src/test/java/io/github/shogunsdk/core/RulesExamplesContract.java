package io.github.shogunsdk.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Shape;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.Variant;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Every example of docs/RULES.md §3–§5, with the expected answers taken from the rules text. Subclasses
 * answer the questions with the reference model or with the implementation.
 */
public abstract class RulesExamplesContract {

    /** §3: the red pawn on d4 (energy 4) among blockers. */
    protected static final String MOVEMENT = "3p44/8/8/1P36/3p43P1/3P21P12/8/8 w";
    /** §4 and §5: White's king g1 (energy 2). */
    protected static final String ATTACK = "8/5P21P3/8/5p32/3p43P1/4p43/3k24/3P21p3K21 w";
    /** §5: White's king g1 (energy 1), e3 has energy 3. */
    protected static final String KING_ONE = "8/5P21P3/8/5p32/3p43P1/4p33/3k24/3P21p3K11 w";
    /** §5: White is checkmated. */
    protected static final String MATE = "8/8/8/7P2/3p44/4p43/3k24/3P21p3K21 w";

    protected abstract Set<Square> reach(Position position, Square from);

    protected abstract Set<Square> reach(Position position, Square from, Shape shape);

    /** The open paths from {@code from} to {@code to}, each as its shape and squares, e.g. "UL d5 d6 c6 b6". */
    protected abstract List<String> paths(Position position, Square from, Square to);

    protected abstract int attackers(Position position, Square square);

    protected abstract int defenders(Position position, Square square);

    protected abstract Set<Square> attacked(Position position, Colour colour);

    protected abstract boolean isInCheck(Position position, Colour colour);

    /** The legal destinations of the piece on {@code from} under {@code variant}. */
    protected abstract Set<Square> legalDestinations(Position position, Square from, Variant variant);

    /** The legal moves of the side to move, as "from+to" strings. */
    protected abstract Set<String> legalMoves(Position position, Variant variant);

    protected static Square sq(String name) {
        return Square.parse(name);
    }

    protected static Set<Square> squares(String names) {
        return names.isEmpty() ? Set.of()
                : Arrays.stream(names.split(" ")).map(Square::parse).collect(Collectors.toCollection(TreeSet::new));
    }

    // ------------------------------------------------------------------ §3

    @Test
    void redPawnOnD4ReachesExactlyTheTwelveListedSquares() {
        assertEquals(squares("a3 a5 b2 b6 c1 c7 e1 e7 f6 g3 g5 h4"), reach(Position.parse(MOVEMENT), sq("d4")));
    }

    @Test
    void b6IsReachedOnlyUpThenLeftBecauseB5BlocksLeftFirst() {
        Position p = Position.parse(MOVEMENT);
        assertEquals(List.of("UL d5 d6 c6 b6"), paths(p, sq("d4"), sq("b6")));
        assertTrue(reach(p, sq("d4"), Shape.UL).contains(sq("b6")));
        assertFalse(reach(p, sq("d4"), Shape.LU).contains(sq("b6")));
    }

    @Test
    void f2IsUnreachableBothCornersBlockedAndNoSShape() {
        Position p = Position.parse(MOVEMENT);
        assertEquals(List.of(), paths(p, sq("d4"), sq("f2")));
        assertFalse(reach(p, sq("d4")).contains(sq("f2")));
    }

    @Test
    void d8HoldsAnOwnPieceSoIsNotReached() {
        Position p = Position.parse(MOVEMENT);
        assertFalse(reach(p, sq("d4")).contains(sq("d8")));
        assertEquals(List.of(), paths(p, sq("d4"), sq("d8")));
    }

    @Test
    void h4IsACaptureInTheReach() {
        Position p = Position.parse(MOVEMENT);
        assertEquals(List.of("R e4 f4 g4 h4"), paths(p, sq("d4"), sq("h4")));
        assertEquals(1, attackers(p, sq("h4")));
    }

    // ------------------------------------------------------------------ §4

    @Test
    void redAttacksH4AndG1() {
        assertEquals(squares("g1 h4"), attacked(Position.parse(ATTACK), Colour.RED));
    }

    @Test
    void whiteAttacksF1AndF5() {
        assertEquals(squares("f1 f5"), attacked(Position.parse(ATTACK), Colour.WHITE));
    }

    @Test
    void h4HasThreeAttackersAndOneDefender() {
        Position p = Position.parse(ATTACK);
        assertEquals(3, attackers(p, sq("h4")));
        assertEquals(1, defenders(p, sq("h4")));
    }

    @Test
    void f1HasOneAttacker() {
        assertEquals(1, attackers(Position.parse(ATTACK), sq("f1")));
    }

    @Test
    void e3HasThreeDefenders() {
        assertEquals(3, defenders(Position.parse(ATTACK), sq("e3")));
    }

    // ------------------------------------------------------------------ §5

    @Test
    void kingWithEnergyTwoReachesF2G3H2AndHasNoLegalMove() {
        Position p = Position.parse(ATTACK);
        assertEquals(squares("f2 g3 h2"), reach(p, sq("g1")));
        assertTrue(isInCheck(p, Colour.WHITE), "g1 is attacked (§4)");
        assertEquals(Set.of(), legalDestinations(p, sq("g1"), Variant.COURSEWORK));
        // Squares attacked with the king on g1 stay attacked once it has left: standard agrees.
        assertEquals(Set.of(), legalDestinations(p, sq("g1"), Variant.STANDARD));
    }

    @Test
    void kingWithEnergyOneReachesF1G2H1AndMayOnlyGoToH1() {
        Position p = Position.parse(KING_ONE);
        assertEquals(squares("f1 g2 h1"), reach(p, sq("g1")));
        assertEquals(squares("h1"), legalDestinations(p, sq("g1"), Variant.COURSEWORK));
        // g2 stays attacked and f1's defender recaptures; no red piece is 3..7 steps from h1 by g1.
        assertEquals(squares("h1"), legalDestinations(p, sq("g1"), Variant.STANDARD));
        assertEquals(squares("h1"), legalDestinations(p, sq("g1"), Variant.KOTH));
    }

    @Test
    void courseworkKingMayNotCaptureTheDefendedPawnOnF1() {
        Position p = Position.parse(KING_ONE);
        assertTrue(reach(p, sq("g1")).contains(sq("f1")));
        assertTrue(defenders(p, sq("f1")) > 0);
        assertFalse(legalDestinations(p, sq("g1"), Variant.COURSEWORK).contains(sq("f1")));
    }

    @Test
    void whiteIsCheckmatedByE3() {
        Position p = Position.parse(MATE);
        assertTrue(isInCheck(p, Colour.WHITE));
        assertFalse(isInCheck(p, Colour.RED));
        assertEquals(1, attackers(p, sq("g1")), "only e3 attacks g1");
        assertEquals(Set.of(), legalMoves(p, Variant.STANDARD));
        assertEquals(Set.of(), legalMoves(p, Variant.KOTH));
    }

    @Test
    void courseworkPawnsMayMoveEvenWhenTheirKingIsMated() {
        Position p = Position.parse(MATE);
        // The white pawns' coursework moves are their reaches; the king has none.
        assertEquals(reach(p, sq("d1")), legalDestinations(p, sq("d1"), Variant.COURSEWORK));
        assertEquals(reach(p, sq("h5")), legalDestinations(p, sq("h5"), Variant.COURSEWORK));
        assertEquals(squares("b1 c2 e2 f1"), reach(p, sq("d1")));
        // The king's f2, g3, h2 are attacked even with it on g1 (d4 via f4, d4 via g4, e3 via h3).
        assertEquals(Set.of(), legalDestinations(p, sq("g1"), Variant.COURSEWORK));
    }

    @Test
    void boardWithoutKingsHasNoCheckConstraint() {
        Position p = Position.parse(MOVEMENT);
        assertFalse(isInCheck(p, Colour.WHITE));
        assertFalse(isInCheck(p, Colour.RED));
        assertEquals(reach(p, sq("d4")), legalDestinations(p, sq("d4"), Variant.STANDARD));
    }
}
