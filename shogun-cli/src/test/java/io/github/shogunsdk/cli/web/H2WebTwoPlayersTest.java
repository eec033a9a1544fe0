package io.github.shogunsdk.cli.web;

import io.github.shogunsdk.cli.web.store.GameStore;
import io.github.shogunsdk.cli.web.store.JdbcGameStore;
import io.github.shogunsdk.cli.web.store.StoreLocation;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;

/** {@link WebTwoPlayersTest}'s games for two over HTTP, kept in the embedded H2 database of a folder. */
class H2WebTwoPlayersTest extends WebTwoPlayersTest {

    @TempDir
    static Path temp;

    @Override
    GameStore openStore() {
        return JdbcGameStore.open(StoreLocation.embedded(temp.resolve("games")));
    }
}
