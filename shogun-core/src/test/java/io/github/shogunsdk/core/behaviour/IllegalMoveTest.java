package io.github.shogunsdk.core.behaviour;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Direction;
import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.IllegalMoveException;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.MovePath;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.Refusal;
import io.github.shogunsdk.api.RefusalReason;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Rules;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.api.NotationException;
import java.util.OptionalInt;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Each reason a move can be refused, with the message a person reads. */
class IllegalMoveTest {

    private static final Rules STANDARD = Shogun.rules();
    private static final Rules COURSEWORK = Shogun.rules(RuleSet.of(Variant.COURSEWORK));
    private static final Position START = Position.initial();

    /** The move is refused both when asked about and when played, with the same refusal. */
    private static IllegalMoveException refuse(Rules rules, Position position, String text) {
        Move move = Move.parse(text);
        Refusal refusal = rules.refusal(position, move.from(), move.to()).orElseThrow();
        assertFalse(rules.isLegal(position, move));
        IllegalMoveException e = assertThrows(IllegalMoveException.class,
                () -> rules.play(position, move, EnergyModel.magnetic()));
        assertEquals(refusal, e.getRefusal());
        assertEquals(refusal.message(), e.getMessage());
        assertEquals(move, refusal.move().orElseThrow());
        assertFalse(e.getMessage().contains("\n"));
        return e;
    }

    private static Square sq(String name) {
        return Square.parse(name);
    }

    @Test
    void emptyStartSquare() {
        IllegalMoveException e = refuse(STANDARD, START, "d3d4");
        assertEquals(RefusalReason.NO_PIECE, e.getRefusal().reason());
        assertEquals("illegal move d3d4: there is no piece on d3", e.getMessage());
    }

    @Test
    void enemyPiece() {
        IllegalMoveException e = refuse(STANDARD, START, "a8a4");
        assertEquals(RefusalReason.NOT_YOUR_PIECE, e.getRefusal().reason());
        assertEquals("illegal move a8a4: the piece on a8 is red, and white is to move", e.getMessage());
    }

    @Test
    void wrongDistance() {
        IllegalMoveException e = refuse(STANDARD, START, "d1d4");
        assertEquals(RefusalReason.WRONG_DISTANCE, e.getRefusal().reason());
        assertEquals("illegal move d1d4: the white king on d1 has energy 2, but d4 is 3 steps away", e.getMessage());
        assertEquals(OptionalInt.of(2), e.getRefusal().energy());
        assertEquals(3, e.getRefusal().distance());
        assertEquals("the white king on d1 has energy 2, but d4 is 3 steps away", e.getRefusal().explanation());
    }

    @Test
    void ownPieceOnTheDestination() {
        IllegalMoveException e = refuse(STANDARD, START, "c1a1");
        assertEquals(RefusalReason.OWN_PIECE_ON_DESTINATION, e.getRefusal().reason());
        assertEquals("illegal move c1a1: the white pawn on a1 stands on the destination", e.getMessage());
    }

    @Test
    void straightPathBlocked() {
        Position position = Position.parse("3p44/8/8/1P36/3p43P1/3P21P12/8/8 w");
        IllegalMoveException e = refuse(STANDARD, position, "d3d5");
        assertEquals(RefusalReason.BLOCKED, e.getRefusal().reason());
        assertEquals("illegal move d3d5: the path is blocked at d4", e.getMessage());
        assertEquals(Set.of(sq("d4")), e.getRefusal().blockers());
    }

    @Test
    void bothCornersBlocked() {
        // docs/RULES.md §3: via d2 the pawn on d3 blocks, via f4 the pawn on f3 blocks.
        Position position = Position.parse("3p44/8/8/1P36/3p43P1/3P21P12/8/8 r");
        IllegalMoveException e = refuse(STANDARD, position, "d4f2");
        assertEquals(RefusalReason.BLOCKED, e.getRefusal().reason());
        assertEquals("illegal move d4f2: both paths are blocked, at f3 and d3", e.getMessage());
        assertEquals(Set.of(sq("d3"), sq("f3")), e.getRefusal().blockers());
        assertTrue(e.getRefusal().checkers().isEmpty());
    }

