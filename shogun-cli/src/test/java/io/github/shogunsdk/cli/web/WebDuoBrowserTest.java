package io.github.shogunsdk.cli.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Shogun;
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
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Two people on two devices: two Chromium browsers play a clocked game for two through the page,
 * from the lobby's links to checkmate, each seeing the other's move and both clocks; a screenshot
 * of each at the end ({@code target/duo-white.png}, {@code target/duo-red.png}).
 */
// Slow, so the quick profile leaves it out: two browsers.
@Tag("slow")
class WebDuoBrowserTest {

    private final ByteArrayOutputStream log = new ByteArrayOutputStream();
    @TempDir
    Path folder;
    private JdbcGameStore store;
    private WebServer server;
    private Browser white;
    private Browser red;

    @BeforeEach
    void start() throws Exception {
        white = Browser.start();
        Browser.assumeInstalled();
        // The page's board is the npm package's board component, in the jar only with -Pwasm.
        BrowserRulesBuild.assumePresent();
        red = Browser.start();
        serve(0);
    }

    /** Serves the games kept in the test's folder, as {@code shogun serve --data} does. */
    private void serve(int port) throws Exception {
        store = JdbcGameStore.open(StoreLocation.embedded(folder.resolve("games")));
        server = WebServer.start(new InetSocketAddress("127.0.0.1", port), new PrintStream(log, true, StandardCharsets.UTF_8),
                new OriginGuard(Set.of()), EngineSource.BUILT_IN, store, Duration.ofDays(1));
    }

    private void shutDown() {
        if (server != null) {
            server.close();
            server = null;
        }
        if (store != null) {
            store.close();
            store = null;
        }
    }

    @AfterEach
    void stop() throws Exception {
        shutDown();
        for (Browser browser : new Browser[] {white, red}) {
            if (browser != null) {
                browser.close();
            }
        }
        assertEquals("", log.toString(StandardCharsets.UTF_8), "the server logged an internal error");
    }

    private static WebDriverWait waiting(ChromeDriver driver) {
        return new WebDriverWait(driver, Duration.ofSeconds(30), Duration.ofMillis(20));
    }

    private static void idle(ChromeDriver driver) {
        waiting(driver).until(d -> "false".equals(d.findElement(By.tagName("body")).getAttribute("data-busy")));
    }

    private static WebElement byTestId(ChromeDriver driver, String id) {
        return driver.findElement(By.cssSelector("[data-testid='" + id + "']"));
    }

    private static void click(ChromeDriver driver, String square) {
        driver.findElement(By.cssSelector("[data-square='" + square + "']")).click();
        idle(driver);
    }

    private static void waitForText(ChromeDriver driver, String testId, String part) {
        waiting(driver).until(d -> byTestId(driver, testId).getText().contains(part));
    }

    /** Waits until the move list holds a number of plies. */
    private static void plies(ChromeDriver driver, int count) {
        waiting(driver).until(d -> d.findElements(By.cssSelector("[data-testid='moves'] .mv")).size() == count);
    }

    private static long clock(ChromeDriver driver, String side) {
        return Long.parseLong(byTestId(driver, "clock-" + side).getAttribute("data-ms"));
    }

    private static void screenshot(ChromeDriver driver, String name) throws Exception {
        Path shot = Path.of("target", name);
        Files.createDirectories(shot.getParent());
        driver.executeScript("window.scrollTo(0, 0)");
        Files.copy(driver.getScreenshotAs(OutputType.FILE).toPath(), shot, StandardCopyOption.REPLACE_EXISTING);
        System.out.println("screenshot: " + shot.toAbsolutePath());
    }

    /**
     * Opens the lobby at {@code /} and presses New: from a position (null: the start), against an
     * opponent ("duo" for two people, "red" for the engine as Red), on a clock ("5+3").
     */
    private void newGame(ChromeDriver driver, String start, String opponent, String clock) {
        driver.get(server.uri().resolve("/").toString());
        idle(driver);
        if (start != null) {
            driver.findElement(By.id("start")).sendKeys(start);
        }
        new Select(driver.findElement(By.id("opponent"))).selectByValue(opponent);
        new Select(driver.findElement(By.id("clock"))).selectByValue(clock);
        driver.findElement(By.id("new")).click();
    }

    /** A game for two's links, as the lobby shows them: each seat's and the watchers'. */
    private record Links(String white, String red, String watch) {
    }

    /** Starts a game for two from the lobby and reads its links once the lobby shows them. */
    private Links newGameForTwo(ChromeDriver driver, String start, String clock) {
        newGame(driver, start, "duo", clock);
        waiting(driver).until(d -> d.findElement(By.id("links")).isDisplayed());
        return new Links(byTestId(driver, "link-white").getAttribute("value"),
                byTestId(driver, "link-red").getAttribute("value"), byTestId(driver, "link-watch").getAttribute("value"));
    }

