package io.github.shogunsdk.core;

import io.github.shogunsdk.api.Direction;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Shape;
import io.github.shogunsdk.api.Square;

/** Builds the API {@link Move} for a (from, to) pair and the shape of one of its paths. */
final class MoveFactory {

    private MoveFactory() {
    }

    static Move path(Square from, Square to, Shape shape) {
        int dx = Math.abs(to.x() - from.x());
        int dy = Math.abs(to.y() - from.y());
        if (shape.isStraight()) {
            return Move.straight(from, shape.first(), dx + dy);
        }
        Direction first = shape.first();
        Direction then = shape.then().orElseThrow();
        int firstSteps = first.dx() != 0 ? dx : dy;
        return Move.bent(from, first, firstSteps, then, dx + dy - firstSteps);
    }
}
