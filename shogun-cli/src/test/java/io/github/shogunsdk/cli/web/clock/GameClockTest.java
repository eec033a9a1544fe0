package io.github.shogunsdk.cli.web.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.SearchLimits;
import java.time.Duration;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/**
 * The server clock, driven by hand-picked instants (no real clock): every expected number is
 * worked out in the comment beside it from the rules of docs/WEB.md "Clocks".
 */
class GameClockTest {

    private static final TimeControl FIVE_PLUS_THREE = TimeControl.parse("5+3");

    @Test
    void theMoverIsChargedTheServersMeasureLessTheLagItClaimsThenGainsItsIncrement() {
        GameClock clock = GameClock.of(FIVE_PLUS_THREE).start(Colour.WHITE, 0);
        assertEquals(OptionalLong.of(300_500), clock.flagFallsAt());           // 0 + 300 000 + min(500, 1 000)
        ClockCommit commit = clock.commit(4_000, 3_900);
        assertEquals(4_000, commit.measuredMs());
        assertEquals(100, commit.creditMs());                                   // claimed 4 000 - 3 900
        assertEquals(3_900, commit.chargedMs());
        assertFalse(commit.flagFell());
        GameClock after = commit.clock();
        assertEquals(299_100, after.remaining(Colour.WHITE, 4_000));           // 300 000 - 3 900 + 3 000
        assertEquals(1_000, after.whiteReserveMs());                           // 1 000 - 100 + 100
        assertEquals(Colour.RED, after.running());
        assertEquals(OptionalLong.of(304_500), after.flagFallsAt());           // 4 000 + 300 000 + 500
        assertEquals(299_000, after.remaining(Colour.RED, 5_000));             // 1 s of Red's time gone
    }

    @Test
    void withoutAReportNothingIsCredited() {
        ClockCommit commit = GameClock.of(FIVE_PLUS_THREE).start(Colour.WHITE, 1_000).commit(6_000, -1);
        assertEquals(0, commit.creditMs());
        assertEquals(5_000, commit.chargedMs());
        assertEquals(298_000, commit.clock().whiteMs());                       // 300 000 - 5 000 + 3 000
    }

    @Test
    void aClientClaimingEnormousLagIsCappedPerMoveAndThenByItsReserve() {
        GameClock clock = GameClock.of(TimeControl.parse("10+0")).start(Colour.WHITE, 0);
        long[] credits = new long[5];
        long now = 0;
        for (int move = 0; move < 5; move++) {
            now += 10_000;
            ClockCommit white = clock.commit(now, 0);                           // "I thought 0 ms"
            credits[move] = white.creditMs();
            now += 1_000;
            clock = white.clock().commit(now, -1).clock();
        }
        // reserve 1 000 -> credit 500 (cap), reserve 600 -> 500, reserve 200 -> 200, reserve 100 -> 100, 100 -> 100
        assertEquals("[500, 500, 200, 100, 100]", java.util.Arrays.toString(credits));
        assertEquals(1_400, LagPolicy.STANDARD.bound(5));                       // min(5 x 500, 1 000 + 4 x 100)
        assertEquals(600_000 - 50_000 + 1_400, clock.whiteMs());               // five 10 s moves, 1.4 s forgiven
    }

    @Test
    void theFlagFallsWhenEvenTheMostCreditCouldNotSaveTheMove() {
        GameClock clock = GameClock.of(TimeControl.parse("1+0")).start(Colour.WHITE, 0);
        assertEquals(OptionalLong.of(60_500), clock.flagFallsAt());
        assertFalse(clock.flagFallen(60_499));
        assertTrue(clock.flagFallen(60_500));
        ClockCommit saved = clock.commit(60_400, 59_900);                       // 500 ms of lag forgiven
        assertFalse(saved.flagFell());
        assertEquals(100, saved.clock().whiteMs());                            // 60 000 - 59 900
        ClockCommit late = clock.commit(60_400, -1);
        assertTrue(late.flagFell());
        assertEquals(GameClock.State.STOPPED, late.clock().state());
        assertEquals(0, late.clock().whiteMs());
        assertTrue(clock.commit(60_500, 60_499).flagFell());                   // at the instant, nothing saves it
        assertTrue(clock.commit(60_000, -1).flagFell());                        // a charge of all it has is too late
    }

    @Test
    void aFixedTimePerMoveStartsAfreshEachTurn() {
        GameClock clock = GameClock.of(TimeControl.parse("30s/move")).start(Colour.WHITE, 0);
        GameClock after = clock.commit(10_000, -1).clock();
        assertEquals(30_000, after.whiteMs());
        assertEquals(OptionalLong.of(40_500), after.flagFallsAt());            // 10 000 + 30 000 + 500
        assertTrue(after.commit(40_000, -1).flagFell());
    }

