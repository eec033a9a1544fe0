package io.github.shogunsdk.cli.web;

import static io.github.shogunsdk.cli.web.GamePage.byTestId;
import static io.github.shogunsdk.cli.web.GamePage.click;
import static io.github.shogunsdk.cli.web.GamePage.driver;
import static io.github.shogunsdk.cli.web.GamePage.idle;
import static io.github.shogunsdk.cli.web.GamePage.marked;
import static io.github.shogunsdk.cli.web.GamePage.open;
import static io.github.shogunsdk.cli.web.GamePage.reducedMotion;
import static io.github.shogunsdk.cli.web.GamePage.server;
import static io.github.shogunsdk.cli.web.GamePage.isMarked;
import static io.github.shogunsdk.cli.web.GamePage.piece;
import static io.github.shogunsdk.cli.web.GamePage.square;
import static io.github.shogunsdk.cli.web.GamePage.wait;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.time.Duration;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * The web game whose rules run in the browser ({@code /browser/}) in headless Chromium: the SDK
 * compiled to WebAssembly answers every click, the engine thinks in a Web Worker while the page
 * stays responsive, its stop button answers at once, and the server is asked for nothing but files
 * (its registry never holds a game).
 */
// Slow, so the quick profile leaves it out (CONTRIBUTING.md): games played in Chromium.
@Tag("slow")
class BrowserRulesTest {

    @BeforeAll
    static void start() throws Exception {
        BrowserRulesBuild.assumePresent();
        GamePage.start(Duration.ofSeconds(60));
        if (driver != null) {
            // Slides are instant, so a long game takes no longer than its moves.
            reducedMotion(true);
        }
    }

    @AfterAll
    static void stop() throws Exception {
        if (server != null) {
            assertEquals(0, server.games().size(), "the page never asked the server for a game");
        }
        GamePage.stop();
    }

    @BeforeEach
    void openThePage() {
        Browser.assumeInstalled();
        open("browser/");
    }

    private static void newGame(String rules, String start, String opponent, String levelKind, int level) {
        GamePage.newGame(rules, "magnetic", start, opponent, levelKind, level);
    }

    @Test
    void theRulesAnswerInThePage() {
        assertTrue(byTestId("backend").getText().contains("run in your browser (WebAssembly"), byTestId("backend").getText());
        newGame("standard", null, "none", "depth", 3);
        assertEquals("KW2", piece("d1"));
        assertEquals("White to move", byTestId("status").getText());
        click("d1");
        assertEquals(Set.of("c2", "d3", "e2"), marked("target"));
        click("d3");
        assertEquals("1. d1d3:1", byTestId("moves").getText());
        assertEquals("Red to move", byTestId("status").getText());
        // The analysis panel, the move tree and the review are the server page's alone.
        assertFalse(byTestId("analysis").isDisplayed(), "no analysis panel here");
        assertFalse(driver.findElement(By.id("delete-variation")).isDisplayed());
        assertTrue(driver.findElements(By.cssSelector("[data-testid='moves'] .mv")).isEmpty(), "the moves are text");
        click("e8");
        click("e4");
        assertEquals("illegal move e8e4: the red king on e8 has energy 1, but e4 is 4 steps away",
                byTestId("refusal").getText());
        newGame("standard", WebApiTest.BLOCKED, "none", "depth", 3);
        click("d4");
        click("d6");
        assertEquals("illegal move d4d6: the path is blocked at d5", byTestId("refusal").getText());
        assertEquals(Set.of("d5"), marked("blocker"));
    }

    @Test
    void aGameAgainstTheEngineInAWorkerIsPlayedToItsEnd() {
        // King of the hill with a one-ply engine: the game ends within a few dozen moves.
        newGame("koth", null, "red", "depth", 1);
        for (int ply = 0; !byTestId("banner").isDisplayed(); ply += 2) {
            if (ply > 400) {
                fail("no end after 200 moves: " + byTestId("moves").getText());
            }
            playFirstOffered();
        }
        String status = byTestId("status").getText();
        assertTrue(status.matches("(White|Red) wins by .*|Draw by .*"), status);
        assertEquals(status, byTestId("banner").getText());
        driver.findElement(By.id("export")).click();
        idle();
        String record = byTestId("sgn").getAttribute("value");
        String result = status.startsWith("White") ? "1-0" : status.startsWith("Red") ? "0-1" : "1/2-1/2";
        assertTrue(record.contains("[Rules \"koth\"]") && record.contains("[Result \"" + result + "\"]")
                && record.strip().endsWith(result), record);
        newGame("standard", null, "none", "depth", 3);
        byTestId("sgn").clear();
        byTestId("sgn").sendKeys(record);
        driver.findElement(By.id("import")).click();
        idle();
        assertEquals(status, byTestId("status").getText(), "the record read back ends the same way");
    }

