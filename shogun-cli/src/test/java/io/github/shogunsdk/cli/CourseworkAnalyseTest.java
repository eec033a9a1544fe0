package io.github.shogunsdk.cli;

import static io.github.shogunsdk.cli.CommandLine.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.cli.CommandLine.Result;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The coursework template's test values through {@code shogun analyse}, on its own boards: the
 * nine-pawn board {@code bt}, the resit's {@code b_checkmate} and the resit's two boards with an
 * eighth pawn put on d4 of {@code b_init}. The values are the template's, translated from pieces
 * to squares (the core's {@code CourseworkTemplateTest} checks the same values through the API).
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

    /**
     * Task 2 of the resit, {@code all_moves} of a piece put on d4 of {@code b_init}: a White P2, and
     * (Red to move) a Red p3. Under the coursework rules a pawn's legal moves are its reach, so
     * {@code legal} repeats it. No piece attacks or defends d4 (derived by hand; the template gives
     * no such value): a piece reaches d4 only from exactly its energy away, and a piece on file x is
     * 3 + |x - 4| steps away on rank 1 and 4 + |x - 4| on rank 8, never its energy (the nearest, the
     * king on d1 and the pawn on d8, have energies 2 and 1).
     */
    @Test
    void theResitsEightPawnBoardsWithAPieceOnD4() {
        Result white = run("analyse", "--rules", "coursework", "p4p2p3p1k1p3p1p3/8/8/8/3P24/8/8/P4P3P2K2P1P4P3P2 w");
        assertEquals(0, white.status(), white.err());
        assertTrue(white.outLines().contains("d4 reach=b4,c3,c5,d2,d6,e3,e5,f4 legal=b4,c3,c5,d2,d6,e3,e5,f4 "
                + "attackers=0 defenders=0"), white.out());
        Result red = run("analyse", "--rules", "coursework", "p4p2p3p1k1p3p1p3/8/8/8/3p34/8/8/P4P3P2K2P1P4P3P2 r");
        assertEquals(0, red.status(), red.err());
        assertTrue(red.outLines().contains("d4 reach=a4,b3,b5,c2,c6,d1,d7,e2,e6,f3,f5,g4 "
                + "legal=a4,b3,b5,c2,c6,d1,d7,e2,e6,f3,f5,g4 attackers=0 defenders=0"), red.out());
    }
}
