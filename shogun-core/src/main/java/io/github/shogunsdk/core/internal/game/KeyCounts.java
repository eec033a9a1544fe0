package io.github.shogunsdk.core.internal.game;

import java.util.Arrays;

/**
 * How often each position key occurs in a game's history: an open-addressing table of
 * {@code long} keys to counts, so that counting a ply in or out costs constant time and allocates
 * nothing until the table grows. Mutable; belongs to one game, or to the engine, which keeps the
 * keys a search can repeat in one.
 */
public final class KeyCounts {

    /**
     * Room for 256 keys before the first growth: most games end sooner (random play averages under
     * 200 plies), and growing from a smaller table several times costs more time and memory.
     */
    private static final int INITIAL_SLOTS = 512;

    private long[] keys = new long[INITIAL_SLOTS];
    private int[] counts = new int[INITIAL_SLOTS];
    private int size;

    /** Makes an empty count. */
    public KeyCounts() {
    }

    /**
     * Counts one more occurrence of a key.
     *
     * @param key a position's key
     * @return the new count
     */
    public int add(long key) {
        if ((size + 1) * 2 > keys.length) {
            grow();
        }
        int slot = find(key);
        if (counts[slot] == 0) {
            keys[slot] = key;
            size++;
        }
        return ++counts[slot];
    }

    /** Counts one occurrence of a key out; the key must have been added. */
    void remove(long key) {
        int slot = find(key);
        if (counts[slot] > 1) {
            counts[slot]--;
            return;
        }
        // Delete by shifting later entries of the probe run back, so lookups never stop early.
        counts[slot] = 0;
        size--;
        int mask = keys.length - 1;
        int hole = slot;
        for (int next = slot + 1 & mask; counts[next] != 0; next = next + 1 & mask) {
            int home = home(keys[next]);
            if (hole <= next ? home <= hole || home > next : home <= hole && home > next) {
                keys[hole] = keys[next];
                counts[hole] = counts[next];
                counts[next] = 0;
                hole = next;
            }
        }
    }

    /**
     * Returns how often a key occurs.
     *
     * @param key a position's key
     * @return 0 or more
     */
    public int count(long key) {
        return counts[find(key)];
    }

    /** Forgets every key; a table grown large goes, so that a short history after a long one costs little. */
    public void clear() {
        if (keys.length > INITIAL_SLOTS * 8) {
            keys = new long[INITIAL_SLOTS];
            counts = new int[INITIAL_SLOTS];
        } else {
            Arrays.fill(counts, 0);
        }
        size = 0;
    }

    private int find(long key) {
        int mask = keys.length - 1;
        int slot = home(key);
        while (counts[slot] != 0 && keys[slot] != key) {
            slot = slot + 1 & mask;
        }
        return slot;
    }

    private int home(long key) {
        long mixed = key * 0x9E37_79B9_7F4A_7C15L;
        return (int) (mixed >>> 40) & keys.length - 1;
    }

    private void grow() {
        long[] oldKeys = keys;
        int[] oldCounts = counts;
        keys = new long[oldKeys.length * 2];
        counts = new int[oldCounts.length * 2];
        size = 0;
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldCounts[i] != 0) {
                int slot = find(oldKeys[i]);
                keys[slot] = oldKeys[i];
                counts[slot] = oldCounts[i];
                size++;
            }
        }
    }
}
