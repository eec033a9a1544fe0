package io.github.shogunsdk.api;

import io.github.shogunsdk.api.spi.ShogunProvider;

/**
 * The entry point of the Shogun SDK: frontends reach every service from here and never name an
 * implementation class. Add {@code shogun-core} to the class path or module path.
 *
 * <pre>{@code
 * Rules rules = Shogun.rules();                                  // standard rules
 * Rules koth = Shogun.rules(RuleSet.of(Variant.KOTH));
 * rules.legalMoves(Position.initial()).size();                   // 27
 * Game game = Shogun.newGame();                                  // standard rules, magnetic energies
 * Game replayed = Shogun.readGame(game.toSgn());
 * String board = Shogun.renderer().coursework(game.position());
 * }</pre>
 */
public final class Shogun {

    /** Found on first use; a failed lookup is not cached, so every call without core reports it. */
    private static volatile ShogunProvider provider;

    private Shogun() {
    }

    /**
     * Returns the standard rules.
     *
     * @return thread-safe rules
     * @throws IllegalStateException if no implementation is on the class path
     */
    public static Rules rules() {
        return rules(RuleSet.standard());
    }

    /**
     * Returns the rules under a rule set.
     *
     * @param ruleSet the rule set
     * @return thread-safe rules
     * @throws IllegalStateException if no implementation is on the class path
     */
    public static Rules rules(RuleSet ruleSet) {
        return provider().rules(ruleSet);
    }

    /**
     * Starts a game with the default setup: standard rules, standard magnets, the initial position.
     *
     * @return a new game; mutable, for one thread
     * @throws IllegalStateException if no implementation is on the class path
     */
    public static Game newGame() {
        return newGame(GameSetup.standard());
    }

    /**
     * Starts a game.
     *
     * @param setup the rule set, energy model and start
     * @return a new game; mutable, for one thread
     * @throws IllegalStateException if no implementation is on the class path
     */
    public static Game newGame(GameSetup setup) {
        return provider().newGame(setup);
    }

    /**
     * Reads a game record (SGN, RULES.md §10) and replays it.
     *
     * @param record the record's text
     * @return the game at its last move, with undo back to its start
     * @throws io.github.shogunsdk.api.notation.RecordException naming the line, column, move and
     *     reason if the record cannot be read or replayed
     * @throws IllegalStateException if no implementation is on the class path
     */
    public static Game readGame(String record) {
        return provider().readGame(record);
    }

    /**
     * Returns the board renderer.
     *
     * @return a thread-safe renderer
     * @throws IllegalStateException if no implementation is on the class path
     */
    public static Renderer renderer() {
        return provider().renderer();
    }

    /**
     * Creates a computer player for a rule set and energy model.
     *
     * @param setup the rule set and energy model (the start position is not used)
     * @return a new engine; thread-confined, see {@link Engine}
     * @throws IllegalStateException if no implementation is on the class path
     */
    public static Engine newEngine(GameSetup setup) {
        return provider().newEngine(setup);
    }

    private static ShogunProvider provider() {
        ShogunProvider found = provider;
        if (found == null) {
            found = ProviderLookup.find(ShogunProvider.class, Shogun.class.getClassLoader());
            provider = found;
        }
        return found;
    }
}
