package io.github.shogunsdk.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SquareTest {

    @Test
    void namesFollowFilesAndRanks() {
        Square d4 = Square.parse("d4");
        assertEquals(4, d4.x());
        assertEquals(4, d4.y());
        assertEquals("d4", d4.toString());
        assertSame(d4, Square.of(4, 4));
        assertEquals(Square.of(1, 8), Square.parse("A8"));
    }

    @Test
    void indexRunsInSquareOrderFileByFile() {
        assertEquals(0, Square.parse("a1").index());
        assertEquals(1, Square.parse("a2").index());
        assertEquals(7, Square.parse("a8").index());
        assertEquals(8, Square.parse("b1").index());
        assertEquals(27, Square.parse("d4").index());
        assertEquals(56, Square.parse("h1").index());
        assertEquals(63, Square.parse("h8").index());
        for (int i = 0; i < Square.COUNT; i++) {
            assertEquals(i, Square.ofIndex(i).index());
            assertEquals(Square.all().get(i), Square.ofIndex(i));
            if (i > 0) {
                assertTrue(Square.ofIndex(i - 1).compareTo(Square.ofIndex(i)) < 0);
            }
        }
        assertThrows(IllegalArgumentException.class, () -> Square.ofIndex(64));
        assertThrows(IllegalArgumentException.class, () -> Square.ofIndex(-1));
    }

    @Test
    void squareOrderIsAlphabeticalOrderOfNames() {
        List<String> names = new ArrayList<>();
        Square.all().forEach(square -> names.add(square.toString()));
        List<String> sorted = new ArrayList<>(names);
        sorted.sort(null);
        assertEquals(sorted, names);
        assertEquals("a1", names.get(0));
        assertEquals("a2", names.get(1));
        assertEquals("h8", names.get(63));
    }

    @Test
    void stepStaysOnTheBoard() {
        assertEquals(Square.parse("d6"), Square.parse("d4").step(Direction.UP, 2).orElseThrow());
        assertTrue(Square.parse("a1").step(Direction.LEFT, 1).isEmpty());
        assertTrue(Square.parse("h8").step(Direction.UP, 1).isEmpty());
        assertEquals(4, Square.parse("d4").distanceTo(Square.parse("b6")));
    }

    @Test
    void badNamesNameTheBadCharacter() {
        NotationException file = assertThrows(NotationException.class, () -> Square.parse("i4"));
        assertEquals(0, file.getErrorIndex());
        NotationException rank = assertThrows(NotationException.class, () -> Square.parse("d9"));
        assertEquals(1, rank.getErrorIndex());
        NotationException extra = assertThrows(NotationException.class, () -> Square.parse("d44"));
        assertEquals(2, extra.getErrorIndex());
        NotationException empty = assertThrows(NotationException.class, () -> Square.parse(""));
        assertEquals(0, empty.getErrorIndex());
        assertThrows(IllegalArgumentException.class, () -> Square.of(0, 3));
        assertThrows(IllegalArgumentException.class, () -> Square.of(3, 9));
    }
}
