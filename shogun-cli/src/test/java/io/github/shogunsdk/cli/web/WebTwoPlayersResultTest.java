package io.github.shogunsdk.cli.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.shogunsdk.cli.web.game.GameRegistry;
import io.github.shogunsdk.cli.web.game.ManualFlagTimer;
import io.github.shogunsdk.cli.web.game.OriginGuard;
import io.github.shogunsdk.cli.web.game.WallClock;
import io.github.shogunsdk.cli.web.store.MemoryGameStore;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Games with seats before and after their result, over the JSON API: the game names the engine's
 * side itself (so any seat link lets the engine move), no engine help while a game is on (analysis,
 * review, hints, walking the record), and analysis, review and walking the record once it has a
 * result, the flow and its result untouched.
 */
class WebTwoPlayersResultTest {

    /** Red to move mates: e7e3 (straight down, fixed energies) checks the king on g1, which cannot escape (RULES.md §5). */
    private static final String MATE_IN_ONE = "8/4p43/8/7P2/3p44/8/3k24/3P21p3K21 r";
    private static final String NO_HELP = "no engine help while the game is on: analysis, review and hints open once it "
            + "has a result";

    private static final ByteArrayOutputStream LOG = new ByteArrayOutputStream();
    private static final WallClock WALL = new WallClock(Instant.parse("2026-11-01T00:00:00Z"));
    private static final MemoryGameStore STORE = new MemoryGameStore();
    private static WebServer server;
    private static Http http;

    @BeforeAll
    static void start() throws Exception {
        GameRegistry games = new GameRegistry(100, 100, Duration.ofMinutes(30), 2, 2, System::nanoTime)
                .withStore(STORE, WALL, Duration.ZERO).withFlagTimer(new ManualFlagTimer());
        server = WebServer.start(new InetSocketAddress("127.0.0.1", 0), new PrintStream(LOG, true, StandardCharsets.UTF_8),
                new OriginGuard(Set.of()), HttpLimits.DEFAULTS, games, Duration.ofMinutes(1));
        http = new Http(server.uri());
    }

    @AfterAll
    static void stop() {
        server.close();
        assertEquals("", LOG.toString(StandardCharsets.UTF_8), "the server logged an internal error");
    }

    /** A game with seats as its creation answered it: a seat's token is null where the engine plays. */
    private record Seats(String id, String white, String red, String watch, JsonNode created) {
        String game() {
            return "/api/games/" + id;
        }
    }

    private static Seats create(String body) {
        Http.Answer created = http.post("/api/games", body);
        assertEquals(201, created.status(), created.text());
        return new Seats(created.get("id").textValue(), token(created.get("white")), token(created.get("red")),
                created.get("watch").textValue().substring("/watch/".length()), created.get("state"));
    }

    private static String token(JsonNode link) {
        return link.isNull() ? null : link.textValue().substring(link.textValue().indexOf("#seat=") + "#seat=".length());
    }

    private static Http.Answer get(String token, String path) {
        return http.send(HttpRequest.newBuilder(server.uri().resolve(path)).header("Authorization", "Seat " + token).GET());
    }

