package io.github.shogunsdk.core.behaviour;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.shogunsdk.api.BareKingRule;
import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Rules;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.api.WinReason;
import org.junit.jupiter.api.Test;

/** The end-of-game rules a position shows on its own (docs/RULES.md §7, rules 2–4). */
class OutcomeTest {

    private static final Rules STANDARD = Shogun.rules();

    @Test
    void initialPositionIsOngoing() {
        assertEquals(Outcome.ongoing(), STANDARD.outcome(Position.initial()));
    }

    @Test
    void kingAloneLoses() {
        // White: king d1 alone. Red: king d8 and a pawn.
        Position position = Position.parse("3k14/8/8/8/8/8/8/3K23p1 r");
        assertEquals(new Outcome.Win(Colour.RED, WinReason.BARE_KING), STANDARD.outcome(position));
    }

    @Test
    void stricterRuleAlsoLosesWithKingAndOnePawn() {
        // White: king e1 and pawn a1. Red: king d8 and three pawns. Nobody is near anybody.
        Position position = Position.parse("p1p1p1k14/8/8/8/8/8/8/P13K23 w");
        assertEquals(Outcome.ongoing(), STANDARD.outcome(position));
        Rules strict = Shogun.rules(RuleSet.standard().withBareKing(BareKingRule.KING_AND_ONE_PAWN));
        assertEquals(new Outcome.Win(Colour.RED, WinReason.BARE_KING), strict.outcome(position));
    }

    @Test
    void aKingOnTheHillWinsUnderKingOfTheHillOnly() {
        // White king on d4 has just moved there; Red to move.
        Position position = Position.parse("p17/8/8/8/3K24/8/8/P13k13 r");
        assertEquals(new Outcome.Win(Colour.WHITE, WinReason.HILL), Shogun.rules(RuleSet.of(Variant.KOTH)).outcome(position));
        assertEquals(Outcome.ongoing(), STANDARD.outcome(position));
    }

    @Test
    void noLegalMoveInCheckIsCheckmate() {
        Position position = Position.parse("8/8/8/7P2/3p44/4p43/3k24/3P21p3K21 w");
        assertEquals(new Outcome.Win(Colour.RED, WinReason.CHECKMATE), STANDARD.outcome(position));
    }

    @Test
    void noLegalMoveOutOfCheckIsTrapped() {
        // White's only piece, a pawn of energy 2 on a1, is boxed in by red pawns on a2 and b1:
        // a3 (via a2), c1 (via b1) and b2 (via either) are all blocked, and White has no king.
        Position position = Position.parse("8/8/8/8/8/8/p17/P2p16 w");
        assertEquals(new Outcome.Win(Colour.RED, WinReason.TRAPPED), STANDARD.outcome(position));
    }
}
