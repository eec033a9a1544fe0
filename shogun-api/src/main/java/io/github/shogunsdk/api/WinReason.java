package io.github.shogunsdk.api;

/** Why a side won (RULES.md §7). */
public enum WinReason {
    /** The loser's king was captured (coursework only, where a king can be left in check). */
    KING_CAPTURED("capturing the king"),
    /** The loser was left with a bare king (see {@link BareKingRule}). */
    BARE_KING("bare king"),
    /** The winner's king reached d4, e4, d5 or e5 (king of the hill). */
    HILL("reaching the hill"),
    /** The loser is in check and has no legal move. */
    CHECKMATE("checkmate"),
    /** The loser is not in check but has no legal move. */
    TRAPPED("trapping");

    private final String description;

    WinReason(String description) {
        this.description = description;
    }

    /**
     * Returns the words that follow "wins by", such as {@code "checkmate"}.
     *
     * @return a short description
     */
    public String description() {
        return description;
    }
}
