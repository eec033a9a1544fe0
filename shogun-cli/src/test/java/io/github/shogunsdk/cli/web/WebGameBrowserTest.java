package io.github.shogunsdk.cli.web;

import static io.github.shogunsdk.cli.web.GamePage.byTestId;
import static io.github.shogunsdk.cli.web.GamePage.click;
import static io.github.shogunsdk.cli.web.GamePage.driver;
import static io.github.shogunsdk.cli.web.GamePage.hasClass;
import static io.github.shogunsdk.cli.web.GamePage.idle;
import static io.github.shogunsdk.cli.web.GamePage.marked;
import static io.github.shogunsdk.cli.web.GamePage.newGame;
import static io.github.shogunsdk.cli.web.GamePage.newGameAtLevel;
import static io.github.shogunsdk.cli.web.GamePage.reducedMotion;
import static io.github.shogunsdk.cli.web.GamePage.isMarked;
import static io.github.shogunsdk.cli.web.GamePage.piece;
import static io.github.shogunsdk.cli.web.GamePage.square;
import static io.github.shogunsdk.cli.web.GamePage.wait;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.Select;

/**
 * The web game in a real browser (headless Chromium): games played to their end by clicking,
 * against a script and against the engine, highlights, an illegal click's reason, undo and redo,
 * SGN export and import, a king-of-the-hill win, the keyboard alone, a narrow screen, and a
 * screenshot of a game in progress ({@code target/web-game.png}).
 */
// Slow, so the quick profile leaves it out (CONTRIBUTING.md): games played in Chromium.
@Tag("slow")
class WebGameBrowserTest extends MainPageBrowserTest {

    /** The example game of docs/NOTATION.md: Red mates on its 20th move. */
    static final String EXAMPLE_GAME = "1. a1a5:4 d8d7:3 2. b1b4:3 b8b6:4 3. c1c3:3 b6xc3:3+ 4. a5xc3:3 c8b6:4 5. d1c2:1 "
            + "d7d4:3+ 6. c2d2:2 b6xc3:3 7. d2xc3:1 a8a4:4 8. h1g2:4 f8d7:3 9. f1d3:3 d7b6:4+ 10. c3b3:2 a4a8:4 "
            + "11. b3c4:2 b6e7:4 12. g2e4:1 a8b5:4 13. e4xd4:3 e7xd4:3 14. e1f1:4 h8g6:2 15. c4d5:1 b5d7:3 "
            + "16. d5d6:1 e8d8:1 17. g1h3:2 g6h7:4 18. h3g2:4 h7e8:3+ 19. d6d5:1 d4f3:4+ 20. g2f5:3 f3c4:2#";
    /** The example game before White's last move, g2f5, its only legal move. */
    static final String BEFORE_MATE = "3k1p31p11/3p34/8/3K14/1P36/3P31p42/6P41/5P42 w 12 20";
    /** The most moves White makes in a game against the engine before the test gives up. */
    static final int MAX_WHITE_MOVES = 60;

    @BeforeEach
    void openThePage() {
        GamePage.openMainPage(false, new Dimension(1200, 900));
    }

    // ---- helpers ----

    private static String status() {
        return byTestId("status").getText();
    }

    private static String moves() {
        return byTestId("moves").getText();
    }

    private static void play(String from, String to) {
        click(from);
        assertTrue(isMarked(to, "target"), () -> from + to + " is not offered; targets: " + marked("target"));
        GamePage.clickTarget(to);
    }

    /** Presses keys on whatever has the focus, as a person at the keyboard does. */
    private static void keys(CharSequence... keys) {
        new Actions(driver).sendKeys(keys).perform();
        idle();
    }

    /** The square under the board's keyboard cursor. */
    private static String cursor() {
        return driver.findElement(By.cssSelector("[data-testid='board'] .sg-sq.sg-cursor")).getAttribute("data-square");
    }

    private static void twoPlayers(String start) {
        newGame("standard", "magnetic", start, "none", "depth", 3);
    }


