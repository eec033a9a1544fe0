package io.github.shogunsdk.cli.sep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * A {@code Hash} is allocated when it is set, before {@code readyok}, not on the clock of the next
 * {@code go}: {@code shogun engine}, run in this JVM, allocates the table on the thread that reads
 * its commands while it answers {@code isready}, and the same size set again allocates nothing.
 * Counted in bytes allocated by that thread, which a loaded machine does not change; the search
 * itself runs on the engine's own thread.
 */
class HashAllocationTest {

    private static final Duration WAIT = Duration.ofSeconds(60);
    private static final long TABLE_BYTES = 256L << 20;
    private static final String READER = "sep-test-engine";

    @Test
    void theTableIsAllocatedBeforeReadyokAndTheSameSizeAgainAllocatesNothing() throws IOException {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        assumeTrue(threads.isThreadAllocatedMemorySupported() && threads.isThreadAllocatedMemoryEnabled(),
                "this JVM does not count the bytes a thread allocates");
        Set<Long> earlier = readers();
        try (SepConnection engine = SepConnection.inProcess()) {
            engine.send("sep");
            engine.untilWord("sepok", WAIT);
            Set<Long> now = readers();
            now.removeAll(earlier);
            assertEquals(1, now.size(), "the engine's reading thread");
            long reader = now.iterator().next();

            long before = threads.getThreadAllocatedBytes(reader);
            engine.send("setoption name Hash value " + (TABLE_BYTES >> 20));
            engine.send("isready");
            List<String> lines = engine.untilWord("readyok", WAIT);
            assertEquals(List.of("readyok"), lines);
            long ready = threads.getThreadAllocatedBytes(reader);
            assertTrue(ready - before >= TABLE_BYTES, "setoption and isready allocated " + (ready - before) + " bytes");

            engine.send("setoption name Hash value " + (TABLE_BYTES >> 20));
            engine.send("isready");
            engine.untilWord("readyok", WAIT);
            long again = threads.getThreadAllocatedBytes(reader);
            assertTrue(again - ready < TABLE_BYTES / 4, "the same Hash again allocated " + (again - ready) + " bytes");

            engine.send("position startpos");
            engine.send("go depth 2");
            List<String> answer = engine.untilWord("bestmove", WAIT);
            assertTrue(answer.stream().noneMatch(line -> line.startsWith("info string error")), answer.toString());
            assertTrue(threads.getThreadAllocatedBytes(reader) - again < TABLE_BYTES / 4, "go made the engine again");
        }
    }

    /** The ids of the live threads that read an in-process engine's commands. */
    private static Set<Long> readers() {
        return Thread.getAllStackTraces().keySet().stream().filter(thread -> thread.getName().equals(READER))
                .map(Thread::getId).collect(Collectors.toSet());
    }
}
