package io.github.shogunsdk.cli.web.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The cases every {@link GameStore} passes, run on each database by a subclass: the embedded H2
 * database and PostgreSQL run the same repository tests.
 */
abstract class GameStoreContract {

    /** A time the rows carry: whole microseconds, what both databases keep. */
    static final Instant T0 = Instant.parse("2026-11-01T10:15:30.123456Z");

    GameStore store;

    /** Opens a new, empty store. */
    abstract GameStore open();

    @BeforeEach
    void openStore() {
        store = open();
    }

    @AfterEach
    void closeStore() {
        store.close();
    }

    static StoredGame game(String id, String record) {
        return new StoredGame(id, 1, "192.0.2.7", T0, T0, null, record, "0.0", "open", "", StoredGame.STATE_VERSION,
                "{\"v\":1}");
    }

    @Test
    void aGameReadsBackAsItWasWritten() {
        String record = "[White \"Aïko ✓\"]\n[Red \"Bo\"]\n\n1. d1d3:1 {a comment, with \"quotes\" and ünïcode} e8e7:2 *\n";
        StoredGame written = new StoredGame("abcdefgh23456789", 1, "2001:db8:0:1::/64", T0, T0.plusSeconds(5),
                T0.plusSeconds(6), record, "0.1.0", "engine-red", "level club, depth 4", 1, "{\"seats\":[]}");
        store.insert(written);
        assertEquals(Optional.of(written), store.find("abcdefgh23456789"));
        assertEquals(OptionalLong.of(1), store.revision("abcdefgh23456789"));
    }

    @Test
    void anUnknownIdIsEmpty() {
        assertEquals(Optional.empty(), store.find("nosuchgame"));
        assertEquals(OptionalLong.empty(), store.revision("nosuchgame"));
        assertFalse(store.delete("nosuchgame"));
        assertFalse(store.update(game("nosuchgame", "*").changed(T0, "*", "", null, "open", "")));
    }

    @Test
    void aSecondGameOfTheSameIdIsRefusedAndTheFirstStays() {
        store.insert(game("same", "1. d1d3:1 *\n"));
        assertThrows(StoreException.class, () -> store.insert(game("same", "*\n")));
        assertEquals("1. d1d3:1 *\n", store.find("same").orElseThrow().record());
    }

    @Test
    void aChangeIsWrittenOverTheRevisionItWasMadeFromOnly() {
        StoredGame first = game("g", "*\n");
        store.insert(first);
        StoredGame second = first.changed(T0.plusSeconds(1), "1. d1d3:1 *\n", "0", null, "open", "");
        assertTrue(store.update(second));
        assertEquals(Optional.of(second), store.find("g"));
        // Another process made its change from revision 1 too: it is refused, and the store keeps revision 2.
        StoredGame stale = first.changed(T0.plusSeconds(2), "1. a1a5:4 *\n", "0", null, "open", "");
        assertFalse(store.update(stale));
        assertEquals(Optional.of(second), store.find("g"));
        StoredGame third = second.changed(T0.plusSeconds(3), "1. d1d3:1 0-1\n", "0", T0.plusSeconds(3), "open", "");
        assertTrue(store.update(third));
        assertEquals(OptionalLong.of(3), store.revision("g"));
        assertEquals(T0.plusSeconds(3), store.find("g").orElseThrow().finished());
    }

    @Test
    void aDeletedGameIsGone() {
        store.insert(game("d", "*\n"));
        assertTrue(store.delete("d"));
        assertEquals(Optional.empty(), store.find("d"));
        assertFalse(store.delete("d"));
    }

    @Test
    void theSweepDeletesTheGamesChangedBeforeItsTimeAndKeepsTheOthers() {
        Instant cutoff = T0.plus(Duration.ofDays(30));
        store.insert(new StoredGame("old", 1, "a", T0, cutoff.minus(1, ChronoUnit.MICROS), null, "*\n", "", "open", "",
                1, "{}"));
        store.insert(new StoredGame("edge", 1, "a", T0, cutoff, null, "*\n", "", "open", "", 1, "{}"));
        store.insert(new StoredGame("new", 1, "a", T0, cutoff.plusSeconds(60), null, "*\n", "", "open", "", 1, "{}"));
        assertEquals(1, store.sweep(cutoff));
        assertEquals(List.of(false, true, true), List.of(store.find("old").isPresent(), store.find("edge").isPresent(),
                store.find("new").isPresent()));
    }

    @Test
    void aLongRecordReadsBackWhole() {
        StringBuilder record = new StringBuilder();
        while (record.length() < 300_000) {
            record.append("1. d1d3:1 {").append("ü".repeat(50)).append("} ");
        }
        store.insert(game("long", record.toString()));
        assertEquals(record.toString(), store.find("long").orElseThrow().record());
    }

    @Test
    void aListenerHearsEachCommittedChangeByTheGamesId() throws Exception {
        BlockingQueue<String> heard = new LinkedBlockingQueue<>();
        try (AutoCloseable listening = store.listen(heard::add)) {
            listening(store);
            StoredGame first = game("heard", "*\n");
            store.insert(first);
            store.update(first.changed(T0, "1. d1d3:1 *\n", "0", null, "open", ""));
            store.delete("heard");
            for (int i = 0; i < 3; i++) {
                assertEquals("heard", heard.poll(10, TimeUnit.SECONDS), "change " + (i + 1) + " of 3");
            }
        }
    }

    /** Waits until a listener of the store is listening, for stores that listen on a thread of their own. */
    void listening(GameStore listened) throws Exception {
    }
}
