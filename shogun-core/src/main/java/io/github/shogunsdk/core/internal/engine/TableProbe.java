package io.github.shogunsdk.core.internal.engine;

import io.github.shogunsdk.api.TableValue;
import io.github.shogunsdk.core.internal.board.Board;
import io.github.shogunsdk.core.internal.tables.CoreEndgameTables;
import java.util.function.Function;

/**
 * Endgame tables as the search uses them (docs/TABLES.md, "In the engine's search"): a node whose
 * material a table covers gets the table's exact value as its score instead of a search. A win in
 * {@code d} plies is scored as a mate {@code d} plies from the node, so shorter wins score higher
 * and longer losses lower; a cursed win or blessed loss is a draw, since the probe already judged it
 * at the node's own quiet-ply counter. Immutable; thread-safe as the tables are.
 */
final class TableProbe {

    /** The answer for a node no table covers. */
    static final int NOT_COVERED = Integer.MIN_VALUE;

    /**
     * The tables' probe of a board. A function, not the tables themselves: the browser build,
     * which has no files, never makes one, so nothing of the tables' file code reaches it.
     */
    private final Function<Board, TableValue> tables;

    /**
     * Wraps opened tables.
     *
     * @param tables the tables, for the engine's own rule set and energy model
     */
    TableProbe(CoreEndgameTables tables) {
        this.tables = tables::probe;
    }

    /**
     * Scores a node from the tables.
     *
     * @param board the node's board, left unchanged
     * @param ply the node's distance from the root
     * @return the score for the side to move, relative to the root as the search counts mates, or
     *     {@link #NOT_COVERED}
     */
    int score(Board board, int ply) {
        // Counting pieces first keeps the cost of a node with more material to one bit count.
        if (Long.bitCount(board.occupied()) > CoreEndgameTables.MAX_PIECES) {
            return NOT_COVERED;
        }
        TableValue value = tables.apply(board);
        if (value == null) {
            return NOT_COVERED;
        }
        return switch (value.result()) {
            case WIN -> Scores.MATE - ply - value.distance();
            case LOSS -> -(Scores.MATE - ply - value.distance());
            case CURSED_WIN, DRAW, BLESSED_LOSS -> Scores.DRAW;
        };
    }
}
