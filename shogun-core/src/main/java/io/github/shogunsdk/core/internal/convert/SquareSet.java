package io.github.shogunsdk.core.internal.convert;

import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.core.internal.board.SquareOrder;
import java.util.AbstractSet;
import java.util.Iterator;
import java.util.NoSuchElementException;

/**
 * An immutable set of squares backed by a bitboard: membership in constant time, iteration in
 * square order (a1, a2, …, h8), no copying. Equal to any other {@code Set} of the same squares.
 */
final class SquareSet extends AbstractSet<Square> {

    /** The squares with bits in square order (file-major), so that iteration is a bit scan. */
    private final long byName;

    SquareSet(long bits) {
        this.byName = transpose(bits);
    }

    @Override
    public int size() {
        return Long.bitCount(byName);
    }

    @Override
    public boolean contains(Object o) {
        return o instanceof Square square && (byName >>> square.index() & 1) != 0;
    }

    @Override
    public Iterator<Square> iterator() {
        return new Iterator<>() {
            private long rest = byName;

            @Override
            public boolean hasNext() {
                return rest != 0;
            }

            @Override
            public Square next() {
                if (rest == 0) {
                    throw new NoSuchElementException();
                }
                int index = Long.numberOfTrailingZeros(rest);
                rest &= rest - 1;
                return Square.ofIndex(index);
            }
        };
    }

    /** Mirrors a bitboard in the a1-h8 diagonal: the board's square order to the names' ({@link SquareOrder}). */
    static long transpose(long squares) {
        return SquareOrder.transpose(squares);
    }
}
