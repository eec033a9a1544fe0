package io.github.shogunsdk.core.internal.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.PieceKind;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Renderer;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.TerminalStyle;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link Renderer#terminal}: labels, marks, the status line, and colours only when asked for. */
class RenderTerminalTest {

    private static final Renderer RENDERER = new CoreRenderer();
    private static final char ESC = '\u001b';
    private static final String FILES = "    a   b   c   d   e   f   g   h";
    private static final Move KING_UP_TWO = Move.parse("d1d3");
    /** The initial position after d1d3 with fixed energies: the white king (energy 2) on d3, Red to move. */
    private static final Position AFTER_D1D3 = Position.initial()
            .without(Square.parse("d1"))
            .with(Square.parse("d3"), Piece.of(PieceKind.KING, Colour.WHITE, 2))
            .withSideToMove(Colour.RED);

    private static List<String> lines(String drawing) {
        assertTrue(drawing.endsWith("\n"), "ends with a line feed");
        return List.of(drawing.substring(0, drawing.length() - 1).split("\n", -1));
    }

    private static String stripEscapes(String text) {
        return text.replaceAll("\u001b\\[[0-9;]*m", "");
    }

    @Test
    void drawsTheInitialPositionExactly() {
        String expected = FILES + "\n"
                + "8  p4  p2  p3  p1  k1  p3  p1  p3  8\n"
                + "7   .   .   .   .   .   .   .   .  7\n"
                + "6   .   .   .   .   .   .   .   .  6\n"
                + "5   .   .   .   .   .   .   .   .  5\n"
                + "4   .   .   .   .   .   .   .   .  4\n"
                + "3   .   .   .   .   .   .   .   .  3\n"
                + "2   .   .   .   .   .   .   .   .  2\n"
                + "1  P4  P3  P2  K2  P1  P4  P3  P2  1\n"
                + FILES + "\n"
                + "White to move (move 1)\n";

        assertEquals(expected, Shogun.renderer().terminal(Position.initial(), TerminalStyle.plain()));
    }

    @Test
    void marksTheLastMovesSquaresWithBrackets() {
        List<String> lines = lines(RENDERER.terminal(AFTER_D1D3, TerminalStyle.plain().withLastMove(KING_UP_TWO)));

        assertEquals("3   .   .   . [K2]  .   .   .   .  3", lines.get(6));
        assertEquals("1  P4  P3  P2 [ .] P1  P4  P3  P2  1", lines.get(8));
        assertEquals(2, lines.stream().mapToLong(l -> l.chars().filter(c -> c == '[').count()).sum());
        assertEquals("Red to move (move 1), last move d1d3", lines.get(10));
    }

    @Test
    void labelsFilesAboveAndBelowAndRanksOnBothSides() {
        List<String> lines = lines(RENDERER.terminal(Position.initial(), TerminalStyle.plain()));

        assertEquals(11, lines.size());
        assertEquals(FILES, lines.get(0));
        assertEquals(FILES, lines.get(9));
        for (int rank = 8; rank >= 1; rank--) {
            String line = lines.get(9 - rank);
            assertTrue(line.startsWith(rank + " "), line);
            assertTrue(line.endsWith(" " + rank), line);
            assertEquals(36, line.length(), "fixed-width cells: " + line);
        }
    }

    @Test
    void saysWhoIsToMoveAndTheMoveNumber() {
        Position redAtMoveTwelve = Position.initial().withSideToMove(Colour.RED).withCounters(3, 12);

        List<String> lines = lines(RENDERER.terminal(redAtMoveTwelve, TerminalStyle.plain()));

        assertEquals("Red to move (move 12)", lines.get(lines.size() - 1));
    }

    @Test
    void withoutColourThereIsNoEscapeCharacter() {
        String plain = RENDERER.terminal(AFTER_D1D3, TerminalStyle.plain().withLastMove(KING_UP_TWO));

        assertEquals(-1, plain.indexOf(ESC), plain);
    }

    @Test
    void withColourPiecesAndMarksUseAnsiCodesButKeepTheLayout() {
        TerminalStyle plain = TerminalStyle.plain().withLastMove(KING_UP_TWO);
        String coloured = RENDERER.terminal(AFTER_D1D3, plain.withColour(true));

        assertTrue(coloured.indexOf(ESC) >= 0);
        assertTrue(coloured.contains(ESC + "[1mP4" + ESC + "[0m"), "white pieces bold");
        assertTrue(coloured.contains(ESC + "[31mp4" + ESC + "[0m"), "red pieces red");
        assertTrue(coloured.contains("[" + ESC + "[1;7mK2" + ESC + "[0m]"), "the destination in reverse video");
        assertEquals(RENDERER.terminal(AFTER_D1D3, plain), stripEscapes(coloured), "same text once the codes are removed");
    }

    @Test
    void refusesNull() {
        assertThrows(NullPointerException.class, () -> RENDERER.terminal(null, TerminalStyle.plain()));
        assertThrows(NullPointerException.class, () -> RENDERER.terminal(Position.initial(), null));
        assertFalse(RENDERER.terminal(Position.initial(), TerminalStyle.plain()).isEmpty());
    }
}
