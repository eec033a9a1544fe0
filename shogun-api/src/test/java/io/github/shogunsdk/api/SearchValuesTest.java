package io.github.shogunsdk.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/** The engine's values: limits without placeholders, scores that order and print, results that say why. */
class SearchValuesTest {

    @Test
    void limitsHoldOnlyWhatWasSet() {
        SearchLimits unlimited = SearchLimits.unlimited();
        assertEquals(OptionalInt.empty(), unlimited.depth());
        assertEquals(OptionalLong.empty(), unlimited.nodes());
        assertEquals(Optional.empty(), unlimited.time());
        assertEquals("unlimited", unlimited.toString());
        SearchLimits both = SearchLimits.ofTime(Duration.ofMillis(500)).withDepth(10);
        assertEquals(OptionalInt.of(10), both.depth());
        assertEquals(Optional.of(Duration.ofMillis(500)), both.time());
        assertEquals("depth 10, time PT0.5S", both.toString());
        assertEquals(both, SearchLimits.ofDepth(10).withTime(Duration.ofMillis(500)));
    }

    @Test
    void limitsRefuseNonsenseButAcceptAnyPositiveDuration() {
        assertThrows(IllegalArgumentException.class, () -> SearchLimits.ofDepth(0));
        assertThrows(IllegalArgumentException.class, () -> SearchLimits.ofDepth(SearchLimits.MAX_DEPTH + 1));
        assertThrows(IllegalArgumentException.class, () -> SearchLimits.ofNodes(0));
        assertThrows(IllegalArgumentException.class, () -> SearchLimits.ofTime(Duration.ZERO));
        assertThrows(IllegalArgumentException.class, () -> SearchLimits.ofTime(Duration.ofMillis(-1)));
        Duration longest = Duration.ofSeconds(Long.MAX_VALUE, 999_999_999);
        assertEquals(Optional.of(longest), SearchLimits.ofTime(longest).time());
    }

    @Test
    void scoresOrderFromTheFastestLossToTheFastestWin() {
        List<Score> ordered = List.of(Score.ofLossIn(0), Score.ofLossIn(1), Score.ofLossIn(6), Score.ofCentipawns(-Score.MAX_CENTIPAWNS),
                Score.ofCentipawns(-35), Score.ofCentipawns(0), Score.ofCentipawns(120), Score.ofCentipawns(Score.MAX_CENTIPAWNS),
                Score.ofWinIn(7), Score.ofWinIn(3), Score.ofWinIn(1), Score.ofWinIn(0));
        for (int i = 1; i < ordered.size(); i++) {
            assertTrue(ordered.get(i - 1).compareTo(ordered.get(i)) < 0, ordered.get(i - 1) + " < " + ordered.get(i));
        }
    }

    @Test
    void scoresTellEstimatesFromForcedResults() {
        assertEquals("+0.35", Score.ofCentipawns(35).toString());
        assertEquals("-1.05", Score.ofCentipawns(-105).toString());
        assertEquals("+0.00", Score.ofCentipawns(0).toString());
        assertEquals("win in 3 plies", Score.ofWinIn(3).toString());
        assertEquals("loss in 1 ply", Score.ofLossIn(1).toString());
        assertEquals(OptionalInt.of(35), Score.ofCentipawns(35).centipawns());
        assertFalse(Score.ofCentipawns(35).isMate());
        assertEquals(OptionalInt.of(3), Score.ofWinIn(3).winIn());
        assertEquals(OptionalInt.empty(), Score.ofWinIn(3).lossIn());
        assertEquals(Score.ofLossIn(3), Score.ofWinIn(3).negated(), "the other side loses in as many plies");
        assertEquals(Score.ofWinIn(0), Score.ofLossIn(0).negated());
        assertEquals(Score.ofCentipawns(-105), Score.ofCentipawns(105).negated());
        assertThrows(IllegalArgumentException.class, () -> Score.ofCentipawns(Score.MAX_CENTIPAWNS + 1));
        assertThrows(IllegalArgumentException.class, () -> Score.ofWinIn(Score.MAX_MATE_PLIES + 1));
        assertThrows(IllegalArgumentException.class, () -> Score.ofLossIn(-1));
    }

