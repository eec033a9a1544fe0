package io.github.shogunsdk.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The renderer's styles are values: equal when they draw the same, checked when made. */
class StylesTest {

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
