package io.github.shogunsdk.cli.web;

import io.github.shogunsdk.cli.web.game.ClientKey;
import io.github.shogunsdk.cli.web.game.ClientQuota;
import io.github.shogunsdk.cli.web.game.EngineSource;
import io.github.shogunsdk.cli.web.game.GameRegistry;
import io.github.shogunsdk.cli.web.game.OriginGuard;
import io.github.shogunsdk.cli.web.store.GameStore;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A running web game server: a small HTTP/1.1 server on a socket, a thread per connection up to
 * the caps of {@link HttpLimits}, with the page at {@code /} and the JSON API under
 * {@code /api/}, a registry of games and a sweeper that forgets idle games. Why its own server
 * rather than the JDK's is in {@code docs/WEB.md}.
 */
final class WebServer implements AutoCloseable {

    /** The most games kept at once. */
    static final int MAX_GAMES = 200;
    /** The most games kept for one client (an IPv4 address, an IPv6 /64); its next game forgets its own oldest. */
    static final int MAX_GAMES_PER_CLIENT = 50;
    /** How long a game nobody asks about is kept. */
    static final Duration IDLE_TIMEOUT = Duration.ofMinutes(30);
    /** How many engine searches run at once over all games; the machine's cores, at most 4. */
    static final int MAX_SEARCHES = Math.max(1, Math.min(4, Runtime.getRuntime().availableProcessors()));
    /** How many engine searches one client (an IPv4 address, an IPv6 /64) runs at once. */
    static final int MAX_SEARCHES_PER_CLIENT = Math.max(1, MAX_SEARCHES / 2);
    /** How many refusals of connections beyond the caps are being written at once, at most. */
    private static final int REFUSERS = 4;

    private final ServerSocket socket;
    private final HttpLimits limits;
    private final ClientQuota connectionQuota;
    private final Set<HttpConnection> open = ConcurrentHashMap.newKeySet();
    private final ExecutorService connections;
    private final ThreadPoolExecutor refusers;
    private final ScheduledExecutorService sweeper;
    private final GameRegistry games;
    private final OriginGuard guard;
    private final Api api;
    private final Assets assets;
    private final PrintStream log;

    private WebServer(ServerSocket socket, HttpLimits limits, GameRegistry games, OriginGuard guard, PrintStream log) {
        this.socket = socket;
        this.limits = limits;
        this.connectionQuota = new ClientQuota(limits.maxConnections(), limits.maxConnectionsPerClient());
        this.games = games;
        this.guard = guard;
        this.log = log;
        this.api = new Api(games, log);
        this.assets = new Assets();
        this.connections = Executors.newCachedThreadPool(daemons("shogun-web"));
        // As many threads as REFUSERS: a pool whose core is smaller grows only once its queue is full.
        this.refusers = new ThreadPoolExecutor(REFUSERS, REFUSERS, 5, TimeUnit.SECONDS, new ArrayBlockingQueue<>(64),
                daemons("shogun-web-refuser"), (task, pool) -> ((Refusal) task).drop());
        this.refusers.allowCoreThreadTimeOut(true);
        this.sweeper = Executors.newSingleThreadScheduledExecutor(daemons("shogun-web-sweeper"));
    }

    /**
     * Starts a server that answers to the loopback names and its own address.
     *
     * @param address the host and port to listen on; port 0 picks a free port
     * @param log where internal errors are reported
     * @return the running server
     * @throws IOException if the address cannot be listened on (a busy port gives a
     *     {@link java.net.BindException})
     */
    static WebServer start(InetSocketAddress address, PrintStream log) throws IOException {
        return start(address, log, Set.of());
    }

    /**
     * Starts a server.
     *
     * @param address the host and port to listen on; port 0 picks a free port
     * @param log where internal errors are reported
     * @param allowHosts more host names to answer to, besides the loopback names and its own address
     * @return the running server
     * @throws IOException if the address cannot be listened on
     */
    static WebServer start(InetSocketAddress address, PrintStream log, Set<String> allowHosts) throws IOException {
        return start(address, log, allowHosts, EngineSource.BUILT_IN);
    }

