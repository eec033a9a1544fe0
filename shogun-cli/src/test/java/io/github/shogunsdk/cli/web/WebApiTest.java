package io.github.shogunsdk.cli.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.shogunsdk.api.Position;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every endpoint of the web game's JSON API, with good input and bad: bad input is always a 4xx
 * with a one-line {@code {"error": …}}, never a 500 or a stack trace.
 */
class WebApiTest {

    /** A position where d4's pawn (energy 2) is blocked at d5 on its way to d6. */
    static final String BLOCKED = "4k13/8/8/3p14/3P24/8/8/4K13 w";
    /** White is in check from the pawn on e2: the pawn on a1 may not move. */
    static final String CHECK = "4k13/8/8/8/8/8/4p13/P13K13 w";

    private static WebServer server;
    private static Http http;
    private static final ByteArrayOutputStream LOG = new ByteArrayOutputStream();

    @BeforeAll
    static void start() throws Exception {
        server = WebServer.start(new InetSocketAddress("127.0.0.1", 0), new PrintStream(LOG, true, StandardCharsets.UTF_8));
        http = new Http(server.uri());
    }

    @AfterAll
    static void stop() {
        server.close();
        assertEquals("", LOG.toString(StandardCharsets.UTF_8), "the server logged an internal error");
    }

    private static String setup(String rules, String energy, String start) {
        return "{\"ruleSet\":\"" + rules + "\",\"energyModel\":\"" + energy + "\",\"start\":"
                + (start == null ? "null" : "\"" + start + "\"") + "}";
    }

    // ---- games ----

    @Test
    void aNewGameHasTheDefaultSetupAndItsStateListsWhatAPageDraws() {
        Http.Answer created = http.post("/api/games", "{}");
        assertEquals(201, created.status());
        JsonNode state = created.json();
        assertEquals(List.of("id", "setup", "position", "sideToMove", "status", "outcome", "pieces", "magnets", "check",
                "king", "checkers", "lastPly", "plies", "movetext", "canUndo", "canRedo", "search", "path", "tree"),
                Http.keys(state));
        assertEquals("[]", state.get("path").toString(), "the start of the game is shown");
        assertEquals("{\"comment\":null,\"mainline\":[],\"nodes\":0}", state.get("tree").toString());
        assertEquals("{\"ruleSet\":\"standard\",\"energyModel\":\"magnetic\",\"start\":null}", state.get("setup").toString());
        assertEquals(Position.INITIAL_SPN, state.get("position").textValue());
        assertEquals("white", state.get("sideToMove").textValue());
        assertEquals("White to move", state.get("status").textValue());
        assertEquals("K2", state.get("pieces").get("d1").textValue());
        assertEquals(16, state.get("pieces").size());
        assertEquals(64, state.get("magnets").size());
        assertEquals(4, state.get("magnets").get("a1").intValue());
        assertEquals("d1", state.get("king").textValue());
        assertFalse(state.get("check").booleanValue());
        assertTrue(state.get("lastPly").isNull());
        assertEquals("", state.get("movetext").textValue());
        assertTrue(state.get("search").isNull());
        Http.Answer again = http.get("/api/games/" + state.get("id").textValue());
        assertEquals(200, again.status());
        assertEquals(state, again.json());
    }

    @Test
    void anEmptyBodyStartsTheDefaultGame() {
        Http.Answer created = http.post("/api/games");
        assertEquals(201, created.status(), created.text());
        assertEquals("standard", created.json().get("setup").get("ruleSet").textValue());
    }

