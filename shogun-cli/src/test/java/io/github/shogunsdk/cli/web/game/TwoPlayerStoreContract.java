package io.github.shogunsdk.cli.web.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.cli.web.clock.TimeControl;
import io.github.shogunsdk.cli.web.seat.TwoPlayerFlow;
import io.github.shogunsdk.cli.web.store.FlakyStore;
import io.github.shogunsdk.cli.web.store.GameStore;
import io.github.shogunsdk.cli.web.store.StoredGame;
import java.net.InetAddress;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Games for two in a store, run on each database by a subclass (in memory, the embedded H2
 * database, PostgreSQL): the flow is committed in the same change as the move, a change the store
 * refuses leaves game and flow as they were, a flag that falls is committed like any change, and
 * after a restart the flow is read back with the outage charged to nobody, or, on a database
 * shared by several servers, with the clock run on (an injected clock, no sleeping).
 */
abstract class TwoPlayerStoreContract {

    private static final InetAddress ME = InetAddress.getLoopbackAddress();

    private final WallClock wall = new WallClock(Instant.parse("2026-11-01T00:00:00Z"));
    private FlakyStore store;

    /**
     * Opens this test's database: a new, empty one on the first call, the same one again (as a
     * restarted server opens it) on later calls, after the store opened before was closed.
     */
    abstract GameStore open();

    @BeforeEach
    void openStore() {
        store = flaky(open());
    }

    @AfterEach
    void closeStore() {
        store.close();
    }

    /** The store over a database, shared between processes as the database is. */
    private static FlakyStore flaky(GameStore database) {
        return new FlakyStore(database, database.shared(), "the database is not answering");
    }

    private GameRegistry registry(ManualFlagTimer timer) {
        return new GameRegistry(10, 10, Duration.ofMinutes(30), 2, 2, System::nanoTime)
                .withStore(store, wall, Duration.ofDays(30)).withFlagTimer(timer);
    }

    /** A game for two under a minute each, both seats joined at the clock's instant now. */
    private record Started(GameRegistry games, String id, String white, String red) {
        TwoPlayerGame game() {
            return TwoPlayerGame.of(games.get(id)).orElseThrow();
        }
    }

    private Started start(GameRegistry games) {
        TwoPlayerViews.Created created = games.addTwoPlayers(Shogun.newGame(), TimeControl.parse("1+0"), ME);
        Started started = new Started(games, created.id(), token(created.white()), token(created.red()));
        assertFalse(created.toString().contains(started.white()) || created.toString().contains(started.red()), created.toString());
        assertFalse(created.state().toString().contains(started.white()), "no token in a view");
        started.game().join(started.white());
        started.game().join(started.red());
        return started;
    }

    private static String token(String link) {
        return link.substring(link.indexOf("#seat=") + "#seat=".length());
    }

    private StoredGame row(String id) {
        return store.find(id).orElseThrow();
    }

    @Test
    void aMoveAndItsFlowAreCommittedInOneChange() {
        Started game = start(registry(new ManualFlagTimer()));
        assertEquals(TwoPlayerGame.MODE, row(game.id()).mode());
        assertEquals(3, row(game.id()).revision(), "made, then two seats joined");
        assertEquals(game.game().flow(), TwoPlayers.flowOf(game.id(), row(game.id()).state()));
        wall.advance(Duration.ofMillis(4_000));
        game.game().play(game.white(), Move.parse("d1d3"), null, 0, 3_900);
        StoredGame after = row(game.id());
        assertEquals(4, after.revision());
        assertTrue(after.record().contains("d1d3"), after.record());
        TwoPlayerFlow stored = TwoPlayers.flowOf(game.id(), after.state());
        assertEquals(game.game().flow(), stored);
        assertEquals(1, stored.plies());
        assertEquals(56_100, stored.clock().remaining(Colour.WHITE, wall.millis()));
        for (String secret : new String[] {game.white(), game.red()}) {
            assertFalse(after.state().contains(secret), "the store keeps hashes, never a token");
        }
    }

