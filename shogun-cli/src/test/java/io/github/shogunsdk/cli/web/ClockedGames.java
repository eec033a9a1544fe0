package io.github.shogunsdk.cli.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.shogunsdk.cli.web.game.GameRegistry;
import io.github.shogunsdk.cli.web.game.GameSession;
import io.github.shogunsdk.cli.web.game.Views;
import java.net.InetAddress;
import java.net.http.HttpRequest;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * The clocked games of {@link WebKillRestartTest}: games for two (10 minutes + 3 s) and games
 * against the engine (5 minutes + 2 s, the engine Red), played over HTTP by their seats. After each
 * restart every game must have its acknowledged moves (and at most the one under way at the kill),
 * its seats (each token its colour, a wrong one refused), and its clocks as the last commit left
 * them: the side not running has exactly the time committed, the running side the time committed
 * less at most the time since the restart began (its time runs again from the game's load; what
 * ran between the last commit and the kill is charged to nobody). An engine game's engine answers
 * on its turn and never loses on time.
 */
final class ClockedGames {

    private enum Side { WHITE, RED }

    private static final InetAddress ME = InetAddress.getLoopbackAddress();
    private static final String WRONG_TOKEN = "AAAAAAAAAAAAAAAAAAAAAA";

    /** One game: its seats' tokens, what was acknowledged, and each side's time as last committed. */
    private static final class Clocked {
        final String id;
        final String white;
        final String red;
        final boolean engine;
        boolean joined;
        /** Whether the game has a result, by the rules, a resignation or a clock: it takes no more moves. */
        boolean over;
        int plies;
        String movetext = "";
        /** Whether a change (a move, the engine's search, the joins) was under way at the kill. */
        boolean pending;
        /** Each side's time as committed: its value in any answer where its clock did not run. */
        final Map<Side, Long> committed = new EnumMap<>(Side.class);

        Clocked(String id, String white, String red, boolean engine) {
            this.id = id;
            this.white = white;
            this.red = red;
            this.engine = engine;
        }

        String token(Side side) {
            return side == Side.WHITE ? white : red;
        }
    }

    private final GameRegistry reference = new GameRegistry(10_000, 10_000, Duration.ofDays(1), 1, 1, System::nanoTime);
    private final List<Clocked> games = new ArrayList<>();
    private final Random random;
    private final long seed;
    int moves;
    int engineMoves;
    int checkedClocks;

    ClockedGames(Random random, long seed) {
        this.random = random;
        this.seed = seed;
    }

    int size() {
        return games.size();
    }

    /**
     * Makes one change on a clocked game: a new game, the joins, a move, or the engine's move.
     *
     * @return false when the server did not answer (it was killed)
     */
    boolean change(Http http) {
        if (games.isEmpty() || random.nextInt(8) == 0) {
            return create(http, random.nextBoolean());
        }
        Clocked game = games.get(random.nextInt(games.size()));
        if (game.over) {
            // A finished game takes no more moves (a random one may end in checkmate): a new game instead.
            return create(http, random.nextBoolean());
        }
        game.pending = true;
        try {
            if (!game.joined) {
                join(http, game);
            } else if (game.engine && game.plies % 2 == 1) {
                engineMove(http, game);
            } else {
                move(http, game);
            }
        } catch (AssertionError e) {
            unanswered(e);
            return false;
        }
        game.pending = false;
        return true;
    }

    private boolean create(Http http, boolean engine) {
        Http.Answer created;
        try {
            created = http.post("/api/games", engine ? "{\"mode\":\"engine\",\"engine\":\"red\",\"timeControl\":\"5+2\"}"
                    : "{\"mode\":\"two-players\",\"timeControl\":\"10+3\"}");
        } catch (AssertionError e) {
            unanswered(e);
            return false;
        }
        assertEquals(201, created.status(), created.text());
        Clocked game = new Clocked(created.get("id").textValue(), token(created.get("white")),
                engine ? null : token(created.get("red")), engine);
        observe(game, created.get("state").get("flow"));
        games.add(game);
        return true;
    }

