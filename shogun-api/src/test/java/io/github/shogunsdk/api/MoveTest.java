package io.github.shogunsdk.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class MoveTest {

    private static Square sq(String name) {
        return Square.parse(name);
    }

    @Test
    void straightPathKnowsItsSquares() {
        MovePath up = MovePath.straight(sq("d1"), Direction.UP, 2);
        assertEquals(sq("d3"), up.to());
        assertEquals(List.of(sq("d2"), sq("d3")), up.squares());
        assertEquals(Shape.U, up.shape());
        assertEquals(2, up.length());
        assertEquals("d1d3", up.move().toString());
    }

    @Test
    void bentPathTurnsOnceAtItsCorner() {
        MovePath.Bent bent = new MovePath.Bent(sq("d4"), Direction.UP, 2, Direction.LEFT, 2);
        assertEquals(sq("d6"), bent.corner());
        assertEquals(sq("b6"), bent.to());
        assertEquals(List.of(sq("d5"), sq("d6"), sq("c6"), sq("b6")), bent.squares());
        assertEquals(Shape.UL, bent.shape());
        assertEquals("d4b6", bent.move().toString());
        assertEquals(Move.of(sq("d4"), sq("b6")), bent.move());
    }

    @Test
    void moveIsItsTwoSquaresWhateverThePath() {
        Move move = Move.parse("d4b6");
        assertEquals(Move.of(sq("d4"), sq("b6")), move);
        assertEquals(4, move.distance());
        assertEquals(move, MovePath.bent(sq("d4"), Direction.UP, 2, Direction.LEFT, 2).move());
        assertEquals(move, MovePath.bent(sq("d4"), Direction.LEFT, 2, Direction.UP, 2).move());
        assertEquals(List.of(sq("c4"), sq("b4"), sq("b5"), sq("b6")), MovePath.of(move, Shape.LU).orElseThrow().squares());
        assertEquals(true, MovePath.of(move, Shape.RU).isEmpty());
        assertEquals(true, MovePath.of(move, Shape.U).isEmpty());
        assertEquals(MovePath.straight(sq("d1"), Direction.UP, 2), MovePath.of(Move.parse("d1d3"), Shape.U).orElseThrow());
        assertThrows(IllegalArgumentException.class, () -> Move.of(sq("d4"), sq("d4")));
        List<Move> sorted = new java.util.ArrayList<>(List.of(Move.parse("b1a1"), Move.parse("a2a1"), Move.parse("a1b1"),
                Move.parse("a1a2")));
        sorted.sort(null);
        assertEquals("[a1a2, a1b1, a2a1, b1a1]", sorted.toString());
    }

    @Test
    void invalidPathsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> MovePath.straight(sq("d7"), Direction.UP, 2));
        assertThrows(IllegalArgumentException.class, () -> MovePath.straight(sq("d1"), Direction.UP, 5));
        assertThrows(IllegalArgumentException.class, () -> MovePath.straight(sq("d1"), Direction.UP, 0));
        assertThrows(IllegalArgumentException.class, () -> MovePath.bent(sq("d4"), Direction.UP, 1, Direction.DOWN, 1));
        assertThrows(IllegalArgumentException.class, () -> MovePath.bent(sq("d4"), Direction.UP, 1, Direction.UP, 1));
        assertThrows(IllegalArgumentException.class, () -> MovePath.bent(sq("d4"), Direction.UP, 2, Direction.LEFT, 3));
        assertThrows(IllegalArgumentException.class, () -> MovePath.bent(sq("b1"), Direction.LEFT, 2, Direction.UP, 1));
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
