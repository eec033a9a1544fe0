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
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The fine print of the end-of-game rules 2 and 3 (docs/RULES.md §7, "Details"): both sides bare,
 * a side without a king, which squares are the hill, only kings on it count, and both kings on it.
 */
class EndOfGameDetailsTest {

    private static final Rules STANDARD = Shogun.rules();
    private static final Rules KOTH = Shogun.rules(RuleSet.of(Variant.KOTH));

    private static Outcome win(Colour colour, WinReason reason) {
        return new Outcome.Win(colour, reason);
    }

    @Test
    void whenBothSidesAreBareTheSideToMoveLoses() {
        // Red's king on a8 and White's king on h1, nothing else.
        assertEquals(win(Colour.RED, WinReason.BARE_KING), STANDARD.outcome(Position.parse("k17/8/8/8/8/8/8/7K1 w")));
        assertEquals(win(Colour.WHITE, WinReason.BARE_KING), STANDARD.outcome(Position.parse("k17/8/8/8/8/8/8/7K1 r")));
    }

    @Test
    void whenOnlyTheSideThatMovedIsBareTheSideToMoveWins() {
        // Red (to move) has its king and a pawn; White has its king alone.
        assertEquals(win(Colour.RED, WinReason.BARE_KING), STANDARD.outcome(Position.parse("k1p16/8/8/8/8/8/8/7K1 r")));
    }

    @Test
    void aSideWithoutAKingIsNeverBare() {
        // White: one pawn of energy 1 on a1, free to move to a2 or b1. Red: no piece at all.
        assertEquals(Outcome.ongoing(), STANDARD.outcome(Position.parse("8/8/8/8/8/8/8/P17 w")));
        // Under the stricter rule: Red has one pawn (a8, energy 1, free to move) and no king; White
        // has its king on c1 and two pawns.
        Rules strict = Shogun.rules(RuleSet.standard().withBareKing(BareKingRule.KING_AND_ONE_PAWN));
        assertEquals(Outcome.ongoing(), strict.outcome(Position.parse("p17/8/8/8/8/8/8/P1P1K15 r")));
    }

    @Test
    void theStricterRuleSparesAKingWithTwoPawns() {
        // White: king e1 and pawns a1, b1; Red: king d8 and pawns a8, b8. Nobody near anybody.
        Rules strict = Shogun.rules(RuleSet.standard().withBareKing(BareKingRule.KING_AND_ONE_PAWN));
        assertEquals(Outcome.ongoing(), strict.outcome(Position.parse("p1p11k14/8/8/8/8/8/8/P1P12K13 w")));
    }

    @ParameterizedTest
    @ValueSource(strings = {"d4", "e4", "d5", "e5"})
    void aKingOnAnyOfTheFourHillSquaresWinsUnderKoth(String square) {
        Position position = withWhiteKingOn(square, "r");
        assertEquals(win(Colour.WHITE, WinReason.HILL), KOTH.outcome(position));
        assertEquals(Variant.KOTH, KOTH.ruleSet().variant());
        assertEquals(Outcome.ongoing(), STANDARD.outcome(position));
    }

    @ParameterizedTest
    @ValueSource(strings = {"c4", "f4", "d3", "e3", "d6", "e6", "c5", "f5"})
    void aKingNextToTheHillDoesNotWin(String square) {
        assertEquals(Outcome.ongoing(), KOTH.outcome(withWhiteKingOn(square, "r")));
    }

    @Test
    void theSideToMoveWinsWhenOnlyItsKingStandsOnTheHill() {
        // A set-up position: Red's king already on e5, Red to move; White's king on a1.
        Position position = Position.parse("p17/8/8/4k13/8/8/8/K1P16 r");
        assertEquals(win(Colour.RED, WinReason.HILL), KOTH.outcome(position));
    }

    @Test
    void whenBothKingsStandOnTheHillTheSideThatMovedLastWins() {
        // White's king on d4, Red's on e5, each side also has a pawn so nobody is bare.
        assertEquals(win(Colour.RED, WinReason.HILL), KOTH.outcome(Position.parse("p17/8/8/4k13/3K14/8/8/P17 w")));
        assertEquals(win(Colour.WHITE, WinReason.HILL), KOTH.outcome(Position.parse("p17/8/8/4k13/3K14/8/8/P17 r")));
    }

    @Test
    void aPawnOnTheHillDoesNotWin() {
        // White's pawn of energy 1 stands on d4, kings far away on a1 and h8; Red to move.
        assertEquals(Outcome.ongoing(), KOTH.outcome(Position.parse("7k1/p17/8/8/3P14/8/8/K1P16 r")));
    }

    /** White's king of energy 1 on a square; Red's king on h8 with a pawn on a8; White's pawn on h1. */
    private static Position withWhiteKingOn(String square, String side) {
        int file = square.charAt(0) - 'a';
        int rank = square.charAt(1) - '0';
        StringBuilder ranks = new StringBuilder("p16k1");
        for (int y = 7; y >= 2; y--) {
            ranks.append('/');
            if (y == rank) {
                ranks.append(run(file)).append("K1").append(run(7 - file));
            } else {
                ranks.append('8');
            }
        }
        ranks.append("/7P1 ").append(side);
        return Position.parse(ranks.toString());
    }

    private static String run(int empty) {
        return empty == 0 ? "" : Integer.toString(empty);
    }
}
