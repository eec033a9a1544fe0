package io.github.shogunsdk.examples.cli;

import static io.github.shogunsdk.examples.cli.CommandLine.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.examples.cli.CommandLine.Result;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The coursework template's test values through {@code shogun analyse}, on its own boards: the
 * nine-pawn board {@code bt} and the resit's {@code b_checkmate}. The values are the template's,
 * translated from pieces to squares (the core's {@code CourseworkTemplateTest} checks the same
 * values through the API).
 */
class CourseworkAnalyseTest {

    private static final String BT = "p4p2p3p1k1p3p1p3/8/3P44/8/1P46/8/8/P4P3P2K2P1P4P3P2 w";
    private static final String B_CHECKMATE = "8/7P3/8/5p32/3p43P2/4p43/3k24/3P21p3K21 w";

    @Test
    void theNinePawnBoard() {
        Result result = run("analyse", "--rules", "coursework", BT);
        assertEquals(0, result.status(), result.err());
        List<String> lines = result.outLines();
        // all_moves(pw2, bt): the pawn on b4.
        assertTrue(lines.stream().anyMatch(line -> line.startsWith("b4 reach=a7,b8,c7,d2,e3,e5,f4 ")), result.out());
        // attackedN(pw4, bt) = 2 for b8; protectedN(pw3, bt) = 2 for f8.
        assertTrue(lines.stream().anyMatch(line -> line.startsWith("b8 ") && line.contains(" attackers=2 ")), result.out());
        assertTrue(lines.stream().anyMatch(line -> line.startsWith("f8 ") && line.endsWith(" defenders=2")), result.out());
        assertTrue(lines.contains("attacked-by-white=b8,f8"), result.out());
        assertTrue(lines.contains("attacked-by-red=d6"), result.out());
    }

    @Test
    void theResitsCheckmateBoard() {
        Result result = run("analyse", "--rules", "coursework", B_CHECKMATE);
        assertEquals(0, result.status(), result.err());
        List<String> lines = result.outLines();
        assertTrue(lines.contains("attacked-by-white=f1"), result.out());
        assertTrue(lines.contains("attacked-by-red=g1,h4"), result.out());
        assertTrue(lines.stream().anyMatch(line -> line.startsWith("h4 ") && line.endsWith(" attackers=3 defenders=1")),
                result.out());
        assertTrue(lines.stream().anyMatch(line -> line.startsWith("g1 ") && line.contains(" attackers=1 ")), result.out());
        assertTrue(lines.stream().anyMatch(line -> line.startsWith("f1 ") && line.contains(" attackers=1 ")), result.out());
        assertTrue(lines.stream().anyMatch(line -> line.startsWith("e3 ") && line.endsWith(" defenders=3")), result.out());
    }
}
