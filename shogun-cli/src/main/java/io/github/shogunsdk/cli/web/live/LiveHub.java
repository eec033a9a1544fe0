package io.github.shogunsdk.cli.web.live;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.shogunsdk.cli.web.game.ClientKey;
import io.github.shogunsdk.cli.web.game.GameException;
import io.github.shogunsdk.cli.web.game.GameRegistry;
import io.github.shogunsdk.cli.web.game.GameSession;
import io.github.shogunsdk.cli.web.game.LiveGame;
import io.github.shogunsdk.cli.web.game.OriginGuard;
import io.github.shogunsdk.cli.web.game.Revised;
import io.github.shogunsdk.cli.web.game.SeatedLive;
import java.io.PrintStream;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import org.eclipse.jetty.http.pathmap.PathSpec;
import org.eclipse.jetty.websocket.server.ServerWebSocketContainer;

/**
 * The live sockets of one process, by game: told of every change committed here (by the
 * registry) and, on a shared PostgreSQL, of every change committed by another process (by its
 * {@code NOTIFY}, through one listening connection per process), it reads the game again and
 * pushes its state to the game's sockets. Pushes of one game are coalesced: a game changed twice
 * before its push runs is pushed once, at its latest revision, and a socket never receives an
 * older revision after a newer one.
 */
public final class LiveHub implements AutoCloseable {

    private final GameRegistry games;
    private final LiveLimits limits;
    private final PrintStream log;
    private final LiveMessages messages = new LiveMessages(new ObjectMapper().findAndRegisterModules());
    private final Map<String, Set<LiveSocket>> watching = new ConcurrentHashMap<>();
    private final Map<ClientKey, Integer> perClient = new ConcurrentHashMap<>();
    /** The games changed whose push has not started yet. */
    private final Set<String> dirty = ConcurrentHashMap.newKeySet();
    private final ExecutorService pushes;
    private final AutoCloseable otherProcesses;

    /**
     * Creates the live layer of a registry's games and starts listening for their changes.
     *
     * @param games the games
     * @param limits the bounds of each client's sockets
     * @param log where internal errors are reported
     */
    public LiveHub(GameRegistry games, LiveLimits limits, PrintStream log) {
        this.games = games;
        this.limits = limits;
        this.log = log;
        this.pushes = Executors.newFixedThreadPool(2, task -> {
            Thread thread = new Thread(task, "shogun-live-push");
            thread.setDaemon(true);
            return thread;
        });
        games.withCommitListener(this::changed);
        this.otherProcesses = games.listenToOtherProcesses(this::changed);
    }

    /**
     * Mounts the live sockets on a server's WebSocket container, with the limits of this hub.
     *
     * @param container the server's WebSocket container
     * @param guard the hosts and origins the server answers to; the upgrade's origin is checked as a change's
     * @param path where the upgrade is, with the game's id as its {@code id} parameter
     */
    public void mount(ServerWebSocketContainer container, OriginGuard guard, PathSpec path) {
        container.setMaxTextMessageSize(limits.maxMessage());
        container.setMaxBinaryMessageSize(limits.maxMessage());
        container.setMaxFrameSize(limits.maxMessage());
        container.setIdleTimeout(limits.idleTime());
        // Jetty's own queue fails a send past it; the socket's count closes the client first.
        container.setMaxOutgoingFrames(limits.maxPending() + 8);
        container.addMapping(path, new LiveEndpoint(this, guard));
    }

    /**
     * Returns how many live sockets are open now.
     *
     * @return the count over all games
     */
    public int sockets() {
        return watching.values().stream().mapToInt(Set::size).sum();
    }

    GameRegistry games() {
        return games;
    }

    LiveLimits limits() {
        return limits;
    }

    LiveMessages messages() {
        return messages;
    }

    PrintStream log() {
        return log;
    }

    /** Takes a socket slot of a client, or refuses when it holds its share. */
    boolean admit(ClientKey client) {
        boolean[] admitted = {false};
        perClient.compute(client, (key, held) -> {
            int now = held == null ? 0 : held;
            admitted[0] = now < limits.maxSocketsPerClient();
            return admitted[0] ? now + 1 : now;
        });
        return admitted[0];
    }

    void release(ClientKey client) {
        perClient.computeIfPresent(client, (key, held) -> held <= 1 ? null : held - 1);
    }

    void subscribe(String id, LiveSocket socket) {
        watching.computeIfAbsent(id, key -> ConcurrentHashMap.newKeySet()).add(socket);
    }

    void unsubscribe(String id, LiveSocket socket) {
        watching.computeIfPresent(id, (key, held) -> {
            held.remove(socket);
            return held.isEmpty() ? null : held;
        });
    }

    /** A game changed, here or in another process: its sockets get its state, soon and once. */
    private void changed(String id) {
        if (watching.containsKey(id) && dirty.add(id)) {
            try {
                pushes.execute(() -> push(id));
            } catch (RejectedExecutionException closing) {
                dirty.remove(id);
            }
        }
    }

    private void push(String id) {
        dirty.remove(id);
        Set<LiveSocket> sockets = watching.get(id);
        if (sockets == null || sockets.isEmpty()) {
            return;
        }
        Revised now;
        try {
            GameSession game = games.get(id);
            if (SeatedLive.hasSeats(game)) {
                // Each socket sees a game for two as its own seat or a watcher does.
                sockets.forEach(LiveSocket::pushSeated);
                return;
            }
            now = LiveGame.current(game);
        } catch (GameException gone) {
            String text = messages.error(gone.getMessage());
            sockets.forEach(socket -> socket.closeWith(text));
            return;
        } catch (RuntimeException unexpected) {
            log.println("shogun serve: internal error pushing the game " + id + ": " + unexpected);
            return;
        }
        String text = messages.state(now);
        for (LiveSocket socket : sockets) {
            socket.push(now.revision(), text);
        }
    }

    /** Stops pushing and listening; the server closes the sockets. */
    @Override
    public void close() {
        pushes.shutdownNow();
        try {
            otherProcesses.close();
        } catch (Exception e) {
            // The listener's thread ends with the process anyway.
        }
        games.withCommitListener(id -> { });
    }
}
