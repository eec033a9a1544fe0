package io.github.shogunsdk.core.behaviour;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.PieceKind;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Rules;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Variant;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Legal moves around a king (docs/RULES.md §5) on small boards worked out by hand: a piece that
 * alone blocks an enemy's path to its king, a bent path blocked on both corners, a check that a
 * pawn can block, and a king that would step along an attacker's path through its own old square.
 * Each board is asked under standard and coursework rules, which differ exactly there.
 */
class PinsAndChecksTest {

    private static final Rules STANDARD = Shogun.rules();
    private static final Rules COURSEWORK = Shogun.rules(RuleSet.of(Variant.COURSEWORK));
    private static final Rules KOTH = Shogun.rules(RuleSet.of(Variant.KOTH));

    private static List<String> moves(Rules rules, Position position) {
        return rules.legalMoves(position).stream().map(Move::toString).toList();
    }

    private static List<String> sorted(String... moves) {
        return List.copyOf(new TreeSet<>(List.of(moves)));
    }

    @Test
    void aPawnThatAloneShieldsItsKingMayOnlyCaptureTheAttacker() {
        // White: king a1 (energy 1), pawn a2 (1). Red: pawn a3 (2), whose straight path a3-a2-a1 the
        // a2 pawn alone blocks. a2b2 would open it; a2xa3 removes the attacker. The king's b1 is
        // three steps from a3, out of the energy-2 pawn's reach.
        Position position = Position.parse("8/8/8/8/8/p27/P17/K17 w");
        assertFalse(STANDARD.isInCheck(position));
        assertEquals(sorted("a1b1", "a2a3"), moves(STANDARD, position));
        assertEquals(sorted("a1b1", "a2a3"), moves(KOTH, position));
        assertFalse(STANDARD.isLegal(position, Move.parse("a2b2")));
        // Coursework lets a pawn leave its king in check.
        assertEquals(sorted("a1b1", "a2a3", "a2b2"), moves(COURSEWORK, position));
    }

    @Test
    void aCheckIsAnsweredByBlockingOrByTheKingStepping() {
        // White: king a1 (1), pawn b2 (1). Red: pawn a3 (2) gives check along a3-a2-a1.
        // The pawn blocks on a2; b2b1, b2b3 and b2c2 leave the check. The king's a2 and b1 are one
        // and three steps from a3, so the energy-2 pawn reaches neither.
        Position position = Position.parse("8/8/8/8/8/p27/1P16/K17 w");
        assertTrue(STANDARD.isInCheck(position));
        assertEquals(sorted("a1a2", "a1b1", "b2a2"), moves(STANDARD, position));
        assertEquals(sorted("b2a2"), STANDARD.legalMoves(position, PieceKind.PAWN).stream().map(Move::toString).toList());
        assertEquals(sorted("a1a2", "a1b1"), STANDARD.legalMoves(position, PieceKind.KING).stream().map(Move::toString).toList());
        assertEquals(sorted("a1a2", "a1b1", "b2a2", "b2b1", "b2b3", "b2c2"), moves(COURSEWORK, position));
        // In check with moves to make: the game goes on.
        assertEquals(Outcome.ongoing(), STANDARD.outcome(position));
    }

    @Test
    void piecesOnBothCornersOfABentPathMayMoveAlongTheirOwnLeg() {
        // White: king a1 (1), pawns b2 (1) and b1 (1). Red: pawn c2 (3), three steps from a1 by
        // c2-b2-a2-a1 (blocked by b2 alone) or c2-c1-b1-a1 (blocked by b1 alone).
        // b2a2 and b1c1 keep their path shut; b2b3 opens the first; b2xc2 takes the attacker.
        // The king's a2 is two steps from c2, out of the energy-3 pawn's reach.
        Position position = Position.parse("8/8/8/8/8/8/1P1p35/K1P16 w");
        assertFalse(STANDARD.isInCheck(position));
        assertEquals(sorted("a1a2", "b1c1", "b2a2", "b2c2"), moves(STANDARD, position));
        assertEquals(sorted("a1a2", "b1c1", "b2a2", "b2b3", "b2c2"), moves(COURSEWORK, position));
    }

    @Test
    void twoPiecesOnOnePathShieldTheKingTogetherAndEachMayLeave() {
        // As above with a second white pawn on a2 (1): path c2-b2-a2-a1 now holds two white pawns,
        // so either may leave it. The king has no free square (a2, b1 are its own).
        Position position = Position.parse("8/8/8/8/8/8/P1P1p35/K1P16 w");
        assertEquals(sorted("a2a3", "b1c1", "b2b3", "b2c2"), moves(STANDARD, position));
        assertEquals(moves(STANDARD, position), moves(COURSEWORK, position));
    }

    @Test
    void aKingMayNotStepAlongAnAttackersPathThroughItsOwnSquare() {
        // White: king c1 (1). Red: pawn e1 (3), two steps from the king, so no check. b1 is three
        // steps from e1 straight through c1, c2 three steps by e1-e2-d2-c2 (and by d1-c1): once the
        // king has left c1 both are attacked; d1 is one step from e1.
        Position position = Position.parse("8/8/8/8/8/8/8/2K11p33 w");
        assertFalse(STANDARD.isInCheck(position));
        assertEquals(sorted("c1d1"), moves(STANDARD, position));
        // Coursework judges the king's squares on the board as it stands, king still on c1: the
        // straight path to b1 passes c1 and is blocked, so b1 is allowed; c2 stays attacked.
        assertEquals(sorted("c1b1", "c1d1"), moves(COURSEWORK, position));
    }
}
