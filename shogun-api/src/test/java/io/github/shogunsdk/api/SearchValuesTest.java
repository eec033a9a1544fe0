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
        SearchLimits both = SearchLimits.time(Duration.ofMillis(500)).withDepth(10);
        assertEquals(OptionalInt.of(10), both.depth());
        assertEquals(Optional.of(Duration.ofMillis(500)), both.time());
        assertEquals("depth 10, time PT0.5S", both.toString());
        assertEquals(both, SearchLimits.depth(10).withTime(Duration.ofMillis(500)));
    }

    @Test
    void limitsRefuseNonsenseButAcceptAnyPositiveDuration() {
        assertThrows(IllegalArgumentException.class, () -> SearchLimits.depth(0));
        assertThrows(IllegalArgumentException.class, () -> SearchLimits.depth(SearchLimits.MAX_DEPTH + 1));
        assertThrows(IllegalArgumentException.class, () -> SearchLimits.nodes(0));
        assertThrows(IllegalArgumentException.class, () -> SearchLimits.time(Duration.ZERO));
        assertThrows(IllegalArgumentException.class, () -> SearchLimits.time(Duration.ofMillis(-1)));
        Duration longest = Duration.ofSeconds(Long.MAX_VALUE, 999_999_999);
        assertEquals(Optional.of(longest), SearchLimits.time(longest).time());
    }

    @Test
    void scoresOrderFromTheFastestLossToTheFastestWin() {
        List<Score> ordered = List.of(Score.lossIn(0), Score.lossIn(1), Score.lossIn(6), Score.centipawns(-Score.MAX_CENTIPAWNS),
                Score.centipawns(-35), Score.centipawns(0), Score.centipawns(120), Score.centipawns(Score.MAX_CENTIPAWNS),
                Score.winIn(7), Score.winIn(3), Score.winIn(1), Score.winIn(0));
        for (int i = 1; i < ordered.size(); i++) {
            assertTrue(ordered.get(i - 1).compareTo(ordered.get(i)) < 0, ordered.get(i - 1) + " < " + ordered.get(i));
        }
    }

    @Test
    void scoresTellEstimatesFromForcedResults() {
        assertEquals("+0.35", Score.centipawns(35).toString());
        assertEquals("-1.05", Score.centipawns(-105).toString());
        assertEquals("+0.00", Score.centipawns(0).toString());
        assertEquals("win in 3 plies", Score.winIn(3).toString());
        assertEquals("loss in 1 ply", Score.lossIn(1).toString());
        assertEquals(OptionalInt.of(35), Score.centipawns(35).centipawns());
        assertFalse(Score.centipawns(35).isMate());
        assertEquals(OptionalInt.of(3), Score.winIn(3).winInPlies());
        assertEquals(OptionalInt.empty(), Score.winIn(3).lossInPlies());
        assertEquals(OptionalInt.of(2), Score.winIn(3).mateMoves(), "three plies are two of the winner's moves");
        assertEquals(OptionalInt.of(-1), Score.lossIn(2).mateMoves(), "the loser makes one move before the end");
        assertEquals(OptionalInt.of(0), Score.lossIn(0).mateMoves());
        assertThrows(IllegalArgumentException.class, () -> Score.centipawns(Score.MAX_CENTIPAWNS + 1));
        assertThrows(IllegalArgumentException.class, () -> Score.winIn(Score.MAX_MATE_PLIES + 1));
        assertThrows(IllegalArgumentException.class, () -> Score.lossIn(-1));
    }

    @Test
    void aResultHasAMoveExactlyWhenTheGameIsNotOver() {
        Move move = Move.parse("d1d3");
        SearchResult found = SearchResult.of(Score.centipawns(10), List.of(move), 3, 100, Duration.ofMillis(2),
                StopReason.DEPTH);
        assertEquals(Optional.of(move), found.bestMove());
        SearchResult over = SearchResult.of(Score.lossIn(0), List.of(), 0, 0, Duration.ZERO, StopReason.GAME_OVER);
        assertEquals(Optional.empty(), over.bestMove());
        assertThrows(IllegalArgumentException.class,
                () -> SearchResult.of(Score.centipawns(0), List.of(), 1, 1, Duration.ZERO, StopReason.DEPTH));
        assertThrows(IllegalArgumentException.class,
                () -> SearchResult.of(Score.centipawns(0), List.of(move), 1, 1, Duration.ZERO, StopReason.GAME_OVER));
        assertEquals("d1d3 (+0.10, depth 3, 100 nodes, 2 ms, DEPTH)", found.toString());
    }

    @Test
    void progressReportsItsSpeed() {
        SearchProgress progress = SearchProgress.of(2, Score.centipawns(5), List.of(Move.parse("d1d3")), 4_000,
                Duration.ofMillis(2));
        assertEquals(2_000_000, progress.nodesPerSecond());
        assertEquals(0, SearchProgress.of(1, Score.centipawns(0), List.of(), 10, Duration.ZERO).nodesPerSecond());
        // No overflow, however long the search or large the count.
        assertEquals(0, SearchProgress.of(1, Score.centipawns(0), List.of(), 10, Duration.ofSeconds(Long.MAX_VALUE))
                .nodesPerSecond());
        assertEquals(Long.MAX_VALUE / 1_000, SearchProgress.of(1, Score.centipawns(0), List.of(), Long.MAX_VALUE,
                Duration.ofSeconds(1_000)).nodesPerSecond(), 1e12);
        assertThrows(IllegalArgumentException.class,
                () -> SearchProgress.of(0, Score.centipawns(0), List.of(), 0, Duration.ZERO));
    }

    @Test
    void aClockHoldsTheTimeLeftTheIncrementAndTheMovesToGo() {
        SearchLimits clock = SearchLimits.clock(Duration.ofSeconds(1), Duration.ofMillis(100));
        assertEquals(Optional.of(Duration.ofSeconds(1)), clock.clockLeft());
        assertEquals(Duration.ofMillis(100), clock.increment());
        assertEquals(java.util.OptionalInt.empty(), clock.movesToGo());
        assertEquals("clock PT1S + PT0.1S", clock.toString());
        SearchLimits control = clock.withMovesToGo(20).withDepth(8);
        assertEquals(java.util.OptionalInt.of(20), control.movesToGo());
        assertEquals("depth 8, clock PT1S + PT0.1S, 20 moves to go", control.toString());
        assertEquals(control, SearchLimits.depth(8).withClock(Duration.ofSeconds(1), Duration.ofMillis(100))
                .withMovesToGo(20));
        assertFalse(control.equals(clock.withDepth(8)));
        assertEquals(Optional.empty(), SearchLimits.unlimited().clockLeft());
        assertEquals(Duration.ZERO, SearchLimits.unlimited().increment());
        // A clock already run out counts as no time at all.
        assertEquals(Optional.of(Duration.ZERO), SearchLimits.clock(Duration.ofMillis(-3), Duration.ZERO).clockLeft());
    }

    @Test
    void aClockRefusesANegativeIncrementAndMovesToGoNeedAClock() {
        assertThrows(IllegalArgumentException.class, () -> SearchLimits.clock(Duration.ZERO, Duration.ofMillis(-1)));
        assertThrows(IllegalStateException.class, () -> SearchLimits.depth(3).withMovesToGo(10));
        SearchLimits clock = SearchLimits.clock(Duration.ofSeconds(5), Duration.ZERO);
        assertThrows(IllegalArgumentException.class, () -> clock.withMovesToGo(0));
        assertThrows(IllegalArgumentException.class, () -> clock.withMovesToGo(SearchLimits.MAX_MOVES_TO_GO + 1));
        assertEquals(java.util.OptionalInt.of(SearchLimits.MAX_MOVES_TO_GO),
                clock.withMovesToGo(SearchLimits.MAX_MOVES_TO_GO).movesToGo());
    }

    @Test
    void limitsAskForOneLineUnlessToldOtherwise() {
        assertEquals(1, SearchLimits.unlimited().lines());
        SearchLimits three = SearchLimits.depth(4).withLines(3);
        assertEquals(3, three.lines());
        assertEquals(OptionalInt.of(4), three.depth());
        assertEquals("depth 4, lines 3", three.toString());
        assertEquals("unlimited, lines 2", SearchLimits.unlimited().withLines(2).toString());
        assertEquals(SearchLimits.depth(4), three.withLines(1));
        assertFalse(three.equals(SearchLimits.depth(4)));
        assertEquals(3, three.withDepth(6).withNodes(10).withTime(Duration.ofSeconds(1)).lines());
        assertEquals(SearchLimits.MAX_LINES, SearchLimits.unlimited().withLines(16).lines());
        assertThrows(IllegalArgumentException.class, () -> three.withLines(0));
        assertThrows(IllegalArgumentException.class, () -> three.withLines(-1));
        assertThrows(IllegalArgumentException.class, () -> three.withLines(SearchLimits.MAX_LINES + 1));
    }

    @Test
    void aResultOfSeveralLinesIsItsFirstLinesResult() {
        SearchLine first = SearchLine.of(1, Score.centipawns(40), List.of(Move.parse("d1d3"), Move.parse("e8e7")));
        SearchLine second = SearchLine.of(2, Score.centipawns(25), List.of(Move.parse("a1a5")));
        SearchResult result = SearchResult.of(List.of(first, second), 4, 900, Duration.ofMillis(3), StopReason.DEPTH);
        assertEquals(Optional.of(Move.parse("d1d3")), result.bestMove());
        assertEquals(Score.centipawns(40), result.score());
        assertEquals(first.moves(), result.principalVariation());
        assertEquals(List.of(first, second), result.lines());
        assertEquals("d1d3 (+0.40, depth 4, 900 nodes, 3 ms, DEPTH, 2 lines)", result.toString());
        assertEquals("2. +0.25 a1a5", second.toString());
        assertEquals(Move.parse("a1a5"), second.firstMove());
        SearchResult single = SearchResult.of(Score.centipawns(40), first.moves(), 4, 900, Duration.ofMillis(3),
                StopReason.DEPTH);
        assertEquals(List.of(first), single.lines());
        assertEquals(single, SearchResult.of(List.of(first), 4, 900, Duration.ofMillis(3), StopReason.DEPTH));
        assertFalse(single.equals(result));
        SearchProgress progress = SearchProgress.of(4, List.of(first, second), 900, Duration.ofMillis(3));
        assertEquals(List.of(first, second), progress.lines());
        assertEquals(first.moves(), progress.principalVariation());
        assertEquals(List.of(first), SearchProgress.of(4, first.score(), first.moves(), 9, Duration.ZERO).lines());
        assertEquals(List.of(), SearchProgress.of(1, Score.centipawns(0), List.of(), 9, Duration.ZERO).lines());
    }

    @Test
    void linesOutOfOrderOrSharingAFirstMoveAreRefused() {
        SearchLine first = SearchLine.of(1, Score.centipawns(40), List.of(Move.parse("d1d3")));
        SearchLine better = SearchLine.of(2, Score.centipawns(41), List.of(Move.parse("a1a5")));
        SearchLine same = SearchLine.of(2, Score.centipawns(10), List.of(Move.parse("d1d3"), Move.parse("e8e7")));
        SearchLine third = SearchLine.of(3, Score.centipawns(10), List.of(Move.parse("a1a5")));
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
        assertThrows(IllegalArgumentException.class, () -> SearchLine.of(0, Score.centipawns(0), List.of(Move.parse("d1d3"))));
        assertThrows(IllegalArgumentException.class, () -> SearchLine.of(17, Score.centipawns(0), List.of(Move.parse("d1d3"))));
        assertThrows(IllegalArgumentException.class, () -> SearchLine.of(1, Score.centipawns(0), List.of()));
    }
}
