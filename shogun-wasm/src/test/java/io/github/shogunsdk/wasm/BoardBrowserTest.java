package io.github.shogunsdk.wasm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.interactions.PointerInput;
import org.openqa.selenium.interactions.Sequence;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The board component ({@code shogun-sdk/board}) in headless Chromium, on the test page of
 * src/test/board with the built package beside it: moves by click-click, by drag and by keyboard
 * alone, the choice between two paths, a premove played after the opponent's move, arrows that
 * turn where the move turns, and screenshots in light and dark theme at desktop and phone width
 * (target/board-screenshots), all under a policy that allows scripts and styles from the site alone
 * (no inline styles). The keyboard game's announcements are kept in
 * target/board-screenshots/keyboard-game-announcements.txt. Every expected value is worked out
 * from the rules (docs/RULES.md): the initial position, its magnets and the path shapes.
 */
// Slow, so the quick profile leaves it out (CONTRIBUTING.md): Chromium loads the SDK for each page.
@Tag("slow")
class BoardBrowserTest {

    private static final Path SITE = Path.of("target/board-site").toAbsolutePath();
    private static final Path SHOTS = Path.of("target/board-screenshots").toAbsolutePath();

    private static Chromium chromium;
    private static StaticSite site;

    @BeforeAll
    static void serveTheTestPage() throws IOException {
        chromium = Chromium.start();
        driver().manage().window().setSize(new Dimension(1280, 900));
        copyTree(Path.of("target/npm"), SITE.resolve("shogun-sdk"));
        copyTree(Path.of("src/test/board"), SITE);
        // Styles from the site only: the board styles its elements through the style object, never as markup.
        site = new StaticSite(SITE, "application/wasm", StaticSite.STRICT_POLICY + "; style-src 'self'");
        Files.createDirectories(SHOTS);
    }

    @AfterAll
    static void stop() throws IOException {
        if (site != null) {
            site.close();
        }
        if (chromium != null) {
            chromium.close();
        }
    }

    @Test
    void clickClickShowsTheDestinationsWithTheirLandingEnergyThenPlays() {
        open("", 1000);
        click("d1");
        // The king (energy 2) reaches d3 straight and c2 and e2 by d2 (c1 and e1 hold its pawns).
        assertEquals(List.of("c2", "d3", "e2"), squaresWith("sg-dest"));
        // Kings land with 1 on an odd magnet, 2 on an even one: d3 3, c2 3, e2 2 (the standard layout).
        assertEquals("1", landing("d3"));
        assertEquals("1", landing("c2"));
        assertEquals("2", landing("e2"));
        assertTrue(said().contains("White king d1, energy 2: 3 moves, to c2, d3, e2."), said().toString());
        click("d3");
        assertEquals(List.of("d1d3"), script("return t.game.history().map(p => p.move)"));
        assertEquals("White king d1 to d3, lands with energy 1.", lastSaid());
        assertEquals(List.of("d1d3"), script("return t.moved"));
        assertEquals(List.of("d1", "d2", "d3"), squaresWith("sg-last"));
    }

    @Test
    void aDragShowsAGhostAndThePathThenPlaysWhereItDrops() {
        open("", 1000);
        script("t.game.play('d1d3'); t.board.update()");
        Actions actions = new Actions(driver());
        // The red pawn on a8 (energy 4) goes down to a4 along a7, a6, a5.
        actions.clickAndHold(square("a8")).moveByOffset(2, 2).perform();
        assertEquals(0L, number("return document.querySelectorAll('.sg-ghost').length"), "2 px is below the threshold");
        actions.moveToElement(square("a4")).perform();
        assertEquals(1L, number("return document.querySelectorAll('.sg-ghost').length"));
        assertEquals(List.of("a4", "a5", "a6", "a7"), squaresWith("sg-path"));
        actions.release().perform();
        assertEquals(List.of("d1d3", "a8a4"), script("return t.game.history().map(p => p.move)"));
        assertEquals(0L, number("return document.querySelectorAll('.sg-ghost').length"));
        assertEquals(List.of(), script("return t.violations"), "nothing blocked by the policy");
        // On a4 (magnet 4) the pawn reaches d3 by b4, c4 and d4: check, shown on the king and on the pawn.
        assertEquals("Red pawn a8 to a4, lands with energy 4. Check.", lastSaid());
        assertEquals(List.of("d3"), squaresWith("sg-check"));
        assertEquals(List.of("a4"), squaresWith("sg-checker"));
    }