    @Test
    void aChangeTheStoreRefusesLeavesGameAndFlowAsTheyWere() {
        Started game = start(registry(new ManualFlagTimer()));
        TwoPlayerFlow before = game.game().flow();
        StoredGame row = row(game.id());
        store.failing = true;
        assertThrows(GameException.Busy.class, () -> game.game().play(game.white(), Move.parse("d1d3"), null, 0, -1));
        assertThrows(GameException.Busy.class, () -> game.game().resign(game.red()));
        store.failing = false;
        assertEquals(before, game.game().flow());
        assertEquals(row, row(game.id()));
        assertEquals(0, game.game().watch().game().plies().size());
        assertEquals(1, game.game().play(game.white(), Move.parse("d1d3"), null, 0, -1).state().flow().get("plies"));
    }

    @Test
    void aFallenFlagIsCommittedLikeAnyChange() {
        ManualFlagTimer timer = new ManualFlagTimer();
        Started game = start(registry(timer));
        wall.advance(Duration.ofMillis(60_500));
        assertEquals(1, timer.runDue(wall.millis()));
        StoredGame row = row(game.id());
        assertEquals(wall.instant(), row.finished());
        assertTrue(row.record().contains("[Termination \"time forfeit\"]"), row.record());
        assertTrue(row.record().contains("0-1"), row.record());
        TwoPlayerFlow stored = TwoPlayers.flowOf(game.id(), row.state());
        assertNotNull(stored.result());
        assertEquals("Red wins on time", stored.result().text());
    }

    @Test
    void afterARestartTheOutageIsChargedToNobodyUnlessTheDatabaseIsShared() {
        Started game = start(registry(new ManualFlagTimer()));
        wall.advance(Duration.ofMillis(4_000));
        game.game().play(game.white(), Move.parse("d1d3"), null, 0, 3_900);
        String sgn = game.games().get(game.id()).sgn();

        wall.advance(Duration.ofMinutes(10));   // the server is down
        ManualFlagTimer timer = new ManualFlagTimer();
        GameRegistry restarted = registry(timer);
        long now = wall.millis();
        TwoPlayerGame back = TwoPlayerGame.of(restarted.get(game.id())).orElseThrow();
        if (store.shared()) {
            // Another server may have served the game meanwhile: Red's minute ran out in the ten.
            assertEquals("White wins on time", back.flow().result().text());
            assertEquals(wall.instant(), row(game.id()).finished());
            assertTrue(row(game.id()).record().contains("[Termination \"time forfeit\"]"), row(game.id()).record());
            return;
        }
        assertEquals(sgn, restarted.get(game.id()).sgn());
        assertEquals(60_000, back.flow().clock().remaining(Colour.RED, now), "Red's time runs again from now");
        assertEquals(56_100, back.flow().clock().remaining(Colour.WHITE, now));
        assertEquals(now + 60_000 + 500, timer.armedAt(game.id()).getAsLong());

        wall.advance(Duration.ofMillis(2_000));
        back.play(game.red(), Move.parse("e8e7"), null, 1, -1);
        assertEquals(58_000, TwoPlayers.flowOf(game.id(), row(game.id()).state()).clock().remaining(Colour.RED, wall.millis()));
    }

    @Test
    void aGameForgottenFromMemoryIsNoRestart() {
        ManualFlagTimer timer = new ManualFlagTimer();
        GameRegistry games = registry(timer);
        Started game = start(games);
        long flag = timer.armedAt(game.id()).getAsLong();
        wall.advance(Duration.ofSeconds(20));
        games.clear();
        TwoPlayerGame back = TwoPlayerGame.of(games.get(game.id())).orElseThrow();
        assertEquals(flag, timer.armedAt(game.id()).getAsLong());
        assertEquals(40_000, back.flow().clock().remaining(Colour.WHITE, wall.millis()));
    }

    @Test
    void aGameForTwoComesBackWhenTheDatabaseIsOpenedAgain() {
        Started game = start(registry(new ManualFlagTimer()));
        game.game().play(game.white(), Move.parse("d1d3"), null, 0, -1);
        game.game().offerDraw(game.white());
        TwoPlayerFlow before = game.game().flow();
        String id = game.id();
        String red = game.red();
        store.close();
        store = flaky(open());
        TwoPlayerGame back = TwoPlayerGame.of(registry(new ManualFlagTimer()).get(id)).orElseThrow();
        assertEquals(before, back.flow(), "the clock did not move, so the restart changes nothing");
        Map<?, ?> result = (Map<?, ?>) back.answerDraw(red, true).flow().get("result");
        assertEquals("Draw by agreement", result.get("text"), "the standing offer came back too");
    }
}
