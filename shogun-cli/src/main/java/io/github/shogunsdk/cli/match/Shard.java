package io.github.shogunsdk.cli.match;

/**
 * One of {@code count} disjoint slices of a match: the pairs whose number (from 1) leaves
 * {@code index − 1} when divided by {@code count}. Dealing pairs in turn keeps slices even in
 * size and in the openings they play, and the slices together are exactly the match.
 *
 * @param index the slice, 1 to {@code count}
 * @param count how many slices, 1 or more
 */
public record Shard(int index, int count) {

    /** The whole match as one slice. */
    public static final Shard WHOLE = new Shard(1, 1);

    /** The most slices a match can be cut into. */
    public static final int MAX_COUNT = 100_000;

    /**
     * Checks the slice.
     *
     * @param index the slice, 1 to {@code count}
     * @param count how many slices, 1 to {@link #MAX_COUNT}
     * @throws IllegalArgumentException if either is out of range
     */
    public Shard {
        if (count < 1 || count > MAX_COUNT) {
            throw new IllegalArgumentException("a match is cut into 1 to " + MAX_COUNT + " slices, not " + count);
        }
        if (index < 1 || index > count) {
            throw new IllegalArgumentException("slice " + index + " of " + count + " does not exist: slices are 1 to "
                    + count);
        }
    }

    /**
     * Reads {@code K/N}.
     *
     * @param text such as {@code 2/8}
     * @return the slice
     * @throws IllegalArgumentException naming what is wrong
     */
    public static Shard parse(String text) {
        int slash = text.indexOf('/');
        if (slash <= 0 || slash == text.length() - 1 || !digits(text, 0, slash) || !digits(text, slash + 1, text.length())
                || text.length() > 13) {
            throw new IllegalArgumentException("a slice is K/N, such as 2/8");
        }
        return new Shard(Integer.parseInt(text.substring(0, slash)), Integer.parseInt(text.substring(slash + 1)));
    }

    /**
     * Whether this slice plays a pair.
     *
     * @param pair the pair's number, from 1
     * @return true for the pairs dealt to this slice
     */
    public boolean plays(int pair) {
        return (pair - 1) % count == index - 1;
    }

    /**
     * Whether this is the whole match.
     *
     * @return true for slice 1 of 1
     */
    public boolean isWhole() {
        return count == 1;
    }

    @Override
    public String toString() {
        return index + "/" + count;
    }

    private static boolean digits(String text, int from, int to) {
        for (int i = from; i < to; i++) {
            if (text.charAt(i) < '0' || text.charAt(i) > '9') {
                return false;
            }
        }
        return to - from <= 6;
    }
}
