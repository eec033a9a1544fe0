package io.github.shogunsdk.api;

import java.util.concurrent.CompletableFuture;

/**
 * A search on the opponent's time ({@link Engine#ponder Engine.ponder}): the engine thinks about
 * the position after the reply it expects while the opponent thinks. When the opponent plays that
 * reply, {@link #hit()} turns it into a normal search under its limits, which has a head start;
 * when the opponent plays anything else, the caller ends it as it ends any search, with
 * {@link Engine#stop()}, waits for its {@link #result()} (which is then for a position that did not
 * happen, and is dropped) and starts a new search. Safe to use from any thread.
 *
 * <pre>{@code
 * SearchResult mine = engine.search(game, limits);
 * game.play(mine.bestMove().orElseThrow());
 * Move expected = mine.bestLine().orElseThrow().principalVariation().get(1);   // the reply the engine expects
 * Game guess = game.copy();
 * guess.play(expected);
 * SearchLimits clockAfterReply = SearchLimits.ofClock(Duration.ofSeconds(30), Duration.ofSeconds(1));
 * PonderSearch pondering = engine.ponder(guess, clockAfterReply, progress -> { });
 * Move reply = game.legalMoves().get(0);                        // the opponent's move, meanwhile the engine thinks
 * game.play(reply);
 * SearchResult next;
 * if (reply.equals(expected)) {
 *     pondering.hit();                                          // the clock starts now
 *     next = pondering.result().join();
 * } else {
 *     engine.stop();                                            // the one way to end a search
 *     pondering.result().join();                                // wound down: the engine is free
 *     next = engine.search(game, clockAfterReply);
 * }
 * }</pre>
 */
public interface PonderSearch {

    /**
     * Returns the result to come: the best move in the position searched. It completes only after
     * {@link #hit()} (once the limits end the search) or after {@link Engine#stop()} (with the best
     * move so far and {@link StopReason#STOPPED}), and only once the engine is free for its next
     * search. Cancelling this future stops the search as {@link Engine#stop()} does, but leaves the
     * future with no result (a {@link java.util.concurrent.CancellationException}), as any
     * cancelled future; the engine is then free once the search has wound down.
     *
     * @return the result
     */
    CompletableFuture<SearchResult> result();

    /**
     * Tells the search that the opponent played the expected reply: from now on it is a normal
     * search under its limits. Time and clock limits count from this call, except that the time
     * already spent pondering counts towards a clock's soft deadline (so a long ponder gives a
     * quick answer); depth and node limits counted all along. Does nothing after a first call or
     * once the search has ended.
     */
    void hit();
}
