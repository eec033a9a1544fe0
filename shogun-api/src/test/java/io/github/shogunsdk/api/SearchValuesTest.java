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

/** The engine's value classes: limits, scores and results validate their input and compare by value. */
class SearchValuesTest {

    @Test
    void limitsCombineAndValidate() {
        SearchLimits limits = SearchLimits.time(Duration.ofMillis(500)).withDepth(10).withNodes(1_000);
        assertEquals(OptionalInt.of(10), limits.depth());
        assertEquals(OptionalLong.of(1_000), limits.nodes());
        assertEquals(Optional.of(Duration.ofMillis(500)), limits.time());
        assertEquals("depth 10, nodes 1000, time PT0.5S", limits.toString());
        assertEquals(SearchLimits.depth(10).withNodes(1_000).withTime(Duration.ofMillis(500)), limits);
        assertEquals(OptionalInt.empty(), SearchLimits.unlimited().depth());
        assertEquals(OptionalLong.empty(), SearchLimits.unlimited().nodes());
        assertEquals(Optional.empty(), SearchLimits.unlimited().time());
        assertThrows(IllegalArgumentException.class, () -> SearchLimits.depth(0));
        assertThrows(IllegalArgumentException.class, () -> SearchLimits.depth(SearchLimits.MAX_DEPTH + 1));
        assertEquals(OptionalInt.of(SearchLimits.MAX_DEPTH), SearchLimits.depth(SearchLimits.MAX_DEPTH).depth());
        assertThrows(IllegalArgumentException.class, () -> SearchLimits.nodes(0));
        assertThrows(IllegalArgumentException.class, () -> SearchLimits.time(Duration.ZERO));
        assertThrows(IllegalArgumentException.class, () -> SearchLimits.time(Duration.ofMillis(-1)));
        assertEquals(Optional.of(Duration.ofDays(365_000)), SearchLimits.time(Duration.ofDays(365_000)).time());
    }

    @Test
    void scoresOrderFromTheFastestLossToTheFastestWin() {
        List<Score> ordered = List.of(Score.lossIn(0), Score.lossIn(2), Score.lossIn(Score.MAX_MATE_PLIES),
                Score.centipawns(-Score.MAX_CENTIPAWNS), Score.centipawns(0), Score.centipawns(Score.MAX_CENTIPAWNS),
                Score.winIn(Score.MAX_MATE_PLIES), Score.winIn(3), Score.winIn(1));
        for (int i = 1; i < ordered.size(); i++) {
            assertTrue(ordered.get(i - 1).compareTo(ordered.get(i)) < 0, ordered.get(i - 1) + " < " + ordered.get(i));
        }
        assertEquals(OptionalInt.of(3), Score.winIn(3).winInPlies());
        assertEquals(OptionalInt.empty(), Score.winIn(3).lossInPlies());
        assertEquals(OptionalInt.empty(), Score.winIn(3).centipawns());
        assertEquals(OptionalInt.of(-120), Score.centipawns(-120).centipawns());
        assertFalse(Score.centipawns(-120).isMate());
        assertEquals("-1.20", Score.centipawns(-120).toString());
        assertEquals("+0.05", Score.centipawns(5).toString());
        assertEquals("loss in 2 plies", Score.lossIn(2).toString());
        assertEquals("win in 1 ply", Score.winIn(1).toString());
        assertEquals(OptionalInt.of(2), Score.winIn(3).mateMoves());
        assertEquals(OptionalInt.of(-1), Score.lossIn(2).mateMoves());
        assertEquals(Score.winIn(3), Score.winIn(3));
        assertThrows(IllegalArgumentException.class, () -> Score.centipawns(Score.MAX_CENTIPAWNS + 1));
        assertThrows(IllegalArgumentException.class, () -> Score.winIn(-1));
        assertThrows(IllegalArgumentException.class, () -> Score.lossIn(Score.MAX_MATE_PLIES + 1));
    }

    @Test
    void aResultHasAMoveExactlyWhenTheGameIsNotOver() {
        Move move = Move.parse("d1d3");
        SearchResult found = SearchResult.of(Score.centipawns(40), List.of(move), 3, 100, Duration.ofMillis(2),
                StopReason.DEPTH);
        assertEquals(Optional.of(move), found.bestMove());
        assertEquals(found, SearchResult.of(Score.centipawns(40), List.of(move), 3, 100, Duration.ofMillis(2),
                StopReason.DEPTH));
        SearchResult over = SearchResult.of(Score.lossIn(0), List.of(), 0, 0, Duration.ZERO, StopReason.GAME_OVER);
        assertEquals(Optional.empty(), over.bestMove());
        assertThrows(IllegalArgumentException.class,
                () -> SearchResult.of(Score.centipawns(0), List.of(), 1, 1, Duration.ZERO, StopReason.DEPTH));
        assertThrows(IllegalArgumentException.class,
                () -> SearchResult.of(Score.centipawns(0), List.of(move), 1, 1, Duration.ZERO, StopReason.GAME_OVER));
    }

    @Test
    void stylesAreValues() {
        MovePath d1d3 = MovePath.straight(Square.parse("d1"), Direction.UP, 2);
        SvgStyle style = SvgStyle.plain().withArrow(d1d3).withSquareSize(48);
        assertEquals(Optional.of(d1d3), style.arrow());
        assertEquals(SvgStyle.plain().withSquareSize(48).withArrow(d1d3), style);
        assertEquals(Optional.empty(), style.withoutArrow().arrow());
        assertThrows(IllegalArgumentException.class, () -> SvgStyle.plain().withSquareSize(SvgStyle.MIN_SQUARE_SIZE - 1));
        assertThrows(IllegalArgumentException.class, () -> SvgStyle.plain().withSquareSize(SvgStyle.MAX_SQUARE_SIZE + 1));
        TerminalStyle terminal = TerminalStyle.plain().withLastMove(Move.parse("d1d3")).withColour(true);
        assertEquals(Optional.of(Move.parse("d1d3")), terminal.lastMove());
        assertEquals(TerminalStyle.plain().withColour(true).withLastMove(Move.parse("d1d3")), terminal);
        assertFalse(TerminalStyle.plain().colour());
        assertEquals(Optional.empty(), terminal.withoutLastMove().lastMove());
    }
}
