package io.github.shogunsdk.cli.web;

import io.github.shogunsdk.cli.web.game.EngineSource;
import io.github.shogunsdk.cli.web.game.GameRegistry;
import io.github.shogunsdk.cli.web.game.OriginGuard;
import io.github.shogunsdk.cli.web.live.LiveHub;
import io.github.shogunsdk.cli.web.live.LiveLimits;
import io.github.shogunsdk.cli.web.store.GameStore;
import java.io.IOException;
import java.io.PrintStream;
import java.net.BindException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.time.Clock;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.eclipse.jetty.compression.gzip.GzipCompression;
import org.eclipse.jetty.compression.server.CompressionConfig;
import org.eclipse.jetty.compression.server.CompressionHandler;
import org.eclipse.jetty.http.pathmap.PathSpec;
import org.eclipse.jetty.http.pathmap.UriTemplatePathSpec;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.server.handler.ContextHandler;
import org.eclipse.jetty.server.handler.PathMappingsHandler;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.eclipse.jetty.websocket.server.ServerWebSocketContainer;
import org.eclipse.jetty.websocket.server.WebSocketUpgradeHandler;

/**
 * A running web game server on Jetty's core handlers (no servlets; {@code docs/WEB.md} says why):
 * Jetty parses and frames HTTP/1.1, keeps connections alive, times idle ones out and compresses the
 * page's files; this server configures it with the bounds of {@link HttpLimits} and mounts, in
 * order, the {@link GuardHandler} (caps, limits Jetty does not count, host and origin), the place
 * of the WebSocket upgrade ({@code /api/games/{id}/live}, the {@link LiveHub}'s live sockets), the JSON API
 * under {@code /api/} and the page's files. Every fault, Jetty's own included ({@link JettyErrors}),
 * is one line of JSON. A sweeper forgets idle games; a watchdog ({@link ClientConnections}) holds
 * request heads and answers to their times.
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
    /** Where the WebSocket of a game is upgraded to, once a later step mounts it: {@code /api/games/{id}/live}. */
    static final PathSpec LIVE_PATH = new UriTemplatePathSpec("/api/games/{id}/live");

    private final Server jetty;
    private final ServerConnector connector;
    private final QueuedThreadPool threads;
    private final ClientConnections connections;
    private final ScheduledExecutorService sweeper;
    private final GameRegistry games;
    /** The live layer, or null when a test mounts its own endpoint. */
    private volatile LiveHub live;

    private WebServer(Server jetty, ServerConnector connector, QueuedThreadPool threads, ClientConnections connections,
            GameRegistry games) {
        this.jetty = jetty;
        this.connector = connector;
        this.threads = threads;
        this.connections = connections;
        this.games = games;
        this.sweeper = Executors.newSingleThreadScheduledExecutor(task -> {
            Thread thread = new Thread(task, "shogun-web-sweeper");
            thread.setDaemon(true);
            return thread;
        });
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
        return start(address, log, guard, engines, store, keep, ServerCapacity.DEFAULTS);
    }

    /** Starts a server as above holding as much as a capacity says, every client's share the same. */
    static WebServer start(InetSocketAddress address, PrintStream log, OriginGuard guard, EngineSource engines,
            GameStore store, Duration keep, ServerCapacity capacity) throws IOException {
        GameRegistry games = new GameRegistry(capacity.maxGames(), MAX_GAMES_PER_CLIENT, IDLE_TIMEOUT, MAX_SEARCHES,
                MAX_SEARCHES_PER_CLIENT, System::nanoTime).withEngines(engines);
        return start(address, log, guard, HttpLimits.DEFAULTS.withMaxConnections(capacity.maxConnections()),
                store == null ? games : games.withStore(store, Clock.systemUTC(), keep), Duration.ofMinutes(1));
    }

    static WebServer start(InetSocketAddress address, PrintStream log, OriginGuard guard, HttpLimits limits,
            GameRegistry games, Duration sweepEvery) throws IOException {
        return start(address, log, guard, limits, games, sweepEvery, LiveLimits.DEFAULTS);
    }

    /** Starts a server as above with the live sockets ({@link LiveHub}) at {@link #LIVE_PATH}, under their limits. */
    static WebServer start(InetSocketAddress address, PrintStream log, OriginGuard guard, HttpLimits limits,
            GameRegistry games, Duration sweepEvery, LiveLimits liveLimits) throws IOException {
        LiveHub hub = new LiveHub(games, liveLimits, log);
        try {
            WebServer server = start(address, log, guard, limits, games, sweepEvery,
                    live -> hub.mount(live, guard, LIVE_PATH));
            server.live = hub;
            return server;
        } catch (IOException | RuntimeException e) {
            hub.close();
            throw e;
        }
    }

    /**
     * The page's files gzipped for a client that accepts it: Jetty's compression handler (which
     * replaces its GzipHandler, marked for removal in 12.1), told its one encoding rather than
     * finding it through the service loader, the types worth compressing, {@code GET} and
     * {@code HEAD} only, 512 bytes at least, and no request body ever inflated.
     */
    private static Handler compressed(Handler files) {
        CompressionHandler compress = new CompressionHandler(files);
        GzipCompression gzip = new GzipCompression();
        gzip.setMinCompressSize(512);
        compress.putCompression(gzip);
        CompressionConfig.Builder config = CompressionConfig.builder().compressIncludeEncoding("gzip")
                .compressIncludeMethod("GET").compressIncludeMethod("HEAD").decompressExcludePath("/*");
        for (String type : Assets.COMPRESSED) {
            config.compressIncludeMimeType(type);
        }
        compress.putConfiguration("/", config.build());
        return compress;
    }

    /**
     * Starts a server with the WebSocket endpoints a configurer mounts on its upgrade handler
     * (the later live step mounts {@link #LIVE_PATH}; the tests mount one to prove the place).
     *
     * @param live adds the WebSocket mappings; the upgrade sits behind the {@link GuardHandler}, so
     *     a foreign host or origin is refused before any upgrade
     */
    static WebServer start(InetSocketAddress address, PrintStream log, OriginGuard guard, HttpLimits limits,
            GameRegistry games, Duration sweepEvery, Consumer<ServerWebSocketContainer> live) throws IOException {
        QueuedThreadPool threads = new QueuedThreadPool(limits.maxThreads(), Math.min(4, limits.maxThreads()));
        threads.setName("shogun-web");
        threads.setDaemon(true);
        Server jetty = new Server(threads);
        jetty.setStopTimeout(1_000);

        HttpConfiguration http = new HttpConfiguration();
        http.setRequestHeaderSize(limits.maxHead());
        http.setSendServerVersion(false);
        http.setSendXPoweredBy(false);
        http.setIdleTimeout(limits.idleTime().toMillis());
        ServerConnector connector = new ServerConnector(jetty, 1, 1, new HttpConnectionFactory(http));
        connector.setHost(address.getAddress() == null ? address.getHostString() : address.getAddress().getHostAddress());
        connector.setPort(address.getPort());
        connector.setIdleTimeout(limits.idleTime().toMillis());
        connector.setAcceptQueueSize(limits.maxConnections());
        ClientConnections connections = new ClientConnections(limits);
        connector.addEventListener(connections);
        jetty.addConnector(connector);

        Handler compress = compressed(new Assets());
        PathMappingsHandler routes = new PathMappingsHandler();
        routes.addMapping(PathSpec.from("/api/*"), new ApiHandler(new Api(games, log), limits));
        routes.addMapping(PathSpec.from("/"), compress);
        // One context at the root: Jetty's file service and WebSocket upgrade work within a context.
        ContextHandler context = new ContextHandler("/");
        WebSocketUpgradeHandler upgrade = WebSocketUpgradeHandler.from(jetty, context, live);
        upgrade.setHandler(routes);
        context.setHandler(upgrade);
        context.setErrorHandler(new JettyErrors(limits));
        jetty.setHandler(new GuardHandler(connections, limits, guard, log, context));
        jetty.setErrorHandler(new JettyErrors(limits));

        WebServer server = new WebServer(jetty, connector, threads, connections, games);
        try {
            jetty.start();
        } catch (IOException e) {
            server.close();
            throw e.getCause() instanceof BindException bind ? bind : e;
        } catch (Exception e) {
            server.close();
            if (e instanceof RuntimeException unchecked) {
                throw unchecked;
            }
            throw new IOException(e.getMessage(), e);
        }
        long every = sweepEvery.toMillis();
        server.sweeper.scheduleWithFixedDelay(games::sweep, every, every, TimeUnit.MILLISECONDS);
        server.sweeper.scheduleWithFixedDelay(connections::watch, 250, 250, TimeUnit.MILLISECONDS);
        return server;
    }

    /** The address to open in a browser, such as {@code http://127.0.0.1:8080/}. */
    URI uri() {
        String bound = connector.getHost();
        InetAddress address = new InetSocketAddress(bound, 0).getAddress();
        String host = address == null || address.isAnyLocalAddress() ? "localhost" : address.getHostAddress();
        if (host.indexOf(':') >= 0) {
            host = "[" + host + "]";
        }
        return URI.create("http://" + host + ":" + port() + "/");
    }

    /** The port listened on. */
    int port() {
        return connector.getLocalPort();
    }

    GameRegistry games() {
        return games;
    }

    /** The threads of the server's pool now, which never exceed {@link HttpLimits#maxThreads()}. */
    int threads() {
        return threads.getThreads();
    }

    /** The live layer, or null when a test mounted its own endpoint instead. */
    LiveHub live() {
        return live;
    }

    /** The connections open now, as the caps count them. */
    int connections() {
        return connections.size();
    }

    /** Stops listening, closes every connection, ends the searches and forgets the games (a store keeps them). */
    @Override
    public void close() {
        sweeper.shutdownNow();
        if (live != null) {
            live.close();
        }
        try {
            jetty.stop();
        } catch (Exception e) {
            // Stopping closes what it can; nothing is left to do about the rest.
        }
        games.clear();
    }
}
