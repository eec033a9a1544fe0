package io.github.shogunsdk.api;

/**
 * The four directions a piece can step in. "Up" is towards rank 8 for both colours.
 *
 * <pre>{@code
 * Direction.UP.isPerpendicularTo(Direction.LEFT);   // true
 * Direction.UP.opposite();                          // DOWN
 * }</pre>
 */
public enum Direction {
    /** Towards rank 8. */
    UP('U', 0, 1),
    /** Towards rank 1. */
    DOWN('D', 0, -1),
    /** Towards file a. */
    LEFT('L', -1, 0),
    /** Towards file h. */
    RIGHT('R', 1, 0);

    private final char letter;
    private final int dx;
    private final int dy;

    Direction(char letter, int dx, int dy) {
        this.letter = letter;
        this.dx = dx;
        this.dy = dy;
    }

    /**
     * Returns the change of file for one step: -1, 0 or 1.
     *
     * @return the file delta
     */
    public int dx() {
        return dx;
    }

    /**
     * Returns the change of rank for one step: -1, 0 or 1.
     *
     * @return the rank delta
     */
    public int dy() {
        return dy;
    }

    /**
     * Returns the letter used in shape names: {@code U}, {@code D}, {@code L} or {@code R}.
     *
     * @return the direction's letter
     */
    public char letter() {
        return letter;
    }

    /**
     * Returns the direction that undoes this one.
     *
     * @return the opposite direction
     */
    public Direction opposite() {
        switch (this) {
            case UP: return DOWN;
            case DOWN: return UP;
            case LEFT: return RIGHT;
            default: return LEFT;
        }
    }

    /**
     * Tells whether the two directions meet at a right angle (one vertical, one horizontal).
     *
     * @param other the other direction
     * @return true for a 90° turn
     */
    public boolean isPerpendicularTo(Direction other) {
        java.util.Objects.requireNonNull(other, "other");
        return (dx == 0) != (other.dx == 0);
    }
}
