package io.github.shogunsdk.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Runs the click-to-move example and checks each step of the flow it prints. */
class ClickToMoveTest {

    @Test
    void selectsHighlightsRefusesPlaysHintsSavesAndLoads() throws Exception {
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        ClickToMove.run(new PrintStream(buffer, true, StandardCharsets.UTF_8));
        String[] lines = buffer.toString(StandardCharsets.UTF_8).split("\\R");
        // The king on d1 (energy 2): to c2 and e2 only the up-first corner is open (c1 and e1 hold
        // white pawns); d3 is straight up.
        assertEquals("target c2 via [d2, c2]", lines[0]);
        assertEquals("target d3 via [d2, d3]", lines[1]);
        assertEquals("target e2 via [d2, e2]", lines[2]);
        assertEquals("refused: WRONG_DISTANCE — illegal move d1d4: the white king on d1 has energy 2, but d4 is 3 "
                + "steps away", lines[3]);
        assertEquals("played d1d3:1 along [d2, d3]", lines[4]);
        assertEquals("first hint abandoned: true", lines[5]);
        assertTrue(lines[6].startsWith("thinking reached depth 4, hint ") && lines[6].endsWith(" (DEPTH)"), lines[6]);
        assertTrue(lines[7].startsWith("saved 1. d1d3:1 ") && lines[7].endsWith("; loaded the same game: true"), lines[7]);
    }
}
