package io.github.shogunsdk.cli.web.store;

import java.time.Instant;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Consumer;

/**
 * A store for tests that fails every write while told to, with a message of the test's choosing,
 * and says whether it is shared between processes; it keeps its games in another store.
 */
public final class FlakyStore implements GameStore {
    private final GameStore inner;
    private final boolean shared;
    private final String failure;
    /** While true, every insert, update and delete throws a {@link StoreException}. */
    public volatile boolean failing;

    /**
     * A store over another.
     *
     * @param inner keeps the games
     * @param shared what {@link #shared()} answers
     * @param failure the message of the writes that fail
     */
    public FlakyStore(GameStore inner, boolean shared, String failure) {
        this.inner = inner;
        this.shared = shared;
        this.failure = failure;
    }

    private void check() {
        if (failing) {
            throw new StoreException(failure, null);
        }
    }

    @Override
    public void insert(StoredGame game) {
        check();
        inner.insert(game);
    }

    @Override
    public boolean update(StoredGame game) {
        check();
        return inner.update(game);
    }

    @Override
    public Optional<StoredGame> find(String id) {
        return inner.find(id);
    }

    @Override
    public OptionalLong revision(String id) {
        return inner.revision(id);
    }

    @Override
    public boolean delete(String id) {
        check();
        return inner.delete(id);
    }

    @Override
    public int sweep(Instant changedBefore) {
        return inner.sweep(changedBefore);
    }

    @Override
    public boolean shared() {
        return shared;
    }

    @Override
    public AutoCloseable listen(Consumer<String> listener) {
        return inner.listen(listener);
    }

    @Override
    public void close() {
        inner.close();
    }
}
