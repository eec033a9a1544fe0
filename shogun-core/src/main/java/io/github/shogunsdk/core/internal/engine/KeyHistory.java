package io.github.shogunsdk.core.internal.engine;

/**
 * The Zobrist keys of the positions from the root to the node being searched, pushed and popped
 * with the moves, beside the game's own positions ({@link GameKeys}), for repetition.
 */
final class KeyHistory {

    /** The root and the positions of the search path: at most one a ply, a pass included. */
    private final long[] path = new long[NodeSearch.MAX_PLY + 2];
    private int size;
    private GameKeys game = new GameKeys();

    /**
     * Starts over at a root.
     *
     * @param history the game's positions that can repeat, the root's included
     * @param root the root's key
     */
    void reset(GameKeys history, long root) {
        game = history;
        path[0] = root;
        size = 1;
    }

    /**
     * Adds the position a move reached.
     *
     * @param key its Zobrist key
     */
    void push(long key) {
        path[size++] = key;
    }

    /** Removes the last position, when its move is taken back. */
    void pop() {
        size--;
    }

    /**
     * Tells whether the current (last) position occurred before with the same side to move,
     * looking back no further than the last capture (or pass), before which no position can recur:
     * along the search path, then, when no capture came since the root, in the game.
     *
     * @param quietPlies the plies since the last capture
     * @return true when the position repeats an earlier one
     */
    boolean repeats(int quietPlies) {
        int current = size - 1;
        long key = path[current];
        int oldest = current - quietPlies;
        for (int i = current - 2; i >= Math.max(0, oldest); i -= 2) {
            if (path[i] == key) {
                return true;
            }
        }
        // The side to move is part of the key, so the game's positions need no parity test.
        return oldest < 0 && game.contains(key);
    }
}
