package io.github.shogunsdk.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Runs the quick-start example so that it cannot rot. */
class QuickStartTest {

    @Test
    void playsD1d3WithMagneticEnergies() {
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        PrintStream original = System.out;
        System.setOut(new PrintStream(buffer, true, StandardCharsets.UTF_8));
        try {
            QuickStart.main(new String[0]);
        } finally {
            System.setOut(original);
        }
        String out = buffer.toString(StandardCharsets.UTF_8);

        String[] lines = out.split("\\R");
        // The king lands on d3, whose magnet is 3 (odd): energy 1. Red to move, one quiet ply, move 1.
        assertEquals("p4p2p3p1k1p3p1p3/8/8/8/8/3K14/8/P4P3P21P1P4P3P2 r 1 1", lines[0]);
        // Per piece a1..h1: 4 + 4 + 3 + 3 + 1 + 6 + 4 + 2 moves.
        assertTrue(lines[1].startsWith("27 moves: [a1a5, a1b4, "), lines[1]);
        assertTrue(lines[1].contains("d1d3"), lines[1]);
        // The red pawn on a8 (energy 4): a4 straight down; b5, c6, d7 down first, since b8 blocks going right.
        assertEquals("a8 reaches [a4, b5, c6, d7]", lines[2]);
        // Every red piece is on rank 8, at least five steps from d3; the most energy is 4.
        assertEquals("d3 attackers: 0", lines[3]);
        assertEquals("Game in progress", lines[4]);
    }
}
