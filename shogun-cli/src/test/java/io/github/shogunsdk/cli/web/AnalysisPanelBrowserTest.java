package io.github.shogunsdk.cli.web;

import static io.github.shogunsdk.cli.web.GamePage.byTestId;
import static io.github.shogunsdk.cli.web.GamePage.click;
import static io.github.shogunsdk.cli.web.GamePage.driver;
import static io.github.shogunsdk.cli.web.GamePage.hasClass;
import static io.github.shogunsdk.cli.web.GamePage.idle;
import static io.github.shogunsdk.cli.web.GamePage.newGame;
import static io.github.shogunsdk.cli.web.GamePage.piece;
import static io.github.shogunsdk.cli.web.GamePage.wait;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Engine;
import io.github.shogunsdk.api.EngineOptions;
import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.GameReview;
import io.github.shogunsdk.api.PlyReview;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.Shogun;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The analysis panel of the web game in headless Chromium: the evaluation bar follows the position
 * shown, the three best lines are listed with an arrow for each first move, a line's move and a
 * move played off the main line become variations that the move list shows, goes to and deletes.
 * Every wait is for a condition on the page, never for a time.
 */
// Slow, so the quick profile leaves it out (CONTRIBUTING.md): games analysed in Chromium.
@Tag("slow")
class AnalysisPanelBrowserTest extends MainPageBrowserTest {

    /** The example game of docs/NOTATION.md to White's 20th move: Red mates next with f3c4. */
    static final String BEFORE_RED_MATES = WebGameBrowserTest.EXAMPLE_GAME.substring(0,
            WebGameBrowserTest.EXAMPLE_GAME.lastIndexOf(' '));

    /**
     * Twelve plies of random moves, in which the engine's review at depth 2 finds every kind of
     * mistake (?!, ? and ??).
     */
    static final String RANDOM_GAME = "1. f1g4:2 c8d6:1 2. a1b4:3 h8f7:1 3. b4c6:1 g8g7:2 4. d1c2:1 b8c7:2 5. c6c5:1 d6c6:1 "
            + "6. g4g6:2 e8e7:2";

    @BeforeEach
    void openThePage() {
        GamePage.openMainPage(true, null);
    }

    // ---- helpers ----

    private static String moves() {
        return byTestId("moves").getText();
    }

    /** The path of the move shown, such as "0.0.1"; "" at the start of the game. */
    private static String shownPath() {
        return byTestId("moves").getAttribute("data-path");
    }

    /**
     * Reads the panel at one moment, in one script (its lines are drawn again at each depth): the
     * path analysed, the bar's score and White's share, the path shown, each line's first move and
     * text, and the arrows as rank:move.
     */
    @SuppressWarnings("unchecked")
    private static Map<String, Object> panel() {
        return (Map<String, Object>) driver.executeScript(
                "const bar = document.querySelector(\"[data-testid='eval-bar']\");"
                + "const lines = [...document.querySelectorAll(\"[data-testid='lines'] [data-testid='line']\")];"
                + "const arrows = [...document.querySelectorAll(\"[data-testid='board'] .sg-layer-engine .sg-arrow[class*='sg-brush-line-']\")];"
                + "return {path: bar.dataset.path, score: bar.dataset.score, share: bar.getAttribute('aria-valuenow'),"
                + " shown: document.querySelector(\"[data-testid='moves']\").dataset.path,"
                + " firsts: lines.map((line) => line.dataset.move), texts: lines.map((line) => line.textContent),"
                + " arrows: arrows.map((arrow) => /sg-brush-line-(\\d+)/.exec(arrow.getAttribute('class'))[1] + ':'"
                + " + arrow.dataset.move)};");
    }

    @SuppressWarnings("unchecked")
    private static List<String> list(Map<String, Object> panel, String key) {
        return (List<String>) panel.get(key);
    }

