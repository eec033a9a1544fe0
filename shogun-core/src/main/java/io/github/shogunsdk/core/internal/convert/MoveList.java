package io.github.shogunsdk.core.internal.convert;

import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.core.internal.board.SquareOrder;
import java.util.AbstractList;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.RandomAccess;

/**
 * An immutable list of moves kept as bitboards, as the legality code leaves them: the starting
 * squares, and one bitboard of destinations per start. Read start by start in the order of square
 * names (a1, a2, …, h8), and each start's destinations in the same order, the moves come sorted by
 * their text. Making the list costs one array of one bitboard per piece whatever the number of
 * moves; the {@link Move} values are the shared ones of {@link MoveFactory}, fetched when read.
 * Finding a move ({@link #contains}, {@link #indexOf}) tests two bits. Refuses every change, as
 * {@code List.of} does.
 */
final class MoveList extends AbstractList<Move> implements RandomAccess {

    /** The starting squares in name order ({@link SquareOrder}), pieces without moves included. */
    private final long starts;
    /** The destinations of each start in the order of {@link #starts}' bits, as board bitboards; zero for none. */
    private final long[] targets;
    private final int size;

    /**
     * Wraps the bitboards; the list owns the array from now on.
     *
     * @param starts the starting squares, in name order
     * @param targets one bitboard of destinations (board order) per start, lowest start first
     * @param size the number of moves, the bits of all targets
     */
    MoveList(long starts, long[] targets, int size) {
        this.starts = starts;
        this.targets = targets;
        this.size = size;
    }

    @Override
    public Move get(int index) {
        if (index < 0 || index >= size) {
            throw new IndexOutOfBoundsException("Index " + index + " out of bounds for length " + size);
        }
        int rest = index;
        long s = starts;
        for (int i = 0;; i++, s &= s - 1) {
            int count = Long.bitCount(targets[i]);
            if (rest < count) {
                long own = SquareOrder.transpose(targets[i]);
                for (; rest > 0; rest--) {
                    own &= own - 1;
                }
                return move(Long.numberOfTrailingZeros(s), Long.numberOfTrailingZeros(own));
            }
            rest -= count;
        }
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public boolean contains(Object o) {
        return indexOf(o) >= 0;
    }

    @Override
    public int indexOf(Object o) {
        if (!(o instanceof Move move)) {
            return -1;
        }
        int from = move.from().index();
        if ((starts >>> from & 1) == 0) {
            return -1;
        }
        long before = starts & (1L << from) - 1;
        long own = SquareOrder.transpose(targets[Long.bitCount(before)]);
        int to = move.to().index();
        if ((own >>> to & 1) == 0) {
            return -1;
        }
        int index = Long.bitCount(own & (1L << to) - 1);
        for (int i = 0; before != 0; i++, before &= before - 1) {
            index += Long.bitCount(targets[i]);
        }
        return index;
    }

    @Override
    public int lastIndexOf(Object o) {
        // A move is in the list at most once.
        return indexOf(o);
    }

    @Override
    public Iterator<Move> iterator() {
        return new Iterator<>() {
            /** The starts not yet finished, lowest first; the lowest is the current one. */
            private long rest = starts;
            /** The current start's place in {@link #targets}. */
            private int i = -1;
            /** The current start's destinations not yet returned, by name. */
            private long own;

            {
                advance();
            }

            /** Moves to the next start with destinations, or past the last one. */
            private void advance() {
                while (own == 0 && ++i < targets.length) {
                    if (i > 0) {
                        rest &= rest - 1;
                    }
                    own = SquareOrder.transpose(targets[i]);
                }
            }

            @Override
            public boolean hasNext() {
                return own != 0;
            }

            @Override
            public Move next() {
                if (own == 0) {
                    throw new NoSuchElementException();
                }
                Move move = move(Long.numberOfTrailingZeros(rest), Long.numberOfTrailingZeros(own));
                own &= own - 1;
                advance();
                return move;
            }
        };
    }

    /** The move between two squares given by their indices in name order. */
    private static Move move(int from, int to) {
        return MoveFactory.move(SquareOrder.transposeIndex(from), SquareOrder.transposeIndex(to));
    }
}