    @Test
    void aResultHasAMoveExactlyWhenTheGameIsNotOver() {
        Move move = Move.parse("d1d3");
        SearchResult found = SearchResult.of(List.of(SearchLine.of(1, Score.ofCentipawns(10), List.of(move))), 3, 100,
                Duration.ofMillis(2), StopReason.DEPTH);
        assertEquals(Optional.of(move), found.bestMove());
        SearchResult over = SearchResult.ofGameOver(Score.ofLossIn(0), Duration.ZERO);
        assertEquals(Optional.empty(), over.bestMove());
        assertEquals(Optional.empty(), over.bestLine());
        assertEquals(Score.ofLossIn(0), over.score());
        assertEquals(StopReason.GAME_OVER, over.stopReason());
        assertThrows(IllegalArgumentException.class, () -> SearchResult.of(List.of(), 1, 1, Duration.ZERO, StopReason.DEPTH));
        assertThrows(IllegalArgumentException.class, () -> SearchResult.of(
                List.of(SearchLine.of(1, Score.ofCentipawns(0), List.of(move))), 1, 1, Duration.ZERO, StopReason.GAME_OVER));
        assertEquals("d1d3 (+0.10, depth 3, 100 nodes, 2 ms, DEPTH)", found.toString());
    }

    @Test
    void progressReportsItsSpeed() {
        List<SearchLine> line = List.of(SearchLine.of(1, Score.ofCentipawns(5), List.of(Move.parse("d1d3"))));
        SearchProgress progress = SearchProgress.of(2, line, 4_000, Duration.ofMillis(2));
        assertEquals(2_000_000, progress.nodesPerSecond());
        assertEquals(0, SearchProgress.of(1, line, 10, Duration.ZERO).nodesPerSecond());
        // No overflow, however long the search or large the count.
        assertEquals(0, SearchProgress.of(1, line, 10, Duration.ofSeconds(Long.MAX_VALUE)).nodesPerSecond());
        assertEquals(Long.MAX_VALUE / 1_000, SearchProgress.of(1, line, Long.MAX_VALUE,
                Duration.ofSeconds(1_000)).nodesPerSecond(), 1e12);
        assertThrows(IllegalArgumentException.class, () -> SearchProgress.of(0, line, 0, Duration.ZERO));
        assertThrows(IllegalArgumentException.class, () -> SearchProgress.of(1, List.of(), 0, Duration.ZERO));
    }

    @Test
    void aClockHoldsTheTimeLeftTheIncrementAndTheMovesToGo() {
        SearchLimits clock = SearchLimits.ofClock(Duration.ofSeconds(1), Duration.ofMillis(100));
        assertEquals(Optional.of(Duration.ofSeconds(1)), clock.clockLeft());
        assertEquals(Duration.ofMillis(100), clock.increment());
        assertEquals(java.util.OptionalInt.empty(), clock.movesToGo());
        assertEquals("clock PT1S + PT0.1S", clock.toString());
        SearchLimits control = clock.withMovesToGo(20).withDepth(8);
        assertEquals(java.util.OptionalInt.of(20), control.movesToGo());
        assertEquals("depth 8, clock PT1S + PT0.1S, 20 moves to go", control.toString());
        assertEquals(control, SearchLimits.ofDepth(8).withClock(Duration.ofSeconds(1), Duration.ofMillis(100))
                .withMovesToGo(20));
        assertFalse(control.equals(clock.withDepth(8)));
        assertEquals(Optional.empty(), SearchLimits.unlimited().clockLeft());
        assertEquals(Duration.ZERO, SearchLimits.unlimited().increment());
        // A clock already run out counts as no time at all.
        assertEquals(Optional.of(Duration.ZERO), SearchLimits.ofClock(Duration.ofMillis(-3), Duration.ZERO).clockLeft());
    }

    @Test
    void aClockRefusesANegativeIncrementAndMovesToGoNeedAClock() {
        assertThrows(IllegalArgumentException.class, () -> SearchLimits.ofClock(Duration.ZERO, Duration.ofMillis(-1)));
        assertThrows(IllegalStateException.class, () -> SearchLimits.ofDepth(3).withMovesToGo(10));
        SearchLimits clock = SearchLimits.ofClock(Duration.ofSeconds(5), Duration.ZERO);
        assertThrows(IllegalArgumentException.class, () -> clock.withMovesToGo(0));
        assertThrows(IllegalArgumentException.class, () -> clock.withMovesToGo(SearchLimits.MAX_MOVES_TO_GO + 1));
        assertEquals(java.util.OptionalInt.of(SearchLimits.MAX_MOVES_TO_GO),
                clock.withMovesToGo(SearchLimits.MAX_MOVES_TO_GO).movesToGo());
    }

    @Test
    void limitsAskForOneLineUnlessToldOtherwise() {
        assertEquals(1, SearchLimits.unlimited().lines());
        SearchLimits three = SearchLimits.ofDepth(4).withLines(3);
        assertEquals(3, three.lines());
        assertEquals(OptionalInt.of(4), three.depth());
        assertEquals("depth 4, lines 3", three.toString());
        assertEquals("unlimited, lines 2", SearchLimits.unlimited().withLines(2).toString());
        assertEquals(SearchLimits.ofDepth(4), three.withLines(1));
        assertFalse(three.equals(SearchLimits.ofDepth(4)));
        assertEquals(3, three.withDepth(6).withNodes(10).withTime(Duration.ofSeconds(1)).lines());
        assertEquals(SearchLimits.MAX_LINES, SearchLimits.unlimited().withLines(16).lines());
        assertThrows(IllegalArgumentException.class, () -> three.withLines(0));
        assertThrows(IllegalArgumentException.class, () -> three.withLines(-1));
        assertThrows(IllegalArgumentException.class, () -> three.withLines(SearchLimits.MAX_LINES + 1));
    }

