package io.github.shogunsdk.wasm;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A folder served on 127.0.0.1 for the browser tests, every answer under a Content-Security-Policy
 * and {@code .wasm} files under a chosen media type. It records the requests it answered (path and
 * media type), so a test can say what the page fetched.
 */
final class StaticSite implements AutoCloseable {

    /** The policy the SDK must load under: scripts from the site, WebAssembly compiled, no eval. */
    static final String STRICT_POLICY = "script-src 'self' 'wasm-unsafe-eval'";

    private static final Map<String, String> TYPES = Map.of(
            "html", "text/html; charset=utf-8",
            "js", "text/javascript; charset=utf-8",
            "mjs", "text/javascript; charset=utf-8",
            "css", "text/css; charset=utf-8",
            "json", "application/json");

    private final HttpServer server;
    private final List<String> served = new CopyOnWriteArrayList<>();

    /** Serves root; wasmType is the media type of .wasm files, policy the CSP of every answer. */
    StaticSite(Path root, String wasmType, String policy) throws IOException {
        Path base = root.toAbsolutePath().normalize();
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", exchange -> answer(exchange, base, wasmType, policy));
        server.start();
    }

    /** The site's address of a path ("index.html"). */
    URI uri(String path) {
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/" + path);
    }

    /** The requests answered, each as "path media-type" (or "path 404"). */
    List<String> served() {
        return List.copyOf(served);
    }

    private void answer(HttpExchange exchange, Path base, String wasmType, String policy) throws IOException {
        try (exchange) {
            String path = exchange.getRequestURI().getPath();
            Path file = base.resolve(path.substring(1)).normalize();
            if (path.endsWith("/")) {
                file = file.resolve("index.html");
            }
            if (!file.startsWith(base) || !Files.isRegularFile(file)) {
                served.add(path + " 404");
                exchange.sendResponseHeaders(404, -1);
                return;
            }
            String name = file.getFileName().toString();
            String extension = name.substring(name.lastIndexOf('.') + 1);
            String type = extension.equals("wasm") ? wasmType : TYPES.getOrDefault(extension, "application/octet-stream");
            byte[] body = Files.readAllBytes(file);
            exchange.getResponseHeaders().set("Content-Type", type);
            exchange.getResponseHeaders().set("Content-Security-Policy", policy);
            exchange.getResponseHeaders().set("Cache-Control", "no-store");
            served.add(path + " " + type);
            exchange.sendResponseHeaders(200, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        }
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
