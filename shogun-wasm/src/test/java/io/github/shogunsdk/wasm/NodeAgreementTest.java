package io.github.shogunsdk.wasm;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Square;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The npm package, driven by Node through its JavaScript API, answers exactly as the SDK does on
 * the JVM, in both builds: perft of 20 positions, perft and legal moves on 60 crowded boards (more
 * than seven pawns a side), every query on 1 000 random positions (legal moves with paths, reach,
 * attackers, defenders, refusals, outcome, check), 100 random games replayed move by move, replayed
 * from their plies' notations ("d4xb6:2+") and read back from their records, and ten
 * depth-limited engine searches (which are deterministic). Both builds are compiled from the
 * classes the JVM runs; these cases hold TeaVM's two translations of them, and the JavaScript
 * build's rewritten 64-bit literals ({@link JavaScriptLongLiterals}), to the JVM's answers. The
 * WebAssembly build counts perft to depth 5; the JavaScript build, whose 64-bit integers are
 * BigInts and many times slower, to depth 4 (and the initial position to depth 5).
 */
// Slow, so the quick profile leaves it out (CONTRIBUTING.md): both builds checked against the JVM in Node, position by position.
@Tag("slow")
class NodeAgreementTest {

    private static final Path PACKAGE = Path.of("target/npm");
    private static final Path SCRIPT = Path.of("src/test/node/agreement.mjs");
    private static final Path WORK = Path.of("target/node-agreement");
    private static final int POSITIONS = 1_000;
    private static final int GAMES = 100;
    private static final ObjectMapper JSON = new ObjectMapper();

    private static NodeRuntime node;

    @BeforeAll
    static void findNode() {
        node = NodeRuntime.require();
    }

    @Test
    void theWebAssemblyBuildAnswersAsTheJvm() throws IOException {
        agree("wasm", 5);
    }

    @Test
    void theJavaScriptBuildAnswersAsTheJvm() throws IOException {
        agree("js", 4);
    }

    private static void agree(String backend, int perftDepth) throws IOException {
        Files.createDirectories(WORK);
        ObjectNode cases = JSON.createObjectNode();
        ObjectNode expected = JSON.createObjectNode();
        RandomCases random = new RandomCases(20261124L);
        perft(random, perftDepth, cases.putArray("perft"), expected.putArray("perft"));
        dense(random, cases.putArray("dense"), expected.putArray("dense"));
        positions(random, cases.putArray("positions"), expected.putArray("positions"));
        games(random, cases.putArray("games"), expected.putArray("games"), cases.putArray("searches"),
                expected.putArray("searches"));
        Path casesFile = WORK.resolve(backend + "-cases.json");
        Path answersFile = WORK.resolve(backend + "-answers.json");
        JSON.writeValue(casesFile.toFile(), cases);
        node.script(SCRIPT, List.of(PACKAGE.toString(), backend, casesFile.toString(), answersFile.toString()), 900);
        JsonNode answers = JSON.readTree(answersFile.toFile());
        System.out.println("The " + backend + " build answered " + count(cases) + " cases in " + answers.get("millis")
                + " ms, as the JVM does.");
        for (String part : List.of("perft", "dense", "positions", "games", "searches")) {
            JsonNode want = expected.get(part);
            JsonNode got = answers.get(part);
            assertEquals(want.size(), got.size(), part);
            for (int i = 0; i < want.size(); i++) {
                assertEquals(want.get(i), got.get(i), backend + " " + part + " case " + i + ": " + cases.get(part).get(i));
            }
        }
    }

    private static int count(ObjectNode cases) {
        return cases.get("perft").size() + cases.get("dense").size() + cases.get("positions").size() + cases.get("games").size()
                + cases.get("searches").size();
    }

