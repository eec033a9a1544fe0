package io.github.shogunsdk.examples.web;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Serves the files of the two pages, from a fixed list, nothing else: the page at {@code /},
 * whose rules and engine run on the server, and the same page at {@code /browser/}, whose rules
 * run in the browser, with the SDK's WebAssembly package at {@code /shogun-sdk/}. The pages differ
 * only in their {@code backend.js}: the server's JSON API ({@code api.js}) or the package
 * ({@code local-api.js}). Nothing is fetched from elsewhere, and the Content-Security-Policy says
 * so. A build without the WebAssembly package (without {@code -Pwasm}) has no browser page: its
 * paths answer {@link #NO_BROWSER_RULES}.
 */
final class Assets implements HttpHandler {

    private static final String JS = "text/javascript; charset=utf-8";

    /** The page's files, by the name it asks for, and the resource each is read from. */
    private static final Map<String, String> PAGE = Map.of(
            "index.html", "index.html",
            "style.css", "style.css",
            "app.js", "app.js",
            "board.js", "board.js",
            "api.js", "api.js",
            "favicon.svg", "favicon.svg");

    /** The files of the SDK's npm package that the browser page loads. */
    private static final Map<String, String> PACKAGE = Map.of(
            "shogun.js", JS,
            "shogun-engine.js", JS,
            "shogun-worker.js", JS,
            "shogun-fallback.js", JS,
            "shogun.wasm-runtime.js", JS,
            "shogun.wasm", "application/wasm");

    /** Where the shogun-wasm jar keeps its npm package. */
    private static final String PACKAGE_RESOURCES = "/io/github/shogunsdk/wasm/npm/";

    private static final String POLICY = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
            + "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

    /**
     * The browser page compiles WebAssembly, and the compiler's loader builds its JavaScript
     * bridge functions at run time, which needs {@code 'unsafe-eval'}; its engine runs in a worker.
     */
    private static final String BROWSER_POLICY = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval' "
            + "'unsafe-eval'; worker-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; base-uri 'none'; "
            + "form-action 'none'; frame-ancestors 'none'";

    /** Whether this build carries the SDK's npm package, which only a build with -Pwasm has. */
    static final boolean BROWSER_RULES = Assets.class.getResource(PACKAGE_RESOURCES + "shogun.js") != null;

    /** The answer for the browser page's paths in a build without the npm package. */
    static final String NO_BROWSER_RULES = "this build of shogun has no browser rules: the page at /browser/ needs "
            + "a build with the wasm profile (./mvnw -Pwasm package)\n";

    private final Map<String, Loaded> loaded = new ConcurrentHashMap<>();

    /** A file's bytes and its entity tag, a digest of them. */
    private record Loaded(byte[] bytes, String etag) {
    }

    @Override
    public void handle(HttpExchange exchange) throws IOException {
        try {
            String path = exchange.getRequestURI().getRawPath();
            var headers = exchange.getResponseHeaders();
            headers.set("X-Content-Type-Options", "nosniff");
            headers.set("Referrer-Policy", "no-referrer");
            if (path.equals("/browser")) {
                headers.set("Location", "/browser/");
                text(exchange, 301, "the page is at /browser/\n");
                return;
            }
            if (!BROWSER_RULES && (path.startsWith("/browser/") || path.startsWith("/shogun-sdk/"))) {
                text(exchange, 404, NO_BROWSER_RULES);
                return;
            }
            Asset asset = find(path);
            if (asset == null) {
                text(exchange, 404, "not found: the page is at / (or /browser/ with the rules in the browser), "
                        + "the JSON API under /api/games\n");
                return;
            }
            String method = exchange.getRequestMethod();
            if (!method.equals("GET") && !method.equals("HEAD")) {
                headers.set("Allow", "GET, HEAD");
                text(exchange, 405, "this file takes GET and HEAD\n");
                return;
            }
            Loaded file = loaded.computeIfAbsent(asset.resource, Assets::load);
            byte[] body = file.bytes();
            headers.set("Content-Type", asset.type);
            // Asked again each time, but a file the browser holds is not sent again (the package's
            // WebAssembly module is 300 KB, and a worker that starts loads it too).
            headers.set("Cache-Control", "no-cache");
            headers.set("ETag", file.etag());
            headers.set("Content-Security-Policy", asset.policy);
            if (file.etag().equals(exchange.getRequestHeaders().getFirst("If-None-Match"))) {
                exchange.sendResponseHeaders(304, -1);
                return;
            }
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

    /** Every path served: both pages' files and the package's (the main page's alone without -Pwasm), for the tests. */
    static List<String> paths() {
        List<String> paths = new ArrayList<>();
        for (String name : PAGE.keySet()) {
            paths.add("/" + name);
            if (BROWSER_RULES) {
                paths.add("/browser/" + name);
            }
        }
        paths.add("/backend.js");
        if (BROWSER_RULES) {
            paths.add("/browser/backend.js");
            for (String name : PACKAGE.keySet()) {
                paths.add("/shogun-sdk/" + name);
            }
        }
        return paths;
    }

    /** A file to send: where it is read from, its type, and the policy it is sent with. */
    private record Asset(String resource, String type, String policy) {
    }

    /** The file a path names, or null. */
    private static Asset find(String path) {
        if (path.equals("/browser")) {
            return null;
        }
        if (path.startsWith("/shogun-sdk/")) {
            String name = path.substring("/shogun-sdk/".length());
            String type = PACKAGE.get(name);
            return type == null ? null : new Asset(PACKAGE_RESOURCES + name, type, BROWSER_POLICY);
        }
        boolean browser = path.startsWith("/browser/");
        String name = path.substring(browser ? "/browser/".length() : 1);
        if (name.isEmpty()) {
            name = "index.html";
        }
        if (name.equals("backend.js")) {
            return browser ? new Asset(assets("local-api.js"), JS, BROWSER_POLICY) : new Asset(assets("api.js"), JS, POLICY);
        }
        String resource = PAGE.get(name);
        if (resource == null) {
            return null;
        }
        return new Asset(assets(resource), type(name), browser ? BROWSER_POLICY : POLICY);
    }

    private static String assets(String name) {
        return "assets/" + name;
    }

    private static String type(String name) {
        if (name.endsWith(".html")) {
            return "text/html; charset=utf-8";
        }
        if (name.endsWith(".css")) {
            return "text/css; charset=utf-8";
        }
        return name.endsWith(".svg") ? "image/svg+xml" : JS;
    }

    private static void text(HttpExchange exchange, int status, String text) throws IOException {
        byte[] body = text.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().set("Content-Type", "text/plain; charset=utf-8");
        exchange.sendResponseHeaders(status, body.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(body);
        }
    }

    private static Loaded load(String resource) {
        try (InputStream in = Assets.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("the page's file " + resource + " is missing from the jar");
            }
            byte[] bytes = in.readAllBytes();
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(bytes);
            return new Loaded(bytes, "\"" + HexFormat.of().formatHex(digest, 0, 12) + "\"");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }
}
