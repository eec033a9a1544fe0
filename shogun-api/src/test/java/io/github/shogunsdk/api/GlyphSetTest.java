package io.github.shogunsdk.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** A node's glyphs: a sorted, duplicate-free, unmodifiable set equal to any set of its numbers. */
class GlyphSetTest {

    private static final MovePath UP = MovePath.straight(Square.parse("d1"), Direction.UP, 2);

    @Test
    void glyphsAreSortedWithoutRepeatsAndEqualToAnySetOfTheirNumbers() {
        SortedSet<Integer> glyphs = RecordNode.of(UP, 1).withGlyphs(Set.of(6, 1, 200)).glyphs();
        assertEquals(List.of(1, 6, 200), List.copyOf(glyphs));
        assertEquals(new TreeSet<>(List.of(200, 6, 1)), glyphs);
        assertEquals(Set.of(1, 6, 200).hashCode(), glyphs.hashCode());
        assertTrue(glyphs.contains(6));
        assertFalse(glyphs.contains(7));
        assertFalse(glyphs.contains("6"));
        assertEquals(1, glyphs.first());
        assertEquals(200, glyphs.last());
        assertEquals(List.of(6), List.copyOf(glyphs.subSet(2, 200)));
        assertEquals(List.of(1, 6), List.copyOf(glyphs.headSet(7)));
        assertEquals(List.of(200), List.copyOf(glyphs.tailSet(7)));
        assertTrue(glyphs.tailSet(201).isEmpty());
        assertThrows(IllegalArgumentException.class, () -> glyphs.subSet(7, 2));
        assertThrows(UnsupportedOperationException.class, () -> glyphs.add(3));
        assertThrows(UnsupportedOperationException.class, () -> glyphs.iterator().remove());
    }

    @Test
    void noGlyphsIsAnEmptySet() {
        SortedSet<Integer> none = RecordNode.of(UP, 1).glyphs();
        assertTrue(none.isEmpty());
        assertEquals(Set.of(), none);
        assertThrows(NoSuchElementException.class, none::first);
        assertThrows(NoSuchElementException.class, () -> none.iterator().next());
    }
}
