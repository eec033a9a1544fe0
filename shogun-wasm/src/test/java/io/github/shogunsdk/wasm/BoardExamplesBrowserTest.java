package io.github.shogunsdk.wasm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The board component's examples (src/examples), built as their READMEs say and played in headless
 * Chromium: the plain page against the engine in its worker, served as it is beside the package's
 * files; the React and the Vue app, each installed from npm with the packed package and built by
 * Vite. In each, a move made by clicks reaches the game and the page. Needs Node 22 with npm and
 * Chromium; skipped, saying so, without them (CI's SHOGUN_REQUIRE_NODE and SHOGUN_REQUIRE_BROWSER
 * make that a failure).
 */
// Slow, so the quick profile leaves it out (CONTRIBUTING.md): npm installs, Vite builds, Chromium plays.
@Tag("slow")
class BoardExamplesBrowserTest {

    private static final Path EXAMPLES = Path.of("src/examples");
    private static final Path WORK = Path.of("target/board-examples").toAbsolutePath();
    private static final ObjectMapper JSON = new ObjectMapper();

    private static NodeRuntime node;
    private static Chromium chromium;
    private static String tarball;

    @BeforeAll
    static void packThePackage() throws IOException {
        node = NodeRuntime.require();
        requireNpm();
        chromium = Chromium.start();
        Files.createDirectories(WORK);
        List<String> lines = node.runIn(WORK, List.of("npm", "pack", "--silent", "--pack-destination", WORK.toString(),
                Path.of("target/npm").toAbsolutePath().toString()), 300).lines().map(String::trim)
                .filter(line -> !line.isEmpty()).toList();
        tarball = WORK.resolve(lines.get(lines.size() - 1)).toString();
    }

    @AfterAll
    static void closeTheBrowser() throws IOException {
        if (chromium != null) {
            chromium.close();
        }
    }

    @Test
    void thePlainPagePlaysAgainstTheEngine() throws IOException {
        Path site = WORK.resolve("board-html");
        delete(site);
        copyTree(EXAMPLES.resolve("board-html"), site);
        copyTree(Path.of("target/npm"), site.resolve("shogun-sdk"));
        try (StaticSite server = new StaticSite(site, "application/wasm", StaticSite.STRICT_POLICY)) {
            open(server.uri("index.html").toString());
            click("d1");
            click("d3");
            var driver = chromium.driver();
            // The live region is hidden from the eye, so its text is read as the DOM holds it.
            new WebDriverWait(driver, Duration.ofSeconds(120)).until(d -> d.findElements(By.cssSelector(".sg-live p")).stream()
                    .anyMatch(line -> line.getDomProperty("textContent").startsWith("Red ")));
            // The engine's reply at depth 3, as the SDK on the JVM finds it, announced as a move of Red's.
            JsGame game = ShogunJs.newGame(null, null, null).game();
            game.play("d1d3");
            String best = JSON.readTree(game.search(3, 0, 0, 0, 0, null)).path("value").path("bestMove").asText();
            String said = driver.findElements(By.cssSelector(".sg-live p")).stream().map(line -> line.getDomProperty("textContent"))
                    .filter(line -> line.startsWith("Red ")).findFirst().orElseThrow();
            assertTrue(said.contains(" " + best.substring(0, 2) + " to " + best.substring(2) + ","), said + " for " + best);
        }
    }

    @Test
    void theReactAppBuiltByVitePlays() throws IOException {
        playTheBuiltApp("board-react");
    }

    @Test
    void theVueAppBuiltByVitePlays() throws IOException {
        playTheBuiltApp("board-vue");
    }

    private static void playTheBuiltApp(String name) throws IOException {
        Path app = WORK.resolve(name);
        delete(app.resolve("src"));
        copyTree(EXAMPLES.resolve(name), app);
        ObjectNode manifest = (ObjectNode) JSON.readTree(app.resolve("package.json").toFile());
        ((ObjectNode) manifest.get("dependencies")).put("shogun-sdk", "file:" + tarball);
        Files.writeString(app.resolve("package.json"), JSON.writerWithDefaultPrettyPrinter().writeValueAsString(manifest));
        // The tarball keeps its name from build to build: the lock and the installed copy go, so npm takes the new one.
        Files.deleteIfExists(app.resolve("package-lock.json"));
        delete(app.resolve("node_modules/shogun-sdk"));
        node.runIn(app, List.of("npm", "install", "--no-audit", "--no-fund", "--prefer-offline"), 900);
        delete(app.resolve("dist"));
        node.runIn(app, List.of(node.command(), "node_modules/vite/bin/vite.js", "build"), 600);
        try (StaticSite server = new StaticSite(app.resolve("dist"), "application/wasm", StaticSite.STRICT_POLICY)) {
            open(server.uri("index.html").toString());
            click("d1");
            click("d3");
            var driver = chromium.driver();
            new WebDriverWait(driver, Duration.ofSeconds(30)).until(d -> !d.findElements(By.cssSelector("#moves li")).isEmpty());
            // The king lands on d3's magnet, 3: odd, so with energy 1.
            assertEquals("d1d3:1", driver.findElement(By.cssSelector("#moves li")).getText(), name);
            assertTrue(server.served().stream().noneMatch(line -> line.endsWith(" 404")), name + ": " + server.served());
        }
    }

    private static void open(String uri) {
        var driver = chromium.driver();
        driver.get(uri);
        new WebDriverWait(driver, Duration.ofSeconds(60)).until(d -> !d.findElements(By.cssSelector(".sg-sq")).isEmpty());
    }

    private static void click(String square) {
        var driver = chromium.driver();
        new Actions(driver).moveToElement(driver.findElement(By.cssSelector(".sg-sq[data-square='" + square + "']"))).click()
                .perform();
    }

    private static void requireNpm() {
        try {
            node.runIn(WORK.getParent(), List.of("npm", "--version"), 60);
        } catch (IOException e) {
            String message = "Board example tests: npm not found beside " + node.command() + " or on the path ("
                    + e.getMessage().lines().findFirst().orElse("") + ")";
            if (NodeRuntime.setting("SHOGUN_REQUIRE_NODE", "false").toLowerCase(Locale.ROOT).equals("true")) {
                Assertions.fail(message + " (SHOGUN_REQUIRE_NODE=true makes this a failure)");
            }
            System.out.println("SKIPPED: " + message + ".");
            Assumptions.abort(message);
        }
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
