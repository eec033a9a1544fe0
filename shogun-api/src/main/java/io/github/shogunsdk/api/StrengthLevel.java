package io.github.shogunsdk.api;

import io.github.shogunsdk.api.internal.AsciiCase;
import io.github.shogunsdk.api.internal.Words;
import io.github.shogunsdk.api.spi.Messages;
import java.util.Objects;

/**
 * The named playing strengths a game can offer a person, each a strength limit in Elo
 * ({@link EngineOptions#withStrengthLimit}), from {@link #BEGINNER} up to {@link #FULL} strength.
 * Neighbouring levels are 400 Elo apart on the SDK's scale; the project's README gives each level's
 * measured score against its neighbours.
 *
 * <pre>{@code
 * StrengthLevel level = StrengthLevel.parse("club");    // CLUB
 * level.elo();                                          // 1400
 * Engine engine = Shogun.newEngine(GameSetup.standard(), level.options(EngineOptions.defaults()));
 * }</pre>
 */
public enum StrengthLevel {

    /**
     * Looks one ply ahead (its own move, and the captures that follow), often takes a move nearly
     * as good as its best, and errs often.
     */
    BEGINNER("Beginner", EngineOptions.MIN_STRENGTH_ELO),
    /** Looks two plies ahead, with a wide choice and frequent mistakes. */
    CASUAL("Casual", 1000),
    /** Looks three plies ahead; errs now and then. */
    CLUB("Club", 1400),
    /** Looks four plies ahead; rarely errs. */
    STRONG("Strong", 1800),
    /** Looks five plies ahead; seldom strays from its best move. */
    EXPERT("Expert", 2200),
    /** Full strength: no limit. */
    FULL("Full", EngineOptions.MAX_STRENGTH_ELO);

    private final String displayName;
    private final int elo;

    StrengthLevel(String displayName, int elo) {
        this.displayName = displayName;
        this.elo = elo;
    }

    /**
     * Returns the level's strength limit.
     *
     * @return Elo, {@value EngineOptions#MIN_STRENGTH_ELO} to {@value EngineOptions#MAX_STRENGTH_ELO}
     *     (full strength)
     */
    public int elo() {
        return elo;
    }

    /**
     * Returns the level's name as a person reads it.
     *
     * @return such as {@code "Club"}
     */
    public String displayName() {
        return displayName;
    }

    /**
     * Returns options at this level's strength, with everything else as given.
     *
     * @param options the options to start from
     * @return the options with this level's strength limit ({@link #FULL}: none)
     */
    public EngineOptions options(EngineOptions options) {
        return Objects.requireNonNull(options, "options").withStrengthLimit(elo);
    }

    /**
     * Reads a level's name, in any ASCII letter case: {@code beginner}, {@code casual},
     * {@code club}, {@code strong}, {@code expert} or {@code full}. Only the letters A–Z match
     * their lower case: a character that merely folds to one ({@code ſ} for s, dotless
     * {@code ı} or dotted {@code İ} for i, full-width letters) is refused like any other.
     *
     * @param name the name, as {@link #displayName()} or {@link #name()} writes it, in any ASCII case
     * @return the level
     * @throws IllegalArgumentException if no level has that name
     */
    public static StrengthLevel parse(String name) {
        Objects.requireNonNull(name, "name");
        StrengthLevel level = Words.find(StrengthLevel.values(), AsciiCase.lower(name));
        if (level != null) {
            return level;
        }
        throw new IllegalArgumentException("a strength level is beginner, casual, club, strong, expert or full, not "
                + Messages.quote(name));
    }

    /**
     * Returns the level's name in lower case, as {@link #parse} reads it.
     *
     * @return such as {@code "club"}
     */
    @Override
    public String toString() {
        return Words.word(this);
    }
}
