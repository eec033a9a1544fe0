package io.github.shogunsdk.cli.web.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.NodePath;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.StrengthLevel;
import io.github.shogunsdk.cli.web.store.FlakyStore;
import io.github.shogunsdk.cli.web.store.GameStore;
import io.github.shogunsdk.cli.web.store.MemoryGameStore;
import io.github.shogunsdk.cli.web.store.StoredGame;
import java.net.InetAddress;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * A registry with a store: every change is committed before it is answered, a change the store
 * refuses is undone, games come back from the store by id, and the sweep deletes by the documented
 * rule (an injected clock).
 */
class GameRegistryStoreTest {

    private static final InetAddress ME = InetAddress.getLoopbackAddress();
    private static final Duration WAIT = Duration.ofSeconds(30);

    private final AtomicLong nanos = new AtomicLong();
    private final MutableClock wall = new MutableClock(Instant.parse("2026-11-01T00:00:00Z"));
    private final FlakyStore store = new FlakyStore(new MemoryGameStore(), false, "the database is not answering");

    private GameRegistry registry(GameStore games) {
        return new GameRegistry(10, 10, Duration.ofMinutes(30), 2, 2, nanos::get).withStore(games, wall,
                Duration.ofDays(30));
    }

    private StoredGame row(String id) {
        return store.find(id).orElseThrow();
    }

    @Test
    void everyChangeIsInTheStoreWhenItIsAnswered() {
        GameRegistry games = registry(store);
        GameSession game = games.add(Shogun.newGame(), ME);
        assertEquals(1, row(game.id()).revision());
        assertEquals("", row(game.id()).nodePath());
        game.play(Move.parse("d1d3"), null);
        assertEquals(2, row(game.id()).revision());
        assertEquals(game.sgn(), row(game.id()).record());
        assertEquals("0", row(game.id()).nodePath());
        game.undo();
        assertEquals("", row(game.id()).nodePath());
        game.play(Move.parse("a1a5"), null);
        assertEquals("1", row(game.id()).nodePath(), "a variation beside d1d3");
        game.goTo(NodePath.of(0));
        assertEquals("0", row(game.id()).nodePath());
        game.deleteVariation(NodePath.of(1));
        assertEquals(game.sgn(), row(game.id()).record());
        assertNull(row(game.id()).finished());
        wall.advance(Duration.ofMinutes(1));
        game.resign(Colour.RED);
        assertEquals(game.sgn(), row(game.id()).record());
        assertTrue(row(game.id()).record().contains("1-0"), row(game.id()).record());
        assertEquals(wall.instant(), row(game.id()).finished());
        assertEquals(7, row(game.id()).revision(), "created, then six changes");
    }

    @Test
    void aChangeTheStoreRefusesIsUndoneAndAnsweredBusy() {
        GameRegistry games = registry(store);
        GameSession game = games.add(Shogun.newGame(), ME);
        game.play(Move.parse("d1d3"), null);
        String before = game.sgn();
        Views.State shown = game.state();
        store.failing = true;
        GameException.Busy refused = assertThrows(GameException.Busy.class, () -> game.play(Move.parse("e8e7"), null));
        assertTrue(refused.getMessage().startsWith("the change could not be saved, so nothing changed: "),
                refused.getMessage());
        assertThrows(GameException.Busy.class, game::undo);
        assertThrows(GameException.Busy.class, () -> game.resign(null));
        assertThrows(GameException.Busy.class, () -> game.goTo(NodePath.start()));
        assertEquals(before, game.sgn());
        assertEquals(shown, game.state());
        assertEquals(2, row(game.id()).revision());
        store.failing = false;
        game.play(Move.parse("e8e7"), null);
        assertEquals(game.sgn(), row(game.id()).record());
    }

    @Test
    void aGameTheStoreCannotTakeIsNotMade() {
        GameRegistry games = registry(store);
        store.failing = true;
        assertThrows(GameException.Busy.class, () -> games.add(Shogun.newGame(), ME));
        assertEquals(0, games.size());
    }

    @Test
    void aGameNotInMemoryIsReadFromTheStoreAtItsNode() {
        GameSession game = registry(store).add(Shogun.newGame(), ME);
        game.play(Move.parse("d1d3"), null);
        game.play(Move.parse("e8e7"), null);
        game.undo();
        GameRegistry restarted = registry(store);
        GameSession back = restarted.get(game.id());
        assertNotSame(game, back);
        assertEquals(game.sgn(), back.sgn());
        assertEquals(game.state(), back.state());
        back.redo();
        assertEquals(3 + 1, row(game.id()).revision() - 1, "created, two moves, undo, redo");
    }

    @Test
    void anIdleGameIsForgottenFromMemoryButNotFromTheStore() {
        GameRegistry games = registry(store);
        GameSession game = games.add(Shogun.newGame(), ME);
        nanos.addAndGet(Duration.ofMinutes(31).toNanos());
        assertEquals(1, games.sweep());
        assertEquals(0, games.size());
        assertEquals(game.sgn(), games.get(game.id()).sgn());
    }

