package io.github.shogunsdk.wasm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * How the package loads in Node ({@code src/test/node/loader.mjs}): {@code loadShogun} picks the
 * WebAssembly build, falls back to the JavaScript one saying why (and warning once), names the
 * cause when the build asked for does not load and both causes when neither does, refuses bad
 * options; the {@code .wasm} loads over HTTP whether served as {@code application/wasm} or as
 * {@code application/octet-stream}; {@code EngineWorker} searches on a worker thread as the game
 * does, stops at once and refuses bad arguments with a {@code ShogunError}. The script ending at
 * all shows that an idle worker does not hold Node open.
 */
class NodeLoaderTest {

    @Test
    void thePackageLoadsAndSearchesInNode() throws IOException {
        NodeRuntime node = NodeRuntime.require();
        String output = node.script(Path.of("src/test/node/loader.mjs"), List.of("target/npm"), 300);
        System.out.print(output);
        assertTrue(output.contains("ok EngineWorker is idle after refusals"), output);
    }

    @Test
    void theFallbackIsWarnedOnceThoughTheWorkerLoadsItToo() throws IOException {
        NodeRuntime node = NodeRuntime.require();
        String output = node.script(Path.of("src/test/node/fallback-warning.mjs"), List.of("target/npm"), 300);
        assertTrue(output.contains("backend js, the worker searched to depth 2"), output);
        assertEquals(1, output.lines().filter(line -> line.contains("Shogun SDK: using the JavaScript build")).count(), output);
    }
}
