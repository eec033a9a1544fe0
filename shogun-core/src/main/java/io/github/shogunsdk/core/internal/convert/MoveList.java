package io.github.shogunsdk.core.internal.convert;

import io.github.shogunsdk.api.Move;
import java.util.AbstractList;
import java.util.RandomAccess;

/**
 * An immutable list of moves over an array that nobody else holds: what {@link MoveLists} hands
 * out, without the copy {@code List.of} would make. Refuses every change, as {@code List.of} does.
 */
final class MoveList extends AbstractList<Move> implements RandomAccess {

    private final Move[] moves;

    MoveList(Move[] moves) {
        this.moves = moves;
    }

    @Override
    public Move get(int index) {
        return moves[index];
    }

    @Override
    public int size() {
        return moves.length;
    }
}
