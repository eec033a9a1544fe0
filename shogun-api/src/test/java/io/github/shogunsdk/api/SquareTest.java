package io.github.shogunsdk.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.notation.NotationException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SquareTest {

    @Test
    void namesFollowFilesAndRanks() {
        Square d4 = Square.of("d4");
        assertEquals(4, d4.x());
        assertEquals(4, d4.y());
        assertEquals("d4", d4.toString());
        assertSame(d4, Square.of(4, 4));
        assertEquals(Square.of(1, 8), Square.of("A8"));
    }

    @Test
    void indexRunsRankByRank() {
        assertEquals(0, Square.of("a1").index());
        assertEquals(7, Square.of("h1").index());
        assertEquals(8, Square.of("a2").index());
        assertEquals(63, Square.of("h8").index());
        for (int i = 0; i < Square.COUNT; i++) {
            assertEquals(i, Square.ofIndex(i).index());
        }
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
        assertEquals(Square.of("d6"), Square.of("d4").step(Direction.UP, 2).orElseThrow());
        assertTrue(Square.of("a1").step(Direction.LEFT, 1).isEmpty());
        assertTrue(Square.of("h8").step(Direction.UP, 1).isEmpty());
        assertEquals(4, Square.of("d4").distanceTo(Square.of("b6")));
    }

    @Test
    void badNamesNameTheBadCharacter() {
        NotationException file = assertThrows(NotationException.class, () -> Square.of("i4"));
        assertEquals(0, file.getErrorIndex());
        NotationException rank = assertThrows(NotationException.class, () -> Square.of("d9"));
        assertEquals(1, rank.getErrorIndex());
        NotationException extra = assertThrows(NotationException.class, () -> Square.of("d44"));
        assertEquals(2, extra.getErrorIndex());
        NotationException empty = assertThrows(NotationException.class, () -> Square.of(""));
        assertEquals(0, empty.getErrorIndex());
        assertThrows(IllegalArgumentException.class, () -> Square.of(0, 3));
        assertThrows(IllegalArgumentException.class, () -> Square.of(3, 9));
    }
}
