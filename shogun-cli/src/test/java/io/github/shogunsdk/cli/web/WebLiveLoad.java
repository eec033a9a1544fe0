package io.github.shogunsdk.cli.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.cli.web.game.GameRegistry;
import io.github.shogunsdk.cli.web.game.OriginGuard;
import io.github.shogunsdk.cli.web.live.LiveLimits;
import io.github.shogunsdk.cli.web.store.JdbcGameStore;
import io.github.shogunsdk.cli.web.store.StoreLocation;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.IntFunction;
import org.eclipse.jetty.client.HttpClient;
import org.eclipse.jetty.websocket.api.Callback;
import org.eclipse.jetty.websocket.api.Session;
import org.eclipse.jetty.websocket.client.WebSocketClient;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.io.TempDir;

/**
 * The live layer's load program (a measurement, not a timed test; skipped unless asked for): one
 * server, its games in the embedded database, holds {@code SOCKETS} open live sockets on
 * {@code GAMES} games in play — two players per game, the rest watchers spread over the games —
 * and each game's players answer each other's moves as soon as they see them. It prints the move
 * round trip (a move sent to its {@code played} answer, committed) and the relay (a move sent to
 * the opponent's socket receiving it), p50 and p99. By default the clients run in the same JVM as
 * the server; with {@code -Dshogun.live.process=true} the server is a {@code shogun serve} process
 * of its own ({@link ServeProcess}, {@code --max-connections} and {@code --max-games} raised, every
 * client's share as documented) and the clients, in this JVM, come from as many loopback addresses
 * ({@code 127.0.0.2}, {@code .3}, …) as the share of 16 live sockets a client needs.
 *
 * <pre>
 * ./mvnw -B -o -pl shogun-cli -am verify -Dtest=WebLiveLoad -Dsurefire.failIfNoSpecifiedTests=false \
 *     -Dshogun.live.load=true [-Dshogun.live.process=true] \
 *     [-Dshogun.live.sockets=1000 -Dshogun.live.games=300 -Dshogun.live.plies=30]
 * </pre>
 */
@EnabledIfSystemProperty(named = "shogun.live.load", matches = "true")
class WebLiveLoad {

    private static final int SOCKETS = Integer.getInteger("shogun.live.sockets", 1_000);
    private static final int GAMES = Integer.getInteger("shogun.live.games", 300);
    private static final int PLIES = Integer.getInteger("shogun.live.plies", 30);
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final ConcurrentLinkedQueue<String> FAULTS = new ConcurrentLinkedQueue<>();
    /** The live sockets one client may hold ({@code LiveLimits.DEFAULTS}), for the clients of the process mode. */
    private static final int SOCKETS_PER_CLIENT = 16;

    @TempDir
    Path data;

    /** One game under load: its line, when each ply was sent, and the players' and opponents' times. */
    static final class LoadGame {
        final String id;
        final List<String> line;
        final long[] sentAt;
        final CountDownLatch done = new CountDownLatch(1);
        final ConcurrentLinkedQueue<Long> roundTrips;
        final ConcurrentLinkedQueue<Long> relays;

        LoadGame(String id, List<String> line, ConcurrentLinkedQueue<Long> roundTrips, ConcurrentLinkedQueue<Long> relays) {
            this.id = id;
            this.line = line;
            this.sentAt = new long[line.size()];
            this.roundTrips = roundTrips;
            this.relays = relays;
        }
    }

    /** A socket of the load: a player (0 White, 1 Red) that moves when its turn shows, or a watcher (-1). */
    public static final class LoadSocket implements Session.Listener.AutoDemanding {
        private final LoadGame game;
        private final int role;
        private volatile Session session;
        private volatile boolean going;
        private int answered = -1;
        /** Counted down by the first message: the server has the socket registered (it sends the game then). */
        final CountDownLatch greeted = new CountDownLatch(1);
        volatile int lastSeen = -1;
        volatile String lastType = "";

        LoadSocket(LoadGame game, int role) {
            this.game = game;
            this.role = role;
        }

        @Override
        public void onWebSocketOpen(Session opened) {
            session = opened;
        }

