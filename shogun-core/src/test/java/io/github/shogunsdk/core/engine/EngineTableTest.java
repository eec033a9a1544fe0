package io.github.shogunsdk.core.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.shogunsdk.api.Engine;
import io.github.shogunsdk.api.EngineOptions;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.StopReason;
import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Test;

/**
 * The transposition table is allocated when the engine is made, not on the first search's clock:
 * making an engine with a 64 MiB table allocates the table's 64 MiB on the calling thread, and its
 * first search allocates a small part of that. Counted in bytes allocated by the thread, which a
 * loaded machine does not change.
 */
class EngineTableTest {

    private static final int MEGABYTES = 64;
    private static final long TABLE_BYTES = MEGABYTES * (1L << 20);

    @Test
    void theTableIsAllocatedWhenTheEngineIsMadeAndTheFirstSearchAllocatesLittle() {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        assumeTrue(threads.isThreadAllocatedMemorySupported() && threads.isThreadAllocatedMemoryEnabled(),
                "this JVM does not count the bytes a thread allocates");
        long thread = Thread.currentThread().getId();
        Game game = Shogun.newGame();
        long before = threads.getThreadAllocatedBytes(thread);
        Engine engine = Shogun.newEngine(game.setup(), EngineOptions.defaults().withHashMegabytes(MEGABYTES));
        long made = threads.getThreadAllocatedBytes(thread);
        assertEquals(StopReason.DEPTH, engine.search(game, SearchLimits.ofDepth(2)).stopReason());
        long searched = threads.getThreadAllocatedBytes(thread);
        assertTrue(made - before >= TABLE_BYTES, "making the engine allocated " + (made - before) + " bytes");
        assertTrue(searched - made < TABLE_BYTES / 4, "its first search allocated " + (searched - made) + " bytes");
    }
}