    @Test
    void aTouchDragPlaysToo() {
        open("", 1000);
        WebElement from = square("h1");
        WebElement to = square("h3");
        PointerInput finger = new PointerInput(PointerInput.Kind.TOUCH, "finger");
        Sequence drag = new Sequence(finger, 0)
                .addAction(finger.createPointerMove(Duration.ZERO, PointerInput.Origin.fromElement(from), 0, 0))
                .addAction(finger.createPointerDown(PointerInput.MouseButton.LEFT.asArg()))
                .addAction(finger.createPointerMove(Duration.ofMillis(100), PointerInput.Origin.fromElement(to), 0, 0))
                .addAction(finger.createPointerUp(PointerInput.MouseButton.LEFT.asArg()));
        driver().perform(List.of(drag));
        // The pawn on h1 (energy 2) to h3, whose magnet is 2.
        assertEquals(List.of("h1h3"), script("return t.game.history().map(p => p.move)"));
        assertEquals("White pawn h1 to h3, lands with energy 2.", lastSaid());
    }

    @Test
    void whereTwoPathsAreOpenBothAreShownAndThePlayerChooses() {
        open("", 1000);
        script("t.game.play('d1d3'); t.game.play('e8e7'); t.board.update()");
        click("c1");
        // The pawn on c1 (energy 2): c3 straight, b2 by c2 (b1 is taken), d2 by c2 or by d1 (empty now).
        assertEquals(List.of("b2", "c3", "d2"), squaresWith("sg-dest"));
        click("d2");
        assertEquals(2L, number("return t.game.history().length"), "nothing played before the choice");
        assertEquals(List.of("c2", "d1", "d2"), pathSquares(), "both paths shown");
        assertTrue(lastSaid().startsWith("Two paths to d2: via d1 or via c2."), lastSaid());
        click("d1");
        assertEquals("RU", script("return t.game.lastPly().path.shape"));
        assertEquals(List.of("d1", "d2"), script("return t.game.lastPly().path.squares"));
        assertEquals("White pawn c1 to d2 via d1, lands with energy 4.", lastSaid());
    }

    @Test
    void aPremoveIsPlayedAfterTheOpponentsMove() {
        open("?movable=white", 1000);
        click("d1");
        click("d3");
        // Red to move: the white king (energy 1 on d3) may premove to any square one step away.
        click("d3");
        assertEquals(List.of("c3", "d2", "d4", "e3"), squaresWith("sg-dest"));
        click("d4");
        assertEquals(List.of("d3", "d4"), squaresWith("sg-premove"));
        assertEquals(1L, number("return t.game.history().length"));
        script("t.board.playMove('e8e7')");
        assertEquals(List.of("d1d3", "e8e7", "d3d4"), script("return t.game.history().map(p => p.move)"));
        List<String> said = said();
        assertEquals(List.of("Red king e8 to e7, lands with energy 2.", "White king d3 to d4, lands with energy 1."),
                said.subList(said.size() - 2, said.size()));
        assertEquals(List.of(), squaresWith("sg-premove"));
    }

    @Test
    void anArrowForAOneTurnMoveTurnsWhereTheMoveTurns() {
        open("", 0);
        // The pawn on a1 (energy 4) reaches b4 only by a4 (by b1 its own pawn blocks): up three, then right.
        script("t.board.setShapes('engine', {arrows: [{move: 'a1b4'}]})");
        // Squares are 1 unit: a1's centre is (0.5, 7.5), a4's (0.5, 4.5), b4's (1.5, 4.5).
        assertEquals("M0.5 7.5L0.5 4.5L1.5 4.5", arrow("engine"));
        PointerInput mouse = new PointerInput(PointerInput.Kind.MOUSE, "mouse");
        Sequence draw = new Sequence(mouse, 0)
                .addAction(mouse.createPointerMove(Duration.ZERO, PointerInput.Origin.fromElement(square("a1")), 0, 0))
                .addAction(mouse.createPointerDown(PointerInput.MouseButton.RIGHT.asArg()))
                .addAction(mouse.createPointerMove(Duration.ofMillis(50), PointerInput.Origin.fromElement(square("b4")), 0, 0))
                .addAction(mouse.createPointerUp(PointerInput.MouseButton.RIGHT.asArg()));
        driver().perform(List.of(draw));
        assertEquals("M0.5 7.5L0.5 4.5L1.5 4.5", arrow("user"), "the arrow drawn by hand follows the same path");
        script("t.board.flip()");
        // Turned round, a1 is the top right corner: (7.5, 0.5), a4 (7.5, 3.5), b4 (6.5, 3.5).
        assertEquals("M7.5 0.5L7.5 3.5L6.5 3.5", arrow("engine"));
    }

