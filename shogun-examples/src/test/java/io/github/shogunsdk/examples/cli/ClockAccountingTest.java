package io.github.shogunsdk.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Colour;
import org.junit.jupiter.api.Test;

/**
 * The clock accounting, without a real clock: what a match charges and gives ({@link MatchClock})
 * and the latency the engine learns from the
 * clock times of the next {@code go} ({@link ClockLatency}). The figures are worked out by hand
 * from the formulas in the classes' documentation.
 */
class ClockAccountingTest {

    private static final long MS = 1_000_000;

    @Test
    void aMatchClockChargesEachMoveThenGivesTheIncrement() {
        MatchClock clock = MatchClock.Control.parse("1+0.1").start();
        assertEquals("wtime 1000 rtime 1000 winc 100 rinc 100", clock.goParameters());
        assertTrue(clock.punch(Colour.WHITE, 250));
        assertEquals(850, clock.left(Colour.WHITE)); // 1000 - 250 + 100
        assertTrue(clock.punch(Colour.RED, 1000)); // exactly the time left still counts
        assertEquals(100, clock.left(Colour.RED));
        assertEquals("wtime 850 rtime 100 winc 100 rinc 100", clock.goParameters());
        assertFalse(clock.punch(Colour.RED, 101));
    }

    @Test
    void theLatencyIsWhatTheClockLostBeyondTheSearch() {
        ClockLatency latency = new ClockLatency();
        assertEquals(0, latency.margin());
        latency.go(Colour.RED, 1000, 100, 0);
        latency.answered(40 * MS); // the engine took 40 ms
        latency.go(Colour.RED, 1000, 100, 500 * MS); // the clock lost 1000 + 100 - 1000 = 100 ms: 60 ms latency
        assertEquals(60, latency.margin());
        latency.answered(520 * MS); // 20 ms
        latency.go(Colour.RED, 1060, 100, 900 * MS); // lost 1000 + 100 - 1060 = 40 ms: 20 ms latency
        assertEquals(50, latency.margin()); // 60 - (60 - 20) / 4
        latency.answered(910 * MS);
        latency.go(Colour.RED, 5000, 100, 950 * MS); // the clock grew: not a latency
        assertEquals(50, latency.margin());
        latency.answered(960 * MS);
        latency.go(Colour.RED, 4000, 100, 990 * MS); // lost 1100 ms, searched 10: beyond the margin's cap
        assertEquals(ClockLatency.MAX_MARGIN_MILLIS, latency.margin());
        latency.reset();
        assertEquals(0, latency.margin());
    }

    @Test
    void eachSideIsAccountedOnItsOwnAndAGoWithoutClockBreaksTheChain() {
        ClockLatency latency = new ClockLatency();
        latency.go(Colour.WHITE, 1000, 0, 0);
        latency.answered(10 * MS);
        latency.go(Colour.RED, 700, 0, 20 * MS); // Red's first clocked go: nothing to learn
        latency.answered(30 * MS);
        assertEquals(0, latency.margin());
        latency.go(Colour.WHITE, 970, 0, 40 * MS); // White lost 30 ms, searched 10: 20 ms
        assertEquals(20, latency.margin());
        latency.answered(50 * MS);
        latency.unclocked();
        latency.go(Colour.WHITE, 100, 0, 60 * MS); // after a go without clock: nothing learnt
        assertEquals(20, latency.margin());
    }
}
