package io.github.shogunsdk.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Shogun;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Runs the README's quick start so that it cannot rot, and checks what its comments promise. */
class QuickStartTest {

    @Test
    void walksThroughTheFrontendFlow() {
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        PrintStream original = System.out;
        System.setOut(new PrintStream(buffer, true, StandardCharsets.UTF_8));
        try {
            QuickStart.main(new String[0]);
        } finally {
            System.setOut(original);
        }
        String[] lines = buffer.toString(StandardCharsets.UTF_8).split("\\R");
        // The king on d1 (energy 2) can reach c2, d3 and e2; c1 and e1 hold its own pawns.
        assertEquals("[d1c2, d1d3, d1e2]", lines[0]);
        // To c2 the left-first corner passes c1, a white pawn, so only up-first is open.
        assertEquals("[d2, c2]", lines[1]);
        assertEquals("illegal move d1d4: the white king on d1 has energy 2, but d4 is 3 steps away", lines[2]);
        // d3 holds magnet 3, odd, so the king lands with energy 1.
        assertEquals("d1d3:1", lines[3]);
        assertTrue(lines[4].startsWith("thinking: depth 1, "), lines[4]);
        assertTrue(lines[5].startsWith("thinking: depth 2, "), lines[5]);
        assertTrue(lines[6].startsWith("thinking: depth 3, "), lines[6]);
        assertTrue(lines[7].startsWith("hint: "), lines[7]);
        Game afterD1d3 = Shogun.readGame("1. d1d3:1 *");
        assertTrue(afterD1d3.legalMoves().contains(Move.parse(lines[7].substring("hint: ".length()))), lines[7]);
        assertEquals("[Rules \"standard\"]", lines[8]);
        assertEquals("[Energy \"magnetic\"]", lines[9]);
        assertEquals("[Result \"*\"]", lines[10]);
        assertEquals("", lines[11]);
        assertEquals("1. d1d3:1 *", lines[12]);
    }
}