    @Test
    void aNewGameTakesRulesEnergyRotationSeedAndStart() {
        JsonNode koth = http.post("/api/games", setup("koth quiet-plies=0", "magnetic 90", BLOCKED)).json();
        assertEquals("koth quiet-plies=0", koth.get("setup").get("ruleSet").textValue());
        assertEquals("magnetic 90", koth.get("setup").get("energyModel").textValue());
        assertEquals(BLOCKED, koth.get("position").textValue());
        assertEquals(2, koth.get("magnets").get("a1").intValue(), "turned 90°, a1 takes h1's magnet");
        JsonNode random = http.post("/api/games", setup("coursework", "random 42", null)).json();
        assertEquals("random 42", random.get("setup").get("energyModel").textValue());
        assertTrue(random.get("magnets").isNull());
        JsonNode fixed = http.post("/api/games", "{\"energyModel\":\"fixed\"}").json();
        assertEquals(Position.INITIAL_SPN, fixed.get("position").textValue());
        assertTrue(fixed.get("magnets").isNull());
    }

    @Test
    void deletingAGameForgetsIt() {
        String id = http.newGame("{}");
        assertEquals(204, http.delete("/api/games/" + id).status());
        assertTrue(http.get("/api/games/" + id).error(404).startsWith("no game " + id));
    }

    // ---- moves and refusals ----

    @Test
    void theMovesOfAPieceComeWithTheirPaths() {
        String id = http.newGame("{}");
        JsonNode moves = http.get("/api/games/" + id + "/moves?from=d1").json();
        assertEquals("d1", moves.get("from").textValue());
        assertEquals("[{\"move\":\"d1c2\",\"paths\":[{\"move\":\"d1c2\",\"shape\":\"UL\",\"squares\":[\"d2\",\"c2\"]}]},"
                + "{\"move\":\"d1d3\",\"paths\":[{\"move\":\"d1d3\",\"shape\":\"U\",\"squares\":[\"d2\",\"d3\"]}]},"
                + "{\"move\":\"d1e2\",\"paths\":[{\"move\":\"d1e2\",\"shape\":\"UR\",\"squares\":[\"d2\",\"e2\"]}]}]",
                moves.get("moves").toString());
        assertEquals(27, http.get("/api/games/" + id + "/moves").get("moves").size());
        assertEquals(0, http.get("/api/games/" + id + "/moves?from=e8").get("moves").size());
        JsonNode open = http.get("/api/games/" + http.newGame(setup("standard", "fixed", "8/8/8/8/3P44/8/8/8 w"))
                + "/moves?from=d4").get("moves");
        JsonNode b6 = null;
        for (JsonNode target : open) {
            if (target.get("move").textValue().equals("d4b6")) {
                b6 = target;
            }
        }
        assertEquals(2, b6.get("paths").size(), "both corners of d4b6 are open on an empty board");
    }

    @Test
    void whyNotNamesTheReasonAndTheSquaresToBlame() {
        String blocked = http.newGame(setup("standard", "magnetic", BLOCKED));
        JsonNode refusal = http.get("/api/games/" + blocked + "/why-not?from=d4&to=d6").json();
        assertFalse(refusal.get("legal").booleanValue());
        assertEquals("blocked", refusal.get("refusal").get("reason").textValue());
        assertEquals("illegal move d4d6: the path is blocked at d5", refusal.get("refusal").get("message").textValue());
        assertEquals("[\"d5\"]", refusal.get("refusal").get("blockers").toString());
        JsonNode legal = http.get("/api/games/" + blocked + "/why-not?from=d4&to=b4").json();
        assertTrue(legal.get("legal").booleanValue());
        assertTrue(legal.get("refusal").isNull());
        assertEquals("L", legal.get("paths").get(0).get("shape").textValue());

        String check = http.newGame(setup("standard", "magnetic", CHECK));
        JsonNode state = http.get("/api/games/" + check).json();
        assertTrue(state.get("check").booleanValue());
        assertEquals("White to move — in check", state.get("status").textValue());
        assertEquals("[\"e2\"]", state.get("checkers").toString());
        JsonNode pinned = http.get("/api/games/" + check + "/why-not?from=a1&to=a2").get("refusal");
        assertEquals("leaves-king-in-check", pinned.get("reason").textValue());
        assertEquals("[\"e2\"]", pinned.get("checkers").toString());
        assertEquals("not-your-piece", http.get("/api/games/" + check + "/why-not?from=e8&to=e8").get("refusal")
                .get("reason").textValue());
        assertEquals("no-piece", http.get("/api/games/" + check + "/why-not?from=c3&to=c3").get("refusal")
                .get("reason").textValue());
    }

