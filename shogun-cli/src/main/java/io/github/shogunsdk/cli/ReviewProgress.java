package io.github.shogunsdk.cli;

import java.io.PrintStream;

/**
 * How far {@code shogun review} has got, on standard error: {@code reviewed 1200 of 40000 plies,
 * 37 s}. On a terminal it is the {@link Progress} status line, rewritten at most five times a
 * second and erased at the end. Elsewhere (a file, a pipe) it is a line of its own every
 * {@value #LOG_SECONDS} seconds once the review has taken that long, so that a long review in a
 * log shows that it goes on and how far, while a short one writes nothing. The system property
 * {@code shogun.progress=never} silences both.
 */
final class ReviewProgress implements AutoCloseable {

    /** How often a review whose standard error is not a terminal says how far it has got. */
    static final int LOG_SECONDS = 30;

    private final Progress status;
    private final PrintStream log;
    private final int plies;
    private final long logNanos;
    private final long start = System.nanoTime();
    private long nextLog;

    private ReviewProgress(Progress status, PrintStream log, int plies, long logNanos) {
        this.status = status;
        this.log = log;
        this.plies = plies;
        this.logNanos = logNanos;
        this.nextLog = start + logNanos;
    }

    /**
     * Starts reporting a review.
     *
     * @param err standard error, for the lines written when it is not a terminal
     * @param plies the plies of the main line
     * @return the progress; close it when the review ends
     */
    static ReviewProgress start(PrintStream err, int plies) {
        return start(err, plies, LOG_SECONDS * 1_000_000_000L);
    }

    /**
     * Starts reporting a review, with lines at another pace where standard error is not a terminal.
     *
     * @param err standard error
     * @param plies the plies of the main line
     * @param logNanos the time between two lines
     * @return the progress
     */
    static ReviewProgress start(PrintStream err, int plies, long logNanos) {
        Progress status = Progress.start();
        boolean silent = status.isShown() || System.getProperty("shogun.progress", "").equals("never");
        return new ReviewProgress(status, silent ? null : err, plies, logNanos);
    }

    /**
     * Reports that a ply has been reviewed.
     *
     * @param done the plies reviewed so far
     */
    void reviewed(int done) {
        long now = System.nanoTime();
        String text = "reviewed " + done + " of " + plies + " plies, " + (now - start) / 1_000_000_000L + " s";
        status.update(text);
        if (log != null && now - nextLog >= 0) {
            log.println(text);
            log.flush();
            nextLog = now + logNanos;
        }
    }

    /** Erases the status line. */
    @Override
    public void close() {
        status.close();
    }
}
