package io.github.shogunsdk.cli.web;

import io.github.shogunsdk.api.Refusal;
import io.github.shogunsdk.api.spi.Messages;

/**
 * A request the server answers with an error: an HTTP status and a one-line message, sent as
 * {@code {"error":"…"}}, with the refusal of an illegal move when there is one.
 */
final class HttpProblem extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** The most characters of a message sent; longer ones are cut and end with an ellipsis. */
    private static final int MAX_MESSAGE = 300;

    private final int status;
    private final transient Refusal refusal;
    private final String allow;
    private final boolean closes;

    HttpProblem(int status, String message) {
        this(status, message, null, null, false);
    }

    HttpProblem(int status, String message, Refusal refusal) {
        this(status, message, refusal, null, false);
    }

    private HttpProblem(int status, String message, Refusal refusal, String allow, boolean closes) {
        super(oneLine(message));
        this.status = status;
        this.refusal = refusal;
        this.allow = allow;
        this.closes = closes;
    }

    /**
     * A request the server cannot go on reading after, such as a malformed head or a body that
     * came too slowly: answered, then the connection is closed.
     */
    static HttpProblem closing(int status, String message) {
        return new HttpProblem(status, message, null, null, true);
    }

    /** A method the endpoint does not take: 405, with the methods it takes for the Allow header. */
    static HttpProblem methodNotAllowed(String allowed) {
        return new HttpProblem(405, "this endpoint takes " + allowed, null, allowed, false);
    }

    static HttpProblem badRequest(String message) {
        return new HttpProblem(400, message);
    }

    static HttpProblem notFound(String message) {
        return new HttpProblem(404, message);
    }

    static HttpProblem conflict(String message) {
        return new HttpProblem(409, message);
    }

    static HttpProblem unprocessable(String message) {
        return new HttpProblem(422, message);
    }

    int status() {
        return status;
    }

    /** Whether the connection is closed after the answer. */
    boolean closes() {
        return closes;
    }

    /** The methods the endpoint takes, for a 405, or null. */
    String allow() {
        return allow;
    }

    /** The refusal of an illegal move, or null. */
    Refusal refusal() {
        return refusal;
    }

    /**
     * Makes any text one line ({@link Messages#flatten(String, int)}), at most {@value #MAX_MESSAGE}
     * characters before an ellipsis and the escapes of control characters.
     */
    static String oneLine(String text) {
        return Messages.flatten(text == null ? "" : text, MAX_MESSAGE);
    }
}
