package io.github.shogunsdk.cli.web.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The repository cases on PostgreSQL (a throwaway cluster, {@link PostgresCluster}), and what only
 * a database shared by several processes has: migrations by servers starting together, and one
 * process hearing another's changes.
 */
@org.junit.jupiter.api.Tag("slow")
class PostgresGameStoreTest extends GameStoreContract {

    private String url;

    @Override
    GameStore open() {
        url = PostgresCluster.get().newDatabase();
        return JdbcGameStore.open(PostgresCluster.location(url));
    }

    @Override
    void listening(GameStore listened) throws Exception {
        // The listener's thread LISTENs on a connection of its own; give it the moment that takes.
        Thread.sleep(500);
    }

    @Test
    void serversStartingTogetherMigrateTheSchemaOnceAndShareIt() throws Exception {
        String fresh = PostgresCluster.get().newDatabase();
        ExecutorService starters = Executors.newFixedThreadPool(4);
        CountDownLatch go = new CountDownLatch(1);
        List<Future<JdbcGameStore>> opened = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            opened.add(starters.submit(() -> {
                go.await();
                return JdbcGameStore.open(PostgresCluster.location(fresh));
            }));
        }
        go.countDown();
        List<JdbcGameStore> stores = new ArrayList<>();
        try {
            for (Future<JdbcGameStore> each : opened) {
                stores.add(each.get(120, TimeUnit.SECONDS));
            }
            stores.get(0).insert(game("shared", "1. d1d3:1 *\n"));
            for (JdbcGameStore each : stores) {
                assertEquals(Optional.of(game("shared", "1. d1d3:1 *\n")), each.find("shared"));
                assertTrue(each.shared());
            }
        } finally {
            stores.forEach(JdbcGameStore::close);
            starters.shutdownNow();
        }
    }

    @Test
    void anotherProcessesChangeIsHeard() throws Exception {
        java.util.concurrent.BlockingQueue<String> heard = new java.util.concurrent.LinkedBlockingQueue<>();
        try (JdbcGameStore other = JdbcGameStore.open(PostgresCluster.location(url));
                AutoCloseable listening = store.listen(heard::add)) {
            listening(store);
            other.insert(game("relayed", "*\n"));
            assertEquals("relayed", heard.poll(10, TimeUnit.SECONDS));
        }
    }

    @Test
    void otherSchemesAreRefusedInOneLineWithoutTheirCredentials() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> StoreLocation.postgres("jdbc:mysql://root:hunter2@db.example/games", Map.of()));
        assertEquals("--database takes a PostgreSQL JDBC URL such as jdbc:postgresql://localhost:5432/shogun, not "
                + "\"jdbc:mysql://…\"", e.getMessage());
    }

    @Test
    void aDatabaseThatCannotBeReachedIsOneLineWithoutCredentials() {
        StoreException e = assertThrows(StoreException.class, () -> JdbcGameStore.open(StoreLocation.postgres(
                "jdbc:postgresql://127.0.0.1:1/games?user=me&password=hunter2", Map.of("PGPASSWORD", "sesame"))));
        assertEquals(1, e.getMessage().lines().count(), e.getMessage());
        assertTrue(e.getMessage().startsWith("cannot open PostgreSQL at jdbc:postgresql://127.0.0.1:1/games: "),
                e.getMessage());
        assertFalse(e.getMessage().contains("hunter2") || e.getMessage().contains("sesame"), e.getMessage());
    }
}
