package io.github.shogunsdk.examples;

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

        assertTrue(out.contains("d1d3"), out);
        // The king lands on d3, whose magnet is 3 (odd): energy 1. Red to move, one quiet ply, move 1.
        assertTrue(out.contains("p4p2p3p1k1p3p1p3/8/8/8/8/3K14/8/P4P3P21P1P4P3P2 r 1 1"), out);
    }
}
