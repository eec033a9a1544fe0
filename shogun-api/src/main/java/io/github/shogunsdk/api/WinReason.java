package io.github.shogunsdk.api;

/**
 * Why a side won. The end-of-game rules are checked after every move in this order: a captured
 * king (coursework), a bare king, the hill (koth), no legal move (checkmate or trapped); a game
 * may also end by resignation. Later versions may add reasons, so a {@code switch} over this enum
 * should have a default branch.
 */
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
    TRAPPED("trapping"),
    /** The loser resigned ({@link Game#resign(Colour)}). */
    RESIGNATION("resignation");

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
