package io.github.shogunsdk.examples.web;

import java.net.InetAddress;
import java.util.HashMap;
import java.util.Map;

/**
 * Counts what is in use, over all clients and per client address, against a limit for each: the
 * server's connections, and its engine searches. Thread-safe; an address holding nothing takes no
 * memory.
 */
final class ClientQuota {

    /** The outcome of {@link #tryAcquire}. */
    enum Result {
        /** Taken: release it when done. */
        ACQUIRED,
        /** Every slot of the server is in use. */
        ALL_TAKEN,
        /** The client uses as many slots as one client may. */
        CLIENT_TAKEN
    }

    private final int total;
    private final int perClient;
    private final Map<InetAddress, Integer> inUse = new HashMap<>();
    private int used;

    /**
     * Creates a quota.
     *
     * @param total the most slots in use at once
     * @param perClient the most slots one client address holds at once
     */
    ClientQuota(int total, int perClient) {
        this.total = total;
        this.perClient = perClient;
    }

    /** Takes a slot for a client, if both limits allow. */
    synchronized Result tryAcquire(InetAddress client) {
        int mine = inUse.getOrDefault(client, 0);
        if (mine >= perClient) {
            return Result.CLIENT_TAKEN;
        }
        if (used >= total) {
            return Result.ALL_TAKEN;
        }
        inUse.put(client, mine + 1);
        used++;
        return Result.ACQUIRED;
    }

    /** Gives back a slot the client took. */
    synchronized void release(InetAddress client) {
        Integer mine = inUse.get(client);
        if (mine == null) {
            throw new IllegalStateException("a slot was given back that " + client + " did not take");
        }
        if (mine == 1) {
            inUse.remove(client);
        } else {
            inUse.put(client, mine - 1);
        }
        used--;
    }

    /** The most slots in use at once. */
    int total() {
        return total;
    }

    /** The most slots one client holds at once. */
    int perClient() {
        return perClient;
    }

    /** How many slots are in use. */
    synchronized int used() {
        return used;
    }
}
