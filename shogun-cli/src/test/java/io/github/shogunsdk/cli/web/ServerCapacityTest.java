package io.github.shogunsdk.cli.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.shogunsdk.cli.web.game.EngineSource;
import io.github.shogunsdk.cli.web.game.OriginGuard;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * {@code shogun serve --max-connections N --max-games N}: the server holds as many connections and
 * games in memory as its capacity says, and no more, while each client's share stays as documented.
 */
class ServerCapacityTest {

    private final ByteArrayOutputStream log = new ByteArrayOutputStream();

    private WebServer start(ServerCapacity capacity) throws Exception {
        return WebServer.start(new InetSocketAddress("127.0.0.1", 0), new PrintStream(log, true, StandardCharsets.UTF_8),
                new OriginGuard(Set.of()), EngineSource.BUILT_IN, null, Duration.ZERO, capacity);
    }

    private static String get(WebServer server, String path) {
        return "GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1:" + server.port() + "\r\nConnection: close\r\n\r\n";
    }

    @Test
    void theServerHoldsAsManyConnectionsAsItsCapacity() throws Exception {
        List<Socket> held = new ArrayList<>();
        try (WebServer server = start(new ServerCapacity(4, 200))) {
            RawHttp raw = new RawHttp(server.port());
            try {
                for (int i = 0; i < 4; i++) {
                    held.add(raw.openFrom("127.0.0.2"));
                }
                // The server takes connections on its own threads: the fifth must come after the four.
                long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
                while (server.connections() < 4 && System.nanoTime() < deadline) {
                    Thread.sleep(5);
                }
                assertEquals(4, server.connections(), "the server took the four connections");
                // Full at 4 (the default holds 128): the client holding all four gets no fifth.
                assertEquals(503, raw.sendFrom("127.0.0.2", get(server, "/api/games/none")).status());
                // Another client takes the place of one of the four, as with the default capacity.
                assertEquals(404, raw.sendFrom("127.0.0.3", get(server, "/api/games/none")).status());
            } finally {
                for (Socket socket : held) {
                    socket.close();
                }
            }
        }
        assertEquals("", log.toString(StandardCharsets.UTF_8));
    }

    @Test
    void theServerHoldsAsManyGamesInMemoryAsItsCapacity() throws Exception {
        try (WebServer server = start(new ServerCapacity(128, 2))) {
            Http http = new Http(server.uri());
            List<String> ids = new ArrayList<>();
            for (int i = 0; i < 3; i++) {
                ids.add(http.post("/api/games").get("id").textValue());
            }
            // Without a store a game forgotten from memory is gone: the third forgot the first.
            assertEquals(List.of(404, 200, 200), ids.stream().map(id -> http.get("/api/games/" + id).status()).toList());
        }
    }

    @Test
    void theBoundsAreOneLineNamingTheOption() {
        assertEquals("--max-connections is a whole number 1 to 100000, not 0",
                assertThrows(IllegalArgumentException.class, () -> new ServerCapacity(0, 1)).getMessage());
        assertEquals("--max-games is a whole number 1 to 1000000, not 1000001",
                assertThrows(IllegalArgumentException.class, () -> new ServerCapacity(1, 1_000_001)).getMessage());
        assertEquals(new ServerCapacity(128, 200), ServerCapacity.DEFAULTS);
    }
}
