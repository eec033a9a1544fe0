package io.github.shogunsdk.cli.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.cli.web.game.GameRegistry;
import io.github.shogunsdk.cli.web.game.OriginGuard;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.websocket.api.Callback;
import org.eclipse.jetty.websocket.api.Session;
import org.eclipse.jetty.websocket.client.WebSocketClient;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The place of the WebSocket upgrade: an endpoint mounted at {@link WebServer#LIVE_PATH} (here an
 * echo, standing in for the live layer of a later step) is reached through the server's guard and
 * upgraded by Jetty; a foreign host is refused before any upgrade; the upgraded connection is
 * not taken for a slow request head by the watchdog, and keeps its client's connection slot.
 */
@Tag("slow")
class WebLiveMountTest {

    /** The documented sizes, with a head time of two seconds that the test waits out. */
    private static final HttpLimits LIMITS = new HttpLimits(Duration.ofSeconds(2), Duration.ofSeconds(2),
            Duration.ofSeconds(15), Duration.ofSeconds(3), 16 * 1024, 8 * 1024, 100, 64 * 1024, 128, 32, 16);

    /** Answers each text with "echo " and the text. */
    public static final class Echo implements Session.Listener.AutoDemanding {
        private Session session;

        @Override
        public void onWebSocketOpen(Session opened) {
            session = opened;
        }

        @Override
        public void onWebSocketText(String text) {
            session.sendText("echo " + text, Callback.NOOP);
        }
    }

    /** Keeps what the server sends. */
    public static final class Received implements Session.Listener.AutoDemanding {
        final BlockingQueue<String> texts = new LinkedBlockingQueue<>();

        @Override
        public void onWebSocketText(String text) {
            texts.add(text);
        }
    }

    @Test
    void anEndpointMountedAtTheLivePathIsUpgradedBehindTheGuard() throws Exception {
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        WebSocketClient client = new WebSocketClient();
        try (WebServer server = WebServer.start(new InetSocketAddress("127.0.0.1", 0),
                new PrintStream(log, true, StandardCharsets.UTF_8), new OriginGuard(Set.of()), LIMITS,
                new GameRegistry(WebServer.MAX_GAMES, WebServer.MAX_GAMES_PER_CLIENT, WebServer.IDLE_TIMEOUT, 1, 1,
                        System::nanoTime), Duration.ofMinutes(1),
                live -> live.addMapping(WebServer.LIVE_PATH, (request, response, callback) -> new Echo()))) {
            client.start();
            Received received = new Received();
            Session session = client.connect(received, URI.create("ws://127.0.0.1:" + server.port() + "/api/games/abc/live"))
                    .get(30, TimeUnit.SECONDS);
            session.sendText("d1d3", Callback.NOOP);
            assertEquals("echo d1d3", received.texts.poll(30, TimeUnit.SECONDS));
            assertEquals(1, server.connections(), "the WebSocket holds its connection slot");
            // Past the head time: an upgraded connection carries frames, not request heads.
            Thread.sleep(LIMITS.headTime().toMillis() * 2);
            session.sendText("e8e7", Callback.NOOP);
            assertEquals("echo e8e7", received.texts.poll(30, TimeUnit.SECONDS));
            assertTrue(session.isOpen());
            session.close();

            RawHttp raw = new RawHttp(server.port());
            String upgrade = "GET /api/games/abc/live HTTP/1.1\r\nHost: evil.example\r\nConnection: Upgrade\r\n"
                    + "Upgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n";
            assertTrue(raw.send(upgrade).error(421).startsWith("this server answers to localhost"));
            // Not mounted, the path is the API's: no such endpoint.
            assertTrue(raw.send(upgrade.replace("/live", "/other").replace("evil.example", "127.0.0.1"))
                    .error(404).startsWith("no endpoint"));
        } finally {
            client.stop();
        }
        assertEquals("", log.toString(StandardCharsets.UTF_8));
    }
}
