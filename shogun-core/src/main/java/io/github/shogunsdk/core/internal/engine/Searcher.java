package io.github.shogunsdk.core.internal.engine;

import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.StopReason;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.core.internal.board.Board;
import io.github.shogunsdk.core.internal.energy.LandingEnergy;
import io.github.shogunsdk.core.internal.legality.Legality;
import io.github.shogunsdk.core.internal.movegen.MoveGenerator;
import java.util.Arrays;

/**
 * The search from the root: iterative deepening, each iteration a {@link NodeSearch} over the root
 * moves in an aspiration window around the last iteration's score, backed by a
 * {@link TranspositionTable} and a {@link MoveOrder}; it reports each completed depth and the last.
 *
 * <p>Several best lines (MultiPV) are searched at each depth one after another: the first as a
 * single-line search does, so the first line is always the one a single-line search finds, then the
 * others ({@link OtherLines}), each with the exact score its own move has at that depth.
 *
 * <p>A search on several threads (Lazy SMP, {@link SearchThreads}) runs one searcher a thread, all
 * sharing the first one's transposition table. The first searcher (helper 0) starts the table's
 * new search and its result is the one reported; the others, helpers 1 and on, search the same
 * root on their own with their own move order, only to fill the shared table, and differ from the
 * first so that they do not all search the same nodes at once: the odd ones search each iteration a
 * ply deeper, each starts with the root moves after the first in another order, and each opens
 * its aspiration window a little wider.
 *
 * <p>Mutable; one search at a time, stopped from any thread through its {@link StopSignal}.
 */
final class Searcher {

    /** The half-width of the first window around the last iteration's score, in centipawns. */
    private static final int ASPIRATION = 35;
    /** From this depth on, iterations start with a narrow window around the last score. */
    private static final int ASPIRATION_DEPTH = 4;
    /** How much wider, in centipawns, each helper's aspiration window opens than the one before's, over four. */
    private static final int HELPER_ASPIRATION_STEP = 10;

    private final Variant variant;
    /** The table and move order of the first line, and those of the other lines when asked for. */
    private final TranspositionTable mainTable;
    private final MoveOrder mainOrder;
    private final int log2TableEntries;
    /** 0 for the searcher whose result counts; 1 and on for the helpers of a search on several threads. */
    private final int helper;
    /** Whether this searcher made its table, and so starts the table's new search at each of its own. */
    private final boolean ownsTable;
    /** The half-width of this searcher's first aspiration window. */
    private final int aspiration;
    /** The lines after the first, made at the first search of several lines. */
    private OtherLines otherLines;
    /** The one root move a restricted search may play ({@link #searchMove}); 0 for all of them. */
    private int onlyMove;
    private final SearchControl control = new SearchControl();
    private final NodeSearch nodeSearch;
    /** The root moves' ordering scores, sorted with them at the start of each search. */
    private final int[] rootScores = new int[MoveGenerator.MAX_MOVES];

    private int[] rootMoves;
    private int rootCount;

    /**
     * Creates a searcher.
     *
     * @param rules the rule set
     * @param energy the landing energies to assume during the search
     * @param log2TableEntries the base-2 logarithm of the transposition table's size
     */
    Searcher(RuleSet rules, LandingEnergy energy, int log2TableEntries) {
        this(rules, energy, new TranspositionTable(log2TableEntries), 0, true);
    }

    /**
     * Creates a searcher on a table of another's, for a search on several threads: the table's
     * owner calls {@link TranspositionTable#newSearch()} before each search, and this searcher
     * never does.
     *
     * @param rules the rule set
     * @param energy the landing energies to assume during the search
     * @param table the transposition table to use
     * @param helper 0 for the searcher whose result counts, 1 and on for a helper
     */
    Searcher(RuleSet rules, LandingEnergy energy, TranspositionTable table, int helper) {
        this(rules, energy, table, helper, false);
    }

