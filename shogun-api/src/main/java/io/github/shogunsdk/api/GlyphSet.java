package io.github.shogunsdk.api;

import java.util.AbstractSet;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.SortedSet;
import org.jspecify.annotations.Nullable;

/**
 * The glyphs of a {@link RecordNode}: an immutable sorted set of numbers 1 to 255 over a sorted
 * array. Its own class rather than an unmodifiable {@code TreeSet} because the browser build's
 * class library has no unmodifiable sorted set, and because most plies hold none or one glyph.
 * Equal to any set of the same numbers, as sets are.
 */
final class GlyphSet extends AbstractSet<Integer> implements SortedSet<Integer> {

    /** The set without glyphs. */
    static final GlyphSet EMPTY = new GlyphSet(new int[0]);

    private final int[] sorted;

    private GlyphSet(int[] sorted) {
        this.sorted = sorted;
    }

    /**
     * Returns the set of some numbers.
     *
     * @param numbers distinct or not, in any order
     * @return the set
     */
    static GlyphSet of(int[] numbers) {
        int[] copy = numbers.clone();
        Arrays.sort(copy);
        int distinct = 0;
        for (int i = 0; i < copy.length; i++) {
            if (i == 0 || copy[i] != copy[i - 1]) {
                copy[distinct++] = copy[i];
            }
        }
        return distinct == 0 ? EMPTY : new GlyphSet(Arrays.copyOf(copy, distinct));
    }

    @Override
    public Iterator<Integer> iterator() {
        return new Iterator<>() {
            private int next;

            @Override
            public boolean hasNext() {
                return next < sorted.length;
            }

            @Override
            public Integer next() {
                if (next >= sorted.length) {
                    throw new NoSuchElementException();
                }
                return sorted[next++];
            }
        };
    }

    @Override
    public int size() {
        return sorted.length;
    }

    @Override
    public boolean contains(@Nullable Object value) {
        return value instanceof Integer number && Arrays.binarySearch(sorted, number) >= 0;
    }

    @Override
    public @Nullable Comparator<? super Integer> comparator() {
        return null;
    }

    @Override
    public SortedSet<Integer> subSet(Integer from, Integer to) {
        if (from > to) {
            throw new IllegalArgumentException("the range starts at " + from + " after its end " + to);
        }
        return range(from, to);
    }

    @Override
    public SortedSet<Integer> headSet(Integer to) {
        return range(Integer.MIN_VALUE, to);
    }

    @Override
    public SortedSet<Integer> tailSet(Integer from) {
        return range(from, 256);
    }

    /** The numbers from {@code from} up to, not including, {@code to}. */
    private GlyphSet range(int from, int to) {
        int start = 0;
        while (start < sorted.length && sorted[start] < from) {
            start++;
        }
        int end = start;
        while (end < sorted.length && sorted[end] < to) {
            end++;
        }
        return start == end ? EMPTY : new GlyphSet(Arrays.copyOfRange(sorted, start, end));
    }

    @Override
    public Integer first() {
        if (sorted.length == 0) {
            throw new NoSuchElementException("no glyphs");
        }
        return sorted[0];
    }

    @Override
    public Integer last() {
        if (sorted.length == 0) {
            throw new NoSuchElementException("no glyphs");
        }
        return sorted[sorted.length - 1];
    }
}
