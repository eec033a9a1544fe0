package io.github.shogunsdk.cli.web;

import io.github.shogunsdk.api.spi.Messages;
import io.github.shogunsdk.cli.web.game.EngineSource;
import io.github.shogunsdk.cli.web.game.OriginGuard;
import io.github.shogunsdk.cli.web.store.GameStore;
import io.github.shogunsdk.cli.web.store.JdbcGameStore;
import io.github.shogunsdk.cli.web.store.StoreException;
import io.github.shogunsdk.cli.web.store.StoreLocation;
import java.io.IOException;
import java.io.PrintStream;
import java.net.BindException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.nio.channels.UnresolvedAddressException;
import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;

/**
 * The web game: serves a page to play Shogun in a browser, against the engine or another person
 * on the same screen, and the JSON API the page uses, built on the SDK's public API and its
 * Jackson module. Many games run at once, each under its own id; a game unused for half an hour
 * is forgotten.
 *
 * <p>Run it with {@code shogun serve [--port N] [--host H] [--allow-host NAME] [--public-origin URL]}, or on its own with
 * {@code java -cp shogun-cli/target/shogun.jar io.github.shogunsdk.cli.web.WebGame}. The
 * API is described in the project's {@code docs/WEB.md}.
 */
public final class WebGame {

    /** The host listened on by default: this machine only. */
    public static final String DEFAULT_HOST = "127.0.0.1";

    private WebGame() {
    }

    /**
     * Serves the web game until the process is stopped (Ctrl-C), then stops cleanly.
     *
     * @param host the host name or address to listen on, such as {@value #DEFAULT_HOST}, or
     *     {@code 0.0.0.0} for every interface (with a warning on {@code err})
     * @param port the port, 1 to 65535, or 0 for any free port
     * @param out receives the address to open
     * @param err receives one line when the server cannot start
     * @return 0 once stopped; 2 when the port is busy or the host cannot be listened on
     */
    public static int serve(String host, int port, PrintStream out, PrintStream err) {
        return serve(host, port, Set.of(), out, err);
    }

    /**
     * Serves the web game until the process is stopped (Ctrl-C), answering to more host names than
     * this machine's own.
     *
     * @param host the host name or address to listen on, such as {@value #DEFAULT_HOST}, or
     *     {@code 0.0.0.0} for every interface; an address other than a loopback one prints a warning
     *     on {@code err} that anyone on the network can play and run searches
     * @param port the port, 1 to 65535, or 0 for any free port
     * @param allowHosts more names the {@code Host} of a request may give, besides {@code localhost},
     *     {@code 127.0.0.1}, {@code [::1]} and the address listened on (others are answered 421)
     * @param out receives the address to open
     * @param err receives the warning, and one line when the server cannot start
     * @return 0 once stopped; 2 when the port is busy or the host cannot be listened on
     */
    public static int serve(String host, int port, Set<String> allowHosts, PrintStream out, PrintStream err) {
        CountDownLatch stopped = new CountDownLatch(1);
        return serve(host, port, allowHosts, Set.of(), out, err, stopped, true, EngineSource.BUILT_IN);
    }

    /**
     * Serves the web game until the process is stopped (Ctrl-C), its engine another program
     * speaking the engine protocol ({@code shogun serve --engine cmd:…}): each search starts the
     * program, searches with it as an {@link io.github.shogunsdk.api.ExternalEngine} and ends it.
     *
     * @param host the host name or address to listen on
     * @param port the port, 1 to 65535, or 0 for any free port
     * @param allowHosts more names the {@code Host} of a request may give
     * @param engineCommand the engine program and its arguments, not empty
     * @param out receives the address to open
     * @param err receives the warning, and one line when the server cannot start
     * @return 0 once stopped; 2 when the port is busy or the host cannot be listened on
     */
    public static int serve(String host, int port, Set<String> allowHosts, List<String> engineCommand,
            PrintStream out, PrintStream err) {
        CountDownLatch stopped = new CountDownLatch(1);
        return serve(host, port, allowHosts, Set.of(), out, err, stopped, true, EngineSource.external(engineCommand));
    }