    @Test
    void leavingTheKingInCheck() {
        // g1f2: f2 is reached by the red king on d2, the pawn on d4 and the pawn on f5.
        Position position = Position.parse("8/5P21P3/8/5p32/3p43P1/4p43/3k24/3P21p3K21 w");
        IllegalMoveException e = refuse(STANDARD, position, "g1f2");
        assertEquals(RefusalReason.LEAVES_KING_IN_CHECK, e.getRefusal().reason());
        assertEquals("illegal move g1f2: it leaves the white king on f2 in check by the red king on d2 and the red pawn on d4"
                + " and the red pawn on f5", e.getMessage());
        assertEquals(Set.of(sq("d2"), sq("d4"), sq("f5")), e.getRefusal().checkers());
        assertTrue(e.getRefusal().blockers().isEmpty());
    }

    @Test
    void courseworkKingMayNotStepOntoAnAttackedSquareOrTakeADefendedPiece() {
        Position position = Position.parse("8/5P21P3/8/5p32/3p43P1/4p33/3k24/3P21p3K11 w");
        IllegalMoveException attacked = refuse(COURSEWORK, position, "g1g2");
        assertEquals(RefusalReason.KING_TO_ATTACKED_SQUARE, attacked.getRefusal().reason());
        assertTrue(attacked.getMessage().startsWith("illegal move g1g2: the king may not move to g2, attacked by the red "),
                attacked.getMessage());
        IllegalMoveException defended = refuse(COURSEWORK, position, "g1f1");
        assertEquals(RefusalReason.KING_CAPTURES_DEFENDED_PIECE, defended.getRefusal().reason());
        assertEquals("illegal move g1f1: the red pawn on f1 is defended by the red pawn on e3", defended.getMessage());
        assertEquals(Set.of(sq("e3")), defended.getRefusal().checkers());
        assertTrue(COURSEWORK.isLegal(position, Move.parse("g1h1")));
        assertTrue(COURSEWORK.refusal(position, sq("g1"), sq("h1")).isEmpty());
    }

    @Test
    void stayingOnTheSameSquareIsNoMovement() {
        Refusal refusal = STANDARD.refusal(START, sq("d1"), sq("d1")).orElseThrow();
        assertEquals(RefusalReason.NO_MOVEMENT, refusal.reason());
        assertTrue(refusal.move().isEmpty());
        assertEquals(0, refusal.distance());
        assertEquals("illegal move d1d1: the white king on d1 must move 2 steps, not stay on d1", refusal.message());
        IllegalMoveException e = assertThrows(IllegalMoveException.class,
                () -> Shogun.newGame().play(sq("d1"), sq("d1")));
        assertEquals(refusal, e.getRefusal());
    }

    @Test
    void malformedTextIsANotationError() {
        NotationException e = assertThrows(NotationException.class, () -> Shogun.newGame().play("d1d9"));
        assertEquals(3, e.getErrorIndex());
    }

    @Test
    void playRefusesIllegalMovesAndKeepsThePositionUntouched() {
        String before = START.toString();
        Move wrong = Move.parse("d1d4");
        assertThrows(IllegalMoveException.class, () -> STANDARD.play(START, wrong, EnergyModel.magnetic()));
        assertThrows(IllegalMoveException.class, () -> STANDARD.play(START, wrong, 1));
        assertFalse(STANDARD.isLegal(START, wrong));
        assertEquals(before, START.toString());
    }

    @Test
    void aBentMoveIsLegalThroughEitherCorner() {
        // b1 pawn (energy 3) to a3: left-first via a1 is blocked, up-first via b2, b3 is open.
        MovePath blockedCorner = MovePath.bent(sq("b1"), Direction.LEFT, 1, Direction.UP, 2);
        MovePath openCorner = MovePath.bent(sq("b1"), Direction.UP, 2, Direction.LEFT, 1);
        assertTrue(STANDARD.isLegal(START, blockedCorner.move()));
        assertEquals(java.util.List.of(openCorner), STANDARD.paths(START, Move.parse("b1a3")));
        Ply ply = Shogun.newGame().play(blockedCorner);
        assertEquals(openCorner, ply.path());
    }
}
