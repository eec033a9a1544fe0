package io.github.shogunsdk.cli.web.store;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import io.github.shogunsdk.api.spi.Messages;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.OptionalLong;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.FlywayException;

/**
 * The games in a database through JDBC: the embedded H2 database of a folder or PostgreSQL, on a
 * HikariCP pool, its schema migrated by Flyway when it opens (Flyway locks the schema while it
 * migrates, so servers started together on one PostgreSQL migrate it once). On PostgreSQL every
 * write also sends a {@code NOTIFY} on the channel {@value #CHANNEL} with the game's id, in its
 * transaction, so it reaches the listeners of every process once committed ({@link #listen}).
 */
public final class JdbcGameStore implements GameStore {

    /** The PostgreSQL channel each change is notified on, with the game's id as its payload. */
    public static final String CHANNEL = "shogun_games";

    /** Flyway's migrations, SQL files that both databases read. */
    private static final String MIGRATIONS = "classpath:io/github/shogunsdk/cli/web/store/migration";

    /**
     * Flyway's logger, which without an SLF4J binding is java.util.logging's: silenced, as the server
     * writes nothing per start-up step (a failed migration is an exception, reported in one line).
     * Held here so that the setting is not lost with a logger that is collected.
     */
    private static final Logger FLYWAY_LOG = Logger.getLogger("org.flywaydb");

    private static final String COLUMNS = "id, revision, owner, created_at, updated_at, finished_at, record, "
            + "node_path, mode, engine, state_version, state";

    private final HikariDataSource pool;
    private final StoreLocation location;
    private final List<Consumer<String>> listeners = new CopyOnWriteArrayList<>();
    /** The thread that listens to PostgreSQL's notifications, started by the first listener; under this. */
    private NotificationListener notifications;

    private JdbcGameStore(HikariDataSource pool, StoreLocation location) {
        this.pool = pool;
        this.location = location;
    }

    /**
     * Opens the store: connects, then creates or migrates the schema.
     *
     * @param location where the games are
     * @return the open store
     * @throws StoreException if the database cannot be reached or migrated, in one line without credentials
     */
    public static JdbcGameStore open(StoreLocation location) {
        location.prepare();
        // The pool and the migrations log through SLF4J, which this program does not bind: say nothing of it.
        if (System.getProperty("slf4j.internal.verbosity") == null) {
            System.setProperty("slf4j.internal.verbosity", "ERROR");
        }
        FLYWAY_LOG.setLevel(Level.OFF);
        if (!location.postgres()) {
            compact(location);
        }
        HikariConfig config = new HikariConfig();
        config.setPoolName("shogun-store");
        config.setJdbcUrl(location.jdbcUrl());
        if (location.postgres()) {
            if (location.user() != null) {
                config.setUsername(location.user());
            }
            if (location.password() != null) {
                config.setPassword(location.password());
            }
            // A database that stops answering fails a request within seconds instead of holding it.
            config.addDataSourceProperty("connectTimeout", "5");
            config.addDataSourceProperty("socketTimeout", "15");
        }
        config.setMaximumPoolSize(location.postgres() ? 8 : 4);
        config.setMinimumIdle(1);
        config.setConnectionTimeout(5_000);
        config.setValidationTimeout(2_000);
        config.setInitializationFailTimeout(1);
        HikariDataSource pool;
        try {
            pool = new HikariDataSource(config);
        } catch (RuntimeException e) {
            throw new StoreException("cannot open " + location + ": " + reason(e), e);
        }
        try {
            Flyway.configure(JdbcGameStore.class.getClassLoader()).dataSource(pool).locations(MIGRATIONS)
                    .table("shogun_schema_history").load().migrate();
        } catch (FlywayException | IllegalStateException e) {
            pool.close();
            throw new StoreException("cannot prepare the games' tables in " + location + ": " + reason(e), e);
        }
        return new JdbcGameStore(pool, location);
    }

