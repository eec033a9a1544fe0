package io.github.shogunsdk.cli.web.game;

import java.net.InetAddress;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Counts what is in use, over all clients and per client ({@link ClientKey}: an IPv4 address, an
 * IPv6 {@code /64}), against a limit for each: the server's connections, and its engine searches.
 * When every slot is taken, {@link #largestHolderAbove} names the client a newcomer may take a slot
 * from, so that a few clients holding everything cannot shut out the rest. Thread-safe; a client
 * holding nothing takes no memory.
 */
public final class ClientQuota {

    /** The outcome of {@link #tryAcquire}. */
    public enum Result {
        /** Taken: release it when done. */
        ACQUIRED,
        /** Every slot of the server is in use. */
        ALL_TAKEN,
        /** The client uses as many slots as one client may. */
        CLIENT_TAKEN
    }

    private final int total;
    private final int perClient;
    private final Map<ClientKey, Integer> inUse = new HashMap<>();
    private int used;

    /**
     * Creates a quota.
     *
     * @param total the most slots in use at once
     * @param perClient the most slots one client holds at once
     */
    public ClientQuota(int total, int perClient) {
        this.total = total;
        this.perClient = perClient;
    }

    /** Takes a slot for the client of an address, if both limits allow. */
    Result tryAcquire(InetAddress address) {
        return tryAcquire(ClientKey.of(address));
    }

    /**
     * Takes a slot for a client, if both limits allow.
     *
     * @param client the client
     * @return {@link Result#ACQUIRED}, or which limit refused it
     */
    public synchronized Result tryAcquire(ClientKey client) {
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

    /** Gives back a slot the client of an address took. */
    void release(InetAddress address) {
        release(ClientKey.of(address));
    }

    /**
     * Gives back a slot the client took.
     *
     * @param client the client
     * @throws IllegalStateException if it holds none
     */
    public synchronized void release(ClientKey client) {
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

    /**
     * The client that holds the most slots, if it holds at least two more than a newcomer: the one
     * whose slot the newcomer may take when every slot is in use. Taking one from it leaves it at
     * least as many as the newcomer then holds, so two clients never take slots back and forth,
     * and a client holding no more than its fair share keeps all of them.
     *
     * @param newcomer the client asking for a slot
     * @return the client to take a slot from, or empty when no one holds that many more
     */
    public synchronized Optional<ClientKey> largestHolderAbove(ClientKey newcomer) {
        int mine = inUse.getOrDefault(newcomer, 0);
        ClientKey largest = null;
        int most = mine + 1;
        for (Map.Entry<ClientKey, Integer> holder : inUse.entrySet()) {
            if (holder.getValue() > most) {
                largest = holder.getKey();
                most = holder.getValue();
            }
        }
        return Optional.ofNullable(largest);
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

    /** How many slots a client holds. */
    synchronized int heldBy(ClientKey client) {
        return inUse.getOrDefault(client, 0);
    }
}
