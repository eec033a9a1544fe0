package io.github.shogunsdk.cli.web;

import io.github.shogunsdk.cli.web.game.Ascii;
import io.github.shogunsdk.api.internal.AsciiCase;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.zip.GZIPOutputStream;

/**
 * Serves the files of the two pages, from a fixed list, nothing else: the page at {@code /},
 * whose rules and engine run on the server, and the same page at {@code /browser/}, whose rules
 * run in the browser, with the SDK's WebAssembly package at {@code /shogun-sdk/}. The pages differ
 * only in their {@code backend.js}: the server's JSON API ({@code api.js}) or the package
 * ({@code local-api.js}). Nothing is fetched from elsewhere, and the Content-Security-Policy says
 * so. Pages, scripts, style sheets and the WebAssembly module are sent gzip-compressed to a client
 * that accepts it, each form with its own entity tag.
 * A build without the WebAssembly package (without {@code -Pwasm}) has no browser page: its
 * paths answer {@link #NO_BROWSER_RULES}.
 */
final class Assets {

    private static final String JS = "text/javascript; charset=utf-8";

    /** The page's files, by the name it asks for, and the resource each is read from. */
    private static final Map<String, String> PAGE = Map.ofEntries(
            Map.entry("index.html", "index.html"),
            Map.entry("style.css", "style.css"),
            Map.entry("app.js", "app.js"),
            Map.entry("board.js", "board.js"),
            Map.entry("api.js", "api.js"),
            Map.entry("movelist.js", "movelist.js"),
            Map.entry("panel.js", "panel.js"),
            Map.entry("analysis.js", "analysis.js"),
            Map.entry("settings.js", "settings.js"),
            Map.entry("controls.js", "controls.js"),
            Map.entry("favicon.svg", "favicon.svg"));

    /** The files of the SDK's npm package that the browser page loads. */
    private static final Map<String, String> PACKAGE = Map.of(
            "shogun.js", JS,
            "shogun-arguments.js", JS,
            "shogun-record-paths.js", JS,
            "shogun-engine.js", JS,
            "shogun-worker.js", JS,
            "shogun-worker-protocol.js", JS,
            "shogun-fallback.js", JS,
            "shogun-wasm-loader.js", JS,
            "shogun-wasm-imports.js", JS,
            "shogun.wasm", "application/wasm");

    /** Where the shogun-wasm jar keeps its npm package. */
    private static final String PACKAGE_RESOURCES = "/io/github/shogunsdk/wasm/npm/";

    private static final String POLICY = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
            + "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

    /**
     * The browser page compiles WebAssembly, which needs {@code 'wasm-unsafe-eval'} (but no
     * {@code 'unsafe-eval'}: the SDK's loader builds no code from text); its engine runs in a worker.
     */
    private static final String BROWSER_POLICY = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; "
            + "worker-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; base-uri 'none'; "
            + "form-action 'none'; frame-ancestors 'none'";

    /** The kinds of file sent compressed; an SVG icon of a few hundred bytes gains nothing. */
    private static final List<String> COMPRESSED = List.of(".wasm", ".js", ".css", ".html");

    /** Whether this build carries the SDK's npm package, which only a build with -Pwasm has. */
    static final boolean BROWSER_RULES = Assets.class.getResource(PACKAGE_RESOURCES + "shogun.js") != null;

    /**
     * Sent with the browser page: the browser fetches the WebAssembly module and the package's
     * scripts while it reads the page, instead of one after the other, which matters most on the
     * first page after the browser starts.
     */
    static final String BROWSER_PRELOAD = "</shogun-sdk/shogun.wasm>; rel=preload; as=fetch; crossorigin, "
            + "</shogun-sdk/shogun.js>; rel=modulepreload, </shogun-sdk/shogun-wasm-loader.js>; rel=modulepreload, "
            + "</shogun-sdk/shogun-wasm-imports.js>; rel=modulepreload, </shogun-sdk/shogun-arguments.js>; rel=modulepreload, "
            + "</shogun-sdk/shogun-record-paths.js>; rel=modulepreload";

    /** The answer for the browser page's paths in a build without the npm package. */
    static final String NO_BROWSER_RULES = "this build of shogun has no browser rules: the page at /browser/ needs "
            + "a build with the wasm profile (./mvnw -Pwasm package)\n";

    private final Map<String, Loaded> loaded = new ConcurrentHashMap<>();

    /**
     * A file's bytes and its entity tag, a digest of them, and when it is worth compressing, its
     * gzip form with its own tag (the digest with {@code -gz}), else null.
     */
    private record Loaded(byte[] bytes, String etag, byte[] gzip, String gzipEtag) {
    }

