package io.github.shogunsdk.core.architecture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.FileVisitResult;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * One job per file: no main source file, Java or JavaScript, of any module of the reactor (the API,
 * the core, the JSON layers, the browser build and its npm package, the command line and its web
 * page, the examples, the benchmarks) holds more than 500 lines, except the generated reach tables ({@code ReachTableData}, which
 * {@code ReachTableDataTest} writes). A file about to grow past that is split by responsibility.
 * The test runs in the core's folder and walks the whole checkout from its parent.
 */
class SourceFileSizeTest {

    private static final int MAX_LINES = 500;
    private static final String GENERATED = "ReachTableData.java";
    private static final Path CHECKOUT = Path.of("..");

    @Test
    void noMainSourceFileIsOver500Lines() throws IOException {
        List<String> over = new ArrayList<>();
        int files = 0;
        List<Path> sources = mainSources();
        for (Path file : sources) {
            files++;
            int lines = Files.readAllLines(file, StandardCharsets.UTF_8).size();
            if (lines > MAX_LINES && !file.getFileName().toString().equals(GENERATED)) {
                over.add(file + " (" + lines + " lines)");
            }
        }
        // The whole checkout was found: a wrong working directory cannot pass for small files.
        assertTrue(files > 300, files + " source files");
        assertTrue(sources.stream().anyMatch(file -> file.endsWith("JsGame.java")), "the browser build's sources");
        assertTrue(sources.stream().anyMatch(file -> file.endsWith("shogun.js")), "the npm package's sources");
        assertTrue(sources.stream().anyMatch(file -> file.endsWith("app.js")), "the web page's sources");
        assertEquals(List.of(), over, "main source files over " + MAX_LINES + " lines");
    }

    /** The Java and JavaScript files under every src/main of the checkout; build output and hidden folders are skipped. */
    private static List<Path> mainSources() throws IOException {
        List<Path> found = new ArrayList<>();
        Files.walkFileTree(CHECKOUT, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attributes) {
                String name = dir.getFileName() == null ? "" : dir.getFileName().toString();
                boolean skipped = name.equals("target") || name.equals("node_modules") || name.startsWith(".") && !name.equals("..");
                return skipped ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
                String name = file.toString().replace('\\', '/');
                if ((name.endsWith(".java") || name.endsWith(".js")) && name.contains("/src/main/")) {
                    found.add(file);
                }
                return FileVisitResult.CONTINUE;
            }
        });
        found.sort(null);
        return found;
    }
}
