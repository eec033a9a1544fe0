package io.github.shogunsdk.wasm;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The package's CommonJS entry ({@code src/test/node/commonjs.cjs}, beside a
 * {@code node_modules/shogun-sdk} that is target/npm): {@code require('shogun-sdk')} resolves to
 * {@code shogun.cjs}, exports what the ES module does, loads the SDK once, answers, and its games
 * search in {@code EngineWorker}; the running Node satisfies the package's {@code engines}. Run on
 * Node 22 with {@code --no-experimental-require-module}, as a Node before {@code require(esm)}
 * (22.0 to 22.11, 20 before 20.19) runs, where the base failed with ERR_REQUIRE_ESM; and on Node
 * 20 (the JavaScript build), {@code SHOGUN_NODE20} or the {@code node} on the path when it is Node
 * 20, skipped saying so when there is none.
 */
class CommonJsTest {

    private static final Path WORK = Path.of("target/commonjs-check").toAbsolutePath();

    @BeforeAll
    static void installThePackage() throws IOException {
        Path modules = WORK.resolve("node_modules");
        Files.createDirectories(modules);
        Path link = modules.resolve("shogun-sdk");
        Files.deleteIfExists(link);
        Files.createSymbolicLink(link, Path.of("target/npm").toAbsolutePath());
        Files.copy(Path.of("src/test/node/commonjs.cjs"), WORK.resolve("commonjs.cjs"), StandardCopyOption.REPLACE_EXISTING);
    }

    @Test
    void requireFindsTheCommonJsEntryOnANodeThatCannotRequireEsModules() throws IOException {
        NodeRuntime node = NodeRuntime.require();
        String output = node.runIn(WORK, List.of(node.command(), "--no-experimental-require-module", "commonjs.cjs"), 120);
        assertTrue(output.contains("commonjs ok wasm"), output);
    }

    @Test
    void requireWorksOnNode20WithTheJavaScriptBuild() throws IOException {
        String node20 = node20();
        String output = NodeRuntime.require().runIn(WORK, List.of(node20, "commonjs.cjs"), 120);
        assertTrue(output.contains("commonjs ok js"), output);
        assertTrue(output.contains("this JavaScript engine does not support WebAssembly GC"), output);
    }

    /** Node 20: SHOGUN_NODE20, else "node" when it is Node 20; skips the test without one. */
    private static String node20() {
        String command = NodeRuntime.setting("SHOGUN_NODE20", "node");
        String version;
        try {
            Process process = new ProcessBuilder(command, "--version").redirectErrorStream(true).start();
            version = new String(process.getInputStream().readAllBytes()).strip();
            if (!process.waitFor(30, TimeUnit.SECONDS) || process.exitValue() != 0) {
                version = "";
            }
        } catch (IOException e) {
            version = "";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            version = "";
        }
        if (!version.startsWith("v20.")) {
            String message = "the CommonJS entry on Node 20: " + command + " is " + (version.isEmpty() ? "not Node" : version)
                    + "; set SHOGUN_NODE20 to a Node 20 to run it";
            System.out.println("SKIPPED: " + message + ".");
            Assumptions.abort(message);
        }
        return command;
    }
}
