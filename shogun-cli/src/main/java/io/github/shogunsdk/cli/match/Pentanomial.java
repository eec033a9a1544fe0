package io.github.shogunsdk.cli.match;

/**
 * The results of a match counted by game pairs, from the first player's side. A pair is two games
 * from the same opening with the colours swapped; it scores 0, ½, 1, 1½ or 2 points, and each count
 * here is the number of pairs that scored that many half-points. Pairs of one opening are
 * correlated, so counting pairs rather than games gives honest error bars.
 *
 * <p>Counts add, so slices of one match played apart join exactly ({@link #plus}).
 *
 * @param zero pairs lost twice (0 points)
 * @param half pairs with a loss and a draw (½ point)
 * @param one pairs with a win and a loss, or two draws (1 point)
 * @param oneAndHalf pairs with a win and a draw (1½ points)
 * @param two pairs won twice (2 points)
 */
public record Pentanomial(long zero, long half, long one, long oneAndHalf, long two) {

    /** No pairs yet. */
    public static final Pentanomial EMPTY = new Pentanomial(0, 0, 0, 0, 0);

    /**
     * Checks the counts.
     *
     * @param zero pairs lost twice
     * @param half pairs with a loss and a draw
     * @param one pairs with a win and a loss, or two draws
     * @param oneAndHalf pairs with a win and a draw
     * @param two pairs won twice
     * @throws IllegalArgumentException if a count is negative or they add up past a {@code long}
     */
    public Pentanomial {
        if (zero < 0 || half < 0 || one < 0 || oneAndHalf < 0 || two < 0) {
            throw new IllegalArgumentException("pair counts cannot be negative: " + zero + " " + half + " " + one
                    + " " + oneAndHalf + " " + two);
        }
        // Whatever the counts, pairs() and plus() must not wrap around to a small or negative number.
        if (zero > Long.MAX_VALUE - half || zero + half > Long.MAX_VALUE - one
                || zero + half + one > Long.MAX_VALUE - oneAndHalf
                || zero + half + one + oneAndHalf > Long.MAX_VALUE - two) {
            throw new IllegalArgumentException("pair counts add up to more than " + Long.MAX_VALUE + ": " + zero + " "
                    + half + " " + one + " " + oneAndHalf + " " + two);
        }
    }

    /**
     * The counts after one more pair.
     *
     * @param first the first game's points for the first player: 0, 0.5 or 1
     * @param second the second game's points for the first player: 0, 0.5 or 1
     * @return these counts with the pair added
     * @throws IllegalArgumentException if a score is not 0, 0.5 or 1
     */
    public Pentanomial withPair(double first, double second) {
        return plus(cell(halfPoints(first) + halfPoints(second)));
    }

    /**
     * The counts of two disjoint sets of pairs together.
     *
     * @param other the other counts
     * @return the sums, cell by cell
     * @throws IllegalArgumentException if the sums add up past a {@code long}
     */
    public Pentanomial plus(Pentanomial other) {
        if (pairs() > Long.MAX_VALUE - other.pairs()) {
            throw new IllegalArgumentException("pair counts add up to more than " + Long.MAX_VALUE);
        }
        return new Pentanomial(zero + other.zero, half + other.half, one + other.one, oneAndHalf + other.oneAndHalf,
                two + other.two);
    }

    /**
     * The number of pairs counted.
     *
     * @return the sum of the counts
     */
    public long pairs() {
        return zero + half + one + oneAndHalf + two;
    }

    /**
     * The count of pairs that scored {@code halfPoints} half-points.
     *
     * @param halfPoints 0 to 4
     * @return that count
     * @throws IllegalArgumentException if {@code halfPoints} is outside 0 to 4
     */
    public long count(int halfPoints) {
        return switch (halfPoints) {
            case 0 -> zero;
            case 1 -> half;
            case 2 -> one;
            case 3 -> oneAndHalf;
            case 4 -> two;
            default -> throw new IllegalArgumentException("a pair scores 0 to 4 half-points, not " + halfPoints);
        };
    }

    /**
     * The first player's mean score per game.
     *
     * @return 0 to 1; 0.5 for no pairs
     */
    public double score() {
        long pairs = pairs();
        if (pairs == 0) {
            return 0.5;
        }
        return (half + 2.0 * one + 3.0 * oneAndHalf + 4.0 * two) / (4.0 * pairs);
    }

    private static Pentanomial cell(int halfPoints) {
        long[] counts = new long[5];
        counts[halfPoints] = 1;
        return new Pentanomial(counts[0], counts[1], counts[2], counts[3], counts[4]);
    }

    private static int halfPoints(double points) {
        if (points == 0) {
            return 0;
        }
        if (points == 0.5) {
            return 1;
        }
        if (points == 1) {
            return 2;
        }
        throw new IllegalArgumentException("a game scores 0, 0.5 or 1 points, not " + points);
    }
}