    /**
     * Starts a server whose searches take their engine from a source.
     *
     * @param address the host and port to listen on; port 0 picks a free port
     * @param log where internal errors are reported
     * @param allowHosts more host names to answer to, besides the loopback names and its own address
     * @param engines where each search gets its engine
     * @return the running server
     * @throws IOException if the address cannot be listened on
     */
    static WebServer start(InetSocketAddress address, PrintStream log, Set<String> allowHosts, EngineSource engines)
            throws IOException {
        return start(address, log, new OriginGuard(allowHosts), engines);
    }

    /**
     * Starts a server that lets through the requests a guard allows.
     *
     * @param address the host and port to listen on; port 0 picks a free port
     * @param log where internal errors are reported
     * @param guard the hosts answered to and the origins whose changes are taken
     * @param engines where each search gets its engine
     * @return the running server
     * @throws IOException if the address cannot be listened on
     */
    static WebServer start(InetSocketAddress address, PrintStream log, OriginGuard guard, EngineSource engines)
            throws IOException {
        return start(address, log, guard, engines, null, Duration.ZERO);
    }

    /** Starts a server as above whose games are kept in a store (or in memory alone, for null). */
    static WebServer start(InetSocketAddress address, PrintStream log, OriginGuard guard, EngineSource engines,
            GameStore store, Duration keep) throws IOException {
        GameRegistry games = new GameRegistry(MAX_GAMES, MAX_GAMES_PER_CLIENT, IDLE_TIMEOUT, MAX_SEARCHES,
                MAX_SEARCHES_PER_CLIENT, System::nanoTime).withEngines(engines);
        return start(address, log, guard, HttpLimits.DEFAULTS, store == null ? games
                : games.withStore(store, Clock.systemUTC(), keep), Duration.ofMinutes(1));
    }

    static WebServer start(InetSocketAddress address, PrintStream log, OriginGuard guard, HttpLimits limits,
            GameRegistry games, Duration sweepEvery) throws IOException {
        ServerSocket socket = new ServerSocket();
        try {
            socket.bind(address, 128);
        } catch (IOException | RuntimeException e) {
            socket.close();
            throw e;
        }
        WebServer server = new WebServer(socket, limits, games, guard, log);
        Thread acceptor = daemons("shogun-web-acceptor").newThread(server::accept);
        acceptor.start();
        long every = sweepEvery.toMillis();
        server.sweeper.scheduleWithFixedDelay(games::sweep, every, every, TimeUnit.MILLISECONDS);
        server.sweeper.scheduleWithFixedDelay(server::closeStalledWrites, 500, 500, TimeUnit.MILLISECONDS);
        return server;
    }

    /** Accepts connections until the server closes, each on its own thread within the caps. */
    private void accept() {
        while (!socket.isClosed()) {
            Socket client;
            try {
                client = socket.accept();
            } catch (IOException e) {
                if (socket.isClosed()) {
                    return;
                }
                continue;
            }
            ClientKey key = ClientKey.of(client.getInetAddress());
            ClientQuota.Result taken = connectionQuota.tryAcquire(key);
            if (taken == ClientQuota.Result.ALL_TAKEN && makeRoomFor(key)) {
                taken = connectionQuota.tryAcquire(key);
            }
            if (taken != ClientQuota.Result.ACQUIRED) {
                refusers.execute(new Refusal(client, taken == ClientQuota.Result.CLIENT_TAKEN
                        ? "this client has " + limits.maxConnectionsPerClient() + " connections open, the most one client "
                                + "may; close some and try again"
                        : "the server has " + limits.maxConnections() + " connections open, the most it takes; try again "
                                + "in a moment"));
                continue;
            }
            HttpConnection connection = new HttpConnection(client, key, limits, guard, api::handle, assets::handle, log);
            open.add(connection);
            try {
                connections.execute(() -> {
                    try {
                        connection.run();
                    } finally {
                        ended(connection);
                    }
                });
            } catch (RuntimeException e) {
                connection.close();
                ended(connection);
            }
        }
    }

