package io.github.shogunsdk.cli;

import static io.github.shogunsdk.cli.CommandLine.ATTACK_EXAMPLE;
import static io.github.shogunsdk.cli.CommandLine.KING_TO_H1;
import static io.github.shogunsdk.cli.CommandLine.REACH_EXAMPLE;
import static io.github.shogunsdk.cli.CommandLine.run;
import static io.github.shogunsdk.cli.CommandLine.runWithInput;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.cli.CommandLine.Result;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** {@code shogun analyse}: docs/CLI.md and the examples of §3, §4 and §5. */
class AnalyseCommandTest {

    /**
     * The whole analysis of the §3 board, worked out by hand. The d4 reach is the one §3 gives.
     * Without kings there is no check, so legal equals reach for every piece. b5 (P3) attacks d4
     * (via c4 or d5); d4 (p4) attacks h4; d8 (p4) defends d4 straight down and d4 defends d8 straight
     * up; d3 (P2) defends f3 straight right.
     */
    static final String REACH_EXAMPLE_ANALYSIS = piece("b5", "a3,a7,b2,b8,c3,c7,d4,d6,e5", 0, 0)
            + piece("d3", "b3,c2,c4,d1,e2,e4", 0, 0)
            + piece("d4", "a3,a5,b2,b6,c1,c7,e1,e7,f6,g3,g5,h4", 1, 1)
            + piece("d8", "a7,b6,c5,e5,f6,g7,h8", 0, 1)
            + piece("f3", "e3,f2,f4,g3", 0, 1)
            + piece("h4", "g4,h3,h5", 1, 0)
            + "attacked-by-white=d4\n"
            + "attacked-by-red=h4\n"
            + "--\n";

    private static String piece(String square, String reach, int attackers, int defenders) {
        return square + " reach=" + reach + " legal=" + reach + " attackers=" + attackers + " defenders=" + defenders
                + "\n";
    }

    @Test
    void redPawnOnD4ReachesTheTwelveSquaresOfSection3() {
        Result result = run("analyse", REACH_EXAMPLE);

        assertEquals(0, result.status(), result.err());
        assertTrue(result.outLines().contains("d4 reach=a3,a5,b2,b6,c1,c7,e1,e7,f6,g3,g5,h4"
                + " legal=a3,a5,b2,b6,c1,c7,e1,e7,f6,g3,g5,h4 attackers=1 defenders=1"), result.out());
    }

    @Test
    void analysesEveryPieceOfTheSection3BoardInSquareOrder() {
        Result result = run("analyse", REACH_EXAMPLE);

        assertEquals(0, result.status(), result.err());
        assertEquals(REACH_EXAMPLE_ANALYSIS, result.out());
        assertEquals("", result.err());
    }

    @Test
    void section4AttacksAndDefences() {
        Result result = run("analyse", ATTACK_EXAMPLE);

        assertEquals(0, result.status(), result.err());
        List<String> lines = result.outLines();
        assertEquals(List.of("d1", "d2", "d4", "e3", "f1", "f5", "f7", "g1", "h4", "h7"),
                lines.subList(0, 10).stream().map(line -> line.substring(0, 2)).collect(Collectors.toList()));
        assertEquals("attacked-by-white=f1,f5", lines.get(10));
        assertEquals("attacked-by-red=g1,h4", lines.get(11));
        assertEquals("--", lines.get(12));
        assertEquals(13, lines.size());
        assertTrue(line(lines, "h4").endsWith(" attackers=3 defenders=1"), line(lines, "h4"));
        assertTrue(line(lines, "f1").contains(" attackers=1 "), line(lines, "f1"));
        assertTrue(line(lines, "e3").endsWith(" defenders=3"), line(lines, "e3"));
    }

    @Test
    void section5KingWithEveryReachSquareAttackedHasNoLegalSquare() {
        for (String rules : List.of("coursework", "standard")) {
            Result result = run("analyse", "--rules", rules, ATTACK_EXAMPLE);

            assertEquals(0, result.status(), result.err());
            assertTrue(line(result.outLines(), "g1").startsWith("g1 reach=f2,g3,h2 legal= attackers="),
                    rules + ": " + result.out());
        }
    }

    @Test
    void section5KingsOnlyLegalSquareIsH1() {
        for (String rules : List.of("coursework", "standard")) {
            Result result = run("analyse", "--rules", rules, KING_TO_H1);

            assertEquals(0, result.status(), result.err());
            assertTrue(line(result.outLines(), "g1").startsWith("g1 reach=f1,g2,h1 legal=h1 attackers="),
                    rules + ": " + result.out());
        }
    }

    @Test
    void readsPositionsFromStandardInputSkippingBlankLines() {
        Result result = runWithInput("\n  " + REACH_EXAMPLE + " \r\n\n" + REACH_EXAMPLE + "\n", "analyse");

        assertEquals(0, result.status(), result.err());
        assertEquals(REACH_EXAMPLE_ANALYSIS + REACH_EXAMPLE_ANALYSIS, result.out());
    }

    @Test
    void aBadLineOnStandardInputNamesItsLineAfterEarlierPositionsArePrinted() {
        Result result = runWithInput(REACH_EXAMPLE + "\n\n3p44/8/8/1P36/3p43P1/3P21P12/8/8 x\n", "analyse");

        assertEquals(2, result.status());
        assertEquals(REACH_EXAMPLE_ANALYSIS, result.out());
        assertTrue(result.err().startsWith("shogun: line 3: bad position at index "), result.err());
        assertEquals(1, result.err().lines().count(), result.err());
    }

    private static String line(List<String> lines, String square) {
        return lines.stream().filter(l -> l.startsWith(square + " ")).findFirst()
                .orElseThrow(() -> new AssertionError("no line for " + square + " in " + lines));
    }
}