    /** Waits until the panel shows three lines of the position shown with an arrow for each, and returns it then. */
    private static Map<String, Object> awaitThreeLines() {
        List<Map<String, Object>> seen = new ArrayList<>();
        new WebDriverWait(driver, PATIENCE, Duration.ofMillis(20)).withMessage(() -> "the panel shows " + (seen.isEmpty() ? "nothing" : seen.get(0)) + ", the notice "
                + byTestId("notice").getText()).until(d -> {
            Map<String, Object> panel = panel();
            List<String> firsts = list(panel, "firsts");
            List<String> expected = new ArrayList<>();
            for (int i = 0; i < firsts.size(); i++) {
                expected.add((i + 1) + ":" + firsts.get(i));
            }
            seen.add(0, panel);
            return firsts.size() == 3 && panel.get("shown").equals(panel.get("path")) && !"".equals(panel.get("score"))
                    && list(panel, "arrows").equals(expected);
        });
        return seen.get(0);
    }

    /**
     * Clicks a move of the best line whose first move is not one to avoid, in a script, as the lines
     * may be drawn again at any moment (and waits until there is such a line).
     *
     * @param avoid a first move to pass over, or "" for none
     * @param index the move of the line to click, 0 for its first
     * @return the first move of the line clicked
     */
    private static String clickLine(String avoid, int index) {
        String[] clicked = new String[1];
        wait.until(d -> {
            clicked[0] = (String) driver.executeScript("const line = [...document.querySelectorAll("
                    + "\"[data-testid='lines'] [data-testid='line']\")].find((l) => l.dataset.move !== arguments[0]);"
                    + "const button = line && line.querySelector(`button[data-index='${arguments[1]}']`);"
                    + "if (!button) { return null; } button.click(); return line.dataset.move;", avoid, index);
            return clicked[0] != null;
        });
        idle();
        return clicked[0];
    }

    /** Imports a record of the standard rules: moves and, when the rules did not end the game, " *". */
    private static void importRecord(String movetext) {
        WebElement record = byTestId("sgn");
        record.clear();
        record.sendKeys("[Rules \"standard\"]\n\n" + movetext + (movetext.endsWith("#") ? " 0-1" : " *"));
        driver.findElement(By.id("import")).click();
        idle();
    }

    private static WebElement move(String path) {
        return driver.findElement(By.cssSelector("[data-testid='moves'] .mv[data-path='" + path + "']"));
    }

    private static void goTo(String path) {
        move(path).click();
        idle();
        assertEquals(path, shownPath());
    }

    private static void analyse(boolean on) {
        WebElement box = driver.findElement(By.id("analyse"));
        if (box.isSelected() != on) {
            box.click();
        }
    }

    // ---- the tests ----

    @Test
    void theBarFollowsThePositionShownWithThreeLinesAndTheirArrows() {
        newGame("standard", "magnetic", null, "none", "depth", 3);
        importRecord(BEFORE_RED_MATES);
        assertTrue(byTestId("eval-bar").isDisplayed(), "the evaluation bar is on the page");
        analyse(true);
        Map<String, Object> panel = awaitThreeLines();
        // Red to move mates with f3c4 (the game's last move): the bar is all Red's.
        assertEquals("Red wins in 1", panel.get("score"));
        assertEquals("0", panel.get("share"));
        assertEquals(3, new TreeSet<>(list(panel, "firsts")).size(), "each line starts with another move: " + panel);
        assertTrue(list(panel, "texts").get(0).startsWith("Red wins in 1 "), list(panel, "texts").get(0));

        // After White's first move the material is even: the bar leaves Red's end for the middle.
        goTo("0");
        panel = awaitThreeLines();
        int share = Integer.parseInt((String) panel.get("share"));
        assertTrue(share > 10 && share < 90, "an even position: " + panel);
        assertTrue(((String) panel.get("score")).matches("[-+]\\d+\\.\\d\\d"), panel.toString());

        // The mating line, clicked, is played on the board.
        goTo(String.join(".", Collections.nCopies(39, "0")));
        panel = awaitThreeLines();
        String mate = clickLine("", 0);
        assertTrue(list(panel, "firsts").contains(mate), mate + " is one of the lines " + panel);
        wait.until(d -> byTestId("status").getText().equals("Red wins by checkmate"));
        assertEquals(mate, driver.findElement(By.cssSelector("[data-testid='moves'] .mv.current")).getText()
                .replace("x", "").substring(0, 4), "the line's move is the move shown");
        assertEquals(List.of(), list(panel(), "arrows"), "no line and no arrow once the game is over");
        analyse(false);
    }

