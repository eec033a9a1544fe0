package io.github.shogunsdk.core.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.StopReason;
import org.junit.jupiter.api.Test;

/**
 * The node count of a search on several threads: each thread publishes its nodes at every look at
 * the clock ({@value SearchControl#CHECK_INTERVAL} nodes), and the first thread's node limit counts
 * them with its own. The stop signal is seen within {@value SearchControl#SIGNAL_INTERVAL} nodes,
 * and so is the hard deadline once any thread of the search has seen it pass.
 */
class SearchControlTest {

    private static final long NO_TIME = Long.MAX_VALUE;

    @Test
    void theFirstThreadsNodeLimitCountsTheNodesTheHelpersPublished() {
        StopSignal stop = new StopSignal();
        SearchControl helper = new SearchControl();
        SearchControl first = new SearchControl();
        first.countAlso(new SearchControl[] {helper});
        helper.start(stop, Long.MAX_VALUE, System.nanoTime(), NO_TIME);
        first.start(stop, 3_000, System.nanoTime(), NO_TIME);

        assertFalse(helper.shouldStop(1_024));
        assertEquals(1_024, helper.published());
        assertFalse(helper.shouldStop(1_500));
        assertEquals(1_024, helper.published(), "published only at a look at the clock");
        // 1 024 + 1 024 of the helper's: below 3 000.
        assertFalse(first.shouldStop(1_024));
        assertTrue(first.mayContinue(1_024));
        assertFalse(helper.shouldStop(2_048));
        // 1 500 + 2 048 passes the limit, but between two looks the first counts only its own nodes.
        assertFalse(first.shouldStop(1_500));
        assertTrue(first.shouldStop(2_048));
        assertEquals(StopReason.NODES, first.reason());
        assertNull(helper.reason(), "the helper has no limit of its own");
    }

    @Test
    void betweenIterationsTheHelpersNodesCountToo() {
        StopSignal stop = new StopSignal();
        SearchControl helper = new SearchControl();
        SearchControl first = new SearchControl();
        first.countAlso(new SearchControl[] {helper});
        helper.start(stop, Long.MAX_VALUE, System.nanoTime(), NO_TIME);
        first.start(stop, 3_000, System.nanoTime(), NO_TIME);
        helper.shouldStop(2_048);
        assertFalse(first.mayContinue(1_000));
        assertEquals(StopReason.NODES, first.reason());
    }

    @Test
    void aloneTheLimitIsTheThreadsOwnAndAForgottenCountIsZero() {
        StopSignal stop = new StopSignal();
        SearchControl helper = new SearchControl();
        SearchControl alone = new SearchControl();
        helper.start(stop, Long.MAX_VALUE, System.nanoTime(), NO_TIME);
        alone.start(stop, 3_000, System.nanoTime(), NO_TIME);
        helper.shouldStop(2_048);
        assertFalse(alone.shouldStop(2_048), "a control told of no helper counts its own nodes only");
        assertFalse(alone.shouldStop(2_999));
        assertTrue(alone.shouldStop(3_000));
        assertEquals(StopReason.NODES, alone.reason());
        helper.forgetPublished();
        assertEquals(0, helper.published());
    }

    @Test
    void oneThreadsLookAtTheClockStopsEveryThreadWithinTheSignalInterval() {
        StopSignal stop = new StopSignal();
        // A hard deadline of 1 ms, a second ago: past for whoever looks.
        SearchClock clock = SearchClock.of(System.nanoTime() - 1_000_000_000L, Long.MAX_VALUE, 1_000_000L, false);
        SearchControl helper = new SearchControl();
        SearchControl first = new SearchControl();
        helper.start(stop, Long.MAX_VALUE, clock);
        first.start(stop, Long.MAX_VALUE, clock);
        // Looks at the signal every 64 nodes, at the time every 1 024.
        assertFalse(first.shouldStop(64), "no thread has looked at the clock yet");
        assertTrue(helper.shouldStop(1_024));
        assertEquals(StopReason.TIME, helper.reason());
        assertFalse(first.shouldStop(129), "between two looks at the signal");
        assertTrue(first.shouldStop(192), "the first thread has not read the time itself");
        assertEquals(StopReason.TIME, first.reason());
    }

    @Test
    void aStopIsSeenWithinTheSignalInterval() {
        StopSignal stop = new StopSignal();
        SearchControl control = new SearchControl();
        control.start(stop, Long.MAX_VALUE, System.nanoTime(), NO_TIME);
        assertFalse(control.shouldStop(64));
        stop.raise();
        assertFalse(control.shouldStop(65));
        assertTrue(control.shouldStop(128), "seen at the next look at the signal, 64 nodes on");
        assertEquals(StopReason.STOPPED, control.reason());
    }
}