        @Override
        public void onWebSocketText(String text) {
            long now = System.nanoTime();
            greeted.countDown();
            if (role < 0 || !going) {
                return;
            }
            JsonNode message;
            try {
                message = JSON.readTree(text);
            } catch (Exception e) {
                throw new IllegalStateException(text, e);
            }
            if (!message.has("state")) {
                FAULTS.add(text);
                return;
            }
            int plies = message.get("state").get("plies").size();
            String type = message.get("type").textValue();
            lastSeen = plies;
            lastType = type + " r" + message.get("revision");
            if (type.equals("played")) {
                game.roundTrips.add(now - game.sentAt[plies - 1]);
            } else if (plies > 0 && (plies - 1) % 2 != role && plies > answered) {
                game.relays.add(now - game.sentAt[plies - 1]);
            }
            if (plies == game.line.size()) {
                game.done.countDown();
            } else if (plies % 2 == role && plies > answered) {
                answered = plies;
                move(plies);
            }
        }

        @Override
        public void onWebSocketClose(int status, String reason, Callback callback) {
            FAULTS.add("closed " + status + " " + reason);
            callback.succeed();
        }

        @Override
        public void onWebSocketError(Throwable cause) {
            FAULTS.add("error " + cause);
        }

        void listen() {
            going = true;
        }

        void start() {
            if (role == 0) {
                answered = 0;
                move(0);
            }
        }

        private void move(int ply) {
            game.sentAt[ply] = System.nanoTime();
            session.sendText("{\"move\":\"" + game.line.get(ply) + "\",\"after\":" + ply + "}", Callback.NOOP);
        }
    }

    @Test
    void moveRoundTripUnderLoad() throws Exception {
        if (Boolean.getBoolean("shogun.live.process")) {
            againstAServeProcess();
            return;
        }
        HttpLimits limits = new HttpLimits(Duration.ofSeconds(5), Duration.ofSeconds(10), Duration.ofMinutes(5),
                Duration.ofSeconds(30), 16 * 1024, 8 * 1024, 100, 64 * 1024, 4 * SOCKETS, 4 * SOCKETS, 64);
        WebSocketClient client = new WebSocketClient();
        client.start();
        try (JdbcGameStore store = JdbcGameStore.open(StoreLocation.embedded(data));
                WebServer server = WebServer.start(new InetSocketAddress("127.0.0.1", 0),
                        new PrintStream(System.err, true, StandardCharsets.UTF_8), new OriginGuard(Set.of()), limits,
                        new GameRegistry(GAMES * 2, GAMES * 2, WebServer.IDLE_TIMEOUT, 1, 1, System::nanoTime)
                                .withStore(store, Clock.systemUTC(), Duration.ZERO),
                        Duration.ofMinutes(1), new LiveLimits(4 * 1024, Duration.ofMinutes(5), 4 * SOCKETS, 256))) {
            Http http = new Http(server.uri());
            List<String> ids = new ArrayList<>();
            for (int g = 0; g < GAMES; g++) {
                ids.add(http.post("/api/games").get("id").textValue());
            }
            run(server.uri(), ids, socket -> client, http, "the clients in the server's JVM");
        } finally {
            client.stop();
        }
    }

    /**
     * The server a {@code shogun serve} process of its own, the clients here, from
     * {@code 127.0.0.2} on: each address opens at most {@link #SOCKETS_PER_CLIENT} sockets and
     * makes its share of the games, so no client's share is raised, only the server's capacity.
     */
    private void againstAServeProcess() throws Exception {
        int addresses = (SOCKETS + SOCKETS_PER_CLIENT - 1) / SOCKETS_PER_CLIENT;
        List<WebSocketClient> clients = new ArrayList<>();
        try (ServeProcess server = ServeProcess.start(data.resolve("logs"), "--data", data.resolve("games").toString(),
                "--max-connections", String.valueOf(SOCKETS + 2 * addresses + 64), "--max-games",
                String.valueOf(GAMES * 2))) {
            for (int a = 0; a < addresses; a++) {
                HttpClient http = new HttpClient();
                http.setBindAddress(new InetSocketAddress(address(a), 0));
                WebSocketClient client = new WebSocketClient(http);
                client.start();
                clients.add(client);
            }
            RawHttp raw = new RawHttp(server.uri().getPort());
            List<String> ids = new ArrayList<>();
            for (int g = 0; g < GAMES; g++) {
                RawHttp.Answer made = raw.sendFrom(address(g % addresses), "POST /api/games HTTP/1.1\r\nHost: 127.0.0.1:"
                        + server.uri().getPort() + "\r\nContent-Type: application/json\r\nContent-Length: 0\r\n"
                        + "Connection: close\r\n\r\n");
                assertEquals(201, made.status(), made.text());
                ids.add(JSON.readTree(made.body()).get("id").textValue());
            }
            run(server.uri(), ids, socket -> clients.get(socket % addresses), new Http(server.uri()),
                    "the server a shogun serve process, the clients in the test's JVM from " + addresses
                            + " loopback addresses");
            assertEquals("", server.errors());
        } finally {
            for (WebSocketClient client : clients) {
                client.stop();
            }
        }
    }

