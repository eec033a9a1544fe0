package io.github.shogunsdk.cli.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.cli.web.game.EngineSource;
import io.github.shogunsdk.cli.web.game.GameRegistry;
import io.github.shogunsdk.cli.web.game.OriginGuard;
import io.github.shogunsdk.cli.web.live.LiveLimits;
import io.github.shogunsdk.cli.web.store.JdbcGameStore;
import io.github.shogunsdk.cli.web.store.StoreLocation;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.eclipse.jetty.websocket.client.WebSocketClient;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Scripted clients over live sockets, with games kept in the embedded database: in each of N games
 * two clients (White and Red) play a random legal line alternately, each move naming the ply it
 * follows; now and then a client drops its connection before or right after sending a move,
 * reconnects, resumes from the last revision it saw and sends the move again. At the end the records both
 * clients saw and the one the database holds (read back by a fresh server) are equal, and no
 * move was lost or played twice.
 *
 * <p>N is {@code -Dshogun.live.games=N} (default 4, a few seconds); the run is
 * {@code ./mvnw -B -o -pl shogun-cli -am verify -Dtest=WebLiveScriptedTest -Dsurefire.failIfNoSpecifiedTests=false
 * -Dshogun.live.games=100}.
 */
@Tag("slow")
class WebLiveScriptedTest {

    private static final int GAMES = Integer.getInteger("shogun.live.games", 4);
    private static final int PLIES = 16;
    private static final double DROP = 0.25;
    private static final HttpLimits LIMITS = new HttpLimits(Duration.ofSeconds(5), Duration.ofSeconds(10),
            Duration.ofSeconds(60), Duration.ofSeconds(30), 16 * 1024, 8 * 1024, 100, 64 * 1024, 1024, 1024, 64);

    @TempDir
    Path data;

    @Test
    void recordsSeenByBothClientsAndTheDatabaseAreEqual() throws Exception {
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        PrintStream logs = new PrintStream(log, true, StandardCharsets.UTF_8);
        Map<String, List<String>> seen = new ConcurrentHashMap<>();
        AtomicInteger drops = new AtomicInteger();
        AtomicInteger already = new AtomicInteger();
        WebSocketClient client = new WebSocketClient();
        client.start();
        long started = System.nanoTime();
        try (JdbcGameStore store = JdbcGameStore.open(StoreLocation.embedded(data));
                WebServer server = serve(store, logs)) {
            Http http = new Http(server.uri());
            ExecutorService players = Executors.newFixedThreadPool(Math.min(GAMES, 8));
            List<Future<?>> games = new ArrayList<>();
            for (int g = 0; g < GAMES; g++) {
                long seed = 31L * g + 7;
                games.add(players.submit(() -> {
                    String id = http.post("/api/games").get("id").textValue();
                    seen.put(id, play(client, server, id, script(seed), new Random(seed), drops, already));
                    return null;
                }));
            }
            for (Future<?> game : games) {
                game.get(10, TimeUnit.MINUTES);
            }
            players.shutdown();
        } finally {
            client.stop();
        }
        double seconds = (System.nanoTime() - started) / 1e9;
        try (JdbcGameStore store = JdbcGameStore.open(StoreLocation.embedded(data));
                WebServer fresh = serve(store, logs)) {
            Http http = new Http(fresh.uri());
            for (Map.Entry<String, List<String>> game : seen.entrySet()) {
                String stored = http.get("/api/games/" + game.getKey()).get("movetext").textValue();
                assertEquals(List.of(stored, stored), game.getValue(), game.getKey());
            }
        }
        assertEquals(GAMES, seen.size());
        assertEquals("", log.toString(StandardCharsets.UTF_8));
        System.out.printf("scripted live clients: %d games of up to %d plies in %.1f s; %d drops, %d moves answered as "
                + "already played%n", GAMES, PLIES, seconds, drops.get(), already.get());
    }

    private static WebServer serve(JdbcGameStore store, PrintStream log) throws Exception {
        GameRegistry games = new GameRegistry(1_000, 1_000, WebServer.IDLE_TIMEOUT, 1, 1, System::nanoTime)
                .withEngines(EngineSource.BUILT_IN).withStore(store, Clock.systemUTC(), Duration.ZERO);
        return WebServer.start(new InetSocketAddress("127.0.0.1", 0), log, new OriginGuard(Set.of()), LIMITS, games,
                Duration.ofMinutes(1), new LiveLimits(4 * 1024, Duration.ofMinutes(1), 1_000, 64));
    }

    /** A random legal line of the standard game, as canonical moves. */
    private static List<String> script(long seed) {
        Random random = new Random(seed);
        Game game = Shogun.newGame(GameSetup.standard());
        List<String> moves = new ArrayList<>();
        while (moves.size() < PLIES && !game.outcome().isOver()) {
            List<Move> legal = List.copyOf(game.legalMoves());
            Move move = legal.get(random.nextInt(legal.size()));
            game.play(move);
            moves.add(move.toString());
        }
        return moves;
    }

    /** Plays a line with two clients; returns the final movetext each saw. */
    private static List<String> play(WebSocketClient client, WebServer server, String id, List<String> moves,
            Random random, AtomicInteger drops, AtomicInteger already) throws Exception {
        Seat[] seats = {new Seat(client, server, id), new Seat(client, server, id)};
        for (int ply = 0; ply < moves.size(); ply++) {
            Seat mover = seats[ply % 2];
            mover.waitFor(ply);
            String move = "{\"move\":\"" + moves.get(ply) + "\",\"after\":" + ply + "}";
            double luck = random.nextDouble();
            if (luck < DROP / 2) {
                // Lost before the move was sent: the move is played when sent again.
                drops.incrementAndGet();
                mover.reconnect();
            } else {
                mover.live.send(move);
            }
            if (luck < DROP) {
                // Lost after (or instead of) sending: sent again, it is played once.
                drops.incrementAndGet();
                mover.reconnect();
                mover.live.send(move);
            }
            JsonNode played = mover.live.next("played");
            if (played.get("already").booleanValue()) {
                already.incrementAndGet();
            }
            mover.take(played);
            assertEquals(ply + 1, played.get("state").get("plies").size());
        }
        List<String> movetexts = new ArrayList<>();
        for (Seat seat : seats) {
            seat.waitFor(moves.size());
            movetexts.add(seat.movetext);
            assertTrue(seat.movetext.split(" ").length >= moves.size(), seat.movetext);
            seat.live.close();
        }
        return movetexts;
    }

    /** One client of a game: its socket, the last revision and record it saw. */
    private static final class Seat {
        private final WebSocketClient client;
        private final WebServer server;
        private final String id;
        LiveClient live;
        long revision;
        int plies;
        String movetext = "";

        Seat(WebSocketClient client, WebServer server, String id) throws Exception {
            this.client = client;
            this.server = server;
            this.id = id;
            this.live = LiveClient.connect(client, server.uri(), id, null);
            take(live.next("state"));
        }

        void take(JsonNode message) {
            if (message.has("state") && message.get("revision").longValue() >= revision) {
                revision = message.get("revision").longValue();
                plies = message.get("state").get("plies").size();
                movetext = message.get("state").get("movetext").textValue();
            }
        }

        void waitFor(int ply) throws InterruptedException {
            while (plies < ply) {
                take(live.next());
            }
        }

        void reconnect() throws Exception {
            live.drop();
            live = LiveClient.connect(client, server.uri(), id, null);
            live.send("{\"resume\":" + revision + "}");
            take(live.next("state"));
        }
    }
}
