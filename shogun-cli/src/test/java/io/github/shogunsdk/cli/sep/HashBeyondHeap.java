package io.github.shogunsdk.cli.sep;

import io.github.shogunsdk.api.EngineOptions;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.Shogun;

/**
 * For the tests, run in a JVM with a small heap: the SDK's engine asked for the largest table,
 * searching the initial position to depth 3; prints the best move.
 */
public final class HashBeyondHeap {

    private HashBeyondHeap() {
    }

    /**
     * Searches and prints {@code bestmove <move>}, or {@code bestmove none}.
     *
     * @param args not used
     */
    public static void main(String[] args) {
        Game game = Shogun.newGame(GameSetup.standard());
        EngineOptions largest = EngineOptions.defaults().withHashMegabytes(EngineOptions.MAX_HASH_MEGABYTES);
        String move = Shogun.newEngine(game.setup(), largest).search(game, SearchLimits.ofDepth(3)).bestMove()
                .map(Object::toString).orElse("none");
        System.out.println("bestmove " + move);
    }
}
