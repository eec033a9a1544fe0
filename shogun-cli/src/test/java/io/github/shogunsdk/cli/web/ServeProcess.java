package io.github.shogunsdk.cli.web;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.cli.ShogunCommand;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code shogun serve} as a process of its own (a new JVM on this test run's class path), for the
 * tests that end it with {@code kill -9} or run two of them on one database. Its output goes to
 * files, read for the address it prints.
 */
final class ServeProcess implements AutoCloseable {

    private static final Pattern ADDRESS = Pattern.compile("Shogun web game at (http://\\S+/) ");
    private static final Duration START = Duration.ofSeconds(90);

    private final Process process;
    private final URI uri;
    private final Path err;

    private ServeProcess(Process process, URI uri, Path err) {
        this.process = process;
        this.uri = uri;
        this.err = err;
    }

    /**
     * Starts {@code shogun serve --port 0} with more options and waits until it prints its address.
     *
     * @param logs a folder for its output
     * @param options the options after {@code serve --port 0}
     * @return the running server
     */
    static ServeProcess start(Path logs, String... options) throws IOException, InterruptedException {
        Files.createDirectories(logs);
        Path out = Files.createTempFile(logs, "serve", ".out");
        Path err = Files.createTempFile(logs, "serve", ".err");
        List<String> words = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-cp", System.getProperty("java.class.path"),
                ShogunCommand.class.getName(), "serve", "--port", "0"));
        words.addAll(List.of(options));
        Process process = new ProcessBuilder(words).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        process.getOutputStream().close();
        long deadline = System.nanoTime() + START.toNanos();
        while (true) {
            Matcher address = ADDRESS.matcher(Files.readString(out, StandardCharsets.UTF_8));
            if (address.find()) {
                return new ServeProcess(process, URI.create(address.group(1)), err);
            }
            if (!process.isAlive() || System.nanoTime() > deadline) {
                process.destroyForcibly().waitFor();
                throw new AssertionError("shogun serve did not start: " + Files.readString(out) + Files.readString(err));
            }
            Thread.sleep(20);
        }
    }

    URI uri() {
        return uri;
    }

    /** What it wrote on standard error so far. */
    String errors() throws IOException {
        return Files.readString(err, StandardCharsets.UTF_8);
    }

    /** Ends it as {@code kill -9} does (SIGKILL: no shutdown hook runs) and waits until it is gone. */
    void kill() throws InterruptedException {
        process.destroyForcibly();
        assertTrue(process.waitFor(30, java.util.concurrent.TimeUnit.SECONDS), "the killed server did not end");
    }

    @Override
    public void close() throws InterruptedException {
        kill();
    }
}
