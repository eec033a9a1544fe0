package io.github.shogunsdk.cli.web.game;

import io.github.shogunsdk.cli.web.store.GameStore;
import io.github.shogunsdk.cli.web.store.JdbcGameStore;
import io.github.shogunsdk.cli.web.store.StoreLocation;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;

/** Games for two in the embedded H2 database of a folder, the default of {@code shogun serve}. */
class H2TwoPlayerStoreTest extends TwoPlayerStoreContract {

    @TempDir
    Path temp;

    @Override
    GameStore open() {
        return JdbcGameStore.open(StoreLocation.embedded(temp.resolve("games")));
    }
}
