package io.github.shogunsdk.cli.web.store;

/** The repository cases on the store in memory. */
class MemoryGameStoreTest extends GameStoreContract {

    @Override
    GameStore open() {
        return new MemoryGameStore();
    }
}
