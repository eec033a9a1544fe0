package io.github.shogunsdk.wasm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The package's TypeScript declarations name exactly what its JavaScript offers: every export of
 * {@code shogun.js}, every method of {@code Shogun}, {@code Game} and {@code EngineWorker}, and
 * nothing more ({@code src/test/node/declarations.mjs}, run by Node). And they type-check under
 * {@code tsc --strict}: the uses in {@code src/test/node/types.ts} compile, and each of its lines
 * marked {@code @ts-expect-error} is a type error; so do {@code src/test/node/types-commonjs.cts}'s, compiled as
 * CommonJS against the package's CommonJS entry. TypeScript's compiler comes from
 * {@code SHOGUN_TSC} (the path of {@code tsc.js}, as {@code .ci/install-typescript} prints it);
 * without it that test is skipped, or fails when {@code SHOGUN_REQUIRE_NODE=true}.
 */
class DeclarationsTest {

    private static final Path TYPES_TEST = Path.of("src/test/node/types.ts");
    private static final Path WORK = Path.of("target/declarations-check");

    @Test
    void theDeclarationsMatchThePackage() throws IOException {
        NodeRuntime node = NodeRuntime.require();
        String output = node.script(Path.of("src/test/node/declarations.mjs"), List.of("target/npm"), 120);
        assertEquals("declarations match", output.strip());
    }

    @Test
    void theDeclarationsTypeCheckStrictly() throws IOException {
        NodeRuntime node = NodeRuntime.require();
        Path tsc = typescript();
        Files.createDirectories(WORK);
        for (String file : List.of("shogun.d.ts", "shogun-engine.d.ts")) {
            Files.copy(Path.of("target/npm").resolve(file), WORK.resolve(file), StandardCopyOption.REPLACE_EXISTING);
        }
        Files.copy(TYPES_TEST, WORK.resolve("types.ts"), StandardCopyOption.REPLACE_EXISTING);
        String output;
        try {
            output = node.script(tsc, List.of("--strict", "--noEmit", "--target", "es2022", "--module", "esnext",
                    "--moduleResolution", "bundler", "--lib", "es2022,dom", WORK.resolve("types.ts").toString()), 300);
        } catch (IOException e) {
            fail("tsc --strict found errors in the declarations or their test:\n" + e.getMessage());
            return;
        }
        assertEquals("", output.strip());
    }

    @Test
    void commonJsCallersGetTheSameTypes() throws IOException {
        NodeRuntime node = NodeRuntime.require();
        Path tsc = typescript();
        Path work = Path.of("target/declarations-commonjs").toAbsolutePath();
        Path modules = work.resolve("node_modules");
        Files.createDirectories(modules);
        Path link = modules.resolve("shogun-sdk");
        Files.deleteIfExists(link);
        Files.createSymbolicLink(link, Path.of("target/npm").toAbsolutePath());
        Files.copy(Path.of("src/test/node/types-commonjs.cts"), work.resolve("types-commonjs.cts"), StandardCopyOption.REPLACE_EXISTING);
        String output;
        try {
            output = node.runIn(work, List.of(node.command(), tsc.toAbsolutePath().toString(), "--strict", "--noEmit", "--module", "node16",
                    "--moduleResolution", "node16", "--target", "es2022", "--lib", "es2022,dom",
                    "types-commonjs.cts"), 300);
        } catch (IOException e) {
            fail("tsc --strict found errors in the CommonJS entry's declarations or their test:\n" + e.getMessage());
            return;
        }
        assertEquals("", output.strip());
    }

    private static Path typescript() {
        String setting = System.getProperty("SHOGUN_TSC", System.getenv("SHOGUN_TSC"));
        if (setting != null && !setting.isBlank() && Files.isRegularFile(Path.of(setting))) {
            return Path.of(setting);
        }
        String message = "tsc tests of the declarations: no TypeScript compiler; set SHOGUN_TSC to the path that "
                + "bash .ci/install-typescript prints";
        String required = System.getProperty("SHOGUN_REQUIRE_NODE", System.getenv("SHOGUN_REQUIRE_NODE"));
        if (required != null && required.toLowerCase(Locale.ROOT).equals("true")) {
            fail(message + " (SHOGUN_REQUIRE_NODE=true makes this a failure)");
        }
        System.out.println("SKIPPED: " + message + ".");
        Assumptions.abort(message);
        return null;
    }
}