    @Test
    void playingAMoveReturnsThePlyAndTheGame() {
        String id = http.newGame("{}");
        Http.Answer played = http.post("/api/games/" + id + "/play", "{\"move\":\"d1d3\"}");
        assertEquals(200, played.status(), played.text());
        assertEquals("d1d3:1", played.get("ply").get("notation").textValue());
        assertEquals("[\"d2\",\"d3\"]", played.get("ply").get("path").get("squares").toString());
        JsonNode state = played.get("state");
        assertEquals("Red to move", state.get("status").textValue());
        assertEquals("1. d1d3:1", state.get("movetext").textValue());
        assertEquals("[\"d1d3:1\"]", state.get("plies").toString());
        assertEquals("d1d3", state.get("lastPly").get("move").textValue());
        assertTrue(state.get("canUndo").booleanValue());
    }

    @Test
    void aPlayerChoosesTheCornerOfABentMove() {
        String id = http.newGame(setup("standard", "fixed", "8/8/8/8/3P44/8/8/8 w"));
        JsonNode byDefault = http.post("/api/games/" + id + "/play", "{\"move\":\"d4b6\"}").get("ply");
        assertEquals("LU", byDefault.get("path").get("shape").textValue(), "the first open path in shape order");
        http.post("/api/games/" + id + "/undo");
        JsonNode chosen = http.post("/api/games/" + id + "/play", "{\"move\":\"d4b6\",\"shape\":\"UL\"}").get("ply");
        assertEquals("[\"d5\",\"d6\",\"c6\",\"b6\"]", chosen.get("path").get("squares").toString());
        http.post("/api/games/" + id + "/undo");
        assertEquals("the shape U cannot make the move d4b6",
                http.post("/api/games/" + id + "/play", "{\"move\":\"d4b6\",\"shape\":\"U\"}").error(400));
    }

    @Test
    void anIllegalMoveIs422WithItsRefusal() {
        String id = http.newGame("{}");
        Http.Answer refused = http.post("/api/games/" + id + "/play", "{\"move\":\"d1d4\"}");
        assertEquals("illegal move d1d4: the white king on d1 has energy 2, but d4 is 3 steps away", refused.error(422));
        assertEquals("wrong-distance", refused.get("refusal").get("reason").textValue());
        assertEquals("K2", refused.get("refusal").get("piece").textValue());
        assertEquals(Position.INITIAL_SPN, http.get("/api/games/" + id).get("position").textValue(), "nothing changed");
    }

    @Test
    void undoAndRedo() {
        String id = http.newGame("{}");
        assertEquals("there is no move to undo", http.post("/api/games/" + id + "/undo").error(409));
        assertEquals("there is no move to redo", http.post("/api/games/" + id + "/redo").error(409));
        http.post("/api/games/" + id + "/play", "{\"move\":\"d1d3\"}");
        Http.Answer undone = http.post("/api/games/" + id + "/undo");
        assertEquals(200, undone.status());
        assertEquals("d1d3:1", undone.get("ply").get("notation").textValue());
        assertEquals(Position.INITIAL_SPN, undone.get("state").get("position").textValue());
        assertTrue(undone.get("state").get("canRedo").booleanValue());
        Http.Answer redone = http.post("/api/games/" + id + "/redo");
        assertEquals("1. d1d3:1", redone.get("state").get("movetext").textValue());
        assertFalse(redone.get("state").get("canRedo").booleanValue());
    }

