package io.github.shogunsdk.cli.web;

import java.nio.ByteBuffer;
import java.util.Map;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpHeaderValue;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/** Writes an {@link ApiAnswer} through Jetty: its status, header fields and body, in one write. */
final class Replies {

    private Replies() {
    }

    /**
     * Writes an answer, closing the connection after it when the answer says so.
     *
     * @param response Jetty's response, not yet committed
     * @param answer the answer
     * @param callback completed once it is written
     */
    static void send(Response response, ApiAnswer answer, Callback callback) {
        response.setStatus(answer.status());
        for (Map.Entry<String, String> field : answer.headers().entrySet()) {
            response.getHeaders().put(field.getKey(), field.getValue());
        }
        if (answer.close()) {
            response.getHeaders().put(HttpHeader.CONNECTION, HttpHeaderValue.CLOSE.asString());
        }
        boolean bodyless = answer.status() == 204 || answer.status() == 304;
        if (!bodyless) {
            response.getHeaders().put(HttpHeader.CONTENT_LENGTH, answer.body().length);
        }
        response.write(true, bodyless ? null : ByteBuffer.wrap(answer.body()), callback);
    }

    /** Writes a fault as one line of JSON ({@link ApiAnswer#problem}). */
    static void problem(Response response, HttpProblem problem, Callback callback) {
        send(response, ApiAnswer.problem(problem), callback);
    }
}
