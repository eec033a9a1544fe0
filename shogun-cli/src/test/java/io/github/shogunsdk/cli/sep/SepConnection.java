package io.github.shogunsdk.cli.sep;

import static org.junit.jupiter.api.Assertions.fail;

import io.github.shogunsdk.cli.ShogunCommand;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * One side of a conversation with {@code shogun engine}: lines to it, lines from it with the time
 * each arrived. The engine runs in this JVM on a thread of its own ({@link #inProcess()}) or as a
 * separate process ({@link #process()}), started from the test class path.
 */
final class SepConnection implements AutoCloseable {

    /** A line from the engine and when it arrived ({@link System#nanoTime()}). */
    record Line(String text, long arrived) {
    }

    private static final Line END = new Line("(end of output)", 0);

    private final Writer input;
    private final BlockingQueue<Line> lines = new LinkedBlockingQueue<>();
    private final Process process;
    private final CompletableFuture<Integer> status;
    /** Everything received, for messages. */
    private final List<String> transcript = new ArrayList<>();

    private SepConnection(OutputStream toEngine, Process process, CompletableFuture<Integer> status) {
        this.input = new OutputStreamWriter(toEngine, StandardCharsets.UTF_8);
        this.process = process;
        this.status = status;
    }

    private void startReading(InputStream fromEngine) {
        Thread reader = new Thread(() -> read(fromEngine), "sep-test-reader");
        reader.setDaemon(true);
        reader.start();
    }

    /**
     * Starts {@code shogun engine}, with options if any, in this JVM, through {@link ShogunCommand#run}.
     *
     * @param options the command's options, such as {@code --tables DIR}; none for the defaults
     * @return the connection
     * @throws IOException if the pipes cannot be made
     */
    static SepConnection inProcess(String... options) throws IOException {
        // The engine's output goes straight into the queue: a pipe would report a broken write end
        // once the search thread that wrote last has ended.
        PipedOutputStream toEngine = new PipedOutputStream();
        PipedInputStream engineIn = new PipedInputStream(toEngine, 1 << 16);
        CompletableFuture<Integer> status = new CompletableFuture<>();
        SepConnection connection = new SepConnection(toEngine, null, status);
        PrintStream engineOut = new PrintStream(connection.new LineSink(), false, StandardCharsets.UTF_8);
        PrintStream engineErr = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        Thread engine = new Thread(() -> {
            String[] words = new String[options.length + 1];
            words[0] = "engine";
            System.arraycopy(options, 0, words, 1, options.length);
            int code = ShogunCommand.run(words, engineIn, engineOut, engineErr);
            connection.lines.add(END);
            status.complete(code);
        }, "sep-test-engine");
        engine.setDaemon(true);
        engine.start();
        return connection;
    }

    /**
     * Starts {@code shogun engine} as a separate JVM on the test class path.
     *
     * @return the connection
     * @throws IOException if the process cannot be started
     */
    static SepConnection process() throws IOException {
        return process(List.of());
    }

    /**
     * Starts {@code shogun engine} as a separate process with options for its JVM.
     *
     * @param jvmOptions such as {@code -Xmx64m}
     * @return the connection
     * @throws IOException if the process cannot be started
     */
    static SepConnection process(List<String> jvmOptions) throws IOException {
        List<String> words = new ArrayList<>(command("engine"));
        words.addAll(1, jvmOptions);
        Process process = new ProcessBuilder(words).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        SepConnection connection = new SepConnection(process.getOutputStream(), process, process.onExit()
                .thenApply(Process::exitValue));
        connection.startReading(process.getInputStream());
        return connection;
    }

    /**
     * Returns the command line that runs {@code shogun} with the given arguments in a new JVM on
     * this test run's class path.
     *
     * @param args the arguments after {@code shogun}
     * @return the words of the command line
     */
    static List<String> command(String... args) {
        List<String> words = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), ShogunCommand.class.getName()));
        words.addAll(List.of(args));
        return words;
    }

    /**
     * Returns the same command line as one string, for {@code shogun match --white cmd:...}.
     *
     * @param args the arguments after {@code shogun}
     * @return the command line, each word single-quoted
     */
    static String commandLine(String... args) {
        StringBuilder line = new StringBuilder();
        for (String word : command(args)) {
            line.append(line.length() > 0 ? " " : "").append('\'').append(word.replace("'", "'\\''")).append('\'');
        }
        return line.toString();
    }

    /** Bytes written by an engine in this JVM, cut into lines as they come. */
    private final class LineSink extends OutputStream {
        private final ByteArrayOutputStream pending = new ByteArrayOutputStream();

        @Override
        public synchronized void write(int b) {
            if (b == '\n') {
                lines.add(new Line(pending.toString(StandardCharsets.UTF_8), System.nanoTime()));
                pending.reset();
            } else {
                pending.write(b);
            }
        }
    }

    private void read(InputStream from) {
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(from, StandardCharsets.UTF_8))) {
            String line;
            while ((line = reader.readLine()) != null) {
                lines.add(new Line(line, System.nanoTime()));
            }
        } catch (IOException e) {
            // the end
        } finally {
            lines.add(END);
        }
    }

    /**
     * Sends a line to the engine.
     *
     * @param line the command, without its line end
     * @return the time it was sent ({@link System#nanoTime()})
     */
    long send(String line) {
        try {
            long now = System.nanoTime();
            input.write(line + "\n");
            input.flush();
            return now;
        } catch (IOException e) {
            throw new AssertionError("the engine no longer reads its input; it said: " + transcript, e);
        }
    }

    /**
     * Returns the next line from the engine.
     *
     * @param timeout how long to wait
     * @return the line, or null at the end of its output
     * @throws AssertionError if nothing came in time
     */
    Line next(Duration timeout) {
        Line line;
        try {
            line = lines.poll(timeout.toNanos(), TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
        if (line == null) {
            fail("no answer within " + timeout.toMillis() + " ms; so far: " + transcript);
        }
        if (line == END) {
            lines.add(END);
            return null;
        }
        transcript.add(line.text());
        return line;
    }

    /**
     * Returns the lines from the engine up to and including the first that the test accepts.
     *
     * @param last the test of the last line
     * @param timeout how long to wait for it
     * @return the lines
     * @throws AssertionError if the engine's output ends first or the line does not come in time
     */
    List<Line> until(Predicate<String> last, Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        List<Line> got = new ArrayList<>();
        while (true) {
            Line line = next(Duration.ofNanos(Math.max(1, deadline - System.nanoTime())));
            if (line == null) {
                fail("the engine's output ended; it said: " + transcript);
            }
            got.add(line);
            if (last.test(line.text())) {
                return got;
            }
        }
    }

    /**
     * Returns the lines from the engine up to and including the first that starts with a word.
     *
     * @param word such as {@code bestmove}
     * @param timeout how long to wait
     * @return the lines
     */
    List<String> untilWord(String word, Duration timeout) {
        return until(text -> text.equals(word) || text.startsWith(word + " "), timeout).stream().map(Line::text).toList();
    }

    /**
     * Tells whether the engine says nothing for a while.
     *
     * @param quiet how long
     * @return true if no line came
     */
    boolean silentFor(Duration quiet) {
        try {
            Line line = lines.poll(quiet.toNanos(), TimeUnit.NANOSECONDS);
            if (line == null) {
                return true;
            }
            if (line != END) {
                transcript.add(line.text());
            }
            lines.add(line);
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    /**
     * Returns the engine's exit status once it has ended.
     *
     * @param timeout how long to wait
     * @return the status
     */
    int exitStatus(Duration timeout) {
        try {
            return status.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (Exception e) {
            throw new AssertionError("the engine did not end within " + timeout.toMillis() + " ms", e);
        }
    }

    /** Ends the engine's input without {@code quit}, as the end of a piped script does. */
    void endInput() {
        try {
            input.close();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** Everything the engine said so far. */
    List<String> transcript() {
        return transcript;
    }

    /** Sends {@code quit} and waits for the engine to end; a process that does not is ended by force. */
    @Override
    public void close() {
        try {
            input.write("quit\n");
            input.close();
        } catch (IOException e) {
            // gone already
        }
        try {
            status.get(10, TimeUnit.SECONDS);
        } catch (Exception e) {
            if (process != null) {
                process.destroyForcibly();
            }
        }
    }
}
