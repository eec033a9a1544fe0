package io.github.shogunsdk.cli.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.NodePath;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.cli.web.game.GameRegistry;
import io.github.shogunsdk.cli.web.game.GameSession;
import java.net.InetAddress;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code shogun serve --data DIR} ended by {@code kill -9} at random moments while a client plays
 * over HTTP, then started again: every acknowledged change (new games, records with comments and
 * variations, moves, undos; clocked games for two and against the engine, {@link ClockedGames},
 * with their seats and clocks) is there, and a change under way when the server died is either there
 * whole or not at all. Each game's expected state is kept by a registry in this JVM (without a
 * store), to which each change is made too; a change whose answer never came is accepted as
 * either the state before it or the state after it.
 *
 * <p>The number of kills is the system property {@code shogun.kills} (5 by default, about 20 s);
 * the run of 50 is
 * {@code ./mvnw -B -pl shogun-cli -am verify -Dtest=WebKillRestartTest -Dsurefire.failIfNoSpecifiedTests=false -Dshogun.kills=50}.
 */
@Tag("slow")
class WebKillRestartTest {

    private static final InetAddress ME = InetAddress.getLoopbackAddress();
    private static final String RECORD = "[White \"Aiko\"]\n[Red \"Bo\"]\n\n{Before the first move} 1. d1d3:1 "
            + "{The king steps up} (1. a1a5:4 {Or a pawn}) 1... e8e7:2 *\n";
    /** The state's parts a change shows, compared between the server and the expected game. */
    private static final List<String> COMPARED = List.of("setup", "position", "sideToMove", "status", "outcome",
            "movetext", "path", "tree", "canUndo", "canRedo", "plies");

    @TempDir
    Path temp;

    /** One game: its id on the server, the expected game, and the change under way when the server died. */
    private static final class Tracked {
        final String id;
        GameSession expected;
        JsonNode acknowledged;
        JsonNode pending;
        String beforeSgn;
        List<Integer> beforePath;

        Tracked(String id, GameSession expected, JsonNode acknowledged) {
            this.id = id;
            this.expected = expected;
            this.acknowledged = acknowledged;
        }
    }

    private final GameRegistry reference = new GameRegistry(10_000, 10_000, Duration.ofDays(1), 1, 1, System::nanoTime);
    private final List<Tracked> games = new ArrayList<>();
    private final long seed = Long.getLong("shogun.kills.seed", System.nanoTime());
    private final Random random = new Random(seed);
    private int acknowledged;
    private int foundAfter;
    private int foundBefore;
    private final ClockedGames clocked = new ClockedGames(random, seed);

