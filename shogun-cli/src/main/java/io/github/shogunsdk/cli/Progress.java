package io.github.shogunsdk.cli;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A status line for long work, shown on standard error only when it is a terminal: rewritten in
 * place (carriage return, the text, erase to the end of the line) at most a few times a second,
 * and erased when the work ends, so the terminal keeps only the command's real output. When
 * standard error is a file or a pipe nothing is written at all, so scripts and tests see no
 * difference. The system property {@code shogun.progress} ({@code always} or {@code never})
 * overrides the terminal test.
 */
final class Progress implements AutoCloseable {

    private static final long MIN_INTERVAL_NANOS = 200_000_000L;
    private static final Progress OFF = new Progress(null);

    private final PrintStream err;
    private long lastShown;
    private boolean shown;
    private Thread ticker;

    private Progress(PrintStream err) {
        this.err = err;
    }

    /**
     * Starts a status line on standard error, or a silent one when it is not a terminal.
     *
     * @return the status line
     */
    static Progress start() {
        return isEnabled() ? new Progress(System.err) : OFF;
    }

    /**
     * Starts a status line that shows how long a piece of work has taken, once it has taken more
     * than a second, updated every quarter of a second until closed.
     *
     * @param label what is being done, such as {@code "reading game.sgn"}
     * @return the status line; close it when the work ends
     */
    static Progress ticker(String label) {
        Progress progress = start();
        if (progress == OFF) {
            return OFF;
        }
        long start = System.nanoTime();
        Thread thread = new Thread(() -> {
            try {
                Thread.sleep(1_000);
                while (true) {
                    progress.show(label + ": " + (System.nanoTime() - start) / 1_000_000_000L + " s");
                    Thread.sleep(250);
                }
            } catch (InterruptedException e) {
                // closed: the work is over
            }
        }, "shogun-progress");
        thread.setDaemon(true);
        progress.ticker = thread;
        thread.start();
        return progress;
    }

    /**
     * Tells whether this status line writes anything.
     *
     * @return true on a terminal
     */
    boolean isShown() {
        return err != null;
    }

    /**
     * Shows a status, unless one was shown less than a fifth of a second ago.
     *
     * @param text one line, short enough for the terminal
     */
    void update(String text) {
        if (err == null) {
            return;
        }
        long now = System.nanoTime();
        if (shown && now - lastShown < MIN_INTERVAL_NANOS) {
            return;
        }
        lastShown = now;
        show(text);
    }

    private synchronized void show(String text) {
        err.print("\r" + text + "\u001b[K");
        err.flush();
        shown = true;
    }

    /** Erases the status line, before output to the same terminal; the next update shows at once. */
    synchronized void erase() {
        if (err != null && shown) {
            err.print("\r\u001b[K");
            err.flush();
            shown = false;
        }
    }

    /** Stops the ticker and erases the status line. */
    @Override
    public void close() {
        if (err == null) {
            return;
        }
        if (ticker != null) {
            ticker.interrupt();
            try {
                ticker.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        erase();
    }

    /** Standard error is a terminal (on Linux, its descriptor names a terminal device), or forced. */
    private static boolean isEnabled() {
        String forced = System.getProperty("shogun.progress", "");
        if (forced.equals("always") || forced.equals("never")) {
            return forced.equals("always");
        }
        try {
            String target = Files.readSymbolicLink(Path.of("/proc/self/fd/2")).toString();
            return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
        } catch (Exception e) {
            // No /proc: a terminal on standard input and output is the best guess there is.
            return System.console() != null;
        }
    }
}
