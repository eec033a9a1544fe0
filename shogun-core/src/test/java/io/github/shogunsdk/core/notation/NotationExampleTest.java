package io.github.shogunsdk.core.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.Shogun;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The complete example of docs/NOTATION.md: the record with hand-made comments reads to a game
 * whose record, as the SDK writes it, is the second block of that section, keeping the brace
 * comment on its ply.
 */
class NotationExampleTest {

    @Test
    void theCompleteExampleReadsAndWritesAsDocumented() throws IOException {
        String doc = Files.readString(Path.of("../docs/NOTATION.md"));
        String section = doc.substring(doc.indexOf("### A complete example"));
        List<String> blocks = new ArrayList<>();
        int at = 0;
        while (blocks.size() < 2) {
            int open = section.indexOf("```\n", at);
            int close = section.indexOf("```\n", open + 4);
            blocks.add(section.substring(open + 4, close));
            at = close + 4;
        }
        Game game = Shogun.readGame(blocks.get(0));
        assertEquals(Map.of(6, "the first capture, with check"), game.comments());
        assertEquals(blocks.get(1), game.toSgn());
    }
}
