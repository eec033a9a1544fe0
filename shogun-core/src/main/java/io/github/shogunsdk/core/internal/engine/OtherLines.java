package io.github.shogunsdk.core.internal.engine;

import java.util.Arrays;

/**
 * The lines after the first of a search of several (MultiPV), at each depth once the first line is
 * found. Each line's move is the best, by a second transposition table and move order, over the root
 * moves the lines above did not take; then that move alone is searched as a single-line search
 * restricted to it would be ({@link Searcher#searchMove}: iterative deepening from depth 1 on a
 * third table that starts empty, with a cleared move order), which gives the line the exact score
 * of its own move at the depth and a whole principal variation. The first line's table is never
 * touched, so line 1 stays the single-line search's.
 *
 * <p>Lines 2 and on are ordered by those scores. Two searches of one move on different tables may
 * score it a few centipawns apart: should a move's own search score it above line 1, which the first
 * search bounded it by, it is shown at line 1's score, tied with the best, and the lines stay
 * ordered.
 *
 * <p>Mutable; belongs to one {@link Searcher} and uses its node search, so its nodes count against
 * the search's limits.
 */
final class OtherLines {

    private final Searcher searcher;
    private final NodeSearch nodeSearch;
    private final SearchControl control;
    /** The table and move order that choose each line's move. */
    private final TranspositionTable sideTable;
    private final MoveOrder sideOrder;
    /** The table and move order of the search of one line's move alone. */
    private final TranspositionTable lineTable;
    private final MoveOrder lineOrder;
    /** The root moves as the lines order them: the lines of the last depth first. */
    private int[] sideRoot;
    private int rootCount;

    /**
     * Makes the tables of the other lines: each a quarter of the main one's entries, or the largest
     * the heap holds.
     *
     * @param searcher the searcher whose iterations the lines use
     * @param nodeSearch its node search
     * @param control its control
     * @param log2Main the base-2 logarithm of the main table's entries
     */
    OtherLines(Searcher searcher, NodeSearch nodeSearch, SearchControl control, int log2Main) {
        this.searcher = searcher;
        this.nodeSearch = nodeSearch;
        this.control = control;
        this.sideTable = table(log2Main);
        this.lineTable = table(log2Main);
        this.sideOrder = nodeSearch.newMoveOrder();
        this.lineOrder = nodeSearch.newMoveOrder();
    }

    /**
     * Returns the size of the other lines' tables, when the heap holds them.
     *
     * @param log2Main the base-2 logarithm of the main table's entries
     * @return the base-2 logarithm of their entries: a quarter of the main table's
     */
    static int log2Entries(int log2Main) {
        return Math.max(1, log2Main - 2);
    }

    private static TranspositionTable table(int log2Main) {
        for (int log2 = log2Entries(log2Main); ; log2--) {
            try {
                return new TranspositionTable(log2);
            } catch (OutOfMemoryError e) {
                if (log2 <= 1) {
                    throw e;
                }
            }
        }
    }

    /**
     * Starts a search: the choosing table and order start empty.
     *
     * @param rootMoves the root moves in the first line's order
     * @param count how many there are
     */
    void start(int[] rootMoves, int count) {
        sideTable.newSearch();
        sideOrder.clear();
        sideRoot = Arrays.copyOf(rootMoves, count);
        rootCount = count;
    }

    /**
     * Finds lines 2 and on at a depth; the first line is already in place. The node search is left
     * on the other lines' tables: the caller gives it the first line's back.
     *
     * @param depth the depth
     * @param found the lines, the first filled in; receives the others
     * @param foundScores their scores, the first filled in; receives the others
     * @return false when the search was stopped before every line was found
     */
    boolean search(int depth, int[][] found, int[] foundScores) {
        // The first line's move leads; the other moves keep the order the last depth left them in.
        int first = found[0][0];
        int at = 0;
        while (sideRoot[at] != first) {
            at++;
        }
        System.arraycopy(sideRoot, 0, sideRoot, 1, at);
        sideRoot[0] = first;
        for (int k = 1; k < found.length; k++) {
            nodeSearch.use(sideTable, sideOrder);
            // Only the best move matters here, not its score: one better than the line above is taken at once.
            nodeSearch.searchRoot(sideRoot, k, rootCount, depth, -Scores.INFINITE, foundScores[k - 1] + 1);
            if (control.stopped() || !searchAlone(sideRoot[k], depth, found, foundScores, k)) {
                return false;
            }
            // The two searches disagree by their instability: the line ties with the best.
            foundScores[k] = Math.min(foundScores[k], foundScores[0]);
        }
        sort(found, foundScores);
        return true;
    }

    /**
     * Searches one root move alone to a depth as {@link Searcher#searchMove} does, on the line
     * table, and puts its score and line at place {@code k}.
     *
     * @return false when the search was stopped first
     */
    private boolean searchAlone(int move, int depth, int[][] found, int[] foundScores, int k) {
        nodeSearch.use(lineTable, lineOrder);
        lineTable.newSearch();
        lineOrder.clear();
        int[] only = {move};
        int score = 0;
        for (int d = 1; d <= depth; d++) {
            score = searcher.aspirate(only, 1, d, score, d - 1);
            if (control.stopped()) {
                return false;
            }
            found[k] = nodeSearch.pv().root();
            foundScores[k] = score;
            if (Searcher.endsSearch(score, d)) {
                break;
            }
        }
        return true;
    }

    /** Orders lines 2 and on by score, best first, equal scores in the order they were found. */
    private static void sort(int[][] found, int[] foundScores) {
        for (int i = 2; i < found.length; i++) {
            int[] line = found[i];
            int score = foundScores[i];
            int j = i - 1;
            while (j >= 1 && foundScores[j] < score) {
                found[j + 1] = found[j];
                foundScores[j + 1] = foundScores[j];
                j--;
            }
            found[j + 1] = line;
            foundScores[j + 1] = score;
        }
    }
}
