package io.github.shogunsdk.core.internal.engine;

import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.core.internal.board.Board;
import io.github.shogunsdk.core.internal.energy.LandingEnergy;

/**
 * Stands in for {@code SearchThreads} in the browser builds ({@code BrowserSubstitutions} names it):
 * a page has one thread, and a helper's search, which runs until the first thread's ends, cannot
 * run beside it. So every search runs on one searcher, whatever the {@code Threads} option says,
 * and the helpers' code stays out of the download. Mutable; one search at a time.
 */
final class BrowserSearchThreads {

    private final TranspositionTable table;
    private final Searcher first;

    /**
     * Creates the searcher and its table.
     *
     * @param rules the rule set
     * @param energy the landing energies to assume during the search
     * @param log2TableEntries the base-2 logarithm of the table's size
     * @param threads how many threads were asked for; a page searches on one
     */
    BrowserSearchThreads(RuleSet rules, LandingEnergy energy, int log2TableEntries, int threads) {
        table = new TranspositionTable(log2TableEntries);
        first = new Searcher(rules, energy, table, 0);
    }

    /**
     * Ignores endgame tables: a page has no files to map (and none can be opened there), so the
     * tables' file code stays out of the download.
     *
     * @param tables the tables
     */
    void useTables(io.github.shogunsdk.api.EndgameTables tables) {
        // Nothing: see above.
    }

    /**
     * Searches as {@link Searcher#search} does, on the calling thread; a search that time alone limits
     * goes on from the table of the last one, as on the JVM.
     *
     * @param root the position; left as it was
     * @param history the keys of the game's positions that can repeat, the root's included
     * @param maxDepth the deepest iteration
     * @param lines how many best lines to find
     * @param nodeLimit the most nodes to visit
     * @param deadlines the search's soft and hard deadlines
     * @param stop the signal that stops this search
     * @param listener hears of each depth the search completes
     * @return what the search found
     */
    Searcher.Result search(Board root, GameKeys history, int maxDepth, int lines, long nodeLimit,
            SearchClock deadlines, StopSignal stop, Searcher.DepthListener listener) {
        table.newSearch(Searcher.goesOn(deadlines, maxDepth, nodeLimit));
        return first.search(root, history, maxDepth, lines, nodeLimit, deadlines, stop, listener);
    }
}
