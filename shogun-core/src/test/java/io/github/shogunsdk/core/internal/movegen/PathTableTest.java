package io.github.shogunsdk.core.internal.movegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Shape;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.core.internal.convert.BoardConversion;
import org.junit.jupiter.api.Test;

/**
 * The path geometry of {@link PathTable} asked directly (docs/RULES.md §3), so that no cache
 * above it can hide an answer: the shapes of the two corners of a bent destination, the single
 * path of a straight one, which squares block, and the squares within a distance.
 */
class PathTableTest {

    private static int bit(String square) {
        return BoardConversion.bit(Square.parse(square));
    }

    private static long bits(String... squares) {
        long out = 0;
        for (String square : squares) {
            out |= 1L << bit(square);
        }
        return out;
    }

    @Test
    void aBentDestinationHasARankFirstPathAAndAFileFirstPathB() {
        // d4 to b6 (energy 4): left 2 then up 2 (LU), or up 2 then left 2 (UL).
        assertEquals(Shape.LU, PathTable.shapeA(bit("d4"), 4, bit("b6")));
        assertEquals(Shape.UL, PathTable.shapeB(bit("d4"), 4, bit("b6")));
        // a1 to b2 (energy 2): right then up (RU), or up then right (UR).
        assertEquals(Shape.RU, PathTable.shapeA(bit("a1"), 2, bit("b2")));
        assertEquals(Shape.UR, PathTable.shapeB(bit("a1"), 2, bit("b2")));
        // h8 to g5 (energy 4): left 1 then down 3 (LD), or down 3 then left 1 (DL).
        assertEquals(Shape.LD, PathTable.shapeA(bit("h8"), 4, bit("g5")));
        assertEquals(Shape.DL, PathTable.shapeB(bit("h8"), 4, bit("g5")));
    }

    @Test
    void aStraightDestinationHasOnePath() {
        assertEquals(Shape.U, PathTable.shapeA(bit("d4"), 2, bit("d6")));
        assertNull(PathTable.shapeB(bit("d4"), 2, bit("d6")));
        assertEquals(Shape.D, PathTable.shapeA(bit("d4"), 3, bit("d1")));
        assertNull(PathTable.shapeB(bit("d4"), 3, bit("d1")));
        assertEquals(Shape.L, PathTable.shapeA(bit("h1"), 1, bit("g1")));
        assertEquals(Shape.R, PathTable.shapeA(bit("a1"), 4, bit("e1")));
    }

    @Test
    void aBentDestinationIsOpenUntilBothCornersAreBlocked() {
        // d4 to b6: path A passes c4 b4 b5, path B d5 d6 c6; the destination itself never blocks.
        int from = bit("d4");
        int to = bit("b6");
        assertTrue(PathTable.isOpen(from, 4, to, 0));
        assertTrue(PathTable.isOpen(from, 4, to, bits("b5", "b6")));
        assertTrue(PathTable.isOpen(from, 4, to, bits("c6", "d4")));
        assertFalse(PathTable.isOpen(from, 4, to, bits("b5", "c6")));
        assertFalse(PathTable.isOpen(from, 4, to, bits("c4", "d5")));
        assertTrue(PathTable.openFrom(from, to, bits("b5", "b6")));
        assertFalse(PathTable.openFrom(from, to, bits("b4", "d6")));
        assertEquals(bits("c4", "b4", "b5"), PathTable.pairMaskA(from, to));
        assertEquals(bits("d5", "d6", "c6"), PathTable.pairMaskB(from, to));
    }

    @Test
    void aStraightPathIsBlockedByAnySquareBeforeTheDestination() {
        // a1 to a4 (energy 3) passes a2 and a3.
        assertTrue(PathTable.isOpen(bit("a1"), 3, bit("a4"), bits("a4", "b1")));
        assertFalse(PathTable.isOpen(bit("a1"), 3, bit("a4"), bits("a3")));
        assertEquals(bits("a2", "a3"), PathTable.pairMaskA(bit("a1"), bit("a4")));
        assertEquals(bits("a2", "a3"), PathTable.pairMaskB(bit("a1"), bit("a4")));
    }

    @Test
    void destinationsAndSquaresWithinADistanceFromACorner() {
        assertEquals(bits("c1", "b2", "a3"), PathTable.destinations(bit("a1"), 2));
        assertEquals(bits("b1", "a2"), PathTable.destinations(bit("a1"), 1));
        assertEquals(bits("b1", "c1", "a2", "b2", "a3"), PathTable.within(bit("a1"), 2));
        assertEquals(0, PathTable.within(bit("a1"), 0));
        // Fifteen steps from a corner is the whole board but the corner itself.
        assertEquals(~bits("h8"), PathTable.within(bit("h8"), 15));
    }
}
