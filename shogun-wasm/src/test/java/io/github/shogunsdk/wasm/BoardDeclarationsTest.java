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
 * The board component's TypeScript declarations ({@code shogun-board.d.ts}) type-check under
 * {@code tsc --strict} with the SDK's: the uses in {@code src/test/node/board-types.ts} compile,
 * and each of its lines marked {@code @ts-expect-error} is a type error. TypeScript's compiler
 * comes from {@code SHOGUN_TSC}, as for {@link DeclarationsTest}; without it the test is skipped,
 * or fails when {@code SHOGUN_REQUIRE_NODE=true}.
 */
class BoardDeclarationsTest {

    private static final Path WORK = Path.of("target/board-declarations-check");

    @Test
    void theBoardsDeclarationsTypeCheckStrictly() throws IOException {
        NodeRuntime node = NodeRuntime.require();
        Path tsc = typescript();
        Files.createDirectories(WORK);
        for (String file : List.of("shogun.d.ts", "shogun-board.d.ts")) {
            Files.copy(Path.of("target/npm").resolve(file), WORK.resolve(file), StandardCopyOption.REPLACE_EXISTING);
        }
        Files.copy(Path.of("src/test/node/board-types.ts"), WORK.resolve("board-types.ts"), StandardCopyOption.REPLACE_EXISTING);
        String output;
        try {
            output = node.script(tsc, List.of("--strict", "--noEmit", "--target", "es2022", "--module", "esnext",
                    "--moduleResolution", "bundler", "--lib", "es2022,dom", WORK.resolve("board-types.ts").toString()), 300);
        } catch (IOException e) {
            fail("tsc --strict found errors in the board's declarations or their test:\n" + e.getMessage());
            return;
        }
        assertEquals("", output.strip());
    }

    private static Path typescript() {
        String setting = System.getProperty("SHOGUN_TSC", System.getenv("SHOGUN_TSC"));
        if (setting != null && !setting.isBlank() && Files.isRegularFile(Path.of(setting))) {
            return Path.of(setting);
        }
        String message = "tsc test of the board's declarations: no TypeScript compiler; set SHOGUN_TSC to the path that "
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
