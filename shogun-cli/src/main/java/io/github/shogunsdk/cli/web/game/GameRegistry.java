package io.github.shogunsdk.cli.web.game;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.spi.Messages;
import io.github.shogunsdk.cli.web.clock.TimeControl;
import io.github.shogunsdk.cli.web.seat.TwoPlayerFlow;
import io.github.shogunsdk.cli.web.store.GameStore;
import io.github.shogunsdk.cli.web.store.StoreException;
import io.github.shogunsdk.cli.web.store.StoredGame;
import java.net.InetAddress;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * The games of a server, each under a random id. Memory stays bounded: a game unused for the idle
 * timeout is forgotten by {@link #sweep()} (which the server runs every so often), and when the
 * registry is full, adding a game forgets the one unused for longest among the games of the
 * clients that hold the most. One client ({@link ClientKey}: an IPv4 address, an IPv6 {@code /64})
 * keeps at most its own share of games (its next game forgets its own oldest) and of engine
 * searches, so neither one client nor a few can take every search slot or make the server forget
 * the games of clients that hold fewer.
 *
 * <p>A registry given a {@link GameStore} ({@link #withStore}) keeps every game there: a game is written there when
 * it is created and at each change, before the change is answered; what the registry holds in
 * memory is a cache of it. A game forgotten from memory (idle, or pushed out by the caps above)
 * stays in the store and is read back when it is next asked for, by this process or by another
 * one sharing the store. A store shared by several processes is asked for a game's revision each
 * time the game is used, and a copy older than the store's is read again. The store's sweep
 * deletes the games that have not changed for the time the registry keeps them.
 */
public final class GameRegistry {

    static final char[] ID_LETTERS = "abcdefghijkmnpqrstuvwxyz23456789".toCharArray();
    static final int ID_LENGTH = 16;

    private final Map<String, GameSession> games = new ConcurrentHashMap<>();
    private final int maxGames;
    private final int maxGamesPerClient;
    private final long idleNanos;
    private final LongSupplier clock;
    private final ClientQuota searches;
    /** Where the games' searches get their engine. */
    private volatile EngineSource engines = EngineSource.BUILT_IN;
    private final SecureRandom random = new SecureRandom();
    /** Where every game is kept, or null: then a game forgotten from memory is gone. */
    private volatile GameStore store;
    /** The time the store's rows carry. */
    private volatile Clock wallClock = Clock.systemUTC();
    /** How long a game that does not change is kept in the store; zero keeps games for ever. */
    private volatile Duration keep = Duration.ZERO;
    /** What settles games for two when a flag falls; made at first use unless one is given. */
    private volatile FlagTimer flagTimer;
    /** The games for two this registry has held since it started: reading one of the others is a restart. */
    private final Set<String> servedTwoPlayers = ConcurrentHashMap.newKeySet();
    /** Told the id of each game whose change this process commits (the live layer). */
    private volatile Consumer<String> commitListener = id -> { };

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
     * Keeps the games in a store from now on, and sweeps from it the games that have not changed
     * for a while.
     *
     * @param games the store
     * @param clock the time the store's rows carry, which the sweep compares
     * @param keepFor how long a game that does not change is kept after its last change, finished
     *     or not; {@link Duration#ZERO} keeps every game
     * @return this registry
     */
    public GameRegistry withStore(GameStore games, Clock clock, Duration keepFor) {
        this.store = games;
        this.wallClock = clock;
        this.keep = keepFor;
        return this;
    }

    /**
     * Tells a listener of every change this process commits to a game, with the game's id, under
     * the game's lock and before the change is answered: the listener must return at once.
     *
     * @param listener receives the id of each game changed here
     * @return this registry
     */
    public GameRegistry withCommitListener(Consumer<String> listener) {
        this.commitListener = listener;
        return this;
    }

    /**
     * Listens for the changes other processes commit to a shared store (PostgreSQL's {@code NOTIFY}),
     * with each game's id (its own commits may be told too); without a shared store, nothing is told.
     *
     * @param listener receives the ids on the store's thread; must return at once
     * @return what ends the listening when closed
     */
    public AutoCloseable listenToOtherProcesses(Consumer<String> listener) {
        GameStore held = store;
        return held == null || !held.shared() ? () -> { } : held.listen(listener);
    }

    /**
     * Adds a game under a new id. A client that already has its share of games forgets its own
     * least recently used one; otherwise a full registry forgets the least recently used game of
     * the clients holding the most games, never a game of a client holding fewer.
     *
     * @param game the game
     * @param client the address of the client that created it
     * @return the game's session
     * @throws GameException.Busy if the game cannot be written to the store
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
     * @throws GameException.Busy if the game cannot be written to the store
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
        String id;
        do {
            id = newId();
        } while (games.containsKey(id));
        GameSession session = new GameSession(id, tree, owner, searches, clock.getAsLong(), engines);
        if (store != null) {
            // Written before it is answered, or not made at all.
            session.attach(GameRow.insert(store, wallClock, id, owner, tree));
        }
        return cache(session);
    }

    /**
     * Holds a game in memory, forgetting others first as the caps require (they stay in the store):
     * the client's own least recently used game when it holds its share, then the least recently
     * used of the clients holding the most while the registry is full.
     *
     * @return the game held: this one, or one of the same id read meanwhile by another thread
     */
    private GameSession cache(GameSession session) {
        ClientKey owner = session.owner();
        session.commits.tell(id -> commitListener.accept(id));
        synchronized (this) {
            GameSession already = games.get(session.id());
            if (already != null) {
                return already;
            }
            Map<ClientKey, List<GameSession>> byOwner = new HashMap<>();
            for (GameSession kept : games.values()) {
                byOwner.computeIfAbsent(kept.owner(), key -> new ArrayList<>()).add(kept);
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
            games.put(session.id(), session);
            return session;
        }
    }

    /** Forgets the least recently used of some games, and takes it out of the games by owner. */
    private void forgetLeastRecentlyUsed(List<GameSession> candidates, Map<ClientKey, List<GameSession>> byOwner) {
        GameSession oldest = candidates.stream().min(Comparator.comparingLong(GameSession::lastUsed)).orElseThrow();
        forget(oldest.id());
        List<GameSession> held = byOwner.get(oldest.owner());
        held.remove(oldest);
        if (held.isEmpty()) {
            byOwner.remove(oldest.owner());
        }
    }

    /**
     * Returns a game and marks it as used now: from memory, or read from the store (where another
     * process may have made or changed it).
     *
     * @param id the game's id
     * @return its session
     * @throws GameException.NotFound for an unknown id, a game that was swept or deleted, or (without
     *     a store) a game that was forgotten
     * @throws GameException.Busy if the store cannot be read
     */
    public GameSession get(String id) {
        GameSession session = games.get(id);
        try {
            if (session == null && store == null) {
                throw notFound(id);
            }
            if (session != null && store != null && store.shared()) {
                OptionalLong revision = store.revision(id);
                if (revision.isEmpty()) {
                    forget(id);
                    throw notFound(id);
                }
                if (revision.getAsLong() != session.revision()) {
                    session.reload();
                }
            }
            if (session == null) {
                session = read(id);
            }
        } catch (StoreException e) {
            throw new GameException.Busy("the game " + Messages.oneLine(id) + " cannot be read now: "
                    + GameException.oneLine(String.valueOf(e.getMessage())) + "; try again in a moment");
        }
        session.touch(clock.getAsLong());
        return session;
    }

    /** Reads a game from the store into memory. */
    private GameSession read(String id) {
        if (id.length() > ID_LENGTH * 2) {
            throw notFound(id);
        }
        Optional<StoredGame> stored = store.find(id);
        if (stored.isEmpty()) {
            throw notFound(id);
        }
        GameSession session = new GameSession(id, GameRow.tree(stored.get()), new ClientKey(stored.get().owner()),
                searches, clock.getAsLong(), engines);
        session.attach(GameRow.of(store, wallClock, stored.get()));
        if (!TwoPlayerGame.MODE.equals(stored.get().mode())) {
            return cache(session);
        }
        return TwoPlayers.read(this, session, stored.get().state(), !store.shared() && servedTwoPlayers.add(id));
    }

    private static GameException.NotFound notFound(String id) {
        return new GameException.NotFound("no game " + Messages.oneLine(id)
                + " on this server: it never existed, or it was deleted or unused for too long");
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
     * Deletes a game, from the store and from memory, stopping its engine jobs.
     *
     * @param id the game's id
     * @return whether there was such a game
     * @throws GameException.Busy if it cannot be deleted from the store (it is then kept)
     */
    public boolean remove(String id) {
        boolean stored;
        try {
            stored = store != null && store.delete(id);
        } catch (StoreException e) {
            throw new GameException.Busy("the game could not be deleted: " + GameException.oneLine(
                    String.valueOf(e.getMessage())) + "; try again in a moment");
        }
        return forget(id) || stored;
    }

    /** Forgets a game from memory, stopping its engine jobs; it stays in the store. */
    private boolean forget(String id) {
        GameSession session = games.remove(id);
        if (session != null) {
            session.close();
        }
        return session != null;
    }

    /**
     * Forgets from memory the games unused for longer than the idle timeout (they stay in the
     * store), and deletes from the store the games that have not changed for the time games are
     * kept ({@link #withStore}). A store that cannot be reached is swept next time.
     *
     * @return how many were forgotten from memory
     */
    public int sweep() {
        long now = clock.getAsLong();
        List<String> idle = new ArrayList<>();
        for (GameSession session : games.values()) {
            if (now - session.lastUsed() > idleNanos) {
                idle.add(session.id());
            }
        }
        idle.forEach(this::forget);
        if (store != null && !keep.isZero()) {
            try {
                store.sweep(wallClock.instant().minus(keep));
            } catch (StoreException e) {
                // Nothing lost: the same games are swept next time.
            }
        }
        return idle.size();
    }

    /**
     * Makes a game for two people: two seat tokens, a watch id, and the game waiting for both seats.
     *
     * @param game the game, at its start
     * @param control how it is timed
     * @param client the address of the client that created it
     * @return the game's id, its links (the tokens, this once) and its state as a watcher sees it
     * @throws GameException.Busy if the game cannot be written to the store
     */
    public TwoPlayerViews.Created addTwoPlayers(Game game, TimeControl control, InetAddress client) {
        return TwoPlayers.create(this, game, control, ClientKey.of(client), null);
    }

    /**
     * Makes a game against the engine with a clock: the person's seat link (the engine's seat has
     * none), a watch id, and the game waiting for the person to open the link. The engine's move
     * is asked for as in any game ({@link GameSession#startSearch}); its search is limited by its
     * clock and its flag never falls.
     *
     * @param game the game, at its start
     * @param control how it is timed
     * @param engineSide the side the engine plays
     * @param client the address of the client that created it
     * @return the game's id, the person's link (the token, this once), the watch link and its state
     * @throws GameException.Busy if the game cannot be written to the store
     */
    public TwoPlayerViews.Created addAgainstEngine(Game game, TimeControl control, Colour engineSide, InetAddress client) {
        return TwoPlayers.create(this, game, control, ClientKey.of(client), engineSide);
    }

    /**
     * Returns the game for two a watch link shows.
     *
     * @param watchId the watch id of the link
     * @return the game's seats and clocks
     * @throws GameException.NotFound when no game has that watch id
     */
    public TwoPlayerGame watch(String watchId) {
        return TwoPlayers.watch(this, watchId);
    }

    /**
     * Settles games for two by this timer from now on, instead of one on a thread of its own.
     *
     * @param timer the timer
     * @return this registry
     */
    public GameRegistry withFlagTimer(FlagTimer timer) {
        this.flagTimer = timer;
        return this;
    }

    /** The timer that settles games for two. */
    FlagTimer flagTimer() {
        FlagTimer timer = flagTimer;
        if (timer == null) {
            synchronized (this) {
                if (flagTimer == null) {
                    flagTimer = FlagTimer.scheduled(wallClock);
                }
                timer = flagTimer;
            }
        }
        return timer;
    }

    /** The wall clock's instant in milliseconds: the instants of the games for two. */
    long millis() {
        return wallClock.millis();
    }

    SecureRandom random() {
        return random;
    }

    /** Holds a new session of a game for two, written to the store first; remembers it as served here. */
    GameSession addTwoPlayerSession(String id, GameTree tree, ClientKey owner, TwoPlayerFlow flow) {
        GameSession session = new GameSession(id, tree, owner, searches, clock.getAsLong(), engines);
        if (store != null) {
            session.attach(GameRow.insert(store, wallClock, id, owner, tree, TwoPlayerGame.MODE, TwoPlayers.state(flow)));
        }
        session.twoPlayers = new TwoPlayerGame(session, this, flow);
        servedTwoPlayers.add(id);
        return cache(session);
    }

    /** Holds a session read from the store; for games for two, once their part is set. */
    GameSession hold(GameSession session) {
        return cache(session);
    }

    /** Tells whether a game is held in memory or exists in the store, for a new game's id. */
    boolean taken(String id) {
        try {
            return games.containsKey(id) || store != null && store.find(id).isPresent();
        } catch (StoreException e) {
            throw new GameException.Busy("a new game cannot be made now: " + GameException.oneLine(
                    String.valueOf(e.getMessage())) + "; try again in a moment");
        }
    }

    /** Settles a game for two whose flag may have fallen, for the flag timer; retried while the store is out of reach. */
    void settleFlag(String id) {
        try {
            GameSession session = get(id);
            if (session.twoPlayers != null) {
                session.twoPlayers.settleNow();
            }
        } catch (GameException.Busy e) {
            flagTimer().arm(id, millis() + 1_000, () -> settleFlag(id));
        } catch (GameException e) {
            // Deleted or swept: nothing to settle.
        }
    }

    /**
     * Returns how many games are kept.
     *
     * @return the number of games
     */
    public int size() {
        return games.size();
    }

    /** Forgets every game from memory, stopping their engine jobs; the store keeps them. */
    public void clear() {
        new ArrayList<>(games.keySet()).forEach(this::forget);
    }

    private String newId() {
        char[] id = new char[ID_LENGTH];
        for (int i = 0; i < id.length; i++) {
            id[i] = ID_LETTERS[random.nextInt(ID_LETTERS.length)];
        }
        return new String(id);
    }
}
