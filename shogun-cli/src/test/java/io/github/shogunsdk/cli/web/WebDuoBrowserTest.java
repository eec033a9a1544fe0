package io.github.shogunsdk.cli.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
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
    private WebServer server;
    private Browser white;
    private Browser red;

    @BeforeEach
    void start() throws Exception {
        white = Browser.start();
        Browser.assumeInstalled();
        red = Browser.start();
        server = WebServer.start(new InetSocketAddress("127.0.0.1", 0), new PrintStream(log, true, StandardCharsets.UTF_8));
    }

    @AfterEach
    void stop() throws Exception {
        if (server != null) {
            server.close();
        }
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

    private static long clock(ChromeDriver driver, String side) {
        return Long.parseLong(byTestId(driver, "clock-" + side).getAttribute("data-ms"));
    }

    private static void screenshot(ChromeDriver driver, String name) throws Exception {
        Path shot = Path.of("target", name);
        Files.createDirectories(shot.getParent());
        Files.copy(driver.getScreenshotAs(OutputType.FILE).toPath(), shot, StandardCopyOption.REPLACE_EXISTING);
        System.out.println("screenshot: " + shot.toAbsolutePath());
    }

    @Test
    void twoBrowsersPlayAClockedGameToCheckmate() throws Exception {
        ChromeDriver one = white.driver();
        ChromeDriver two = red.driver();
        // The lobby: a game for two with a clock, from the example game two moves before Red mates.
        one.get(server.uri().resolve("/").toString());
        idle(one);
        one.findElement(By.id("start")).sendKeys(WebGameBrowserTest.BEFORE_MATE);
        new Select(one.findElement(By.id("opponent"))).selectByValue("duo");
        new Select(one.findElement(By.id("clock"))).selectByValue("5+3");
        one.findElement(By.id("new")).click();
        waiting(one).until(d -> d.findElement(By.id("links")).isDisplayed());
        String whiteLink = byTestId(one, "link-white").getAttribute("value");
        String redLink = byTestId(one, "link-red").getAttribute("value");
        String watchLink = byTestId(one, "link-watch").getAttribute("value");
        assertTrue(whiteLink.contains("/play/") && whiteLink.contains("#seat="), whiteLink);
        assertTrue(watchLink.contains("/watch/") && !watchLink.contains("#"), watchLink);

        one.get(whiteLink);
        idle(one);
        assertFalse(one.getCurrentUrl().contains("#"), "the token stays in the address: " + one.getCurrentUrl());
        waitForText(one, "status", "Waiting for Red");
        two.get(redLink);
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
        waiting(two).until(d -> "PW3".equals(d.findElement(By.cssSelector("[data-square='f5']")).getAttribute("data-piece")));
        waitForText(two, "moves", "g2f5");
        waitForText(two, "status", "Red to move");
        waiting(two).until(d -> "true".equals(byTestId(two, "clock-red").getAttribute("data-running")));
        waiting(one).until(d -> "true".equals(byTestId(one, "clock-red").getAttribute("data-running")));
        assertEquals("false", byTestId(one, "clock-white").getAttribute("data-running"));

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
    }
}