    private static String address(int index) {
        return "127.0." + (2 + index) / 256 + "." + (2 + index) % 256;
    }

    /** Opens the sockets (socket s by its client), plays every game's line, and prints the times. */
    private void run(URI server, List<String> ids, IntFunction<WebSocketClient> clientOf, Http http, String how)
            throws Exception {
        ConcurrentLinkedQueue<Long> roundTrips = new ConcurrentLinkedQueue<>();
        ConcurrentLinkedQueue<Long> relays = new ConcurrentLinkedQueue<>();
        List<LoadGame> games = new ArrayList<>();
        for (int g = 0; g < ids.size(); g++) {
            games.add(new LoadGame(ids.get(g), line(g), roundTrips, relays));
        }
        List<LoadSocket> sockets = new ArrayList<>();
        List<CompletableFuture<Session>> opening = new ArrayList<>();
        for (int s = 0; s < SOCKETS; s++) {
            LoadGame game = games.get(s % GAMES);
            int role = s < 2 * GAMES ? s / GAMES : -1;
            LoadSocket socket = new LoadSocket(game, role);
            sockets.add(socket);
            opening.add(clientOf.apply(s).connect(socket, URI.create("ws://" + server.getAuthority() + "/api/games/"
                    + game.id + "/live")));
        }
        for (CompletableFuture<Session> open : opening) {
            open.get(60, TimeUnit.SECONDS);
        }
        // The client's connect completes before the server's socket is registered; the server
        // sends the game to a socket once it is: wait for every socket's first message.
        for (LoadSocket socket : sockets) {
            assertTrue(socket.greeted.await(60, TimeUnit.SECONDS), "a socket was never sent its game: " + FAULTS);
        }
        long started = System.nanoTime();
        // Every socket listens before the first move is sent, or an opponent could miss it.
        sockets.forEach(LoadSocket::listen);
        sockets.forEach(LoadSocket::start);
        for (LoadGame game : games) {
            if (!game.done.await(Integer.getInteger("shogun.live.wait", 300), TimeUnit.SECONDS)) {
                for (LoadSocket socket : sockets) {
                    if (socket.game == game && socket.role >= 0) {
                        System.out.println("stalled " + game.id + " role " + socket.role + " answered "
                                + socket.answered + " seen " + socket.lastSeen + " " + socket.lastType + " server "
                                + http.get("/api/games/" + game.id).get("plies").size() + " of " + game.line.size());
                    }
                }
                throw new AssertionError("a game stalled; the server's faults: " + FAULTS.size() + " " + FAULTS.stream().limit(5).toList());
            }
        }
        assertEquals(List.of(), List.copyOf(FAULTS));
        double seconds = (System.nanoTime() - started) / 1e9;
        long moves = games.stream().mapToLong(game -> game.line.size()).sum();
        System.out.printf("live load (%s): %d sockets, %d games, %d moves in %.1f s (%.0f moves/s); move round trip "
                + "p50 %.1f ms, p99 %.1f ms; relay to the opponent p50 %.1f ms, p99 %.1f ms; %d processors%n",
                how, SOCKETS, GAMES, moves, seconds, moves / seconds, percentile(roundTrips, 50),
                percentile(roundTrips, 99), percentile(relays, 50), percentile(relays, 99),
                Runtime.getRuntime().availableProcessors());
        assertEquals(moves, roundTrips.size());
    }

    private static double percentile(ConcurrentLinkedQueue<Long> times, int percent) {
        long[] sorted = times.stream().mapToLong(Long::longValue).toArray();
        Arrays.sort(sorted);
        return sorted.length == 0 ? Double.NaN : sorted[Math.min(sorted.length - 1, sorted.length * percent / 100)] / 1e6;
    }

    /** A random legal line that does not end the game, of up to {@link #PLIES} plies. */
    private static List<String> line(long seed) {
        Random random = new Random(seed);
        Game game = Shogun.newGame(GameSetup.standard());
        List<String> moves = new ArrayList<>();
        while (moves.size() < PLIES) {
            List<Move> legal = new ArrayList<>(game.legalMoves());
            java.util.Collections.shuffle(legal, random);
            Move chosen = null;
            for (Move move : legal) {
                Game tried = game.copy();
                tried.play(move);
                if (!tried.outcome().isOver()) {
                    chosen = move;
                    break;
                }
            }
            if (chosen == null) {
                break;
            }
            game.play(chosen);
            moves.add(chosen.toString());
        }
        return moves;
    }
}