    @Test
    void theEngineInAWorkerPlaysAtALevelForPeopleAndTakesAWinInOne() {
        GamePage.newGameAtLevel("standard", "magnetic", WebGameBrowserTest.BEFORE_MATE, "red", "beginner");
        click("g2");
        GamePage.clickTarget("f5");
        // The in-page engine at the beginner's strength limit still plays the move that wins at once.
        wait.until(d -> byTestId("status").getText().equals("Red wins by checkmate"));
        idle();
        assertTrue(byTestId("moves").getText().endsWith("20. g2f5:3 f3c4:2#"), byTestId("moves").getText());
    }

    /** Clicks White's pieces in square order until one offers a target, then its first target. */
    private static void playFirstOffered() {
        for (String from : GamePage.piecesOf("white")) {
            click(from);
            Set<String> targets = marked("target");
            if (!targets.isEmpty()) {
                GamePage.clickTarget(targets.iterator().next());
                return;
            }
        }
        fail("White has no move, yet the game is not over: " + byTestId("status").getText());
    }

    @Test
    void theEngineThinksInAWorkerAndStopAnswersAtOnce() {
        newGame("standard", null, "red", "time", 60_000);
        click("d1");
        square("d3").click();
        wait.until(d -> byTestId("thinking").isDisplayed() && byTestId("thinking").getText().contains("depth"));
        // The page's thread is free while the engine thinks: scripts run at once, and the
        // thinking line follows the search to deeper depths.
        String first = byTestId("thinking").getText();
        long asked = System.nanoTime();
        assertEquals(2L, driver.executeScript("return 1 + 1;"));
        assertTrue(System.nanoTime() - asked < Duration.ofSeconds(2).toNanos(), "the page answered a script late");
        wait.until(d -> !byTestId("thinking").getText().equals(first));
        long stopped = System.nanoTime();
        driver.findElement(By.id("stop")).click();
        idle();
        assertTrue(System.nanoTime() - stopped < Duration.ofSeconds(10).toNanos(), "stop ended a one-minute search");
        String status = byTestId("status").getText();
        assertTrue(status.startsWith("White to move"), status);
        assertEquals(!marked("check").isEmpty(), status.endsWith(" — in check"), "the status says what the board shows");
        assertFalse(byTestId("thinking").isDisplayed());
        assertEquals(2, byTestId("moves").getText().split(" ").length - 1, byTestId("moves").getText());
        // The worker is started again for the next search.
        driver.findElement(By.id("hint")).click();
        wait.until(d -> byTestId("thinking").isDisplayed());
        driver.findElement(By.id("stop")).click();
        idle();
        assertTrue(byTestId("notice").getText().startsWith("Hint: "), byTestId("notice").getText());
    }

    @Test
    void anotherGameMaySearchWhileTheFirstStillThinks() {
        newGame("standard", null, "none", "time", 60_000);
        driver.findElement(By.id("hint")).click();
        wait.until(d -> byTestId("thinking").isDisplayed());
        // The page has one engine: the first game's search ends, the new game's hint gets it.
        newGame("standard", null, "none", "depth", 2);
        driver.findElement(By.id("hint")).click();
        idle();
        assertTrue(byTestId("notice").getText().startsWith("Hint: "), byTestId("notice").getText());
    }

    @Test
    void theEngineWorkerAnswersAStopBeforeItsFirstDepthAndAWorkerThatCannotLoad() {
        @SuppressWarnings("unchecked")
        java.util.Map<String, Object> answer = (java.util.Map<String, Object>) driver.executeAsyncScript("""
                const done = arguments[arguments.length - 1];
                (async () => {
                  const { loadShogun } = await import('/shogun-sdk/shogun.js');
                  const { EngineWorker } = await import('/shogun-sdk/shogun-engine.js');
                  const shogun = await loadShogun();
                  const game = shogun.newGame();
                  const engine = new EngineWorker();
                  const searching = engine.search(game, { depth: 64 });
                  engine.stop();  // before the worker has even loaded
                  const early = await searching;
                  const broken = new EngineWorker({ baseUrl: '/nowhere' });
                  const failures = [];
                  for (let i = 0; i < 2; i++) {
                    try {
                      await broken.search(game, { depth: 2 });
                    } catch (e) {
                      failures.push(e.kind);
                    }
                  }
                  return { early: early.stopReason, move: early.bestMove, searching: engine.searching,
                    failures: failures.join(','), brokenSearching: broken.searching };
                })().then(done, (e) => done({ error: String(e) }));
                """);
        assertEquals("stopped", answer.get("early"), answer.toString());
        assertTrue(String.valueOf(answer.get("move")).matches("[a-h][1-8][a-h][1-8]"), answer.toString());
        assertEquals(false, answer.get("searching"));
        assertEquals("internal,internal", answer.get("failures"), "a worker that cannot load fails each search: " + answer);
        assertEquals(false, answer.get("brokenSearching"));
    }
}