    private Searcher(RuleSet rules, LandingEnergy energy, TranspositionTable table, int helper, boolean ownsTable) {
        this.helper = helper;
        this.ownsTable = ownsTable;
        this.aspiration = ASPIRATION + HELPER_ASPIRATION_STEP * (helper % 4);
        this.variant = rules.variant();
        this.nodeSearch = new NodeSearch(rules, energy, control);
        this.log2TableEntries = table.log2Entries();
        this.mainTable = table;
        this.mainOrder = nodeSearch.newMoveOrder();
    }

    /**
     * Scores the nodes the tables cover by them in every search from now on.
     *
     * @param probe the tables, or null for none
     */
    void useTables(TableProbe probe) {
        nodeSearch.useTables(probe);
    }

    /**
     * Searches a position as a single-line search restricted to one root move: iterative deepening
     * over that move alone, on a table and move order that start empty. Its score at a depth is the
     * one a search of several lines gives the line starting with that move at that depth, when this
     * searcher's table is as large as that search's line table ({@link OtherLines#log2Entries}).
     *
     * @param root the position; left as it was
     * @param history the keys of the game's positions that can repeat, the root's included
     * @param move the packed root move, which must be legal in the position (not checked: only tests
     *     call this, and a check would add to the browser build)
     * @param maxDepth the deepest iteration
     * @return what the last iteration found for that move
     */
    Result searchMove(Board root, long[] history, int move, int maxDepth) {
        onlyMove = move;
        try {
            return search(root, history, maxDepth, 1, Long.MAX_VALUE, Long.MAX_VALUE, new StopSignal(), done -> { });
        } finally {
            onlyMove = 0;
        }
    }

    /**
     * Returns the control of this searcher's searches, so that the first thread of a search on
     * several threads counts the helpers' nodes against its node limit.
     *
     * @return the control, the same for every search
     */
    SearchControl control() {
        return control;
    }

    /** Hears of each completed depth. */
    interface DepthListener {
        /**
         * Called after each completed depth, on the search thread.
         *
         * @param result what the search knows so far
         */
        void completed(Result result);
    }

    /**
     * Searches a position whose side to move has a legal move and whose game is not over. Under a
     * depth or node limit the transposition table, killers and history start empty, so the same
     * inputs always give the same result; a search that time alone limits goes on from the last
     * search's table and halved history ({@link #goesOn}). A searcher made on another's table leaves emptying it to the
     * table's owner.
     *
     * @param root the position; left as it was
     * @param history the keys of the game's positions that can repeat, the root's included
     * @param maxDepth the deepest iteration
     * @param lines how many best lines to find, 1 or more; fewer when there are fewer legal moves
     * @param nodeLimit the most nodes to visit
     * @param nanos the time allowed; {@link Long#MAX_VALUE} for none
     * @param stop the signal that stops this search
     * @param listener hears of each completed depth
     * @return what the last finished iteration found, and why the search ended
     */
    Result search(Board root, long[] history, int maxDepth, int lines, long nodeLimit, long nanos, StopSignal stop,
            DepthListener listener) {
        long start = System.nanoTime();
        return search(root, new GameKeys().reset(history), maxDepth, lines, nodeLimit,
                SearchClock.of(start, Long.MAX_VALUE, nanos, false), stop, listener);
    }

    /**
     * Whether a search goes on from the last one's table and history: only a search that time
     * alone limits, whose result depends on the clock anyway. A search with a depth or node limit
     * starts afresh even beside a time limit, so one that ends by its depth or nodes is repeatable.
     *
     * @param deadlines the search's deadlines
     * @param maxDepth the deepest iteration asked for
     * @param nodeLimit the most nodes asked for
     * @return true when the search keeps the last one's work
     */
    static boolean goesOn(SearchClock deadlines, int maxDepth, long nodeLimit) {
        return deadlines.timed() && maxDepth >= SearchLimits.MAX_DEPTH && nodeLimit == Long.MAX_VALUE;
    }

