package io.github.shogunsdk.core.internal.engine;

/**
 * The triangular table of principal variations: row {@code ply} holds the best line found from a
 * node at that ply, from index {@code ply} on. A node clears its row on entry and, when a move
 * raises alpha, copies that move and the child's row into it.
 */
final class PrincipalVariation {

    private final int[][] lines;
    private final int[] lengths;

    /**
     * Creates an empty table.
     *
     * @param maxPly the deepest ply the search reaches
     */
    PrincipalVariation(int maxPly) {
        lines = new int[maxPly + 1][maxPly + 1];
        lengths = new int[maxPly + 1];
    }

    /**
     * Empties the line of a ply.
     *
     * @param ply the ply
     */
    void clear(int ply) {
        lengths[ply] = ply;
    }

    /**
     * Makes a move followed by the child's line the line of a ply.
     *
     * @param ply the ply
     * @param move the packed move
     */
    void update(int ply, int move) {
        int[] line = lines[ply];
        int[] child = lines[ply + 1];
        line[ply] = move;
        int end = lengths[ply + 1];
        System.arraycopy(child, ply + 1, line, ply + 1, end - (ply + 1));
        lengths[ply] = end;
    }

    /**
     * Returns a copy of the root's line.
     *
     * @return the packed moves from the root
     */
    int[] root() {
        return java.util.Arrays.copyOf(lines[0], lengths[0]);
    }

    /**
     * Returns the length of the root's line.
     *
     * @return 0 when no root move has been found since the root was cleared
     */
    int length() {
        return lengths[0];
    }

    /**
     * Returns the first move of the root's line.
     *
     * @return the packed move; meaningful only when {@link #length()} is above 0
     */
    int first() {
        return lines[0][0];
    }
}
