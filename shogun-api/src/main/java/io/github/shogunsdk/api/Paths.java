package io.github.shogunsdk.api;

import java.util.List;
import java.util.Objects;

/** Validation and expansion of the straight legs that make up a {@link MovePath}. */
final class Paths {

    private Paths() {
    }

    static void requireLeg(Square start, Direction direction, int steps, int maxSteps) {
        Objects.requireNonNull(start, "from");
        Objects.requireNonNull(direction, "direction");
        if (steps < 1 || steps > maxSteps) {
            throw new IllegalArgumentException("a leg of " + steps + " steps is not allowed here: 1 to " + maxSteps);
        }
        if (start.step(direction, steps).isEmpty()) {
            throw new IllegalArgumentException(steps + " steps " + direction + " from " + start + " leave the board");
        }
    }

    static void addLeg(List<Square> squares, Square start, Direction direction, int steps) {
        for (int i = 1; i <= steps; i++) {
            squares.add(start.step(direction, i).orElseThrow());
        }
    }
}
