package io.github.shogunsdk.cli.web;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import org.eclipse.jetty.http.HttpException;
import org.eclipse.jetty.http.Trailers;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.util.thread.Scheduler;

/**
 * Reads a request body as Jetty delivers it, without holding a thread while it waits: at most
 * {@link HttpLimits#maxBody()} bytes ({@code 413} beyond), within {@link HttpLimits#bodyTime()}
 * of the end of the head ({@code 408} after), and a chunked body's trailer within the head's
 * bounds ({@code 431}). Jetty has parsed the framing (lengths, chunks, trailer); this only counts
 * and times. Exactly one of the two outcomes is called, once.
 */
final class BodyReader {

    private final Request request;
    private final HttpLimits limits;
    private final Consumer<byte[]> body;
    private final Consumer<HttpProblem> fault;
    private final AtomicBoolean settled = new AtomicBoolean();
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private Scheduler.Task timer;

    private BodyReader(Request request, HttpLimits limits, Consumer<byte[]> body, Consumer<HttpProblem> fault) {
        this.request = request;
        this.limits = limits;
        this.body = body;
        this.fault = fault;
    }

    /**
     * Reads a request's body.
     *
     * @param request the request
     * @param scheduler times the body
     * @param limits its bounds
     * @param body called with the whole body
     * @param fault called with the fault that ends the request instead, which closes the connection
     */
    static void read(Request request, Scheduler scheduler, HttpLimits limits, Consumer<byte[]> body,
            Consumer<HttpProblem> fault) {
        BodyReader reader = new BodyReader(request, limits, body, fault);
        if (request.getLength() > limits.maxBody()) {
            reader.fail(reader.tooLarge());
            return;
        }
        if (request.getLength() == 0) {
            reader.done();
            return;
        }
        reader.timer = scheduler.schedule(() -> reader.fail(HttpProblem.closing(408, "the request body did not arrive "
                + "within " + limits.bodyTime().toSeconds() + " seconds")), limits.bodyTime().toMillis(), TimeUnit.MILLISECONDS);
        reader.next();
    }

    private void next() {
        while (!settled.get()) {
            Content.Chunk chunk = request.read();
            if (chunk == null) {
                request.demand(this::next);
                return;
            }
            if (Content.Chunk.isFailure(chunk)) {
                fail(fault(chunk.getFailure()));
                return;
            }
            ByteBuffer buffer = chunk.getByteBuffer();
            int size = buffer.remaining();
            if (bytes.size() + (long) size > limits.maxBody()) {
                chunk.release();
                fail(tooLarge());
                return;
            }
            byte[] part = new byte[size];
            buffer.get(part);
            bytes.write(part, 0, size);
            boolean last = chunk.isLast();
            if (chunk instanceof Trailers trailers && trailers.getTrailers().size() > limits.maxHeaders()) {
                chunk.release();
                fail(HttpProblem.closing(431, "the chunked body has more than " + limits.maxHeaders() + " trailer fields"));
                return;
            }
            chunk.release();
            if (last) {
                done();
                return;
            }
        }
    }

    private void done() {
        if (settled.compareAndSet(false, true)) {
            cancelTimer();
            body.accept(bytes.toByteArray());
        }
    }

    private void fail(HttpProblem problem) {
        if (settled.compareAndSet(false, true)) {
            cancelTimer();
            fault.accept(problem);
        }
    }

    private void cancelTimer() {
        if (timer != null) {
            timer.cancel();
        }
    }

    private HttpProblem tooLarge() {
        return HttpProblem.closing(413, "the request body is larger than " + limits.maxBody() / 1024 + " KiB");
    }

    /**
     * The answer to a body Jetty could not read: its framing fault (a bad chunk or trailer), or
     * a trailer larger than a head may be, which Jetty's parser counts against the head's size.
     */
    private HttpProblem fault(Throwable failure) {
        if (failure instanceof HttpException bad) {
            if (bad.getCode() == 413 || bad.getCode() == 431) {
                return HttpProblem.closing(431, "the chunked body's trailer fields are larger than "
                        + limits.maxHead() / 1024 + " KiB");
            }
            // Jetty's parser reports a bad chunk size, a chunk without its CR LF or a bad trailer
            // field as an early end of the body.
            return HttpProblem.closing(400, request.getLength() < 0
                    ? "malformed chunked body: a chunk size, a chunk's end or a trailer field is not valid HTTP/1.1"
                    : "malformed request body: " + JettyErrors.reason(bad.getCode(), bad.getReason()));
        }
        if (failure instanceof java.util.concurrent.TimeoutException) {
            return HttpProblem.closing(408, "the request body did not arrive within " + limits.bodyTime().toSeconds()
                    + " seconds");
        }
        return HttpProblem.closing(400, "the request body could not be read: the connection failed");
    }
}
