package io.github.shogunsdk.cli.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The web game's page in headless Chromium, for the browser tests: a server on a free port, the
 * browser, and the page's test conventions as helpers ({@code data-square}, {@code data-testid},
 * {@code data-busy}). One test class uses it at a time, from {@code @BeforeAll} to
 * {@code @AfterAll}.
 */
final class GamePage {

    static WebServer server;
    static ChromeDriver driver;
    static WebDriverWait wait;
    private static Browser browser;
    private static final ByteArrayOutputStream LOG = new ByteArrayOutputStream();

    private GamePage() {
    }

    /** Starts the server and the browser; does nothing (the tests then skip) without a browser. */
    static void start(Duration patience) throws IOException {
        LOG.reset();
        browser = Browser.start();
        if (browser == null) {
            return;
        }
        driver = browser.driver();
        wait = new WebDriverWait(driver, patience, Duration.ofMillis(20));
        server = WebServer.start(new InetSocketAddress("127.0.0.1", 0), new PrintStream(LOG, true, StandardCharsets.UTF_8));
    }

    /** Stops both, and fails if the server logged an internal error meanwhile. */
    static void stop() throws Exception {
        if (server != null) {
            server.close();
            server = null;
        }
        if (browser != null) {
            browser.close();
            browser = null;
        }
        assertEquals("", LOG.toString(StandardCharsets.UTF_8), "the server logged an internal error");
    }

    /** Opens a page of the server ("" for the game at /, "browser/" for the one at /browser/) and waits for it. */
    static void open(String path) {
        // Every page's board is the npm package's board component, in the jar only with -Pwasm.
        BrowserRulesBuild.assumePresent();
        URI page = server.uri().resolve(path);
        driver.get(page.toString());
        idle();
    }

    /**
     * Opens the main page afresh for a test: skips the test without a browser, sets the slides off
     * or on, and sizes the window when a size is given.
     *
     * @param reduced whether the page is told its reader prefers reduced motion
     * @param size the window's size, or null to keep the browser's
     */
    static void openMainPage(boolean reduced, org.openqa.selenium.Dimension size) {
        Browser.assumeInstalled();
        reducedMotion(reduced);
        if (size != null) {
            driver.manage().window().setSize(size);
        }
        open("");
    }

    /** Waits until the page has no request or animation under way. */
    static void idle() {
        wait.until(d -> "false".equals(d.findElement(By.tagName("body")).getAttribute("data-busy")));
    }

    /** A square of the main page's board (the board component's {@code .sg-sq}). */
    static WebElement square(String name) {
        return driver.findElement(By.cssSelector("[data-testid='board'] .sg-sq[data-square='" + name + "']"));
    }

    /** The piece on a square of the main page's board in the coursework's code ("PW4", "KR1"), or null. */
    static String piece(String square) {
        List<WebElement> found = driver.findElements(By.cssSelector("[data-testid='board'] .sg-pieces .sg-piece[data-square='"
                + square + "']"));
        return found.isEmpty() ? null : code(found.get(0).getAttribute("data-piece"));
    }

    /** The coursework's code of a piece as position notation writes it: "P4" → "PW4", "k1" → "KR1". */
    static String code(String piece) {
        char letter = piece.charAt(0);
        return Character.toUpperCase(letter) + (Character.isUpperCase(letter) ? "W" : "R") + piece.substring(1);
    }

    /** The squares of the main page's board holding a piece of a colour ("white" or "red"). */
    static Set<String> piecesOf(String colour) {
        Set<String> squares = new TreeSet<>();
        for (WebElement piece : driver.findElements(By.cssSelector("[data-testid='board'] .sg-pieces .sg-piece.sg-" + colour))) {
            squares.add(piece.getAttribute("data-square"));
        }
        return squares;
    }

    static WebElement byTestId(String id) {
        return driver.findElement(By.cssSelector("[data-testid='" + id + "']"));
    }

