package io.github.shogunsdk.cli;

/**
 * A command's failure that it has already reported on standard error in its own one line (as the
 * web server does when its port is busy): the command line only exits with its status.
 */
final class ReportedFailure extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final int status;

    /**
     * Creates the failure.
     *
     * @param status the exit status
     */
    ReportedFailure(int status) {
        super(null, null, false, false);
        this.status = status;
    }

    /**
     * Returns the exit status.
     *
     * @return the status
     */
    int status() {
        return status;
    }
}
