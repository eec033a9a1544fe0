package io.github.shogunsdk.core.internal.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Renderer;
import io.github.shogunsdk.api.Shogun;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link Renderer#coursework}: the exact docs/CLI.md {@code show} format, drawn by hand. */
class RenderCourseworkTest {

    private static final Renderer RENDERER = Shogun.renderer();

    @Test
    void theApiEntryPointGivesTheCoreRenderer() {
        assertTrue(RENDERER instanceof CoreRenderer, RENDERER.getClass().getName());
    }

    /**
     * The §6 initial position {@code p4p2p3p1k1p3p1p3/8/8/8/8/8/8/P4P3P2K2P1P4P3P2 w}: rank 8 is
     * Red's p4 p2 p3 p1 k1 p3 p1 p3, ranks 7 to 2 are empty, rank 1 is White's P4 P3 P2 K2 P1 P4 P3 P2.
     */
    @Test
    void drawsTheInitialPositionExactly() {
        String expected = ""
                + "--------------------------------\n"
                + "|PR4|PR2|PR3|PR1|KR1|PR3|PR1|PR3|\n"
                + "--------------------------------\n"
                + "|   |   |   |   |   |   |   |   |\n"
                + "--------------------------------\n"
                + "|   |   |   |   |   |   |   |   |\n"
                + "--------------------------------\n"
                + "|   |   |   |   |   |   |   |   |\n"
                + "--------------------------------\n"
                + "|   |   |   |   |   |   |   |   |\n"
                + "--------------------------------\n"
                + "|   |   |   |   |   |   |   |   |\n"
                + "--------------------------------\n"
                + "|   |   |   |   |   |   |   |   |\n"
                + "--------------------------------\n"
                + "|PW4|PW3|PW2|KW2|PW1|PW4|PW3|PW2|\n"
                + "--------------------------------\n";

        assertEquals(expected, RENDERER.coursework(Position.initial()));
    }

    /** docs/RULES.md §3's analysis board without kings: {@code 3p44/8/8/1P36/3p43P1/3P21P12/8/8 w}. */
    @Test
    void drawsABoardWithoutKings() {
        String empty = "|   |   |   |   |   |   |   |   |\n";
        String dashes = "--------------------------------\n";
        String expected = dashes + "|   |   |   |PR4|   |   |   |   |\n"
                + dashes + empty
                + dashes + empty
                + dashes + "|   |PW3|   |   |   |   |   |   |\n"
                + dashes + "|   |   |   |PR4|   |   |   |PW1|\n"
                + dashes + "|   |   |   |PW2|   |PW1|   |   |\n"
                + dashes + empty
                + dashes + empty
                + dashes;

        assertEquals(expected, RENDERER.coursework(Position.parse("3p44/8/8/1P36/3p43P1/3P21P12/8/8 w")));
    }

    @Test
    void everyLineEndsWithALineFeedAndHasTheSameWidth() {
        String drawing = new CoreRenderer().coursework(Position.parse("8/5P21P3/8/5p32/3p43P1/4p43/3k24/3P21p3K21 w"));

        assertTrue(drawing.endsWith("\n"));
        List<String> lines = List.of(drawing.split("\n", -1)).subList(0, 17);
        assertEquals(18, drawing.split("\n", -1).length, "17 lines and nothing after the last line feed");
        for (int i = 0; i < lines.size(); i++) {
            assertEquals(i % 2 == 0 ? 32 : 33, lines.get(i).length(), "line " + i + ": " + lines.get(i));
        }
    }

    @Test
    void refusesNull() {
        assertThrows(NullPointerException.class, () -> RENDERER.coursework(null));
    }
}
