package io.github.shogunsdk.cli.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.shogunsdk.cli.web.game.GameRegistry;
import io.github.shogunsdk.cli.web.game.OriginGuard;
import io.github.shogunsdk.cli.web.live.LiveLimits;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Set;
import org.eclipse.jetty.websocket.client.WebSocketClient;

/**
 * A web server with live sockets for a test (games in memory, one search slot), a WebSocket client
 * and an HTTP client on it; closing it stops both and checks that the server logged nothing.
 */
final class LiveServer implements AutoCloseable {

    private final ByteArrayOutputStream log = new ByteArrayOutputStream();
    final WebServer server;
    final WebSocketClient client;
    final Http http;

    LiveServer(LiveLimits limits) throws Exception {
        server = WebServer.start(new InetSocketAddress("127.0.0.1", 0), new PrintStream(log, true, StandardCharsets.UTF_8),
                new OriginGuard(Set.of()), HttpLimits.DEFAULTS, new GameRegistry(WebServer.MAX_GAMES,
                        WebServer.MAX_GAMES_PER_CLIENT, WebServer.IDLE_TIMEOUT, 1, 1, System::nanoTime),
                Duration.ofMinutes(1), limits);
        client = new WebSocketClient();
        client.start();
        http = new Http(server.uri());
    }

    @Override
    public void close() throws Exception {
        client.stop();
        server.close();
        assertEquals("", log.toString(StandardCharsets.UTF_8));
    }
}