    @Test
    void aMoveOffTheMainLineIsAVariationToExploreAndDelete() {
        newGame("standard", "magnetic", null, "none", "depth", 3);
        importRecord("1. a1a5:4 d8d7:3 2. b1b4:3 b8b6:4");
        String mainline = "1. a1a5:4 d8d7:3 2. b1b4:3 b8b6:4";
        assertEquals(mainline, moves());
        assertEquals("0.0.0.0", shownPath(), "a record opens at the end of its main line");
        assertFalse(driver.findElement(By.id("delete-variation")).isDisplayed(), "nothing to delete on the main line");

        // Back at the start, d1d3 instead of a1a5 is a variation of the first move.
        goTo("0");
        driver.findElement(By.id("undo")).click();
        idle();
        assertEquals("", shownPath());
        click("d1");
        click("d3");
        assertEquals("1", shownPath(), "the second child of the start");
        assertEquals("1. a1a5:4 (1. d1d3:1) 1... d8d7:3 2. b1b4:3 b8b6:4", moves());
        assertEquals("KW1", piece("d3"));
        assertTrue(driver.findElement(By.id("delete-variation")).isDisplayed());

        // Red answers in the variation; the main line is there to go back to, and so is the variation.
        click("e8");
        click("e7");
        assertEquals("1.0", shownPath());
        assertEquals("1. a1a5:4 (1. d1d3:1 e8e7:2) 1... d8d7:3 2. b1b4:3 b8b6:4", moves());
        goTo("0.0.0");
        assertEquals("PW3", piece("b4"));
        assertEquals("KW2", piece("d1"));
        goTo("1");
        assertEquals("KW1", piece("d3"));
        assertEquals("Red to move", byTestId("status").getText());
        assertTrue(hasClass(move("1"), "current"));

        // Playing a move the record has goes to it rather than adding it again.
        click("e8");
        click("e7");
        assertEquals("1.0", shownPath());
        assertEquals(6, driver.findElements(By.cssSelector("[data-testid='moves'] .mv")).size(), moves());

        // Delete: the variation goes, the main line stays, and the position before it is shown.
        driver.findElement(By.id("delete-variation")).click();
        idle();
        assertEquals(mainline, moves());
        assertEquals("", shownPath());
        assertEquals("KW2", piece("d1"));
        assertFalse(driver.findElement(By.id("delete-variation")).isDisplayed());
        driver.findElement(By.id("export")).click();
        idle();
        assertTrue(byTestId("sgn").getAttribute("value").endsWith("\n1. a1a5:4 d8d7:3 2. b1b4:3 b8b6:4 *\n"),
                byTestId("sgn").getAttribute("value"));
    }