    /**
     * Answers a request for a file: {@code GET} or {@code HEAD}, with {@code If-None-Match} and
     * {@code Accept-Encoding}.
     *
     * @param request the request
     * @return the file, a 304, a 301 for {@code /browser}, or a fault
     */
    Response handle(Request request) {
        String path = request.path();
        if (path.equals("/browser")) {
            Map<String, String> headers = new LinkedHashMap<>();
            headers.put("Location", "/browser/");
            headers.put("Content-Type", "text/plain; charset=utf-8");
            return common(new Response(301, headers, "the page is at /browser/\n".getBytes(StandardCharsets.UTF_8), false));
        }
        if (!BROWSER_RULES && (path.startsWith("/browser/") || path.startsWith("/shogun-sdk/"))) {
            throw HttpProblem.notFound(NO_BROWSER_RULES.strip());
        }
        Asset asset = find(path);
        if (asset == null) {
            throw HttpProblem.notFound("not found: the page is at / (or /browser/ with the rules in the browser), "
                    + "the JSON API under /api/games");
        }
        if (!request.isRead()) {
            throw HttpProblem.methodNotAllowed("GET, HEAD");
        }
        Loaded file = loaded.computeIfAbsent(asset.resource, Assets::load);
        boolean gzip = file.gzip() != null && acceptsGzip(request.header("Accept-Encoding"));
        String etag = gzip ? file.gzipEtag() : file.etag();
        Map<String, String> headers = new LinkedHashMap<>();
        headers.put("Content-Type", asset.type);
        // Asked again each time, but a file the browser holds is not sent again (the package's
        // WebAssembly module is 300 KB, and a worker that starts loads it too).
        headers.put("Cache-Control", "no-cache");
        headers.put("ETag", etag);
        if (file.gzip() != null) {
            headers.put("Vary", "Accept-Encoding");
        }
        headers.put("Content-Security-Policy", asset.policy);
        if (path.equals("/browser/") || path.equals("/browser/index.html")) {
            headers.put("Link", BROWSER_PRELOAD);
        }
        if (matches(request.header("If-None-Match"), etag)) {
            return common(new Response(304, headers, new byte[0], false));
        }
        if (gzip) {
            headers.put("Content-Encoding", "gzip");
        }
        return common(new Response(200, headers, gzip ? file.gzip() : file.bytes(), false));
    }

    private static Response common(Response response) {
        return response.with("X-Content-Type-Options", "nosniff").with("Referrer-Policy", "no-referrer");
    }

    /**
     * Tells whether an {@code Accept-Encoding} field accepts gzip: {@code gzip} (or {@code x-gzip}, or
     * {@code *}) with a weight above 0, and not refused by name.
     */
    static boolean acceptsGzip(String accept) {
        if (accept == null) {
            return false;
        }
        Boolean named = null;
        boolean any = false;
        for (String part : accept.split(",")) {
            String[] pieces = part.split(";");
            String coding = AsciiCase.lower(Ascii.trim(pieces[0]));
            boolean wanted = true;
            for (int i = 1; i < pieces.length; i++) {
                String parameter = AsciiCase.lower(Ascii.trim(pieces[i]));
                if (parameter.startsWith("q=")) {
                    wanted = !Ascii.trim(parameter.substring(2)).matches("0(\\.0{0,3})?");
                }
            }
            if (coding.equals("gzip") || coding.equals("x-gzip")) {
                named = named == null ? wanted : named || wanted;
            } else if (coding.equals("*")) {
                any = wanted;
            }
        }
        return named != null ? named : any;
    }

    /** Tells whether an {@code If-None-Match} field names a tag, by the weak comparison it calls for. */
    static boolean matches(String ifNoneMatch, String etag) {
        if (ifNoneMatch == null) {
            return false;
        }
        for (String tag : ifNoneMatch.split(",")) {
            String candidate = Ascii.trim(tag);
            if (candidate.equals("*") || (candidate.startsWith("W/") ? candidate.substring(2) : candidate).equals(etag)) {
                return true;
            }
        }
        return false;
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

    private static byte[] gzip(byte[] bytes) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream(bytes.length / 2);
        try (GZIPOutputStream zip = new GZIPOutputStream(out)) {
            zip.write(bytes);
        }
        return out.toByteArray();
    }

    private static Loaded load(String resource) {
        try (InputStream in = Assets.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("the page's file " + resource + " is missing from the jar");
            }
            byte[] bytes = in.readAllBytes();
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(bytes);
            String tag = HexFormat.of().formatHex(digest, 0, 12);
            byte[] gzip = COMPRESSED.stream().anyMatch(resource::endsWith) ? gzip(bytes) : null;
            boolean smaller = gzip != null && gzip.length < bytes.length;
            return new Loaded(bytes, "\"" + tag + "\"", smaller ? gzip : null, smaller ? "\"" + tag + "-gz\"" : null);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }
}
