package io.github.shogunsdk.cli.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.shogunsdk.cli.web.game.EngineSource;
import io.github.shogunsdk.cli.web.game.OriginGuard;
import io.github.shogunsdk.cli.web.store.JdbcGameStore;
import io.github.shogunsdk.cli.web.store.StoreLocation;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The page for two in one Chromium, the other seat played over HTTP: the engine moves on the
 * person's plain seat link (the game names its side); the clock shown agrees with the server's
 * (measured and printed); the page is played by keyboard alone and fits a 375-pixel-wide screen;
 * a finished game is analysed and reviewed on the page.
 */
// Slow, so the quick profile leaves it out: a browser.
@Tag("slow")
class WebDuoPageBrowserTest {

    private static final ByteArrayOutputStream LOG = new ByteArrayOutputStream();
    private static Path folder;
    private static JdbcGameStore store;
    private static WebServer server;
    private static Browser browser;
    private static ChromeDriver driver;
    private static Http http;

    @BeforeAll
    static void start() throws Exception {
        browser = Browser.start();
        if (browser == null) {
            return;
        }
        driver = browser.driver();
        folder = Files.createTempDirectory("shogun-duo-page-");
        store = JdbcGameStore.open(StoreLocation.embedded(folder.resolve("games")));
        server = WebServer.start(new InetSocketAddress("127.0.0.1", 0), new PrintStream(LOG, true, StandardCharsets.UTF_8),
                new OriginGuard(Set.of()), EngineSource.BUILT_IN, store, Duration.ofDays(1));
        http = new Http(server.uri());
    }

    @BeforeEach
    void needsTheBrowser() {
        Browser.assumeInstalled();
        // The page's board is the npm package's board component, in the jar only with -Pwasm.
        BrowserRulesBuild.assumePresent();
        driver.executeCdpCommand("Emulation.clearDeviceMetricsOverride", Map.of());
    }