    @Test
    void resigning() {
        String id = http.newGame("{}");
        JsonNode resigned = http.post("/api/games/" + id + "/resign", "{\"side\":\"red\"}").json();
        assertEquals("White wins by resignation", resigned.get("status").textValue());
        assertEquals("{\"over\":true,\"result\":\"1-0\",\"winner\":\"white\",\"reason\":\"resignation\","
                + "\"text\":\"White wins by resignation\"}", resigned.get("outcome").toString());
        assertTrue(http.post("/api/games/" + id + "/resign").error(409).startsWith("the game is already over"));
        Http.Answer late = http.post("/api/games/" + id + "/play", "{\"move\":\"d1d3\"}");
        late.error(422);
        assertEquals("game-over", late.get("refusal").get("reason").textValue());
        String other = http.newGame("{}");
        assertEquals("Red wins by resignation", http.post("/api/games/" + other + "/resign").get("status").textValue(),
                "without a side, the side to move resigns");
    }

    // ---- the engine ----

    private static JsonNode awaitSearch(String id) throws InterruptedException {
        long deadline = System.nanoTime() + 60_000_000_000L;
        while (System.nanoTime() < deadline) {
            JsonNode search = http.get("/api/games/" + id + "/search").json();
            if (!search.get("running").booleanValue()) {
                return search;
            }
            Thread.sleep(20);
        }
        throw new AssertionError("the search did not end");
    }

    @Test
    void theEngineMovesAndReportsItsProgress() throws Exception {
        String id = http.newGame("{}");
        assertEquals("no search has been started in this game", http.get("/api/games/" + id + "/search").error(404));
        http.post("/api/games/" + id + "/play", "{\"move\":\"d1d3\"}");
        Http.Answer started = http.post("/api/games/" + id + "/search", "{\"limits\":{\"depth\":3},\"play\":true}");
        assertEquals(202, started.status(), started.text());
        assertEquals("{\"depth\":3,\"nodes\":null,\"timeMs\":60000}", started.get("limits").toString(),
                "the server caps the time");
        JsonNode done = awaitSearch(id);
        assertEquals(3, done.get("progress").get("depth").intValue());
        assertEquals("depth", done.get("result").get("stopReason").textValue());
        assertEquals(done.get("result").get("bestMove"), done.get("ply").get("move"));
        JsonNode state = http.get("/api/games/" + id).json();
        assertEquals(2, state.get("plies").size());
        assertEquals(state.get("check").booleanValue() ? "White to move — in check" : "White to move",
                state.get("status").textValue(), "the status says whether the engine's move gave check");
        assertFalse(state.get("search").get("running").booleanValue());
    }

    @Test
    void aHintLeavesTheGameAsItWas() throws Exception {
        String id = http.newGame("{}");
        http.post("/api/games/" + id + "/search", "{\"limits\":{\"depth\":2}}");
        JsonNode done = awaitSearch(id);
        assertTrue(done.get("ply").isNull());
        assertTrue(done.get("result").get("bestMove").isTextual());
        assertEquals(0, http.get("/api/games/" + id).get("plies").size());
    }

    @Test
    void theEnginePlaysAtALevelForPeopleByNameAndRefusesAnUnknownOne() throws Exception {
        String id = http.newGame("{}");
        http.post("/api/games/" + id + "/play", "{\"move\":\"d1d3\"}");
        Http.Answer started = http.post("/api/games/" + id + "/search",
                "{\"limits\":{\"depth\":4},\"play\":true,\"strength\":\"Beginner\"}");
        assertEquals(202, started.status(), started.text());
        JsonNode done = awaitSearch(id);
        // A beginner looks one ply ahead, whatever the limits allow, and plays the move it chose.
        assertEquals(1, done.get("result").get("depth").intValue(), done.toString());
        assertEquals(done.get("result").get("bestMove"), done.get("ply").get("move"));
        assertEquals("\"strength\": a strength level is beginner, casual, club, strong, expert or full, not \"master\"",
                http.post("/api/games/" + id + "/search", "{\"limits\":{\"depth\":2},\"strength\":\"master\"}")
                        .error(400));
        assertEquals(2, http.get("/api/games/" + id).get("plies").size(), "the refused search changed nothing");
    }

