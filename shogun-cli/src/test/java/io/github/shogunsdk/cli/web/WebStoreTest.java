package io.github.shogunsdk.cli.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.cli.web.game.EngineSource;
import io.github.shogunsdk.cli.web.game.OriginGuard;
import io.github.shogunsdk.cli.web.store.FlakyStore;
import io.github.shogunsdk.cli.web.store.MemoryGameStore;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The API over a store: a change the store cannot commit is answered {@code 503} with one line of
 * JSON and leaves the game as it was; a game forgotten from memory is still found by its id.
 */
class WebStoreTest {

    @Test
    void aChangeTheStoreCannotTakeIs503InOneLineAndChangesNothing() throws Exception {
        FlakyStore store = new FlakyStore(new MemoryGameStore(), false,
                "cannot save the game in the data folder /srv/shogun: disk full");
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
