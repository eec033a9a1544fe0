package io.github.shogunsdk.cli.web;

import java.time.Duration;

/**
 * The bounds the web server holds every client to, which {@link WebServer} gives Jetty or checks
 * itself: how long a request may take to arrive, how large its head and body may be, how many
 * connections may be open at once and how many threads serve them. The defaults are those of
 * {@code docs/WEB.md}; tests may use shorter times.
 *
 * @param headTime the longest a request head may take to arrive, from its first byte; the
 *     connection is closed then
 * @param bodyTime the longest a request body may take to arrive, from the end of its head ({@code 408})
 * @param idleTime how long a connection may wait for its next request, or make no progress in
 *     reading or writing, before it is closed quietly (Jetty's idle time-out)
 * @param writeTime the longest an answer may take to be written before the connection is closed
 * @param maxHead the largest request head, request line included, in bytes ({@code 431}); also
 *     the largest trailer of a chunked body
 * @param maxLine the longest request line, in bytes ({@code 414})
 * @param maxHeaders the most header fields in one request, and trailer fields of a chunked body ({@code 431})
 * @param maxBody the largest request body, in bytes ({@code 413})
 * @param maxConnections the most connections open at once; beyond, a newcomer takes the place of
 *     the connection waiting longest of the client holding the most, if it holds at least two more
 *     ({@code 503} otherwise)
 * @param maxConnectionsPerClient the most connections open at once from one client (an IPv4
 *     address, an IPv6 {@code /64}; {@code 503} beyond)
 * @param maxThreads the most threads of the server's pool, which serve every connection
 */
record HttpLimits(Duration headTime, Duration bodyTime, Duration idleTime, Duration writeTime, int maxHead, int maxLine,
        int maxHeaders, int maxBody, int maxConnections, int maxConnectionsPerClient, int maxThreads) {

    /** Returns these bounds with another most connections open at once ({@code --max-connections}). */
    HttpLimits withMaxConnections(int connections) {
        return new HttpLimits(headTime, bodyTime, idleTime, writeTime, maxHead, maxLine, maxHeaders, maxBody, connections,
                maxConnectionsPerClient, maxThreads);
    }

    /** The server's bounds, as {@code docs/WEB.md} lists them. */
    static final HttpLimits DEFAULTS = new HttpLimits(Duration.ofSeconds(5), Duration.ofSeconds(10),
            Duration.ofSeconds(15), Duration.ofSeconds(30), 16 * 1024, 8 * 1024, 100, 64 * 1024, 128, 32, 32);
}
