package io.github.shogunsdk.core.architecture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * One job per file: no main source file of the core or of the API it implements holds more than
 * 500 lines, except the generated reach tables ({@code ReachTableData}, which
 * {@code ReachTableDataTest} writes). A file about to grow past that is split by responsibility.
 */
class SourceFileSizeTest {

    private static final int MAX_LINES = 500;
    private static final String GENERATED = "ReachTableData.java";
    private static final List<Path> SOURCES = List.of(Path.of("src/main/java"), Path.of("../shogun-api/src/main/java"));

    @Test
    void noMainSourceFileIsOver500Lines() throws IOException {
        List<String> over = new ArrayList<>();
        int files = 0;
        for (Path root : SOURCES) {
            List<Path> sources;
            try (Stream<Path> walk = Files.walk(root)) {
                sources = walk.filter(file -> file.toString().endsWith(".java")).sorted().toList();
            }
            for (Path file : sources) {
                files++;
                int lines = Files.readAllLines(file, StandardCharsets.UTF_8).size();
                if (lines > MAX_LINES && !file.getFileName().toString().equals(GENERATED)) {
                    over.add(file + " (" + lines + " lines)");
                }
            }
        }
        // Both trees were found: a wrong working directory cannot pass for small files.
        assertTrue(files > 100, files + " source files");
        assertEquals(List.of(), over, "main source files over " + MAX_LINES + " lines");
    }
}
