package io.github.shogunsdk.cli.web.game;

import io.github.shogunsdk.cli.web.store.GameStore;
import io.github.shogunsdk.cli.web.store.MemoryGameStore;

/** Games for two in the store in memory (what a server without a database keeps for its run). */
class MemoryTwoPlayerStoreTest extends TwoPlayerStoreContract {

    private final MemoryGameStore games = new MemoryGameStore();

    @Override
    GameStore open() {
        // Closing it forgets its listeners only: opened again, it holds the same games.
        return games;
    }
}
