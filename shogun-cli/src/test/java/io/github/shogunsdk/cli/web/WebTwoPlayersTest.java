package io.github.shogunsdk.cli.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.shogunsdk.cli.web.game.GameRegistry;
import io.github.shogunsdk.cli.web.game.ManualFlagTimer;
import io.github.shogunsdk.cli.web.game.OriginGuard;
import io.github.shogunsdk.cli.web.game.WallClock;
import io.github.shogunsdk.cli.web.store.GameStore;
import io.github.shogunsdk.cli.web.store.MemoryGameStore;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * Two seats play over the JSON API: games for two made with their links, played to a result by
 * checkmate, resignation, agreement and the flag (an injected clock and a flag timer run by hand,
 * no sleeping), a rematch; the refusals of a wrong seat, a watcher, a bad token and a stale ply;
 * and no token in any answer but the creation's, nor in the log. Its games are kept in memory;
 * subclasses run the same cases on the embedded H2 database ({@link H2WebTwoPlayersTest}) and
 * PostgreSQL ({@link PostgresWebTwoPlayersTest}).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class WebTwoPlayersTest {

    /** Red to move mates: e7e3 (straight down, fixed energies) checks the king on g1, which cannot escape (RULES.md §5). */
    private static final String MATE_IN_ONE = "8/4p43/8/7P2/3p44/8/3k24/3P21p3K21 r";

    // Static for the records below; each class's run (one instance, see above) makes them anew.
    private static ByteArrayOutputStream LOG;
    private static WallClock WALL;
    private static ManualFlagTimer FLAGS;
    private static GameStore STORE;
    private static WebServer server;
    private static Http http;
    /** Every answer but the creations', for the secrecy check. */
    private static List<String> ANSWERS;

    /** Opens the store the server keeps its games in, empty. */
    GameStore openStore() {
        return new MemoryGameStore();
    }

    @BeforeAll
    void start() throws Exception {
        LOG = new ByteArrayOutputStream();
        WALL = new WallClock(Instant.parse("2026-11-01T00:00:00Z"));
        FLAGS = new ManualFlagTimer();
        ANSWERS = new ArrayList<>();
        STORE = openStore();
        GameRegistry games = new GameRegistry(100, 100, Duration.ofMinutes(30), 2, 2, System::nanoTime)
                .withStore(STORE, WALL, Duration.ZERO).withFlagTimer(FLAGS);
        server = WebServer.start(new InetSocketAddress("127.0.0.1", 0), new PrintStream(LOG, true, StandardCharsets.UTF_8),
                new OriginGuard(Set.of()), HttpLimits.DEFAULTS, games, Duration.ofMinutes(1));
        http = new Http(server.uri());
    }

    @AfterAll
    void stop() {
        server.close();
        STORE.close();
        assertEquals("", LOG.toString(StandardCharsets.UTF_8), "the server logged an internal error");
    }

    /** A game for two as its creation answered it. */
    private record Duo(String id, String white, String red, String watch) {
    }

    private static Duo create(String body) {
        Http.Answer created = http.post("/api/games", body);
        assertEquals(201, created.status(), created.text());
        String id = created.get("id").textValue();
        return new Duo(id, token(created.get("white").textValue()), token(created.get("red").textValue()),
                created.get("watch").textValue().substring("/watch/".length()));
    }

    private static Duo started(String body) {
        Duo duo = create(body);
        assertEquals(200, as(duo.white()).post("/api/games/" + duo.id() + "/join", "").status());
        assertEquals("playing", as(duo.red()).post("/api/games/" + duo.id() + "/join", "").get("flow").get("phase").textValue());
        return duo;
    }

    private static String token(String link) {
        return link.substring(link.indexOf("#seat=") + "#seat=".length());
    }

    /** Requests with a seat's header. */
    private static Seat as(String token) {
        return new Seat("Seat " + token);
    }

    private record Seat(String authorization) {
        Http.Answer get(String path) {
            return keep(http.send(HttpRequest.newBuilder(server.uri().resolve(path)).header("Authorization", authorization).GET()));
        }

        Http.Answer post(String path, String body) {
            return keep(http.send(HttpRequest.newBuilder(server.uri().resolve(path)).header("Authorization", authorization)
                    .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body))));
        }

        Http.Answer play(Duo duo, String move, int after) {
            return post("/api/games/" + duo.id() + "/play", "{\"move\":\"" + move + "\",\"after\":" + after + "}");
        }
    }

    private static Http.Answer keep(Http.Answer answer) {
        synchronized (ANSWERS) {
            ANSWERS.add(answer.text());
        }
        return answer;
    }

    private static JsonNode flow(Http.Answer answer) {
        assertEquals(200, answer.status(), answer.text());
        JsonNode state = answer.json().has("state") ? answer.get("state") : answer.json();
        return state.get("flow");
    }

    // ---- making a game for two ----

    @Test
    void aGameForTwoIsMadeWithTwoSeatLinksAndAWatchLink() {
        Http.Answer created = http.post("/api/games", "{\"mode\":\"two-players\",\"timeControl\":\"5+3\"}");
        assertEquals(201, created.status(), created.text());
        assertEquals(List.of("id", "white", "red", "watch", "state"), Http.keys(created.json()));
        String id = created.get("id").textValue();
        assertTrue(created.get("white").textValue().matches("/play/" + id + "#seat=[A-Za-z0-9_-]{22}"), created.text());
        assertTrue(created.get("red").textValue().matches("/play/" + id + "#seat=[A-Za-z0-9_-]{22}"), created.text());
        assertNotEquals(created.get("white").textValue(), created.get("red").textValue());
        assertTrue(created.get("watch").textValue().matches("/watch/[A-Za-z0-9_-]{22}"), created.text());
        JsonNode state = created.get("state");
        assertTrue(state.get("seat").isNull());
        assertEquals("waiting", state.get("flow").get("phase").textValue());
        assertEquals("5+3", state.get("flow").get("timeControl").textValue());
        assertEquals(300_000, state.get("flow").get("clock").get("white").longValue());
        assertEquals(300_000, state.get("flow").get("clock").get("red").longValue());
        assertTrue(state.get("flow").get("clock").get("running").isNull());
        assertEquals("White to move", state.get("status").textValue());

        assertTrue(http.post("/api/games", "{\"mode\":\"two-players\",\"timeControl\":\"5\"}").error(400)
                .startsWith("\"timeControl\": bad time control \"5\""));
        assertTrue(http.post("/api/games", "{\"mode\":\"chess\"}").error(400).startsWith("\"mode\": expected \"two-players\""));
        assertEquals(201, http.post("/api/games", "{\"mode\":\"two-players\",\"timeControl\":\"30s/move\"}").status());
        assertEquals(201, http.post("/api/games", "{\"mode\":\"two-players\",\"timeControl\":\"none\"}").status());
    }

    // ---- to a result ----

    @Test
    void checkmateEndsAGameForTwo() {
        Duo duo = started("{\"mode\":\"two-players\",\"timeControl\":\"none\",\"energyModel\":\"fixed\",\"start\":\""
                + MATE_IN_ONE + "\"}");
        Http.Answer mate = as(duo.red()).play(duo, "e7e3", 0);
        JsonNode flow = flow(mate);
        assertEquals("over", flow.get("phase").textValue());
        assertEquals("checkmate", flow.get("result").get("ending").textValue());
        assertEquals("red", flow.get("result").get("winner").textValue());
        assertEquals("Red wins by checkmate", mate.get("state").get("status").textValue());
        assertTrue(as(duo.white()).get("/api/games/" + duo.id() + "/sgn").get("sgn").textValue().contains("0-1"));
        assertEquals("the game is over: Red wins by checkmate",
                as(duo.white()).post("/api/games/" + duo.id() + "/resign", "").error(409));
    }

    @Test
    void aCapturedKingEndsACourseworkGameForTwo() {
        // Coursework rules (RULES.md §5, §7; a red pawn on a8 so that Red is no bare king): the pawn on e4 (energy 4) reaches e8 straight up and captures the king there.
        Duo duo = started("{\"mode\":\"two-players\",\"ruleSet\":\"coursework\",\"energyModel\":\"fixed\",\"start\":"
                + "\"p13k13/8/8/8/4P43/8/8/K17 w\"}");
        Http.Answer captured = as(duo.white()).play(duo, "e4e8", 0);
        assertEquals("king_captured", flow(captured).get("result").get("ending").textValue());
        assertEquals("White wins by capturing the king", captured.get("state").get("status").textValue());
    }

    @Test
    void aResignationEndsTheGameForTheOtherSeat() {
        Duo duo = started("{\"mode\":\"two-players\"}");
        assertEquals(200, as(duo.white()).play(duo, "d1d3", 0).status());
        Http.Answer resigned = as(duo.red()).post("/api/games/" + duo.id() + "/resign", "");
        assertEquals("White wins by resignation", flow(resigned).get("result").get("text").textValue());
        assertEquals("red", resigned.get("seat").textValue());
        assertTrue(as(duo.red()).get("/api/games/" + duo.id() + "/sgn").get("sgn").textValue().contains("1-0"));
        assertEquals("the game is over: White wins by resignation", as(duo.red()).play(duo, "e8e7", 1).error(409));
    }

    @Test
    void aDrawIsOfferedDeclinedOfferedAgainAndAgreed() {
        Duo duo = started("{\"mode\":\"two-players\"}");
        String game = "/api/games/" + duo.id();
        assertEquals("white", flow(as(duo.white()).post(game + "/draw/offer", "")).get("drawOfferedBy").textValue());
        assertEquals("you offered this draw: Red answers it", as(duo.white()).post(game + "/draw/accept", "").error(403));
        assertTrue(flow(as(duo.red()).post(game + "/draw/decline", "")).get("drawOfferedBy").isNull());
        assertEquals("Red declined your draw offer; you may offer again once both of you have moved",
                as(duo.white()).post(game + "/draw/offer", "").error(409));
        assertEquals("red", flow(as(duo.red()).post(game + "/draw/offer", "")).get("drawOfferedBy").textValue());
        Http.Answer agreed = as(duo.white()).post(game + "/draw/accept", "");
        assertEquals("Draw by agreement", flow(agreed).get("result").get("text").textValue());
        assertEquals("Draw by agreement", agreed.get("status").textValue());
        assertTrue(as(duo.white()).get(game + "/sgn").get("sgn").textValue().contains("1/2-1/2"));
    }

    @Test
    void theServerDecidesTheFlagAtTheInstantTheClockNames() {
        Duo duo = create("{\"mode\":\"two-players\",\"timeControl\":\"1+0\"}");
        long t0 = WALL.millis();
        as(duo.white()).post("/api/games/" + duo.id() + "/join", "");
        assertTrue(FLAGS.armedAt(duo.id()).isEmpty(), "no clock runs before both seats have joined");
        as(duo.red()).post("/api/games/" + duo.id() + "/join", "");
        // White's 60 s plus the most lag credit a move could get: min(500, its reserve of 1 000).
        assertEquals(t0 + 60_500, FLAGS.armedAt(duo.id()).getAsLong());

        WALL.advance(Duration.ofMillis(4_000));
        Http.Answer played = as(duo.white()).post("/api/games/" + duo.id() + "/play",
                "{\"move\":\"d1d3\",\"after\":0,\"thoughtMs\":3900}");
        JsonNode clock = flow(played).get("clock");
        assertEquals(56_100, clock.get("white").longValue(), "charged 4 000 − 100 forgiven as lag");
        assertEquals(60_000, clock.get("red").longValue());
        assertEquals("red", clock.get("running").textValue());
        assertEquals(t0 + 4_000 + 60_000 + 500, FLAGS.armedAt(duo.id()).getAsLong());

        WALL.advance(Duration.ofMillis(60_499));
        assertFalse(FLAGS.runDue(duo.id(), WALL.millis()));
        WALL.advance(Duration.ofMillis(1));
        assertTrue(FLAGS.runDue(duo.id(), WALL.millis()));
        Http.Answer seen = http.get("/api/watch/" + duo.watch());
        JsonNode result = flow(keep(seen)).get("result");
        assertEquals("time", result.get("ending").textValue());
        assertEquals("White wins on time", result.get("text").textValue());
        assertEquals(0, flow(seen).get("clock").get("red").longValue());
        String sgn = as(duo.white()).get("/api/games/" + duo.id() + "/sgn").get("sgn").textValue();
        assertTrue(sgn.contains("[Termination \"time forfeit\"]"), sgn);
        assertTrue(sgn.contains("1-0"), sgn);
        assertTrue(FLAGS.armedAt(duo.id()).isEmpty());
    }

    @Test
    void aRematchSwapsTheColoursAndKeepsTheLinks() {
        Duo duo = started("{\"mode\":\"two-players\",\"timeControl\":\"5+3\"}");
        String game = "/api/games/" + duo.id();
        assertEquals("a rematch is asked for once the game is over", as(duo.white()).post(game + "/rematch", "").error(409));
        as(duo.white()).play(duo, "d1d3", 0);
        as(duo.red()).post(game + "/resign", "");
        JsonNode asked = flow(as(duo.white()).post(game + "/rematch", ""));
        assertTrue(asked.get("rematch").get("white").booleanValue());
        assertTrue(asked.get("nextGame").isNull());
        assertEquals("you have already asked for a rematch; Red has not yet", as(duo.white()).post(game + "/rematch", "").error(409));
        JsonNode agreed = flow(as(duo.red()).post(game + "/rematch", ""));
        String next = agreed.get("nextGame").textValue();
        assertFalse(next.isEmpty());

        Http.Answer oldWhite = as(duo.white()).get("/api/games/" + next);
        assertEquals("red", oldWhite.get("seat").textValue(), oldWhite.text());
        assertEquals(duo.id(), flow(oldWhite).get("previousGame").textValue());
        assertEquals("waiting", flow(oldWhite).get("phase").textValue());
        assertEquals("5+3", flow(oldWhite).get("timeControl").textValue());
        assertEquals("white", as(duo.red()).get("/api/games/" + next).get("seat").textValue());
        assertEquals(403, as(duo.watch()).get("/api/games/" + next).status(), "the old watch id is no seat of the rematch");
        assertEquals(duo.id(), keep(http.get("/api/watch/" + duo.watch())).get("id").textValue());
    }

    @Test
    void aGameAgainstTheEngineHasAClockThatLimitsTheEngineAndNeverFlagsIt() throws InterruptedException {
        Http.Answer created = http.post("/api/games", "{\"mode\":\"engine\",\"engine\":\"red\",\"timeControl\":\"1+0\"}");
        assertEquals(201, created.status(), created.text());
        assertTrue(created.get("red").isNull(), "the engine's seat has no link");
        Duo duo = new Duo(created.get("id").textValue(), token(created.get("white").textValue()), null,
                created.get("watch").textValue().substring("/watch/".length()));
        String game = "/api/games/" + duo.id();
        assertEquals("playing", flow(as(duo.white()).post(game + "/join", "")).get("phase").textValue(),
                "the engine's seat is taken from the start");
        assertEquals("the engine plays Red: it moves on its turn, once the game is on",
                as(duo.white()).post(game + "/search", "{\"limits\":{\"depth\":2},\"play\":true}").error(409));
        WALL.advance(Duration.ofMillis(2_000));
        as(duo.white()).play(duo, "d1d3", 0);
        assertTrue(FLAGS.armedAt(duo.id()).isEmpty(), "the engine's flag never falls");

        Http.Answer started = as(duo.white()).post(game + "/search", "{\"limits\":{\"depth\":2,\"timeMs\":30000},\"play\":true}");
        assertEquals(202, started.status(), started.text());
        // Red's 60 000 ms: usable = 60 000 − max(100, 6 000) = 54 000; budget min(54 000, 54 000 / 30 + 0) = 1 800.
        assertEquals(1_800, started.get("limits").get("timeMs").longValue());
        Http.Answer search = started;
        for (int i = 0; i < 600 && search.get("running").booleanValue(); i++) {
            Thread.sleep(50);
            search = as(duo.white()).get(game + "/search");
        }
        assertFalse(search.get("running").booleanValue(), search.text());
        assertTrue(search.get("error").isNull(), search.text());
        JsonNode flow = flow(as(duo.white()).get(game));
        assertEquals(2, flow.get("plies").intValue(), "the engine's move went through the flow");
        assertEquals("white", flow.get("clock").get("running").textValue());
        assertEquals(60_000, flow.get("clock").get("red").longValue(), "no time passed on the injected clock");
        assertEquals(WALL.millis() + 58_000 + 500, FLAGS.armedAt(duo.id()).getAsLong());
        assertEquals("two-players", STORE.find(duo.id()).orElseThrow().mode(), "the store still reads it back with its seats");
        assertEquals("the engine does not answer draw offers; resign, or play on",
                as(duo.white()).post(game + "/draw/offer", "").error(409));
    }

    // ---- refusals ----

    @Test
    void onlyTheSeatToMoveMovesAndOnlyOnce() {
        Duo duo = create("{\"mode\":\"two-players\"}");
        String game = "/api/games/" + duo.id();
        as(duo.white()).post(game + "/join", "");
        assertEquals("the game starts when both players have opened their links; Red has not yet",
                as(duo.white()).play(duo, "d1d3", 0).error(409));
        as(duo.red()).post(game + "/join", "");
        assertEquals("it is White's move, not Red's", as(duo.red()).play(duo, "e8e7", 0).error(409));
        assertEquals("this move follows ply 3, but the game has only 0 plies: reload the game",
                as(duo.white()).play(duo, "d1d3", 3).error(409));
        assertTrue(as(duo.white()).post(game + "/play", "{\"move\":\"d1d3\"}").error(400).startsWith("expected the keys"));

        Http.Answer first = as(duo.white()).play(duo, "d1d3", 0);
        assertFalse(first.get("alreadyPlayed").booleanValue());
        assertEquals("d1d3", first.get("ply").get("move").textValue());
        Http.Answer again = as(duo.white()).play(duo, "d1d3", 0);
        assertEquals(200, again.status(), again.text());
        assertTrue(again.get("alreadyPlayed").booleanValue());
        assertEquals(1, flow(again).get("plies").intValue(), "nothing played twice");
        assertEquals(1, again.get("state").get("plies").size());
        // A move that is not the seat's own, sent for a ply already played, is late, not "played":
        // another move of the same seat (a second device of White's), or Red's move for White's ply.
        assertEquals("ply 1 of this game is d1d3, not your d1c2; the game is at ply 1 now",
                as(duo.white()).play(duo, "d1c2", 0).error(409));
        assertEquals("ply 1 of this game is d1d3, not your e8e7; the game is at ply 1 now",
                as(duo.red()).play(duo, "e8e7", 0).error(409));
        assertEquals(1, flow(as(duo.red()).get(game)).get("plies").intValue(), "nothing played by the late moves");

        for (String tree : List.of("undo", "redo")) {
            assertEquals("a game for two has no undo, redo, going to a move or deleting a variation while it is on: "
                    + "every move played stands", as(duo.white()).post(game + "/" + tree, "").error(409));
        }
        assertEquals(409, as(duo.white()).post(game + "/goto", "{\"path\":[]}").status());
        assertEquals(409, as(duo.white()).post(game + "/delete-variation", "{\"path\":[0]}").status());
        assertEquals(409, as(duo.white()).post(game + "/search", "{\"limits\":{\"depth\":2},\"play\":true}").status());
        assertEquals(1, flow(as(duo.red()).get(game)).get("plies").intValue());
        assertTrue(as(duo.white()).get(game + "/other").error(404).startsWith("no endpoint"));
        assertTrue(as(duo.white()).get("/api/games/nothing/other").error(404).startsWith("no endpoint"));
    }

    @Test
    void aWatcherAStrangerAndNoTokenChangeNothing() {
        Duo duo = started("{\"mode\":\"two-players\"}");
        String game = "/api/games/" + duo.id();
        String refused = "only a player's seat link may do this: a watch link shows the game and changes nothing, and "
                + "this token is no seat of this game";
        assertEquals(refused, as(duo.watch()).play(duo, "d1d3", 0).error(403));
        assertEquals(refused, as("AAAAAAAAAAAAAAAAAAAAAA").post(game + "/resign", "").error(403));
        assertEquals(refused, as("not-a-token").post(game + "/draw/offer", "").error(403));
        assertEquals(403, keep(http.get(game)).status(), "the game id alone opens nothing");
        assertEquals(403, keep(http.post(game + "/play", "{\"move\":\"d1d3\",\"after\":0}")).status());
        assertEquals(403, new Seat("Bearer " + duo.white()).post(game + "/resign", "").status());
        assertEquals(403, as(duo.watch()).get(game + "/sgn").status());

        Http.Answer watched = keep(http.get("/api/watch/" + duo.watch()));
        assertEquals(200, watched.status());
        assertTrue(watched.get("seat").isNull());
        assertEquals("playing", flow(watched).get("phase").textValue());
        assertEquals(0, flow(watched).get("plies").intValue(), "nothing was played");
        assertEquals(405, keep(http.post("/api/watch/" + duo.watch(), "{}")).status());
        assertEquals(404, keep(http.get("/api/watch/" + duo.white())).status(), "a seat token is no watch id");
        assertEquals(404, keep(http.get("/api/watch/nothing")).status());
    }

    @Test
    void noAnswerButTheCreationsAndNoLogLineHoldsAToken() {
        Duo duo = started("{\"mode\":\"two-players\",\"timeControl\":\"5+3\"}");
        String game = "/api/games/" + duo.id();
        as(duo.white()).play(duo, "d1d3", 0);
        as(duo.red()).get(game);
        as(duo.red()).get(game + "/moves");
        as(duo.red()).get(game + "/sgn");
        as(duo.red()).play(duo, "d1d3", 5);
        as(duo.red()).post(game + "/draw/offer", "");
        as(duo.white()).post(game + "/draw/decline", "");
        as(duo.red()).post(game + "/resign", "");
        as(duo.white()).post(game + "/rematch", "");
        keep(http.get("/api/watch/" + duo.watch()));
        List<String> answers;
        synchronized (ANSWERS) {
            answers = List.copyOf(ANSWERS);
        }
        assertTrue(answers.size() > 10);
        for (String answer : answers) {
            for (String secret : List.of(duo.white(), duo.red(), duo.watch())) {
                assertFalse(answer.contains(secret), answer);
            }
        }
        assertFalse(LOG.toString(StandardCharsets.UTF_8).contains(duo.white()));
    }
}
