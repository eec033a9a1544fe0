package io.github.shogunsdk.cli.web.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.cli.ShogunCommand;
import java.net.InetAddress;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The web game with another program as its engine ({@code shogun serve --engine cmd:…}):
 * {@code shogun engine} in a child JVM, started for each search and ended after it. Its move at a
 * depth is the SDK's own; a stop, even one that comes while the program starts, ends the search
 * with a move; the slot is given back and no program is left running.
 */
class ExternalEngineSessionTest {

    private static final Duration WAIT = Duration.ofSeconds(60);
    private static final InetAddress ME = InetAddress.getLoopbackAddress();

    private final ClientQuota permits = new ClientQuota(4, 4);
    private final EngineSource external = EngineSource.external(List.of(
            Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
            System.getProperty("java.class.path"), ShogunCommand.class.getName(), "engine"));

    @Test
    void theProgramPlaysTheMoveTheSdksEngineWouldAndIsEndedAfterward() throws InterruptedException {
        long before = children();
        GameSession session = new GameSession("x", GameTree.of(Shogun.newGame()), ME, permits, 0, external);
        session.startSearch(SearchLimits.ofDepth(3), true, ME);
        awaitEnd(session);

        Views.Search done = session.search();
        assertNull(done.error(), done.error());
        Game game = Shogun.newGame();
        assertEquals(Shogun.newEngine(game.setup()).search(game, SearchLimits.ofDepth(3)).bestMove().orElseThrow(),
                done.ply().move());
        assertFalse(session.holdsEngine());
        assertEquals(0, permits.used(), "its search slot is given back");
        awaitChildren(before);
    }

    @Test
    void aStopEvenWhileTheProgramStartsEndsTheSearchWithAMove() throws InterruptedException {
        long before = children();
        GameSession session = new GameSession("y", GameTree.of(Shogun.newGame()), ME, permits, 0, external);
        session.startSearch(SearchLimits.ofTime(Duration.ofSeconds(50)), true, ME);
        session.stopSearch(); // most likely before the program is up: kept, and passed on once it is
        awaitEnd(session);

        Views.Search stopped = session.search();
        assertNull(stopped.error(), stopped.error());
        assertNotNull(stopped.result());
        assertNotNull(stopped.ply(), "the best move so far was played");
        assertEquals(0, permits.used());
        awaitChildren(before);
    }

    @Test
    void aProgramThatCannotStartIsTheSearchsError() throws InterruptedException {
        GameSession session = new GameSession("z", GameTree.of(Shogun.newGame()), ME, permits, 0,
                EngineSource.external(List.of("no-such-engine-here")));
        session.startSearch(SearchLimits.ofDepth(1), true, ME);
        awaitEnd(session);
        Views.Search failed = session.search();
        assertTrue(failed.error().startsWith("the search failed: "), failed.error());
        assertTrue(failed.error().contains("cannot start"), failed.error());
        assertNull(failed.ply());
        assertEquals(0, permits.used());
    }

    private static void awaitEnd(GameSession session) throws InterruptedException {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (session.search().running()) {
            assertTrue(System.nanoTime() < deadline, "the search did not end within " + WAIT);
            Thread.sleep(5);
        }
    }

    private static long children() {
        return ProcessHandle.current().children().filter(ProcessHandle::isAlive).count();
    }

    private static void awaitChildren(long count) throws InterruptedException {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (children() > count && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertEquals(count, children(), "the program was not ended");
    }
}
