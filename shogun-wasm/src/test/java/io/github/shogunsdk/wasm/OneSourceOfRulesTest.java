package io.github.shogunsdk.wasm;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Both browser builds, WebAssembly and JavaScript, compile the rules classes the JVM runs: the
 * module holds no copy of one. TeaVM replaces a class only through a substitution policy listed
 * in a {@code META-INF/services} file of the module's sources, by a class of this module in the
 * SDK's packages; so there is one policy, {@link BrowserSubstitutions}, for both builds, and its
 * stand-ins are the four that replace what a page lacks or need not download (the shipped reach
 * table data, the engine's backoff and threads, the provider lookup), none of them a rule. A new
 * stand-in must be added here, where a reviewer sees it.
 */
class OneSourceOfRulesTest {

    private static final Path MAIN = Path.of("src/main");
    private static final String POLICY = "META-INF/services/org.teavm.extension.spi.substitution.SubstitutionPolicy";

    @Test
    void oneSubstitutionPolicyServesBothBuilds() throws IOException {
        List<Path> policies;
        try (Stream<Path> files = Files.walk(MAIN)) {
            policies = files.filter(path -> path.endsWith(POLICY)).toList();
        }
        assertEquals(List.of(MAIN.resolve("resources").resolve(POLICY)), policies);
        assertEquals(BrowserSubstitutions.class.getName(), Files.readString(policies.get(0)).strip());
    }

    @Test
    void theOnlyClassesInTheSdksPackagesAreTheFourStandIns() throws IOException {
        Path sdk = MAIN.resolve("java/io/github/shogunsdk");
        List<String> classes;
        try (Stream<Path> files = Files.walk(sdk)) {
            classes = files.filter(path -> path.toString().endsWith(".java"))
                    .filter(path -> !path.startsWith(sdk.resolve("wasm")))
                    .map(path -> sdk.relativize(path).toString().replace('\\', '/')).sorted().toList();
        }
        assertEquals(List.of("api/BrowserProviderLookup.java", "core/internal/engine/BrowserBackoff.java",
                "core/internal/engine/BrowserSearchThreads.java", "core/internal/movegen/BrowserReachTableData.java"),
                classes);
    }
}
