package io.github.shogunsdk.cli.web;

import io.github.shogunsdk.api.Refusal;
import io.github.shogunsdk.cli.web.game.GameException;

/**
 * A request the server answers with an error: an HTTP status and a one-line message, sent as
 * {@code {"error":"…"}}, with the refusal of an illegal move when there is one.
 */
final class HttpProblem extends RuntimeException {

    private static final long serialVersionUID = 1L;

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
     * The answer to what the game refuses: the status of its kind, its message, and the refusal of
     * an illegal move. Every kind has its status; none is answered 500.
     *
     * @param refused what the game refused, and why
     * @return the problem to answer
     */
    static HttpProblem of(GameException refused) {
        int status;
        if (refused instanceof GameException.Malformed) {
            status = 400;
        } else if (refused instanceof GameException.ForeignOrigin || refused instanceof GameException.NotAllowed) {
            status = 403;
        } else if (refused instanceof GameException.NotFound) {
            status = 404;
        } else if (refused instanceof GameException.Conflict) {
            status = 409;
        } else if (refused instanceof GameException.NotJson) {
            status = 415;
        } else if (refused instanceof GameException.ForeignHost) {
            status = 421;
        } else if (refused instanceof GameException.Refused) {
            status = 422;
        } else if (refused instanceof GameException.Busy) {
            status = 503;
        } else {
            status = 500;
        }
        Refusal refusal = refused instanceof GameException.Refused move ? move.refusal() : null;
        return new HttpProblem(status, refused.getMessage(), refusal);
    }

    /** Makes any text one line of at most 300 characters, control characters escaped ({@link GameException#oneLine}). */
    static String oneLine(String text) {
        return GameException.oneLine(text);
    }
}