    /**
     * Rewrites the embedded database's file compactly before the pool opens it: it appends each
     * commit ({@link StoreLocation#jdbcUrl()}), so it grows while a server runs, by about 10 KiB
     * a change, and shrinks back at the next start. H2 writes the compacted file beside the old
     * one and moves it over it in one step.
     */
    private static void compact(StoreLocation location) {
        try (Connection connection = org.h2.Driver.load().connect(location.jdbcUrl(), new Properties());
                Statement shutdown = connection.createStatement()) {
            shutdown.execute("SHUTDOWN COMPACT");
        } catch (SQLException | RuntimeException e) {
            throw new StoreException("cannot open " + location + ": " + reason(e), e);
        }
    }

    @Override
    public void insert(StoredGame game) {
        write("save the game " + game.id(), game.id(), connection -> {
            try (PreparedStatement insert = connection.prepareStatement("INSERT INTO shogun_games (" + COLUMNS
                    + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
                insert.setString(1, game.id());
                insert.setLong(2, game.revision());
                insert.setString(3, game.owner());
                insert.setObject(4, time(game.created()));
                setValues(insert, 5, game);
                insert.executeUpdate();
            }
            notify(connection, game.id());
            return true;
        });
    }

    @Override
    public boolean update(StoredGame game) {
        return write("save the game " + game.id(), game.id(), connection -> {
            try (PreparedStatement update = connection.prepareStatement("UPDATE shogun_games SET updated_at = ?, "
                    + "finished_at = ?, record = ?, node_path = ?, mode = ?, engine = ?, state_version = ?, state = ?, "
                    + "revision = ? WHERE id = ? AND revision = ?")) {
                setValues(update, 1, game);
                update.setLong(9, game.revision());
                update.setString(10, game.id());
                update.setLong(11, game.revision() - 1);
                if (update.executeUpdate() == 0) {
                    return false;
                }
            }
            notify(connection, game.id());
            return true;
        });
    }

    /** Sets the columns a change writes, from updated_at to state, from a parameter on. */
    private static void setValues(PreparedStatement statement, int first, StoredGame game) throws SQLException {
        statement.setObject(first, time(game.updated()));
        statement.setObject(first + 1, game.finished() == null ? null : time(game.finished()));
        statement.setString(first + 2, game.record());
        statement.setString(first + 3, game.nodePath());
        statement.setString(first + 4, game.mode());
        statement.setString(first + 5, game.engine());
        statement.setInt(first + 6, game.stateVersion());
        statement.setString(first + 7, game.state());
    }

    @Override
    public Optional<StoredGame> find(String id) {
        return read("read the game " + id, connection -> {
            try (PreparedStatement select = connection.prepareStatement("SELECT " + COLUMNS
                    + " FROM shogun_games WHERE id = ?")) {
                select.setString(1, id);
                try (ResultSet row = select.executeQuery()) {
                    if (!row.next()) {
                        return Optional.empty();
                    }
                    return Optional.of(new StoredGame(row.getString(1), row.getLong(2), row.getString(3),
                            instant(row, 4), instant(row, 5), instant(row, 6), row.getString(7), row.getString(8),
                            row.getString(9), row.getString(10), row.getInt(11), row.getString(12)));
                }
            }
        });
    }

    @Override
    public OptionalLong revision(String id) {
        return read("read the game " + id, connection -> {
            try (PreparedStatement select = connection.prepareStatement("SELECT revision FROM shogun_games WHERE id = ?")) {
                select.setString(1, id);
                try (ResultSet row = select.executeQuery()) {
                    return row.next() ? OptionalLong.of(row.getLong(1)) : OptionalLong.empty();
                }
            }
        });
    }

    @Override
    public boolean delete(String id) {
        return write("delete the game " + id, id, connection -> {
            try (PreparedStatement delete = connection.prepareStatement("DELETE FROM shogun_games WHERE id = ?")) {
                delete.setString(1, id);
                if (delete.executeUpdate() == 0) {
                    return false;
                }
            }
            notify(connection, id);
            return true;
        });
    }

    @Override
    public int sweep(Instant changedBefore) {
        return write("sweep old games", null, connection -> {
            try (PreparedStatement delete = connection.prepareStatement("DELETE FROM shogun_games WHERE updated_at < ?")) {
                delete.setObject(1, time(changedBefore));
                return delete.executeUpdate();
            }
        });
    }

    @Override
    public boolean shared() {
        return location.postgres();
    }

    @Override
    public AutoCloseable listen(Consumer<String> listener) {
        listeners.add(listener);
        if (location.postgres()) {
            synchronized (this) {
                if (notifications == null) {
                    notifications = new NotificationListener(pool, CHANNEL, this::changed);
                    notifications.start();
                }
            }
        }
        return () -> listeners.remove(listener);
    }

    /** Tells the listeners of a change: from the notification thread, or after a local commit (H2). */
    private void changed(String id) {
        for (Consumer<String> listener : listeners) {
            try {
                listener.accept(id);
            } catch (RuntimeException e) {
                // One listener's fault must not keep the change from the others.
            }
        }
    }

    /** On PostgreSQL, notifies the change in the writing transaction, so it is sent if and when it commits. */
    private void notify(Connection connection, String id) throws SQLException {
        if (!location.postgres()) {
            return;
        }
        try (PreparedStatement notify = connection.prepareStatement("SELECT pg_notify(?, ?)")) {
            notify.setString(1, CHANNEL);
            notify.setString(2, id);
            notify.execute();
        }
    }

    @Override
    public void close() {
        synchronized (this) {
            if (notifications != null) {
                notifications.close();
            }
        }
        listeners.clear();
        pool.close();
    }

    /** Work on a connection. */
    @FunctionalInterface
    private interface Work<T> {
        T run(Connection connection) throws SQLException;
    }

    private <T> T read(String what, Work<T> work) {
        try (Connection connection = pool.getConnection()) {
            return work.run(connection);
        } catch (SQLException | RuntimeException e) {
            throw new StoreException("cannot " + what + " in " + location + ": " + reason(e), e);
        }
    }

    /**
     * Runs work in one transaction, committed when it returns and rolled back when it throws; a
     * write of a game that returns true is a change of it.
     */
    private <T> T write(String what, String game, Work<T> work) {
        T result;
        try (Connection connection = pool.getConnection()) {
            connection.setAutoCommit(false);
            try {
                result = work.run(connection);
                connection.commit();
            } catch (SQLException | RuntimeException e) {
                connection.rollback();
                throw e;
            } finally {
                connection.setAutoCommit(true);
            }
        } catch (SQLException | RuntimeException e) {
            throw new StoreException("cannot " + what + " in " + location + ": " + reason(e), e);
        }
        if (!location.postgres() && game != null && Boolean.TRUE.equals(result)) {
            // No NOTIFY in the embedded database, which one process alone opens: its own writes are all there is.
            changed(game);
        }
        return result;
    }

    private static OffsetDateTime time(Instant instant) {
        return instant.atOffset(ZoneOffset.UTC);
    }

    private static Instant instant(ResultSet row, int column) throws SQLException {
        Object value = row.getObject(column);
        if (value == null) {
            return null;
        }
        if (value instanceof OffsetDateTime offset) {
            return offset.toInstant();
        }
        if (value instanceof Timestamp timestamp) {
            return timestamp.toInstant();
        }
        return row.getObject(column, OffsetDateTime.class).toInstant();
    }

    /** The database's reason in one line, cut short; a driver's message names no password. */
    static String reason(Throwable e) {
        Throwable cause = e;
        while (cause.getCause() != null && cause.getCause() != cause && cause.getMessage() == null) {
            cause = cause.getCause();
        }
        String message = cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage();
        int end = message.indexOf('\n');
        message = end < 0 ? message : message.substring(0, end);
        return Messages.oneLine(message.length() > 200 ? message.substring(0, 200) + "…" : message);
    }
}
