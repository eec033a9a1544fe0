package io.github.shogunsdk.api;

import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;

/**
 * A computer player: searches a game or a position for the best move under one rule set and
 * energy model. Make one for a game with {@code Shogun.newEngine(game.setup())}; it refuses to
 * search a game set up differently.
 *
 * <p><strong>An engine runs one search at a time</strong> and keeps tables between searches. Start
 * a search on the calling thread ({@link #search search}), on a thread of the engine's own
 * ({@link #searchAsync searchAsync}) or on the opponent's time ({@link #ponder ponder}). Every limit
 * applies from the first node, and a search always has a move when the side to move has one:
 * stopped before its first depth completes, it offers the best root move searched so far (depth 0),
 * or the first in its move order. Give each thread its own engine to search in parallel.
 *
 * <p><strong>One way to stop a search: {@link #stop()}.</strong> Called from any thread, it ends
 * the engine's running search, whichever way it was started, and that search still gives a result:
 * the best move of its last completed depth, with {@link StopReason#STOPPED}. {@code search}
 * returns it; the future of {@code searchAsync} and {@link PonderSearch#result()} complete with it,
 * once the engine is free for its next search. A stop is never lost: once {@code search} has been
 * called or {@code searchAsync} or {@code ponder} has returned, a stop ends that search, however
 * early it comes. Two ways to express the same stop exist because Java has them, and both act as
 * {@link #stop()} does:
 * <ul>
 *   <li>interrupting the thread of a search on the calling thread ({@link #search search}), before
 *       or during the search, ends it within moments with its best move so far and
 *       {@link StopReason#STOPPED}; the thread's interrupt status stays set for the caller to see,
 *       and the engine is ready for the next search (which, on a thread still interrupted, ends at
 *       once too);</li>
 *   <li>cancelling a future the engine returned stops its search too, but a cancelled future has no
 *       result ({@link java.util.concurrent.CancellationException}), by {@link CompletableFuture}'s
 *       contract: cancel only a search whose answer is no longer wanted.</li>
 * </ul>
 *
 * <p>With a depth or node limit the search is deterministic: the same setup, game (or position)
 * and limits give the same result, as long as the engine searches on one thread (the default;
 * {@link EngineOptions#withThreads}). A time limit makes the depth reached depend on the machine; the
 * search checks the clock every 1 024 nodes, a fraction of a millisecond, so it ends just after its
 * time unless the machine is busy: in 1 000 searches of 50 ms on a 2-core development machine
 * shared with other builds (load average 4), the median search ended 0.35 ms late, 99 % within
 * 20 ms and the latest 67 ms late. Leave a margin for such pauses when a clock is at stake.
 *
 * <p>Under the random energy model the landing energies of future moves are unknown; the engine
 * assumes a moved piece keeps its energy and searches again after every real move.
 *
 * <pre>{@code
 * Game game = Shogun.newGame();
 * Engine engine = Shogun.newEngine(game.setup());
 * SearchResult result = engine.search(game, SearchLimits.ofDepth(3));
 * game.play(result.bestMove().orElseThrow());
 *
 * CompletableFuture<SearchResult> hint = engine.searchAsync(game, SearchLimits.ofTime(Duration.ofSeconds(1)),
 *         progress -> System.out.println("thinking: " + progress));
 * engine.stop();                     // enough thinking: the best move so far
 * hint.join().bestMove();
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
     * Returns how the engine was built.
     *
     * @return the options
     */
    EngineOptions options();

    /**
     * Searches the current position of a game on the calling thread, knowing its history
     * (positions already seen count towards repetition): {@link #search(Game, SearchLimits, Consumer)}
     * with a listener that ignores the reports.
     *
     * @param game the game; read, not changed
     * @param limits when to stop
     * @return the best move found, its score and line; {@link StopReason#GAME_OVER} with no move
     *     when the game is over
     * @throws IllegalArgumentException if the game's rule set or energy model differs from the
     *     engine's
     * @throws IllegalStateException if another search is running on this engine
     */
    default SearchResult search(Game game, SearchLimits limits) {
        return search(game, limits, progress -> { });
    }

    /**
     * Searches the current position of a game on the calling thread, like
     * {@link #search(Game, SearchLimits)}, reporting after each completed depth: for a program
     * that runs its own threads, or a single-threaded one (a browser's worker) that shows the
     * engine thinking. The listener runs on the calling thread, in depth order.
     *
     * @param game the game; read, not changed
     * @param limits when to stop
     * @param progress receives a report after each completed depth
     * @return the best move found, its score and line; {@link StopReason#GAME_OVER} with no move
     *     when the game is over
     * @throws IllegalArgumentException if the game's rule set or energy model differs from the
     *     engine's
     * @throws IllegalStateException if another search is running on this engine
     */
    SearchResult search(Game game, SearchLimits limits, Consumer<SearchProgress> progress);

    /**
     * Searches a position on the calling thread, as the start of a game under the engine's setup.
     *
     * @param position the position
     * @param limits when to stop
     * @return the best move found, its score and line; {@link StopReason#GAME_OVER} with no move
     *     when the position is already decided
     * @throws IllegalStateException if another search is running on this engine
     */
    SearchResult search(Position position, SearchLimits limits);

    /**
     * Starts a search of a game's current position on a thread of the engine's own and returns at
     * once. The game is copied before this method returns, so the caller may go on playing it.
     * After each completed depth the listener receives a {@link SearchProgress}, in depth order, on
     * the search thread (a UI hands it over to its own thread). {@link #stop()} ends the search and
     * the future completes with its best move so far; cancelling the future stops the search too,
     * leaving the future with no result. This needs the JVM's threads: the SDK compiled to
     * WebAssembly searches on the calling thread, and a page runs it in a Web Worker.
     *
     * @param game the game; copied, not changed
     * @param limits when to stop
     * @param progress receives a report after each completed depth
     * @return the result to come
     * @throws IllegalArgumentException if the game's rule set or energy model differs from the
     *     engine's
     * @throws IllegalStateException if another search is running on this engine
     */
    CompletableFuture<SearchResult> searchAsync(Game game, SearchLimits limits, Consumer<SearchProgress> progress);

    /**
     * Starts a search on the opponent's time (pondering) and returns at once: the game given is
     * the one the engine expects, its last move the opponent's expected reply (the caller plays it
     * on a copy of the real game). The engine copies it and searches its position on a thread of
     * its own, with no time limit, until {@link PonderSearch#hit()} says the opponent played that
     * reply (the search then goes on under the limits and completes as
     * {@link #searchAsync searchAsync} does) or {@link #stop()} ends it when they did not.
     * A depth or node limit ends the search early, but its result waits for the hit.
     * {@link #stop()} ends it at any time, with its best move so far. It is the engine's one running
     * search: another search is refused until it ends.
     *
     * <pre>{@code
     * SearchResult mine = engine.search(game, SearchLimits.ofDepth(4));
     * game.play(mine.bestMove().orElseThrow());
     * Game expected = game.copy();
     * expected.play(mine.bestLine().orElseThrow().principalVariation().get(1));   // the reply the engine expects
     * Duration left = Duration.ofMinutes(5);                      // the engine's clock after that reply
     * Duration increment = Duration.ofSeconds(2);
     * PonderSearch pondering = engine.ponder(expected, SearchLimits.ofClock(left, increment), progress -> { });
     * engine.stop();                                              // the opponent played something else
     * pondering.result().join();                                  // wound down: the engine is free
     * }</pre>
     *
     * @param game the game after the opponent's expected reply; copied, not changed
     * @param limits when to stop once the reply is played, such as the engine's clock then
     *     ({@link SearchLimits#ofClock})
     * @param progress receives a report after each completed depth, on the search thread
     * @return the search, to hit or to wait for after a stop
     * @throws IllegalArgumentException if the game's rule set or energy model differs from the
     *     engine's
     * @throws IllegalStateException if another search is running on this engine
     */
    PonderSearch ponder(Game game, SearchLimits limits, Consumer<SearchProgress> progress);

    /**
     * Ends the running search as soon as possible, whichever way it was started: it gives the best
     * move of its last completed depth (or, before its first depth completes, the best root move so
     * far) with {@link StopReason#STOPPED}, through whatever the search returns: the value of
     * {@link #search search}, the future of {@link #searchAsync searchAsync}, or
     * {@link PonderSearch#result()}. The one way to stop a search. Safe to call from any thread; does
     * nothing when no search is running or starting.
     */
    void stop();
}