    private static String token(JsonNode link) {
        String text = link.textValue();
        return text.substring(text.indexOf("#seat=") + "#seat=".length());
    }

    private void join(Http http, Clocked game) {
        for (Side side : game.engine ? List.of(Side.WHITE) : List.of(Side.WHITE, Side.RED)) {
            Http.Answer joined = as(http, game.token(side), "POST", "/api/games/" + game.id + "/join", "");
            assertEquals(200, joined.status(), joined.text());
            observe(game, joined.get("flow"));
        }
        game.joined = true;
    }

    private void move(Http http, Clocked game) {
        GameSession local = reference.load(game.movetext + " *\n", ME);
        List<Views.Target> legal = local.moves(null).moves();
        if (legal.isEmpty() || local.state().outcome().isOver()) {
            return;
        }
        String move = legal.get(random.nextInt(legal.size())).move().toString();
        Side mover = game.plies % 2 == 0 ? Side.WHITE : Side.RED;
        Http.Answer played = as(http, game.token(mover), "POST", "/api/games/" + game.id + "/play",
                "{\"move\":\"" + move + "\",\"after\":" + game.plies + "}");
        assertEquals(200, played.status(), played.text());
        acknowledge(game, played.get("state"));
        moves++;
    }

    /** Asks the engine for its move and waits until it is committed. */
    private void engineMove(Http http, Clocked game) {
        String path = "/api/games/" + game.id;
        Http.Answer asked = as(http, game.white, "POST", path + "/search", "{\"limits\":{\"depth\":1},\"play\":true}");
        assertEquals(202, asked.status(), asked.text());
        JsonNode state = as(http, game.white, "GET", path, null).json();
        for (int i = 0; i < 600 && state.get("flow").get("plies").intValue() == game.plies; i++) {
            pause();
            state = as(http, game.white, "GET", path, null).json();
        }
        assertEquals(game.plies + 1, state.get("flow").get("plies").intValue(), "the engine moved on its turn");
        acknowledge(game, state);
        engineMoves++;
    }

    private void acknowledge(Clocked game, JsonNode state) {
        JsonNode flow = state.get("flow");
        assertEquals(game.plies + 1, flow.get("plies").intValue(), state.toString());
        game.plies++;
        game.movetext = state.get("movetext").textValue();
        observe(game, flow);
        noEngineFlag(game, flow);
    }

    /**
     * Takes in a snapshot of a game's flow: whether it has a result (none yet when it is made or
     * joined), and the time of each side whose clock did not run, which is its committed time.
     */
    private static void observe(Clocked game, JsonNode flow) {
        game.over = !flow.get("result").isNull();
        JsonNode clock = flow.get("clock");
        for (Side side : Side.values()) {
            if (!name(side).equals(clock.get("running").textValue())) {
                game.committed.put(side, clock.get(name(side)).longValue());
            }
        }
    }

    private void noEngineFlag(Clocked game, JsonNode flow) {
        if (game.engine && !flow.get("result").isNull()) {
            assertNotEquals("White wins on time", flow.get("result").get("text").textValue(), "the engine lost on time "
                    + "(seed " + seed + "): " + flow);
        }
    }