    /**
     * Searches a position as {@link #search(Board, long[], int, int, long, long, StopSignal,
     * DepthListener)} does, under a clock of soft and hard deadlines that may wait for a ponder hit.
     *
     * @param root the position; left as it was
     * @param history the keys of the game's positions that can repeat, the root's included; only read
     * @param maxDepth the deepest iteration
     * @param lines how many best lines to find, 1 or more
     * @param nodeLimit the most nodes to visit
     * @param deadlines no new depth past its soft deadline, a stop at its hard one
     * @param stop the signal that stops this search
     * @param listener hears of each completed depth
     * @return what the last finished iteration found, and why the search ended
     */
    Result search(Board root, GameKeys history, int maxDepth, int lines, long nodeLimit, SearchClock deadlines,
            StopSignal stop, DepthListener listener) {
        long start = System.nanoTime();
        control.start(stop, nodeLimit, deadlines);
        nodeSearch.start(root, history);
        nodeSearch.use(mainTable, mainOrder);
        boolean keep = goesOn(deadlines, maxDepth, nodeLimit);
        if (ownsTable) {
            mainTable.newSearch(keep);
        }
        if (keep) {
            mainOrder.age();
        } else {
            mainOrder.clear();
        }
        rootMoves = new int[MoveGenerator.MAX_MOVES];
        rootCount = Legality.legalMoves(root, variant, root.pieces(root.sideToMove()), rootMoves);
        if (rootCount == 0) {
            throw new IllegalArgumentException("the side to move has no legal move");
        }
        if (onlyMove != 0) {
            rootMoves[0] = onlyMove;
            rootCount = 1;
        }
        // The generator's order is its own; sorted, equal-scored moves keep a fixed order (start square, then destination).
        Arrays.sort(rootMoves, 0, rootCount);
        mainOrder.score(root, rootMoves, rootScores, rootCount, 0, 0);
        sortRoot(rootScores);
        if (helper > 0 && rootCount > 2) {
            // The best-ordered move stays first; the others start from another place in their order.
            rotate(rootMoves, 1, rootCount, helper % (rootCount - 1));
        }
        int wanted = Math.min(lines, rootCount);
        if (wanted > 1) {
            if (otherLines == null) {
                otherLines = new OtherLines(this, nodeSearch, control, log2TableEntries);
            }
            otherLines.start(rootMoves, rootCount);
        }

        int[][] bestLines = {{rootMoves[0]}};
        int[] bestScores = {nodeSearch.evaluate()};
        int bestScore = bestScores[0];
        int completed = 0;
        for (int depth = 1; depth <= maxDepth; depth++) {
            if (depth > 1 && !control.mayContinue(nodeSearch.nodes())) {
                break;
            }
            // Odd helpers search a ply deeper, so that while the first searcher completes a depth
            // they already fill the table for the next.
            int score = aspirate(rootMoves, rootCount, depth + (helper & 1), bestScore, completed);
            if (control.stopped()) {
                // Stopped inside the first depth: the best of the root moves searched so far, if any.
                if (completed == 0 && score > -Scores.INFINITE) {
                    bestLines = new int[][] {nodeSearch.pv().root()};
                    bestScores = new int[] {score};
                } else if (wanted == 1 && nodeSearch.pv().length() > 0 && nodeSearch.pv().first() != bestLines[0][0]) {
                    // Stopped inside a later depth: a root move searched to the end at this depth
                    // scored above the last best move, which this depth searched first.
                    bestLines = new int[][] {nodeSearch.pv().root()};
                    bestScores = new int[] {score};
                }
                break;
            }
            int[][] found = new int[wanted][];
            int[] foundScores = new int[wanted];
            found[0] = nodeSearch.pv().root();
            foundScores[0] = score;
            boolean allFound = wanted == 1 || otherLines.search(depth, found, foundScores);
            nodeSearch.use(mainTable, mainOrder);
            if (!allFound) {
                // Stopped among the other lines: the last depth whose lines are all known, or this one's best line.
                if (completed == 0) {
                    bestLines = new int[][] {found[0]};
                    bestScores = new int[] {score};
                }
                break;
            }
            completed = depth;
            bestScore = score;
            bestLines = found;
            bestScores = foundScores;
            listener.completed(new Result(bestLines, bestScores, completed, nodeSearch.nodes(), System.nanoTime() - start,
                    null));
            if (endsSearch(score, depth)) {
                break;
            }
        }
        StopReason reason = control.reason() == null ? StopReason.DEPTH : control.reason();
        return new Result(bestLines, bestScores, completed, nodeSearch.nodes(), System.nanoTime() - start, reason);
    }

