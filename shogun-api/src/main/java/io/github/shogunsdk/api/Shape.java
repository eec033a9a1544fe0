package io.github.shogunsdk.api;

import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The 12 shapes a path can take: the 4 straight directions and the 8 ordered pairs of
 * perpendicular directions (first, then), named by their letters. {@code RU} is "right, then up".
 *
 * <pre>{@code
 * Shape.RU.first();        // RIGHT
 * Shape.RU.then();         // Optional[UP]
 * Shape.of(Direction.UP);  // U
 * }</pre>
 */
public enum Shape {
    /** Straight up. */
    U(Direction.UP, null),
    /** Straight down. */
    D(Direction.DOWN, null),
    /** Straight left. */
    L(Direction.LEFT, null),
    /** Straight right. */
    R(Direction.RIGHT, null),
    /** Right, then up. */
    RU(Direction.RIGHT, Direction.UP),
    /** Right, then down. */
    RD(Direction.RIGHT, Direction.DOWN),
    /** Left, then up. */
    LU(Direction.LEFT, Direction.UP),
    /** Left, then down. */
    LD(Direction.LEFT, Direction.DOWN),
    /** Up, then right. */
    UR(Direction.UP, Direction.RIGHT),
    /** Up, then left. */
    UL(Direction.UP, Direction.LEFT),
    /** Down, then right. */
    DR(Direction.DOWN, Direction.RIGHT),
    /** Down, then left. */
    DL(Direction.DOWN, Direction.LEFT);

    private final Direction first;
    private final @Nullable Direction then;

    Shape(Direction first, @Nullable Direction then) {
        this.first = first;
        this.then = then;
    }

    /**
     * Returns the direction of the first step.
     *
     * @return the first direction
     */
    public Direction first() {
        return first;
    }

    /**
     * Returns the direction after the turn, or empty for a straight shape.
     *
     * @return the second direction of a bent shape
     */
    public Optional<Direction> then() {
        return Optional.ofNullable(then);
    }

    /**
     * Tells whether the shape has no turn.
     *
     * @return true for U, D, L and R
     */
    public boolean isStraight() {
        return then == null;
    }

    /**
     * Returns the straight shape in a direction.
     *
     * @param direction the direction
     * @return U, D, L or R
     */
    public static Shape of(Direction direction) {
        Objects.requireNonNull(direction, "direction");
        return values()[direction.ordinal()];
    }

    /**
     * Returns the bent shape that goes {@code first}, then turns to {@code then}.
     *
     * @param first the first direction
     * @param then a direction perpendicular to {@code first}
     * @return the bent shape
     * @throws IllegalArgumentException if the directions are not perpendicular
     */
    public static Shape of(Direction first, Direction then) {
        Objects.requireNonNull(first, "first");
        Objects.requireNonNull(then, "then");
        for (Shape shape : values()) {
            if (shape.first == first && shape.then == then) {
                return shape;
            }
        }
        throw new IllegalArgumentException("a bent path turns by 90°: " + first + " then " + then + " is not a shape");
    }
}