    /** The move the board shows, as the move list marks it; empty at the start of the game. */
    static String shownMove() {
        List<WebElement> current = driver.findElements(By.cssSelector("[data-testid='moves'] .mv.current"));
        return current.isEmpty() ? "" : current.get(0).getText();
    }

    /** The plies of the move list: its tokens without the move numbers. */
    private static int plies() {
        int plies = 0;
        for (String token : moves().split("\\s+")) {
            plies += token.isEmpty() || token.endsWith(".") ? 0 : 1;
        }
        return plies;
    }

    /**
     * Plays White's move as a person who knows nothing of the game would: clicks its pieces in
     * square order (a1, a2, ..., h8) until one offers a target, then clicks that piece's first
     * target in square order.
     *
     * @return the move played, such as {@code a1a5}
     */
    private static String playFirstOfferedMove() {
        Set<String> white = GamePage.piecesOf("white");
        for (String from : white) {
            click(from);
            Set<String> targets = marked("target");
            if (!targets.isEmpty()) {
                String to = targets.iterator().next();
                GamePage.clickTarget(to);
                return from + to;
            }
        }
        throw new AssertionError("White has no legal move, yet the game is not over: " + status());
    }

    // ---- the tests ----

    @Test
    void aPieceShowsItsTargetsAndTheBoardKeepsTheTestConventions() {
        twoPlayers(null);
        assertEquals(64, driver.findElements(By.cssSelector("[data-testid='board'] .sg-sq[data-square]")).size());
        assertEquals("KW2", piece("d1"));
        assertEquals("KR1", piece("e8"));
        assertEquals("PW4", piece("a1"));
        assertEquals("PR3", piece("h8"));
        assertNull(piece("d4"));
        assertEquals("White to move", status());
        assertEquals("", moves());
        assertEquals("3", square("d4").findElement(By.className("sg-magnet")).getText(), "the magnet under d4");
        click("d1");
        assertTrue(isMarked("d1", "selected"));
        assertEquals(Set.of("c2", "d3", "e2"), marked("target"));
        click("d1");
        assertEquals(Set.of(), marked("target"), "a second click puts the piece down");
        driver.findElement(By.id("show-magnets")).click();
        assertFalse(square("d4").findElement(By.className("sg-magnet")).isDisplayed(), "the magnets can be hidden");
        driver.findElement(By.id("show-magnets")).click();
    }

    @Test
    void anIllegalClickSaysWhyAndMarksTheBlockerOrTheChecker() {
        twoPlayers(WebApiTest.BLOCKED);
        click("d4");
        click("d6");
        assertEquals("illegal move d4d6: the path is blocked at d5", byTestId("refusal").getText());
        assertEquals(Set.of("d5"), marked("blocker"));
        assertEquals(Set.of(), marked("selected"), "the board puts the piece down");
        click("c3");
        assertEquals("There is no piece on c3.", byTestId("refusal").getText());
        assertEquals(Set.of(), marked("blocker"));

        twoPlayers(WebApiTest.CHECK);
        assertTrue(isMarked("e1", "check"), "the king in check is marked");
        assertEquals(Set.of("e2"), marked("checker"));
        click("a1");
        click("a2");
        assertEquals("illegal move a1a2: it leaves the white king on e1 in check by the red pawn on e2",
                byTestId("refusal").getText());
        assertEquals(Set.of("e2"), marked("checker"));
        assertEquals(Set.of(), marked("selected"), "the board puts the piece down");
        click("e8");
        assertEquals("The piece on e8 is red, and white is to move.", byTestId("refusal").getText());
    }

    @Test
    void checkIsInTheStatusAndAPieceThatCannotEndItSaysSo() {
        twoPlayers(WebApiTest.CHECK);
        assertEquals("White to move — in check", status());
        click("a1");
        assertEquals("The white pawn on a1 has no legal move: the white king is in check by the red pawn on e2, and no "
                + "move of this piece ends the check.", byTestId("refusal").getText());
        assertEquals(Set.of("e2"), marked("checker"));
        assertEquals(Set.of(), marked("target"));
        click("e1");
        assertEquals(Set.of("d1", "e2", "f1"), marked("target"), "the king ends the check by moving or capturing");
    }

