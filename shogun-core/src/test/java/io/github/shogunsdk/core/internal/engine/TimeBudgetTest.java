package io.github.shogunsdk.core.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.EngineOptions;
import org.junit.jupiter.api.Test;

/**
 * The time allocation of a move on a clock ({@link TimeBudget}) and the deadlines it becomes
 * ({@link SearchClock}), without a real clock: every figure is worked out by hand from the formula
 * in {@link TimeBudget}'s documentation, and the clock is read at given instants.
 */
class TimeBudgetTest {

    @Test
    void theSoftBudgetIsAShareOfTheUsableTimePlusHalfTheIncrementLessTheOverhead() {
        // 1000 ms left, 100 ms a move: reserve min(500, 50 + 50) = 100, usable 900; soft 900 / 30 + 50 = 80;
        // hard max(80, min(2 × 80, 900 / 5)) = 160.
        assertEquals(new TimeBudget(80, 160), TimeBudget.of(1000, 100, 0, 0));
        // The default overhead of 50 ms: soft 30, hard max(30, min(60, 180 - 50)) = 60.
        assertEquals(new TimeBudget(30, 60),
                TimeBudget.of(1000, 100, 0, EngineOptions.DEFAULT_MOVE_OVERHEAD_MILLIS));
    }

    @Test
    void movesToGoShareTheTimeAmongFewerMoves() {
        // movestogo 3: soft 900 / 3 + 50 - 100 = 250; hard max(250, min(500, 180 - 100)) = 250.
        assertEquals(new TimeBudget(250, 250), TimeBudget.of(1000, 100, 3, 100));
        // The last move before the control takes the usable time less the overhead, and no more.
        assertEquals(new TimeBudget(850, 850), TimeBudget.of(1000, 0, 1, 50));
        // More moves to go than the horizon count as the horizon: 900 / 30 = 30, hard min(60, 180) = 60.
        assertEquals(new TimeBudget(30, 60), TimeBudget.of(1000, 0, 500, 0));
    }

    @Test
    void aLongClockKeepsAReserveOfOneTwentiethAndFiftyMilliseconds() {
        // 60 s + 1 s: reserve 50 + 3000, usable 56 950; soft 56 950 / 30 + 500 = 2398 (integer division);
        // hard max(2398, min(4796, 11 390)) = 4796.
        assertEquals(new TimeBudget(2398, 4796), TimeBudget.of(60_000, 1000, 0, 0));
    }

    @Test
    void noTimeOrAHugeOverheadLeavesTheShortestSearchAndNothingOverflows() {
        assertEquals(new TimeBudget(1, 1), TimeBudget.of(1000, 100, 0, 10_000));
        assertEquals(new TimeBudget(1, 1), TimeBudget.of(-5, -5, 0, -5));
        assertEquals(new TimeBudget(1, 1), TimeBudget.of(0, 0, 0, 0));
        TimeBudget huge = TimeBudget.of(Long.MAX_VALUE, Long.MAX_VALUE, 0, 0);
        assertTrue(huge.softMillis() > 0 && huge.hardMillis() >= huge.softMillis(), huge.toString());
    }

    @Test
    void aSearchClockStopsNewDepthsAtTheSoftDeadlineAndTheSearchAtTheHardOne() {
        SearchClock clock = SearchClock.of(1000, 100, 400, false);
        assertTrue(clock.timed());
        assertFalse(clock.pastSoft(1099));
        assertTrue(clock.pastSoft(1100));
        assertFalse(clock.pastHard(1399));
        assertTrue(clock.pastHard(1400));
        assertFalse(SearchClock.of(0, Long.MAX_VALUE, Long.MAX_VALUE, false).timed());
        // A time limit alone: no soft deadline of its own, so the hard one ends new depths too.
        SearchClock time = SearchClock.of(0, Long.MAX_VALUE, 50, false);
        assertFalse(time.pastSoft(49));
        assertTrue(time.pastSoft(50));
    }

    @Test
    void aPonderingClockHasNoDeadlineUntilItsHitThenTheHardOneCountsFromTheHit() {
        SearchClock clock = SearchClock.of(0, 100, 400, true);
        assertTrue(clock.pondering());
        assertFalse(clock.pastSoft(1_000_000));
        assertFalse(clock.pastHard(1_000_000));
        clock.hit(1000);
        assertFalse(clock.pondering());
        // The soft deadline counted from the start, pondering included: past at once.
        assertTrue(clock.pastSoft(1000));
        assertFalse(clock.pastHard(1399));
        assertTrue(clock.pastHard(1400));
        clock.hit(5000); // a second hit changes nothing
        assertTrue(clock.pastHard(1400));
    }
}
