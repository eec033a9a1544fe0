package io.github.shogunsdk.cli.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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

    private final ClientQuota permits = new ClientQuota(4, 4);
    private static final InetAddress ME = InetAddress.getLoopbackAddress();

    @Test
    void aFinishedSearchLetsItsEngineGo() throws InterruptedException {
        GameSession session = new GameSession("a", Shogun.newGame(), ME, permits, 0);
        assertFalse(session.holdsEngine(), "no engine before the first search");

        session.startSearch(SearchLimits.depth(2), true, ME);
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
            sessions[i].startSearch(SearchLimits.depth(1), false, ME);
            awaitEnd(sessions[i]);
        }
        for (GameSession session : sessions) {
            assertFalse(session.holdsEngine(), session.id());
        }
    }

    @Test
    void stopAnswersWithTheResultAndTheMovePlayed() {
        GameSession session = new GameSession("b", Shogun.newGame(), ME, permits, 0);
        session.startSearch(SearchLimits.time(Duration.ofSeconds(50)), true, ME);
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
        session.startSearch(SearchLimits.depth(1), false, ME);
        awaitEnd(session);

        Views.Search again = session.stopSearch();

        assertFalse(again.running());
        assertEquals(session.search(), again);
    }

    @Test
    void aGameHasOneReviewAtATimeAndAStoppedReviewKeepsNothing() throws InterruptedException {
        GameRecord record = Shogun.readRecord("[Rules \"standard\"]\n\n" + WebGameBrowserTest.EXAMPLE_GAME + " 0-1");
        GameSession session = new GameSession("r", GameTree.of(record), ME, permits, 0);
        // A review of 40 plies to depth 5 takes a second or more, far longer than the calls below.
        session.startReview(SearchLimits.depth(5), ME);
        HttpProblem second = null;
        try {
            session.startReview(SearchLimits.depth(5), ME);
        } catch (HttpProblem refused) {
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
        assertEquals(409, second.status());
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