    @Test
    void aResultOfSeveralLinesIsItsFirstLinesResult() {
        SearchLine first = SearchLine.of(1, Score.ofCentipawns(40), List.of(Move.parse("d1d3"), Move.parse("e8e7")));
        SearchLine second = SearchLine.of(2, Score.ofCentipawns(25), List.of(Move.parse("a1a5")));
        SearchResult result = SearchResult.of(List.of(first, second), 4, 900, Duration.ofMillis(3), StopReason.DEPTH);
        assertEquals(Optional.of(Move.parse("d1d3")), result.bestMove());
        assertEquals(Score.ofCentipawns(40), result.score());
        assertEquals(Optional.of(first), result.bestLine());
        assertEquals(List.of(first, second), result.lines());
        assertEquals("d1d3 (+0.40, depth 4, 900 nodes, 3 ms, DEPTH, 2 lines)", result.toString());
        assertEquals("2. +0.25 a1a5", second.toString());
        assertEquals(Move.parse("a1a5"), second.firstMove());
        SearchResult single = SearchResult.of(List.of(first), 4, 900, Duration.ofMillis(3), StopReason.DEPTH);
        assertEquals(List.of(first), single.lines());
        assertEquals(single, SearchResult.of(List.of(SearchLine.of(1, Score.ofCentipawns(40), first.principalVariation())),
                4, 900, Duration.ofMillis(3), StopReason.DEPTH));
        assertFalse(single.equals(result));
        SearchProgress progress = SearchProgress.of(4, List.of(first, second), 900, Duration.ofMillis(3));
        assertEquals(List.of(first, second), progress.lines());
        assertEquals(first, progress.bestLine());
        assertEquals(List.of(Move.parse("d1d3"), Move.parse("e8e7")), progress.bestLine().principalVariation());
        assertEquals("depth 4, +0.40, d1d3 e8e7, 900 nodes, 3 ms", progress.toString());
    }

    @Test
    void linesOutOfOrderOrSharingAFirstMoveAreRefused() {
        SearchLine first = SearchLine.of(1, Score.ofCentipawns(40), List.of(Move.parse("d1d3")));
        SearchLine better = SearchLine.of(2, Score.ofCentipawns(41), List.of(Move.parse("a1a5")));
        SearchLine same = SearchLine.of(2, Score.ofCentipawns(10), List.of(Move.parse("d1d3"), Move.parse("e8e7")));
        SearchLine third = SearchLine.of(3, Score.ofCentipawns(10), List.of(Move.parse("a1a5")));
        Duration ms = Duration.ofMillis(1);
        IllegalArgumentException order = assertThrows(IllegalArgumentException.class,
                () -> SearchResult.of(List.of(first, better), 1, 1, ms, StopReason.DEPTH));
        assertEquals("line 2 scores better than line 1", order.getMessage());
        IllegalArgumentException repeat = assertThrows(IllegalArgumentException.class,
                () -> SearchProgress.of(1, List.of(first, same), 1, ms));
        assertEquals("line 2 starts with d1d3, as an earlier line does", repeat.getMessage());
        IllegalArgumentException rank = assertThrows(IllegalArgumentException.class,
                () -> SearchResult.of(List.of(first, third), 1, 1, ms, StopReason.DEPTH));
        assertEquals("line 2 is ranked 3", rank.getMessage());
        assertThrows(IllegalArgumentException.class, () -> SearchResult.of(List.of(), 1, 1, ms, StopReason.DEPTH));
        assertThrows(IllegalArgumentException.class, () -> SearchProgress.of(1, List.of(), 1, ms));
        assertThrows(IllegalArgumentException.class,
                () -> SearchResult.of(List.of(first), 1, 1, ms, StopReason.GAME_OVER));
        assertThrows(IllegalArgumentException.class, () -> SearchLine.of(0, Score.ofCentipawns(0), List.of(Move.parse("d1d3"))));
        assertThrows(IllegalArgumentException.class, () -> SearchLine.of(17, Score.ofCentipawns(0), List.of(Move.parse("d1d3"))));
        assertThrows(IllegalArgumentException.class, () -> SearchLine.of(1, Score.ofCentipawns(0), List.of()));
    }
}
