package io.github.shogunsdk.api;

import java.util.Objects;

/**
 * A rule set: the {@link Variant} and the options of how a game ends. Immutable.
 *
 * <pre>{@code
 * RuleSet rules = RuleSet.of(Variant.KOTH)
 *         .withBareKing(BareKingRule.KING_AND_ONE_PAWN)
 *         .withQuietPlyLimit(0);             // no quiet-ply draw
 * rules.variant();                           // KOTH
 * }</pre>
 */
public final class RuleSet {

    /** The default quiet-ply limit: 100 plies in a row without a capture draw. */
    public static final int DEFAULT_QUIET_PLY_LIMIT = 100;

    private final Variant variant;
    private final BareKingRule bareKing;
    private final int quietPlyLimit;
    private final boolean repetitionDraw;

    private RuleSet(Variant variant, BareKingRule bareKing, int quietPlyLimit, boolean repetitionDraw) {
        this.variant = Objects.requireNonNull(variant, "variant");
        this.bareKing = Objects.requireNonNull(bareKing, "bareKing");
        if (quietPlyLimit < 0) {
            throw new IllegalArgumentException("the quiet-ply limit is 0 (off) or more, not " + quietPlyLimit);
        }
        this.quietPlyLimit = quietPlyLimit;
        this.repetitionDraw = repetitionDraw;
    }

    /**
     * Returns a variant with the default options: bare king alone loses, 100 quiet plies draw,
     * threefold repetition draws.
     *
     * @param variant the variant
     * @return the rule set
     */
    public static RuleSet of(Variant variant) {
        return new RuleSet(variant, BareKingRule.KING_ALONE, DEFAULT_QUIET_PLY_LIMIT, true);
    }

    /**
     * Returns the standard rules with the default options.
     *
     * @return the standard rule set
     */
    public static RuleSet standard() {
        return of(Variant.STANDARD);
    }

    /**
     * Reads a variant name ({@code standard}, {@code coursework}, {@code koth}, any letter case)
     * and returns it with the default options.
     *
     * @param name the variant's name
     * @return the rule set
     * @throws IllegalArgumentException for an unknown name
     */
    public static RuleSet parse(String name) {
        return of(Variant.parse(name));
    }

    /**
     * Returns the variant.
     *
     * @return standard, coursework or koth
     */
    public Variant variant() {
        return variant;
    }

    /**
     * Returns the bare-king rule.
     *
     * @return how few pieces lose
     */
    public BareKingRule bareKing() {
        return bareKing;
    }

    /**
     * Returns how many plies in a row without a capture draw the game; 0 means never.
     *
     * @return the limit, zero or more
     */
    public int quietPlyLimit() {
        return quietPlyLimit;
    }

    /**
     * Tells whether the third occurrence of a position draws the game.
     *
     * @return true when repetition draws
     */
    public boolean repetitionDraw() {
        return repetitionDraw;
    }

    /**
     * Returns these rules with another bare-king rule.
     *
     * @param rule the bare-king rule
     * @return the new rule set
     */
    public RuleSet withBareKing(BareKingRule rule) {
        return new RuleSet(variant, rule, quietPlyLimit, repetitionDraw);
    }

    /**
     * Returns these rules with another quiet-ply limit.
     *
     * @param limit plies in a row without a capture that draw, or 0 for never
     * @return the new rule set
     * @throws IllegalArgumentException if the limit is negative
     */
    public RuleSet withQuietPlyLimit(int limit) {
        return new RuleSet(variant, bareKing, limit, repetitionDraw);
    }

    /**
     * Returns these rules with threefold repetition drawing or not.
     *
     * @param draws true to draw on the third occurrence of a position
     * @return the new rule set
     */
    public RuleSet withRepetitionDraw(boolean draws) {
        return new RuleSet(variant, bareKing, quietPlyLimit, draws);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof RuleSet r && variant == r.variant && bareKing == r.bareKing
                && quietPlyLimit == r.quietPlyLimit && repetitionDraw == r.repetitionDraw;
    }

    @Override
    public int hashCode() {
        return Objects.hash(variant, bareKing, quietPlyLimit, repetitionDraw);
    }

    /**
     * Returns the variant's name, followed by the options that differ from the defaults, such as
     * {@code "koth bare-king=king-and-one-pawn quiet-plies=0"}.
     *
     * @return a readable description
     */
    @Override
    public String toString() {
        StringBuilder out = new StringBuilder(variant.id());
        if (bareKing != BareKingRule.KING_ALONE) {
            out.append(" bare-king=king-and-one-pawn");
        }
        if (quietPlyLimit != DEFAULT_QUIET_PLY_LIMIT) {
            out.append(" quiet-plies=").append(quietPlyLimit);
        }
        if (!repetitionDraw) {
            out.append(" repetition=off");
        }
        return out.toString();
    }
}