    @Test
    void stoppingTheEngineMakesItMoveNowAndNothingElseMayHappenWhileItThinks() throws Exception {
        String id = http.newGame("{}");
        http.post("/api/games/" + id + "/play", "{\"move\":\"d1d3\"}");
        Http.Answer started = http.post("/api/games/" + id + "/search", "{\"limits\":{\"timeMs\":30000},\"play\":true}");
        assertEquals(202, started.status(), started.text());
        assertTrue(http.post("/api/games/" + id + "/play", "{\"move\":\"e8e7\"}").error(409)
                .startsWith("the engine is thinking"));
        assertTrue(http.post("/api/games/" + id + "/undo").error(409).startsWith("the engine is thinking"));
        assertTrue(http.post("/api/games/" + id + "/search", "{\"limits\":{\"depth\":1}}").error(409)
                .startsWith("the engine is thinking"));
        Thread.sleep(200);
        long before = System.nanoTime();
        Http.Answer stop = http.post("/api/games/" + id + "/search/stop");
        assertEquals(200, stop.status());
        assertTrue(System.nanoTime() - before < 10_000_000_000L, "the stop was prompt");
        JsonNode done = stop.json();
        assertFalse(done.get("running").booleanValue(), "the answer to stop comes once the search has ended: " + done);
        assertEquals("stopped", done.get("result").get("stopReason").textValue());
        assertTrue(done.get("ply").isObject(), "the engine played its best move so far");
        assertEquals(200, http.post("/api/games/" + id + "/search/stop").status(), "stopping again does nothing");
    }

    @Test
    void theEngineDoesNotSearchAFinishedGame() {
        String id = http.newGame("{}");
        http.post("/api/games/" + id + "/resign");
        assertTrue(http.post("/api/games/" + id + "/search", "{\"limits\":{\"depth\":1},\"play\":true}").error(409)
                .startsWith("the game is over"));
    }

    // ---- records ----

    @Test
    void aGameIsSavedAndLoadedAsSgn() {
        String id = http.newGame(setup("koth", "magnetic 90", null));
        assertEquals(200, http.post("/api/games/" + id + "/play", "{\"move\":\"d1d3\"}").status());
        assertEquals(200, http.post("/api/games/" + id + "/play", "{\"move\":\"e8e6\"}").status());
        String sgn = http.get("/api/games/" + id + "/sgn").get("sgn").textValue();
        assertTrue(sgn.contains("[Rules \"koth\"]") && sgn.contains("[Energy \"magnetic 90\"]"), sgn);
        Http.Answer loaded = http.post("/api/games/from-sgn", Http.JSON.createObjectNode().put("sgn", sgn).toString());
        assertEquals(201, loaded.status(), loaded.text());
        JsonNode original = http.get("/api/games/" + id).json();
        assertNotEquals(id, loaded.get("id").textValue());
        assertEquals(original.get("position"), loaded.get("position"));
        assertEquals(original.get("movetext"), loaded.get("movetext"));
        assertEquals(original.get("setup"), loaded.get("setup"));
        assertTrue(loaded.get("canUndo").booleanValue());
    }

    @Test
    void aBadRecordIs422WithItsPlace() {
        String message = http.post("/api/games/from-sgn", "{\"sgn\":\"1. d1d4 *\"}").error(422);
        assertTrue(message.startsWith("bad record at line 1, column 4: move 1 (d1d4): illegal move d1d4"), message);
        assertEquals("expected the key \"sgn\" with a game record", http.post("/api/games/from-sgn", "{}").error(400));
        assertTrue(http.post("/api/games/from-sgn", "{\"sgn\":\"[Rules \\\"chess\\\"]\\n*\"}").error(422)
                .contains("Rules tag: bad rule set"));
    }

    // ---- bad input ----

