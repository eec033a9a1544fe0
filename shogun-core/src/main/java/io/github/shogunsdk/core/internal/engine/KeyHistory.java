package io.github.shogunsdk.core.internal.engine;


/**
 * The Zobrist keys of the positions from the start of the game to the node being searched, for
 * repetition: the game's history first, then the positions of the search path, pushed and popped
 * with the moves.
 */
final class KeyHistory {

    private long[] keys = new long[256];
    private int size;

    /**
     * Starts over with a game's history.
     *
     * @param history the keys of the positions played, oldest first, ending with the current one
     */
    void reset(long[] history) {
        if (keys.length < history.length + Searcher.MAX_PLY) {
            keys = new long[history.length + Searcher.MAX_PLY];
        }
        System.arraycopy(history, 0, keys, 0, history.length);
        size = history.length;
    }

    /**
     * Adds the position a move reached.
     *
     * @param key its Zobrist key
     */
    void push(long key) {
        keys[size++] = key;
    }

    /** Removes the last position, when its move is taken back. */
    void pop() {
        size--;
    }

    /**
     * Tells whether the current (last) position occurred before with the same side to move,
     * looking back no further than the last capture, before which no position can recur.
     *
     * @param quietPlies the plies since the last capture
     * @return true when the position repeats an earlier one
     */
    boolean repeats(int quietPlies) {
        int current = size - 1;
        long key = keys[current];
        int oldest = Math.max(0, current - quietPlies);
        for (int i = current - 2; i >= oldest; i -= 2) {
            if (keys[i] == key) {
                return true;
            }
        }
        return false;
    }
}
