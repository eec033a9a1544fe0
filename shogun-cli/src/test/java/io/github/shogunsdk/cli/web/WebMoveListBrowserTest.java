package io.github.shogunsdk.cli.web;

import static io.github.shogunsdk.cli.web.GamePage.byTestId;
import static io.github.shogunsdk.cli.web.GamePage.driver;
import static io.github.shogunsdk.cli.web.GamePage.idle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.Select;

/**
 * The main page's move list and its Back and Forward buttons in headless Chromium: one tab stop
 * however long the game, walked with ←/→/Home/End, Enter on a move keeps the focus in the list,
 * and Forward right after Back retraces it against the engine.
 */
// Slow, so the quick profile leaves it out (CONTRIBUTING.md): a page in Chromium.
@Tag("slow")
class WebMoveListBrowserTest extends MainPageBrowserTest {

    /** The example game of docs/NOTATION.md, 40 plies, with its result. */
    private static final String RECORD = "[Rules \"standard\"]\n\n" + WebGameBrowserTest.EXAMPLE_GAME + " 0-1";

    @BeforeEach
    void openThePage() {
        GamePage.openMainPage(true, new Dimension(1200, 900));
    }

    /** Loads the example game from the record field, the engine playing a side ("none" for nobody). */
    private static void importExample(String opponent) {
        new Select(driver.findElement(By.id("opponent"))).selectByValue(opponent);
        WebElement record = byTestId("sgn");
        record.clear();
        record.sendKeys(RECORD);
        driver.findElement(By.id("import")).click();
        idle();
        assertEquals(40, driver.findElements(By.cssSelector("[data-testid='moves'] button.mv")).size());
    }

    private static void keys(CharSequence... keys) {
        new Actions(driver).sendKeys(keys).perform();
        idle();
    }

    /** The move with the focus, by its text, or what else has it. */
    private static String focused() {
        WebElement active = driver.switchTo().activeElement();
        return active.getAttribute("data-path") != null ? active.getText() : "<" + active.getTagName() + ">";
    }

    private static String shownMove() {
        return WebGameBrowserTest.shownMove();
    }

    /** The button of the n-th ply of the main line (1-based). */
    private static WebElement ply(int n) {
        return driver.findElement(By.cssSelector("[data-testid='moves'] button.mv[data-path='" + "0.".repeat(n - 1) + "0']"));
    }

    @Test
    void theMoveListIsOneTabStopHoweverLongTheGame() {
        importExample("none");
        Number stops = (Number) driver.executeScript("return [...document.querySelectorAll(\"[data-testid='moves'] *\")]"
                + ".filter((e) => e.tabIndex >= 0).length;");
        assertEquals(1, stops.intValue(), "tab stops in a 40-ply move list");
        // Tab from the control before the list lands on the move shown, the last; the next Tab leaves the list.
        driver.executeScript("document.getElementById('review').focus();");
        keys(Keys.TAB);
        assertEquals("f3c4:2#", focused());
        keys(Keys.TAB);
        assertNull(driver.switchTo().activeElement().getAttribute("data-path"), "the next Tab leaves the list");
    }

    @Test
    void arrowsHomeAndEndWalkTheMoves() {
        importExample("none");
        driver.executeScript("arguments[0].focus();", ply(40));
        keys(Keys.ARROW_LEFT);
        assertEquals("g2f5:3", focused());
        keys(Keys.ARROW_LEFT, Keys.ARROW_LEFT);
        assertEquals("d6d5:1", focused());
        keys(Keys.ARROW_RIGHT);
        assertEquals("d4f3:4+", focused());
        keys(Keys.HOME);
        assertEquals("a1a5:4", focused());
        keys(Keys.ARROW_LEFT);
        assertEquals("a1a5:4", focused(), "the first move is the end of the walk back");
        keys(Keys.END);
        assertEquals("f3c4:2#", focused());
        assertEquals("f3c4:2#", shownMove(), "walking moves the focus only; the board still shows the last move");
        Number stops = (Number) driver.executeScript("return [...document.querySelectorAll(\"[data-testid='moves'] *\")]"
                + ".filter((e) => e.tabIndex >= 0).length;");
        assertEquals(1, stops.intValue(), "still one tab stop after walking");
    }

    @Test
    void enterOnAMoveShowsItAndKeepsTheFocusInTheList() {
        importExample("none");
        driver.executeScript("arguments[0].focus();", ply(3));
        assertEquals("b1b4:3", focused());
        keys(Keys.ENTER);
        assertEquals("b1b4:3", shownMove());
        assertEquals("b1b4:3", focused(), "the focus stays on the move shown");
        keys(Keys.SPACE);
        assertEquals("b1b4:3", focused(), "Space as Enter");
        driver.executeScript("arguments[0].focus();", ply(4));
        keys(Keys.ENTER);
        assertEquals("b8b6:4", shownMove());
        assertEquals("b8b6:4", focused());
    }

    @Test
    void backThenForwardRetraceEachOtherAgainstTheEngine() {
        importExample("red");
        // The 13th ply, d2xc3:1: Red, the engine, to move.
        ply(13).click();
        idle();
        assertEquals("d2xc3:1", shownMove());
        driver.findElement(By.id("undo")).click();
        idle();
        assertEquals("b6xc3:3", shownMove(), "Back from the engine's turn takes one ply");
        driver.findElement(By.id("redo")).click();
        idle();
        assertEquals("d2xc3:1", shownMove(), "Forward right after Back comes back to the 13th ply");

        // From White's turn Back takes two plies (the engine's answer and White's move), and Forward two again.
        ply(14).click();
        idle();
        driver.findElement(By.id("undo")).click();
        idle();
        assertEquals("b6xc3:3", shownMove());
        driver.findElement(By.id("undo")).click();
        idle();
        assertEquals("d7d4:3+", shownMove());
        driver.findElement(By.id("redo")).click();
        idle();
        assertEquals("b6xc3:3", shownMove());
        driver.findElement(By.id("redo")).click();
        idle();
        assertEquals("a8a4:4", shownMove(), "two Forwards retrace two Backs");
    }
}
