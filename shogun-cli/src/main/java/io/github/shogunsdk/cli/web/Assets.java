package io.github.shogunsdk.cli.web;

import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;
import org.eclipse.jetty.http.HttpURI;
import org.eclipse.jetty.http.content.HttpContent;
import org.eclipse.jetty.http.content.ResourceHttpContent;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.ResourceService;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.resource.ResourceFactory;

/**
 * Serves the files of the two pages, from a fixed list, nothing else: the page at {@code /},
 * whose rules and engine run on the server, and the same page at {@code /browser/}, whose rules
 * run in the browser, with the SDK's WebAssembly package at {@code /shogun-sdk/}. The pages differ
 * only in their {@code backend.js}: the server's JSON API ({@code api.js}) or the package
 * ({@code local-api.js}). Nothing is fetched from elsewhere, and the Content-Security-Policy says
 * so. Jetty writes each file with its entity tag and answers conditional requests; its compression handler in
 * front compresses pages, scripts, style sheets and the WebAssembly module for a client that accepts it.
 * A build without the WebAssembly package (without {@code -Pwasm}) has no browser page: its
 * paths answer {@link #NO_BROWSER_RULES}.
 */
final class Assets extends Handler.Abstract {

    private static final String JS = "text/javascript; charset=utf-8";

    /** The page's files, by the name it asks for, and the resource each is read from. */
    private static final Map<String, String> PAGE = Map.ofEntries(
            Map.entry("index.html", "index.html"),
            Map.entry("style.css", "style.css"),
            Map.entry("app.js", "app.js"),
            Map.entry("api.js", "api.js"),
            Map.entry("movelist.js", "movelist.js"),
            Map.entry("panel.js", "panel.js"),
            Map.entry("analysis.js", "analysis.js"),
            Map.entry("settings.js", "settings.js"),
            Map.entry("controls.js", "controls.js"),
            Map.entry("page-board.js", "page-board.js"),
            Map.entry("steps.js", "steps.js"),
            Map.entry("lobby.js", "lobby.js"),
            Map.entry("duo.html", "duo.html"),
            Map.entry("duo.js", "duo.js"),
            Map.entry("duo-clock.js", "duo-clock.js"),
            Map.entry("duo-review.js", "duo-review.js"),
            Map.entry("favicon.svg", "favicon.svg"));

    /** The links of a game for two: a seat's, {@code /play/<id>}, and a watcher's, {@code /watch/<watch id>}. */
    private static final Pattern SEAT_PAGE = Pattern.compile("/(play|watch)/[A-Za-z0-9_-]{1,64}");

    /**
     * The files of the SDK's npm package that the pages load: the rules (the board of every page
     * mirrors its game in them, and the browser page plays in them) and the board component.
     */
    private static final Map<String, String> PACKAGE = Map.ofEntries(
            Map.entry("shogun.js", JS),
            Map.entry("shogun-arguments.js", JS),
            Map.entry("shogun-record-paths.js", JS),
            Map.entry("shogun-engine.js", JS),
            Map.entry("shogun-worker.js", JS),
            Map.entry("shogun-worker-protocol.js", JS),
            Map.entry("shogun-fallback.js", JS),
            Map.entry("shogun-wasm-loader.js", JS),
            Map.entry("shogun-wasm-imports.js", JS),
            Map.entry("shogun-board.js", JS),
            Map.entry("shogun-board-geometry.js", JS),
            Map.entry("shogun-board-input.js", JS),
            Map.entry("shogun-board-speech.js", JS),
            Map.entry("shogun-board-view.js", JS),
            Map.entry("shogun-board.css", "text/css; charset=utf-8"),
            Map.entry("shogun.wasm", "application/wasm"));

    /** Where the shogun-wasm jar keeps its npm package. */
    private static final String PACKAGE_RESOURCES = "/io/github/shogunsdk/wasm/npm/";

    /** The pages' policy: their board compiles the SDK's WebAssembly module ({@code 'wasm-unsafe-eval'}, no {@code 'unsafe-eval'}). */
    private static final String POLICY = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self'; "
            + "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

