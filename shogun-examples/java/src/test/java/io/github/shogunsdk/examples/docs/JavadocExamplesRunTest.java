package io.github.shogunsdk.examples.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every code example in the Javadoc of the SDK's libraries, found by reading their sources, is
 * compiled with the JDK's compiler and run: an example a reader copies cannot have rotted, and a
 * new one cannot escape the check, since nobody lists them.
 *
 * <p>An example is the body of a method, with the imports a user of its module writes (the API,
 * its SPI, {@code java.time}, {@code java.util} and the module's own package) and a few names an
 * example may use without declaring them, as its prose introduces them: {@code game} (a new game),
 * {@code engine}, {@code record}, {@code node}, {@code review}, {@code limits}, {@code position},
 * {@code rules}. A declaration in the example hides these. What cannot run here (a program that
 * starts another program, or reads a file of the reader's) is compiled only, and says why below;
 * text that is not Java (a shell session, JSON) is not compiled. A line whose comment begins
 * {@code // refused} must throw ({@link ExampleSource}).
 *
 * <p>The values an example's comments give ({@code // 27}) are what the reader should expect; this
 * test runs the code but does not read the comments. The values the Javadoc promises most are
 * checked by hand-written tests (the core's {@code JavadocExamplesTest}).
 */
@Tag("slow") // the Java compiler, about 80 times, and real searches with their clocks
class JavadocExamplesRunTest {

    /** The libraries whose Javadoc users read: every top-level module but these. */
    private static final Set<String> NOT_LIBRARIES = Set.of("shogun-cli", "shogun-wasm", "shogun-examples",
            "shogun-benchmarks", "shogun-json-contract");

    /** Examples compiled but not run, by where they start, with the reason. */
    private static final Map<String, String> COMPILED_ONLY = Map.of(
            "shogun-api/ExternalEngine.java:54", "starts java -jar shogun.jar, a program built after this module",
            "shogun-api/ExternalEngine.java:111", "starts ./my-engine, a program of the reader's",
            "shogun-api/Shogun.java:164", "starts java -jar shogun.jar, a program built after this module",
            "shogun-api/Shogun.java:194", "starts java -jar shogun.jar, a program built after this module",
            "shogun-api/RecordEntry.java:12", "reads games.sgn, a file of the reader's",
            "shogun-api/RecordFileReader.java:51", "reads games.sgn, a file of the reader's",
            "shogun-api/RecordFileWriter.java:28", "writes games.sgn, a file of the reader's");

    private static final Path CHECKOUT = Path.of("..", "..");

    private final ExampleCompiler compiler = new ExampleCompiler();

    static List<JavadocExample> examples() throws IOException {
        List<JavadocExample> found = new ArrayList<>();
        try (Stream<Path> modules = Files.list(CHECKOUT)) {
            for (Path module : modules.sorted().toList()) {
                String name = module.getFileName().toString();
                Path sources = module.resolve("src/main/java");
                if (!name.startsWith("shogun-") || NOT_LIBRARIES.contains(name) || !Files.isDirectory(sources)) {
                    continue;
                }
                try (Stream<Path> files = Files.walk(sources)) {
                    // Internal packages are not API: their Javadoc is not the one users read.
                    for (Path file : files.filter(f -> f.toString().endsWith(".java"))
                            .filter(f -> !f.toString().replace('\\', '/').contains("/internal/")).sorted().toList()) {
                        found.addAll(JavadocExample.in(file, name));
                    }
                }
            }
        }
        return found;
    }

    @Test
    void theScanFindsTheLibrariesExamples() throws IOException {
        List<JavadocExample> all = examples();
        Map<String, Integer> perModule = new TreeMap<>();
        all.forEach(example -> perModule.merge(example.module(), 1, Integer::sum));
        // Each library documents itself by example; a scan that found none of them is broken.
        for (String module : List.of("shogun-api", "shogun-json", "shogun-jackson", "shogun-jackson3")) {
            assertTrue(perModule.getOrDefault(module, 0) > 0, module + " examples found: " + perModule);
        }
        assertTrue(all.size() >= 60, all.size() + " examples: " + perModule);
        List<String> where = all.stream().map(JavadocExample::where).toList();
        for (String listed : COMPILED_ONLY.keySet()) {
            assertTrue(where.contains(listed), "a compiled-only example that no longer exists: " + listed);
        }
        assertTrue(compiler.hasClassPath(), "the tests' class path: " + System.getProperty("java.class.path"));
        // Releases build their Javadoc with JDK 17, whose javadoc knows no {@snippet} (JDK 18+).
        List<String> snippets = all.stream().filter(JavadocExample::isSnippet).map(JavadocExample::where).toList();
        assertEquals(List.of(), snippets, "examples in {@snippet}, which JDK 17's javadoc refuses: use <pre>{@code …}</pre>");
    }

    @TestFactory
    Stream<DynamicTest> everyExampleCompilesAndRuns() throws IOException {
        List<JavadocExample> all = examples();
        List<DynamicTest> tests = new ArrayList<>();
        for (int i = 0; i < all.size(); i++) {
            JavadocExample example = all.get(i);
            if (!example.isJava()) {
                continue;
            }
            String className = "io.github.shogunsdk.examples.docs.generated.Example" + i;
            tests.add(DynamicTest.dynamicTest(example.where(), () -> check(example, className)));
        }
        return tests.stream();
    }

    private void check(JavadocExample example, String className) throws Exception {
        String source = ExampleSource.of(example, className);
        ClassLoader loader;
        try {
            loader = compiler.compile(className, source);
        } catch (IllegalStateException e) {
            fail(example.where() + " " + e.getMessage() + "\n--- the example ---\n" + example.code());
            return;
        }
        if (example.isDeclaration() || COMPILED_ONLY.containsKey(example.where())) {
            return;
        }
        Method run = loader.loadClass(className).getMethod("run");
        ExecutorService thread = Executors.newSingleThreadExecutor();
        try {
            Future<?> done = thread.submit(() -> {
                run.invoke(null);
                return null;
            });
            done.get(2, TimeUnit.MINUTES);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause() instanceof InvocationTargetException target ? target.getCause() : e.getCause();
            fail(example.where() + " throws " + cause + "\n--- the example ---\n" + example.code(), cause);
        } catch (TimeoutException e) {
            fail(example.where() + " did not end within 2 minutes");
        } finally {
            thread.shutdownNow();
        }
        assertEquals(false, Thread.currentThread().isInterrupted());
    }
}