    /**
     * Tells whether a score found at a depth is a forced end that no deeper iteration can shorten.
     *
     * @param score the score
     * @param depth the depth it was found at
     * @return true when iterative deepening stops there
     */
    static boolean endsSearch(int score, int depth) {
        return Math.abs(score) >= Scores.MATE_BOUND && Scores.MATE - Math.abs(score) <= depth;
    }

    /** Rotates {@code list[from..to)} left by {@code by} places. */
    private static void rotate(int[] list, int from, int to, int by) {
        int[] copy = new int[to - from];
        System.arraycopy(list, from, copy, 0, copy.length);
        for (int i = 0; i < copy.length; i++) {
            list[from + i] = copy[(i + by) % copy.length];
        }
    }

    /** Sorts the root moves by their ordering scores, stably, best first. */
    private void sortRoot(int[] rootScores) {
        for (int i = 1; i < rootCount; i++) {
            int move = rootMoves[i];
            int score = rootScores[i];
            int j = i - 1;
            while (j >= 0 && rootScores[j] < score) {
                rootMoves[j + 1] = rootMoves[j];
                rootScores[j + 1] = rootScores[j];
                j--;
            }
            rootMoves[j + 1] = move;
            rootScores[j + 1] = score;
        }
    }

    /**
     * One iteration over some root moves, first in a narrow window around the last iteration's
     * score when that is not a mate score; a score outside the window is searched again with the
     * whole window, so the score returned is exact unless the search was stopped.
     *
     * @param moves the root moves, the last best first; the best is moved to the front
     * @param count how many of them to search
     * @param depth the iteration's depth
     * @param last the last iteration's score
     * @param completed the depths completed before this one
     * @return the best move's score
     */
    int aspirate(int[] moves, int count, int depth, int last, int completed) {
        if (completed < ASPIRATION_DEPTH - 1 || Math.abs(last) >= Scores.MATE_BOUND) {
            return nodeSearch.searchRoot(moves, 0, count, depth, -Scores.INFINITE, Scores.INFINITE);
        }
        int alpha = last - aspiration;
        int beta = last + aspiration;
        int score = nodeSearch.searchRoot(moves, 0, count, depth, alpha, beta);
        if (!control.stopped() && (score <= alpha || score >= beta)) {
            score = nodeSearch.searchRoot(moves, 0, count, depth, -Scores.INFINITE, Scores.INFINITE);
        }
        return score;
    }

    /**
     * What a search found.
     *
     * @param lines the best lines, best first, packed moves from the root; at least one, none empty,
     *     each starting with a different move
     * @param scores the lines' scores for the side to move at the root, from best to worst
     * @param depth the last finished iteration
     * @param nodes the nodes visited
     * @param nanos the time spent
     * @param reason why the search ended; null in a progress report
     */
    record Result(int[][] lines, int[] scores, int depth, long nodes, long nanos, StopReason reason) {

        /**
         * Returns the principal variation.
         *
         * @return the first line
         */
        int[] line() {
            return lines[0];
        }

        /**
         * Returns the best line's score.
         *
         * @return the first line's score
         */
        int score() {
            return scores[0];
        }
    }
}