    @Test
    void aMoveSlidesAlongItsPathThroughItsTurn() {
        open("", 60_000);
        script("t.game.play('d1d3'); t.game.play('e8e7'); t.board.update({animate: false})");
        script("t.board.playMove({from: 'c1', to: 'd2', shape: 'RU'})");
        // From c1 right to d1, then up to d2; each keyframe is the piece's offset from d2 in squares.
        assertEquals(List.of("translate(-100%, 100%)", "translate(0%, 100%)", "translate(0%, 0%)"),
                script("return t.board.animation.effect.getKeyframes().map(k => k.transform)"));
        assertEquals("running", script("return t.board.animation.playState"));
        assertEquals("d2", script("return t.board.animation.effect.target.dataset.square"));
    }

    @Test
    void aWholeGameIsPlayedByKeyboardAloneWithEveryMoveAnnounced() throws IOException {
        open("?rules=koth", 0);
        Actions keys = new Actions(driver());
        keys.sendKeys(Keys.TAB).perform();
        assertEquals("sg-board", script("return document.activeElement.className"));
        // The cursor starts on the white king, d1.
        type(Keys.ENTER, Keys.ARROW_UP, Keys.ARROW_UP, Keys.ENTER);                                  // d1d3
        type(Keys.ARROW_RIGHT, Keys.ARROW_UP, Keys.ARROW_UP, Keys.ARROW_UP, Keys.ARROW_UP, Keys.ARROW_UP,
                Keys.ENTER, Keys.ARROW_DOWN, Keys.ENTER);                                            // e8e7
        type(Keys.ARROW_LEFT, Keys.ARROW_LEFT, Keys.ARROW_DOWN, Keys.ARROW_DOWN, Keys.ARROW_DOWN, Keys.ARROW_DOWN,
                Keys.ARROW_DOWN, Keys.ARROW_DOWN, Keys.ENTER, Keys.ARROW_RIGHT, Keys.ARROW_UP, Keys.ENTER,
                Keys.ARROW_RIGHT);
        Files.write(SHOTS.resolve("board-keyboard-two-paths.png"), driver().getScreenshotAs(OutputType.BYTES));
        type(Keys.ENTER);                                                                            // c1d2, second path
        type(Keys.ARROW_LEFT, Keys.ARROW_LEFT, Keys.ARROW_LEFT, Keys.ARROW_UP, Keys.ARROW_UP, Keys.ARROW_UP, Keys.ARROW_UP,
                Keys.ARROW_UP, Keys.ARROW_UP, Keys.ENTER, Keys.ARROW_DOWN, Keys.ARROW_DOWN, Keys.ARROW_DOWN,
                Keys.ARROW_DOWN, Keys.ENTER);                                                        // a8a4
        type(Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, Keys.ARROW_DOWN, Keys.ENTER, Keys.ARROW_UP,
                Keys.ENTER);                                                                         // d3d4: the hill
        assertEquals(List.of("d1d3", "e8e7", "c1d2", "a8a4", "d3d4"), script("return t.game.history().map(p => p.move)"));
        assertEquals("1-0", script("return t.game.outcome().result"));
        List<String> said = said();
        Path transcript = SHOTS.resolve("keyboard-game-announcements.txt");
        Files.write(transcript, said);
        System.out.println("Announcements of the keyboard game (" + transcript + "):");
        said.forEach(line -> System.out.println("  " + line));
        List<String> moves = said.stream().filter(line -> line.contains(" to ") && line.contains("lands")).toList();
        // d2's magnet is 4 (a pawn lands with 4), a4's 4, d4's 3 (a king lands with 1); the second path goes by c2.
        // From a4 the pawn (energy 4) reaches the king on d3 by b4, c4 and d4; the king escapes to the hill.
        assertEquals(List.of("White king d1 to d3, lands with energy 1.", "Red king e8 to e7, lands with energy 2.",
                "White pawn c1 to d2 via c2, lands with energy 4.", "Red pawn a8 to a4, lands with energy 4. Check.",
                "White king d3 to d4, lands with energy 1. White wins by reaching the hill."), moves);
        assertTrue(said.contains("Path 2 of 2: via c2."), said.toString());
    }

