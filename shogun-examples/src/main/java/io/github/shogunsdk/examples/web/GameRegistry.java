package io.github.shogunsdk.examples.web;

import io.github.shogunsdk.api.Game;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Semaphore;
import java.util.function.LongSupplier;

/**
 * The games of a server, each under a random id. Memory stays bounded: a game unused for the idle
 * timeout is forgotten by {@link #sweep()} (which the server runs every so often), and when the
 * registry is full, adding a game forgets the one unused for longest.
 */
final class GameRegistry {

    private static final char[] ID_LETTERS = "abcdefghijkmnpqrstuvwxyz23456789".toCharArray();
    private static final int ID_LENGTH = 16;

    private final Map<String, GameSession> games = new ConcurrentHashMap<>();
    private final int maxGames;
    private final long idleNanos;
    private final LongSupplier clock;
    private final Semaphore searchPermits;
    private final SecureRandom random = new SecureRandom();

    /**
     * Creates an empty registry.
     *
     * @param maxGames the most games kept at once
     * @param idleTimeout how long an unused game is kept
     * @param maxSearches how many engine searches may run at once, over all games
     * @param clock the time in nanoseconds, as {@link System#nanoTime()} gives it
     */
    GameRegistry(int maxGames, Duration idleTimeout, int maxSearches, LongSupplier clock) {
        this.maxGames = maxGames;
        this.idleNanos = idleTimeout.toNanos();
        this.clock = clock;
        this.searchPermits = new Semaphore(maxSearches);
    }

    /** Adds a game under a new id, forgetting the least recently used game if the registry is full. */
    GameSession add(Game game) {
        synchronized (this) {
            while (games.size() >= maxGames) {
                games.values().stream().min(Comparator.comparingLong(GameSession::lastUsed))
                        .ifPresent(oldest -> remove(oldest.id()));
            }
            String id;
            do {
                id = newId();
            } while (games.containsKey(id));
            GameSession session = new GameSession(id, game, searchPermits, clock.getAsLong());
            games.put(id, session);
            return session;
        }
    }

    /**
     * Returns a game and marks it as used now.
     *
     * @throws HttpProblem 404 for an unknown id, or a game that was forgotten
     */
    GameSession get(String id) {
        GameSession session = games.get(id);
        if (session == null) {
            throw HttpProblem.notFound("no game " + HttpProblem.oneLine(id.length() > 40 ? id.substring(0, 40) + "…" : id)
                    + " on this server: it never existed, or it was unused for too long");
        }
        session.touch(clock.getAsLong());
        return session;
    }

    /** Forgets a game, stopping its search. */
    boolean remove(String id) {
        GameSession session = games.remove(id);
        if (session != null) {
            session.close();
        }
        return session != null;
    }

    /**
     * Forgets the games unused for longer than the idle timeout.
     *
     * @return how many were forgotten
     */
    int sweep() {
        long now = clock.getAsLong();
        List<String> idle = new ArrayList<>();
        for (GameSession session : games.values()) {
            if (now - session.lastUsed() > idleNanos) {
                idle.add(session.id());
            }
        }
        idle.forEach(this::remove);
        return idle.size();
    }

    int size() {
        return games.size();
    }

    /** Forgets every game. */
    void clear() {
        new ArrayList<>(games.keySet()).forEach(this::remove);
    }

    private String newId() {
        char[] id = new char[ID_LENGTH];
        for (int i = 0; i < id.length; i++) {
            id[i] = ID_LETTERS[random.nextInt(ID_LETTERS.length)];
        }
        return new String(id);
    }
}