    /**
     * The browser page compiles WebAssembly, which needs {@code 'wasm-unsafe-eval'} (but no
     * {@code 'unsafe-eval'}: the SDK's loader builds no code from text); its engine runs in a worker.
     */
    private static final String BROWSER_POLICY = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; "
            + "worker-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; base-uri 'none'; "
            + "form-action 'none'; frame-ancestors 'none'";

    /** The types of file sent compressed; an SVG icon of a few hundred bytes gains nothing. */
    static final String[] COMPRESSED = {"text/html", "text/css", "text/javascript", "application/wasm"};

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

    private final ResourceService files = new ResourceService();
    private final Map<String, HttpContent> loaded = new ConcurrentHashMap<>();

    Assets() {
        super(InvocationType.BLOCKING);
        // Asked again each time, but a file the browser holds is not sent again (the package's
        // WebAssembly module is 300 KB, and a worker that starts loads it too).
        files.setCacheControl("no-cache");
        files.setEtags(true);
        files.setAcceptRanges(false);
        files.setDirAllowed(false);
    }

    /**
     * Answers a request for a file, {@code GET} or {@code HEAD}: Jetty's {@link ResourceService}
     * writes it with its entity tag and answers {@code If-None-Match} and {@code If-Modified-Since}
     * ({@code 304}); the compression handler in front compresses it.
     */
    @Override
    public boolean handle(Request request, Response response, Callback callback) {
        String path = request.getHttpURI().getPath();
        if (path.equals("/browser")) {
            Map<String, String> headers = new LinkedHashMap<>();
            headers.put("Location", "/browser/");
            headers.put("Content-Type", "text/plain; charset=utf-8");
            headers.put("X-Content-Type-Options", "nosniff");
            headers.put("Referrer-Policy", "no-referrer");
            Replies.send(response, new ApiAnswer(301, headers, "the page is at /browser/\n".getBytes(StandardCharsets.UTF_8),
                    false), callback);
            return true;
        }
        if (!BROWSER_RULES && (path.startsWith("/browser/") || path.startsWith("/shogun-sdk/"))) {
            Replies.problem(response, HttpProblem.notFound(NO_BROWSER_RULES.strip()), callback);
            return true;
        }
        Asset asset = find(path);
        if (asset == null) {
            Replies.problem(response, HttpProblem.notFound("not found: the page is at / (or /browser/ with the rules in "
                    + "the browser), the JSON API under /api/games"), callback);
            return true;
        }
        if (!request.getMethod().equals("GET") && !request.getMethod().equals("HEAD")) {
            Replies.problem(response, HttpProblem.methodNotAllowed("GET, HEAD"), callback);
            return true;
        }
        response.getHeaders().put("Content-Security-Policy", asset.policy);
        response.getHeaders().put("X-Content-Type-Options", "nosniff");
        response.getHeaders().put("Referrer-Policy", "no-referrer");
        if (path.equals("/browser/") || path.equals("/browser/index.html")) {
            response.getHeaders().put("Link", BROWSER_PRELOAD);
        }
        // Jetty's file service redirects a path ending in / to the path without it; /browser/ is a page.
        Request file = path.endsWith("/") && path.length() > 1
                ? Request.serveAs(request, HttpURI.build(request.getHttpURI()).path(path + "index.html"))
                : request;
        files.doGet(file, response, callback, loaded.computeIfAbsent(asset.resource, name -> load(name, asset.type)));
        return true;
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
        if (SEAT_PAGE.matcher(path).matches()) {
            // A seat's or a watcher's link: the page for two, whose files are named from the root.
            return new Asset(assets("duo.html"), type("duo.html"), POLICY);
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

    /** A file of the jar, in memory, as Jetty serves it: its type, length, time and entity tag. */
    private static HttpContent load(String resource, String type) {
        URL url = Assets.class.getResource(resource);
        if (url == null) {
            throw new IllegalStateException("the page's file " + resource + " is missing from the jar");
        }
        return new ResourceHttpContent(ResourceFactory.root().newMemoryResource(url), type);
    }
}
