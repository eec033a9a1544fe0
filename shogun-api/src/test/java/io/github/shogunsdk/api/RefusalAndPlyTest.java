package io.github.shogunsdk.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Refusals and plies as values: what they hold, what they check, how they print. */
class RefusalAndPlyTest {

    @Test
    void aRefusalHoldsItsFactsAndBuildsItsMessage() {
        Refusal refusal = Refusal.of(Square.parse("d4"), Square.parse("b6"), RefusalReason.BLOCKED,
                Optional.of(Piece.parse("P4")), Set.of(Square.parse("d5"), Square.parse("c4")), Set.of(),
                "both paths are blocked, at c4 and d5");
        assertEquals(Optional.of(Move.parse("d4b6")), refusal.move());
        assertEquals(OptionalInt.of(4), refusal.energy());
        assertEquals(4, refusal.distance());
        assertEquals("[c4, d5]", refusal.blockers().toString(), "square order");
        assertEquals("illegal move d4b6: both paths are blocked, at c4 and d5", refusal.message());
        assertEquals(refusal.message(), new IllegalMoveException(refusal).getMessage());
        assertThrows(IllegalArgumentException.class, () -> Refusal.of(Square.parse("d4"), Square.parse("b6"),
                RefusalReason.BLOCKED, Optional.empty(), Set.of(), Set.of(), "two\nlines"));
    }

    @Test
    void aRefusalKeepsItsSquaresInSquareOrderWhateverOrderTheyCameIn() {
        Set<Square> checkers = new LinkedHashSet<>();
        for (String square : new String[] {"h8", "a1", "e4", "d4", "a2"}) {
            checkers.add(Square.parse(square));
        }
        Refusal refusal = Refusal.of(Square.parse("d1"), Square.parse("d2"), RefusalReason.LEAVES_KING_IN_CHECK,
                Optional.of(Piece.parse("K2")), Set.of(), checkers, "the king would stand in check");
        // Square order is Square.index(), file by file from a1: a1 0, a2 1, d4 27, e4 35, h8 63.
        assertEquals("[a1, a2, d4, e4, h8]", refusal.checkers().toString());
        assertEquals(checkers, refusal.checkers());
        assertThrows(UnsupportedOperationException.class, () -> refusal.checkers().add(Square.parse("b2")));
        Set<Square> withNull = new HashSet<>();
        withNull.add(null);
        assertThrows(NullPointerException.class, () -> Refusal.of(Square.parse("d1"), Square.parse("d2"),
                RefusalReason.LEAVES_KING_IN_CHECK, Optional.empty(), Set.of(), withNull, "x"));
    }

    @Test
    void aPlyMustShowTheMoverLeavingAndLanding() {
        Position before = Position.parse("8/8/8/8/8/8/8/3K24 w");
        Position after = Position.parse("8/8/8/8/8/3K14/8/8 r 1 1");
        MovePath up = MovePath.straight(Square.parse("d1"), Direction.UP, 2);
        Ply ply = Ply.of(before, up, after, false, false);
        assertEquals(Move.parse("d1d3"), ply.move());
        assertEquals(2, ply.energyBefore());
        assertEquals(1, ply.landingEnergy());
        assertEquals("d1d3:1", ply.toString());
        assertThrows(IllegalArgumentException.class, () -> Ply.of(after, up, before, false, false));
        assertThrows(IllegalArgumentException.class, () -> Ply.of(before, up, after, false, true));
    }

    @Test
    void pathsKnowTheirMovesAndShapes() {
        Move move = Move.parse("d4b6");
        assertEquals("[c4, b4, b5, b6]", MovePath.of(move, Shape.LU).orElseThrow().squares().toString());
        assertEquals("[d5, d6, c6, b6]", MovePath.of(move, Shape.UL).orElseThrow().squares().toString());
        assertEquals(Optional.empty(), MovePath.of(move, Shape.RU));
        assertEquals(Optional.empty(), MovePath.of(move, Shape.U));
        assertEquals(Optional.empty(), MovePath.of(Move.parse("a1h8"), Shape.UR), "longer than four steps");
        assertEquals("[d2, d3]", MovePath.of(Move.parse("d1d3"), Shape.U).orElseThrow().squares().toString());
        for (Shape shape : Shape.values()) {
            MovePath.of(move, shape).ifPresent(path -> assertEquals(move, path.move()));
        }
    }
}
