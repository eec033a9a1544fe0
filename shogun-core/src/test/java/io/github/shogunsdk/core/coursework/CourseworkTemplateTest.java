package io.github.shogunsdk.core.coursework;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.MovePath;
import io.github.shogunsdk.api.PieceKind;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Rules;
import io.github.shogunsdk.api.Shape;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.Variant;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Every expected value of the coursework template's own tests (Tasks 1 to 5; the template states
 * none for Task 6), reproduced through the API under the coursework rule set. The boards are the
 * template's: {@code b_init}, {@code bt} ({@code b_init} with two more White pawns, nine in all)
 * and the resit's {@code b_checkmate}, written in position notation. The values are the
 * template's, translated from its pieces to their squares; nothing here was computed by the SDK.
 *
 * <p>The coursework's functions map onto the API as follows: {@code all_moves} is
 * {@link Rules#reach}, {@code attacked(c, b)} is {@link Rules#attacked} (c attacks),
 * {@code attackedN} is the size of {@link Rules#attackers}, {@code protectedN} the size of
 * {@link Rules#defenders}. The coursework's {@code eval} for a bent shape such as {@code RU}
 * includes its two straight legs (all the steps right, or all up), so it is the union of the
 * destinations of the shapes {@code RU}, {@code R} and {@code U}.
 */
class CourseworkTemplateTest {

    private static final Rules COURSEWORK = Shogun.rules(RuleSet.of(Variant.COURSEWORK));

    /** The template's {@code b_init}: the initial position. */
    private static final Position B_INIT = Position.parse("p4p2p3p1k1p3p1p3/8/8/8/8/8/8/P4P3P2K2P1P4P3P2 w");

    /** The template's {@code bt = b_init + pw1 + pw2}: White pawns added on d6 (P4) and b4 (P4). */
    private static final Position BT = Position.parse("p4p2p3p1k1p3p1p3/8/3P44/8/1P46/8/8/P4P3P2K2P1P4P3P2 w");

    /** The resit template's {@code b_checkmate}. */
    private static final Position B_CHECKMATE = Position.parse("8/7P3/8/5p32/3p43P2/4p43/3k24/3P21p3K21 w");

    @Test
    void theNinePawnBoardIsAPositionWithNonStandardMaterial() {
        assertEquals(9, BT.count(Colour.WHITE, PieceKind.PAWN));
        assertEquals(7, BT.count(Colour.RED, PieceKind.PAWN));
        assertFalse(BT.hasStandardMaterial());
        assertTrue(B_INIT.hasStandardMaterial());
        assertEquals(BT, Position.parse(BT.toString()));
    }

    /** Task 2, {@code all_moves(pw2, bt)} with {@code pw2} the White pawn P4 on b4. */
    @Test
    void allMovesOfTheAddedPawnOnTheNinePawnBoard() {
        assertEquals(squares("d2", "a7", "e3", "e5", "b8", "c7", "f4"), COURSEWORK.reach(BT, sq("b4")));
    }

    /** Task 2 of the resit: {@code all_moves} of pieces put on d4 of {@code b_init}. */
    @Test
    void allMovesOfPiecesOnD4OfTheInitialBoard() {
        Position whiteTwo = Position.parse("p4p2p3p1k1p3p1p3/8/8/8/3P24/8/8/P4P3P2K2P1P4P3P2 w");
        assertEquals(squares("c5", "b4", "c3", "e5", "f4", "d6", "d2", "e3"), COURSEWORK.reach(whiteTwo, sq("d4")));
        Position redThree = Position.parse("p4p2p3p1k1p3p1p3/8/8/8/3p34/8/8/P4P3P2K2P1P4P3P2 r");
        assertEquals(squares("d7", "e2", "c2", "a4", "f3", "c6", "b5", "b3", "d1", "e6", "g4", "f5"),
                COURSEWORK.reach(redThree, sq("d4")));
    }

    /** Task 1 of the resit: {@code eval} of a pawn on d4 along one shape. */
    @Test
    void evalAlongOneShapeFromD4() {
        Position whiteFour = Position.parse("p4p2p3p1k1p3p1p3/8/8/8/3P44/8/8/P4P3P2K2P1P4P3P2 w");
        assertEquals(squares("d8"), eval(whiteFour, sq("d4"), Shape.U));
        assertEquals(squares("f6", "d8", "e7", "g5", "h4"), eval(whiteFour, sq("d4"), Shape.RU));
        Position redFour = Position.parse("p4p2p3p1k1p3p1p3/8/8/8/3p44/8/8/P4P3P2K2P1P4P3P2 r");
        assertEquals(squares("h4", "g5", "f6", "e7"), eval(redFour, sq("d4"), Shape.RU));
        // eval(pw_a, U, 3, b_init): the energy argument 3 overrides the pawn's 4, as a P3 would move.
        Position whiteThree = Position.parse("p4p2p3p1k1p3p1p3/8/8/8/3P34/8/8/P4P3P2K2P1P4P3P2 w");
        assertEquals(squares("d7"), eval(whiteThree, sq("d4"), Shape.U));
    }

    /** Task 3: {@code attacked(c, b)}, the other side's pieces that {@code c} attacks. */
    @Test
    void attackedPieces() {
        assertEquals(squares("b8", "f8"), COURSEWORK.attacked(BT, Colour.WHITE));
        assertEquals(squares("d6"), COURSEWORK.attacked(BT, Colour.RED));
        assertEquals(squares("h4", "g1"), COURSEWORK.attacked(B_CHECKMATE, Colour.RED));
        assertEquals(squares("f1"), COURSEWORK.attacked(B_CHECKMATE, Colour.WHITE));
        assertEquals(Set.of(), COURSEWORK.attacked(B_INIT, Colour.WHITE));
        assertEquals(Set.of(), COURSEWORK.attacked(B_INIT, Colour.RED));
    }

    /** Task 4: {@code attackedN}, the number of enemy pieces attacking a piece. */
    @Test
    void attackerCounts() {
        assertEquals(2, COURSEWORK.attackers(BT, sq("b8")).size());
        assertEquals(3, COURSEWORK.attackers(B_CHECKMATE, sq("h4")).size());
        assertEquals(1, COURSEWORK.attackers(B_CHECKMATE, sq("g1")).size());
        assertEquals(1, COURSEWORK.attackers(B_CHECKMATE, sq("f1")).size());
    }

    /** Task 5: {@code protectedN}, the number of own pieces that could recapture. */
    @Test
    void defenderCounts() {
        assertEquals(2, COURSEWORK.defenders(BT, sq("f8")).size());
        assertEquals(1, COURSEWORK.defenders(B_CHECKMATE, sq("h4")).size());
        assertEquals(3, COURSEWORK.defenders(B_CHECKMATE, sq("e3")).size());
    }

    /** The coursework's eval for a shape: its destinations, and for a bent shape those of its legs. */
    private static Set<Square> eval(Position position, Square from, Shape shape) {
        Set<Shape> shapes = shape.isStraight() ? Set.of(shape)
                : Set.of(shape, Shape.of(shape.first()), Shape.of(shape.then().orElseThrow()));
        Set<Square> found = new TreeSet<>();
        for (Square to : COURSEWORK.reach(position, from)) {
            for (MovePath path : COURSEWORK.paths(position, Move.of(from, to))) {
                if (shapes.contains(path.shape())) {
                    found.add(to);
                }
            }
        }
        return found;
    }

    private static Square sq(String name) {
        return Square.parse(name);
    }

    private static Set<Square> squares(String... names) {
        Set<Square> squares = new TreeSet<>();
        for (String name : names) {
            squares.add(Square.parse(name));
        }
        return squares;
    }
}