    /** Perft of the initial position and of 19 positions from play, at most 2 M leaves at depth 4. */
    private static void perft(RandomCases random, int depth, ArrayNode cases, ArrayNode expected) {
        List<Position> positions = new ArrayList<>();
        positions.add(Position.initial());
        while (positions.size() < 20) {
            Game game = Shogun.newGame();
            random.game(game, 4 + random.below(40));
            if (!game.outcome().isOver() && Shogun.perft().count(game.position(), 4, EnergyModel.fixed()) <= 2_000_000) {
                positions.add(game.position());
            }
        }
        for (int i = 0; i < positions.size(); i++) {
            String energy = i % 2 == 0 ? "fixed" : "magnetic";
            int caseDepth = i == 0 ? 5 : depth;
            cases.addObject().put("position", positions.get(i).toString()).put("depth", caseDepth).put("energy", energy);
            expected.add(envelope(ShogunJs.perft(positions.get(i).toString(), caseDepth, energy)));
        }
    }

    /**
     * Crowded boards (8 to 20 pawns a side, kings sometimes missing, any energies): perft to depth 3
     * (depth 2 where depth 2 has over 15 000 leaves) under the fixed, magnetic and random energy
     * models (random draws from the position's hash key, so it checks the key too), and the legal
     * moves under the standard and coursework rules, in the order the SDK lists them.
     */
    private static void dense(RandomCases random, ArrayNode cases, ArrayNode expected) {
        List<String> energies = List.of("fixed", "magnetic", "random 7");
        for (int i = 0; i < 60; i++) {
            Position position = random.densePosition();
            String energy = energies.get(i % energies.size());
            String rules = i % 2 == 0 ? "standard" : "coursework";
            // About b^2 leaves at depth 2 and b^3 at depth 3: at most 15 000 keeps depth 3 under 2 M.
            int depth = Shogun.perft().count(position, 2, EnergyModel.parse(energy)) <= 15_000 ? 3 : 2;
            cases.addObject().put("position", position.toString()).put("depth", depth).put("energy", energy)
                    .put("rules", rules);
            ObjectNode want = expected.addObject();
            want.set("perft", envelope(ShogunJs.perft(position.toString(), depth, energy)));
            GameAnswer made = ShogunJs.newGame(rules, energy, position.toString());
            want.set("moves", made.game() == null ? envelope(made.error()) : envelope(made.game().moves(null)));
        }
    }

    private static void positions(RandomCases random, ArrayNode cases, ArrayNode expected) {
        for (int i = 0; i < POSITIONS; i++) {
            Position position = random.position();
            String rules = random.pick(RandomCases.RULES);
            String energy = random.pick(RandomCases.ENERGIES);
            ObjectNode c = cases.addObject().put("rules", rules).put("energy", energy).put("start", position.toString());
            GameAnswer made = ShogunJs.newGame(rules, energy, position.toString());
            if (made.game() == null) {
                expected.addObject().set("game", envelope(made.error()));
                continue;
            }
            JsGame game = made.game();
            ObjectNode want = expected.addObject();
            want.set("moves", envelope(game.moves(null)));
            want.set("movePaths", envelope(game.movePaths(null)));
            want.set("outcome", envelope(game.outcome()));
            want.set("inCheck", JSON.createObjectNode().put("value", game.inCheck()));
            ArrayNode squares = c.putArray("squares");
            ArrayNode squareAnswers = want.putArray("squares");
            for (int s = 0; s < 4; s++) {
                String square = (s < 2 && !position.pieces().isEmpty()
                        ? new ArrayList<>(position.pieces().keySet()).get(random.below(position.pieces().size()))
                        : random.square()).toString();
                squares.add(square);
                ObjectNode answers = squareAnswers.addObject();
                answers.set("moves", envelope(game.moves(square)));
                answers.set("reach", envelope(game.reach(square)));
                answers.set("attackers", envelope(game.attackers(square)));
                answers.set("defenders", envelope(game.defenders(square)));
            }
            ArrayNode pairs = c.putArray("pairs");
            ArrayNode refusals = want.putArray("refusals");
            for (int p = 0; p < 4; p++) {
                Square from = p < 3 && !position.pieces().isEmpty()
                        ? new ArrayList<>(position.pieces().keySet()).get(random.below(position.pieces().size()))
                        : random.square();
                Square to = random.square();
                pairs.addArray().add(from.toString()).add(to.toString());
                refusals.add(envelope(game.refusal(from.toString(), to.toString())));
            }
        }
    }

