package io.github.shogunsdk.wasm;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The JavaScript API in Node, in both builds ({@code src/test/node/api.mjs}): every entry point
 * refuses a wrong argument with a {@code ShogunError} of kind {@code "argument"} (EngineWorker's
 * search included), a ply's notation plays back and a false mark is refused, and the chess.js-like
 * calls (board, ascii, verbose moves, attacks on any square, put, remove, clear, load,
 * validatePosition, comments) give the values worked out by hand from the initial position.
 */
class NodeApiTest {

    private static final Path SCRIPT = Path.of("src/test/node/api.mjs");

    @Test
    void theWebAssemblyBuild() throws IOException {
        run("wasm");
    }

    @Test
    void theJavaScriptBuild() throws IOException {
        run("js");
    }

    private static void run(String backend) throws IOException {
        NodeRuntime node = NodeRuntime.require();
        assertEquals("api ok", node.script(SCRIPT, List.of("target/npm", backend), 300).strip());
    }
}
