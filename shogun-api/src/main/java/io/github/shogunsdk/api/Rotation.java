package io.github.shogunsdk.api;

/**
 * How far the board (and so its magnet layout) is turned clockwise before a game, as players of
 * the physical game do. Turned 90° clockwise, the magnet at {@code (x, y)} is the unturned
 * layout's magnet at {@code (9 − y, x)}; 180° and 270° apply that twice and three times.
 *
 * <pre>{@code
 * Rotation.of(90);                          // R90
 * Rotation.R90.sourceOf(Square.parse("a1"));   // h1: the magnet that ends up on a1
 * }</pre>
 */
public enum Rotation {
    /** Not turned. */
    R0,
    /** Turned 90° clockwise. */
    R90,
    /** Turned 180°. */
    R180,
    /** Turned 270° clockwise (90° anticlockwise). */
    R270;

    /**
     * Returns the angle in degrees.
     *
     * @return 0, 90, 180 or 270
     */
    public int degrees() {
        return ordinal() * 90;
    }

    /**
     * Returns the rotation for an angle.
     *
     * @param degrees 0, 90, 180 or 270
     * @return the rotation
     * @throws IllegalArgumentException for any other angle
     */
    public static Rotation of(int degrees) {
        for (Rotation rotation : values()) {
            if (rotation.degrees() == degrees) {
                return rotation;
            }
        }
        throw new IllegalArgumentException("a board turns by 0, 90, 180 or 270 degrees, not " + degrees);
    }

    /**
     * Returns the square of the unturned layout whose magnet lands on {@code square} once the
     * board is turned.
     *
     * @param square a square of the turned board
     * @return the square of the unturned board
     */
    public Square sourceOf(Square square) {
        java.util.Objects.requireNonNull(square, "square");
        Square source = square;
        for (int turn = 0; turn < ordinal(); turn++) {
            source = Square.of(9 - source.y(), source.x());
        }
        return source;
    }
}
