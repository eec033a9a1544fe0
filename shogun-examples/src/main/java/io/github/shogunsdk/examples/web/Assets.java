package io.github.shogunsdk.examples.web;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Serves the page: a fixed list of files from this package's {@code assets} resources, nothing
 * else. The page fetches nothing from elsewhere, and its Content-Security-Policy says so.
 */
final class Assets implements HttpHandler {

    /** The files of the page and their content types; {@code /} is {@code index.html}. */
    static final Map<String, String> FILES = Map.of(
            "index.html", "text/html; charset=utf-8",
            "style.css", "text/css; charset=utf-8",
            "app.js", "text/javascript; charset=utf-8",
            "api.js", "text/javascript; charset=utf-8",
            "board.js", "text/javascript; charset=utf-8",
            "favicon.svg", "image/svg+xml");

    private static final String POLICY = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
            + "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

    private final Map<String, byte[]> loaded = new ConcurrentHashMap<>();

    @Override
    public void handle(HttpExchange exchange) throws IOException {
        try {
            String path = exchange.getRequestURI().getRawPath();
            String name = path.equals("/") ? "index.html" : path.substring(1);
            String method = exchange.getRequestMethod();
            var headers = exchange.getResponseHeaders();
            headers.set("X-Content-Type-Options", "nosniff");
            headers.set("Referrer-Policy", "no-referrer");
            if (!FILES.containsKey(name)) {
                text(exchange, 404, "not found: the page is at /, the JSON API under /api/games\n");
                return;
            }
            if (!method.equals("GET") && !method.equals("HEAD")) {
                headers.set("Allow", "GET, HEAD");
                text(exchange, 405, "this file takes GET and HEAD\n");
                return;
            }
            byte[] body = loaded.computeIfAbsent(name, Assets::load);
            headers.set("Content-Type", FILES.get(name));
            headers.set("Cache-Control", "no-cache");
            headers.set("Content-Security-Policy", POLICY);
            if (method.equals("HEAD")) {
                exchange.sendResponseHeaders(200, -1);
                return;
            }
            exchange.sendResponseHeaders(200, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        } finally {
            exchange.close();
        }
    }

    private static void text(HttpExchange exchange, int status, String text) throws IOException {
        byte[] body = text.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().set("Content-Type", "text/plain; charset=utf-8");
        exchange.sendResponseHeaders(status, body.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(body);
        }
    }

    private static byte[] load(String name) {
        try (InputStream in = Assets.class.getResourceAsStream("assets/" + name)) {
            if (in == null) {
                throw new IllegalStateException("the page's file " + name + " is missing from the jar");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