    @Test
    void aLegendExplainsEnergiesMagnetsAndTheKingsRule() {
        twoPlayers(null);
        String legend = byTestId("legend").getText();
        assertTrue(legend.startsWith("A piece moves exactly as many squares as its energy"), legend);
        assertTrue(legend.contains("a king takes 2 on an even magnet (2 or 4) and 1 on an odd one (1 or 3)"), legend);
        newGame("standard", "fixed", null, "none", "depth", 3);
        assertTrue(byTestId("legend").getText().endsWith("In this game energies never change."), byTestId("legend").getText());
        newGame("standard", "random", null, "none", "depth", 3);
        assertTrue(byTestId("legend").getText().endsWith("1 to 4 for a pawn, 1 or 2 for a king."), byTestId("legend").getText());
    }

    @Test
    void resigningAsksFirst() {
        twoPlayers(null);
        driver.findElement(By.id("resign")).click();
        assertTrue(byTestId("resign-confirm").isDisplayed());
        driver.findElement(By.id("resign-no")).click();
        idle();
        assertFalse(byTestId("resign-confirm").isDisplayed());
        assertEquals("White to move", status(), "No keeps the game going");
        driver.findElement(By.id("resign")).click();
        driver.findElement(By.id("resign-yes")).click();
        idle();
        assertEquals("Red wins by resignation", status());
        assertFalse(byTestId("resign-confirm").isDisplayed());
    }

    @Test
    void aScriptedGameIsPlayedToItsEndByClicking() {
        // Forty plies: without the slides, which the other tests see, to keep the run short.
        reducedMotion(true);
        twoPlayers(null);
        for (String token : EXAMPLE_GAME.split(" ")) {
            if (token.endsWith(".")) {
                continue;
            }
            String move = token.replace("x", "");
            play(move.substring(0, 2), move.substring(2, 4));
        }
        assertEquals("Red wins by checkmate", status());
        WebElement banner = byTestId("banner");
        assertTrue(banner.isDisplayed());
        assertEquals("Red wins by checkmate", banner.getText());
        assertEquals(EXAMPLE_GAME, moves().replace("\n", " "));
        assertEquals("PR2", piece("c4"));
        click("d5");
        assertEquals("The game is over: Red wins by checkmate.", byTestId("refusal").getText());
    }

    @Test
    void aWholeGameFromTheStartAgainstTheEngine() {
        // King of the hill from the initial position, the engine at depth 1 as Red, White clicking
        // its first offered move: both sides are deterministic, and the engine wins as soon as its
        // king can step onto the hill (8 plies when this test was written). The cap stops a game
        // that went on instead.
        reducedMotion(true);
        newGame("koth", "magnetic", null, "red", "depth", 1);
        List<String> played = new ArrayList<>();
        while (!byTestId("banner").isDisplayed()) {
            assertTrue(played.size() < MAX_WHITE_MOVES, "no end after " + MAX_WHITE_MOVES + " moves: " + moves());
            assertTrue(status().startsWith("White to move"), "the engine answered every move: " + moves());
            int before = plies();
            played.add(playFirstOfferedMove());
            wait.until(d -> byTestId("banner").isDisplayed() || plies() == before + 2);
            idle();
        }
        String result = status();
        assertTrue(result.matches("(White|Red) wins by .+|Draw by .+"), result);
        assertEquals(result, byTestId("banner").getText());
        assertTrue(plies() >= 2 * played.size() - 1, "every move is in the list: " + moves());
        click(played.get(0).substring(0, 2));
        assertEquals("The game is over: " + result + ".", byTestId("refusal").getText());
    }

