package io.github.shogunsdk.cli.web;

import io.github.shogunsdk.cli.web.game.ClientKey;
import io.github.shogunsdk.cli.web.game.ClientQuota;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.io.EndPoint;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.util.Callback;

/**
 * The connections Jetty holds open, counted per client ({@link ClientKey}) against the caps of
 * {@link HttpLimits}, and watched for the times Jetty does not bound itself: a request head must
 * arrive within its time from its first byte (Jetty's idle time-out alone would let a client send
 * a byte every few seconds for ever), and an answer must be written within its time. A connection
 * beyond the caps is kept only to be answered {@code 503} at its first request (Jetty answers only
 * requests), for at most a second. Thread-safe.
 */
final class ClientConnections implements Connection.Listener {

    /** How long a connection beyond the caps is kept waiting for the request to refuse, in milliseconds. */
    static final long REFUSED_IDLE_MILLIS = 1_000;

    private final HttpLimits limits;
    private final ClientQuota quota;
    /** By end point, which a WebSocket upgrade keeps while it changes the connection. */
    private final Map<EndPoint, Tracked> open = new ConcurrentHashMap<>();

    ClientConnections(HttpLimits limits) {
        this.limits = limits;
        this.quota = new ClientQuota(limits.maxConnections(), limits.maxConnectionsPerClient());
    }

    /** One open connection as the caps and the watchdog see it. */
    static final class Tracked {

        private final ClientKey client;
        private final AtomicBoolean holdsSlot = new AtomicBoolean();
        private volatile Connection connection;
        /** Why it is refused, beyond the caps; null when it holds a slot. */
        private volatile String refusal;
        /** Whether Jetty upgraded it (to a WebSocket): no more requests, so no head or answer to time. */
        private volatile boolean upgraded;
        /** Since when (System.nanoTime()) a request is being answered, or 0. */
        private volatile long answeringSince;
        /** Since when the connection has waited for its next request, never 0; 0 while one is answered. */
        private volatile long waitingSince = System.nanoTime() | 1;
        /** The bytes Jetty had read from it when it last began to wait. */
        private volatile long restBytes;
        /** When the watchdog first saw a head arriving (bytes beyond restBytes while waiting), or 0. */
        private volatile long headSince;

        Tracked(ClientKey client, Connection connection) {
            this.client = client;
            this.connection = connection;
        }

        /** Why the connection is refused ({@code 503}), or null when it holds a slot. */
        String refusal() {
            return refusal;
        }

        /**
         * Marks a request as being answered until its callback completes, when the connection
         * waits for the next one again.
         *
         * @param callback Jetty's callback of the request
         * @return the callback to complete instead
         */
        Callback answering(Callback callback) {
            waitingSince = 0;
            answeringSince = System.nanoTime() | 1;
            return new Callback.Nested(callback) {
                @Override
                public void succeeded() {
                    rest();
                    super.succeeded();
                }

                @Override
                public void failed(Throwable cause) {
                    rest();
                    super.failed(cause);
                }
            };
        }

        private void rest() {
            restBytes = connection.getBytesIn();
            headSince = 0;
            answeringSince = 0;
            waitingSince = System.nanoTime() | 1;
        }
    }

