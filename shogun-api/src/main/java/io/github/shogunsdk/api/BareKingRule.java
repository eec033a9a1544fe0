package io.github.shogunsdk.api;

/**
 * When a side that has lost its pawns loses the game (§7, rule 2).
 *
 * <pre>{@code
 * RuleSet strict = RuleSet.standard().withBareKing(BareKingRule.KING_AND_ONE_PAWN);
 * }</pre>
 */
public enum BareKingRule {
    /** A side left with its king alone loses (the default). */
    KING_ALONE(0),
    /** The physical game's stricter rule: a side left with its king and at most one pawn loses. */
    KING_AND_ONE_PAWN(1);

    private final int maxPawns;

    BareKingRule(int maxPawns) {
        this.maxPawns = maxPawns;
    }

    /**
     * Returns the most pawns a side with a king may have and still lose by this rule.
     *
     * @return 0 or 1
     */
    public int maxPawns() {
        return maxPawns;
    }
}
