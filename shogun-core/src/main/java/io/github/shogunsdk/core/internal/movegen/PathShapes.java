package io.github.shogunsdk.core.internal.movegen;

import io.github.shogunsdk.api.Direction;
import io.github.shogunsdk.api.Shape;

/**
 * The path tables' numbering of directions and shapes, integers that {@link PathTable} builds its
 * tables from without touching the API's enums, and the {@link Shape} each shape code stands for.
 * Directions: {@link #RIGHT}, {@link #LEFT}, {@link #UP}, {@link #DOWN}; a straight shape's code is
 * its direction, a bent shape's {@code 4 + first * 4 + then}.
 */
final class PathShapes {

    static final int RIGHT = 0;
    static final int LEFT = 1;
    static final int UP = 2;
    static final int DOWN = 3;

    private PathShapes() {
    }

    /** The file step of a direction. */
    static int dx(int direction) {
        return direction == RIGHT ? 1 : direction == LEFT ? -1 : 0;
    }

    /** The rank step of a direction. */
    static int dy(int direction) {
        return direction == UP ? 1 : direction == DOWN ? -1 : 0;
    }

    /** The code of the straight shape along a direction. */
    static int straight(int direction) {
        return direction;
    }

    /** The code of the bent shape that goes {@code first}, then turns to {@code then}. */
    static int bent(int first, int then) {
        return 4 + first * 4 + then;
    }

    /** The shape of a code. */
    static Shape shape(int code) {
        return Table.SHAPES[code];
    }

    /** The shapes by code, made on first use, apart so that the numbering above needs no initializer. */
    private static final class Table {
        static final Shape[] SHAPES = new Shape[20];

        static {
            Direction[] directions = new Direction[4];
            for (Direction direction : Direction.values()) {
                for (int d = 0; d < 4; d++) {
                    if (direction.dx() == dx(d) && direction.dy() == dy(d)) {
                        directions[d] = direction;
                    }
                }
            }
            for (int first = 0; first < 4; first++) {
                SHAPES[straight(first)] = Shape.of(directions[first]);
                for (int then = 0; then < 4; then++) {
                    if (directions[first].isPerpendicularTo(directions[then])) {
                        SHAPES[bent(first, then)] = Shape.of(directions[first], directions[then]);
                    }
                }
            }
        }

        private Table() {
        }
    }
}