    /**
     * Serves the web game until the process is stopped (Ctrl-C), behind a proxy that serves it at
     * public origins of its own, such as {@code https://games.example} ({@code shogun serve
     * --public-origin}): changes sent by the page from those origins are taken, and their hosts
     * are answered to.
     *
     * @param host the host name or address to listen on
     * @param port the port, 1 to 65535, or 0 for any free port
     * @param allowHosts more names the {@code Host} of a request may give
     * @param publicOrigins the origins the page is served at by a proxy in front:
     *     {@code http://} or {@code https://}, a host and an optional port
     * @param engineCommand the engine program and its arguments, or an empty list for the SDK's engine
     * @param out receives the address to open
     * @param err receives the warning, and one line when the server cannot start
     * @return 0 once stopped; 2 when an option is malformed, the port is busy or the host cannot be
     *     listened on
     */
    public static int serve(String host, int port, Set<String> allowHosts, Set<String> publicOrigins,
            List<String> engineCommand, PrintStream out, PrintStream err) {
        CountDownLatch stopped = new CountDownLatch(1);
        return serve(host, port, allowHosts, publicOrigins, out, err, stopped, true,
                engineCommand.isEmpty() ? EngineSource.BUILT_IN : EngineSource.external(engineCommand));
    }

    /**
     * Serves the web game until the process is stopped (Ctrl-C), keeping its games in a database
     * ({@code shogun serve --data DIR} or {@code --database URL}): every change of a game is
     * committed there before it is answered, so the games outlive the process, and several
     * processes may share one PostgreSQL.
     *
     * @param host the host name or address to listen on
     * @param port the port, 1 to 65535, or 0 for any free port
     * @param allowHosts more names the {@code Host} of a request may give
     * @param publicOrigins the origins the page is served at by a proxy in front
     * @param engineCommand the engine program and its arguments, or an empty list for the SDK's engine
     * @param games where the games are kept
     * @param keepFor how long a game that does not change is kept after its last change; zero keeps them all
     * @param out receives the address to open and where the games are kept
     * @param err receives the warning, and one line when the server cannot start
     * @return 0 once stopped; 2 when an option is malformed, the database cannot be opened, the
     *     port is busy or the host cannot be listened on
     */
    public static int serve(String host, int port, Set<String> allowHosts, Set<String> publicOrigins,
            List<String> engineCommand, StoreLocation games, Duration keepFor, PrintStream out, PrintStream err) {
        return serve(host, port, allowHosts, publicOrigins, engineCommand, games, keepFor, ServerCapacity.DEFAULTS, out,
                err);
    }

    /**
     * Serves the web game as above, holding as many connections and games in memory as a capacity
     * says ({@code shogun serve --max-connections N --max-games N}).
     *
     * @param host the host name or address to listen on
     * @param port the port, 1 to 65535, or 0 for any free port
     * @param allowHosts more names the {@code Host} of a request may give
     * @param publicOrigins the origins the page is served at by a proxy in front
     * @param engineCommand the engine program and its arguments, or an empty list for the SDK's engine
     * @param games where the games are kept
     * @param keepFor how long a game that does not change is kept after its last change; zero keeps them all
     * @param capacity the most connections and games in memory at once
     * @param out receives the address to open and where the games are kept
     * @param err receives the warning, and one line when the server cannot start
     * @return 0 once stopped; 2 when an option is malformed, the database cannot be opened, the
     *     port is busy or the host cannot be listened on
     */
    public static int serve(String host, int port, Set<String> allowHosts, Set<String> publicOrigins,
            List<String> engineCommand, StoreLocation games, Duration keepFor, ServerCapacity capacity, PrintStream out,
            PrintStream err) {
        CountDownLatch stopped = new CountDownLatch(1);
        return serve(host, port, allowHosts, publicOrigins, out, err, stopped, true,
                engineCommand.isEmpty() ? EngineSource.BUILT_IN : EngineSource.external(engineCommand), games, keepFor,
                capacity);
    }

