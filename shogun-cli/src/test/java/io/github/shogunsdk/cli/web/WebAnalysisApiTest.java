package io.github.shogunsdk.cli.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.shogunsdk.api.Engine;
import io.github.shogunsdk.api.EngineOptions;
import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.GameReview;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.cli.web.game.GameSession;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The endpoints of the record's tree, the analysis and the review: variations made by moves off
 * the main line, gone to and deleted; three best lines of the position shown; a review whose
 * marks are the review API's; and their bounds. Waits are for conditions (a search's end), never
 * for a time.
 */
class WebAnalysisApiTest {

    private static final ByteArrayOutputStream LOG = new ByteArrayOutputStream();
    private static WebServer server;
    private static Http http;

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

    /** Loads a record of the standard rules: moves and, when Red mated, "0-1", otherwise "*". */
    private static String load(String movetext) {
        Http.Answer loaded = http.post("/api/games/from-sgn", "{\"sgn\":\"[Rules \\\"standard\\\"]\\n\\n" + movetext
                + (movetext.endsWith("#") ? " 0-1" : " *") + "\"}");
        assertEquals(201, loaded.status(), loaded.text());
        return loaded.get("id").textValue();
    }

    /** Polls an analysis or a review until it has ended. */
    private static JsonNode ended(String path) throws InterruptedException {
        for (;;) {
            Http.Answer answer = http.get(path);
            assertEquals(200, answer.status(), answer.text());
            if (!answer.get("running").booleanValue()) {
                return answer.json();
            }
            Thread.sleep(20);
        }
    }

    @Test
    void aMoveOffTheMainLineIsAVariationToGoToAndDelete() {
        String id = http.newGame("{}");
        String game = "/api/games/" + id;
        http.post(game + "/play", "{\"move\":\"d1d3\"}");
        http.post(game + "/undo");
        JsonNode state = http.post(game + "/play", "{\"move\":\"a1a5\"}").get("state");
        assertEquals("[1]", state.get("path").toString(), "the second child of the start");
        assertEquals("1. a1a5:4", state.get("movetext").textValue(), "the line to the move shown");
        assertEquals("{\"comment\":null,\"mainline\":[{\"path\":[0],\"notation\":\"d1d3:1\",\"number\":1,\"mover\":\"white\","
                + "\"glyphs\":[],\"comment\":null,\"variations\":[[{\"path\":[1],\"notation\":\"a1a5:4\",\"number\":1,"
                + "\"mover\":\"white\",\"glyphs\":[],\"comment\":null,\"variations\":[]}]]}],\"nodes\":2}",
                state.get("tree").toString());
        assertTrue(http.get(game + "/sgn").get("sgn").textValue().endsWith("\n1. d1d3:1 (1. a1a5:4) *\n"));

        // Playing a move the record has goes to it.
        http.post(game + "/undo");
        state = http.post(game + "/play", "{\"move\":\"d1d3\"}").get("state");
        assertEquals("[0]", state.get("path").toString());
        assertEquals(2, state.get("tree").get("nodes").intValue());

        state = http.post(game + "/goto", "{\"path\":[1]}").json();
        assertEquals("1. a1a5:4", state.get("movetext").textValue());
        assertEquals("red", state.get("sideToMove").textValue());
        assertTrue(state.get("canUndo").booleanValue());
        assertFalse(state.get("canRedo").booleanValue());
        state = http.post(game + "/goto", "{\"path\":[]}").json();
        assertEquals("", state.get("movetext").textValue());
        assertTrue(state.get("canRedo").booleanValue());

        assertEquals("no node at [5]: ply 1 has 2 children, not 6", http.post(game + "/goto", "{\"path\":[5]}").error(422));
        assertEquals("\"path\": expected child indices of 0 or more, found -1 at [0]",
                http.post(game + "/goto", "{\"path\":[-1]}").error(400));
        assertEquals("expected the key \"path\", the child index at each ply such as [0, 0, 1]",
                http.post(game + "/goto", "{}").error(400));
        assertEquals("the path [0] follows the main line; only a variation can be deleted",
                http.post(game + "/delete-variation", "{\"path\":[0]}").error(422));

        http.post(game + "/goto", "{\"path\":[1]}");
        state = http.post(game + "/delete-variation", "{\"path\":[1]}").json();
        assertEquals("[]", state.get("path").toString(), "the position before the deleted move is shown");
        assertEquals(1, state.get("tree").get("nodes").intValue());
        assertTrue(http.get(game + "/sgn").get("sgn").textValue().endsWith("\n1. d1d3:1 *\n"));
    }

