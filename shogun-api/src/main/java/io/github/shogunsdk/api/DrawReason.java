package io.github.shogunsdk.api;

/** Why a game was drawn (RULES.md §7). */
public enum DrawReason {
    /** The same position occurred for the third time. */
    REPETITION("threefold repetition"),
    /** The quiet-ply limit was reached without a capture. */
    QUIET_PLIES("the quiet-ply limit");

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
