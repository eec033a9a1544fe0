package io.github.shogunsdk.cli.web.game;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.NodePath;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.StrengthLevel;
import io.github.shogunsdk.cli.web.store.GameStore;
import io.github.shogunsdk.cli.web.store.StoreException;
import io.github.shogunsdk.cli.web.store.StoredGame;
import java.time.Clock;
import java.time.Instant;
import java.util.Locale;
import java.util.Optional;

/**
 * A game's row in the store and how its session writes it: every change of the game is committed
 * over the revision it was made from before it is answered, and a change that cannot be committed
 * is undone. Used under its session's lock.
 */
final class GameRow {

    /** Who plays a game when nobody said: people, on one screen or two. */
    static final String OPEN = "open";

    private final GameStore store;
    private final Clock clock;
    /** The row as last committed. */
    private StoredGame stored;
    private String mode;
    private String engine;

    private GameRow(GameStore store, Clock clock, StoredGame stored) {
        this.store = store;
        this.clock = clock;
        take(stored);
    }

    /**
     * Writes a new game's first row.
     *
     * @throws GameException.Busy when it cannot be written; the game then does not exist
     */
    static GameRow insert(GameStore store, Clock clock, String id, ClientKey owner, GameTree tree) {
        return insert(store, clock, id, owner, tree, OPEN, "{}");
    }

    /**
     * Writes a new game's first row, with who plays it and its state (a JSON object).
     *
     * @throws GameException.Busy when it cannot be written; the game then does not exist
     */
    static GameRow insert(GameStore store, Clock clock, String id, ClientKey owner, GameTree tree, String mode,
            String state) {
        Instant now = clock.instant();
        GameRecord record = tree.record();
        StoredGame first;
        try {
            first = new StoredGame(id, 1, owner.network(), now, now, record.result().equals("*") ? null : now,
                    record.toSgn(), text(tree.at()), mode, "", StoredGame.STATE_VERSION, state);
            store.insert(first);
        } catch (StoreException | IllegalArgumentException e) {
            throw unsaved("the game", e);
        }
        return new GameRow(store, clock, first);
    }

    /** The row of a game read from the store. */
    static GameRow of(GameStore store, Clock clock, StoredGame stored) {
        return new GameRow(store, clock, stored);
    }

    /**
     * The tree a stored game holds, showing its node.
     *
     * @throws GameException.Busy if its record cannot be read back (a database changed by hand)
     */
    static GameTree tree(StoredGame stored) {
        try {
            return GameTree.of(Shogun.readRecord(stored.record()), path(stored.nodePath()));
        } catch (IllegalArgumentException e) {
            throw new GameException.Busy("the stored game " + stored.id() + " cannot be read back: "
                    + GameException.oneLine(e.getMessage()));
        }
    }

    long revision() {
        return stored.revision();
    }

    String mode() {
        return mode;
    }

    String engine() {
        return engine;
    }

    /** Notes who the engine plays and how, written with the next change (the engine's move). */
    void engineSettings(Colour side, StrengthLevel strength, SearchLimits limits) {
        if (!TwoPlayerGame.MODE.equals(mode)) {   // a game with a seat keeps its mode: its flow says who the engine is
            mode = "engine-" + side.name().toLowerCase(Locale.ROOT);
        }
        String text = "level " + strength.name().toLowerCase(Locale.ROOT) + ", " + limits;
        engine = text.length() > 200 ? text.substring(0, 200) : text;
    }

    /**
     * Commits the tree as it is now, over the revision last committed; undoes the change when that fails.
     *
     * @param tree the game, changed
     * @param before what it held before the change
     * @throws GameException.Busy when the store cannot be written: the tree is as it was before
     * @throws GameException.Conflict when another process changed the game meanwhile: the tree is
     *     then the game as that process left it
     * @throws GameException.NotFound when another process deleted the game meanwhile
     */
    void commit(GameTree tree, GameTree.Snapshot before) {
        commit(tree, before, stored.state());
    }

    /** The state (a JSON object) as last committed or read. */
    String state() {
        return stored.state();
    }

    /**
     * Commits the tree as it is now with a new state (a JSON object), as {@link #commit(GameTree,
     * GameTree.Snapshot)} commits the tree alone.
     */
    void commit(GameTree tree, GameTree.Snapshot before, String state) {
        Instant now = clock.instant();
        GameRecord record = tree.record();
        Instant finished = record.result().equals("*") ? null : stored.finished() == null ? now : stored.finished();
        boolean written;
        StoredGame next;
        try {
            StoredGame changed = stored.changed(now, record.toSgn(), text(tree.at()), finished, mode, engine);
            next = new StoredGame(changed.id(), changed.revision(), changed.owner(), changed.created(), changed.updated(),
                    changed.finished(), changed.record(), changed.nodePath(), changed.mode(), changed.engine(),
                    changed.stateVersion(), state);
            written = store.update(next);
        } catch (StoreException | IllegalArgumentException e) {
            tree.restore(before);
            throw unsaved("the change", e);
        }
        if (!written) {
            tree.restore(before);
            reload(tree);
            throw new GameException.Conflict("this game was changed through another server meanwhile; it now shows "
                    + "that change: look and try again");
        }
        stored = next;
    }

    /**
     * Reads the game again from the store into the tree, when another process has changed it.
     *
     * @return whether the game is still in the store
     * @throws GameException.NotFound when it was deleted
     */
    void reload(GameTree tree) {
        Optional<StoredGame> now;
        try {
            now = store.find(stored.id());
        } catch (StoreException e) {
            throw unsaved("the game", e);
        }
        if (now.isEmpty()) {
            throw new GameException.NotFound("the game " + stored.id() + " was deleted through another server");
        }
        GameTree read = tree(now.get());
        tree.restore(read.snapshot());
        take(now.get());
    }

    private void take(StoredGame row) {
        stored = row;
        mode = row.mode();
        engine = row.engine();
    }

    private static GameException.Busy unsaved(String what, RuntimeException e) {
        return new GameException.Busy(what + " could not be saved, so nothing changed: "
                + GameException.oneLine(String.valueOf(e.getMessage())) + "; try again in a moment");
    }

    /** A node's path as the store keeps it: its child indices joined by dots, empty for the start. */
    static String text(NodePath path) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < path.length(); i++) {
            out.append(i == 0 ? "" : ".").append(path.index(i));
        }
        return out.toString();
    }

    /** Reads a path {@link #text} wrote; anything else is the start. */
    static NodePath path(String text) {
        if (text.isEmpty()) {
            return NodePath.start();
        }
        String[] parts = text.split("\\.");
        int[] indices = new int[parts.length];
        try {
            for (int i = 0; i < parts.length; i++) {
                indices[i] = Integer.parseInt(parts[i]);
            }
            return NodePath.of(indices);
        } catch (IllegalArgumentException e) {
            return NodePath.start();
        }
    }
}