    @Test
    void aRecordWithVariationsLoadsAsATree() {
        String id = load("1. a1a5:4 (1. d1d3:1 {the king} e8e7:2) 1... d8d7:3 $6");
        JsonNode state = http.get("/api/games/" + id).json();
        assertEquals("[0,0]", state.get("path").toString(), "the end of the main line");
        JsonNode mainline = state.get("tree").get("mainline");
        assertEquals("[6]", mainline.get(1).get("glyphs").toString());
        assertEquals("the king", mainline.get(0).get("variations").get(0).get(0).get("comment").textValue());
        assertEquals("[1,0]", mainline.get(0).get("variations").get(0).get(1).get("path").toString());
        assertEquals(4, state.get("tree").get("nodes").intValue());
    }

    @Test
    void anAnalysisGivesThreeLinesOfThePositionShown() throws InterruptedException {
        String id = load("1. a1a5:4 d8d7:3");
        String game = "/api/games/" + id;
        http.post(game + "/goto", "{\"path\":[0]}");
        Http.Answer started = http.post(game + "/analysis", "{\"limits\":{\"depth\":3}}");
        assertEquals(202, started.status(), started.text());
        assertEquals("[0]", started.get("path").toString());
        assertEquals(3, started.get("limits").get("lines").intValue(), "three lines unless asked otherwise");
        JsonNode analysis = ended(game + "/analysis");
        JsonNode lines = analysis.get("result").get("lines");
        assertEquals(3, lines.size(), analysis.toString());
        Set<String> firsts = new HashSet<>();
        for (JsonNode line : lines) {
            firsts.add(line.get("principalVariation").get(0).textValue());
        }
        assertEquals(3, firsts.size(), "each line starts with another move: " + lines);
        // The analysis is of the position shown, not the end of the main line: Red is to move.
        assertTrue(analysis.get("position").textValue().contains(" r "), analysis.get("position").textValue());

        assertEquals("\"lines\": expected a whole number from 1 to 5, found 6",
                http.post(game + "/analysis", "{\"limits\":{\"depth\":1},\"lines\":6}").error(400));
        assertEquals("expected the key \"limits\", such as {\"limits\":{\"timeMs\":5000}}",
                http.post(game + "/analysis", "{}").error(400));
        Http.Answer capped = http.post(game + "/analysis", "{\"limits\":{\"depth\":64}}");
        assertEquals(30_000, capped.get("limits").get("timeMs").intValue(), "the server's cap on an analysis");
        JsonNode stopped = http.post(game + "/analysis/stop").json();
        assertFalse(stopped.get("running").booleanValue());

        String over = load("1. a1a5:4 d8d7:3 2. b1b4:3 b8b6:4 3. c1c3:3 b6xc3:3+ 4. a5xc3:3 c8b6:4 5. d1c2:1 d7d4:3+ "
                + "6. c2d2:2 b6xc3:3 7. d2xc3:1 a8a4:4 8. h1g2:4 f8d7:3 9. f1d3:3 d7b6:4+ 10. c3b3:2 a4a8:4 11. b3c4:2 b6e7:4 "
                + "12. g2e4:1 a8b5:4 13. e4xd4:3 e7xd4:3 14. e1f1:4 h8g6:2 15. c4d5:1 b5d7:3 16. d5d6:1 e8d8:1 "
                + "17. g1h3:2 g6h7:4 18. h3g2:4 h7e8:3+ 19. d6d5:1 d4f3:4+ 20. g2f5:3 f3c4:2#");
        assertEquals("the game is over at this move: Red wins by checkmate; nothing to analyse",
                http.post("/api/games/" + over + "/analysis", "{\"limits\":{\"depth\":1}}").error(409));
    }

