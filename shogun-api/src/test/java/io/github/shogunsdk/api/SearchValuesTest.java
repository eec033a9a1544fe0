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
}
