package io.github.shogunsdk.cli.web.store;

import java.time.Instant;
import java.util.Objects;

/**
 * One game as the store keeps it: a row of the {@code shogun_games} table. Immutable.
 *
 * @param id the game's id
 * @param revision how many times it has been written: 1 when created, one more at each change; a
 *     change is written only over the revision it was made from, so two processes never overwrite
 *     each other's moves
 * @param owner the client (network) that created it, as {@code ClientKey} writes it
 * @param created when it was created
 * @param updated when it last changed
 * @param finished when its main line ended (a result other than {@code *}), or null while it goes on
 * @param record the whole record as SGN text: tags, main line, variations, comments and glyphs
 * @param nodePath the node shown, as {@code NodePath} writes it ({@code ""} for the start, {@code 0.0.1})
 * @param mode who plays: {@code open} (people), {@code engine-white} or {@code engine-red}
 * @param engine the engine's settings for its moves (its level and limits), or {@code ""}
 * @param stateVersion the version of the layout of {@code state}
 * @param state more state as a JSON object (later parts keep seats' token hashes and clocks here)
 */
public record StoredGame(String id, long revision, String owner, Instant created, Instant updated, Instant finished,
        String record, String nodePath, String mode, String engine, int stateVersion, String state) {

    /** The layout of {@link #state()} this version writes. */
    public static final int STATE_VERSION = 1;

    /** The longest record text kept, in characters: far more than the server's 4 000 plies need. */
    public static final int MAX_RECORD = 1_000_000;

    /** The longest state text kept, in characters. */
    public static final int MAX_STATE = 100_000;

    /**
     * Checks the values.
     *
     * @param id the game's id, at most 32 characters
     * @param revision 1 or more
     * @param owner the client that created it
     * @param created when it was created
     * @param updated when it last changed
     * @param finished when its main line ended, or null
     * @param record the record's text, at most {@link #MAX_RECORD} characters
     * @param nodePath the node shown
     * @param mode who plays
     * @param engine the engine's settings
     * @param stateVersion the layout of {@code state}
     * @param state more state, a JSON object of at most {@link #MAX_STATE} characters
     * @throws NullPointerException if a value other than {@code finished} is null
     * @throws IllegalArgumentException if the revision is below 1 or a text is longer than its column
     */
    public StoredGame {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(owner, "owner");
        Objects.requireNonNull(created, "created");
        Objects.requireNonNull(updated, "updated");
        Objects.requireNonNull(record, "record");
        Objects.requireNonNull(nodePath, "nodePath");
        Objects.requireNonNull(mode, "mode");
        Objects.requireNonNull(engine, "engine");
        Objects.requireNonNull(state, "state");
        if (revision < 1) {
            throw new IllegalArgumentException("a stored game's revision is 1 or more, not " + revision);
        }
        if (id.length() > 32 || owner.length() > 64 || mode.length() > 32 || engine.length() > 200
                || nodePath.length() > 16_000) {
            throw new IllegalArgumentException("a stored game's id, owner, mode, engine or path is too long");
        }
        if (record.length() > MAX_RECORD) {
            throw new IllegalArgumentException("the record has " + record.length() + " characters; the store keeps "
                    + "records to " + MAX_RECORD);
        }
        if (state.length() > MAX_STATE) {
            throw new IllegalArgumentException("the state has " + state.length() + " characters; the store keeps "
                    + "states to " + MAX_STATE);
        }
    }

    /**
     * The same game, changed: the next revision, written at a time.
     *
     * @param now when the change is written
     * @param record the record's text now
     * @param nodePath the node shown now
     * @param finished when the main line ended, or null
     * @param mode who plays now
     * @param engine the engine's settings now
     * @return the game at the next revision
     */
    public StoredGame changed(Instant now, String record, String nodePath, Instant finished, String mode,
            String engine) {
        return new StoredGame(id, revision + 1, owner, created, now, finished, record, nodePath, mode, engine,
                stateVersion, state);
    }
}
