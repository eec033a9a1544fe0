package io.github.shogunsdk.core.internal.external;

import io.github.shogunsdk.api.ExternalEngine;
import io.github.shogunsdk.api.ExternalEngineException;
import io.github.shogunsdk.api.spi.Messages;
import io.github.shogunsdk.core.internal.protocol.Command;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A program speaking the engine protocol, as lines: it writes commands to the program's standard
 * input and hands out the lines of its standard output, read by a thread of its own into a
 * bounded queue. Its standard error is discarded.
 *
 * <p>Bounds: a line holds at most {@link ExternalEngine#MAX_LINE_BYTES} bytes (a longer one ends
 * the reading, and {@link #next} reports it); at most {@value #QUEUE_LINES} lines wait to be
 * read, and the reader waits for room meanwhile, so the program waits too, as a full pipe makes
 * it. Thread-safe: one thread reads lines, any thread may send.
 */
final class EngineProcess implements AutoCloseable {

    /** The most lines that wait to be read. */
    static final int QUEUE_LINES = 1024;

    /** What the reader puts in the queue at the end of the output. */
    static final String END = new String("end of output");
    /** What the reader puts in the queue, and then stops, when a line is too long. */
    static final String TOO_LONG = new String("line too long");

    private final String name;
    private final Process process;
    private final Writer input;
    private final BlockingQueue<String> output = new ArrayBlockingQueue<>(QUEUE_LINES);
    private volatile boolean closed;

    private EngineProcess(String name, Process process) {
        this.name = name;
        this.process = process;
        this.input = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        Thread reader = new Thread(this::read, "shogun-external-engine-reader");
        reader.setDaemon(true);
        reader.start();
    }

    /**
     * Starts a program.
     *
     * @param command the program and its arguments, not empty
     * @return the running program
     * @throws ExternalEngineException if it cannot be started
     */
    static EngineProcess start(List<String> command) {
        String name = describe(command);
        try {
            Process process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
            return new EngineProcess(name, process);
        } catch (IOException | RuntimeException e) {
            throw new ExternalEngineException("engine " + name + ": cannot start " + Messages.quote(command.get(0))
                    + ": " + Messages.oneLine(String.valueOf(e.getMessage())), e);
        }
    }

    /** The command line as messages show it: the words joined by spaces, quoted and cut short. */
    private static String describe(List<String> command) {
        return Messages.quote(String.join(" ", command));
    }

    /**
     * Returns the program as messages name it.
     *
     * @return its quoted command line
     */
    String name() {
        return name;
    }

    /**
     * Sends a line.
     *
     * @param line the command, without its line end
     * @throws ExternalEngineException if the program no longer reads its input
     */
    void send(String line) {
        synchronized (input) {
            try {
                input.write(line + "\n");
                input.flush();
            } catch (IOException e) {
                throw new ExternalEngineException("engine " + name + " no longer reads its input" + exitStatus(), e);
            }
        }
    }

    /**
     * Returns the next line, waiting at most a while.
     *
     * @param nanos how long to wait, 0 or more
     * @return the line (stripped), {@link #END}, {@link #TOO_LONG}, or null when none came in time
     * @throws InterruptedException if the waiting thread is interrupted; the line, if any, stays queued
     */
    String next(long nanos) throws InterruptedException {
        return output.poll(Math.max(0, nanos), TimeUnit.NANOSECONDS);
    }

    /**
     * Says how the program ended, if it has, for a message.
     *
     * @return such as {@code " (exit status 1)"}, or empty while it runs
     */
    String exitStatus() {
        try {
            return process.waitFor(200, TimeUnit.MILLISECONDS) ? " (exit status " + process.exitValue() + ")" : "";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "";
        }
    }

    /** Reads the output into the queue until its end, a line too long, or {@link #close}. */
    private void read() {
        String last = END;
        try (InputStream stream = process.getInputStream()) {
            ByteArrayOutputStream line = new ByteArrayOutputStream();
            byte[] buffer = new byte[8192];
            for (int n = stream.read(buffer); n >= 0 && !closed; n = stream.read(buffer)) {
                for (int i = 0; i < n; i++) {
                    if (buffer[i] == '\n') {
                        if (!offer(line.toString(StandardCharsets.UTF_8).strip())) {
                            return;
                        }
                        line.reset();
                    } else if (line.size() >= ExternalEngine.MAX_LINE_BYTES) {
                        last = TOO_LONG;
                        offer(last);
                        return;
                    } else {
                        line.write(buffer[i]);
                    }
                }
            }
        } catch (IOException | RuntimeException | OutOfMemoryError e) {
            // the end of the output, as far as the client is concerned
        }
        offer(last);
    }

    /** Puts a line in the queue, waiting for room; false once closed. */
    private boolean offer(String line) {
        try {
            while (!closed) {
                if (output.offer(line, 100, TimeUnit.MILLISECONDS)) {
                    return true;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return false;
    }

    /** Asks the program to quit; ends it by force if it has not after two seconds. Idempotent. */
    @Override
    public void close() {
        closed = true;
        try {
            synchronized (input) {
                input.write(Command.QUIT.word() + "\n");
                input.close();
            }
        } catch (IOException e) {
            // it has gone already
        }
        try {
            if (!process.waitFor(2, TimeUnit.SECONDS)) {
                process.destroy();
                if (!process.waitFor(2, TimeUnit.SECONDS)) {
                    process.destroyForcibly();
                }
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }

    /** Ends the program at once, without asking: it broke the protocol. */
    void kill() {
        closed = true;
        process.destroyForcibly();
    }
}
