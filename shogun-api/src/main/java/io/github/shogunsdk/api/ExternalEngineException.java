package io.github.shogunsdk.api;

import java.util.Objects;

/**
 * An {@link ExternalEngine}'s program broke the protocol or its bounds: it could not be started,
 * ended, stayed silent past its time, flooded its output, answered an illegal move or refused a
 * command. The message says which, in one line, naming the program.
 */
public final class ExternalEngineException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception.
     *
     * @param message what went wrong, one line
     */
    public ExternalEngineException(String message) {
        super(Objects.requireNonNull(message, "message"));
    }

    /**
     * Creates the exception with its cause.
     *
     * @param message what went wrong, one line
     * @param cause the failure underneath
     */
    public ExternalEngineException(String message, Throwable cause) {
        super(Objects.requireNonNull(message, "message"), Objects.requireNonNull(cause, "cause"));
    }
}
