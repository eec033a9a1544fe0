package io.github.shogunsdk.cli.web.store;

import java.time.Instant;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Consumer;

/**
 * Where the web game's games are kept. Every call is its own transaction: when it returns, what it
 * wrote is committed (and, for the embedded database, written to the operating system, so it
 * survives the end of the process by {@code kill -9}); when it throws a {@link StoreException},
 * nothing was written. Thread-safe.
 */
public interface GameStore extends AutoCloseable {

    /**
     * Adds a new game.
     *
     * @param game the game at revision 1
     * @throws StoreException if it cannot be written (an id already kept included)
     */
    void insert(StoredGame game);

    /**
     * Writes a change of a game over the revision it was made from.
     *
     * @param game the game at its new revision (one more than the one written before)
     * @return false, writing nothing, when the game is gone or kept at another revision than the one
     *     before {@code game}'s (another process changed or deleted it)
     * @throws StoreException if it cannot be written
     */
    boolean update(StoredGame game);

    /**
     * Reads a game.
     *
     * @param id its id
     * @return the game, or empty when there is none of that id
     * @throws StoreException if it cannot be read
     */
    Optional<StoredGame> find(String id);

    /**
     * Reads the revision of a game, which tells cheaply whether a copy in memory is current.
     *
     * @param id its id
     * @return the revision, or empty when there is no game of that id
     * @throws StoreException if it cannot be read
     */
    OptionalLong revision(String id);

    /**
     * Deletes a game.
     *
     * @param id its id
     * @return whether there was such a game
     * @throws StoreException if it cannot be deleted
     */
    boolean delete(String id);

    /**
     * Deletes every game that last changed before a time: the sweep of finished and idle games.
     *
     * @param changedBefore the time; a game changed at it or later stays
     * @return how many were deleted
     * @throws StoreException if they cannot be deleted
     */
    int sweep(Instant changedBefore);

    /**
     * Tells whether other processes may write this store's games at the same time (PostgreSQL),
     * so that a copy in memory must be checked against the store before it is used.
     *
     * @return true for a shared database
     */
    boolean shared();

    /**
     * Listens for the changes that every process writes to the store: each committed insert,
     * update and delete calls the listener with the game's id, on a thread of the store's, soon
     * after it is committed (PostgreSQL's {@code LISTEN}/{@code NOTIFY}; in a store of one process,
     * its own writes). A listener must return quickly.
     *
     * @param listener receives the id of each game changed
     * @return what ends the listening when closed
     */
    AutoCloseable listen(Consumer<String> listener);

    /** Closes the store and its connections; calls after it fail. */
    @Override
    void close();
}