    @Test
    void theEngineAnswersAndEndsTheGame() {
        newGame("standard", "magnetic", BEFORE_MATE, "red", "depth", 2);
        assertEquals("White to move — in check", status(), "Red's last move, d4f3:4+, gave check");
        play("g2", "f5");
        wait.until(d -> status().equals("Red wins by checkmate"));
        idle();
        assertEquals("20. g2f5:3 f3c4:2#", moves());
        assertEquals("Red wins by checkmate", byTestId("banner").getText());
        assertEquals(Set.of("f3", "c4"), marked("last"));
    }

    @Test
    void theLevelsForPeopleAreOfferedByNameAndEveryOneTakesAWinInOne() {
        List<String> offered = new Select(driver.findElement(By.id("level-kind"))).getOptions().stream()
                .map(option -> option.getAttribute("value")).toList();
        assertEquals(List.of("beginner", "casual", "club", "strong", "expert", "full", "depth", "time"), offered);
        newGameAtLevel("standard", "magnetic", BEFORE_MATE, "red", "beginner");
        assertTrue(driver.findElement(By.id("level")).getAttribute("disabled") != null,
                "a named level sets its own depth: the number is not used");
        play("g2", "f5");
        // Even a beginner plays the move that wins at once.
        wait.until(d -> status().equals("Red wins by checkmate"));
        idle();
        assertEquals("20. g2f5:3 f3c4:2#", moves());
    }

    @Test
    void theEngineThinksVisiblyAndMovesWhenStopped() {
        newGame("standard", "magnetic", null, "red", "time", 20_000);
        click("d1");
        square("d3").click();
        wait.until(d -> byTestId("thinking").isDisplayed() && byTestId("thinking").getText().contains("depth"));
        assertTrue(byTestId("thinking").getText().matches("(?s)Thinking… depth \\d+, [-+]\\d+\\.\\d\\d.*"),
                byTestId("thinking").getText());
        assertTrue(driver.findElement(By.id("undo")).getAttribute("disabled") != null, "no undo while it thinks");
        driver.findElement(By.id("stop")).click();
        idle();
        assertTrue(status().startsWith("White to move"), status());
        assertEquals(isMarked("d3", "check"), status().endsWith(" — in check"), "the status says what the board shows");
        assertFalse(byTestId("thinking").isDisplayed());
        assertEquals(2, moves().split(" ").length - 1, moves());
        driver.findElement(By.id("resign")).click();
        driver.findElement(By.id("resign-yes")).click();
        idle();
        assertEquals("Red wins by resignation", status());
        assertEquals("Red wins by resignation", byTestId("banner").getText());
    }

    @Test
    void undoAndRedo() {
        twoPlayers(null);
        play("d1", "d3");
        play("e8", "e7");
        assertEquals("1. d1d3:1 e8e7:2", moves());
        assertEquals("e8e7:2", shownMove());
        driver.findElement(By.id("undo")).click();
        idle();
        assertEquals("1. d1d3:1 e8e7:2", moves(), "going back keeps the moves in the list");
        assertEquals("d1d3:1", shownMove());
        assertEquals("Red to move", status());
        driver.findElement(By.id("undo")).click();
        idle();
        assertEquals("", shownMove(), "the start of the game is shown");
        assertEquals("KW2", piece("d1"));
        driver.findElement(By.id("redo")).click();
        idle();
        assertEquals("d1d3:1", shownMove());
        assertEquals("KW1", piece("d3"));

        newGame("standard", "magnetic", null, "red", "depth", 1);
        play("d1", "d3");
        wait.until(d -> moves().split(" ").length == 3);
        idle();
        driver.findElement(By.id("undo")).click();
        idle();
        assertEquals("", shownMove(), "against the engine, going back goes past its answer and your move");
        assertEquals("White to move", status());
    }

