package io.github.shogunsdk.cli.web;

import io.github.shogunsdk.cli.web.game.GameException;
import io.github.shogunsdk.cli.web.game.OriginGuard;
import java.io.PrintStream;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * The first handler of every request Jetty has read: refuses a connection beyond the caps
 * ({@code 503}), a request line or a number of header fields beyond {@link HttpLimits} (which
 * Jetty does not count; it bounds the head's bytes), a foreign {@code Host} ({@code 421}), a
 * change from another site ({@code 403}) or without a JSON type ({@code 415}), through the
 * {@link OriginGuard}; then hands the request on (the WebSocket upgrade, the API, the page's
 * files). Every fault is one line of JSON; an internal error is also logged, as one line.
 */
final class GuardHandler extends Handler.Wrapper {

    private final ClientConnections connections;
    private final HttpLimits limits;
    private final OriginGuard guard;
    private final PrintStream log;

    GuardHandler(ClientConnections connections, HttpLimits limits, OriginGuard guard, PrintStream log, Handler next) {
        super(next);
        this.connections = connections;
        this.limits = limits;
        this.guard = guard;
        this.log = log;
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) {
        ClientConnections.Tracked connection = connections.of(request);
        Callback done = connection == null ? callback : connection.answering(callback);
        try {
            HttpProblem refused = refusal(request, connection);
            if (refused != null) {
                Replies.problem(response, refused, done);
                return true;
            }
            guard.check(JettyRequests.asked(request));
            if (!super.handle(request, response, done)) {
                Replies.problem(response, HttpProblem.notFound("not found: the page is at / (or /browser/ with the rules in "
                        + "the browser), the JSON API under /api/games"), done);
            }
        } catch (GameException refusedByGame) {
            Replies.problem(response, HttpProblem.of(refusedByGame), done);
        } catch (Exception | Error unexpected) {
            log.println("shogun serve: internal error on " + request.getMethod() + " "
                    + HttpProblem.oneLine(request.getHttpURI().getPath()) + ": " + unexpected);
            if (response.isCommitted()) {
                done.failed(unexpected);
            } else {
                Replies.problem(response, new HttpProblem(500, "internal error: " + unexpected.getClass().getSimpleName()), done);
            }
        }
        return true;
    }

    /** The fault of a request Jetty took but this server's limits do not, or null. */
    private HttpProblem refusal(Request request, ClientConnections.Tracked connection) {
        if (connection != null && connection.refusal() != null) {
            return HttpProblem.closing(503, connection.refusal());
        }
        String target = request.getHttpURI().getPathQuery();
        long line = request.getMethod().length() + 1L + (target == null ? 0 : target.length()) + 1 + "HTTP/1.1".length();
        if (line > limits.maxLine()) {
            return HttpProblem.closing(414, "the request line is longer than " + limits.maxLine() + " bytes");
        }
        if (request.getHeaders().size() > limits.maxHeaders()) {
            return HttpProblem.closing(431, "the request has more than " + limits.maxHeaders() + " header fields");
        }
        return null;
    }
}
