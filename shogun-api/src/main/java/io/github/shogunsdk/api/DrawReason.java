package io.github.shogunsdk.api;

/**
 * Why a game was drawn. Later versions may add reasons, so a {@code switch} over this enum should
 * have a default branch.
 */
public enum DrawReason {
    /** The same position (pieces, energies, side to move) occurred for the third time. */
    REPETITION("threefold repetition"),
    /** The quiet-ply limit was reached without a capture. */
    QUIET_PLIES("the quiet-ply limit"),
    /** The players agreed to a draw ({@link Game#agreeDraw()}). */
    AGREEMENT("agreement");

    private final String description;

    DrawReason(String description) {
        this.description = description;
    }

    /**
     * Returns the words that follow "Draw by", such as {@code "threefold repetition"}.
     *
     * @return a short description
     */
    public String description() {
        return description;
    }
}