    @Test
    void anUntimedGameHasNoFlag() {
        GameClock clock = GameClock.of(TimeControl.none()).start(Colour.WHITE, 0);
        assertEquals(OptionalLong.empty(), clock.flagFallsAt());
        ClockCommit commit = clock.commit(10_000_000, -1);
        assertFalse(commit.flagFell());
        assertFalse(commit.clock().snapshot(10_000_000).timed());
    }

    @Test
    void theEnginesFlagNeverFallsAndItIsChargedAtMostWhatItHas() {
        GameClock clock = GameClock.of(TimeControl.parse("1+0")).withEngineSide(Colour.RED).start(Colour.WHITE, 0);
        GameClock engineToMove = clock.commit(1_000, -1).clock();
        assertEquals(OptionalLong.empty(), engineToMove.flagFallsAt());
        ClockCommit overrun = engineToMove.commit(101_000, 0);                 // 100 s: far past its 60 s
        assertFalse(overrun.flagFell());
        assertEquals(0, overrun.creditMs());                                    // the engine claims no lag
        assertEquals(60_000, overrun.chargedMs());
        assertEquals(0, overrun.clock().redMs());
        assertEquals(Duration.ofMillis(EngineTime.MIN_THINK_MS), EngineTime.budget(TimeControl.parse("1+0"), 0));
    }

    @Test
    void stoppingChargesTheRunningSideAndARestartForgivesTheOutage() {
        GameClock running = GameClock.of(FIVE_PLUS_THREE).start(Colour.WHITE, 0);
        GameClock stopped = running.stop(1_000);
        assertEquals(GameClock.State.STOPPED, stopped.state());
        assertEquals(299_000, stopped.whiteMs());
        assertEquals(OptionalLong.empty(), stopped.flagFallsAt());
        assertEquals(300_000, running.restartedAt(50_000).remaining(Colour.WHITE, 50_000));
        assertThrows(IllegalStateException.class, () -> stopped.commit(2_000, -1));
        assertThrows(IllegalStateException.class, () -> running.start(Colour.RED, 5));
    }

    @Test
    void aSnapshotGivesEachSidesTimeAtAServerInstantAndWhoseRuns() {
        GameClock clock = GameClock.of(FIVE_PLUS_THREE).start(Colour.WHITE, 0).commit(4_000, 3_900).clock();
        ClockSnapshot snapshot = clock.snapshot(5_000);
        assertEquals(new ClockSnapshot(5_000, true, 299_100, 299_000, Colour.RED), snapshot);
        assertEquals(298_750, snapshot.shown(Colour.RED, 250));                // the page counts down from arrival
        assertEquals(299_100, snapshot.shown(Colour.WHITE, 250));
        assertEquals("{at=5000, timed=true, white=299100, red=299000, running=red}", snapshot.toData().toString());
        assertNull(GameClock.of(FIVE_PLUS_THREE).snapshot(0).running());
    }

    @Test
    void theEnginesBudgetLeavesAMargin() {
        // 5+3 with 300 s: margin max(100, 30 000), usable 270 000, min(270 000, 9 000 + 2 250)
        assertEquals(Duration.ofMillis(11_250), EngineTime.budget(FIVE_PLUS_THREE, 300_000));
        // 30 s a move: 30 000 - 3 000
        assertEquals(Duration.ofMillis(27_000), EngineTime.budget(TimeControl.parse("30s/move"), 30_000));
        // 1+0 with 500 ms: margin 100, usable 400, min(400, 13)
        assertEquals(Duration.ofMillis(13), EngineTime.budget(TimeControl.parse("1+0"), 500));
        assertEquals(Duration.ofMillis(10), EngineTime.budget(TimeControl.parse("1+0"), 50));
        assertNull(EngineTime.budget(TimeControl.none(), 50));
        assertEquals(SearchLimits.ofTime(Duration.ofSeconds(5)),
                EngineTime.limit(SearchLimits.ofTime(Duration.ofSeconds(5)), FIVE_PLUS_THREE, 300_000));
        assertEquals(SearchLimits.ofDepth(8).withTime(Duration.ofMillis(11_250)),
                EngineTime.limit(SearchLimits.ofDepth(8), FIVE_PLUS_THREE, 300_000));
        assertEquals(SearchLimits.ofDepth(8), EngineTime.limit(SearchLimits.ofDepth(8), TimeControl.none(), 0));
    }
}
