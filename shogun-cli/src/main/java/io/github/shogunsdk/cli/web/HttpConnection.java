package io.github.shogunsdk.cli.web;

import io.github.shogunsdk.cli.web.game.ClientKey;
import io.github.shogunsdk.cli.web.game.GameException;
import io.github.shogunsdk.cli.web.game.OriginGuard;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * One client connection of the web server, on its own thread: reads requests (see
 * {@link RequestReader}), checks them with the {@link OriginGuard}, hands them to a handler and
 * writes the answers, until the client closes, idles or sends a request the server cannot read
 * past. Every fault is answered as one line of JSON; only an internal error is logged.
 */
final class HttpConnection implements Runnable {

    /** Answers a request; a fault is thrown as an {@link HttpProblem}. */
    interface Handler {
        /**
         * Answers a request.
         *
         * @param request the request
         * @return the answer
         */
        Response handle(Request request);
    }

    private final Socket socket;
    private final ClientKey client;
    private final HttpLimits limits;
    private final OriginGuard guard;
    private final Handler api;
    private final Handler files;
    private final PrintStream log;
    /** When the answer being written must be written by (System.nanoTime()), or 0 when none is. */
    private volatile long writeDeadline;
    /**
     * Since when (System.nanoTime()) the connection has been waiting for a request or reading one,
     * or 0 while a request is being answered.
     */
    private volatile long waitingSince = System.nanoTime() | 1;
    /** Whether the connection still holds its slot of the server's connections. */
    private final AtomicBoolean holdsSlot = new AtomicBoolean(true);

    HttpConnection(Socket socket, ClientKey client, HttpLimits limits, OriginGuard guard, Handler api, Handler files,
            PrintStream log) {
        this.socket = socket;
        this.client = client;
        this.limits = limits;
        this.guard = guard;
        this.api = api;
        this.files = files;
        this.log = log;
    }

    @Override
    public void run() {
        try {
            socket.setTcpNoDelay(true);
            InputStream in = new BufferedInputStream(socket.getInputStream(), 8192);
            OutputStream out = new BufferedOutputStream(socket.getOutputStream(), 16 * 1024);
            RequestReader reader = new RequestReader(socket, in, out, limits);
            for (;;) {
                Request request;
                waitingSince = System.nanoTime() | 1;
                try {
                    request = reader.read();
                } catch (HttpProblem problem) {
                    write(out, Response.problem(problem), false);
                    closeGently(socket);
                    return;
                }
                if (request == null) {
                    return;
                }
                waitingSince = 0;
                Response response = answer(request);
                boolean close = response.close() || request.last();
                write(out, close ? response.closing() : response, request.method().equals("HEAD"));
                if (close) {
                    closeGently(socket);
                    return;
                }
            }
        } catch (IOException e) {
            // The client went away, or the watchdog closed a connection that stopped reading.
        } finally {
            close();
        }
    }

    /** The client the connection counts for. */
    ClientKey client() {
        return client;
    }

    /**
     * Since when the connection has waited for its next request (or been reading it), as
     * {@link System#nanoTime()} reads it, never 0; or 0 while it answers one.
     */
    long waitingSince() {
        return waitingSince;
    }

    /**
     * Gives up the connection's slot, once: true for the caller that is to give it back to the
     * quota (the connection's end, or a newcomer taking it over), false for any later one.
     */
    boolean giveUpSlot() {
        return holdsSlot.compareAndSet(true, false);
    }

    /** Tells whether an answer has been being written for longer than the write time. */
    boolean writeOverdue(long now) {
        long deadline = writeDeadline;
        return deadline != 0 && now - deadline > 0;
    }

    /** Closes the connection, ending its thread's blocked read or write. */
    void close() {
        try {
            socket.close();
        } catch (IOException e) {
            // Closed already.
        }
    }

    private Response answer(Request request) {
        try {
            guard.check(request);
            return request.path().startsWith("/api/") ? api.handle(request) : files.handle(request);
        } catch (HttpProblem problem) {
            return Response.problem(problem);
        } catch (GameException refused) {
            return Response.problem(HttpProblem.of(refused));
        } catch (RuntimeException | Error unexpected) {
            log.println("shogun serve: internal error on " + request.method() + " " + HttpProblem.oneLine(request.path())
                    + ": " + unexpected);
            return Response.problem(new HttpProblem(500, "internal error: " + unexpected.getClass().getSimpleName()));
        }
    }

    private void write(OutputStream out, Response response, boolean head) throws IOException {
        StringBuilder text = new StringBuilder(256);
        text.append("HTTP/1.1 ").append(response.status()).append(' ').append(reason(response.status())).append("\r\n");
        for (Map.Entry<String, String> field : response.headers().entrySet()) {
            text.append(field.getKey()).append(": ").append(field.getValue()).append("\r\n");
        }
        boolean bodyless = response.status() == 204 || response.status() == 304;
        if (!bodyless) {
            text.append("Content-Length: ").append(response.body().length).append("\r\n");
        }
        if (response.close()) {
            text.append("Connection: close\r\n");
        }
        text.append("\r\n");
        writeDeadline = System.nanoTime() + limits.writeTime().toNanos();
        try {
            out.write(text.toString().getBytes(StandardCharsets.ISO_8859_1));
            if (!head && !bodyless) {
                out.write(response.body());
            }
            out.flush();
        } finally {
            writeDeadline = 0;
        }
    }

    /**
     * Closes after an answer such that the client reads it: ends the output, then reads what the
     * client still sends for at most a second, since closing with unread input would reset the connection
     * and could lose the answer.
     */
    static void closeGently(Socket socket) {
        try (socket) {
            socket.shutdownOutput();
            InputStream in = socket.getInputStream();
            byte[] sink = new byte[8192];
            long until = System.nanoTime() + 1_000_000_000L;
            int drained = 0;
            int read = 0;
            while (read >= 0 && drained < 256 * 1024 && until - System.nanoTime() > 1_000_000) {
                socket.setSoTimeout((int) ((until - System.nanoTime()) / 1_000_000));
                read = in.read(sink);
                drained += Math.max(0, read);
            }
        } catch (IOException e) {
            // The client closed first, or said nothing more within the moment: either way, done.
        }
    }

    private static String reason(int status) {
        return switch (status) {
            case 100 -> "Continue";
            case 200 -> "OK";
            case 201 -> "Created";
            case 202 -> "Accepted";
            case 204 -> "No Content";
            case 301 -> "Moved Permanently";
            case 304 -> "Not Modified";
            case 400 -> "Bad Request";
            case 403 -> "Forbidden";
            case 404 -> "Not Found";
            case 405 -> "Method Not Allowed";
            case 408 -> "Request Timeout";
            case 409 -> "Conflict";
            case 413 -> "Content Too Large";
            case 414 -> "URI Too Long";
            case 415 -> "Unsupported Media Type";
            case 421 -> "Misdirected Request";
            case 422 -> "Unprocessable Content";
            case 431 -> "Request Header Fields Too Large";
            case 500 -> "Internal Server Error";
            case 501 -> "Not Implemented";
            case 503 -> "Service Unavailable";
            case 505 -> "HTTP Version Not Supported";
            default -> "Status";
        };
    }
}
