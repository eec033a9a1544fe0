package io.github.shogunsdk.wasm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The exported facade's contract, on the JVM: every answer is an envelope holding a value or an
 * error of a documented kind; a move the rules refuse is a value ({@code {"refusal":…}}), input
 * that is not what it should be is an error; a chosen path is the one played.
 */
class FacadeTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** A white pawn of energy 4 on d4 that reaches b6 by either corner, c4 or d6. */
    private static final String TWO_CORNERS = "4k12p1/8/8/8/3P44/8/8/4K13 w";

    private static JsonNode parse(String json) throws IOException {
        return JSON.readTree(json);
    }

    private static JsonNode value(String json) throws IOException {
        JsonNode answer = parse(json);
        assertTrue(answer.has("value"), json);
        return answer.get("value");
    }

    private static JsonNode error(String json) throws IOException {
        JsonNode answer = parse(json);
        assertTrue(answer.has("error") && !answer.has("value"), json);
        return answer.get("error");
    }

    private static JsGame game(String rules, String energy, String start) {
        GameAnswer made = ShogunJs.newGame(rules, energy, start);
        assertNull(made.error());
        return made.game();
    }

    @Test
    void aRefusedMoveIsAnAnswerAndABadTextAnError() throws IOException {
        JsGame game = game(null, null, null);
        JsonNode refused = value(game.play("e8e4")).get("refusal");
        assertEquals("not-your-piece", refused.get("reason").asText());
        JsonNode bad = error(game.play("d1z3"));
        assertEquals("notation", bad.get("kind").asText());
        assertEquals(2, bad.get("index").asInt());
        assertEquals("bad move at index 2 of \"d1z3\": expected a file letter a-h, found 'z'", bad.get("message").asText());
        assertEquals("d1d3:1", value(game.play("d1d3")).get("ply").get("notation").asText());
        assertEquals("d1d3:1", value(game.undo()).get("notation").asText());
        JsonNode nothing = error(game.undo());
        assertEquals("state", nothing.get("kind").asText());
    }

    @Test
    void theChosenCornerIsTheOnePlayed() throws IOException {
        JsGame game = game("standard", "fixed", TWO_CORNERS);
        JsonNode paths = value(game.paths("d4b6"));
        assertEquals(2, paths.size());
        assertEquals("LU", paths.get(0).get("shape").asText());
        assertEquals("UL", paths.get(1).get("shape").asText());
        JsonNode ply = value(game.playSquares("d4", "b6", "UL", 0)).get("ply");
        assertEquals("UL", ply.get("path").get("shape").asText());
        assertEquals("[\"d5\",\"d6\",\"c6\",\"b6\"]", ply.get("path").get("squares").toString());
        JsonNode wrong = error(game(null, "fixed", TWO_CORNERS).playSquares("d4", "b6", "U", 0));
        assertEquals("argument", wrong.get("kind").asText());
        assertEquals("the shape U cannot lead from d4 to b6", wrong.get("message").asText());
        assertEquals("argument", error(game.playSquares("d4", "b6", "UL", 2)).get("kind").asText());
    }

    @Test
    void aLandingEnergyIsPlayedAsGiven() throws IOException {
        JsGame game = game(null, "random 5", TWO_CORNERS);
        JsonNode ply = value(game.playSquares("d4", "b6", null, 2)).get("ply");
        assertEquals(2, ply.get("landingEnergy").asInt());
        assertEquals("d4b6:2", ply.get("notation").asText());
    }

    @Test
    void badSetupsAndRecordsSayWhere() throws IOException {
        GameAnswer energy = ShogunJs.newGame(null, "magnetic 45", null);
        assertNull(energy.game());
        JsonNode bad = error(energy.error());
        assertEquals("notation", bad.get("kind").asText());
        assertEquals(9, bad.get("index").asInt());
        GameAnswer record = ShogunJs.readGame("1. d1d3 d1d3");
        assertNull(record.game());
        JsonNode where = error(record.error());
        assertEquals("record", where.get("kind").asText());
        assertEquals(1, where.get("line").asInt());
        assertEquals(9, where.get("column").asInt());
    }

    @Test
    void aSearchNeedsALimitAndReportsEveryDepth() throws IOException {
        JsGame game = game(null, null, null);
        assertEquals("give the search a limit: a depth, a node count or a time",
                error(game.search(0, 0, 0, 0, 0, null)).get("message").asText());
        assertEquals("argument", error(game.search(0, 0.5, 0, 0, 0, null)).get("kind").asText());
        List<Integer> depths = new ArrayList<>();
        JsonNode result = value(game.search(3, 0, 0, 0, 0, json -> {
            try {
                depths.add(parse(json).get("depth").asInt());
            } catch (IOException e) {
                throw new AssertionError(e);
            }
        }));
        assertEquals(List.of(1, 2, 3), depths);
        assertEquals(3, result.get("depth").asInt());
        assertEquals("depth", result.get("stopReason").asText());
        assertFalse(result.get("bestMove").isNull());
    }

    @Test
    void aSearchOfSeveralLinesAnswersThemAndRefusesABadCount() throws IOException {
        JsGame game = game(null, null, null);
        JsonNode result = value(game.search(3, 0, 0, 3, 0, null));
        JsonNode lines = result.get("lines");
        assertEquals(3, lines.size(), result.toString());
        assertEquals(result.get("score"), lines.get(0).get("score"));
        assertEquals(result.get("principalVariation"), lines.get(0).get("principalVariation"));
        assertEquals(2, lines.get(1).get("rank").asInt());
        assertEquals("a search gives 1 to 16 lines, not 17", error(game.search(3, 0, 0, 17, 0, null)).get("message").asText());
        assertEquals("argument", error(game.search(3, 0, 0, 17, 0, null)).get("kind").asText());
        assertFalse(value(game.search(3, 0, 0, 1, 0, null)).has("lines"), "one line is the score and pv");
    }

    @Test
    void aSearchAtAStrengthLimitLooksAsFarAsItsLevelAndRefusesABadLimit() throws IOException {
        JsGame game = game(null, null, null);
        // A beginner (600 Elo) looks one ply ahead, whatever the depth allows.
        assertEquals(1, value(game.search(4, 0, 0, 0, 600, null)).get("depth").asInt());
        assertEquals(4, value(game.search(4, 0, 0, 0, 0, null)).get("depth").asInt());
        assertEquals("a strength limit is 600 to 2600 Elo, not 599", error(game.search(3, 0, 0, 0, 599, null))
                .get("message").asText());
        assertEquals("argument", error(game.search(3, 0, 0, 0, 2601, null)).get("kind").asText());
    }

    @Test
    void perftCountsAsTheRulesSay() throws IOException {
        assertEquals(370049, value(ShogunJs.perft(io.github.shogunsdk.api.Position.INITIAL_SPN, 4, null)).asLong());
        assertEquals(618, value(ShogunJs.perft(io.github.shogunsdk.api.Position.INITIAL_SPN, 2, "magnetic")).asLong());
        assertEquals(27, value(ShogunJs.divide(io.github.shogunsdk.api.Position.INITIAL_SPN, 1, null)).size());
        assertEquals("argument", error(ShogunJs.perft(io.github.shogunsdk.api.Position.INITIAL_SPN, 99, null))
                .get("kind").asText());
    }
}
