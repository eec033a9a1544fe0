package io.github.shogunsdk.cli.web;

import static io.github.shogunsdk.cli.web.GamePage.byTestId;
import static io.github.shogunsdk.cli.web.GamePage.driver;
import static io.github.shogunsdk.cli.web.GamePage.idle;
import static io.github.shogunsdk.cli.web.GamePage.newGame;
import static io.github.shogunsdk.cli.web.GamePage.wait;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;

/**
 * The main page's board in headless Chromium, for what the board component brings to it: the
 * engine's reply announced to screen readers, each square's label holding what the eye sees on
 * it, the landing energy shown on each destination, and the analysis arrow of a one-turn move
 * drawn along its turn. Screenshots of the page go to {@code target/web-game-board*.png}.
 */
// Slow, so the quick profile leaves it out (CONTRIBUTING.md): games played in Chromium.
@Tag("slow")
class WebGameBoardBrowserTest extends MainPageBrowserTest {

    @BeforeEach
    void openThePage() {
        GamePage.openMainPage(true, new Dimension(1200, 900));
    }

    /** Clicks a square of the board as a person does (the first element of the board that names it: the square). */
    private static void press(String square) {
        driver.findElement(By.cssSelector("[data-testid='board'] [data-square='" + square + "']")).click();
        idle();
    }

    /** The texts of the page's polite live regions, joined by " | ". */
    private static String liveText() {
        return (String) driver.executeScript("return [...document.querySelectorAll('[aria-live=\"polite\"]')]"
                + ".map((e) => e.textContent).join(' | ');");
    }

    @Test
    void theEnginesReplyIsAnnouncedToScreenReaders() {
        newGame("standard", "magnetic", null, "red", "depth", 1);
        press("d1");
        press("d3");
        wait.until(d -> byTestId("moves").getText().split(" ").length == 3);
        idle();
        String reply = byTestId("moves").getText().split(" ")[2];
        String from = reply.substring(0, 2);
        String to = reply.substring(reply.contains("x") ? 3 : 2, reply.contains("x") ? 5 : 4);
        String energy = reply.replaceAll("^[^:]*:(\\d).*$", "$1");
        String said = liveText();
        assertTrue(said.matches("(?s).*Red (pawn|king) " + from + " to " + to + "( via [a-h][1-8])?, lands with energy " + energy
                + ".*"), "the engine's move " + reply + " is announced: " + said);
    }

    @Test
    void everySquaresLabelHoldsWhatTheEyeSeesOnIt() {
        newGame("standard", "magnetic", null, "none", "depth", 3);
        press("a1");
        // On each square: the piece drawn on it (its text) and the square's own texts (magnet, coordinates,
        // the landing energy of a destination) must all be in the square's accessible name.
        @SuppressWarnings("unchecked")
        List<String> missing = (List<String>) driver.executeScript(
                "const host = document.querySelector(\"[data-testid='board']\"); const missing = [];"
                + "const shown = (e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';"
                + "for (const square of host.querySelectorAll('.sq[data-square], .sg-sq[data-square]')) {"
                + "  const name = square.dataset.square; const label = square.getAttribute('aria-label') || ''; const seen = [];"
                + "  const piece = square.querySelector('.piece') || host.querySelector(`.sg-pieces .sg-piece[data-square='${name}']`);"
                + "  if (piece) { const text = piece.textContent.trim(); seen.push(text, 'energy ' + text.replace(/\\D/g, '')); }"
                + "  for (const leaf of square.querySelectorAll('span')) {"
                + "    if (!leaf.closest('.piece') && leaf.children.length === 0 && leaf.textContent.trim() && shown(leaf)) {"
                + "      seen.push(leaf.textContent.trim()); } }"
                + "  for (const text of seen) { if (!label.includes(text)) { missing.push(`${name}: ${text} not in \"${label}\"`); } } }"
                + "return missing;");
        assertEquals(List.of(), missing);
    }

    @Test
    void eachDestinationShowsTheEnergyThePieceLandsWith() throws Exception {
        newGame("standard", "magnetic", null, "none", "depth", 3);
        // The standard magnets (docs/RULES.md): a pawn takes the magnet's value, a king 2 on an even one, 1 on an odd one.
        press("a1");
        assertEquals(Map.of("a5", "4", "b4", "3", "c3", "3", "d2", "4"), landings());
        press("a1");
        press("d1");
        assertEquals(Map.of("c2", "1", "d3", "1", "e2", "2"), landings());
        Path shot = Path.of("target", "web-game-board.png");
        Files.createDirectories(shot.getParent());
        Files.copy(driver.getScreenshotAs(OutputType.FILE).toPath(), shot, StandardCopyOption.REPLACE_EXISTING);
        driver.manage().window().setSize(new Dimension(375, 800));
        idle();
        Files.copy(driver.getScreenshotAs(OutputType.FILE).toPath(), Path.of("target", "web-game-board-375.png"),
                StandardCopyOption.REPLACE_EXISTING);
    }

    /** Each destination of the piece in hand with the landing energy its square shows, checked against its label. */
    private static Map<String, String> landings() {
        Map<String, String> landings = new TreeMap<>();
        for (String square : GamePage.marked("target")) {
            WebElement cell = GamePage.square(square);
            List<WebElement> badge = cell.findElements(By.className("sg-land"));
            String shown = badge.isEmpty() ? "none" : badge.get(0).getText();
            assertTrue(cell.getAttribute("aria-label").contains("lands with energy " + shown), cell.getAttribute("aria-label"));
            landings.put(square, shown);
        }
        return landings;
    }

    @Test
    void theAnalysisArrowOfAOneTurnMoveTurnsWhereTheMoveTurns() {
        // White's only legal move is g2f5 (up to g5, then left: via f2 the red pawn on f3 blocks).
        newGame("standard", "magnetic", WebGameBrowserTest.BEFORE_MATE, "none", "depth", 3);
        driver.findElement(By.id("analyse")).click();
        By arrow = By.cssSelector("[data-testid='board'] svg [data-move='g2f5']");
        wait.until(d -> !d.findElements(arrow).isEmpty());
        WebElement drawn = driver.findElement(arrow);
        // Square centres in board units, White at the bottom: g2 (6.5, 6.5), the turn g5 (6.5, 3.5), f5 (5.5, 3.5).
        assertEquals("path", drawn.getTagName(), "an arrow that can turn, not a straight line");
        assertEquals("M6.5 6.5L6.5 3.5L5.5 3.5", drawn.getAttribute("d"));
        driver.findElement(By.id("analyse")).click();
        idle();
    }
}
