package io.github.shogunsdk.core.internal.movegen;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.shogunsdk.api.Shape;
import org.junit.jupiter.api.Test;

/**
 * The path tables' numbering, asked directly: the path tables are built from it once, as their
 * class is set up, so a fault here would reach every test but could never be told apart from the
 * tables' own faults (and mutation testing, which changes code after the tables are built, would
 * never see it). Expected values come from the names: R is one file right, L one left, U one rank
 * up, D one down, and a bent shape's name is its first direction's letter, then the second's.
 */
class PathShapesTest {

    private static final int[] DIRECTIONS = {PathShapes.RIGHT, PathShapes.LEFT, PathShapes.UP, PathShapes.DOWN};
    private static final String[] LETTERS = {"R", "L", "U", "D"};
    private static final int[] FILE_STEPS = {1, -1, 0, 0};
    private static final int[] RANK_STEPS = {0, 0, 1, -1};

    @Test
    void eachDirectionStepsOneSquareItsWay() {
        for (int i = 0; i < 4; i++) {
            assertEquals(FILE_STEPS[i], PathShapes.dx(DIRECTIONS[i]), LETTERS[i]);
            assertEquals(RANK_STEPS[i], PathShapes.dy(DIRECTIONS[i]), LETTERS[i]);
        }
    }

    @Test
    void aStraightCodeStandsForTheShapeOfItsDirection() {
        for (int i = 0; i < 4; i++) {
            assertEquals(Shape.valueOf(LETTERS[i]), PathShapes.shape(PathShapes.straight(DIRECTIONS[i])));
        }
    }

    @Test
    void aBentCodeStandsForItsTwoDirectionsInOrder() {
        for (int first = 0; first < 4; first++) {
            for (int then = 0; then < 4; then++) {
                boolean perpendicular = (FILE_STEPS[first] == 0) != (FILE_STEPS[then] == 0);
                if (perpendicular) {
                    Shape expected = Shape.valueOf(LETTERS[first] + LETTERS[then]);
                    assertEquals(expected, PathShapes.shape(PathShapes.bent(DIRECTIONS[first], DIRECTIONS[then])));
                }
            }
        }
    }
}