    @Test
    void theSweepDeletesAGameThirtyDaysAfterItsLastChange() {
        GameRegistry games = registry(store);
        GameSession idle = games.add(Shogun.newGame(), ME);
        GameSession played = games.add(Shogun.newGame(), ME);
        wall.advance(Duration.ofDays(20));
        played.play(Move.parse("d1d3"), null);
        wall.advance(Duration.ofDays(10));
        games.sweep();
        assertTrue(store.find(idle.id()).isPresent(), "changed exactly 30 days ago: kept");
        wall.advance(Duration.ofSeconds(1));
        games.sweep();
        assertEquals(Optional.empty(), store.find(idle.id()));
        assertTrue(store.find(played.id()).isPresent(), "changed 10 days ago");
        nanos.addAndGet(Duration.ofMinutes(31).toNanos());
        games.sweep();
        assertThrows(GameException.NotFound.class, () -> games.get(idle.id()));
        wall.advance(Duration.ofDays(20));
        games.sweep();
        assertThrows(GameException.NotFound.class, () -> games.get(played.id()));
    }

    @Test
    void deletingAGameDeletesItFromTheStore() {
        GameRegistry games = registry(store);
        GameSession game = games.add(Shogun.newGame(), ME);
        assertTrue(games.remove(game.id()));
        assertEquals(Optional.empty(), store.find(game.id()));
        assertThrows(GameException.NotFound.class, () -> games.get(game.id()));
    }

    @Test
    void aSharedStoresCopiesFollowEachOtherAndAStaleChangeIsRefused() {
        FlakyStore shared = new FlakyStore(new MemoryGameStore(), true, "the database is not answering");
        GameRegistry one = registry(shared);
        GameRegistry two = registry(shared);
        GameSession made = one.add(Shogun.newGame(), ME);
        GameSession seen = two.get(made.id());
        made.play(Move.parse("d1d3"), null);
        // The other process's copy is behind: a change from it is refused, and it shows the store's game.
        GameException.Conflict stale = assertThrows(GameException.Conflict.class, () -> seen.play(Move.parse("a1a5"), null));
        assertTrue(stale.getMessage().contains("changed through another server"), stale.getMessage());
        assertEquals(made.sgn(), seen.sgn());
        seen.play(Move.parse("e8e7"), null);
        // Asked for again, a copy behind the store is read again.
        assertEquals(seen.sgn(), one.get(made.id()).sgn());
        assertEquals(3, shared.find(made.id()).orElseThrow().revision());
    }

    @Test
    void theEnginesMoveAndItsSettingsAreCommitted() throws InterruptedException {
        GameRegistry games = registry(store);
        GameSession game = games.add(Shogun.newGame(), ME);
        game.play(Move.parse("d1d3"), null);
        game.startSearch(SearchLimits.ofDepth(1), true, StrengthLevel.FULL, ME);
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (game.search().running()) {
            assertTrue(System.nanoTime() < deadline, "the search did not end within " + WAIT);
            Thread.sleep(5);
        }
        assertNotNull(game.search().ply(), String.valueOf(game.search().error()));
        StoredGame stored = row(game.id());
        assertEquals(3, stored.revision());
        assertEquals(game.sgn(), stored.record());
        assertEquals("engine-red", stored.mode());
        assertTrue(stored.engine().startsWith("level full"), stored.engine());
        GameSession back = registry(store).get(game.id());
        assertEquals(game.state().movetext(), back.state().movetext());
    }

    @Test
    void theEnginesMoveTheStoreRefusesIsNotKept() throws InterruptedException {
        GameRegistry games = registry(store);
        GameSession game = games.add(Shogun.newGame(), ME);
        String before = game.sgn();
        store.failing = true;
        game.startSearch(SearchLimits.ofDepth(1), true, StrengthLevel.FULL, ME);
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (game.search().running()) {
            assertTrue(System.nanoTime() < deadline, "the search did not end within " + WAIT);
            Thread.sleep(5);
        }
        assertNull(game.search().ply());
        assertTrue(game.search().error().startsWith("the engine's move was not kept: the change could not be saved"),
                game.search().error());
        assertEquals(before, game.sgn());
    }

    @Test
    void aReviewsMarksAreCommittedIntoTheRecord() throws InterruptedException {
        GameRegistry games = registry(store);
        GameSession game = games.add(Shogun.newGame(), ME);
        game.play(Move.parse("d1d3"), null);
        game.play(Move.parse("e8e7"), null);
        long before = row(game.id()).revision();
        game.startReview(SearchLimits.ofDepth(1), ME);
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (game.review().running()) {
            assertTrue(System.nanoTime() < deadline, "the review did not end within " + WAIT);
            Thread.sleep(5);
        }
        assertNull(game.review().error());
        assertEquals(before + 1, row(game.id()).revision());
        assertEquals(game.sgn(), row(game.id()).record());
        assertTrue(row(game.id()).record().contains("[%eval"), row(game.id()).record());
    }

    /** A clock the test moves. */
    static final class MutableClock extends Clock {
        private volatile Instant now;

        MutableClock(Instant start) {
            this.now = start;
        }

        void advance(Duration by) {
            now = now.plus(by);
        }

        @Override
        public ZoneOffset getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(java.time.ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now;
        }
    }
}
