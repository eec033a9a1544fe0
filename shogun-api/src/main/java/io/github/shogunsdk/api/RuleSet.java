package io.github.shogunsdk.api;

import io.github.shogunsdk.api.internal.AsciiCase;
import io.github.shogunsdk.api.internal.Words;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * A rule set: the {@link Variant} and the options of how a game ends. Immutable; its
 * {@link #toString()} is its text form, which {@link #parse parse} reads back.
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

    /** The bare-king option's key; its value is a {@link BareKingRule}'s word. */
    private static final String BARE_KING = "bare-king=";

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
        Objects.requireNonNull(variant, "variant");
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
     * Reads a rule set as {@link #toString()} writes it: a variant name ({@code standard},
     * {@code coursework}, {@code koth}, any letter case), optionally followed by options, each
     * after one space: {@code bare-king=king-alone|king-and-one-pawn}, {@code quiet-plies=N} (0 to
     * {@value Integer#MAX_VALUE}) and {@code repetition=on|off}. Options not given keep their
     * defaults; a later option overrides an earlier one.
     *
     * @param text the rule set, such as {@code "koth"} or {@code "standard quiet-plies=0"}
     * @return the rule set
     * @throws NotationException naming the first bad character and what is allowed there
     * @throws NullPointerException if {@code text} is null
     */
    public static RuleSet parse(String text) {
        Objects.requireNonNull(text, "text");
        TextCursor in = new TextCursor("rule set", text);
        int start = in.index();
        String name = word(in);
        Variant variant = Words.find(Variant.values(), AsciiCase.lower(name));
        if (variant == null) {
            throw in.errorAt(start, "expected standard, coursework or koth, found "
                    + (name.isEmpty() ? in.found() : io.github.shogunsdk.api.spi.Messages.quote(name)));
        }
        RuleSet rules = of(variant);
        while (in.accept(' ')) {
            rules = rules.withOption(in);
        }
        in.requireEnd("a space and a rule option, or the end of the rule set");
        return rules;
    }

    private RuleSet withOption(TextCursor in) {
        int start = in.index();
        String word = word(in);
        String lower = AsciiCase.lower(word);
        BareKingRule bareKingRule = lower.startsWith(BARE_KING) ? Words.find(BareKingRule.values(),
                lower.substring(BARE_KING.length())) : null;
        if (bareKingRule != null) {
            return withBareKing(bareKingRule);
        }
        switch (lower) {
            case "repetition=on":
                return withRepetitionDraw(true);
            case "repetition=off":
                return withRepetitionDraw(false);
            default:
                String prefix = "quiet-plies=";
                // ASCII case only, as above: a Unicode-aware comparison would ship case tables to browsers.
                if (lower.startsWith(prefix) && word.length() > prefix.length()) {
                    int at = start + prefix.length();
                    long limit = 0;
                    for (int i = prefix.length(); i < word.length(); i++, at++) {
                        char c = word.charAt(i);
                        limit = limit * 10 + (c - '0');
                        if (c < '0' || c > '9' || limit > Integer.MAX_VALUE) {
                            throw in.errorAt(at, "expected the quiet-ply limit as a whole number from 0 to "
                                    + Integer.MAX_VALUE);
                        }
                    }
                    return withQuietPlyLimit((int) limit);
                }
                throw in.errorAt(start, "expected a rule option bare-king=king-alone|king-and-one-pawn, "
                        + "quiet-plies=N or repetition=on|off, found " + (word.isEmpty() ? in.found()
                        : io.github.shogunsdk.api.spi.Messages.quote(word)));
        }
    }

    private static String word(TextCursor in) {
        int start = in.index();
        while (!in.atEnd() && in.peek() != ' ') {
            in.advance();
        }
        return in.text().substring(start, in.index());
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
        Objects.requireNonNull(rule, "rule");
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
    public boolean equals(@Nullable Object other) {
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
            out.append(' ').append(BARE_KING).append(Words.word(bareKing));
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
