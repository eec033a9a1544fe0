package io.github.shogunsdk.core.internal.engine;

import java.util.Arrays;

/**
 * A fixed-size hash table of search results keyed by the board's Zobrist key, in two
 * {@code long} arrays (keys and packed entries) so that it never allocates after construction.
 *
 * <p>Entries come in buckets of two: the first slot keeps the deepest result (depth-preferred),
 * the second takes whatever the first refuses (always-replace). An entry packs the best move
 * (12 bits), the draft (7 bits), the bound type (2 bits), the search generation (16 bits) and the
 * score (24 bits, signed). Starting a search bumps the generation, and entries of older
 * generations read as empty, so a search behaves as if on a cleared table (which keeps depth-
 * and node-limited searches deterministic) at no cost; a search that time alone limits may keep reading them
 * ({@link #newSearch(boolean)}), and replaces them first.
 *
 * <p>The threads of one search (Lazy SMP) share a table without locks. A slot holds the entry and
 * the key XOR the entry, written one after the other with plain writes, so two threads storing at
 * once can leave a slot with one's key word and the other's entry (and Java may even split a
 * {@code long} write in two halves, JLS 17.7). A probe therefore takes an entry only when its key
 * word XOR the entry gives back the key probed: a mixed slot fails that check, except by a chance
 * no greater than that of two positions sharing a key, which the search survives anyway, since it
 * uses a table move only when it is one of the node's generated moves and checks that move's
 * legality before making it. Only the thread that starts a search calls {@link #newSearch()},
 * before the other threads start.
 */
final class TranspositionTable {

    /** The score is exact. */
    static final int EXACT = 1;
    /** The score is a lower bound (the search failed high). */
    static final int LOWER = 2;
    /** The score is an upper bound (the search failed low). */
    static final int UPPER = 3;

    private static final int MOVE_BITS = 12;
    private static final int DEPTH_SHIFT = 12;
    private static final int BOUND_SHIFT = 19;
    private static final int GENERATION_SHIFT = 21;
    private static final int SCORE_SHIFT = 40;
    private static final int MAX_GENERATION = 0xFFFF;

    private final long[] keys;
    private final long[] entries;
    private final int mask;
    private long generation;
    private boolean keepOld;

    /**
     * Creates a table.
     *
     * @param log2Entries the base-2 logarithm of the number of entries, 1 or more
     */
    TranspositionTable(int log2Entries) {
        keys = new long[1 << log2Entries];
        entries = new long[1 << log2Entries];
        mask = (1 << log2Entries) - 2;
    }

    /** Starts a new search: every entry stored before reads as empty from now on. */
    void newSearch() {
        newSearch(false);
    }

    /**
     * Starts a new search. Entries of earlier searches are replaced first; they read as empty
     * unless {@code keep} is true, when the new search may use them, as a search that time alone limits may:
     * its result depends on the clock anyway, and the last search's work on the same game is the
     * best start it can have.
     *
     * @param keep whether entries of earlier searches stay readable
     */
    void newSearch(boolean keep) {
        keepOld = keep;
        generation++;
        if (generation > MAX_GENERATION) {
            Arrays.fill(keys, 0);
            Arrays.fill(entries, 0);
            generation = 1;
        }
    }

    /**
     * Looks a position up.
     *
     * @param key the position's Zobrist key
     * @return the packed entry, or 0 when the table holds nothing for the key in this search
     */
    long probe(long key) {
        int slot = index(key);
        // Each word is read once: another thread may rewrite the slot between two reads.
        long entry = entries[slot];
        if ((keys[slot] ^ entry) == key && isReadable(entry)) {
            return entry;
        }
        entry = entries[slot + 1];
        if ((keys[slot + 1] ^ entry) == key && isReadable(entry)) {
            return entry;
        }
        return 0;
    }

    /**
     * Stores a result.
     *
     * @param key the position's Zobrist key
     * @param move the best move found (packed), or 0
     * @param depth the draft searched, 0 to 127
     * @param bound {@link #EXACT}, {@link #LOWER} or {@link #UPPER}
     * @param score the score, already relative to the node ({@link Scores#toTable})
     */
    void store(long key, int move, int depth, int bound, int score) {
        int slot = index(key);
        long first = entries[slot];
        if ((keys[slot] ^ first) != key && isCurrent(first) && depth < depth(first)) {
            slot++;
        }
        long entry = (move & ((1L << MOVE_BITS) - 1)) | (long) depth << DEPTH_SHIFT | (long) bound << BOUND_SHIFT
                | generation << GENERATION_SHIFT | (long) score << SCORE_SHIFT;
        keys[slot] = key ^ entry;
        entries[slot] = entry;
    }

    /**
     * Returns the base-2 logarithm of the number of entries.
     *
     * @return the size the table was made with
     */
    int log2Entries() {
        return Integer.numberOfTrailingZeros(entries.length);
    }

    /**
     * Returns the move of an entry.
     *
     * @param entry a packed entry
     * @return the packed move, or 0
     */
    static int move(long entry) {
        return (int) (entry & ((1L << MOVE_BITS) - 1));
    }

    /**
     * Returns the draft of an entry.
     *
     * @param entry a packed entry
     * @return the depth searched
     */
    static int depth(long entry) {
        return (int) (entry >>> DEPTH_SHIFT & 0x7F);
    }

    /**
     * Returns the bound type of an entry.
     *
     * @param entry a packed entry
     * @return {@link #EXACT}, {@link #LOWER} or {@link #UPPER}
     */
    static int bound(long entry) {
        return (int) (entry >>> BOUND_SHIFT & 3);
    }

    /**
     * Returns the score of an entry, relative to its node.
     *
     * @param entry a packed entry
     * @return the stored score
     */
    static int score(long entry) {
        return (int) (entry >> SCORE_SHIFT);
    }

    /**
     * Tells whether an entry's score, with its bound, settles a node's window.
     *
     * @param entry the entry
     * @param stored its score, as seen from the node's ply
     * @param alpha the node's lower bound
     * @param beta the node's upper bound
     * @return true when the node may return the stored score
     */
    static boolean decides(long entry, int stored, int alpha, int beta) {
        int bound = bound(entry);
        return bound == EXACT || bound == LOWER && stored >= beta || bound == UPPER && stored <= alpha;
    }

    /**
     * Returns the bound a fail-soft score is, given the window its node was searched with.
     *
     * @param best the node's score
     * @param alpha the window's lower bound
     * @param beta the window's upper bound
     * @return {@link #LOWER}, {@link #EXACT} or {@link #UPPER}
     */
    static int boundOf(int best, int alpha, int beta) {
        return best >= beta ? LOWER : best > alpha ? EXACT : UPPER;
    }

    private boolean isReadable(long entry) {
        return keepOld ? entry != 0 : isCurrent(entry);
    }

    private boolean isCurrent(long entry) {
        return (entry >>> GENERATION_SHIFT & MAX_GENERATION) == generation;
    }

    private int index(long key) {
        return (int) (key ^ key >>> 32) & mask;
    }
}
