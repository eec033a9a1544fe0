package io.github.shogunsdk.cli.web.store;

/**
 * The store could not do what it was asked: the database is unreachable, full, or refused the
 * write. Its message is one line, without the database's address or credentials; nothing was
 * changed by the failed call.
 */
public final class StoreException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception.
     *
     * @param message what failed, in one line
     * @param cause the database's own exception, or null
     */
    public StoreException(String message, Throwable cause) {
        super(message, cause);
    }
}