    @Test
    void twoBrowsersPlayAClockedGameToCheckmate() throws Exception {
        ChromeDriver one = white.driver();
        ChromeDriver two = red.driver();
        // The lobby: a game for two with a clock, from the example game two moves before Red mates.
        Links links = newGameForTwo(one, WebGameBrowserTest.BEFORE_MATE, "5+3");
        assertTrue(links.white().contains("/play/") && links.white().contains("#seat="), links.white());
        assertTrue(links.watch().contains("/watch/") && !links.watch().contains("#"), links.watch());

        one.get(links.white());
        idle(one);
        assertFalse(one.getCurrentUrl().contains("#"), "the token stays in the address: " + one.getCurrentUrl());
        waitForText(one, "status", "Waiting for Red");
        two.get(links.red());
        idle(two);
        waitForText(one, "status", "White to move");
        waitForText(two, "status", "White to move");
        waiting(one).until(d -> "live".equals(byTestId(one, "connection").getText()));
        // White's clock runs, in both browsers, counting down from the server's snapshot.
        assertEquals("true", byTestId(two, "clock-white").getAttribute("data-running"));
        long before = clock(one, "white");
        waiting(one).until(d -> clock(one, "white") < before);
        assertTrue(clock(two, "red") == 300_000, "Red's clock waits: " + clock(two, "red"));

        // White's only move; Red sees it and its own clock running.
        click(one, "g2");
        click(one, "f5");
        waiting(two).until(d -> "P3".equals(d.findElement(By.cssSelector(".sg-pieces .sg-piece[data-square='f5']"))
                .getAttribute("data-piece")));
        waitForText(two, "moves", "g2f5");
        waitForText(two, "status", "Red to move");
        waiting(two).until(d -> "true".equals(byTestId(two, "clock-red").getAttribute("data-running")));
        waiting(one).until(d -> "true".equals(byTestId(one, "clock-red").getAttribute("data-running")));
        assertEquals("false", byTestId(one, "clock-white").getAttribute("data-running"));
        // Red's clock as each player sees it, against the server's (the move pushed to both pages by their sockets).
        List<Long> seenByWhite = WebDuoPageBrowserTest.ClockAgreement.sample(one, "red", 15);
        List<Long> seenByRed = WebDuoPageBrowserTest.ClockAgreement.sample(two, "red", 15);
        JsonNode flow = new Http(server.uri()).send(HttpRequest.newBuilder(server.uri().resolve("/api/watch/"
                + links.watch().substring(links.watch().indexOf("/watch/") + "/watch/".length()))).GET()).get("flow");
        WebDuoPageBrowserTest.ClockAgreement.compare(seenByWhite, flow, "red", 1);
        WebDuoPageBrowserTest.ClockAgreement.compare(seenByRed, flow, "red", 1);
        WebDuoPageBrowserTest.ClockAgreement.report("Red's clock after White's move, in White's browser", seenByWhite);
        WebDuoPageBrowserTest.ClockAgreement.report("Red's clock after White's move, in Red's browser", seenByRed);

        // Red offers a draw; White sees the offer and declines it; Red sees it gone.
        two.findElement(By.id("draw-offer")).click();
        idle(two);
        waiting(one).until(d -> d.findElement(By.id("draw-offered")).isDisplayed());
        assertEquals("Red offers a draw.", one.findElement(By.id("draw-question")).getText());
        one.findElement(By.id("draw-decline")).click();
        idle(one);
        waiting(two).until(d -> d.findElement(By.id("draw-offer")).isDisplayed());
        assertFalse(one.findElement(By.id("draw-offered")).isDisplayed());

        // Red mates; both see it, and the game's result.
        click(two, "f3");
        click(two, "c4");
        waitForText(one, "banner", "checkmate");
        waitForText(two, "banner", "checkmate");
        assertEquals("Red wins by checkmate", byTestId(one, "banner").getText());
        waitForText(one, "moves", "f3c4");
        assertEquals("false", byTestId(one, "clock-red").getAttribute("data-running"));
        assertFalse(two.findElement(By.id("rematch")).getAttribute("hidden") != null, "a rematch is offered");
        screenshot(one, "duo-white.png");
        screenshot(two, "duo-red.png");

        // Both ask for a rematch: each is offered the next game.
        one.findElement(By.id("rematch")).click();
        idle(one);
        two.findElement(By.id("rematch")).click();
        idle(two);
        waiting(one).until(d -> d.findElement(By.id("next-game")).isDisplayed());
        waiting(two).until(d -> d.findElement(By.id("next-game")).isDisplayed());
        assertTrue(one.findElement(By.id("next-game")).getAttribute("href").contains("/play/"));

        // The watch link shows the finished game, and no seat's controls.
        two.get(links.watch());
        try {
            idle(two);
        } catch (RuntimeException e) {
            throw new AssertionError("notice: " + byTestId(two, "notice").getText() + "; status: "
                    + byTestId(two, "status").getText() + "; url: " + two.getCurrentUrl(), e);
        }
        waitForText(two, "banner", "Red wins by checkmate");
        assertEquals("You are watching this game.", byTestId(two, "seat").getText());
        assertFalse(two.findElement(By.id("seat-actions")).isDisplayed());
        assertFalse(two.findElement(By.id("analysis")).isDisplayed(), "a watcher asks the engine nothing");
        waitForText(two, "moves", "f3c4");
    }