    @Override
    public void onOpened(Connection connection) {
        EndPoint endPoint = connection.getEndPoint();
        Tracked known = open.get(endPoint);
        if (known != null) {
            // A WebSocket upgrade: the same client on the same socket, with its slot.
            known.connection = connection;
            known.upgraded = true;
            return;
        }
        SocketAddress remote = endPoint.getRemoteSocketAddress();
        if (!(remote instanceof InetSocketAddress address) || address.getAddress() == null) {
            return;
        }
        ClientKey client = ClientKey.of(address.getAddress());
        Tracked tracked = new Tracked(client, connection);
        ClientQuota.Result taken = quota.tryAcquire(client);
        if (taken == ClientQuota.Result.ALL_TAKEN && makeRoomFor(client)) {
            taken = quota.tryAcquire(client);
        }
        if (taken == ClientQuota.Result.ACQUIRED) {
            tracked.holdsSlot.set(true);
        } else {
            tracked.refusal = taken == ClientQuota.Result.CLIENT_TAKEN
                    ? "this client has " + limits.maxConnectionsPerClient() + " connections open, the most one client "
                            + "may; close some and try again"
                    : "the server has " + limits.maxConnections() + " connections open, the most it takes; try again "
                            + "in a moment";
            endPoint.setIdleTimeout(REFUSED_IDLE_MILLIS);
        }
        open.put(endPoint, tracked);
    }

    @Override
    public void onClosed(Connection connection) {
        EndPoint endPoint = connection.getEndPoint();
        Tracked tracked = open.get(endPoint);
        if (tracked != null && tracked.connection == connection && !endPoint.isOpen()) {
            forget(endPoint, tracked);
        }
    }

    /** The connection of a request, or null when it is not one of these (it always is). */
    Tracked of(Request request) {
        return open.get(request.getConnectionMetaData().getConnection().getEndPoint());
    }

    private void forget(EndPoint endPoint, Tracked tracked) {
        if (open.remove(endPoint, tracked) && tracked.holdsSlot.compareAndSet(true, false)) {
            quota.release(tracked.client);
        }
    }

    /**
     * Makes room for a newcomer when every connection slot is taken: the client holding the most
     * connections, at least two more than the newcomer ({@link ClientQuota#largestHolderAbove}),
     * loses the one of them that has waited longest for a request, so that a few clients keeping
     * connections open cannot shut out the rest. A connection being answered is never closed.
     *
     * @return whether a slot was given back
     */
    private boolean makeRoomFor(ClientKey newcomer) {
        ClientKey largest = quota.largestHolderAbove(newcomer).orElse(null);
        if (largest == null) {
            return false;
        }
        Map.Entry<EndPoint, Tracked> oldest = null;
        for (Map.Entry<EndPoint, Tracked> entry : open.entrySet()) {
            Tracked tracked = entry.getValue();
            long since = tracked.waitingSince;
            if (tracked.client.equals(largest) && tracked.holdsSlot.get() && !tracked.upgraded && since != 0
                    && (oldest == null || since - oldest.getValue().waitingSince < 0)) {
                oldest = entry;
            }
        }
        if (oldest == null) {
            return false;
        }
        if (oldest.getValue().holdsSlot.compareAndSet(true, false)) {
            quota.release(largest);
        }
        oldest.getKey().close();
        return true;
    }

    /**
     * Closes the connections past a time limit: a request head arriving for longer than the head
     * time, an answer being written for longer than the write time. Run every quarter second; a
     * head's time counts from the first check that sees its bytes, so up to that much late.
     */
    void watch() {
        long now = System.nanoTime();
        for (Map.Entry<EndPoint, Tracked> entry : open.entrySet()) {
            EndPoint endPoint = entry.getKey();
            Tracked tracked = entry.getValue();
            if (!endPoint.isOpen()) {
                forget(endPoint, tracked);
                continue;
            }
            if (tracked.upgraded) {
                continue;
            }
            long answering = tracked.answeringSince;
            if (answering != 0) {
                if (now - answering > limits.bodyTime().toNanos() + limits.writeTime().toNanos()) {
                    endPoint.close();
                }
                continue;
            }
            if (tracked.connection.getBytesIn() > tracked.restBytes) {
                long since = tracked.headSince;
                if (since == 0) {
                    tracked.headSince = now | 1;
                } else if (now - since > limits.headTime().toNanos() && tracked.answeringSince == 0) {
                    endPoint.close();
                }
            }
        }
    }

    /** How many connections are open, for the tests. */
    int size() {
        return open.size();
    }
}
