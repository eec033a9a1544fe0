package io.github.shogunsdk.wasm;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The package's TypeScript declarations name exactly what its JavaScript offers: every export of
 * {@code shogun.js}, every method of {@code Shogun}, {@code Game} and {@code EngineWorker}, and
 * nothing more ({@code src/test/node/declarations.mjs}, run by Node).
 */
class DeclarationsTest {

    @Test
    void theDeclarationsMatchThePackage() throws IOException {
        NodeRuntime node = NodeRuntime.require();
        String output = node.script(Path.of("src/test/node/declarations.mjs"), List.of("target/npm"), 120);
        assertEquals("declarations match", output.strip());
    }
}