    @Test
    void malformedJsonIs400() {
        String id = http.newGame("{}");
        assertTrue(http.post("/api/games/" + id + "/play", "{\"move\":").error(400).startsWith("malformed JSON: "));
        assertTrue(http.post("/api/games/" + id + "/play", "{move: d1d3}").error(400).startsWith("malformed JSON: "));
        assertEquals("malformed JSON: more than one value in the body",
                http.post("/api/games", "{\"ruleSet\":\"koth\"} {}").error(400));
        assertTrue(http.post("/api/games", "\u0000\u0001").error(400).startsWith("malformed JSON: "));
        for (String notAnObject : List.of("[]", "\"d1d3\"", "42", "null", "true")) {
            assertTrue(http.post("/api/games/" + id + "/play", notAnObject).error(400).startsWith("expected a JSON object"),
                    notAnObject);
        }
    }

    @Test
    void valuesOfTheWrongShapeAre400AndNameTheKey() {
        String id = http.newGame("{}");
        assertEquals("unknown key \"colour\"; the keys are move, shape",
                http.post("/api/games/" + id + "/play", "{\"move\":\"d1d3\",\"colour\":\"white\"}").error(400));
        assertTrue(http.post("/api/games/" + id + "/play", "{\"move\":\"d1-d9\"}").error(400)
                .startsWith("\"move\": bad move at index 4 of \"d1-d9\""));
        assertTrue(http.post("/api/games/" + id + "/play", "{\"move\":42}").error(400).startsWith("\"move\": expected a move"));
        assertEquals("expected the key \"move\", such as {\"move\":\"d1d3\"}",
                http.post("/api/games/" + id + "/play", "{}").error(400));
        assertTrue(http.post("/api/games", "{\"ruleSet\":\"chess\"}").error(400).contains("expected standard, coursework or koth"));
        assertTrue(http.post("/api/games", "{\"energyModel\":\"magnetic 45\"}").error(400).contains("rotation"));
        assertTrue(http.post("/api/games", "{\"start\":\"8/8 w\"}").error(400).startsWith("bad position"));
        assertTrue(http.post("/api/games/" + id + "/search", "{\"limits\":{\"depth\":0}}").error(400)
                .startsWith("\"limits\": a search depth is 1 to 64 plies"));
        assertTrue(http.post("/api/games/" + id + "/search", "{\"play\":true}").error(400).startsWith("expected the key \"limits\""));
        assertTrue(http.post("/api/games/" + id + "/search", "{\"limits\":{},\"play\":\"yes\"}").error(400)
                .startsWith("\"play\": "));
        assertTrue(http.post("/api/games/" + id + "/resign", "{\"side\":\"blue\"}").error(400)
                .startsWith("\"side\": expected a colour"));
        assertEquals("expected the query parameter to, a square such as d3",
                http.get("/api/games/" + id + "/why-not?from=d1").error(400));
        assertTrue(http.get("/api/games/" + id + "/why-not?from=d1&to=z0").error(400).startsWith("to: bad square"));
        // A request line that is no URI at all is refused by the server's HTTP layer (Jetty), as JSON too.
        assertTrue(http.raw("GET /api/games/" + id + "/moves?from=%zz").error(400).startsWith("malformed "));
    }

    @Test
    void anUnknownGameIs404OnEveryEndpoint() {
        String missing = "/api/games/nosuchgame";
        List<Http.Answer> answers = new ArrayList<>();
        answers.add(http.get(missing));
        answers.add(http.delete(missing));
        answers.add(http.get(missing + "/moves?from=d1"));
        answers.add(http.get(missing + "/why-not?from=d1&to=d3"));
        answers.add(http.post(missing + "/play", "{\"move\":\"d1d3\"}"));
        answers.add(http.post(missing + "/undo"));
        answers.add(http.post(missing + "/redo"));
        answers.add(http.post(missing + "/resign"));
        answers.add(http.get(missing + "/search"));
        answers.add(http.post(missing + "/search", "{\"limits\":{\"depth\":1}}"));
        answers.add(http.post(missing + "/search/stop"));
        answers.add(http.get(missing + "/sgn"));
        for (Http.Answer answer : answers) {
            assertTrue(answer.error(404).startsWith("no game nosuchgame on this server"), answer.text());
        }
        assertTrue(http.get("/api/games/" + "x".repeat(5000)).error(404).length() < 200, "a long id is cut");
    }