    static void click(String name) {
        square(name).click();
        idle();
    }

    /**
     * Clicks a destination of the piece in hand; where two paths lead there the board offers both,
     * and this takes the first offered (the square it marks {@code sg-choice}).
     */
    static void clickTarget(String name) {
        click(name);
        List<WebElement> choice = driver.findElements(By.cssSelector("[data-testid='board'] .sg-sq.sg-choice"));
        if (!choice.isEmpty()) {
            click(choice.get(0).getAttribute("data-square"));
        }
    }

    static boolean hasClass(WebElement element, String name) {
        return (" " + element.getAttribute("class") + " ").contains(" " + name + " ");
    }

    /** The board component's classes (and the page's circles) for the marks the tests name. */
    private static final Map<String, String> MARKS = Map.of(
            "target", "[data-testid='board'] .sg-sq.sg-dest, [data-testid='board'] .sg-sq.sg-capture",
            "selected", "[data-testid='board'] .sg-sq.sg-selected",
            "check", "[data-testid='board'] .sg-sq.sg-check",
            "checker", "[data-testid='board'] .sg-sq.sg-checker, [data-testid='board'] .sg-circle.sg-brush-checker",
            "blocker", "[data-testid='board'] .sg-circle.sg-brush-blocker",
            "last", "[data-testid='board'] .sg-sq[aria-label*='last move from here'], "
                    + "[data-testid='board'] .sg-sq[aria-label*='last move to here']");

    /**
     * The squares of the main page's board with a mark: "target" (a destination of the piece in
     * hand), "selected", "check", "checker", "blocker", or "last" (the last move's from and to).
     */
    static Set<String> marked(String mark) {
        Set<String> squares = new TreeSet<>();
        for (WebElement cell : driver.findElements(By.cssSelector(MARKS.get(mark)))) {
            squares.add(cell.getAttribute("data-square"));
        }
        return squares;
    }

    /** Whether a square of the main page's board has a mark, as {@link #marked} names them. */
    static boolean isMarked(String square, String mark) {
        return marked(mark).contains(square);
    }

    /** Starts a game from the form: opponent "none", "red" or "white"; level by "depth" or "time". */
    static void newGame(String rules, String energy, String start, String opponent, String levelKind, int level) {
        new Select(driver.findElement(By.id("rules"))).selectByValue(rules);
        new Select(driver.findElement(By.id("energy"))).selectByValue(energy);
        WebElement startField = driver.findElement(By.id("start"));
        startField.clear();
        if (start != null) {
            startField.sendKeys(start);
        }
        new Select(driver.findElement(By.id("opponent"))).selectByValue(opponent);
        new Select(driver.findElement(By.id("level-kind"))).selectByValue(levelKind);
        WebElement levelField = driver.findElement(By.id("level"));
        levelField.clear();
        levelField.sendKeys(String.valueOf(level));
        driver.findElement(By.id("new")).click();
        idle();
    }

    /** Starts a game from the form against the engine at a level for people, by its name ("beginner" … "full"). */
    static void newGameAtLevel(String rules, String energy, String start, String opponent, String level) {
        new Select(driver.findElement(By.id("rules"))).selectByValue(rules);
        new Select(driver.findElement(By.id("energy"))).selectByValue(energy);
        WebElement startField = driver.findElement(By.id("start"));
        startField.clear();
        if (start != null) {
            startField.sendKeys(start);
        }
        new Select(driver.findElement(By.id("opponent"))).selectByValue(opponent);
        new Select(driver.findElement(By.id("level-kind"))).selectByValue(level);
        driver.findElement(By.id("new")).click();
        idle();
    }

    /** Turns the slides off (prefers-reduced-motion), or back on, to keep long games short. */
    static void reducedMotion(boolean on) {
        driver.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("features",
                on ? List.of(Map.of("name", "prefers-reduced-motion", "value", "reduce")) : List.of()));
    }
}