    @Test
    void twoBrowsersPlayAWholeClockedGameFromTheStartToAResignation() throws Exception {
        ChromeDriver one = white.driver();
        ChromeDriver two = red.driver();
        Links links = newGameForTwo(one, null, "3+2");
        one.get(links.white());
        idle(one);
        two.get(links.red());
        idle(two);
        waitForText(one, "status", "White to move");
        waitForText(two, "status", "White to move");
        // Ten plies from the standard start, each clicked in its player's browser and seen in the
        // other's: the first legal move with one path that does not end the game, by the SDK's rules.
        Game reference = Shogun.newGame();
        for (int ply = 1; ply <= 10; ply++) {
            Move move = reference.legalMoves().stream()
                    .filter(candidate -> reference.paths(candidate).size() == 1)
                    .filter(candidate -> {
                        Game after = reference.copy();
                        after.play(candidate);
                        return !after.outcome().isOver();
                    })
                    .findFirst().orElseThrow();
            ChromeDriver mover = ply % 2 == 1 ? one : two;
            ChromeDriver other = mover == one ? two : one;
            click(mover, move.from().toString());
            click(mover, move.to().toString());
            reference.play(move);
            plies(other, ply);
            plies(mover, ply);
        }
        waitForText(one, "status", "White to move");
        assertEquals("true", byTestId(two, "clock-white").getAttribute("data-running"));
        // Red's seat resigns; both pages show the result, and the clocks stop.
        two.findElement(By.id("resign")).click();
        two.findElement(By.id("resign-yes")).click();
        idle(two);
        waitForText(one, "banner", "resign");
        waitForText(two, "banner", "resign");
        assertEquals(byTestId(one, "banner").getText(), byTestId(two, "banner").getText());
        assertTrue(byTestId(one, "banner").getText().startsWith("White wins"), byTestId(one, "banner").getText());
        assertEquals("false", byTestId(one, "clock-white").getAttribute("data-running"));
        assertEquals("false", byTestId(two, "clock-red").getAttribute("data-running"));
        screenshot(one, "duo-whole-game-white.png");
    }

    @Test
    void aClockedGameAgainstTheEngineSurvivesARestartOfTheServer() throws Exception {
        ChromeDriver person = white.driver();
        ChromeDriver watcher = red.driver();
        newGame(person, null, "red", "3+2");
        // The person's plain seat link: the game itself names the engine's side.
        waiting(person).until(d -> d.getCurrentUrl().contains("/play/"));
        assertFalse(person.getCurrentUrl().contains("engine="), person.getCurrentUrl());
        idle(person);
        assertFalse(person.getCurrentUrl().contains("#"), person.getCurrentUrl());
        waitForText(person, "status", "White to move");
        assertEquals("180000", byTestId(person, "clock-red").getAttribute("data-ms"));

        click(person, "d1");
        click(person, "d3");
        // The engine answers on its own clock; the person's clock runs again.
        plies(person, 2);
        waitForText(person, "status", "White to move");
        waiting(person).until(d -> "true".equals(byTestId(person, "clock-white").getAttribute("data-running")));
        assertEquals("false", byTestId(person, "clock-red").getAttribute("data-running"));
        assertTrue(clock(person, "red") <= 180_000 + 2_000, "the engine's clock: " + clock(person, "red"));
        assertTrue(person.findElement(By.id("draw-offer")).getAttribute("hidden") != null, "the engine answers no draw offer");

        String moves = byTestId(person, "moves").getText();

        // The server goes away and comes back on the same port: the page says so, reconnects and resumes.
        int port = server.uri().getPort();
        shutDown();
        waiting(person).until(d -> "reconnecting".equals(byTestId(person, "connection").getText()));
        serve(port);
        waiting(person).until(d -> "live".equals(byTestId(person, "connection").getText()));
        assertEquals(moves, byTestId(person, "moves").getText());
        // And plays on: White's first piece with a move, to its first target; the engine answers.
        for (WebElement piece : person.findElements(By.cssSelector(".sg-pieces .sg-piece.sg-white"))) {
            person.findElement(By.cssSelector(".sg-sq[data-square='" + piece.getAttribute("data-square") + "']")).click();
            idle(person);
            List<WebElement> targets = person.findElements(By.cssSelector(".sg-sq.sg-dest, .sg-sq.sg-capture"));
            if (!targets.isEmpty()) {
                targets.get(0).click();
                idle(person);
                // Where two paths lead there, the board offers both: the first.
                person.findElements(By.cssSelector(".sg-sq.sg-choice")).forEach(WebElement::click);
                break;
            }
        }
        try {
            plies(person, 4);
        } catch (RuntimeException e) {
            throw new AssertionError("notice: " + byTestId(person, "notice").getText() + "; moves: "
                    + byTestId(person, "moves").getText() + "; status: " + byTestId(person, "status").getText(), e);
        }
        waitForText(person, "status", "White to move");
    }
}
