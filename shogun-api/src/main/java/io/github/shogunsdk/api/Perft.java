package io.github.shogunsdk.api;

import java.util.Map;

/**
 * Perft: the number of leaf nodes of the legal-move tree of a given depth, the standard check that
 * a move generator is exact. Only the absence of legal moves ends a line; the other end-of-game
 * rules are ignored, and legality is always that of the standard rule set. Get it from
 * {@link Shogun#perft()}; implementations are immutable and thread-safe.
 *
 * <p>Depth is limited to {@value #MAX_DEPTH}; counts beyond depth 8 or so take hours.
 *
 * <pre>{@code
 * Perft perft = Shogun.perft();
 * perft.count(Position.initial(), 4, EnergyModel.fixed());              // 370049
 * perft.divide(Position.initial(), 2, EnergyModel.fixed()).size();      // 27 root moves
 * }</pre>
 */
public interface Perft {

    /** The deepest perft the SDK counts. */
    int MAX_DEPTH = 20;

    /**
     * Counts the leaves of the legal-move tree.
     *
     * @param position the root
     * @param depth 0 to {@value #MAX_DEPTH}
     * @param model sets the landing energies along the tree
     * @return the number of leaves
     * @throws IllegalArgumentException if the depth is outside that range
     */
    long count(Position position, int depth, EnergyModel model);

    /**
     * Counts the leaves on several threads, sharing out the root moves; the count is the same for
     * any number of threads. More than one thread needs the JVM's threads: the SDK compiled to
     * WebAssembly counts on one thread only ({@link #count(Position, int, EnergyModel)}).
     *
     * @param position the root
     * @param depth 0 to {@value #MAX_DEPTH}
     * @param model sets the landing energies along the tree
     * @param threads 1 to 256
     * @return the number of leaves
     * @throws IllegalArgumentException if the depth or thread count is out of range
     */
    long count(Position position, int depth, EnergyModel model, int threads);

    /**
     * Counts the leaves under each legal root move.
     *
     * @param position the root
     * @param depth 1 to {@value #MAX_DEPTH}
     * @param model sets the landing energies along the tree
     * @return the count under each root move, sorted by the moves' text
     * @throws IllegalArgumentException if the depth is outside that range
     */
    Map<Move, Long> divide(Position position, int depth, EnergyModel model);
}