    @Test
    void aReviewMarksTheRecordAsTheReviewApiDoes() throws InterruptedException {
        String movetext = AnalysisPanelBrowserTest.RANDOM_GAME;
        String id = load(movetext);
        String game = "/api/games/" + id;
        Http.Answer started = http.post(game + "/review", "{\"limits\":{\"depth\":2}}");
        assertEquals(202, started.status(), started.text());
        assertEquals(12, started.get("plies").intValue());
        JsonNode review = ended(game + "/review");
        assertEquals(null, review.get("error").textValue(), review.toString());
        assertEquals(12, review.get("judged").intValue());

        GameRecord record = Shogun.readRecord("[Rules \"standard\"]\n\n" + movetext + " *");
        Engine engine = Shogun.newEngine(record.setup(), EngineOptions.defaults().withHashMegabytes(4));
        GameReview expected = GameReview.run(record, engine, SearchLimits.ofDepth(2));
        assertTrue(expected.mistakes().size() > 0, expected.toString());
        assertEquals(expected.mistakes().size(), review.get("marked").intValue());
        assertEquals(expected.annotated(), Shogun.readRecord(http.get(game + "/sgn").get("sgn").textValue()));

        assertEquals("there is no move to review", http.post("/api/games/" + http.newGame("{}") + "/review",
                "{\"limits\":{\"depth\":1}}").error(409));
        assertEquals("expected the key \"limits\", such as {\"limits\":{\"timeMs\":100}}",
                http.post(game + "/review", "{}").error(400));
    }

    @Test
    void aLongReviewIsCappedHoldsTheEngineAndStops() throws InterruptedException {
        String id = load(WebGameBrowserTest.EXAMPLE_GAME);
        String game = "/api/games/" + id;
        Http.Answer started = http.post(game + "/review", "{\"limits\":{\"timeMs\":60000}}");
        assertEquals(202, started.status(), started.text());
        // 41 searches share the two minutes a review may take.
        assertTrue(started.get("limits").get("timeMs").intValue() <= 120_000 / 41 + 1, started.text());
        assertEquals("the engine is reviewing this game: wait for the review to end or stop it",
                http.post(game + "/search", "{\"limits\":{\"depth\":1}}").error(409));
        assertEquals(200, http.post(game + "/goto", "{\"path\":[0]}").status(), "the game is walked meanwhile");
        JsonNode stopped = http.post(game + "/review/stop").json();
        assertFalse(stopped.get("running").booleanValue());
        assertEquals("the review was stopped", stopped.get("error").textValue());
        assertEquals(0, stopped.get("marked").intValue());
        assertFalse(http.get(game + "/sgn").get("sgn").textValue().contains("[%eval"), "a stopped review keeps nothing");
        assertEquals(202, http.post(game + "/search", "{\"limits\":{\"depth\":1}}").status(), "the engine is free again");
        assertFalse(ended(game + "/search").get("running").booleanValue());
    }

    @Test
    void aPathIsBoundedAndAnAnalysisWaitsForTheEnginesMove() throws InterruptedException {
        String id = http.newGame("{}");
        String game = "/api/games/" + id;
        String tooLong = "[0" + ",0".repeat(GameSession.MAX_PLIES) + "]";
        assertEquals("a path of 2001 plies; this server keeps games to 2000",
                http.post(game + "/goto", "{\"path\":" + tooLong + "}").error(422));
        assertEquals(202, http.post(game + "/search", "{\"limits\":{\"timeMs\":60000}}").status());
        assertEquals("the engine is thinking: wait for its move or stop it first",
                http.post(game + "/analysis", "{\"limits\":{\"depth\":1}}").error(409));
        assertEquals("the engine is thinking: wait for its move or stop it first",
                http.post(game + "/goto", "{\"path\":[]}").error(409));
        assertFalse(http.post(game + "/search/stop").get("running").booleanValue());
        assertEquals(202, http.post(game + "/analysis", "{\"limits\":{\"depth\":1}}").status());
        assertFalse(ended(game + "/analysis").get("running").booleanValue());
    }
}