    /** Forgets an ended connection and gives its slot back, unless a newcomer took it over. */
    private void ended(HttpConnection connection) {
        open.remove(connection);
        if (connection.giveUpSlot()) {
            connectionQuota.release(connection.client());
        }
    }

    /**
     * Makes room for a newcomer when every connection slot is taken: the client holding the most
     * connections, at least two more than the newcomer ({@link ClientQuota#largestHolderAbove}),
     * loses the one of them that has waited longest for a request, so that a few clients keeping
     * connections open cannot shut out the rest. A connection being answered is never closed.
     *
     * @return whether a slot was given back
     */
    private boolean makeRoomFor(ClientKey newcomer) {
        ClientKey largest = connectionQuota.largestHolderAbove(newcomer).orElse(null);
        if (largest == null) {
            return false;
        }
        HttpConnection oldest = null;
        long oldestSince = 0;
        for (HttpConnection connection : open) {
            long since = connection.waitingSince();
            if (connection.client().equals(largest) && since != 0 && (oldest == null || since - oldestSince < 0)) {
                oldest = connection;
                oldestSince = since;
            }
        }
        if (oldest == null) {
            return false;
        }
        if (oldest.giveUpSlot()) {
            connectionQuota.release(largest);
        }
        oldest.close();
        return true;
    }

    /** Closes the connections whose answer has taken longer than the write time: their client stopped reading. */
    private void closeStalledWrites() {
        long now = System.nanoTime();
        for (HttpConnection connection : open) {
            if (connection.writeOverdue(now)) {
                connection.close();
            }
        }
    }

    /** A connection beyond the caps: answered 503 and closed, on one of a few threads. */
    private static final class Refusal implements Runnable {

        private final Socket client;
        private final String message;

        Refusal(Socket client, String message) {
            this.client = client;
            this.message = message;
        }

        @Override
        public void run() {
            Response answer = Response.problem(HttpProblem.closing(503, message));
            StringBuilder head = new StringBuilder("HTTP/1.1 503 Service Unavailable\r\n");
            answer.headers().forEach((name, value) -> head.append(name).append(": ").append(value).append("\r\n"));
            head.append("Content-Length: ").append(answer.body().length).append("\r\nConnection: close\r\n\r\n");
            try {
                // A fresh connection's send buffer takes this short answer without blocking.
                OutputStream out = client.getOutputStream();
                out.write(head.toString().getBytes(StandardCharsets.ISO_8859_1));
                out.write(answer.body());
                out.flush();
            } catch (IOException e) {
                drop();
                return;
            }
            HttpConnection.closeGently(client);
        }

        /** Closes without an answer, when even the refusers are all busy. */
        void drop() {
            try {
                client.close();
            } catch (IOException e) {
                // Closed already.
            }
        }
    }

    /** The address to open in a browser, such as {@code http://127.0.0.1:8080/}. */
    URI uri() {
        InetAddress address = socket.getInetAddress();
        String host = address.isAnyLocalAddress() ? "localhost" : address.getHostAddress();
        if (host.indexOf(':') >= 0) {
            host = "[" + host + "]";
        }
        return URI.create("http://" + host + ":" + socket.getLocalPort() + "/");
    }

    /** The port listened on. */
    int port() {
        return socket.getLocalPort();
    }

    GameRegistry games() {
        return games;
    }

    /** Stops listening, closes every connection, ends the searches and forgets the games (a store keeps them). */
    @Override
    public void close() {
        try {
            socket.close();
        } catch (IOException e) {
            // Closed already.
        }
        open.forEach(HttpConnection::close);
        sweeper.shutdownNow();
        connections.shutdownNow();
        refusers.shutdownNow();
        games.clear();
    }

    private static ThreadFactory daemons(String name) {
        AtomicInteger count = new AtomicInteger();
        return task -> {
            Thread thread = new Thread(task, name + "-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        };
    }
}
