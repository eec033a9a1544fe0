package io.github.shogunsdk.jackson3;

/**
 * A JSON value that does not have the shape of the value asked for. The deserializers turn it into
 * one of Jackson's own exceptions, so callers never see this type.
 */
final class JsonShapeException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception.
     *
     * @param message what was expected and what was found, on one line
     */
    JsonShapeException(String message) {
        super(message);
    }
}
