package io.github.shogunsdk.cli.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.cli.web.game.EngineSource;
import io.github.shogunsdk.cli.web.game.OriginGuard;
import io.github.shogunsdk.cli.web.store.GameStore;
import io.github.shogunsdk.cli.web.store.MemoryGameStore;
import io.github.shogunsdk.cli.web.store.StoreException;
import io.github.shogunsdk.cli.web.store.StoredGame;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * The API over a store: a change the store cannot commit is answered {@code 503} with one line of
 * JSON and leaves the game as it was; a game forgotten from memory is still found by its id.
 */
class WebStoreTest {

    /** A store in memory whose writes fail while told to. */
    private static final class Failing implements GameStore {
        private final MemoryGameStore inner = new MemoryGameStore();
        volatile boolean failing;

        private void check() {
            if (failing) {
                throw new StoreException("cannot save the game in the data folder /srv/shogun: disk full", null);
            }
        }

        @Override
        public void insert(StoredGame game) {
            check();
            inner.insert(game);
        }

        @Override
        public boolean update(StoredGame game) {
            check();
            return inner.update(game);
        }

        @Override
        public Optional<StoredGame> find(String id) {
            return inner.find(id);
        }

        @Override
        public OptionalLong revision(String id) {
            return inner.revision(id);
        }

        @Override
        public boolean delete(String id) {
            check();
            return inner.delete(id);
        }

        @Override
        public int sweep(Instant changedBefore) {
            return inner.sweep(changedBefore);
        }

        @Override
        public boolean shared() {
            return false;
        }

        @Override
        public AutoCloseable listen(Consumer<String> listener) {
            return inner.listen(listener);
        }

        @Override
        public void close() {
            inner.close();
        }
    }

    @Test
    void aChangeTheStoreCannotTakeIs503InOneLineAndChangesNothing() throws Exception {
        Failing store = new Failing();
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        try (WebServer server = WebServer.start(new InetSocketAddress("127.0.0.1", 0), new PrintStream(log, true,
                StandardCharsets.UTF_8), new OriginGuard(Set.of()), EngineSource.BUILT_IN, store, Duration.ofDays(30))) {
            Http http = new Http(server.uri());
            String id = http.post("/api/games").get("id").textValue();
            assertEquals(200, http.post("/api/games/" + id + "/play", "{\"move\":\"d1d3\"}").status());
            String before = http.get("/api/games/" + id).text();
            store.failing = true;
            String message = http.post("/api/games/" + id + "/play", "{\"move\":\"e8e7\"}").error(503);
            assertEquals("the change could not be saved, so nothing changed: cannot save the game in the data folder "
                    + "/srv/shogun: disk full; try again in a moment", message);
            assertTrue(http.post("/api/games/" + id + "/undo").error(503).startsWith("the change could not be saved"));
            assertTrue(http.post("/api/games").error(503).startsWith("the game could not be saved"));
            assertTrue(http.delete("/api/games/" + id).error(503).startsWith("the game could not be deleted"));
            assertEquals(before, http.get("/api/games/" + id).text());
            store.failing = false;
            assertEquals(200, http.post("/api/games/" + id + "/play", "{\"move\":\"e8e7\"}").status());
            // Forgotten from memory (as an idle game is), the game is read back from the store.
            server.games().clear();
            assertEquals("1. d1d3:1 e8e7:2", http.get("/api/games/" + id).get("movetext").textValue());
            assertEquals("", log.toString(StandardCharsets.UTF_8));
        }
    }
}
