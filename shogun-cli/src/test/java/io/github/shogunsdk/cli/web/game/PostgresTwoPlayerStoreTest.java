package io.github.shogunsdk.cli.web.game;

import io.github.shogunsdk.cli.web.store.GameStore;
import io.github.shogunsdk.cli.web.store.JdbcGameStore;
import io.github.shogunsdk.cli.web.store.PostgresCluster;
import org.junit.jupiter.api.Tag;

/**
 * Games for two on PostgreSQL: a database of its own per test in the one throwaway cluster of this
 * test JVM ({@link PostgresCluster}, skipped without PostgreSQL unless it is required). Slow only
 * for the cluster's start, which the other PostgreSQL tests of the JVM share.
 */
@Tag("slow")
class PostgresTwoPlayerStoreTest extends TwoPlayerStoreContract {

    private String url;

    @Override
    GameStore open() {
        if (url == null) {
            url = PostgresCluster.get().newDatabase();
        }
        return JdbcGameStore.open(PostgresCluster.location(url));
    }
}