    @Test
    void aLineOfTheEngineBecomesAVariation() throws IOException {
        newGame("standard", "magnetic", null, "none", "depth", 3);
        importRecord("1. a1a5:4 d8d7:3");
        goTo("0");
        analyse(true);
        Map<String, Object> panel = awaitThreeLines();
        // Of three lines with different first moves, at least two are not the record's d8d7.
        assertEquals(3, new TreeSet<>(list(panel, "firsts")).size(), panel.toString());
        String first = clickLine("d8d7", 1);
        assertEquals("0.1.0", shownPath(), "two moves of the line, as a variation of d8d7");
        String list = moves();
        assertTrue(list.startsWith("1. a1a5:4 d8d7:3 (1... " + first.substring(0, 2)), list);
        assertNotEquals("1. a1a5:4 d8d7:3", list);
        awaitThreeLines();
        // A picture of the panel for docs/WEB.md: the lines, their arrows and a variation.
        Path shot = Path.of("target", "analysis-panel.png");
        Files.createDirectories(shot.getParent());
        Files.copy(driver.getScreenshotAs(OutputType.FILE).toPath(), shot, StandardCopyOption.REPLACE_EXISTING);
        driver.findElement(By.id("delete-variation")).click();
        idle();
        assertEquals("1. a1a5:4 d8d7:3", moves());
        assertEquals("0", shownPath());
        analyse(false);
    }

    @Test
    void aReviewMarksTheMistakesInTheMoveList() {
        newGame("standard", "magnetic", null, "none", "depth", 2);
        importRecord(RANDOM_GAME);
        // What the review API says of this game at depth 2, with the server's engine table.
        GameRecord record = Shogun.readRecord("[Rules \"standard\"]\n\n" + RANDOM_GAME + " *");
        Engine engine = Shogun.newEngine(record.setup(), EngineOptions.defaults().withHashMegabytes(4));
        GameReview expected = GameReview.run(record, engine, SearchLimits.ofDepth(2));
        Set<Integer> kinds = new TreeSet<>();
        expected.mistakes().forEach(ply -> kinds.add(ply.judgement().orElseThrow().glyph()));
        assertEquals(Set.of(2, 4, 6), kinds, "random moves make every kind of mistake: " + expected);

        driver.findElement(By.id("review")).click();
        wait.until(d -> byTestId("review-status").getText().startsWith("Reviewed "));
        idle();
        assertEquals("Reviewed 12 moves: " + expected.mistakes().size() + " marked ?!, ? or ??.",
                byTestId("review-status").getText());
        for (PlyReview ply : expected.plies()) {
            String path = String.join(".", Collections.nCopies(ply.number(), "0"));
            WebElement move = move(path);
            String glyph = ply.judgement().map(judgement -> String.valueOf(judgement.glyph())).orElse(null);
            assertEquals(glyph, move.getAttribute("data-glyphs"), "ply " + ply.number());
            String symbol = ply.judgement().map(judgement -> judgement.symbol()).orElse("");
            assertEquals(move.getAttribute("data-move") + symbol, move.getText(), "ply " + ply.number());
            assertEquals(ply.evaluation().toString(), move.getAttribute("data-eval"), "ply " + ply.number());
            if (ply.judgement().isPresent()) {
                assertTrue(hasClass(move, ply.judgement().get().glyph() == 4 ? "blunder"
                        : ply.judgement().get().glyph() == 2 ? "mistake" : "dubious"), move.getAttribute("class"));
                // The engine's better line follows the mistake, as its first variation.
                assertEquals(ply.bestVariation().get(0).move().toString(),
                        move(path.substring(0, path.length() - 1) + "1").getAttribute("data-move").replace("x", "")
                                .substring(0, 4));
            }
        }

        // Without an analysis, the bar shows the review's evaluation of the move shown.
        PlyReview estimate = expected.plies().stream()
                .filter(ply -> ply.evaluation().toString().matches("[-+]\\d+\\.\\d\\d") && !ply.evaluation().toString().endsWith("0.00"))
                .findFirst().orElseThrow();
        goTo(String.join(".", Collections.nCopies(estimate.number(), "0")));
        assertEquals(estimate.evaluation().toString(), byTestId("eval-bar").getAttribute("data-score"));
        driver.findElement(By.id("export")).click();
        idle();
        assertEquals(expected.annotated(), Shogun.readRecord(byTestId("sgn").getAttribute("value")),
                "the exported record is the review's annotated record");
    }
}
