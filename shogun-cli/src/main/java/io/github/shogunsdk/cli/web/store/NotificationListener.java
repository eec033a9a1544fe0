package io.github.shogunsdk.cli.web.store;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.function.Consumer;
import javax.sql.DataSource;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;

/**
 * A thread that listens to a PostgreSQL channel on a connection of its own and hands each
 * notification's payload on. A lost connection is opened again after a second; notifications sent
 * meanwhile are lost, which a caller checking revisions before it trusts a copy does not mind.
 */
final class NotificationListener implements AutoCloseable {

    /** How long one wait for notifications lasts, so that a close is seen soon. */
    private static final int WAIT_MILLIS = 250;

    private final DataSource pool;
    private final String channel;
    private final Consumer<String> receiver;
    private final Thread thread;
    private volatile boolean closed;

    NotificationListener(DataSource pool, String channel, Consumer<String> receiver) {
        this.pool = pool;
        this.channel = channel;
        this.receiver = receiver;
        this.thread = new Thread(this::run, "shogun-store-listener");
        this.thread.setDaemon(true);
    }

    void start() {
        thread.start();
    }

    private void run() {
        while (!closed) {
            try (Connection connection = pool.getConnection()) {
                connection.setAutoCommit(true);
                try (Statement listen = connection.createStatement()) {
                    listen.execute("LISTEN " + channel);
                }
                PGConnection postgres = connection.unwrap(PGConnection.class);
                while (!closed) {
                    PGNotification[] received = postgres.getNotifications(WAIT_MILLIS);
                    if (received != null) {
                        for (PGNotification notification : received) {
                            receiver.accept(notification.getParameter());
                        }
                    }
                }
            } catch (SQLException | RuntimeException e) {
                pause();
            }
        }
    }

    private void pause() {
        try {
            Thread.sleep(1_000);
        } catch (InterruptedException e) {
            closed = true;
        }
    }

    @Override
    public void close() {
        closed = true;
        thread.interrupt();
    }
}
