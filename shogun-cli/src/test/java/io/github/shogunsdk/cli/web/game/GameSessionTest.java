package io.github.shogunsdk.cli.web.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.Shogun;
import java.net.InetAddress;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * A game's engine search: the session lets the engine go once the search ends, so a server of
 * many games holds no engine per game (each has a table of megabytes), and stopping a search
 * answers with its result.
 */
class GameSessionTest {

    private static final Duration WAIT = Duration.ofSeconds(30);
    /** The example game of the web game's browser tests: 40 plies, White mated. */
    private static final String EXAMPLE_GAME = "1. a1a5:4 d8d7:3 2. b1b4:3 b8b6:4 3. c1c3:3 b6xc3:3+ 4. a5xc3:3 "
            + "c8b6:4 5. d1c2:1 d7d4:3+ 6. c2d2:2 b6xc3:3 7. d2xc3:1 a8a4:4 8. h1g2:4 f8d7:3 9. f1d3:3 d7b6:4+ "
            + "10. c3b3:2 a4a8:4 11. b3c4:2 b6e7:4 12. g2e4:1 a8b5:4 13. e4xd4:3 e7xd4:3 14. e1f1:4 h8g6:2 "
            + "15. c4d5:1 b5d7:3 16. d5d6:1 e8d8:1 17. g1h3:2 g6h7:4 18. h3g2:4 h7e8:3+ 19. d6d5:1 d4f3:4+ "
            + "20. g2f5:3 f3c4:2#";

    private final ClientQuota permits = new ClientQuota(4, 4);
    private static final InetAddress ME = InetAddress.getLoopbackAddress();

    @Test
    void aFinishedSearchLetsItsEngineGo() throws InterruptedException {
        GameSession session = new GameSession("a", Shogun.newGame(), ME, permits, 0);
        assertFalse(session.holdsEngine(), "no engine before the first search");

        session.startSearch(SearchLimits.ofDepth(2), true, ME);
        awaitEnd(session);

        Views.Search done = session.search();
        assertNotNull(done.result(), "the search's result stays");
        assertNotNull(done.ply(), "the engine's move was played");
        assertFalse(session.holdsEngine(), "the engine and its table are let go");
        assertEquals(0, permits.used(), "its search slot is given back");
    }

    @Test
    void manyGamesWithFinishedSearchesHoldNoEngine() throws InterruptedException {
        GameSession[] sessions = new GameSession[50];
        for (int i = 0; i < sessions.length; i++) {
            sessions[i] = new GameSession("g" + i, Shogun.newGame(), ME, permits, 0);
            sessions[i].startSearch(SearchLimits.ofDepth(1), false, ME);
            awaitEnd(sessions[i]);
        }
        for (GameSession session : sessions) {
            assertFalse(session.holdsEngine(), session.id());
        }
    }

    @Test
    void stopAnswersWithTheResultAndTheMovePlayed() {
        GameSession session = new GameSession("b", Shogun.newGame(), ME, permits, 0);
        session.startSearch(SearchLimits.ofTime(Duration.ofSeconds(50)), true, ME);
        assertTrue(session.holdsEngine(), "the running search keeps its engine, to stop it");

        Views.Search stopped = session.stopSearch();

        assertFalse(stopped.running(), "stop waits for the search to end");
        assertNotNull(stopped.result(), "and answers with its result");
        assertNotNull(stopped.ply(), "the best move so far was played");
        assertEquals(1, session.state().plies().size());
        assertFalse(session.holdsEngine());
    }

    @Test
    void stopWithoutASearchRunningAnswersTheLatestSearch() throws InterruptedException {
        GameSession session = new GameSession("c", Shogun.newGame(), ME, permits, 0);
        session.startSearch(SearchLimits.ofDepth(1), false, ME);
        awaitEnd(session);

        Views.Search again = session.stopSearch();

        assertFalse(again.running());
        assertEquals(session.search(), again);
    }

    @Test
    void aGameHasOneReviewAtATimeAndAStoppedReviewKeepsNothing() throws InterruptedException {
        GameRecord record = Shogun.readRecord("[Rules \"standard\"]\n\n" + EXAMPLE_GAME + " 0-1");
        GameSession session = new GameSession("r", GameTree.of(record), ME, permits, 0, EngineSource.BUILT_IN);
        // A review of 40 plies to depth 5 takes a second or more, far longer than the calls below.
        session.startReview(SearchLimits.ofDepth(5), ME);
        GameException second = null;
        try {
            session.startReview(SearchLimits.ofDepth(5), ME);
        } catch (GameException refused) {
            second = refused;
        }
        Views.Review stopped = session.stopReview();
        assertFalse(stopped.running());
        assertEquals("the review was stopped", stopped.error());

        // Every review of the game has ended once every search slot is free again and the review
        // shown has ended (a review gives its slot back just before it records its end).
        long deadline = System.nanoTime() + Duration.ofMinutes(3).toNanos();
        while (permits.used() > 0 || session.review().running()) {
            assertTrue(System.nanoTime() < deadline, "a review still holds a search slot after three minutes");
            Thread.sleep(20);
        }
        assertFalse(session.sgn().contains("[%eval"), "a review wrote into the record after the review was stopped: "
                + session.sgn());
        assertNotNull(second, "a second review was started while the first ran");
        assertInstanceOf(GameException.Conflict.class, second, "refused as a conflict with the game's state");
        assertEquals("the engine is reviewing this game: wait for the review to end or stop it", second.getMessage());
    }

    /** Waits for the search to end; a search to a small depth ends by itself in milliseconds. */
    private static void awaitEnd(GameSession session) throws InterruptedException {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (session.search().running()) {
            assertTrue(System.nanoTime() < deadline, "the search did not end within " + WAIT);
            Thread.sleep(5);
        }
    }
}
