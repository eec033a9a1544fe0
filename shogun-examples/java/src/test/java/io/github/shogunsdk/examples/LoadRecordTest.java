package io.github.shogunsdk.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.RecordException;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.TerminalStyle;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The record-loading example: the final board and the outcome. */
class LoadRecordTest {

    /** docs/RULES.md §5: the checkmate position, reached by e7e3 from the example's start. */
    private static final String BEFORE_MATE = "8/4p43/8/7P2/3p44/8/3k24/3P21p3K21 r";

    @TempDir
    Path dir;

    private static List<String> lines(String text) {
        assertTrue(text.endsWith("\n"), text);
        return List.of(text.substring(0, text.length() - 1).split("\n", -1));
    }

    private static String line(List<String> lines, String start) {
        return lines.stream().filter(line -> line.startsWith(start)).findFirst()
                .orElseThrow(() -> new AssertionError("no line starting '" + start + "' in " + lines));
    }

    @Test
    void theExampleEndsInRedsCheckmate() {
        String text = LoadRecord.describe(LoadRecord.EXAMPLE);
        List<String> lines = lines(text);

        assertEquals("Red wins by checkmate", lines.get(lines.size() - 1));
        // Fixed energies: the pawn leaves e7 and stands on e3 with its energy 4, the move marked.
        assertTrue(line(lines, "7 ").contains("[ .]"), text);
        assertTrue(line(lines, "3 ").contains("[p4]"), text);
        assertTrue(line(lines, "5 ").contains("P2"), text);
        assertTrue(line(lines, "4 ").contains("p4"), text);
        assertTrue(line(lines, "2 ").contains("k2"), text);
        String rank1 = line(lines, "1 ");
        assertTrue(rank1.indexOf("P2") < rank1.indexOf("p3") && rank1.indexOf("p3") < rank1.indexOf("K2"), rank1);
        // The whole board is docs/RULES.md §5's checkmate position: White to move, one quiet ply, move 2.
        Position mated = Position.parse("8/8/8/7P2/3p44/4p43/3k24/3P21p3K21 w 1 2");
        Move e7e3 = Move.parse("e7e3");
        assertTrue(Shogun.rules().isLegal(Position.parse(BEFORE_MATE), e7e3));
        TerminalStyle marked = TerminalStyle.plain().withLastMove(e7e3);
        assertEquals(Shogun.renderer().terminal(mated, marked) + "Red wins by checkmate\n", text);
    }

    @Test
    void mainReadsTheFileNamedByItsArgument() throws IOException {
        Path file = dir.resolve("game.sgn");
        Files.writeString(file, "[White \"Ann\"]\n[Red \"Ben\"]\n\n1. d1d3 e8e7 *\n", StandardCharsets.UTF_8);

        List<String> lines = lines(capture(new String[] {file.toString()}));

        assertEquals("Game in progress", lines.get(lines.size() - 1));
        // Standard magnets: the white king gets 1 on d3 (magnet 3), the red king 2 on e7 (magnet 4).
        assertTrue(line(lines, "3 ").contains("K1"), lines.toString());
        assertTrue(line(lines, "7 ").contains("[k2]"), lines.toString());
        assertTrue(line(lines, "8 ").contains("[ .]"), lines.toString());
    }

    @Test
    void mainWithoutAnArgumentReplaysTheExample() throws IOException {
        assertEquals(LoadRecord.describe(LoadRecord.EXAMPLE), capture(new String[0]));
    }

    @Test
    void aRecordThatCannotBeReplayedIsRefused() {
        assertThrows(RecordException.class, () -> LoadRecord.describe("1. d1d4 *"));
    }

    private static String capture(String[] args) throws IOException {
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        PrintStream original = System.out;
        System.setOut(new PrintStream(buffer, true, StandardCharsets.UTF_8));
        try {
            LoadRecord.main(args);
        } finally {
            System.setOut(original);
        }
        return buffer.toString(StandardCharsets.UTF_8);
    }
}
