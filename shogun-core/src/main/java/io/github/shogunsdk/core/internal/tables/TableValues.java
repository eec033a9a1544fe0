package io.github.shogunsdk.core.internal.tables;

/**
 * A table's two values per entry (docs/TABLES.md, "What a value holds"), read from memory or from
 * a mapped file, and the encoding they share. Implementations are safe to read from many threads.
 */
interface TableValues {

    /** The game value of an entry that is no position. */
    int INVALID = 0;
    /** The game value of a draw. */
    int DRAW = 1;
    /** The longest distance a value can hold. */
    int MAX_DISTANCE = 32_000;

    /**
     * Returns an entry's game value {@code V}: 0 invalid, 1 draw, {@code 2 + 2d} lost in
     * {@code d} plies, {@code 3 + 2d} won in {@code d} plies.
     *
     * @param index the entry
     * @return 0 to 65 535
     */
    int value(long index);

    /**
     * Returns an entry's quiet distance {@code Q}: 0 when no number of quiet plies forces its
     * result, else 1 + the plies it needs.
     *
     * @param index the entry
     * @return 0 to 65 535
     */
    int quiet(long index);

    /**
     * The value of a win in {@code distance} plies.
     *
     * @param distance plies
     * @return the value
     */
    static int win(int distance) {
        return 3 + 2 * distance;
    }

    /**
     * The value of a loss in {@code distance} plies.
     *
     * @param distance plies
     * @return the value
     */
    static int loss(int distance) {
        return 2 + 2 * distance;
    }

    /**
     * Tells whether a value is a win.
     *
     * @param value a value
     * @return true for a win
     */
    static boolean isWin(int value) {
        return value >= 3 && (value & 1) == 1;
    }

    /**
     * Tells whether a value is a loss.
     *
     * @param value a value
     * @return true for a loss
     */
    static boolean isLoss(int value) {
        return value >= 2 && (value & 1) == 0;
    }

    /**
     * The distance of a win or loss.
     *
     * @param value a decisive value
     * @return plies
     */
    static int distance(int value) {
        return (value - 2) >> 1;
    }

    /**
     * Tells whether an entry's decisive result is safe from the quiet-ply limit at a counter.
     *
     * @param quiet the entry's quiet distance
     * @param limit the rule set's quiet-ply limit (0: off)
     * @param counter the position's quiet-ply counter
     * @return true when the result holds under the limit
     */
    static boolean isSafe(int quiet, int limit, int counter) {
        return limit == 0 || quiet != 0 && quiet - 1 <= (long) limit - counter;
    }
}
