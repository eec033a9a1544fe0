package io.github.shogunsdk.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class MoveTest {

    private static Square sq(String name) {
        return Square.of(name);
    }

    @Test
    void straightMoveKnowsItsPath() {
        Move up = Move.straight(sq("d1"), Direction.UP, 2);
        assertEquals(sq("d3"), up.to());
        assertEquals(List.of(sq("d2"), sq("d3")), up.path());
        assertEquals(Shape.U, up.shape());
        assertEquals(2, up.length());
        assertEquals("d1d3", up.toString());
    }

    @Test
    void bentMoveTurnsOnceAtItsCorner() {
        Move.Bent bent = new Move.Bent(sq("d4"), Direction.UP, 2, Direction.LEFT, 2);
        assertEquals(sq("d6"), bent.corner());
        assertEquals(sq("b6"), bent.to());
        assertEquals(List.of(sq("d5"), sq("d6"), sq("c6"), sq("b6")), bent.path());
        assertEquals(Shape.UL, bent.shape());
        assertEquals("d4b6", bent.toString());
        assertEquals("d4b6", bent.text().toString());
    }

    @Test
    void invalidPathsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> Move.straight(sq("d7"), Direction.UP, 2));
        assertThrows(IllegalArgumentException.class, () -> Move.straight(sq("d1"), Direction.UP, 5));
        assertThrows(IllegalArgumentException.class, () -> Move.straight(sq("d1"), Direction.UP, 0));
        assertThrows(IllegalArgumentException.class, () -> Move.bent(sq("d4"), Direction.UP, 1, Direction.DOWN, 1));
        assertThrows(IllegalArgumentException.class, () -> Move.bent(sq("d4"), Direction.UP, 1, Direction.UP, 1));
        assertThrows(IllegalArgumentException.class, () -> Move.bent(sq("d4"), Direction.UP, 2, Direction.LEFT, 3));
        assertThrows(IllegalArgumentException.class, () -> Move.bent(sq("b1"), Direction.LEFT, 2, Direction.UP, 1));
    }

    @Test
    void shapesPairPerpendicularDirections() {
        assertEquals(12, Shape.values().length);
        for (Shape shape : Shape.values()) {
            shape.then().ifPresent(then -> assertEquals(true, shape.first().isPerpendicularTo(then), shape.name()));
            String letters = "" + shape.first().letter() + shape.then().map(d -> "" + d.letter()).orElse("");
            assertEquals(shape.name(), letters);
        }
        assertThrows(IllegalArgumentException.class, () -> Shape.of(Direction.UP, Direction.DOWN));
    }
}
