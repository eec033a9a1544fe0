package io.github.shogunsdk.examples.web;

import io.github.shogunsdk.api.spi.Messages;
import java.io.IOException;
import java.io.PrintStream;
import java.net.BindException;
import java.net.InetSocketAddress;
import java.nio.channels.UnresolvedAddressException;
import java.util.concurrent.CountDownLatch;

/**
 * The web game: serves a page to play Shogun in a browser, against the engine or another person
 * on the same screen, and the JSON API the page uses, built on the SDK's public API and its
 * Jackson module. Many games run at once, each under its own id; a game unused for half an hour
 * is forgotten.
 *
 * <p>Run it with {@code shogun serve [--port N] [--host H]}, or on its own with
 * {@code java -cp shogun-examples/target/shogun.jar io.github.shogunsdk.examples.web.WebGame}. The
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
     *     {@code 0.0.0.0} for every interface
     * @param port the port, 1 to 65535, or 0 for any free port
     * @param out receives the address to open
     * @param err receives one line when the server cannot start
     * @return 0 once stopped; 2 when the port is busy or the host cannot be listened on
     */
    public static int serve(String host, int port, PrintStream out, PrintStream err) {
        CountDownLatch stopped = new CountDownLatch(1);
        return serve(host, port, out, err, stopped, true);
    }

    /**
     * Serves until {@code stop} is counted down; with {@code hook}, a shutdown hook (Ctrl-C) counts
     * it down and stops the server.
     */
    static int serve(String host, int port, PrintStream out, PrintStream err, CountDownLatch stop, boolean hook) {
        if (port < 0 || port > 65_535) {
            err.println("shogun serve: the port is 0 (any free port) to 65535, not " + port);
            return 2;
        }
        WebServer server;
        try {
            server = WebServer.start(new InetSocketAddress(host, port), err);
        } catch (BindException e) {
            err.println("shogun serve: cannot listen on " + Messages.oneLine(host) + ":" + port + ": "
                    + (port == 0 ? HttpProblem.oneLine(e.getMessage()) : "the port is in use or not allowed; choose another "
                    + "with --port N, or --port 0 for any free port"));
            return 2;
        } catch (IOException | IllegalArgumentException | SecurityException e) {
            err.println("shogun serve: cannot listen on " + Messages.oneLine(host) + ":" + port + ": "
                    + (e instanceof UnresolvedAddressException ? "unknown host" : HttpProblem.oneLine(e.getMessage())));
            return 2;
        }
        Thread shutdown = new Thread(() -> {
            server.close();
            out.println("Shogun web game stopped.");
            out.flush();
            stop.countDown();
        }, "shogun-web-shutdown");
        if (hook) {
            Runtime.getRuntime().addShutdownHook(shutdown);
        }
        out.println("Shogun web game at " + server.uri() + " (Ctrl-C to stop)");
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

    /**
     * Runs the web game on its own: {@code [--port N] [--host H]}.
     *
     * @param args the options
     */
    public static void main(String[] args) {
        String host = DEFAULT_HOST;
        int port = 0;
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            if ((arg.equals("--port") || arg.equals("--host")) && i + 1 < args.length) {
                String value = args[++i];
                if (arg.equals("--host")) {
                    host = value;
                } else {
                    try {
                        port = Integer.parseInt(value);
                    } catch (NumberFormatException e) {
                        System.err.println("shogun serve: --port takes a number, not " + Messages.quote(value));
                        System.exit(2);
                    }
                }
            } else if (arg.equals("--help") || arg.equals("-h")) {
                System.out.println("usage: shogun serve [--port N] [--host H]");
                System.out.println("  --port N  the port to listen on; 0, the default, picks a free one");
                System.out.println("  --host H  the address to listen on; " + DEFAULT_HOST + " by default, 0.0.0.0 for all");
                return;
            } else {
                System.err.println("shogun serve: unknown option " + Messages.quote(arg)
                        + "; usage: shogun serve [--port N] [--host H]");
                System.exit(2);
            }
        }
        int status = serve(host, port, System.out, System.err);
        if (status != 0) {
            System.exit(status);
        }
    }
}
