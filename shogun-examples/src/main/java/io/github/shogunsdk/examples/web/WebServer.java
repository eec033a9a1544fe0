package io.github.shogunsdk.examples.web;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.time.Duration;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A running web game server: the JDK's HTTP server with the page at {@code /} and the JSON API
 * under {@code /api/}, a registry of games and a sweeper that forgets idle games.
 */
final class WebServer implements AutoCloseable {

    /** The most games kept at once. */
    static final int MAX_GAMES = 200;
    /** How long a game nobody asks about is kept. */
    static final Duration IDLE_TIMEOUT = Duration.ofMinutes(30);
    /** How many engine searches run at once over all games; the machine's cores, at most 4. */
    static final int MAX_SEARCHES = Math.max(1, Math.min(4, Runtime.getRuntime().availableProcessors()));
    /** How many requests are served at once. */
    private static final int THREADS = 8;

    private final HttpServer server;
    private final ExecutorService requests;
    private final ScheduledExecutorService sweeper;
    private final GameRegistry games;

    private WebServer(HttpServer server, ExecutorService requests, ScheduledExecutorService sweeper, GameRegistry games) {
        this.server = server;
        this.requests = requests;
        this.sweeper = sweeper;
        this.games = games;
    }

    /**
     * Starts a server.
     *
     * @param address the host and port to listen on; port 0 picks a free port
     * @param log where internal errors are reported
     * @return the running server
     * @throws IOException if the address cannot be listened on (a busy port gives a
     *     {@link java.net.BindException})
     */
    static WebServer start(InetSocketAddress address, PrintStream log) throws IOException {
        return start(address, log, new GameRegistry(MAX_GAMES, IDLE_TIMEOUT, MAX_SEARCHES, System::nanoTime),
                Duration.ofMinutes(1));
    }

    static WebServer start(InetSocketAddress address, PrintStream log, GameRegistry games, Duration sweepEvery)
            throws IOException {
        HttpServer server = HttpServer.create(address, 0);
        ExecutorService requests = Executors.newFixedThreadPool(THREADS, daemons("shogun-web"));
        ScheduledExecutorService sweeper = Executors.newSingleThreadScheduledExecutor(daemons("shogun-web-sweeper"));
        server.setExecutor(requests);
        server.createContext("/api/", new Api(games, log));
        server.createContext("/", new Assets());
        server.start();
        long every = sweepEvery.toMillis();
        sweeper.scheduleWithFixedDelay(games::sweep, every, every, TimeUnit.MILLISECONDS);
        return new WebServer(server, requests, sweeper, games);
    }

    /** The address to open in a browser, such as {@code http://127.0.0.1:8080/}. */
    URI uri() {
        InetSocketAddress bound = server.getAddress();
        InetAddress address = bound.getAddress();
        String host = address.isAnyLocalAddress() ? "localhost" : address.getHostAddress();
        if (host.indexOf(':') >= 0) {
            host = "[" + host + "]";
        }
        return URI.create("http://" + host + ":" + bound.getPort() + "/");
    }

    /** The port listened on. */
    int port() {
        return server.getAddress().getPort();
    }

    GameRegistry games() {
        return games;
    }

    /** Stops listening, ends the searches and forgets the games. */
    @Override
    public void close() {
        server.stop(0);
        sweeper.shutdownNow();
        requests.shutdownNow();
        games.clear();
    }

    private static java.util.concurrent.ThreadFactory daemons(String name) {
        AtomicInteger count = new AtomicInteger();
        return task -> {
            Thread thread = new Thread(task, name + "-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        };
    }
}