    private static Http.Answer post(String token, String path, String body) {
        return http.send(HttpRequest.newBuilder(server.uri().resolve(path)).header("Authorization", "Seat " + token)
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)));
    }

    private static JsonNode ok(Http.Answer answer) {
        assertTrue(answer.status() == 200 || answer.status() == 202, answer.status() + " " + answer.text());
        return answer.json();
    }

    /** Waits for an analysis, a review or a search to end, and returns its last view. */
    private static JsonNode ended(String token, String path) throws InterruptedException {
        JsonNode view = ok(get(token, path));
        for (int i = 0; i < 600 && view.get("running").booleanValue(); i++) {
            Thread.sleep(50);
            view = ok(get(token, path));
        }
        assertFalse(view.get("running").booleanValue(), view.toString());
        return view;
    }

    @Test
    void theGameNamesTheSideTheEnginePlays() {
        Seats againstRed = create("{\"mode\":\"engine\",\"engine\":\"red\",\"timeControl\":\"3+2\"}");
        assertEquals("red", againstRed.created().get("flow").get("engine").textValue());
        // The person's plain seat link, as opened on another device: the state it gets names the engine's side.
        assertEquals("red", ok(post(againstRed.white(), againstRed.game() + "/join", "")).get("flow").get("engine").textValue());
        assertEquals("red", ok(get(againstRed.white(), againstRed.game())).get("flow").get("engine").textValue());
        assertEquals("red", ok(http.get("/api/watch/" + againstRed.watch())).get("flow").get("engine").textValue());

        Seats againstWhite = create("{\"mode\":\"engine\",\"engine\":\"white\",\"timeControl\":\"none\"}");
        assertEquals("white", ok(post(againstWhite.red(), againstWhite.game() + "/join", "")).get("flow").get("engine").textValue());

        Seats forTwo = create("{\"mode\":\"two-players\",\"timeControl\":\"5+3\"}");
        JsonNode flow = ok(post(forTwo.white(), forTwo.game() + "/join", "")).get("flow");
        assertTrue(flow.has("engine") && flow.get("engine").isNull(), flow.toString());
    }

    @Test
    void noEngineHelpNorWalkingTheRecordWhileTheGameIsOn() {
        Seats duo = create("{\"mode\":\"two-players\",\"timeControl\":\"5+3\"}");
        String game = duo.game();
        post(duo.white(), game + "/join", "");
        assertEquals(NO_HELP, post(duo.white(), game + "/analysis", "{\"limits\":{\"depth\":2}}").error(409),
                "refused before the game starts");
        post(duo.red(), game + "/join", "");
        ok(post(duo.white(), game + "/play", "{\"move\":\"d1d3\",\"after\":0}"));
        assertEquals(NO_HELP, post(duo.red(), game + "/analysis", "{\"limits\":{\"depth\":2},\"lines\":3}").error(409));
        assertEquals(NO_HELP, get(duo.red(), game + "/analysis").error(409));
        assertEquals(NO_HELP, post(duo.white(), game + "/review", "{\"limits\":{\"depth\":1}}").error(409));
        assertEquals(NO_HELP, post(duo.red(), game + "/search", "{\"limits\":{\"depth\":2},\"play\":false}").error(409));
        assertEquals(409, post(duo.white(), game + "/goto", "{\"path\":[]}").status());
        assertEquals(403, post(duo.watch(), game + "/analysis", "{\"limits\":{\"depth\":2}}").status());

        // Against the engine, a hint is engine help too.
        Seats engine = create("{\"mode\":\"engine\",\"engine\":\"red\",\"timeControl\":\"5+3\"}");
        post(engine.white(), engine.game() + "/join", "");
        assertEquals(NO_HELP, post(engine.white(), engine.game() + "/search", "{\"limits\":{\"depth\":2}}").error(409));
        assertEquals(NO_HELP, post(engine.white(), engine.game() + "/analysis", "{\"limits\":{\"depth\":2}}").error(409));
        assertEquals("playing", ok(get(engine.white(), engine.game())).get("flow").get("phase").textValue());
    }

    @Test
    void aFinishedGameForTwoIsAnalysedWalkedAndReviewed() throws InterruptedException {
        Seats duo = create("{\"mode\":\"two-players\",\"timeControl\":\"5+3\",\"energyModel\":\"fixed\",\"start\":\""
                + MATE_IN_ONE + "\"}");
        String game = duo.game();
        post(duo.white(), game + "/join", "");
        post(duo.red(), game + "/join", "");
        JsonNode mated = ok(post(duo.red(), game + "/play", "{\"move\":\"e7e3\",\"after\":0}")).get("state").get("flow");
        assertEquals("Red wins by checkmate", mated.get("result").get("text").textValue());

        // The start position shown (a walk back through the record), then analysed: Red mates in one.
        JsonNode start = ok(post(duo.white(), game + "/goto", "{\"path\":[]}"));
        assertEquals(List.of(), Http.JSON.convertValue(start.get("path"), List.class));
        JsonNode walked = ok(get(duo.red(), game));
        assertEquals(List.of(), Http.JSON.convertValue(walked.get("path"), List.class), "both seats see the position shown");
        assertEquals("over", walked.get("flow").get("phase").textValue(), "the walk leaves the flow as it was");
        assertEquals(202, post(duo.white(), game + "/analysis", "{\"limits\":{\"depth\":2},\"lines\":2}").status());
        JsonNode analysis = ended(duo.white(), game + "/analysis");
        // e7e3 mates (RULES.md §5), so the best line is a win in one ply for the side to move.
        assertEquals(1, analysis.get("result").get("score").get("winIn").intValue(), analysis.toString());
        assertTrue(analysis.get("result").get("lines").findValues("principalVariation").stream()
                .anyMatch(line -> line.get(0).textValue().equals("e7e3")), analysis.toString());
        assertEquals(403, post(duo.watch(), game + "/analysis", "{\"limits\":{\"depth\":2}}").status(),
                "a watcher changes nothing and asks the engine nothing");

        // The review marks the record, which is committed with the flow: both read back as they were.
        assertEquals(202, post(duo.red(), game + "/review", "{\"limits\":{\"depth\":2}}").status());
        JsonNode review = ended(duo.red(), game + "/review");
        assertTrue(review.get("error").isNull(), review.toString());
        String sgn = ok(get(duo.white(), game + "/sgn")).get("sgn").textValue();
        assertTrue(sgn.contains("[%eval"), sgn);
        assertTrue(sgn.contains("0-1"), sgn);
        JsonNode after = ok(get(duo.red(), game));
        assertEquals("Red wins by checkmate", after.get("flow").get("result").get("text").textValue());
        assertEquals(1, after.get("flow").get("plies").intValue());
        assertEquals("two-players", STORE.find(duo.id()).orElseThrow().mode());
        assertTrue(STORE.find(duo.id()).orElseThrow().record().contains("[%eval"), "the review's marks are committed");
        assertEquals("the game is over: Red wins by checkmate",
                post(duo.white(), game + "/play", "{\"move\":\"g1h1\",\"after\":1}").error(409));
    }

    @Test
    void aFinishedGameAgainstTheEngineWithAClockIsAnalysed() throws InterruptedException {
        Seats engine = create("{\"mode\":\"engine\",\"engine\":\"red\",\"timeControl\":\"5+3\"}");
        String game = engine.game();
        post(engine.white(), game + "/join", "");
        ok(post(engine.white(), game + "/play", "{\"move\":\"d1d3\",\"after\":0}"));
        ok(post(engine.white(), game + "/resign", ""));
        // The position after the resignation is over; the start, shown again, is analysed.
        ok(post(engine.white(), game + "/goto", "{\"path\":[]}"));
        assertEquals(202, post(engine.white(), game + "/analysis", "{\"limits\":{\"depth\":1}}").status());
        assertTrue(ended(engine.white(), game + "/analysis").get("error").isNull());
        assertEquals(202, post(engine.white(), game + "/search", "{\"limits\":{\"depth\":1},\"play\":false}").status(),
                "a hint once the game is over");
        assertEquals(409, post(engine.white(), game + "/search", "{\"limits\":{\"depth\":1},\"play\":true}").status(),
                "the engine plays no move in a finished game");
        ended(engine.white(), game + "/search");
        assertEquals("Red wins by resignation", ok(get(engine.white(), game)).get("flow").get("result").get("text").textValue());
    }
}
