package io.github.shogunsdk.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.SearchLimits;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
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
        assertEquals(1000, clock.left(Colour.WHITE));
        assertEquals(1000, clock.left(Colour.RED));
        assertEquals(100, clock.increment());
        assertTrue(clock.punch(Colour.WHITE, 250));
        assertEquals(850, clock.left(Colour.WHITE)); // 1000 - 250 + 100
        assertTrue(clock.punch(Colour.RED, 1000)); // exactly the time left still counts
        assertEquals(100, clock.left(Colour.RED));
        assertEquals(850, clock.left(Colour.WHITE));
        assertFalse(clock.punch(Colour.RED, 101));
    }

    @Test
    void aGoWithClocksBecomesTheMoversClockLessTheLatencyTimesTheMovesItIsSharedAmong() {
        GoLimits go = GoLimits.parse(List.of("wtime", "1000", "rtime", "900", "winc", "100",
                "rinc", "50"));
        SearchLimits red = go.limits(Colour.RED, 0);
        assertEquals(Optional.of(Duration.ofMillis(900)), red.clockLeft());
        assertEquals(Duration.ofMillis(50), red.increment());
        // 10 ms of latency, shared among 30 moves, and a twentieth more: 10 × 30 × 20 / 19 = 315.
        assertEquals(Optional.of(Duration.ofMillis(685)), go.limits(Colour.WHITE, 10).clockLeft());
        // With 3 moves to go: 10 × 3 × 20 / 19 = 31; more latency than clock leaves none.
        GoLimits control = GoLimits.parse(List.of("wtime", "1000", "movestogo", "3"));
        assertEquals(Optional.of(Duration.ofMillis(969)), control.limits(Colour.WHITE, 10).clockLeft());
        assertEquals(java.util.OptionalInt.of(3), control.limits(Colour.WHITE, 10).movesToGo());
        assertEquals(Optional.of(Duration.ZERO), go.limits(Colour.WHITE, 1000).clockLeft());
        assertEquals(Optional.of(Duration.ZERO), GoLimits.parse(List.of("wtime", "-9223372036854775808"))
                .limits(Colour.WHITE, 1000).clockLeft());
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