    /**
     * After a start: every clocked game as acknowledged (or with the change under way made), its
     * seats and its clocks as committed.
     *
     * @param restartBegan the wall-clock instant ({@link System#currentTimeMillis()}) before the server was started
     */
    void verifyAll(Http http, long restartBegan) {
        for (Clocked game : games) {
            String path = "/api/games/" + game.id;
            Http.Answer seen = as(http, game.white, "GET", path, null);
            assertEquals(200, seen.status(), seen.text());
            assertEquals("white", seen.get("seat").textValue());
            if (!game.engine) {
                assertEquals("red", as(http, game.red, "GET", path, null).get("seat").textValue());
            }
            assertEquals(403, as(http, WRONG_TOKEN, "GET", path, null).status(), "a wrong token is still refused");
            JsonNode flow = seen.get("flow");
            int plies = flow.get("plies").intValue();
            String movetext = seen.get("movetext").textValue();
            String where = "game " + game.id + " (seed " + seed + ", acknowledged " + game.plies + " plies: "
                    + game.movetext + "; committed times " + game.committed + "): now " + movetext + " " + flow;
            boolean moved = plies == game.plies + 1 && game.pending;
            if (moved) {
                assertTrue(movetext.startsWith(game.movetext), where);
                game.plies = plies;
                game.movetext = movetext;
            } else {
                assertEquals(game.plies, plies, where);
                assertEquals(game.movetext, movetext, where);
            }
            boolean playing = !flow.get("phase").textValue().equals("waiting");
            assertTrue(playing || !game.joined, "the acknowledged joins came back: " + where);
            game.joined = playing;
            checkClock(game, flow.get("clock"), moved, restartBegan, where);
            observe(game, flow);
            noEngineFlag(game, flow);
            game.pending = false;
            if (game.joined && flow.get("result").isNull()) {
                Side waiting = plies % 2 == 0 ? Side.RED : Side.WHITE;
                if (!game.engine) {
                    Http.Answer refused = as(http, game.token(waiting), "POST", path + "/play",
                            "{\"move\":\"a1a2\",\"after\":" + plies + "}");
                    assertEquals(409, refused.status(), "the seat not to move is still refused: " + refused.text());
                }
            }
        }
    }

    /**
     * On the last start: in every unfinished game against the engine (one is made if there is
     * none), White moves if it is White's turn, and the engine answers on its turn.
     *
     * @return the engine's answers
     */
    int engineAnswers(Http http) {
        if (games.stream().noneMatch(game -> game.engine)) {
            assertTrue(create(http, true));
        }
        int answers = 0;
        for (Clocked game : games) {
            if (!game.engine) {
                continue;
            }
            JsonNode flow = as(http, game.white, "GET", "/api/games/" + game.id, null).get("flow");
            if (!flow.get("result").isNull()) {
                continue;
            }
            if (!game.joined) {
                join(http, game);
            }
            if (game.plies % 2 == 0) {
                move(http, game);
            }
            if (game.plies % 2 == 1) {
                engineMove(http, game);
                answers++;
            }
        }
        return answers;
    }

    private void checkClock(Clocked game, JsonNode clock, boolean moved, long restartBegan, String where) {
        String running = clock.get("running").isNull() ? null : clock.get("running").textValue();
        long at = clock.get("at").longValue();
        for (Side side : Side.values()) {
            Long committed = game.committed.get(side);
            long now = clock.get(name(side)).longValue();
            if (!name(side).equals(running)) {
                // A move under way that was committed gave the mover (not running now) a new time.
                if (!moved) {
                    assertEquals(committed, now, name(side) + "'s time, not running, is as committed: " + where);
                }
            } else {
                assertTrue(now <= committed, name(side) + "'s time ran before the restart: " + where);
                // The clock runs from the game's load, after the restart began; 1 ms for rounding.
                assertTrue(committed - now <= at - restartBegan + 1, name(side) + "'s time lost " + (committed - now)
                        + " ms, more than the " + (at - restartBegan) + " ms since the restart began: " + where);
                assertNotEquals(0, at);
            }
        }
        checkedClocks++;
    }

    private static String name(Side side) {
        return side == Side.WHITE ? "white" : "red";
    }

    private static Http.Answer as(Http http, String token, String method, String path, String body) {
        HttpRequest.Builder request = HttpRequest.newBuilder(http.base().resolve(path)).header("Authorization", "Seat " + token);
        if (body == null) {
            request.GET();
        } else {
            request.header("Content-Type", "application/json").method(method, HttpRequest.BodyPublishers.ofString(body));
        }
        return http.send(request);
    }

    private static void pause() {
        try {
            Thread.sleep(20);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    /** Lets through only a request that failed for want of a server (the kill), not an assertion. */
    private static void unanswered(AssertionError e) {
        if (!(e.getCause() instanceof java.io.IOException)) {
            throw e;
        }
    }
}