    private static void games(RandomCases random, ArrayNode cases, ArrayNode expected, ArrayNode searchCases,
            ArrayNode searchExpected) {
        for (int i = 0; i < GAMES; i++) {
            Game game = random.newGame();
            random.game(game, 20 + random.below(300));
            String resign = null;
            if (!game.outcome().isOver() && random.below(4) == 0) {
                resign = random.below(2) == 0 ? "white" : "red";
                game.resign(resign.equals("white") ? Colour.WHITE : Colour.RED);
            }
            String sgn = game.toSgn();
            boolean drawn = game.setup().energyModel() instanceof EnergyModel.Random;
            ObjectNode c = cases.addObject().put("sgn", sgn);
            ObjectNode setup = c.putObject("setup").put("ruleSet", game.setup().ruleSet().toString())
                    .put("energyModel", game.setup().energyModel().toString());
            ArrayNode moves = c.putArray("moves");
            ArrayNode notations = JSON.createArrayNode();
            JsGame replay = ShogunJs.newGame(setup.get("ruleSet").asText(), setup.get("energyModel").asText(), null).game();
            for (Ply ply : game.history()) {
                String answer;
                if (drawn) {
                    moves.addObject().put("from", ply.move().from().toString()).put("to", ply.move().to().toString())
                            .put("landingEnergy", ply.landingEnergy());
                    answer = replay.playSquares(ply.move().from().toString(), ply.move().to().toString(), null,
                            ply.landingEnergy());
                } else {
                    moves.add(ply.move().toString());
                    answer = replay.play(ply.move().toString());
                }
                notations.add(envelope(answer).get("value").get("ply").get("notation"));
            }
            if (resign != null) {
                c.put("resign", resign);
                replay.resign(resign);
            }
            ObjectNode want = expected.addObject();
            JsGame read = ShogunJs.readGame(sgn).game();
            ObjectNode readValue = JSON.createObjectNode();
            readValue.set("sgn", envelope(read.record().sgn()).get("value"));
            readValue.set("position", envelope(read.position()).get("value"));
            readValue.set("outcome", envelope(read.outcome()).get("value"));
            readValue.put("plies", envelope(read.history()).get("value").size());
            want.putObject("read").set("value", readValue);
            ObjectNode played = JSON.createObjectNode();
            played.set("sgn", envelope(replay.record().sgn()).get("value"));
            played.set("notations", notations);
            played.set("replayed", envelope(replay.record().sgn()).get("value"));
            want.putObject("played").set("value", played);
            assertEquals(sgn, envelope(replay.record().sgn()).get("value").asText(), "the JVM's own replay");
        }
        // Depth-limited searches are deterministic: the same move, score, line and node count.
        while (searchCases.size() < 10) {
            Game game = random.newGame();
            random.game(game, 10 + random.below(30));
            if (!game.outcome().isOver()) {
                search(game.toSgn(), 4, searchCases, searchExpected);
            }
        }
    }

    private static void search(String sgn, int depth, ArrayNode cases, ArrayNode expected) {
        cases.addObject().put("sgn", sgn).put("depth", depth);
        List<Integer> depths = new ArrayList<>();
        JsonNode result = envelope(ShogunJs.readGame(sgn).game().search(depth, 0, 0, 0, 0,
                json -> depths.add(parse(json).get("depth").asInt()))).get("value");
        ((ObjectNode) result).remove("elapsedMs");
        ObjectNode value = JSON.createObjectNode();
        value.set("result", result);
        ArrayNode depthList = value.putArray("depths");
        depths.forEach(depthList::add);
        expected.addObject().set("value", value);
    }

    private static JsonNode envelope(String json) {
        return parse(json);
    }

    private static JsonNode parse(String json) {
        try {
            return JSON.readTree(json);
        } catch (IOException e) {
            throw new AssertionError("not JSON: " + json, e);
        }
    }
}
