package io.github.shogunsdk.api;

/**
 * A computer player: searches a position or a game for the best move under one rule set and
 * energy model. Get one from {@link Shogun#newEngine(GameSetup)}.
 *
 * <p><strong>An engine is thread-confined</strong>: it keeps a transposition table and move-ordering
 * tables between searches, so run one search at a time on it. {@link #cancel()} is the exception:
 * any thread may call it to stop the running search, which then returns the best move of the last
 * finished iteration. Give each thread its own engine to search in parallel.
 *
 * <p>With a depth or node limit the search is deterministic: the same engine settings, position (or
 * game) and limits give the same result. A time limit makes the depth reached depend on the machine.
 *
 * <p>Under the random energy model the landing energies of future moves are unknown; the engine
 * assumes a moved piece keeps its energy (as under the fixed model) and re-searches after every real
 * move, when the drawn energy is known.
 *
 * <pre>{@code
 * Engine engine = Shogun.newEngine(GameSetup.standard());
 * SearchResult result = engine.search(Position.initial(), SearchLimits.depth(3));
 * result.bestMove();                 // a legal move of White
 * result.principalVariation();       // the line the engine expects, starting with bestMove()
 * }</pre>
 */
public interface Engine {

    /**
     * Returns the rule set and energy model the engine plays under.
     *
     * @return the setup (its start position is not used)
     */
    GameSetup setup();

    /**
     * Searches a position for the side to move's best move.
     *
     * @param position the position
     * @param limits when to stop
     * @return the best move found, its score and line
     * @throws IllegalArgumentException if the side to move has no legal move (the game is over)
     */
    SearchResult search(Position position, SearchLimits limits);

    /**
     * Searches the current position of a game, knowing its history (positions already seen count
     * towards repetition).
     *
     * @param game the game; left unchanged
     * @param limits when to stop
     * @return the best move found, its score and line
     * @throws IllegalArgumentException if the game is over
     */
    SearchResult search(Game game, SearchLimits limits);

    /** Stops the running search as soon as possible; safe to call from any thread, and a no-op when idle. */
    void cancel();
}
