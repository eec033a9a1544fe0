package io.github.shogunsdk.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Runs the click-to-move example and checks every line it prints. The energies come from the
 * standard magnets (rank 1 from a: 4 3 2 4 1 4 3 2; rank 2: 3 2 3 4 2 1 4 1; rank 3: 1 2 3 3 3 4 4 2;
 * rank 4: 4 3 2 3 1 1 2 4; rank 7: 1 1 2 3 4 1 2 4; rank 8: 4 2 3 1 3 3 1 3); a king takes 2 on an
 * even magnet, else 1.
 */
class ClickToMoveTest {

    @Test
    void selectsHighlightsRefusesPlaysHintsSavesAndLoads() throws Exception {
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        ClickToMove.run(new PrintStream(buffer, true, StandardCharsets.UTF_8));
        List<String> lines = List.of(buffer.toString(StandardCharsets.UTF_8).split("\\R"));
        assertEquals(List.of(
                // The king on d1 (energy 2): to c2 and e2 only the up-first corner is open (c1 and e1
                // hold white pawns); d3 is straight up; b1 and f1 hold white pawns.
                "target c2 via [d2, c2]",
                "target d3 via [d2, d3]",
                "target e2 via [d2, e2]",
                "refused: WRONG_DISTANCE — illegal move d1d4: the white king on d1 has energy 2, but d4 is 3 steps away",
                // Magnet 3 on d3 is odd: the king lands with energy 1.
                "played d1d3:1 along [d2, d3]",
                // Red's king (energy 1 on magnet 3) steps to e7, magnet 4: energy 2.
                "Red plays e8e7:2",
                // The pawn on g1 (energy 3) would go left through f1 and e1 to the empty d1; f1 holds a
                // white pawn, the first piece in the way.
                "refused: BLOCKED, blocked at [f1] — illegal move g1d1: the path is blocked at f1",
                // The pawn on c1 (energy 2) reaches d2 right then up (through d1, empty since the king
                // left) or up then right (through c2): both open, in shape order.
                "c1d2 corners: [c1d2 RU, c1d2 UR]",
                // The second corner is played; magnet 4 on d2 gives the pawn energy 4.
                "played c1d2:4 along [c2, d2] (UR)",
                "first hint abandoned: true",
                // The engine's lines are the same on every run under a depth limit. The line is legal:
                // a8a4 (the pawn of energy 4 straight down, landing on magnet 4) checks the king on d3,
                // 4 steps away by two open corners; the king steps to c3; a4xb1 (4 steps through b4,
                // b3, b2); the king to b3; b1xd2 (energy 3 from magnet 3 on b1); a1xd2 recaptures. At
                // depths 1 and 2 the king steps to c4 rather than b3 (one step either way: it has
                // energy 1 on c3), and at depth 2 and 3 the line stops early: a line ends where a
                // table entry settles a position, and the quiescence search reads the table too. The
                // node counts and scores are the search's own (check extensions, reductions, late-move
                // and futility pruning, the table in the quiescence search and the evaluation's
                // weights and quiet-ply fade included).
                "thinking: depth 1, score +1.00, line [a8a4, d3c3, a4b1, c3c4, b1d2, a1d2], 57 nodes",
                "thinking: depth 2, score +1.00, line [a8a4, d3c3, a4b1, c3c4], 140 nodes",
                "thinking: depth 3, score +1.03, line [a8a4, d3c3, a4b1, c3b3, b1d2], 362 nodes",
                "thinking: depth 4, score +1.03, line [a8a4, d3c3, a4b1, c3b3, b1d2, a1d2], 767 nodes",
                "hint a8a4 (DEPTH); Red plays a8a4:4+",
                "saved 1. d1d3:1 e8e7:2 2. c1d2:4 a8a4:4+; loaded the same game: true"), lines);
    }
}
