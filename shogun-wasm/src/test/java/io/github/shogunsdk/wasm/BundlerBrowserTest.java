package io.github.shogunsdk.wasm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The packed npm package (what {@code npm pack} of target/npm gives), installed from its tarball
 * into a sample app (src/test/bundlers) beside Vite, webpack and esbuild from the npm registry,
 * built by each as its documentation (docs/JAVASCRIPT.md, "Using a bundler") says, served on
 * 127.0.0.1 and played in headless Chromium: the WebAssembly build loads, answers the legal
 * moves, plays a move and searches in the engine's worker, as the JVM does.
 *
 * <p>Each build is played twice, both times under the strict policy {@code script-src 'self'
 * 'wasm-unsafe-eval'}: once with {@code .wasm} served as {@code application/wasm}, once as
 * {@code application/octet-stream} with a {@code window.process} polyfill in the page. Vite's
 * development server is played once. Needs Node 22 with npm and Chromium; skipped, saying so,
 * without them (CI's SHOGUN_REQUIRE_NODE and SHOGUN_REQUIRE_BROWSER make that a failure).
 */
// Slow, so the quick profile leaves it out (CONTRIBUTING.md): four bundlers build apps that Chromium plays.
@Tag("slow")
class BundlerBrowserTest {

    private static final Path PACKAGE = Path.of("target/npm");
    private static final Path SAMPLE = Path.of("src/test/bundlers");
    private static final Path WORK = Path.of("target/bundlers").toAbsolutePath();
    private static final Path APP = WORK.resolve("app");
    private static final String VITE = "7.3.8";
    private static final String WEBPACK = "5.113.0";
    private static final String WEBPACK_CLI = "7.3.1";
    private static final String ESBUILD = "0.28.2";
    private static final ObjectMapper JSON = new ObjectMapper();
    /** The engine's worker as an entry of an esbuild build, under the name the SDK looks for beside the bundle. */
    private static final String WORKER_ENTRY = "shogun-engine-worker=shogun-sdk/worker";

    private static NodeRuntime node;
    private static Chromium chromium;
    private static final List<String> coldStarts = new ArrayList<>();

    @BeforeAll
    static void installTheSampleApp() throws IOException {
        node = NodeRuntime.require();
        requireNpm();
        chromium = Chromium.start();
        long started = System.nanoTime();
        Files.createDirectories(APP);
        String tarball = lastLine(node.runIn(WORK, List.of("npm", "pack", "--silent", "--pack-destination", WORK.toString(),
                PACKAGE.toAbsolutePath().toString()), 300));
        copyTree(SAMPLE, APP);
        ObjectNode manifest = JSON.createObjectNode().put("name", "shogun-bundler-app").put("private", true);
        manifest.putObject("dependencies").put("shogun-sdk", "file:../" + tarball);
        manifest.putObject("devDependencies").put("vite", VITE).put("webpack", WEBPACK).put("webpack-cli", WEBPACK_CLI)
                .put("esbuild", ESBUILD);
        Files.writeString(APP.resolve("package.json"), JSON.writerWithDefaultPrettyPrinter().writeValueAsString(manifest));
        // The tarball keeps its name from build to build: the lock and the installed copy go, so npm takes the new one.
        Files.deleteIfExists(APP.resolve("package-lock.json"));
        delete(APP.resolve("node_modules/shogun-sdk"));
        node.runIn(APP, List.of("npm", "install", "--no-audit", "--no-fund", "--prefer-offline"), 900);
        System.out.println("Installed " + tarball + " with Vite " + VITE + ", webpack " + WEBPACK + " and esbuild " + ESBUILD
                + " in " + seconds(started) + " s.");
    }

    @AfterAll
    static void closeTheBrowser() throws IOException {
        if (!coldStarts.isEmpty()) {
            System.out.println("Cold start in Chromium, from the app module's start to the first legal-move answer: "
                    + String.join("; ", coldStarts));
        }
        if (chromium != null) {
            chromium.close();
        }
    }

    @Test
    void viteBuildsTheApp() throws IOException {
        Path dist = build("vite build", List.of(node.command(), "node_modules/vite/bin/vite.js", "build", "--outDir",
                "dist-vite", "--emptyOutDir"), "dist-vite");
        playBothWays("vite", dist);
    }

    @Test
    void webpackBuildsTheApp() throws IOException {
        Path dist = build("webpack", List.of(node.command(), "node_modules/webpack-cli/bin/cli.js", "--mode", "production",
                "--output-path", "dist-webpack"), "dist-webpack");
        Files.writeString(dist.resolve("index.html"), page("<script src=\"main.js\"></script>"));
        playBothWays("webpack", dist);
    }

    @Test
    void esbuildBuildsTheApp() throws IOException {
        // esbuild's command is its own executable, which npm installs for the machine. Its default
        // format, iife, is loaded by a classic script element. The engine's worker is an entry of its own.
        Path dist = build("esbuild", List.of(APP.resolve("node_modules/.bin/esbuild").toString(), "src/index.js", WORKER_ENTRY,
                "--bundle", "--outdir=dist-esbuild", "--loader:.wasm=file"), "dist-esbuild");
        Files.writeString(dist.resolve("index.html"), page("<script src=\"index.js\"></script>"));
        playBothWays("esbuild", dist);
        // Loaded as a module, the bundle has no script element of its own: it finds its address in a stack trace.
        Files.writeString(dist.resolve("module.html"), page("<script type=\"module\" src=\"index.js\"></script>"));
        try (StaticSite site = new StaticSite(dist, "application/wasm", StaticSite.STRICT_POLICY)) {
            check("esbuild, loaded as a module", play(site.uri("module.html")));
        }
    }

    @Test
    void esbuildBuildsTheAppAsAModule() throws IOException {
        Path dist = build("esbuild --format=esm", List.of(APP.resolve("node_modules/.bin/esbuild").toString(), "src/index.js",
                WORKER_ENTRY, "--bundle", "--outdir=dist-esbuild-esm", "--loader:.wasm=file", "--format=esm"), "dist-esbuild-esm");
        Files.writeString(dist.resolve("index.html"), page("<script type=\"module\" src=\"index.js\"></script>"));
        playBothWays("esbuild --format=esm", dist);
    }

    @Test
    void esbuildsWorkerRunsTheSdkAloneThoughAModuleBeforeItUsesThePage() throws IOException {
        // page-first.js imports a module that touches document as it loads, before shogun-sdk: the
        // engine's worker, which has no document, must not run it (the base ran the whole bundle there).
        Path dist = build("esbuild, page-first", List.of(APP.resolve("node_modules/.bin/esbuild").toString(), "src/page-first.js",
                WORKER_ENTRY, "--bundle", "--outdir=dist-esbuild-page-first", "--loader:.wasm=file"), "dist-esbuild-page-first");
        assertFalse(Files.readString(dist.resolve("shogun-engine-worker.js")).contains("dataset.loaded"),
                "the worker's script holds the app's module");
        assertTrue(Files.readString(dist.resolve("page-first.js")).contains("dataset.loaded"), "the app's bundle lost its module");
        Files.writeString(dist.resolve("index.html"), page("<script src=\"page-first.js\"></script>"));
        try (StaticSite site = new StaticSite(dist, "application/wasm", StaticSite.STRICT_POLICY)) {
            JsonNode report = play(site.uri("index.html"));
            check("esbuild, a module that uses the page first", report);
            assertEquals("true", report.path("loaded").asText(), "the module that uses the page ran in the page: " + report);
        }
    }

    @Test
    void esbuildWithoutTheWorkerEntrySaysHowToBuildIt() throws IOException {
        Path dist = build("esbuild, no worker entry", List.of(APP.resolve("node_modules/.bin/esbuild").toString(), "src/index.js",
                "--bundle", "--outdir=dist-esbuild-no-worker", "--loader:.wasm=file"), "dist-esbuild-no-worker");
        Files.writeString(dist.resolve("index.html"), page("<script src=\"index.js\"></script>"));
        try (StaticSite site = new StaticSite(dist, "application/wasm", StaticSite.STRICT_POLICY)) {
            JsonNode report = play(site.uri("index.html"));
            // The page loads the SDK and plays; the search is refused, naming the missing file and the command.
            assertEquals("wasm", report.path("backend").asText(), report.toString());
            assertEquals(value(ShogunJs.newGame(null, null, null).game().moves(null)), report.get("moves"));
            assertEquals("ShogunError: the engine's worker (shogun-engine-worker.js beside the esbuild bundle: build shogun-sdk/worker "
                    + "as an entry of that name, as in npx esbuild src/index.js shogun-engine-worker=shogun-sdk/worker --bundle "
                    + "--outdir=dist --loader:.wasm=file) failed: it could not be loaded", report.path("error").asText(),
                    report.toString());
            assertFalse(report.has("search"), report.toString());
        }
    }

    @Test
    void esbuildWithAnotherLoaderForWasmSaysWhichFlagItNeeds() throws IOException {
        // The binary loader puts the module's bytes into the bundle instead of its address.
        Path dist = build("esbuild, binary loader", List.of(APP.resolve("node_modules/.bin/esbuild").toString(), "src/index.js",
                "--bundle", "--outdir=dist-esbuild-binary", "--loader:.wasm=binary"), "dist-esbuild-binary");
        Files.writeString(dist.resolve("index.html"), page("<script src=\"index.js\"></script>"));
        try (StaticSite site = new StaticSite(dist, "application/wasm", StaticSite.STRICT_POLICY)) {
            JsonNode report = play(site.uri("index.html"));
            assertEquals("ShogunError: the WebAssembly build did not load: esbuild did not copy shogun.wasm into the build: build with "
                    + "--loader:.wasm=file; the JavaScript build did not load: esbuild's build holds no shogun-fallback.js; serve the "
                    + "package's files and pass their folder as baseUrl to use it", report.path("error").asText(), report.toString());
        }
    }

    @Test
    void vitesDevelopmentServerServesTheApp() throws Exception {
        int port;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = socket.getLocalPort();
        }
        Path log = WORK.resolve("vite-dev.log");
        ProcessBuilder builder = new ProcessBuilder(node.command(), "node_modules/vite/bin/vite.js", "--host", "127.0.0.1",
                "--port", String.valueOf(port), "--strictPort").directory(APP.toFile()).redirectErrorStream(true)
                .redirectOutput(log.toFile());
        Process vite = builder.start();
        try {
            URI uri = URI.create("http://127.0.0.1:" + port + "/index.html");
            waitUntilServing(uri, vite, log);
            JsonNode report = play(uri);
            check("vite dev server", report);
            coldStarts.add("vite dev server " + report.get("coldStartMs") + " ms");
        } finally {
            vite.descendants().forEach(ProcessHandle::destroy);
            vite.destroy();
            if (!vite.waitFor(10, TimeUnit.SECONDS)) {
                vite.destroyForcibly();
            }
        }
    }

    /** Plays a build under the strict policy, with .wasm served as application/wasm and then as octet-stream. */
    private static void playBothWays(String bundler, Path dist) throws IOException {
        for (String wasmType : List.of("application/wasm", "application/octet-stream")) {
            boolean plain = wasmType.equals("application/octet-stream");
            try (StaticSite site = new StaticSite(dist, wasmType, StaticSite.STRICT_POLICY)) {
                JsonNode report = play(site.uri(plain ? "index.html?process" : "index.html"));
                String how = bundler + ", .wasm as " + wasmType;
                check(how, report);
                assertTrue(site.served().stream().anyMatch(line -> line.contains(".wasm ") && line.endsWith(" " + wasmType)),
                        how + ": the page fetched the WebAssembly module as " + wasmType + ": " + site.served());
                assertTrue(site.served().stream().noneMatch(line -> line.endsWith(" 404")), how + ": " + site.served());
                coldStarts.add(how + " " + report.get("coldStartMs") + " ms (" + report.get("sinceNavigationMs")
                        + " ms from navigation)");
            }
        }
    }

    /** What the page reports: the legal moves, the move played, the worker's search, the record tree. As the JVM answers. */
    private static void check(String how, JsonNode report) {
        assertFalse(report.has("error"), how + ": " + report);
        assertEquals("wasm", report.path("backend").asText(), how + ": " + report);
        assertTrue(report.path("fallbackReason").isNull(), how + ": " + report);
        assertEquals(0, report.path("violations").size(), how + ": the policy blocked " + report.path("violations"));
        JsGame game = ShogunJs.newGame(null, null, null).game();
        assertEquals(value(game.moves(null)), report.get("moves"), how);
        assertEquals(value(game.play("d1d3")).get("ply").get("notation"), report.get("played"), how);
        assertEquals(value(game.record().sgn()), report.get("sgn"), how);
        ObjectNode expected = (ObjectNode) value(game.search(3, 0, 0, 0, 0, null));
        ObjectNode searched = ((ObjectNode) report.get("search")).deepCopy();
        expected.remove("elapsedMs");
        searched.remove("elapsedMs");
        assertEquals(expected, searched, how + ": the search in the worker");
        assertEquals("wasm", report.path("recordsBackend").asText(), how + ": the records build");
        assertEquals("[\"d1d3\"]", report.path("recordMoves").toString(), how + ": the record read by the records build");
    }

    private static JsonNode play(URI uri) {
        var driver = chromium.driver();
        driver.get(uri.toString());
        var report = driver.findElement(By.id("report"));
        new WebDriverWait(driver, Duration.ofSeconds(180)).until(d -> "true".equals(report.getDomAttribute("data-done")));
        try {
            return JSON.readTree(report.getText());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Path build(String name, List<String> command, String output) throws IOException {
        long started = System.nanoTime();
        delete(APP.resolve(output));
        node.runIn(APP, command, 600);
        System.out.println(name + " built the app in " + seconds(started) + " s: " + String.join(" ", command));
        return APP.resolve(output);
    }

    private static void waitUntilServing(URI uri, Process server, Path log) throws Exception {
        // HTTP/1.1 alone: Vite takes the upgrade header of HTTP/2 over plain text for a WebSocket's.
        HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(5)).build();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (System.nanoTime() < deadline) {
            if (!server.isAlive()) {
                Assertions.fail("Vite's server ended: " + Files.readString(log));
            }
            try {
                HttpResponse<Void> answer = client.send(HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(5)).build(),
                        HttpResponse.BodyHandlers.discarding());
                if (answer.statusCode() == 200) {
                    return;
                }
            } catch (IOException e) {
                // Not listening yet.
            }
            Thread.sleep(250);
        }
        Assertions.fail("Vite's server did not answer within 120 s: " + Files.readString(log));
    }

    private static void requireNpm() {
        try {
            node.runIn(WORK.getParent(), List.of("npm", "--version"), 60);
        } catch (IOException e) {
            String message = "Bundler tests of the npm package: npm not found beside " + node.command()
                    + " or on the path (" + e.getMessage().lines().findFirst().orElse("") + ")";
            if (NodeRuntime.setting("SHOGUN_REQUIRE_NODE", "false").toLowerCase(Locale.ROOT).equals("true")) {
                Assertions.fail(message + " (SHOGUN_REQUIRE_NODE=true makes this a failure)");
            }
            System.out.println("SKIPPED: " + message + ".");
            Assumptions.abort(message);
        }
    }

    private static String page(String script) {
        return "<!doctype html>\n<html lang=\"en\">\n<head><meta charset=\"utf-8\"><title>Shogun SDK bundler test</title>"
                + "<link rel=\"icon\" href=\"data:,\"></head>\n<body>\n<pre id=\"report\"></pre>\n" + script + "\n</body>\n</html>\n";
    }

    private static JsonNode value(String envelope) {
        try {
            return JSON.readTree(envelope).get("value");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String lastLine(String output) {
        List<String> lines = output.lines().map(String::trim).filter(line -> !line.isEmpty()).toList();
        return lines.get(lines.size() - 1);
    }

    private static long seconds(long startedNanos) {
        return TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - startedNanos);
    }

    private static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path file : files.toList()) {
                Path target = to.resolve(from.relativize(file).toString());
                if (Files.isDirectory(file)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(file, target, StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
    }

    private static void delete(Path path) throws IOException {
        if (Files.exists(path)) {
            try (Stream<Path> files = Files.walk(path)) {
                for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(file);
                }
            }
        }
    }
}
