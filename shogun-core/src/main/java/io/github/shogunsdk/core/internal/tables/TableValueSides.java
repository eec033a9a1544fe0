package io.github.shogunsdk.core.internal.tables;

import io.github.shogunsdk.api.TableResult;
import io.github.shogunsdk.api.TableValue;

/**
 * A table value, which is for the side to move, seen by the other side: what a position is worth to
 * the player who has just moved into it (the tables' best moves, a review's value after a ply).
 */
public final class TableValueSides {

    private TableValueSides() {
    }

    /**
     * Turns a value round: a win is the other side's loss, a cursed win its blessed loss, a draw a
     * draw; the plies to the end stay the same.
     *
     * @param value a value for the side to move
     * @return the same value for the other side
     */
    public static TableValue forOtherSide(TableValue value) {
        TableResult other = switch (value.result()) {
            case WIN -> TableResult.LOSS;
            case CURSED_WIN -> TableResult.BLESSED_LOSS;
            case DRAW -> TableResult.DRAW;
            case BLESSED_LOSS -> TableResult.CURSED_WIN;
            case LOSS -> TableResult.WIN;
        };
        return TableValue.of(other, value.distance());
    }
}
