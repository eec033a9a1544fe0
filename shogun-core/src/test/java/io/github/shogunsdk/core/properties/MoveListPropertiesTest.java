package io.github.shogunsdk.core.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.Variant;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * The rules' move lists, kept as bitboards and read on demand, behave as plain immutable lists of
 * the same moves: reading by index and by iterator give the same sequence, every move is found at
 * its index and no other move is found, equality and hash codes match an {@code ArrayList}'s, and
 * every change and every index out of range is refused.
 */
class MoveListPropertiesTest {

    @Provide
    Arbitrary<Position> positions() {
        return PositionArbitraries.positions();
    }

    @Property(tries = 300)
    void aListReadsFindsAndComparesAsACopyOfItself(@ForAll("positions") Position position,
            @ForAll @IntRange(min = 0, max = 2) int variantIndex) {
        List<Move> moves = Shogun.rules(RuleSet.of(Variant.values()[variantIndex])).legalMoves(position);
        List<Move> byIndex = new ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            byIndex.add(moves.get(i));
        }
        List<Move> byIterator = new ArrayList<>();
        Iterator<Move> iterator = moves.iterator();
        while (iterator.hasNext()) {
            byIterator.add(iterator.next());
        }
        assertThrows(NoSuchElementException.class, iterator::next);
        assertEquals(byIndex, byIterator);
        assertEquals(byIndex, moves);
        assertEquals(moves, byIndex);
        assertEquals(byIndex.hashCode(), moves.hashCode());
        assertEquals(byIndex.toString(), moves.toString());
        for (int i = 0; i < byIndex.size(); i++) {
            assertEquals(i, moves.indexOf(byIndex.get(i)));
            assertEquals(i, moves.lastIndexOf(byIndex.get(i)));
        }
        for (Square from : Square.all()) {
            for (Square to : Square.all()) {
                if (!from.equals(to)) {
                    Move move = Move.of(from, to);
                    assertEquals(byIndex.contains(move), moves.contains(move), () -> position + ": " + move);
                    assertEquals(byIndex.indexOf(move), moves.indexOf(move), () -> position + ": " + move);
                }
            }
        }
        assertFalse(moves.contains("a1a2"));
        assertThrows(IndexOutOfBoundsException.class, () -> moves.get(-1));
        assertThrows(IndexOutOfBoundsException.class, () -> moves.get(moves.size()));
        assertThrows(UnsupportedOperationException.class, () -> moves.add(Move.parse("a1a2")));
        if (!moves.isEmpty()) {
            assertThrows(UnsupportedOperationException.class, () -> moves.remove(0));
            assertThrows(UnsupportedOperationException.class, () -> moves.set(0, moves.get(0)));
            assertTrue(moves.containsAll(byIndex));
        }
    }
}
