package io.github.shogunsdk.cli.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.cli.web.game.GameRegistry;
import io.github.shogunsdk.cli.web.game.GameSession;
import io.github.shogunsdk.cli.web.game.OriginGuard;
import io.github.shogunsdk.cli.web.live.LiveLimits;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import org.eclipse.jetty.websocket.client.WebSocketClient;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The live sockets of one server (games in memory): the message format, pushes of each committed
 * change, a resume after a dropped connection, a move sent twice played once, the guards before
 * the upgrade (origin, unknown game, a client's share of sockets), and a client that never reads.
 */
// Slow: each test ends with the server's graceful stop, which waits up to its second for the
// test client's idle keep-alive connection.
@Tag("slow")
class WebLiveTest {

    private static final LiveLimits LIMITS = new LiveLimits(4 * 1024, Duration.ofMinutes(1), 4, 32);

    private LiveServer fixture;
    private WebServer server;
    private WebSocketClient client;
    private Http http;

    @BeforeEach
    void start() throws Exception {
        fixture = new LiveServer(LIMITS);
        server = fixture.server;
        client = fixture.client;
        http = fixture.http;
    }

    @AfterEach
    void stop() throws Exception {
        fixture.close();
    }

    private String newGame() {
        return http.post("/api/games").get("id").textValue();
    }

    @Test
    void theSocketSendsTheStateOnConnectingAndAfterEachCommittedChange() throws Exception {
        String id = newGame();
        try (LiveClient live = LiveClient.connect(client, server.uri(), id, null)) {
            JsonNode first = live.next();
            assertEquals(List.of("type", "revision", "state"), Http.keys(first));
            assertEquals("state", first.get("type").textValue());
            assertEquals(1, first.get("revision").longValue());
            assertEquals(id, first.get("state").get("id").textValue());
            assertEquals(0, first.get("state").get("plies").size());

            assertEquals(200, http.post("/api/games/" + id + "/play", "{\"move\":\"d1d3\"}").status());
            JsonNode played = live.next();
            assertEquals("state", played.get("type").textValue());
            assertEquals(2, played.get("revision").longValue());
            assertEquals("1. d1d3:1", played.get("state").get("movetext").textValue());

            assertEquals(200, http.post("/api/games/" + id + "/undo").status());
            JsonNode undone = live.next();
            assertEquals(3, undone.get("revision").longValue());
            assertEquals(0, undone.get("state").get("plies").size());
            assertTrue(undone.get("state").get("canRedo").booleanValue());
        }
    }

    @Test
    void aMoveSentTwiceIsPlayedOnceAndAMoveOutOfOrderIsRefused() throws Exception {
        String id = newGame();
        try (LiveClient live = LiveClient.connect(client, server.uri(), id, null)) {
            live.next("state");
            live.send("{\"move\":\"d1d3\",\"after\":0}");
            JsonNode played = live.next("played");
            assertEquals(List.of("type", "revision", "after", "move", "already", "state"), Http.keys(played));
            assertFalse(played.get("already").booleanValue());
            assertEquals(2, played.get("revision").longValue());
            assertEquals("d1d3", played.get("move").textValue());

            live.send("{\"move\":\"d1d3\",\"after\":0}");
            JsonNode again = live.next("played");
            assertTrue(again.get("already").booleanValue());
            assertEquals(2, again.get("revision").longValue());
            assertEquals("1. d1d3:1", again.get("state").get("movetext").textValue());
            assertEquals("1. d1d3:1", http.get("/api/games/" + id).get("movetext").textValue());

            live.send("{\"move\":\"e8e7\",\"after\":0}");
            JsonNode other = live.next("error");
            assertEquals(List.of("type", "error"), Http.keys(other));
            assertEquals("ply 1 of this game is d1d3, not e8e7; the game shows 1 plies now",
                    other.get("error").textValue());
            live.send("{\"move\":\"e8e7\",\"after\":2}");
            assertEquals("the move follows ply 2 but the game shows 1 plies; reload the game",
                    live.next("error").get("error").textValue());
            live.send("{\"move\":\"e8e7\"}");
            assertTrue(live.next("error").get("error").textValue().startsWith("a move names the ply it follows"));
            live.send("{\"seat\":\"late\"}");
            assertTrue(live.next("error").get("error").textValue().startsWith("a seat's token comes alone, as the first"));
            live.send("not json");
            assertTrue(live.next("error").get("error").textValue().startsWith("a message is one JSON object"));
            assertEquals("1. d1d3:1", http.get("/api/games/" + id).get("movetext").textValue());
        }
    }

    @Test
    void aMessageOverTheLimitClosesTheSocket() throws Exception {
        String id = newGame();
        try (LiveClient live = LiveClient.connect(client, server.uri(), id, null)) {
            live.next("state");
            live.send("{\"seat\":\"" + "x".repeat(LIMITS.maxMessage()) + "\"}");
            waitUntil(() -> live.closeStatus != -1);
            assertEquals(1009, live.closeStatus);
        }
        waitUntil(() -> server.live().sockets() == 0);
    }

    @Test
    void aSeatIsPresentedInTheFirstMessageAndNeverEchoed() throws Exception {
        String id = newGame();
        try (LiveClient live = LiveClient.connect(client, server.uri(), id, null)) {
            live.next("state");
            live.send("{\"seat\":\"s3cr3t-token\"}");
            JsonNode seat = live.next("seat");
            assertEquals("{\"type\":\"seat\",\"presented\":true}", seat.toString());
        }
    }

    @Test
    void aDroppedClientResumesWithTheMovesMadeMeanwhile() throws Exception {
        String id = newGame();
        LiveClient first = LiveClient.connect(client, server.uri(), id, null);
        first.next("state");
        first.send("{\"move\":\"d1d3\",\"after\":0}");
        long seen = first.next("played").get("revision").longValue();
        first.drop();
        // Meanwhile the other side moves, and the dropped client's last move is resent by it.
        assertEquals(200, http.post("/api/games/" + id + "/play", "{\"move\":\"e8e7\"}").status());
        try (LiveClient again = LiveClient.connect(client, server.uri(), id, null)) {
            again.next("state");
            again.send("{\"resume\":" + seen + "}");
            JsonNode resumed = again.next("state");
            assertEquals(seen + 1, resumed.get("revision").longValue());
            assertEquals("1. d1d3:1 e8e7:2", resumed.get("state").get("movetext").textValue());
            again.send("{\"move\":\"d1d3\",\"after\":0}");
            assertTrue(again.next("played").get("already").booleanValue());
            assertEquals("1. d1d3:1 e8e7:2", http.get("/api/games/" + id).get("movetext").textValue());
        }
    }

    @Test
    void upgradesAreGuardedBeforeTheyHappen() throws Exception {
        String id = newGame();
        RawHttp raw = new RawHttp(server.port());
        String upgrade = "GET /api/games/" + id + "/live HTTP/1.1\r\nHost: 127.0.0.1:" + server.port()
                + "\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\n"
                + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n";
        assertTrue(raw.send(upgrade + "Origin: http://evil.example\r\n\r\n").error(403)
                .startsWith("a request from another site is refused"));
        assertTrue(raw.send(upgrade.replace(id, "nosuchgame") + "\r\n").error(404).startsWith("no game nosuchgame"));
        try (Socket own = raw.open()) {
            RawHttp.write(own, upgrade + "Origin: http://127.0.0.1:" + server.port() + "\r\n\r\n");
            assertEquals(101, RawHttp.read(own, true).status());
        }
        LiveClient[] held = new LiveClient[LIMITS.maxSocketsPerClient()];
        for (int i = 0; i < held.length; i++) {
            held[i] = LiveClient.connect(client, server.uri(), id, null);
            held[i].next("state");
        }
        assertTrue(raw.send(upgrade + "\r\n").error(429).startsWith("this client has 4 live sockets open"));
        held[0].close();
        waitUntil(() -> server.live().sockets() < LIMITS.maxSocketsPerClient());
        try (LiveClient freed = LiveClient.connect(client, server.uri(), id, null)) {
            freed.next("state");
        }
        for (LiveClient live : held) {
            live.close();
        }
    }

    @Test
    void aClientThatNeverReadsIsDisconnected() throws Exception {
        String id = newGame();
        GameSession game = server.games().get(id);
        try (Socket deaf = new Socket()) {
            deaf.setReceiveBufferSize(1024);
            deaf.connect(new InetSocketAddress("127.0.0.1", server.port()));
            RawHttp.write(deaf, "GET /api/games/" + id + "/live HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\n"
                    + "Upgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n");
            assertEquals(101, RawHttp.read(deaf, true).status());
            waitUntil(() -> server.live().sockets() == 1);
            // It reads nothing more; the game changes until the server gives up on it.
            int changes = 0;
            while (server.live().sockets() > 0 && changes < 200_000) {
                game.play(Move.parse("d1d3"), null);
                game.undo();
                changes += 2;
                if (changes % 200 == 0) {
                    Thread.sleep(5);
                }
            }
            assertEquals(0, server.live().sockets(), "still open after " + changes + " changes");
        }
        try (LiveClient reader = LiveClient.connect(client, server.uri(), id, null)) {
            assertTrue(reader.next("state").get("revision").longValue() > 2);
        }
    }

    @Test
    void aLiveSocketOutlivesTheHttpIdleTimeUnderItsOwn() throws Exception {
        HttpLimits shortIdle = new HttpLimits(Duration.ofSeconds(5), Duration.ofSeconds(10), Duration.ofSeconds(1),
                Duration.ofSeconds(30), 16 * 1024, 8 * 1024, 100, 64 * 1024, 128, 32, 32);
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        try (WebServer idle = WebServer.start(new InetSocketAddress("127.0.0.1", 0),
                new PrintStream(log, true, StandardCharsets.UTF_8), new OriginGuard(Set.of()), shortIdle,
                new GameRegistry(10, 10, WebServer.IDLE_TIMEOUT, 1, 1, System::nanoTime), Duration.ofMinutes(1), LIMITS);
                LiveClient live = LiveClient.connect(client, idle.uri(), new Http(idle.uri()).post("/api/games").get("id")
                        .textValue(), null)) {
            live.next("state");
            // Three times the HTTP idle time: a live socket is timed by LiveLimits.idleTime (a minute here).
            Thread.sleep(3_000);
            live.send("{\"resume\":1}");
            assertEquals(1, live.next("state").get("revision").longValue());
            assertTrue(live.isOpen());
        }
        assertEquals("", log.toString(StandardCharsets.UTF_8));
    }

    private static void waitUntil(java.util.function.BooleanSupplier condition) throws InterruptedException {
        long end = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > end) {
                throw new AssertionError("not within 30 s");
            }
            Thread.sleep(10);
        }
    }
}
