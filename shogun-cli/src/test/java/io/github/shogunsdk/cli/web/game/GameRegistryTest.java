package io.github.shogunsdk.cli.web.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Shogun;
import java.net.InetAddress;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** The registry keeps many games by id, forgets idle ones and never holds more than its cap. */
class GameRegistryTest {

    private static final InetAddress ME = InetAddress.getLoopbackAddress();

    private final AtomicLong now = new AtomicLong();

    private static InetAddress address(String literal) {
        try {
            return InetAddress.getByName(literal);
        } catch (java.net.UnknownHostException e) {
            throw new AssertionError(e);
        }
    }

    private GameRegistry registry(int maxGames) {
        return new GameRegistry(maxGames, maxGames, Duration.ofMinutes(30), 1, 1, now::get);
    }

    @Test
    void gamesAreFoundByTheirIds() {
        GameRegistry games = registry(10);
        GameSession first = games.add(Shogun.newGame(), ME);
        GameSession second = games.add(Shogun.newGame(), ME);
        assertNotEquals(first.id(), second.id());
        assertTrue(first.id().matches("[a-z2-9]{16}"), first.id());
        assertSame(first, games.get(first.id()));
        assertThrows(GameException.NotFound.class, () -> games.get("nope"));
    }

    @Test
    void idsAreNotGuessable() {
        GameRegistry games = registry(1000);
        Set<String> ids = new HashSet<>();
        for (int i = 0; i < 1000; i++) {
            ids.add(games.add(Shogun.newGame(), ME).id());
        }
        assertEquals(1000, ids.size());
    }

    @Test
    void aGameUnusedForTheIdleTimeoutIsForgotten() {
        GameRegistry games = registry(10);
        String idle = games.add(Shogun.newGame(), ME).id();
        String used = games.add(Shogun.newGame(), ME).id();
        now.addAndGet(Duration.ofMinutes(20).toNanos());
        games.get(used);
        now.addAndGet(Duration.ofMinutes(20).toNanos());
        assertEquals(1, games.sweep());
        assertEquals(1, games.size());
        assertThrows(GameException.NotFound.class, () -> games.get(idle));
        games.get(used);
    }

    @Test
    void aFullRegistryForgetsTheGameUnusedForLongest() {
        GameRegistry games = registry(3);
        String a = games.add(Shogun.newGame(), ME).id();
        now.incrementAndGet();
        String b = games.add(Shogun.newGame(), ME).id();
        now.incrementAndGet();
        String c = games.add(Shogun.newGame(), ME).id();
        now.incrementAndGet();
        games.get(a);
        now.incrementAndGet();
        games.add(Shogun.newGame(), ME);
        assertEquals(3, games.size());
        assertThrows(GameException.NotFound.class, () -> games.get(b));
        games.get(a);
        games.get(c);
    }