    @Test
    void aViewOnlyBoardRefusesMovesAndTheBoardFollowsItsContainersWidth() {
        open("", 0);
        script("t.board.setViewOnly(true)");
        click("d1");
        assertEquals(List.of(), squaresWith("sg-dest"));
        new Actions(driver()).sendKeys(square("d1"), Keys.ENTER).perform();
        assertEquals(0L, number("return t.game.history().length"));
        new Actions(driver()).contextClick(square("e4")).perform();
        assertEquals(List.of("e4"), script("return [...document.querySelectorAll('.sg-layer-user circle')].map(c => c.dataset.square)"),
                "a circle drawn by hand on a view-only board");
        script("t.board.setViewOnly(false); document.getElementById('board').style.width = '320px'");
        assertEquals(40L, number("return Math.round(document.querySelector(\".sg-sq[data-square='d1']\").getBoundingClientRect().width)"),
                "an eighth of 320 px");
        click("d1");
        assertEquals(List.of("c2", "d3", "e2"), squaresWith("sg-dest"), "the squares clicked are found at the new size");
        assertEquals("TypeError: createBoard needs a game of the Shogun SDK (shogun.newGame())", script(
                "try { t.create(document.body, {}); } catch (e) { return e.name + ': ' + e.message; }"));
    }

    @Test
    void screenshotsInLightAndDarkThemeOnADesktopAndAPhone() throws IOException {
        List<String> saved = new ArrayList<>();
        for (String theme : List.of("light", "dark")) {
            for (int width : List.of(1280, 375)) {
                driver().manage().window().setSize(new Dimension(width, width == 375 ? 812 : 900));
                open("?theme=" + theme, 0);
                script("t.game.play('d1d3'); t.game.play('e8e7'); t.board.update();"
                        + "t.board.setShapes('engine', {arrows: [{move: 'a1b4'}], circles: [{square: 'e7'}]})");
                click("c1");
                new Actions(driver()).moveToElement(square("d2")).perform();
                assertEquals(List.of(), script("return t.violations"), "nothing blocked by the policy");
                Path file = SHOTS.resolve("board-" + theme + "-" + width + ".png");
                Files.write(file, driver().getScreenshotAs(OutputType.BYTES));
                saved.add(file.toString());
                long boardWidth = number("return Math.round(t.board.element.getBoundingClientRect().width)");
                assertTrue(boardWidth > 300 && boardWidth <= width, theme + " " + width + ": the board is " + boardWidth + " px wide");
            }
        }
        driver().manage().window().setSize(new Dimension(1280, 900));
        System.out.println("Screenshots of the board: " + String.join(", ", saved));
    }

    // Helpers

    private static ChromeDriver driver() {
        return chromium.driver();
    }

    private static void open(String query, int animationMs) {
        String separator = query.isEmpty() ? "?" : "&";
        driver().get(site.uri("index.html" + query + separator + "anim=" + animationMs).toString());
        new WebDriverWait(driver(), Duration.ofSeconds(60)).until(d -> "true".equals(
                d.findElement(By.tagName("body")).getDomAttribute("data-ready")));
        assertNull(script("return document.querySelector('.sg-ghost')"));
    }

    private static WebElement square(String name) {
        return driver().findElement(By.cssSelector(".sg-sq[data-square='" + name + "']"));
    }

    private static void click(String name) {
        new Actions(driver()).moveToElement(square(name)).click().perform();
    }

    private static void type(CharSequence... keys) {
        Actions actions = new Actions(driver());
        for (CharSequence key : keys) {
            actions.sendKeys(key);
        }
        actions.perform();
    }

    @SuppressWarnings("unchecked")
    private static <T> T script(String code) {
        return (T) driver().executeScript(code);
    }

    private static long number(String code) {
        return ((Number) driver().executeScript(code)).longValue();
    }

    private static List<String> squaresWith(String className) {
        List<String> squares = new ArrayList<>(script("return [...document.querySelectorAll('.sg-sq." + className
                + "')].map(e => e.dataset.square)"));
        Collections.sort(squares);
        return squares;
    }

    private static List<String> pathSquares() {
        List<String> squares = new ArrayList<>(squaresWith("sg-path"));
        squares.addAll(squaresWith("sg-path-chosen"));
        return squares.stream().distinct().sorted().toList();
    }

    private static String landing(String name) {
        return script("return document.querySelector(\".sg-sq[data-square='" + name + "'] .sg-land\").textContent");
    }

    private static String arrow(String set) {
        return script("return document.querySelector('.sg-layer-" + set + " .sg-arrow').getAttribute('d')");
    }

    private static List<String> said() {
        return script("return t.said");
    }

    private static String lastSaid() {
        List<String> said = said();
        assertFalse(said.isEmpty(), "nothing announced");
        return said.get(said.size() - 1);
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
}
