package io.github.shogunsdk.cli.web.game;

import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.spi.Messages;
import java.net.InetAddress;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;

/**
 * The games of a server, each under a random id. Memory stays bounded: a game unused for the idle
 * timeout is forgotten by {@link #sweep()} (which the server runs every so often), and when the
 * registry is full, adding a game forgets the one unused for longest among the games of the
 * clients that hold the most. One client ({@link ClientKey}: an IPv4 address, an IPv6 {@code /64})
 * keeps at most its own share of games (its next game forgets its own oldest) and of engine
 * searches, so neither one client nor a few can take every search slot or make the server forget
 * the games of clients that hold fewer.
 */
public final class GameRegistry {

    private static final char[] ID_LETTERS = "abcdefghijkmnpqrstuvwxyz23456789".toCharArray();
    private static final int ID_LENGTH = 16;

    private final Map<String, GameSession> games = new ConcurrentHashMap<>();
    private final int maxGames;
    private final int maxGamesPerClient;
    private final long idleNanos;
    private final LongSupplier clock;
    private final ClientQuota searches;
    /** Where the games' searches get their engine. */
    private volatile EngineSource engines = EngineSource.BUILT_IN;
    private final SecureRandom random = new SecureRandom();

    /**
     * Creates an empty registry.
     *
     * @param maxGames the most games kept at once
     * @param maxGamesPerClient the most games kept for one client (an IPv4 address, an IPv6 {@code /64})
     * @param idleTimeout how long an unused game is kept
     * @param maxSearches how many engine searches may run at once, over all games
     * @param maxSearchesPerClient how many engine searches one client may run at once
     * @param clock the time in nanoseconds, as {@link System#nanoTime()} gives it
     */
    public GameRegistry(int maxGames, int maxGamesPerClient, Duration idleTimeout, int maxSearches,
            int maxSearchesPerClient, LongSupplier clock) {
        this.maxGames = maxGames;
        this.maxGamesPerClient = maxGamesPerClient;
        this.idleNanos = idleTimeout.toNanos();
        this.clock = clock;
        this.searches = new ClientQuota(maxSearches, maxSearchesPerClient);
    }

    /**
     * Sets where the searches of games added from now on get their engine.
     *
     * @param source the SDK's engine, or an external program
     * @return this registry
     */
    public GameRegistry withEngines(EngineSource source) {
        this.engines = source;
        return this;
    }

    /**
     * Adds a game under a new id. A client that already has its share of games forgets its own
     * least recently used one; otherwise a full registry forgets the least recently used game of
     * the clients holding the most games, never a game of a client holding fewer.
     *
     * @param game the game
     * @param client the address of the client that created it
     * @return the game's session
     */
    public GameSession add(Game game, InetAddress client) {
        return add(GameTree.of(game), client);
    }

    /**
     * Reads a record and adds it under a new id, showing the end of its main line, as
     * {@link #add(Game, InetAddress)} adds a game.
     *
     * @param sgn the record's text
     * @param client the address of the client that loaded it
     * @return the game's session
     * @throws GameException.Refused if the record cannot be read or replayed, or holds more plies than the server keeps
     */
    public GameSession load(String sgn, InetAddress client) {
        return add(GameTree.read(sgn), client);
    }

    /**
     * Adds a record under a new id, showing the end of its main line, as {@link #add(Game, InetAddress)} adds a game.
     *
     * @param tree the record
     * @param client the address of the client that created it
     * @return the game's session
     */
    GameSession add(GameTree tree, InetAddress client) {
        ClientKey owner = ClientKey.of(client);
        synchronized (this) {
            Map<ClientKey, List<GameSession>> byOwner = new HashMap<>();
            for (GameSession session : games.values()) {
                byOwner.computeIfAbsent(session.owner(), key -> new ArrayList<>()).add(session);
            }
            List<GameSession> own = byOwner.getOrDefault(owner, List.of());
            if (own.size() >= maxGamesPerClient) {
                forgetLeastRecentlyUsed(own, byOwner);
            }
            while (games.size() >= maxGames) {
                int most = byOwner.values().stream().mapToInt(List::size).max().orElse(0);
                forgetLeastRecentlyUsed(byOwner.values().stream().filter(held -> held.size() == most)
                        .flatMap(List::stream).toList(), byOwner);
            }
            String id;
            do {
                id = newId();
            } while (games.containsKey(id));
            GameSession session = new GameSession(id, tree, client, searches, clock.getAsLong(), engines);
            games.put(id, session);
            return session;
        }
    }

    /** Forgets the least recently used of some games, and takes it out of the games by owner. */
    private void forgetLeastRecentlyUsed(List<GameSession> candidates, Map<ClientKey, List<GameSession>> byOwner) {
        GameSession oldest = candidates.stream().min(Comparator.comparingLong(GameSession::lastUsed)).orElseThrow();
        remove(oldest.id());
        List<GameSession> held = byOwner.get(oldest.owner());
        held.remove(oldest);
        if (held.isEmpty()) {
            byOwner.remove(oldest.owner());
        }
    }

    /**
     * Returns a game and marks it as used now.
     *
     * @param id the game's id
     * @return its session
     * @throws GameException.NotFound for an unknown id, or a game that was forgotten
     */
    public GameSession get(String id) {
        GameSession session = games.get(id);
        if (session == null) {
            throw new GameException.NotFound("no game " + Messages.oneLine(id)
                    + " on this server: it never existed, or it was unused for too long");
        }
        session.touch(clock.getAsLong());
        return session;
    }

    /**
     * Ends the analyses of a client's other games and waits until their search slots are free: a
     * client looks at one position at a time, and its slots are few.
     *
     * @param client the client's address; the games of its network ({@link ClientKey}) are its own
     * @param except the game whose analysis it starts
     */
    public void endAnalysesOf(InetAddress client, GameSession except) {
        ClientKey key = ClientKey.of(client);
        for (GameSession session : games.values()) {
            if (session != except && session.owner().equals(key)) {
                session.endAnalysis();
            }
        }
    }

    /**
     * Forgets a game, stopping its engine jobs.
     *
     * @param id the game's id
     * @return whether there was such a game
     */
    public boolean remove(String id) {
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
    public int sweep() {
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

    /**
     * Returns how many games are kept.
     *
     * @return the number of games
     */
    public int size() {
        return games.size();
    }

    /** Forgets every game. */
    public void clear() {
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
