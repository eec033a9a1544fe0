package io.github.shogunsdk.cli.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.shogunsdk.cli.web.live.LiveLimits;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.jetty.websocket.client.WebSocketClient;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Live sockets on a game for two: a socket moves only for the seat whose token it presented first,
 * through the flow (whose turn, the ply it follows, the thinking time), and every seated or watching
 * socket is pushed the game as its seat (or a watcher) sees it, with the flow, and never a token.
 */
class WebLiveSeatsTest {

    private static final LiveLimits LIMITS = new LiveLimits(4 * 1024, Duration.ofMinutes(1), 8, 32);

    private final List<JsonNode> seen = new ArrayList<>();
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

    private record Duo(String id, String white, String red, String watch) {
    }

    private Duo started() {
        Http.Answer created = http.post("/api/games", "{\"mode\":\"two-players\",\"timeControl\":\"5+3\"}");
        assertEquals(201, created.status(), created.text());
        Duo duo = new Duo(created.get("id").textValue(), token(created.get("white").textValue()),
                token(created.get("red").textValue()), created.get("watch").textValue().substring("/watch/".length()));
        assertEquals(200, join(duo, duo.white()).status());
        assertEquals(200, join(duo, duo.red()).status());
        return duo;
    }

    private Http.Answer join(Duo duo, String token) {
        return http.send(HttpRequest.newBuilder(server.uri().resolve("/api/games/" + duo.id() + "/join"))
                .header("Authorization", "Seat " + token).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.noBody()));
    }

    private static String token(String link) {
        return link.substring(link.indexOf("#seat=") + "#seat=".length());
    }

    private JsonNode next(LiveClient live, String type) throws InterruptedException {
        JsonNode message = live.next(type);
        seen.add(message);
        return message;
    }

    @Test
    void aSocketMovesOnlyForTheSeatItPresentedThroughTheFlow() throws Exception {
        Duo duo = started();
        try (LiveClient white = LiveClient.connect(client, server.uri(), duo.id(), null);
                LiveClient red = LiveClient.connect(client, server.uri(), duo.id(), null);
                LiveClient nobody = LiveClient.connect(client, server.uri(), duo.id(), null)) {
            white.send("{\"seat\":\"" + duo.white() + "\"}");
            assertEquals("{\"type\":\"seat\",\"presented\":true}", next(white, "seat").toString());
            assertEquals("white", next(white, "state").get("state").get("seat").textValue());
            red.send("{\"seat\":\"" + duo.red() + "\"}");
            next(red, "state");

            // Not Red's move: the flow refuses it, where the open hook would have played it.
            red.send("{\"move\":\"e8e7\",\"after\":0}");
            assertEquals("it is White's move, not Red's", next(red, "error").get("error").textValue());
            // A socket that presented no seat moves nothing, and a token of no seat opens nothing.
            nobody.send("{\"move\":\"d1d3\",\"after\":0}");
            assertTrue(next(nobody, "error").get("error").textValue().startsWith("only a seat moves in a game for two"));
            assertEquals(0, http.get("/api/watch/" + duo.watch()).get("flow").get("plies").intValue());

            white.send("{\"move\":\"d1d3\",\"after\":0,\"thoughtMs\":250}");
            JsonNode played = next(white, "played");
            assertFalse(played.get("already").booleanValue());
            assertEquals("white", played.get("state").get("seat").textValue());
            assertEquals(1, played.get("state").get("flow").get("plies").intValue());
            assertEquals("1. d1d3:1", played.get("state").get("movetext").textValue());

            white.send("{\"move\":\"d1d3\",\"after\":0}");
            assertTrue(next(white, "played").get("already").booleanValue());
            assertEquals(1, http.get("/api/watch/" + duo.watch()).get("flow").get("plies").intValue());
        }
    }

    @Test
    void seatedAndWatchingSocketsArePushedTheGameForTwoAsTheySeeIt() throws Exception {
        Duo duo = started();
        try (LiveClient white = LiveClient.connect(client, server.uri(), duo.id(), null);
                LiveClient red = LiveClient.connect(client, server.uri(), duo.id(), null);
                LiveClient watcher = LiveClient.connect(client, server.uri(), duo.id(), null);
                LiveClient stranger = LiveClient.connect(client, server.uri(), duo.id(), null)) {
            white.send("{\"seat\":\"" + duo.white() + "\"}");
            long start = next(white, "state").get("revision").longValue();
            red.send("{\"seat\":\"" + duo.red() + "\"}");
            next(red, "state");
            watcher.send("{\"watch\":\"" + duo.watch() + "\"}");
            JsonNode watched = next(watcher, "state");
            assertTrue(watched.get("state").get("seat").isNull());
            assertEquals("playing", watched.get("state").get("flow").get("phase").textValue());
            // A wrong watch id or token is refused and shows nothing.
            stranger.send("{\"watch\":\"" + duo.watch() + "x\"}");
            assertTrue(next(stranger, "error").get("error").textValue().startsWith("this is not the watch id"));

            white.send("{\"move\":\"d1d3\",\"after\":0}");
            next(white, "played");
            JsonNode toRed = red.stateAtLeast(start + 1);
            seen.add(toRed);
            assertEquals("red", toRed.get("state").get("seat").textValue());
            assertEquals("red", toRed.get("state").get("flow").get("toMove").textValue());
            assertEquals("red", toRed.get("state").get("flow").get("clock").get("running").textValue());
            assertTrue(toRed.get("state").get("flow").get("clock").get("timed").booleanValue());
            assertEquals("1. d1d3:1", toRed.get("state").get("movetext").textValue());
            JsonNode toWatcher = watcher.stateAtLeast(start + 1);
            seen.add(toWatcher);
            assertTrue(toWatcher.get("state").get("seat").isNull());
            assertEquals(1, toWatcher.get("state").get("flow").get("plies").intValue());

            // A resignation over HTTP reaches both with its result.
            assertEquals(200, http.send(HttpRequest.newBuilder(server.uri().resolve("/api/games/" + duo.id() + "/resign"))
                    .header("Authorization", "Seat " + duo.red()).header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.noBody())).status());
            JsonNode over = watcher.stateAtLeast(start + 2);
            seen.add(over);
            assertEquals("over", over.get("state").get("flow").get("phase").textValue());
            assertEquals("white", over.get("state").get("flow").get("result").get("winner").textValue());
            assertTrue(stranger.received.isEmpty(), "a socket that presented nothing is pushed nothing");
        }
        for (JsonNode message : seen) {
            assertFalse(message.toString().contains(duo.white()), "a token was sent: " + message);
            assertFalse(message.toString().contains(duo.red()), "a token was sent: " + message);
            assertFalse(message.toString().contains(duo.watch()), "the watch id was sent: " + message);
        }
    }

    @Test
    void aSeatsAndAWatchersLinksServeThePageForTwo() {
        // Ids and watch ids are base64url: letters, digits, '-' and '_'.
        for (String path : List.of("/play/k3m7q2Ab9xZ0c1d2", "/watch/Ab-_9z-XyZ_0123456789a")) {
            HttpResponse<byte[]> page = http.file(path);
            assertEquals(200, page.statusCode(), path);
            String html = new String(page.body(), StandardCharsets.UTF_8);
            assertTrue(html.contains("src=\"/duo.js\""), path);
        }
        for (String path : List.of("/play/", "/play/a/b", "/watch/a.b", "/play/" + "a".repeat(65))) {
            assertEquals(404, http.file(path).statusCode(), path);
        }
    }
}
