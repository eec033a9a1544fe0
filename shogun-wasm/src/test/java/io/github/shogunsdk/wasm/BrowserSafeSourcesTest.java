package io.github.shogunsdk.wasm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * What a browser and a bundler meet in the package's JavaScript, read from its files (the browser
 * tests play it; these checks also run where no browser is): nothing compiles code from text,
 * which a Content-Security-Policy without {@code 'unsafe-eval'} forbids, and nothing imports a
 * Node module, which a bundler for the browser cannot resolve.
 */
class BrowserSafeSourcesTest {

    private static final Path PACKAGE = Path.of("target/npm");
    private static final Pattern CODE_FROM_TEXT = Pattern.compile("\\bnew\\s+Function\\b|(?<![.\\w])eval\\s*\\(");
    private static final Pattern NODE_IMPORT = Pattern.compile("(?:from\\s*|import\\s*\\(\\s*)['\"]node:");

    @Test
    void noFileCompilesCodeFromText() throws IOException {
        for (Path file : scripts()) {
            Matcher found = CODE_FROM_TEXT.matcher(Files.readString(file));
            assertTrue(!found.find(), () -> file + " compiles code from text: " + found.group());
        }
    }

    @Test
    void noFileImportsANodeModule() throws IOException {
        for (Path file : scripts()) {
            Matcher found = NODE_IMPORT.matcher(Files.readString(file));
            assertTrue(!found.find(), () -> file + " imports a Node module: " + found.group());
        }
    }

    @Test
    void thePackageShipsTheLoaderNotTeaVmsRuntime() throws IOException {
        List<String> names = scripts().stream().map(path -> path.getFileName().toString()).sorted().toList();
        assertEquals(List.of("shogun-arguments.js", "shogun-board-geometry.js", "shogun-board-input.js",
                "shogun-board-speech.js", "shogun-board-view.js", "shogun-board.js", "shogun-engine-esbuild.js",
                "shogun-engine.js", "shogun-esbuild.js", "shogun-fallback.js", "shogun-record-paths.js",
                "shogun-records-fallback.js", "shogun-wasm-imports.js", "shogun-wasm-loader.js", "shogun-worker-esbuild.js",
                "shogun-worker-protocol.js", "shogun-worker.js", "shogun.js"), names);
    }

    private static List<Path> scripts() throws IOException {
        try (Stream<Path> files = Files.list(PACKAGE)) {
            return files.filter(path -> path.toString().endsWith(".js")).toList();
        }
    }
}