    @AfterAll
    static void stop() throws Exception {
        if (server != null) {
            server.close();
            store.close();
        }
        if (browser != null) {
            browser.close();
        }
        if (folder != null) {
            try (var files = Files.walk(folder)) {
                files.sorted(java.util.Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
            }
        }
        assertEquals("", LOG.toString(StandardCharsets.UTF_8), "the server logged an internal error");
    }

    // ---- helpers ----

    /** A game with seats as its creation answered it; a token is null where the engine plays. */
    private record Seats(String id, String whiteLink, String redLink, String white, String red) {
    }

    private static Seats create(String body) {
        Http.Answer created = http.post("/api/games", body);
        assertEquals(201, created.status(), created.text());
        String white = created.get("white").isNull() ? null : created.get("white").textValue();
        String red = created.get("red").isNull() ? null : created.get("red").textValue();
        return new Seats(created.get("id").textValue(), white, red, token(white), token(red));
    }

    private static String token(String link) {
        return link == null ? null : link.substring(link.indexOf("#seat=") + "#seat=".length());
    }

    private static Http.Answer asSeat(String token, String method, String path, String body) {
        HttpRequest.Builder request = HttpRequest.newBuilder(server.uri().resolve(path)).header("Authorization", "Seat " + token);
        if (method.equals("GET")) {
            return http.send(request.GET());
        }
        return http.send(request.header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)));
    }

    private static JsonNode flowOf(String token, String id) {
        Http.Answer answer = asSeat(token, "GET", "/api/games/" + id, "");
        assertEquals(200, answer.status(), answer.text());
        return answer.get("flow");
    }

    private static WebDriverWait waiting() {
        return new WebDriverWait(driver, Duration.ofSeconds(30), Duration.ofMillis(20));
    }

    private static void idle() {
        waiting().until(d -> "false".equals(d.findElement(By.tagName("body")).getAttribute("data-busy")));
    }

    private static WebElement byTestId(String id) {
        return driver.findElement(By.cssSelector("[data-testid='" + id + "']"));
    }

    private static void waitForText(String testId, String part) {
        try {
            waiting().until(d -> byTestId(testId).getText().contains(part));
        } catch (RuntimeException e) {
            throw new AssertionError("waited for \"" + part + "\" in " + testId + "; it shows \"" + byTestId(testId).getText()
                    + "\"; notice: " + byTestId("notice").getText(), e);
        }
    }

    private static void plies(int count) {
        waiting().until(d -> d.findElements(By.cssSelector("[data-testid='moves'] .mv")).size() == count);
    }

    private static void click(String square) {
        driver.findElement(By.cssSelector("[data-square='" + square + "']")).click();
        idle();
    }

    private static void open(String link) {
        driver.get(server.uri().resolve(link).toString());
        idle();
        waiting().until(d -> "live".equals(byTestId("connection").getText()));
    }

    // ---- the engine's side, and the clock's agreement ----

    @Test
    void theEngineMovesOnThePlainSeatLinkAndTheClockShownAgreesWithTheServers() throws Exception {
        Seats game = create("{\"mode\":\"engine\",\"engine\":\"red\",\"timeControl\":\"5+3\"}");
        // The person's seat link as the server gave it, opened as on another device: no query names the engine.
        assertFalse(game.whiteLink().contains("?"), game.whiteLink());
        open(game.whiteLink());
        waitForText("status", "White to move");
        List<Long> differences = new ArrayList<>(ClockAgreement.sample(driver, "white", 30));
        ClockAgreement.compare(differences, flowOf(game.white(), game.id()), "white", 0);
        ClockAgreement.report("White's clock from the game's start (the join's answer)", differences);

        click("d1");
        click("d3");
        plies(2);   // the engine answered: the page asked it, knowing its side from the game alone
        waitForText("status", "White to move");
        waiting().until(d -> "true".equals(byTestId("clock-white").getAttribute("data-running")));
        List<Long> second = ClockAgreement.sample(driver, "white", 30);
        ClockAgreement.compare(second, flowOf(game.white(), game.id()), "white", 2);
        ClockAgreement.report("White's clock after the engine's move (pushed by the live socket)", second);
        differences.addAll(second);
        ClockAgreement.report("all", differences);
    }

    // ---- the keyboard alone, on a narrow screen ----

    @Test
    void aSeatPlaysAndOffersADrawByKeyboardAloneOnANarrowScreen() {
        Seats game = create("{\"mode\":\"two-players\",\"timeControl\":\"5+3\"}");
        assertEquals(200, asSeat(game.red(), "POST", "/api/games/" + game.id() + "/join", "").status());
        driver.executeCdpCommand("Emulation.setDeviceMetricsOverride",
                Map.of("width", 375, "height", 740, "deviceScaleFactor", 2, "mobile", true));
        open(game.whiteLink());
        waitForText("status", "White to move");

        // 375 pixels wide: nothing scrolls sideways; the board and both clocks lie within the screen.
        Map<?, ?> layout = (Map<?, ?>) driver.executeScript("const inside = (e) => { const r = e.getBoundingClientRect(); "
                + "return r.width > 0 && r.left >= 0 && r.right <= window.innerWidth; };"
                + "return {width: window.innerWidth, scroll: document.documentElement.scrollWidth, "
                + "board: inside(document.getElementById('board')), "
                + "white: inside(document.querySelector(\"[data-testid='clock-white']\")), "
                + "red: inside(document.querySelector(\"[data-testid='clock-red']\"))};");
        assertEquals(375L, ((Number) layout.get("width")).longValue(), layout.toString());
        assertTrue(((Number) layout.get("scroll")).longValue() <= 375, "the page scrolls sideways: " + layout);
        assertEquals(true, layout.get("board"), layout.toString());
        assertEquals(true, layout.get("white"), layout.toString());
        assertEquals(true, layout.get("red"), layout.toString());

        // Tab reaches every control of the page, each with its focus shown.
        Map<String, Boolean> reached = KeyboardWalk.tabThrough(driver);
        List<String> controls = KeyboardWalk.controls(driver);
        assertTrue(reached.keySet().containsAll(controls), "Tab reached " + reached.keySet() + " of " + controls);
        reached.forEach((control, shown) -> assertTrue(shown, "no focus shown on " + control));

        // A move with the keys alone, as on the main page: to the board, its cursor on the king on d1, Enter;
        // up to d2, Enter: the king (energy 2) cannot stop there, the page says why and the board puts the king
        // down; back to d1, Enter, up to d3, Enter: played.
        KeyboardWalk.tabTo(driver, "board");
        new Actions(driver).sendKeys(Keys.ENTER).perform();
        idle();
        waiting().until(d -> !d.findElements(By.cssSelector(".sg-sq[data-square='d3'].sg-dest")).isEmpty());
        new Actions(driver).sendKeys(Keys.ARROW_UP, Keys.ENTER).perform();
        idle();
        waitForText("refusal", "d1d2");
        new Actions(driver).sendKeys(Keys.ARROW_DOWN, Keys.ENTER, Keys.ARROW_UP, Keys.ARROW_UP, Keys.ENTER).perform();
        waitForText("moves", "d1d3");
        idle();
        assertEquals(1, flowOf(game.red(), game.id()).get("plies").intValue());
        // On the opponent's turn the board says so rather than nothing.
        new Actions(driver).sendKeys(Keys.ENTER).perform();
        waitForText("refusal", "It is Red's move");

        // And a draw offered with the keys alone.
        KeyboardWalk.tabTo(driver, "draw-offer");
        new Actions(driver).sendKeys(Keys.ENTER).perform();
        idle();
        waiting().until(d -> "white".equals(flowOf(game.red(), game.id()).get("drawOfferedBy").textValue()));
    }

    // ---- a finished game ----

    @Test
    void aFinishedGameForTwoIsAnalysedAndReviewedOnThePage() throws Exception {
        Seats game = create("{\"mode\":\"two-players\",\"timeControl\":\"5+3\"}");
        String path = "/api/games/" + game.id();
        assertEquals(200, asSeat(game.white(), "POST", path + "/join", "").status());
        open(game.redLink());
        waitForText("status", "White to move");
        assertEquals(200, asSeat(game.white(), "POST", path + "/play", "{\"move\":\"d1d3\",\"after\":0}").status());
        waitForText("status", "Red to move");
        assertFalse(driver.findElement(By.id("analysis")).isDisplayed(), "no engine help while the game is on");
        click("d8");
        click("d7");
        plies(2);
        assertFalse(driver.findElement(By.id("analysis")).isDisplayed(), "no engine help while the game is on");
        assertEquals(200, asSeat(game.white(), "POST", path + "/resign", "").status());
        waitForText("banner", "Red wins by resignation");

        // The panel opens; a move of the list shows its position, which the engine analyses.
        waiting().until(d -> d.findElement(By.id("analysis")).isDisplayed());
        driver.findElement(By.cssSelector("[data-testid='moves'] .mv[data-path='0']")).click();
        idle();
        waiting().until(d -> "0".equals(byTestId("moves").getAttribute("data-path")));
        assertEquals("p1", driver.findElement(By.cssSelector(".sg-pieces .sg-piece[data-square='d8']")).getAttribute("data-piece"),
                "the position after 1. d1d3, before Red's pawn left d8");
        driver.findElement(By.id("analyse")).click();
        waiting().until(d -> "0".equals(byTestId("eval-bar").getAttribute("data-path"))
                && !d.findElements(By.cssSelector("[data-testid='line']")).isEmpty());
        assertFalse(byTestId("eval-bar").getAttribute("data-score").isEmpty());
        driver.findElement(By.id("analyse")).click();

        // The review judges both moves and the record keeps its evaluations.
        driver.findElement(By.id("review")).click();
        waitForText("review-status", "Reviewed 2 moves");
        idle();
        String sgn = asSeat(game.white(), "GET", path + "/sgn", "").get("sgn").textValue();
        assertTrue(sgn.contains("[%eval"), sgn);
        waiting().until(d -> !d.findElements(By.cssSelector("[data-testid='moves'] .mv[data-eval]")).isEmpty());
        assertEquals("Red wins by resignation", flowOf(game.white(), game.id()).get("result").get("text").textValue());
        Path shot = Path.of("target", "duo-analysis.png");
        Files.createDirectories(shot.getParent());
        Files.copy(driver.getScreenshotAs(OutputType.FILE).toPath(), shot, StandardCopyOption.REPLACE_EXISTING);
        System.out.println("screenshot: " + shot.toAbsolutePath());

        // The panel open, on a 375-pixel-wide screen: still nothing scrolls sideways.
        driver.findElement(By.id("analyse")).click();
        waiting().until(d -> !d.findElements(By.cssSelector("[data-testid='line']")).isEmpty());
        driver.executeCdpCommand("Emulation.setDeviceMetricsOverride",
                Map.of("width", 375, "height", 740, "deviceScaleFactor", 2, "mobile", true));
        long scroll = ((Number) driver.executeScript("return document.documentElement.scrollWidth")).longValue();
        assertTrue(scroll <= 375, "the page with its analysis panel scrolls sideways: " + scroll + " px wide");
        driver.findElement(By.id("analyse")).click();
    }

    /** The clock a page shows against the server's, sampled at instants read on the machine's one wall clock. */
    static final class ClockAgreement {

        private ClockAgreement() {
        }

        /** Samples, every 50 ms, a side's clock as shown (data-ms) and the page's wall-clock instant (Date.now()). */
        static List<Long> sample(ChromeDriver driver, String side, int count) throws InterruptedException {
            List<Long> pairs = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                List<?> read = (List<?>) driver.executeScript("const e = document.querySelector(\"[data-testid='clock-"
                        + side + "']\"); return [Date.now(), Number(e.dataset.ms), e.dataset.running];");
                assertEquals("true", read.get(2), "the " + side + " clock runs while it is sampled");
                pairs.add(((Number) read.get(0)).longValue());
                pairs.add(((Number) read.get(1)).longValue());
                Thread.sleep(50);
            }
            return pairs;
        }

        /**
         * Turns the samples (instant, shown) into differences shown − the server's time at that
         * instant, which its snapshot, taken after the samples in the same stretch of the side's
         * time, implies: {@code remaining − (instant − at)}.
         */
        static void compare(List<Long> pairs, JsonNode flow, String side, int plies) {
            assertEquals(plies, flow.get("plies").intValue(), "no move while the clock was sampled");
            JsonNode clock = flow.get("clock");
            assertEquals(side, clock.get("running").textValue());
            long at = clock.get("at").longValue();
            long remaining = clock.get(side).longValue();
            List<Long> differences = new ArrayList<>();
            for (int i = 0; i < pairs.size(); i += 2) {
                long instant = pairs.get(i);
                long shown = pairs.get(i + 1);
                differences.add(shown - (remaining + at - instant));
            }
            pairs.clear();
            pairs.addAll(differences);
        }

        /** Prints the differences' median and extremes, and holds them to a bound generous enough for a loaded machine. */
        static void report(String what, List<Long> differences) {
            List<Long> sorted = new ArrayList<>(differences);
            sorted.sort(null);
            long median = sorted.get(sorted.size() / 2);
            long largest = Math.max(Math.abs(sorted.get(0)), Math.abs(sorted.get(sorted.size() - 1)));
            System.out.println("clock shown − server's clock, " + what + ", " + sorted.size() + " samples: median " + median
                    + " ms, min " + sorted.get(0) + " ms, max " + sorted.get(sorted.size() - 1) + " ms, largest |difference| "
                    + largest + " ms");
            // The target is 100 ms on loopback; the bound is ten times that, so a loaded machine does not fail it.
            assertTrue(largest <= 1_000, "the clock shown differs from the server's by " + largest + " ms: " + sorted);
        }
    }

    /** Walks the page with the Tab key. */
    static final class KeyboardWalk {

        private static final String DESCRIBE = "const e = document.activeElement; if (!e || e === document.body) return null;"
                + "const name = e.classList.contains('sg-board') ? 'board' : e.dataset.square ? 'square' : e.id ? e.id : e.dataset.path !== undefined ? 'move ' + e.dataset.path"
                + " : e.tagName.toLowerCase() + ':' + e.textContent.trim();"
                // The board shows its focus on its cursor's square.
                + "const style = getComputedStyle(e.classList.contains('sg-board') ? e.querySelector('.sg-cursor') : e);"
                + "return [name, style.outlineStyle !== 'none' || style.boxShadow !== 'none'];";

        private KeyboardWalk() {
        }

        /** The page's visible controls, named as {@link #DESCRIBE} names them. */
        static List<String> controls(ChromeDriver driver) {
            List<?> names = (List<?>) driver.executeScript("return Array.from(document.querySelectorAll("
                    + "'a[href], button, input, select, textarea, [tabindex=\"0\"]')).filter((e) => !e.disabled"
                    + " && e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden')"
                    + ".map((e) => e.classList.contains('sg-board') ? 'board' : e.dataset.square ? 'square' : e.id ? e.id : e.dataset.path !== undefined ? 'move ' + e.dataset.path"
                    + " : e.tagName.toLowerCase() + ':' + e.textContent.trim());");
            List<String> controls = new ArrayList<>();
            for (Object name : names) {
                controls.add((String) name);
            }
            return controls;
        }

        /** Presses Tab from the top of the page until the focus comes round again: each control reached, with whether its focus shows. */
        static Map<String, Boolean> tabThrough(ChromeDriver driver) {
            driver.executeScript("document.activeElement && document.activeElement.blur(); window.scrollTo(0, 0);");
            Map<String, Boolean> reached = new LinkedHashMap<>();
            for (int i = 0; i < 60; i++) {
                new Actions(driver).sendKeys(Keys.TAB).perform();
                List<?> focused = (List<?>) driver.executeScript(DESCRIBE);
                if (focused == null) {
                    continue;
                }
                String name = (String) focused.get(0);
                if (reached.containsKey(name)) {
                    break;
                }
                reached.put(name, (Boolean) focused.get(1));
            }
            return reached;
        }

        /** Presses Tab until a control (as named by {@link #DESCRIBE}) has the focus. */
        static void tabTo(ChromeDriver driver, String control) {
            for (int i = 0; i < 60; i++) {
                new Actions(driver).sendKeys(Keys.TAB).perform();
                List<?> focused = (List<?>) driver.executeScript(DESCRIBE);
                if (focused != null && control.equals(focused.get(0))) {
                    return;
                }
            }
            throw new AssertionError("Tab never reached " + control);
        }
    }
}