    @Test
    void aGameIsExportedAndImportedAsSgn() {
        twoPlayers(null);
        play("d1", "d3");
        driver.findElement(By.id("export")).click();
        idle();
        WebElement record = byTestId("sgn");
        String exported = record.getAttribute("value");
        assertTrue(exported.contains("[Rules \"standard\"]") && exported.endsWith("1. d1d3:1 *\n"), exported);
        assertTrue(driver.findElement(By.id("download")).isDisplayed());

        record.clear();
        record.sendKeys("[Rules \"standard\"]\n\n1. a1a5:4 d8d7:3 2. b1b4:3 b8b6:4 3. c1c3:3 b6xc3:3+ *");
        driver.findElement(By.id("import")).click();
        idle();
        assertEquals("1. a1a5:4 d8d7:3 2. b1b4:3 b8b6:4 3. c1c3:3 b6xc3:3+", moves());
        assertEquals("White to move — in check", status());
        assertTrue(isMarked("d1", "check"));
        assertEquals("PR3", piece("c3"));

        record.clear();
        record.sendKeys("1. d1d4 *");
        driver.findElement(By.id("import")).click();
        idle();
        assertTrue(byTestId("notice").getText().startsWith("bad record at line 1, column 4: move 1 (d1d4)"),
                byTestId("notice").getText());
        assertEquals("1. a1a5:4 d8d7:3 2. b1b4:3 b8b6:4 3. c1c3:3 b6xc3:3+", moves(), "the game is kept");
    }

    @Test
    void aKingReachesTheHill() {
        newGame("koth", "magnetic", "4k1p12/8/8/8/8/3K14/8/P17 w", "none", "depth", 3);
        play("d3", "d4");
        assertEquals("White wins by reaching the hill", status());
        assertEquals("White wins by reaching the hill", byTestId("banner").getText());
    }

    @Test
    void theKeyboardAloneIsEnough() {
        twoPlayers(null);
        driver.navigate().refresh();
        idle();
        keys(Keys.TAB);
        assertTrue(hasClass(driver.switchTo().activeElement(), "sg-board"), "the board is the first stop");
        assertEquals("d1", cursor(), "its cursor starts on White's king");
        keys(Keys.ENTER);
        assertEquals(Set.of("c2", "d3", "e2"), marked("target"));
        keys(Keys.ESCAPE);
        assertEquals(Set.of(), marked("target"));
        keys(Keys.ENTER);
        keys(Keys.ARROW_UP, Keys.ARROW_UP);
        assertEquals("d3", cursor());
        keys(Keys.ENTER);
        assertEquals("1. d1d3:1", moves());
        assertEquals("Red to move", status());
    }

    @Test
    void aNarrowScreenShowsTheWholeBoard() {
        driver.manage().window().setSize(new Dimension(360, 800));
        driver.navigate().refresh();
        idle();
        long viewport = (Long) ((JavascriptExecutor) driver).executeScript("return document.documentElement.clientWidth;");
        long page = (Long) ((JavascriptExecutor) driver).executeScript("return document.documentElement.scrollWidth;");
        assertTrue(page <= viewport, "no sideways scrolling: " + page + " > " + viewport);
        WebElement board = byTestId("board");
        assertTrue(board.getRect().getX() + board.getRect().getWidth() <= viewport, "the board fits: " + board.getRect());
        assertTrue(square("h1").getRect().getWidth() >= 36, "squares stay big enough to tap");
        click("d1");
        assertEquals(Set.of("c2", "d3", "e2"), marked("target"));
    }

    @Test
    void aScreenshotOfAGameInProgress() throws Exception {
        twoPlayers(null);
        play("a1", "a5");
        play("d8", "d7");
        play("b1", "b4");
        play("b8", "b6");
        click("f1");
        assertFalse(marked("target").isEmpty());
        Path shot = Path.of("target", "web-game.png");
        Files.createDirectories(shot.getParent());
        driver.manage().window().setSize(new Dimension(1180, 860));
        Files.copy(driver.getScreenshotAs(OutputType.FILE).toPath(), shot, StandardCopyOption.REPLACE_EXISTING);
        byte[] png = Files.readAllBytes(shot);
        assertTrue(png.length > 10_000, "a real picture");
        assertEquals((byte) 0x89, png[0]);
        assertEquals('P', png[1]);
    }
}