    /**
     * Serves until {@code stop} is counted down; with {@code hook}, a shutdown hook (Ctrl-C) counts
     * it down and stops the server.
     */
    static int serve(String host, int port, Set<String> allowHosts, PrintStream out, PrintStream err,
            CountDownLatch stop, boolean hook) {
        return serve(host, port, allowHosts, Set.of(), out, err, stop, hook, EngineSource.BUILT_IN);
    }

    /** Serves as above, with public origins and the searches' engines from a source, its games in memory alone. */
    static int serve(String host, int port, Set<String> allowHosts, Set<String> publicOrigins, PrintStream out,
            PrintStream err, CountDownLatch stop, boolean hook, EngineSource engines) {
        return serve(host, port, allowHosts, publicOrigins, out, err, stop, hook, engines, null, Duration.ZERO,
                ServerCapacity.DEFAULTS);
    }

    /** Serves as above, its games kept in a store when a location is given (null: in memory alone). */
    static int serve(String host, int port, Set<String> allowHosts, Set<String> publicOrigins, PrintStream out,
            PrintStream err, CountDownLatch stop, boolean hook, EngineSource engines, StoreLocation games,
            Duration keepFor, ServerCapacity capacity) {
        if (port < 0 || port > 65_535) {
            err.println("shogun serve: the port is 0 (any free port) to 65535, not " + port);
            return 2;
        }
        for (String name : allowHosts) {
            if (!name.matches("[A-Za-z0-9]([A-Za-z0-9.-]{0,252})|\\[[0-9A-Fa-f:.]{2,45}\\]")) {
                err.println("shogun serve: --allow-host takes a host name or address without a port, such as "
                        + "shogun.example, not " + Messages.quote(name));
                return 2;
            }
        }
        OriginGuard guard;
        try {
            guard = new OriginGuard(allowHosts, publicOrigins);
        } catch (IllegalArgumentException e) {
            err.println("shogun serve: --public-origin: " + e.getMessage());
            return 2;
        }
        WebServer server;
        InetSocketAddress address = new InetSocketAddress(host, port);
        if (address.isUnresolved()) {
            err.println("shogun serve: cannot listen on " + Messages.oneLine(host) + ":" + port + ": unknown host");
            return 2;
        }
        GameStore store = null;
        if (games != null) {
            try {
                store = JdbcGameStore.open(games);
            } catch (StoreException e) {
                err.println("shogun serve: " + e.getMessage());
                return 2;
            }
        }
        try {
            server = WebServer.start(address, err, guard, engines, store, keepFor, capacity);
        } catch (BindException e) {
            closeQuietly(store);
            String reason;
            if (!address.isUnresolved() && !isOwnAddress(address.getAddress())) {
                reason = "this machine has no address " + address.getAddress().getHostAddress() + "; use 127.0.0.1, "
                        + "0.0.0.0 for every interface, or an address of one of its network interfaces";
            } else if (port == 0) {
                reason = HttpProblem.oneLine(e.getMessage());
            } else {
                reason = "the port is in use or not allowed; choose another with --port N, or --port 0 for any free port";
            }
            err.println("shogun serve: cannot listen on " + Messages.oneLine(host) + ":" + port + ": " + reason);
            return 2;
        } catch (IOException | IllegalArgumentException | SecurityException e) {
            closeQuietly(store);
            err.println("shogun serve: cannot listen on " + Messages.oneLine(host) + ":" + port + ": "
                    + (e instanceof UnresolvedAddressException ? "unknown host" : HttpProblem.oneLine(e.getMessage())));
            return 2;
        }
        GameStore kept = store;
        Thread shutdown = new Thread(() -> {
            server.close();
            closeQuietly(kept);
            out.println("Shogun web game stopped.");
            out.flush();
            stop.countDown();
        }, "shogun-web-shutdown");
        if (hook) {
            Runtime.getRuntime().addShutdownHook(shutdown);
        }
        String warning = exposureWarning(host, address.getAddress());
        if (warning != null) {
            err.println(warning);
            err.flush();
        }
        out.println("Shogun web game at " + server.uri() + " (Ctrl-C to stop)");
        if (games != null) {
            out.println("Games are kept in " + games);
        }
        if (!Assets.BROWSER_RULES) {
            out.println("This build has no board for the page (built without the wasm profile); the JSON API works. "
                    + "Build with: ./mvnw -Pwasm -Dmaven.test.skip=true -pl shogun-cli -am package");
        }
        out.flush();
        try {
            stop.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (!hook) {
            shutdown.run();
        }
        return 0;
    }

    private static void closeQuietly(GameStore store) {
        if (store != null) {
            store.close();
        }
    }

    /**
     * The warning printed when the server listens on more than the loopback address, or null.
     *
     * @param host the host as given
     * @param bound the address it names
     */
    static String exposureWarning(String host, InetAddress bound) {
        if (bound.isLoopbackAddress()) {
            return null;
        }
        return "shogun serve: warning: listening on " + Messages.oneLine(host) + " (not this machine alone): anyone on "
                + "the network who can reach it can play and run engine searches here";
    }

    /** Tells whether an address is one this machine has: the wildcard, a loopback address or an interface's. */
    private static boolean isOwnAddress(InetAddress address) {
        if (address.isAnyLocalAddress() || address.isLoopbackAddress()) {
            return true;
        }
        try {
            return NetworkInterface.getByInetAddress(address) != null;
        } catch (SocketException e) {
            return true;
        }
    }

    /**
     * Runs the web game on its own: {@code [--port N] [--host H] [--allow-host NAME]... [--public-origin URL]...}.
     *
     * @param args the options
     */
    public static void main(String[] args) {
        String host = DEFAULT_HOST;
        int port = 0;
        Set<String> allowHosts = new LinkedHashSet<>();
        Set<String> publicOrigins = new LinkedHashSet<>();
        String usage = "usage: shogun serve [--port N] [--host H] [--allow-host NAME]... [--public-origin URL]...";
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            if ((arg.equals("--port") || arg.equals("--host") || arg.equals("--allow-host") || arg.equals("--public-origin"))
                    && i + 1 < args.length) {
                String value = args[++i];
                if (arg.equals("--host")) {
                    host = value;
                } else if (arg.equals("--allow-host")) {
                    allowHosts.add(value);
                } else if (arg.equals("--public-origin")) {
                    publicOrigins.add(value);
                } else {
                    try {
                        port = Integer.parseInt(value);
                    } catch (NumberFormatException e) {
                        System.err.println("shogun serve: --port takes a number, not " + Messages.quote(value));
                        System.exit(2);
                    }
                }
            } else if (arg.equals("--help") || arg.equals("-h")) {
                System.out.println(usage);
                System.out.println("  --port N             the port to listen on; 0, the default, picks a free one");
                System.out.println("  --host H             the address to listen on; " + DEFAULT_HOST
                        + " by default, 0.0.0.0 for all");
                System.out.println("  --allow-host NAME    one more host name the server answers to (repeatable)");
                System.out.println("  --public-origin URL  the origin a proxy in front serves the page at, such as "
                        + "https://games.example (repeatable)");
                return;
            } else {
                System.err.println("shogun serve: unknown option " + Messages.quote(arg) + "; " + usage);
                System.exit(2);
            }
        }
        int status = serve(host, port, allowHosts, publicOrigins, List.of(), System.out, System.err);
        if (status != 0) {
            System.exit(status);
        }
    }
}
