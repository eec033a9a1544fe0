package io.github.shogunsdk.cli.web;

import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * Carries the JSON API under {@code /api/} on Jetty: reads the body ({@link BodyReader}), hands the
 * request to the {@link Api} and writes its answer. The API's work runs on Jetty's thread once the
 * body is whole; waiting for a body holds no thread.
 */
final class ApiHandler extends Handler.Abstract {

    private final Api api;
    private final HttpLimits limits;

    ApiHandler(Api api, HttpLimits limits) {
        super(InvocationType.BLOCKING);
        this.api = api;
        this.limits = limits;
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) {
        BodyReader.read(request, request.getComponents().getScheduler(), limits,
                body -> Replies.send(response, api.handle(JettyRequests.api(request, body)), callback),
                problem -> Replies.problem(response, problem, callback));
        return true;
    }
}
