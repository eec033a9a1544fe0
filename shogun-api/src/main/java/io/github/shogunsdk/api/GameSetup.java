package io.github.shogunsdk.api;

import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * How a game starts: its rule set, its energy model and, optionally, a start position other than
 * the energy model's initial position. Immutable. A game record keeps all three, so
 * {@code Shogun.readGame(game.toSgn()).setup()} equals {@code game.setup()}.
 *
 * <pre>{@code
 * GameSetup setup = GameSetup.standard()                       // standard rules, magnetic energies
 *         .withRuleSet(RuleSet.of(Variant.KOTH))
 *         .withEnergyModel(EnergyModel.random(42));
 * Game game = Shogun.newGame(setup);
 * }</pre>
 */
public final class GameSetup {

    private final RuleSet ruleSet;
    private final EnergyModel energyModel;
    private final @Nullable Position start;

    private GameSetup(RuleSet ruleSet, EnergyModel energyModel, @Nullable Position start) {
        this.ruleSet = Objects.requireNonNull(ruleSet, "ruleSet");
        this.energyModel = Objects.requireNonNull(energyModel, "energyModel");
        this.start = start;
    }

    /**
     * Returns the default setup: standard rules, the standard magnets unturned, the initial position.
     *
     * @return the default setup
     */
    public static GameSetup standard() {
        return new GameSetup(RuleSet.standard(), EnergyModel.magnetic(), null);
    }

    /**
     * Returns this setup with another rule set.
     *
     * @param ruleSet the rule set
     * @return the new setup
     */
    public GameSetup withRuleSet(RuleSet ruleSet) {
        return new GameSetup(Objects.requireNonNull(ruleSet, "ruleSet"), energyModel, start);
    }

    /**
     * Returns this setup with another energy model.
     *
     * @param energyModel the energy model
     * @return the new setup
     */
    public GameSetup withEnergyModel(EnergyModel energyModel) {
        return new GameSetup(ruleSet, Objects.requireNonNull(energyModel, "energyModel"), start);
    }

    /**
     * Returns this setup starting from a given position instead of the energy model's initial one.
     *
     * @param position the start position
     * @return the new setup
     */
    public GameSetup withStart(Position position) {
        return new GameSetup(ruleSet, energyModel, Objects.requireNonNull(position, "position"));
    }

    /**
     * Returns this setup starting from the energy model's initial position.
     *
     * @return the new setup
     */
    public GameSetup withoutStart() {
        return new GameSetup(ruleSet, energyModel, null);
    }

    /**
     * Returns the rule set.
     *
     * @return the rule set
     */
    public RuleSet ruleSet() {
        return ruleSet;
    }

    /**
     * Returns the energy model.
     *
     * @return the energy model
     */
    public EnergyModel energyModel() {
        return energyModel;
    }

    /**
     * Returns the start position, if one was given; otherwise the game starts from
     * {@link Rules#initial(EnergyModel)}.
     *
     * @return the given start position, or empty
     */
    public Optional<Position> start() {
        return Optional.ofNullable(start);
    }

    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof GameSetup s && ruleSet.equals(s.ruleSet) && energyModel.equals(s.energyModel)
                && Objects.equals(start, s.start);
    }

    @Override
    public int hashCode() {
        return Objects.hash(ruleSet, energyModel, start);
    }

    /**
     * Returns a description such as {@code "standard, magnetic 90, from <SPN>"}.
     *
     * @return a readable description
     */
    @Override
    public String toString() {
        return ruleSet + ", " + energyModel + (start == null ? "" : ", from " + start);
    }
}
