package io.github.shogunsdk.core.internal.engine;

import io.github.shogunsdk.core.internal.game.PositionKeys;
import java.util.Arrays;

/**
 * The keys of the game's positions that the positions of a search can repeat: those since the last
 * capture, the root's included (no earlier one can recur: a capture removes a piece for good), as
 * a set, so that a search asks in constant time whether a position occurred in the game, however
 * long its quiet stretch.
 *
 * <p>The engine keeps one from search to search ({@link #follow}): when a game continues the line
 * of the last one searched (the next position of a review, the next move of a game) only its new
 * positions are added, so the searches of a whole game take the game's keys once, in time linear in
 * its length, and never build its positions again. Mutable; the engine changes it only between
 * searches, and a search, with all its threads, only reads it.
 */
final class GameKeys {

    private static final int INITIAL_SLOTS = 64;

    /** Open addressing; 0 marks an empty slot, so the key 0 is kept apart. */
    private long[] slots = new long[INITIAL_SLOTS];
    private int size;
    private boolean hasZero;
    /** The positions of the line held, from, to (inclusive), with the line's hash at to; from is -1 when no line is. */
    private int from = -1;
    private int to;
    private long lineHash;

    /**
     * Holds a line of keys given outright (a position searched alone, or a game the engine cannot
     * follow): forgets the line it followed.
     *
     * @param keys the keys of the positions that can repeat, the root's included
     * @return this
     */
    GameKeys reset(long... keys) {
        clear();
        for (long key : keys) {
            add(key);
        }
        return this;
    }

    /**
     * Holds the keys of a game's positions since its last capture: only the new ones when the game
     * continues the line held, else all of them again.
     *
     * @param game the keys of the game's positions
     * @param quietPlies the plies since the last capture, as the current position counts them
     */
    void follow(PositionKeys game, int quietPlies) {
        int last = game.size() - 1;
        int first = Math.max(0, last - quietPlies);
        if (from != first || to > last || game.lineHash(to) != lineHash) {
            clear();
            from = first;
            to = first - 1;
        }
        for (int i = to + 1; i <= last; i++) {
            add(game.key(i));
        }
        to = last;
        lineHash = game.lineHash(last);
    }

    /**
     * Tells whether a position occurred in the game.
     *
     * @param key its Zobrist key
     * @return true when one of the keys held equals it
     */
    boolean contains(long key) {
        if (key == 0) {
            return hasZero;
        }
        int mask = slots.length - 1;
        for (int slot = home(key, mask); slots[slot] != 0; slot = slot + 1 & mask) {
            if (slots[slot] == key) {
                return true;
            }
        }
        return false;
    }

    private void add(long key) {
        if (key == 0) {
            hasZero = true;
            return;
        }
        if ((size + 1) * 2 > slots.length) {
            grow();
        }
        int mask = slots.length - 1;
        int slot = home(key, mask);
        while (slots[slot] != 0) {
            if (slots[slot] == key) {
                return;
            }
            slot = slot + 1 & mask;
        }
        slots[slot] = key;
        size++;
    }

    /** Empties the set; a large table goes, so a short line after a long one costs little. */
    private void clear() {
        slots = slots.length > INITIAL_SLOTS * 16 ? new long[INITIAL_SLOTS] : slots;
        Arrays.fill(slots, 0);
        size = 0;
        hasZero = false;
        from = -1;
    }

    private void grow() {
        long[] old = slots;
        slots = new long[old.length * 2];
        int mask = slots.length - 1;
        for (long key : old) {
            if (key != 0) {
                int slot = home(key, mask);
                while (slots[slot] != 0) {
                    slot = slot + 1 & mask;
                }
                slots[slot] = key;
            }
        }
    }

    private static int home(long key, int mask) {
        return (int) ((key * 0x9E37_79B9_7F4A_7C15L) >>> 32) & mask;
    }
}
