package io.github.shogunsdk.core.internal.engine;

import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.core.internal.board.Board;
import io.github.shogunsdk.core.internal.energy.LandingEnergy;

/**
 * A search on one thread or on several (Lazy SMP): the first {@link Searcher} searches on the
 * calling thread and gives the result; each helper searches the same root on a thread of its own,
 * with no limit but the time, until the first one ends, and shares the first one's transposition
 * table, which is all that it gives back. The node counts, reported and limited, are those of all
 * threads. With one thread this is the first searcher's search alone, so depth- and node-limited
 * searches stay deterministic.
 *
 * <p>Mutable; one search at a time. A search returns only after all its helpers have ended, so the
 * next one never runs beside them.
 */
final class SearchThreads {

    private final TranspositionTable table;
    private final Searcher first;
    private final Searcher[] helpers;
    private final SearchControl[] helperControls;

    /**
     * Creates the searchers and their shared table.
     *
     * @param rules the rule set
     * @param energy the landing energies to assume during the search
     * @param log2TableEntries the base-2 logarithm of the shared table's size
     * @param threads how many threads a search runs on, 1 or more
     */
    SearchThreads(RuleSet rules, LandingEnergy energy, int log2TableEntries, int threads) {
        table = new TranspositionTable(log2TableEntries);
        first = new Searcher(rules, energy, table, 0);
        int running = runningThreads(threads);
        helpers = new Searcher[running - 1];
        helperControls = new SearchControl[running - 1];
        for (int i = 0; i < helpers.length; i++) {
            helpers[i] = new Searcher(rules, energy, table, i + 1);
            helperControls[i] = helpers[i].control();
        }
        first.control().countAlso(helperControls);
    }

    /**
     * The threads a search runs on: those asked for, but no more than the machine's processors.
     * More gain nothing, and each must get a processor once more after a deadline before the
     * search can answer, which with many more threads than processors made searches end up to a
     * quarter of a second late (docs/ENGINE-TIME.md).
     *
     * @param asked the options' thread count
     * @return the count a search uses
     */
    private static int runningThreads(int asked) {
        return Math.max(1, Math.min(asked, Runtime.getRuntime().availableProcessors()));
    }

    /**
     * Scores the nodes the tables cover by them, on every thread, in every search from now on.
     *
     * @param tables the tables, for the engine's rule set and energy model
     * @throws IllegalArgumentException for tables the SDK did not open
     */
    void useTables(io.github.shogunsdk.api.EndgameTables tables) {
        if (!(tables instanceof io.github.shogunsdk.core.internal.tables.CoreEndgameTables core)) {
            throw new IllegalArgumentException("an engine probes only tables opened by Shogun.openTables");
        }
        TableProbe probe = new TableProbe(core);
        first.useTables(probe);
        for (Searcher helper : helpers) {
            helper.useTables(probe);
        }
    }

    /**
     * Searches as {@link Searcher#search} does, on every thread; the lines, scores and depth are
     * the first thread's, the nodes those of all threads.
     *
     * @param root the position; left as it was
     * @param history the keys of the game's positions that can repeat, the root's included; only read
     * @param maxDepth the deepest iteration of the first thread
     * @param lines how many best lines to find
     * @param nodeLimit the most nodes to visit, over all threads
     * @param deadlines the search's soft and hard deadlines, shared by every thread (a pondering
     *     search's wait for its hit holds them all)
     * @param stop the signal that stops this search, every thread of it
     * @param listener hears of each depth the first thread completes
     * @return what the first thread found, with the nodes of all
     * @throws RuntimeException or {@link Error} as a thread's search threw it, once all have ended
     */
    Searcher.Result search(Board root, GameKeys history, int maxDepth, int lines, long nodeLimit,
            SearchClock deadlines, StopSignal stop, Searcher.DepthListener listener) {
        table.newSearch(Searcher.goesOn(deadlines, maxDepth, nodeLimit));
        if (helpers.length == 0) {
            return first.search(root, history, maxDepth, lines, nodeLimit, deadlines, stop, listener);
        }
        long start = System.nanoTime();
        StopSignal helpersStop = new StopSignal();
        long[] helperNodes = new long[helpers.length];
        Throwable[] failures = new Throwable[helpers.length];
        Runnable[] tasks = new Runnable[helpers.length];
        for (int i = 0; i < helpers.length; i++) {
            int index = i;
            Searcher helper = helpers[i];
            Board board = root.copy();
            helperControls[i].forgetPublished();
            tasks[i] = () -> {
                try {
                    helperNodes[index] = helper.search(board, history, SearchLimits.MAX_DEPTH, 1, Long.MAX_VALUE,
                            deadlines, helpersStop, done -> { }).nodes();
                } catch (RuntimeException | Error e) {
                    failures[index] = e;
                }
            };
        }
        // Thread.start and Thread.join order these writes and reads (the table's generation, the
        // boards, the nodes and failures) between the threads.
        HelperThreads threads = HelperThreads.start(tasks);
        Searcher.Result result;
        try {
            result = first.search(root, history, maxDepth, lines, nodeLimit, deadlines, stop,
                    done -> listener.completed(withNodes(done, done.nodes() + publishedHelperNodes(), done.nanos())));
        } finally {
            helpersStop.raise();
            threads.awaitAll();
        }
        for (Throwable failure : failures) {
            if (failure instanceof RuntimeException e) {
                throw e;
            }
            if (failure instanceof Error e) {
                throw e;
            }
        }
        long nodes = result.nodes();
        for (long counted : helperNodes) {
            nodes += counted;
        }
        return withNodes(result, nodes, System.nanoTime() - start);
    }

    /** The helpers' nodes as of their last looks at the clock. */
    private long publishedHelperNodes() {
        long sum = 0;
        for (SearchControl control : helperControls) {
            sum += control.published();
        }
        return sum;
    }

    private static Searcher.Result withNodes(Searcher.Result result, long nodes, long nanos) {
        return new Searcher.Result(result.lines(), result.scores(), result.depth(), nodes, nanos, result.reason());
    }
}
