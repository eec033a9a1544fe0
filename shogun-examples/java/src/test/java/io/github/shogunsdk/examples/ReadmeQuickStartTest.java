package io.github.shogunsdk.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The README shows QuickStart.java whole, exactly as it is, so that a reader can copy a file that
 * compiles, imports included.
 */
class ReadmeQuickStartTest {

    private static final Path README = Path.of("..", "..", "README.md");

    /** The README's fenced blocks of one language, in order. */
    private static List<String> blocks(String language) throws IOException {
        List<String> blocks = new ArrayList<>();
        StringBuilder block = null;
        for (String line : Files.readAllLines(README, StandardCharsets.UTF_8)) {
            if (block == null && line.equals("```" + language)) {
                block = new StringBuilder();
            } else if (block != null && line.equals("```")) {
                blocks.add(block.toString());
                block = null;
            } else if (block != null) {
                block.append(line).append('\n');
            }
        }
        return blocks;
    }

    @Test
    void theReadmeShowsQuickStartJavaAsItIs() throws IOException {
        String file = Files.readString(
                Path.of("src/main/java/io/github/shogunsdk/examples/QuickStart.java"), StandardCharsets.UTF_8);
        List<String> shown = blocks("java").stream().filter(block -> block.contains("class QuickStart")).toList();
        assertEquals(1, shown.size(), "one Java block of the README is QuickStart.java");
        assertEquals(file, shown.get(0));
    }
}
