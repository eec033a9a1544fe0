package io.github.shogunsdk.core.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * The transposition table shared without locks by the threads of a search: threads that store
 * and probe one tiny table at once never read an entry that belongs to another key. Each key's
 * entry is a function of the key, so a slot that mixes one store's key word with another's entry
 * shows as a probe that returns the wrong entry for its key.
 */
class SharedTableTest {

    private static final int THREADS = 4;
    private static final int ROUNDS = 2_000_000;

    @Test
    void concurrentStoresNeverMakeAProbeReturnAnotherKeysEntry() throws InterruptedException {
        // Two entries in one bucket: every store races with the others for the same two slots.
        TranspositionTable table = new TranspositionTable(1);
        table.newSearch();
        long[] keys = new SplittableRandom(23).longs(16).toArray();
        AtomicLong wrong = new AtomicLong();
        AtomicLong hits = new AtomicLong();
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < THREADS; t++) {
            SplittableRandom random = new SplittableRandom(t);
            threads.add(new Thread(() -> {
                long ownHits = 0;
                for (int i = 0; i < ROUNDS; i++) {
                    long stored = keys[random.nextInt(keys.length)];
                    table.store(stored, move(stored), depth(stored), bound(stored), score(stored));
                    long probed = keys[random.nextInt(keys.length)];
                    long entry = table.probe(probed);
                    if (entry != 0) {
                        ownHits++;
                        if (TranspositionTable.move(entry) != move(probed) || TranspositionTable.depth(entry) != depth(probed)
                                || TranspositionTable.bound(entry) != bound(probed)
                                || TranspositionTable.score(entry) != score(probed)) {
                            wrong.incrementAndGet();
                        }
                    }
                }
                hits.addAndGet(ownHits);
            }));
        }
        threads.forEach(Thread::start);
        for (Thread thread : threads) {
            thread.join();
        }
        assertTrue(hits.get() > 0, "the probes found entries");
        assertEquals(0, wrong.get(), "probes that returned another key's entry, of " + hits.get() + " hits");
    }

    @Test
    void aStoredEntryReadsBackWholeAndOnlyForItsKey() {
        TranspositionTable table = new TranspositionTable(4);
        table.newSearch();
        long key = 0x1234_5678_9ABC_DEF0L;
        table.store(key, 0xABC, 17, TranspositionTable.LOWER, -4321);
        long entry = table.probe(key);
        assertEquals(0xABC, TranspositionTable.move(entry));
        assertEquals(17, TranspositionTable.depth(entry));
        assertEquals(TranspositionTable.LOWER, TranspositionTable.bound(entry));
        assertEquals(-4321, TranspositionTable.score(entry));
        // Another key of the same bucket finds nothing; a new search forgets the entry.
        assertEquals(0, table.probe(key ^ 0x10_0000_0000L ^ 0x10L));
        table.newSearch();
        assertEquals(0, table.probe(key));
        assertEquals(4, table.log2Entries());
    }

    private static long mix(long key) {
        long z = key * 0x9E37_79B9_7F4A_7C15L;
        return z ^ z >>> 29;
    }

    private static int move(long key) {
        return (int) (mix(key) & 0xFFF);
    }

    private static int depth(long key) {
        return (int) (mix(key) >>> 12 & 0x7F);
    }

    private static int bound(long key) {
        return 1 + (int) ((mix(key) >>> 19 & 0xFF) % 3);
    }

    private static int score(long key) {
        return (int) (mix(key) >>> 32 & 0xFFFF) - 0x8000;
    }
}
