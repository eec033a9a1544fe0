package io.github.shogunsdk.cli.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A few clients cannot shut out the rest: four clients holding every connection, or making their
 * share of games each until the server is full, leave a fifth client served and its game kept. Each
 * client is another loopback address ({@code 127.0.0.1} to {@code .5}: on Linux the whole of
 * {@code 127.0.0.0/8} is the loopback interface's), on a server of its own with the documented
 * limits.
 */
class WebFairShareTest {

    private final ByteArrayOutputStream log = new ByteArrayOutputStream();

    private WebServer start() throws IOException {
        return WebServer.start(new InetSocketAddress("127.0.0.1", 0), new PrintStream(log, true, StandardCharsets.UTF_8));
    }

    private static String get(WebServer server, String path) {
        return "GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1:" + server.port() + "\r\nConnection: close\r\n\r\n";
    }

    private static String newGame(WebServer server) {
        return "POST /api/games HTTP/1.1\r\nHost: 127.0.0.1:" + server.port()
                + "\r\nContent-Type: application/json\r\nContent-Length: 0\r\nConnection: close\r\n\r\n";
    }

    @Test
    void fourClientsHoldingEveryConnectionDoNotShutOutAFifth() throws Exception {
        int each = HttpLimits.DEFAULTS.maxConnections() / 4;
        assertEquals(HttpLimits.DEFAULTS.maxConnectionsPerClient(), each, "four clients at their share fill the server");
        List<Socket> held = new ArrayList<>();
        try (WebServer server = start()) {
            RawHttp raw = new RawHttp(server.port());
            try {
                for (int client = 1; client <= 4; client++) {
                    for (int i = 0; i < each; i++) {
                        held.add(raw.openFrom("127.0.0." + client));
                    }
                }
                // Accepted in order, the newcomers come after all 128 held connections.
                for (String newcomer : List.of("127.0.0.5", "127.0.0.6", "127.0.0.5")) {
                    RawHttp.Answer answer = raw.sendFrom(newcomer, get(server, "/api/games/none"));
                    assertEquals(404, answer.status(), newcomer + " was shut out: " + answer.text());
                }
            } finally {
                for (Socket socket : held) {
                    socket.close();
                }
            }
        }
        assertEquals("", log.toString(StandardCharsets.UTF_8));
    }

    @Test
    void fourClientsMakingTheirShareOfGamesDoNotMakeTheServerForgetAFifthsGame() throws Exception {
        try (WebServer server = start()) {
            RawHttp raw = new RawHttp(server.port());
            RawHttp.Answer made = raw.sendFrom("127.0.0.5", newGame(server));
            assertEquals(201, made.status(), made.text());
            String victim = Http.JSON.readTree(made.body()).get("id").textValue();
            for (int client = 1; client <= 4; client++) {
                for (int i = 0; i < WebServer.MAX_GAMES_PER_CLIENT; i++) {
                    assertEquals(201, raw.sendFrom("127.0.0." + client, newGame(server)).status());
                }
            }
            assertEquals(WebServer.MAX_GAMES, server.games().size(), "the server is full");
            RawHttp.Answer kept = raw.sendFrom("127.0.0.5", get(server, "/api/games/" + victim));
            assertEquals(200, kept.status(), "the fifth client's game was forgotten: " + kept.text());
        }
        assertEquals("", log.toString(StandardCharsets.UTF_8));
    }
}
