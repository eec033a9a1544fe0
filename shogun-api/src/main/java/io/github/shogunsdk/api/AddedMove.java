package io.github.shogunsdk.api;

import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * What adding a move to a {@link GameRecord} gives: the new record, and the path of the node that
 * plays the move in it. Immutable.
 *
 * <pre>{@code
 * GameRecord record = Shogun.readRecord("1. d1d3:1 e8e7:2 *");
 * AddedMove added = record.addMove(NodePath.mainline(1), "d8d7");   // an alternative to e8e7
 * added.path();                                                     // [0, 1]
 * added.node().landingEnergy();                                    // 3: the magnet under d7
 * added.promoted().path();                                          // [0, 0]: d8d7 as the main line
 * }</pre>
 */
public final class AddedMove {

    private final GameRecord record;
    private final NodePath path;

    AddedMove(GameRecord record, NodePath path) {
        this.record = record;
        this.path = path;
    }

    /**
     * Returns the record with the move added (the same record when the move was there already).
     *
     * @return the record
     */
    public GameRecord record() {
        return record;
    }

    /**
     * Returns the path of the node that plays the move in {@link #record()}.
     *
     * @return the path, one ply longer than the node the move was added at
     */
    public NodePath path() {
        return path;
    }

    /**
     * Returns the node that plays the move, with its landing energy.
     *
     * @return {@code record().node(path())}
     */
    public RecordNode node() {
        return record.node(path);
    }

    /**
     * Returns the addition with the move made the main continuation of its parent, as
     * {@link GameRecord#promote} makes it: the former main continuation, with all that follows it,
     * becomes the first variation.
     *
     * <pre>{@code
     * AddedMove main = record.addMove(NodePath.mainline(1), "d8d7").promoted();
     * main.path();                                  // [0, 0]: d8d7 is the main line now, e8e7 its variation
     * }</pre>
     *
     * @return the addition in the promoted record, its path ending in 0; this one when the move is
     *     the main continuation already
     * @throws IllegalArgumentException as {@link GameRecord#promote} does, or if on the main line the
     *     record's result contradicts the ending the promoted line brings
     */
    public AddedMove promoted() {
        int child = path.index(path.length() - 1);
        if (child == 0) {
            return this;
        }
        NodePath main = path.parent().child(0);
        return new AddedMove(RecordEdits.checkedResult(record.promote(path), main), main);
    }

    /**
     * Compares the record and the path.
     *
     * @param other the other object
     * @return true for an equal record and path
     */
    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof AddedMove added && record.equals(added.record) && path.equals(added.path);
    }

    /**
     * Returns a hash of the record and the path.
     *
     * @return the hash code
     */
    @Override
    public int hashCode() {
        return Objects.hash(record, path);
    }

    /**
     * Describes the addition briefly.
     *
     * @return such as {@code AddedMove[[0, 1] in GameRecord[…]]}
     */
    @Override
    public String toString() {
        return "AddedMove[" + path + " in " + record + "]";
    }
}
