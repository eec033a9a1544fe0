package io.github.shogunsdk.api;

import java.util.Arrays;
import org.jspecify.annotations.Nullable;

/**
 * The address of a node in a {@link GameRecord}: the child index chosen at each ply from the
 * start of the game. At every node the children are the plies that may follow it, the main
 * continuation first (index 0) and then the variations in order (index 1, 2, …), so
 * {@code NodePath.of(0, 0, 1)} is the first variation of the game's third ply, and the empty path
 * is the start of the game. Immutable.
 *
 * <pre>{@code
 * NodePath.of(0, 0, 1).parent();        // [0, 0]
 * NodePath.mainline(3);                 // [0, 0, 0]: the third ply of the main line
 * NodePath.start().child(2);            // [2]: the second variation of the first ply
 * }</pre>
 */
public final class NodePath {

    private static final NodePath START = new NodePath(new int[0]);

    private final int[] indices;

    private NodePath(int[] indices) {
        this.indices = indices;
    }

    /**
     * Returns the path of the start of the game, before the first ply.
     *
     * @return the empty path
     */
    public static NodePath start() {
        return START;
    }

    /**
     * Returns a path from child indices.
     *
     * @param indices the child index at each ply from the start, 0 for the main continuation
     * @return the path
     * @throws IllegalArgumentException if an index is negative
     */
    public static NodePath of(int... indices) {
        int[] copy = java.util.Objects.requireNonNull(indices, "indices").clone();
        for (int index : copy) {
            if (index < 0) {
                throw new IllegalArgumentException("a node path holds child indices of 0 or more, not " + index);
            }
        }
        return new NodePath(copy);
    }

    /**
     * Returns the path of a ply of the main line.
     *
     * @param plies how many plies of the main line the path follows, 0 for the start
     * @return that many zeros
     * @throws IllegalArgumentException if {@code plies} is negative
     */
    public static NodePath mainline(int plies) {
        if (plies < 0) {
            throw new IllegalArgumentException("a line holds 0 or more plies, not " + plies);
        }
        return new NodePath(new int[plies]);
    }

    /**
     * Returns how many plies the path follows.
     *
     * @return 0 for the start of the game
     */
    public int length() {
        return indices.length;
    }

    /**
     * Returns the child index chosen at one ply.
     *
     * @param ply 0 for the first ply
     * @return the index, 0 for the main continuation
     * @throws IndexOutOfBoundsException if {@code ply} is not below {@link #length()}
     */
    public int index(int ply) {
        return indices[ply];
    }

    /**
     * Returns the path one ply further.
     *
     * @param index the child index, 0 for the main continuation
     * @return the longer path
     * @throws IllegalArgumentException if the index is negative
     */
    public NodePath child(int index) {
        if (index < 0) {
            throw new IllegalArgumentException("a node path holds child indices of 0 or more, not " + index);
        }
        int[] longer = Arrays.copyOf(indices, indices.length + 1);
        longer[indices.length] = index;
        return new NodePath(longer);
    }

    /**
     * Returns the path one ply shorter.
     *
     * @return the parent's path
     * @throws IllegalStateException if this is the start of the game
     */
    public NodePath parent() {
        if (indices.length == 0) {
            throw new IllegalStateException("the start of the game has no parent");
        }
        return new NodePath(Arrays.copyOf(indices, indices.length - 1));
    }

    /**
     * Compares by indices.
     *
     * @param other the other object
     * @return true for a path with the same indices
     */
    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof NodePath path && Arrays.equals(indices, path.indices);
    }

    /**
     * Returns a hash of the indices.
     *
     * @return the hash code
     */
    @Override
    public int hashCode() {
        return Arrays.hashCode(indices);
    }

    /**
     * Returns the indices in brackets, such as {@code [0, 0, 1]}.
     *
     * @return the text
     */
    @Override
    public String toString() {
        return Arrays.toString(indices);
    }
}