    @Test
    void anUnknownEndpointIs404AndAWrongMethod405() {
        String id = http.newGame("{}");
        assertTrue(http.get("/api/nothing").error(404).startsWith("no endpoint /api/nothing"));
        assertTrue(http.post("/api/games/" + id + "/fly").error(404).startsWith("no endpoint"));
        assertTrue(http.post("/api/games/" + id + "/search/stop/now").error(404).startsWith("no endpoint"));
        Http.Answer wrong = http.send(HttpRequest.newBuilder(server.uri().resolve("/api/games/" + id))
                .method("PUT", HttpRequest.BodyPublishers.noBody()));
        assertEquals("this endpoint takes GET, HEAD, DELETE", wrong.error(405));
        assertEquals("this endpoint takes POST", http.get("/api/games/" + id + "/play").error(405));
        assertEquals("this endpoint takes POST", http.get("/api/games").error(405));
    }

    @Test
    void anOversizedBodyIs413() {
        String id = http.newGame("{}");
        // The head alone announces the size: a client still sending a body the server has refused may
        // lose the answer to the connection's reset, so this one sends none and reads the answer.
        String head = "POST /api/games/" + id + "/play HTTP/1.1\r\nHost: " + server.uri().getAuthority()
                + "\r\nContent-Type: application/json\r\nContent-Length: " + (Api.MAX_BODY + 20)
                + "\r\nConnection: close\r\n\r\n";
        assertEquals("the request body is larger than 64 KiB", new RawHttp(server.port()).send(head).error(413));
        byte[] chunked = ("{\"sgn\":\"" + " ".repeat(200_000) + "\"}").getBytes(StandardCharsets.UTF_8);
        Http.Answer streamed = http.send(HttpRequest.newBuilder(server.uri().resolve("/api/games/from-sgn"))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(chunked))));
        assertEquals("the request body is larger than 64 KiB", streamed.error(413));
        assertEquals(200, http.get("/api/games/" + id).status(), "the server goes on");
    }

    @Test
    void aBodyThatIsNotJsonIs415() {
        String id = http.newGame("{}");
        Http.Answer answer = http.send(HttpRequest.newBuilder(server.uri().resolve("/api/games/" + id + "/play"))
                .header("Content-Type", "text/plain").POST(HttpRequest.BodyPublishers.ofString("{\"move\":\"d1d3\"}")));
        assertEquals("send POST requests with Content-Type: application/json, with or without a body", answer.error(415));
        Http.Answer bare = http.send(HttpRequest.newBuilder(server.uri().resolve("/api/games/" + id + "/undo"))
                .POST(HttpRequest.BodyPublishers.noBody()));
        assertEquals("send POST requests with Content-Type: application/json, with or without a body", bare.error(415));
        Http.Answer delete = http.send(HttpRequest.newBuilder(server.uri().resolve("/api/games/" + id)).DELETE());
        assertEquals("send DELETE requests with Content-Type: application/json, with or without a body", delete.error(415));
        assertEquals(200, http.get("/api/games/" + id).status(), "nothing changed");
    }

    // ---- the page ----

    @Test
    void thePageIsServedWithItsPolicyAndNothingElseIs() {
        Http.Answer page = http.get("/");
        assertEquals(200, page.status());
        assertTrue(page.contentType().startsWith("text/html"));
        assertTrue(page.text().contains("data-testid=\"status\""));
        Http.Answer script = http.get("/app.js");
        assertTrue(script.contentType().startsWith("text/javascript"), script.contentType());
        assertTrue(http.get("/style.css").contentType().startsWith("text/css"));
        // Jetty refuses a path that climbs above the root as malformed, before any handler.
        assertEquals(400, http.get("/../pom.xml").status());
        assertEquals(404, http.get("/assets/app.js").status());
        assertEquals(404, http.get("/Api.class").status());
        assertEquals(405, http.post("/").status());
    }

    @Test
    void theBrowserPageAndThePackageAreServedWithTheirPolicyAndEntityTags() {
        BrowserRulesBuild.assumePresent();
        HttpResponse<byte[]> wasm = http.file("/shogun-sdk/shogun.wasm");
        assertEquals(200, wasm.statusCode());
        assertEquals("application/wasm", wasm.headers().firstValue("Content-Type").orElse(""));
        assertTrue(wasm.body().length > 100_000, "the WebAssembly module");
        String etag = wasm.headers().firstValue("ETag").orElseThrow();
        HttpResponse<byte[]> again = http.file("/shogun-sdk/shogun.wasm", "If-None-Match", etag);
        assertEquals(304, again.statusCode(), "a file the browser holds is not sent again");
        assertEquals(0, again.body().length);
        assertEquals(200, http.file("/shogun-sdk/shogun.wasm", "If-None-Match", "\"other\"").statusCode());
        HttpResponse<byte[]> page = http.file("/browser/");
        assertTrue(new String(page.body(), StandardCharsets.UTF_8).contains("data-testid=\"status\""));
        assertEquals(Assets.BROWSER_PRELOAD, page.headers().firstValue("Link").orElse(""),
                "the module and its scripts are fetched while the page loads");
        assertTrue(http.file("/").headers().firstValue("Link").isEmpty(), "the preload list is the browser page's alone");
        String policy = page.headers().firstValue("Content-Security-Policy").orElse("");
        assertTrue(policy.contains("'wasm-unsafe-eval'") && policy.contains("worker-src 'self'"), policy);
        assertTrue(new String(http.file("/browser/backend.js").body(), StandardCharsets.UTF_8).contains("loadShogun"),
                "the browser page's backend runs the rules in the page");
        assertTrue(new String(http.file("/backend.js").body(), StandardCharsets.UTF_8).contains("fetch("),
                "the main page's backend asks the server");
        HttpResponse<byte[]> bare = http.file("/browser");
        assertEquals(301, bare.statusCode());
        assertEquals("/browser/", bare.headers().firstValue("Location").orElse(""));
        assertEquals(404, http.file("/shogun-sdk/package.json").statusCode(), "only the files the page loads");
        assertEquals(404, http.file("/local-api.js").statusCode());
    }

    @Test
    void aBuildWithoutTheBrowserRulesSaysSoInOneLineAtTheBrowserPage() {
        BrowserRulesBuild.assumeAbsent();
        for (String path : List.of("/browser/", "/browser/app.js", "/shogun-sdk/shogun.wasm")) {
            // Every fault of the server is one line of JSON, this one too.
            assertEquals("this build of shogun has no browser rules: the page at /browser/ needs a build with the wasm "
                    + "profile (./mvnw -Pwasm package)", http.get(path).error(404), path);
        }
        assertEquals(301, http.file("/browser").statusCode());
        assertEquals(200, http.get("/").status(), "the main page is served all the same");
    }

    @Test
    void thePageFetchesNothingFromElsewhere() {
        for (String file : Assets.paths()) {
            // An SVG names its XML namespace, which is no address to fetch.
            String text = http.get(file).text().replace("xmlns=\"http://www.w3.org/2000/svg\"", "");
            if (file.startsWith("/shogun-sdk/")) {
                // Compiled code may quote an address in an error message; it must load nothing from one.
                for (String load : List.of("import(\"http", "from \"http", "fetch(\"http", "URL(\"http", "importScripts(",
                        "import('http", "from 'http", "fetch('http", "URL('http")) {
                    assertFalse(text.contains(load), file + " loads from another host: " + load);
                }
            } else {
                assertFalse(text.contains("http://") || text.contains("https://") || text.contains("//cdn"),
                        file + " names another host");
            }
        }
    }
}
