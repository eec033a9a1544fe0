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
 * moves; the {@link Move} values are the shared ones of {@link MoveFactory}, made (once for all
 * lists) when the list is made and fetched when read.
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
            /** The starts not yet begun, lowest first. */
            private long rest = starts;
            /** The place in {@link #targets} of the lowest start in {@link #rest}. */
            private int next;
            /**
             * The destinations of that start, by name: turned one start ahead of their use. A list
             * is never empty ({@link MoveLists} hands out {@code List.of()} for no moves), so there
             * is a first start.
             */
            private long ahead = SquareOrder.transpose(targets[0]);
            /** The current start's name index shifted to the high half of a move's table number. */
            private int row;
            /** The current start's destinations not yet returned, by name. */
            private long own;

            /*
             * Measured choices: the next start is found when asked for, here, rather than right
             * after a start's last move, so the loop a caller compiles tests one condition per
             * move; and each start's destinations are turned to name order one start ahead, so
             * the turning overlaps the reading of the start before.
             */
            @Override
            public boolean hasNext() {
                while (own == 0) {
                    if (next == targets.length) {
                        return false;
                    }
                    own = ahead;
                    row = Long.numberOfTrailingZeros(rest) << 6;
                    rest &= rest - 1;
                    if (++next < targets.length) {
                        ahead = SquareOrder.transpose(targets[next]);
                    }
                }
                return true;
            }

            @Override
            public Move next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                Move move = MoveFactory.listed(row | Long.numberOfTrailingZeros(own));
                own &= own - 1;
                return move;
            }
        };
    }

    /** The move between two squares given by their indices in name order. */
    private static Move move(int from, int to) {
        return MoveFactory.listed(from << 6 | to);
    }
}