    @Test
    void everyAcknowledgedChangeSurvivesKillNine() throws Exception {
        int kills = Integer.getInteger("shogun.kills", 5);
        Path data = temp.resolve("data");
        long started = System.nanoTime();
        for (int kill = 0; kill < kills; kill++) {
            long restartBegan = System.currentTimeMillis();
            try (ServeProcess server = ServeProcess.start(temp.resolve("logs"), "--data", data.toString())) {
                Http http = new Http(server.uri());
                verifyAll(http);
                clocked.verifyAll(http, restartBegan);
                // However slow the machine, each life acknowledges a few changes before its kill is
                // armed, and the first one a clocked move, so that every restart has work to check.
                for (int warm = 0; warm < 3 || kill == 0 && clocked.moves == 0 && warm < 60; warm++) {
                    assertTrue(kill == 0 && warm >= 3 ? clocked.change(http) : change(http), "a change before the kill");
                    acknowledged++;
                }
                AtomicBoolean dead = new AtomicBoolean();
                Thread killer = new Thread(() -> {
                    try {
                        Thread.sleep(50 + random.nextInt(700));
                        server.kill();
                        dead.set(true);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                });
                killer.start();
                while (!dead.get() && change(http)) {
                    acknowledged++;
                }
                killer.join();
            }
        }
        long restartBegan = System.currentTimeMillis();
        try (ServeProcess server = ServeProcess.start(temp.resolve("logs"), "--data", data.toString())) {
            verifyAll(new Http(server.uri()));
            clocked.verifyAll(new Http(server.uri()), restartBegan);
            assertTrue(clocked.engineAnswers(new Http(server.uri())) > 0, "the engine answers after the restarts");
            assertEquals("", server.errors());
        }
        System.out.printf("kill -9 and restart: %d kills, %d games, %d acknowledged changes all found; of the %d "
                + "changes under way at a kill, %d were committed whole and %d not at all; clocked: %d games, %d "
                + "moves and %d engine moves acknowledged, %d clocks checked after restarts; %.1f s%n", kills,
                games.size(), acknowledged, foundAfter + foundBefore, foundAfter, foundBefore, clocked.size(),
                clocked.moves, clocked.engineMoves, clocked.checkedClocks, (System.nanoTime() - started) / 1e9);
        assertTrue(acknowledged > 0 && !games.isEmpty());
        assertTrue(clocked.moves > 0 && clocked.checkedClocks > 0);
    }

    /** After a start: every game is as acknowledged, or as the change under way made it. */
    private void verifyAll(Http http) {
        for (Tracked game : games) {
            Http.Answer answer = http.get("/api/games/" + game.id);
            assertEquals(200, answer.status(), answer.text());
            JsonNode now = compared(answer.json());
            if (now.equals(game.acknowledged)) {
                if (game.pending != null && !game.pending.equals(game.acknowledged)) {
                    foundBefore++;
                    game.expected = rebuilt(game.beforeSgn, game.beforePath);
                }
            } else {
                List<String> differ = new ArrayList<>();
                COMPARED.stream().filter(key -> !now.get(key).equals(game.acknowledged.get(key))).forEach(differ::add);
                assertEquals(game.pending, now, "game " + game.id + " is neither as acknowledged nor as the change "
                        + "under way left it (seed " + seed + "; it differs from the acknowledged game in " + differ
                        + "; acknowledged: " + game.acknowledged + ")");
                foundAfter++;
                game.acknowledged = now;
            }
            game.pending = null;
        }
    }

    private GameSession rebuilt(String sgn, List<Integer> path) {
        GameSession session = reference.load(sgn, ME);
        session.goTo(NodePath.of(path.stream().mapToInt(Integer::intValue).toArray()));
        return session;
    }

    /**
     * Makes one random change on the server and on the expected game.
     *
     * @return false when the server did not answer (it was killed): the change is then under way
     */
    private boolean change(Http http) {
        if (random.nextInt(3) == 0) {
            return clocked.change(http);
        }
        int kind = random.nextInt(10);
        if (kind == 0 || games.isEmpty()) {
            return create(http, false);
        }
        if (kind == 1) {
            return create(http, true);
        }
        Tracked game = games.get(random.nextInt(games.size()));
        game.beforeSgn = game.expected.sgn();
        game.beforePath = pathOf(game.expected);
        boolean undo = kind <= 3 && game.expected.state().canUndo();
        String request;
        String move = null;
        if (undo) {
            game.expected.undo();
            request = "/api/games/" + game.id + "/undo";
        } else {
            List<io.github.shogunsdk.cli.web.game.Views.Target> moves = game.expected.moves(null).moves();
            if (moves.isEmpty() || game.expected.state().outcome().isOver()) {
                return true;
            }
            Move chosen = moves.get(random.nextInt(moves.size())).move();
            game.expected.play(chosen, null);
            request = "/api/games/" + game.id + "/play";
            move = chosen.toString();
        }
        JsonNode after = compared(Http.JSON.valueToTree(game.expected.state()));
        Http.Answer answer;
        try {
            answer = undo ? http.post(request) : http.post(request, "{\"move\":\"" + move + "\"}");
        } catch (AssertionError e) {
            unanswered(e);
            game.pending = after;
            return false;
        }
        assertEquals(200, answer.status(), answer.text());
        assertEquals(after, compared(answer.get("state")));
        game.acknowledged = after;
        return true;
    }

    private boolean create(Http http, boolean fromRecord) {
        Http.Answer answer;
        try {
            answer = fromRecord ? http.post("/api/games/from-sgn", Http.JSON.createObjectNode().put("sgn", RECORD)
                    .toString()) : http.post("/api/games");
        } catch (AssertionError e) {
            // A game made but never acknowledged may be kept: nobody knows its id.
            unanswered(e);
            return false;
        }
        assertEquals(201, answer.status(), answer.text());
        GameSession expected = fromRecord ? reference.load(RECORD, ME) : reference.add(Shogun.newGame(), ME);
        JsonNode state = compared(Http.JSON.valueToTree(expected.state()));
        assertEquals(state, compared(answer.json()));
        games.add(new Tracked(answer.get("id").textValue(), expected, state));
        return true;
    }

    /** Lets through only a request that failed for want of a server (the kill), not an assertion. */
    private static void unanswered(AssertionError e) {
        if (!(e.getCause() instanceof java.io.IOException)) {
            throw e;
        }
    }

    private static List<Integer> pathOf(GameSession session) {
        List<Integer> path = new ArrayList<>();
        session.state().path().forEach(path::add);
        return path;
    }

    private static JsonNode compared(JsonNode state) {
        ObjectNode kept = Http.JSON.createObjectNode();
        for (String key : COMPARED) {
            kept.set(key, state.get(key));
        }
        return kept;
    }
}
