package io.github.shogunsdk.cli.web;

import io.github.shogunsdk.cli.web.store.GameStore;
import io.github.shogunsdk.cli.web.store.JdbcGameStore;
import io.github.shogunsdk.cli.web.store.PostgresCluster;
import org.junit.jupiter.api.Tag;

/**
 * {@link WebTwoPlayersTest}'s games for two over HTTP, kept in a database of their own in this
 * test JVM's PostgreSQL cluster ({@link PostgresCluster}), shared as a PostgreSQL database is.
 */
@Tag("slow")
class PostgresWebTwoPlayersTest extends WebTwoPlayersTest {

    @Override
    GameStore openStore() {
        return JdbcGameStore.open(PostgresCluster.location(PostgresCluster.get().newDatabase()));
    }
}
