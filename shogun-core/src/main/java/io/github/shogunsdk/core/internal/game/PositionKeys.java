package io.github.shogunsdk.core.internal.game;

import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.core.internal.board.SplitMix64;
import java.util.Arrays;
import java.util.List;

/**
 * The Zobrist keys of a game's positions in the order played (the start, then the position after
 * each ply), kept as the game is played and taken back: a count of each key, for threefold
 * repetition, and for each position a hash of the whole line up to it, so that an engine can tell
 * in constant time that a game continues the line it last searched and take only the new keys
 * (the engine's {@code GameKeys}). Adding or removing a position costs constant time (amortised);
 * 16 bytes a position beside the count. Mutable; belongs to one game.
 */
public final class PositionKeys {

    /** Where a line's hash starts, so that the first position's hash is not its key scrambled alone. */
    private static final long LINE_SEED = 0x4c69_6e65_4b65_7973L;

    private final KeyCounts counts = new KeyCounts();
    private long[] keys = new long[64];
    private long[] lineHashes = new long[64];
    private int size;

    /** Makes the keys of a game before its start is added; only the game makes them. */
    PositionKeys() {
    }

    /** Adds the position just reached. */
    void add(long key) {
        if (size == keys.length) {
            keys = Arrays.copyOf(keys, size * 2);
            lineHashes = Arrays.copyOf(lineHashes, size * 2);
        }
        long before = size == 0 ? LINE_SEED : lineHashes[size - 1];
        keys[size] = key;
        lineHashes[size] = SplitMix64.mix(before ^ key) + size;
        size++;
        counts.add(key);
    }

    /** Removes the last position, when its ply is taken back. */
    void removeLast() {
        size--;
        counts.remove(keys[size]);
    }

    /** Returns how often a key occurs in the line. */
    int count(long key) {
        return counts.count(key);
    }

    /**
     * Returns the number of positions: the plies played and one for the start.
     *
     * @return 1 or more
     */
    public int size() {
        return size;
    }

    /**
     * Returns the key of a position.
     *
     * @param index 0 for the start, n for the position after n plies; below {@link #size()}
     * @return its Zobrist key
     */
    public long key(int index) {
        return keys[index];
    }

    /**
     * Returns a hash of the line from the start to a position: equal for two lines of the same
     * keys in the same order, and otherwise equal only by a chance of about one in 2^64.
     *
     * @param index 0 for the start, n for the position after n plies; below {@link #size()}
     * @return the hash
     */
    public long lineHash(int index) {
        return lineHashes[index];
    }

    /**
     * How often a game's current position (pieces, energies, side to move) has occurred, this time
     * included, confirmed piece by piece so that a hash collision can never draw a game. Only the
     * positions since the last capture can equal it (a capture removes a piece for good), and only
     * those with the same side to move.
     */
    static int occurrences(List<Ply> plies, Position start, Position current) {
        int n = plies.size();
        int count = 0;
        for (int i = n; i >= 0; i -= 2) {
            Position candidate = i == 0 ? start : plies.get(i - 1).after();
            if (samePlacement(candidate, current)) {
                count++;
            }
            if (i > 0 && plies.get(i - 1).isCapture() || i > 1 && plies.get(i - 2).isCapture()) {
                break;
            }
        }
        return count;
    }

    private static boolean samePlacement(Position a, Position b) {
        return a.sideToMove() == b.sideToMove() && a.withCounters(0, 1).equals(b.withCounters(0, 1));
    }
}
