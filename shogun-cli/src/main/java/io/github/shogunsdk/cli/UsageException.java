package io.github.shogunsdk.cli;

/**
 * Thrown when the command line itself is wrong: an unknown command or option, a missing or extra
 * argument, an option value that is not allowed. {@link ShogunCommand#run} prints its message as
 * the one error line and exits with status 2.
 */
final class UsageException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception.
     *
     * @param message one line saying what is wrong, without the {@code shogun: } prefix
     */
    UsageException(String message) {
        super(message);
    }
}
