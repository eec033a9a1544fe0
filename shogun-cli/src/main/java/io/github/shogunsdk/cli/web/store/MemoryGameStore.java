package io.github.shogunsdk.cli.web.store;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * A store in this process's memory: games last as long as the process. For tests, and for a server
 * started by a program without a database; {@code shogun serve} always has a database.
 */
public final class MemoryGameStore implements GameStore {

    private final Map<String, StoredGame> games = new ConcurrentHashMap<>();
    private final List<Consumer<String>> listeners = new CopyOnWriteArrayList<>();

    /** Creates an empty store. */
    public MemoryGameStore() {
    }

    @Override
    public void insert(StoredGame game) {
        if (games.putIfAbsent(game.id(), game) != null) {
            throw new StoreException("a game of id " + game.id() + " is already kept", null);
        }
        changed(game.id());
    }

    @Override
    public boolean update(StoredGame game) {
        boolean[] written = new boolean[1];
        games.computeIfPresent(game.id(), (id, kept) -> {
            written[0] = kept.revision() == game.revision() - 1;
            return written[0] ? game : kept;
        });
        if (written[0]) {
            changed(game.id());
        }
        return written[0];
    }

    @Override
    public Optional<StoredGame> find(String id) {
        return Optional.ofNullable(games.get(id));
    }

    @Override
    public OptionalLong revision(String id) {
        StoredGame game = games.get(id);
        return game == null ? OptionalLong.empty() : OptionalLong.of(game.revision());
    }

    @Override
    public boolean delete(String id) {
        boolean deleted = games.remove(id) != null;
        if (deleted) {
            changed(id);
        }
        return deleted;
    }

    @Override
    public int sweep(Instant changedBefore) {
        int before = games.size();
        games.values().removeIf(game -> game.updated().isBefore(changedBefore));
        return before - games.size();
    }

    @Override
    public boolean shared() {
        return false;
    }

    @Override
    public AutoCloseable listen(Consumer<String> listener) {
        listeners.add(listener);
        return () -> listeners.remove(listener);
    }

    private void changed(String id) {
        for (Consumer<String> listener : listeners) {
            listener.accept(id);
        }
    }

    @Override
    public void close() {
        listeners.clear();
    }
}
