package io.github.shogunsdk.cli.web.live;

import java.time.Duration;

/**
 * The bounds of the live layer, so that no client holds more than its share.
 *
 * @param maxMessage the longest message a client may send, in bytes; a longer one closes its socket
 * @param idleTime how long a socket may carry nothing before it is closed (a page pings within it)
 * @param maxSocketsPerClient the most sockets one client (an IPv4 address, an IPv6 {@code /64}) holds at once
 * @param maxPending the most messages waiting to be written to one socket; a client that reads
 *     slower than its game changes is disconnected, not buffered for
 */
public record LiveLimits(int maxMessage, Duration idleTime, int maxSocketsPerClient, int maxPending) {

    /** The limits of {@code shogun serve}: 4 KiB messages, 5 minutes idle, 16 sockets a client, 32 pending messages. */
    public static final LiveLimits DEFAULTS = new LiveLimits(4 * 1024, Duration.ofMinutes(5), 16, 32);
}
