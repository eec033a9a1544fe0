package io.github.shogunsdk.cli.web;

import java.util.Locale;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

/**
 * Jetty's own faults, answered as the API's are: one line of JSON, {@code {"error":"…"}}, never
 * Jetty's HTML page. These are the requests Jetty refuses before any handler sees them (a
 * malformed request line, header field, length or chunk; a head too large; a request line too
 * long; a version it does not speak) and any failure it reports after. The message says what was
 * wrong in the words of {@code docs/WEB.md}, with Jetty's reason where it has one.
 */
final class JettyErrors extends ErrorHandler {

    private final HttpLimits limits;

    JettyErrors(HttpLimits limits) {
        this.limits = limits;
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) {
        Object status = request.getAttribute(ERROR_STATUS);
        int code = status instanceof Integer number ? number : response.getStatus();
        Object reason = request.getAttribute(ERROR_MESSAGE);
        HttpProblem problem = HttpProblem.closing(code, message(code, reason instanceof String text ? text : null));
        if (response.isCommitted()) {
            callback.failed(new IllegalStateException("the answer was under way"));
            return true;
        }
        response.getHeaders().clear();
        Replies.problem(response, problem, callback);
        return true;
    }

    /** The message of a fault Jetty found, with its reason. */
    private String message(int code, String reason) {
        return switch (code) {
            case 400 -> reason(code, reason);
            case 408 -> "the request did not arrive within " + limits.headTime().toSeconds() + " seconds";
            case 413 -> "the request body is larger than " + limits.maxBody() / 1024 + " KiB";
            case 414 -> "the request line is longer than " + limits.maxLine() + " bytes";
            case 431 -> "the request head is larger than " + limits.maxHead() / 1024 + " KiB";
            case 426, 505 -> "this server speaks HTTP/1.1 and 1.0";
            default -> reason == null || reason.isBlank() ? HttpStatus.getMessage(code).toLowerCase(Locale.ROOT) : reason;
        };
    }

    /**
     * A fault of a request's form in the words of {@code docs/WEB.md}: Jetty's reasons for the
     * framing faults that smuggling relies on are named as the documentation names them; any
     * other is given as Jetty says it.
     *
     * @param code the status Jetty chose
     * @param reason Jetty's reason, or null
     * @return one line
     */
    static String reason(int code, String reason) {
        if (reason == null || reason.isBlank() || reason.equals(HttpStatus.getMessage(code))) {
            return "malformed request: its request line, path or header fields are not valid HTTP/1.1";
        }
        String lower = reason.toLowerCase(Locale.ROOT);
        if (lower.contains("duplicate content-length") || lower.contains("multiple content-length")) {
            return "the request has more than one Content-Length";
        }
        if (lower.contains("transfer-encoding and content-length") || lower.contains("content-length and transfer-encoding")) {
            return "the request has both Content-Length and Transfer-Encoding";
        }
        if (lower.equals("no host")) {
            return "the request has no Host header";
        }
        if (lower.contains("invalid content-length")) {
            return "malformed Content-Length";
        }
        return "malformed request: " + HttpProblem.oneLine(reason);
    }
}
