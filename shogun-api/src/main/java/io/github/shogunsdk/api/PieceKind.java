package io.github.shogunsdk.api;

/**
 * The two kinds of Shogun piece, with the range of energies each may carry and how many of each
 * a side has in the physical game.
 *
 * <pre>{@code
 * PieceKind.PAWN.maxEnergy();          // 4
 * PieceKind.KING.isValidEnergy(3);     // false
 * }</pre>
 */
public enum PieceKind {
    /** A pawn: energy 1 to 4; the physical game gives each side seven. */
    PAWN('P', 4, 7),
    /** A king: energy 1 to 2; at most one per side. */
    KING('K', 2, 1);

    private final char letter;
    private final int maxEnergy;
    private final int standardCount;

    PieceKind(char letter, int maxEnergy, int standardCount) {
        this.letter = letter;
        this.maxEnergy = maxEnergy;
        this.standardCount = standardCount;
    }

    /**
     * Returns the smallest energy this kind may carry, which is 1 for both kinds.
     *
     * @return 1
     */
    public int minEnergy() {
        return 1;
    }

    /**
     * Returns the largest energy this kind may carry: 4 for a pawn, 2 for a king.
     *
     * @return the largest energy
     */
    public int maxEnergy() {
        return maxEnergy;
    }

    /**
     * Tells whether a piece of this kind may carry the given energy.
     *
     * @param energy the energy to test
     * @return true when {@code minEnergy() <= energy <= maxEnergy()}
     */
    public boolean isValidEnergy(int energy) {
        return energy >= minEnergy() && energy <= maxEnergy;
    }

    /**
     * Returns how many pieces of this kind each side has in the physical game: 7 pawns, 1 king.
     * Analysis boards may hold any number of pawns, but never more than one king per side; see
     * {@link Position#hasStandardMaterial()}.
     *
     * @return the standard number of pieces of this kind per side
     */
    public int standardCount() {
        return standardCount;
    }

    /**
     * Returns the upper-case letter of this kind in position notation: {@code 'P'} or {@code 'K'}.
     *
     * @return the White letter of this kind
     */
    public char letter() {
        return letter;
    }

    /**
     * Returns the lower-case English name, as used in messages: {@code "pawn"} or {@code "king"}.
     *
     * @return the name in lower case
     */
    public String displayName() {
        return this == PAWN ? "pawn" : "king";
    }
}
