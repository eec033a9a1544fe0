package io.github.shogunsdk.wasm;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Jest in its default mode (no configuration, no flags: CommonJS, the node environment) runs an
 * app's test that requires the packed package ({@code src/test/jest/shogun.test.js}): the SDK
 * loads, answers and searches in its worker. Jest comes from the npm registry into target/jest,
 * as the bundlers of {@link BundlerBrowserTest} do. On the base, Jest stopped at the package's
 * first {@code import}.
 */
// Slow, so the quick profile leaves it out (CONTRIBUTING.md): npm installs Jest, which then starts its workers.
@Tag("slow")
class JestTest {

    private static final String JEST = "30.5.2";
    private static final Path WORK = Path.of("target/jest").toAbsolutePath();
    private static final Path APP = WORK.resolve("app");

    @Test
    void jestInItsDefaultModeRequiresThePackage() throws IOException {
        NodeRuntime node = NodeRuntime.require();
        Files.createDirectories(APP);
        List<String> packed = node.runIn(WORK, List.of("npm", "pack", "--silent", "--pack-destination", WORK.toString(),
                Path.of("target/npm").toAbsolutePath().toString()), 300).lines().filter(line -> !line.isBlank()).toList();
        String tarball = packed.get(packed.size() - 1).strip();
        ObjectMapper json = new ObjectMapper();
        ObjectNode manifest = json.createObjectNode().put("name", "shogun-jest-app").put("private", true);
        manifest.putObject("dependencies").put("shogun-sdk", "file:../" + tarball);
        manifest.putObject("devDependencies").put("jest", JEST);
        Files.writeString(APP.resolve("package.json"), json.writerWithDefaultPrettyPrinter().writeValueAsString(manifest));
        // The tarball keeps its name from build to build: the lock goes, so npm installs the new one.
        Files.deleteIfExists(APP.resolve("package-lock.json"));
        node.runIn(APP, List.of("npm", "install", "--no-audit", "--no-fund", "--prefer-offline"), 900);
        Files.copy(Path.of("src/test/jest/shogun.test.js"), APP.resolve("shogun.test.js"), StandardCopyOption.REPLACE_EXISTING);
        String output = node.runIn(APP, List.of(node.command(), "node_modules/jest/bin/jest.js", "--ci"), 300);
        assertTrue(output.contains("Tests:       2 passed, 2 total"), output);
    }
}
