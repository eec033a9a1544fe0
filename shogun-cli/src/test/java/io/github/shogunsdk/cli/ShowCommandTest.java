package io.github.shogunsdk.cli;

import static io.github.shogunsdk.cli.CommandLine.CHECKMATE;
import static io.github.shogunsdk.cli.CommandLine.INITIAL;
import static io.github.shogunsdk.cli.CommandLine.run;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.shogunsdk.cli.CommandLine.Result;
import org.junit.jupiter.api.Test;

/** {@code shogun show}: the exact format of docs/CLI.md. */
class ShowCommandTest {

    private static final String DASHES = "--------------------------------\n";
    private static final String EMPTY_RANK = DASHES + "|   |   |   |   |   |   |   |   |\n";

    /** The §6 initial position drawn by hand: Red p4 p2 p3 p1 k1 p3 p1 p3, White P4 P3 P2 K2 P1 P4 P3 P2. */
    static final String INITIAL_BOARD = DASHES
            + "|PR4|PR2|PR3|PR1|KR1|PR3|PR1|PR3|\n"
            + EMPTY_RANK.repeat(6)
            + DASHES
            + "|PW4|PW3|PW2|KW2|PW1|PW4|PW3|PW2|\n"
            + DASHES;

    @Test
    void drawsTheInitialPositionByDefault() {
        Result result = run("show");

        assertEquals(0, result.status(), result.err());
        assertEquals(INITIAL_BOARD, result.out());
        assertEquals(17, result.outLines().size());
        assertEquals(32, result.outLines().get(0).length());
        assertEquals(33, result.outLines().get(1).length());
        assertEquals("", result.err());
    }

    @Test
    void drawsAPositionGivenAsAnArgument() {
        assertEquals(INITIAL_BOARD, run("show", INITIAL).out());

        Result result = run("show", CHECKMATE);

        assertEquals(0, result.status(), result.err());
        assertEquals(EMPTY_RANK.repeat(3)
                + DASHES + "|   |   |   |   |   |   |   |PW2|\n"
                + DASHES + "|   |   |   |PR4|   |   |   |   |\n"
                + DASHES + "|   |   |   |   |PR4|   |   |   |\n"
                + DASHES + "|   |   |   |KR2|   |   |   |   |\n"
                + DASHES + "|   |   |   |PW2|   |PR3|KW2|   |\n"
                + DASHES, result.out());
    }
}