    @Test
    void oneClientForgetsItsOwnOldestGameAndNoOneElses() throws Exception {
        InetAddress other = InetAddress.getByName("192.0.2.7");
        GameRegistry games = new GameRegistry(10, 3, Duration.ofMinutes(30), 1, 1, now::get);
        String theirs = games.add(Shogun.newGame(), other).id();
        now.incrementAndGet();
        List<String> mine = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            mine.add(games.add(Shogun.newGame(), ME).id());
            now.incrementAndGet();
        }
        assertEquals(4, games.size(), "three of mine and theirs");
        games.get(theirs);
        for (String id : mine.subList(17, 20)) {
            games.get(id);
        }
        assertThrows(GameException.NotFound.class, () -> games.get(mine.get(16)));
    }

    @Test
    void aFullRegistryForgetsAGameOfTheClientsHoldingTheMostNeverOfOneHoldingFewer() {
        GameRegistry games = new GameRegistry(6, 4, Duration.ofMinutes(30), 1, 1, now::get);
        String lone = games.add(Shogun.newGame(), address("192.0.2.9")).id();
        now.incrementAndGet();
        List<String> big = new ArrayList<>();
        List<String> small = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            big.add(games.add(Shogun.newGame(), address("192.0.2.1")).id());
            now.incrementAndGet();
        }
        for (int i = 0; i < 2; i++) {
            small.add(games.add(Shogun.newGame(), address("192.0.2.2")).id());
            now.incrementAndGet();
        }
        // Full at 6: the next game forgets the oldest of the client holding 3, not the older one of the client holding 1.
        games.add(Shogun.newGame(), address("192.0.2.3"));
        assertEquals(6, games.size());
        assertThrows(GameException.NotFound.class, () -> games.get(big.get(0)));
        games.get(lone);
        // Now 1, 2, 2 and 1: the oldest of the games of the two clients holding 2.
        now.incrementAndGet();
        games.add(Shogun.newGame(), address("192.0.2.4"));
        assertThrows(GameException.NotFound.class, () -> games.get(big.get(1)));
        games.get(small.get(0));
        games.get(lone);
    }

    @Test
    void theAddressesOfOneSlash64ShareOneClientsGames() {
        GameRegistry games = new GameRegistry(10, 2, Duration.ofMinutes(30), 1, 1, now::get);
        String first = games.add(Shogun.newGame(), address("2001:db8:0:1::1")).id();
        now.incrementAndGet();
        games.add(Shogun.newGame(), address("2001:db8:0:1::2"));
        now.incrementAndGet();
        games.add(Shogun.newGame(), address("2001:db8:0:1::3"));
        assertEquals(2, games.size(), "a third game of the same /64 forgets its first");
        assertThrows(GameException.NotFound.class, () -> games.get(first));
        games.add(Shogun.newGame(), address("2001:db8:0:2::1"));
        assertEquals(3, games.size(), "another /64 is another client");
    }

    @Test
    void oneClientRunsItsShareOfSearchesAndLeavesTheRest() {
        GameRegistry games = new GameRegistry(10, 10, Duration.ofMinutes(30), 2, 1, now::get);
        InetAddress other = address("192.0.2.7");
        GameSession first = games.add(Shogun.newGame(), ME);
        GameSession second = games.add(Shogun.newGame(), ME);
        GameSession third = games.add(Shogun.newGame(), other);
        first.startSearch(io.github.shogunsdk.api.SearchLimits.ofTime(Duration.ofSeconds(20)), false, ME);
        GameException mine = assertThrows(GameException.Busy.class,
                () -> second.startSearch(io.github.shogunsdk.api.SearchLimits.ofDepth(1), false, ME));
        assertEquals("this client already runs as many engine searches as one client may (1); wait for one to end or stop it",
                mine.getMessage());
        third.startSearch(io.github.shogunsdk.api.SearchLimits.ofTime(Duration.ofSeconds(20)), false, other);
        GameException all = assertThrows(GameException.Busy.class,
                () -> second.startSearch(io.github.shogunsdk.api.SearchLimits.ofDepth(1), false, address("192.0.2.8")));
        assertEquals("the engine is busy with other games; try again in a moment", all.getMessage());
        assertFalse(first.stopSearch().running());
        assertFalse(third.stopSearch().running());
        games.clear();
    }

    @Test
    void searchesAreLimitedOverAllGames() throws Exception {
        GameRegistry games = registry(10);
        GameSession first = games.add(Shogun.newGame(), ME);
        GameSession second = games.add(Shogun.newGame(), ME);
        first.startSearch(io.github.shogunsdk.api.SearchLimits.ofTime(Duration.ofSeconds(20)), false, ME);
        assertThrows(GameException.Busy.class,
                () -> second.startSearch(io.github.shogunsdk.api.SearchLimits.ofDepth(1), false, ME));
        // stop waits for the search to end, and its slot is free again
        assertFalse(first.stopSearch().running());
        second.startSearch(io.github.shogunsdk.api.SearchLimits.ofDepth(1), false, ME);
        games.clear();
    }
}
