package io.github.shogunsdk.api;

import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * What an endgame table says of a position: the {@linkplain TableResult result} for the side to
 * move and the number of plies to the end of the game under perfect play (0 for a draw). Immutable.
 * Its {@link #toString()} is the command line's form: {@code win 7}, {@code loss 4},
 * {@code draw}, {@code cursed-win 151}, {@code blessed-loss 150}.
 *
 * <pre>{@code
 * TableValue value = TableValue.of(TableResult.WIN, 7);
 * value.result();     // WIN
 * value.distance();   // 7
 * value.toString();   // "win 7"
 * }</pre>
 */
public final class TableValue {

    private static final TableValue DRAW = new TableValue(TableResult.DRAW, 0);

    private final TableResult result;
    private final int distance;

    private TableValue(TableResult result, int distance) {
        this.result = result;
        this.distance = distance;
    }

    /**
     * Makes a value.
     *
     * @param result the result for the side to move
     * @param distance plies to the end of the game, 0 or more; 0 for a draw
     * @return the value
     * @throws IllegalArgumentException if the distance is negative, or not 0 for a draw
     */
    public static TableValue of(TableResult result, int distance) {
        Objects.requireNonNull(result, "result");
        if (distance < 0 || result == TableResult.DRAW && distance != 0) {
            throw new IllegalArgumentException("a table value's distance is 0 or more plies, and 0 for a draw, not "
                    + distance);
        }
        return result == TableResult.DRAW ? DRAW : new TableValue(result, distance);
    }

    /**
     * Returns the drawn value.
     *
     * @return a draw
     */
    public static TableValue ofDraw() {
        return DRAW;
    }

    /**
     * Returns the result for the side to move.
     *
     * @return the result
     */
    public TableResult result() {
        return result;
    }

    /**
     * Returns the number of plies to the end of the game under perfect play, ignoring the
     * quiet-ply limit (the winner shortens the game, the loser lengthens it); 0 for a draw and for
     * a position the rules have already ended.
     *
     * @return plies
     */
    public int distance() {
        return distance;
    }

    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof TableValue that && result == that.result && distance == that.distance;
    }

    @Override
    public int hashCode() {
        return result.hashCode() * 31 + distance;
    }

    /** The command line's form: {@code win 7}, {@code draw}, {@code cursed-win 151}. */
    @Override
    public String toString() {
        String word = result.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
        return result == TableResult.DRAW ? word : word + " " + distance;
    }
}
