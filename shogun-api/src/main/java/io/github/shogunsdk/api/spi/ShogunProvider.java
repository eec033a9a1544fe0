package io.github.shogunsdk.api.spi;

import io.github.shogunsdk.api.Engine;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Renderer;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Rules;

/**
 * The service an implementation of the Shogun SDK provides; {@link io.github.shogunsdk.api.Shogun}
 * finds it with {@link java.util.ServiceLoader}. Frontends use {@code Shogun}, not this interface.
 */
public interface ShogunProvider {

    /**
     * Returns the rules under a rule set.
     *
     * @param ruleSet the rule set
     * @return thread-safe rules
     */
    Rules rules(RuleSet ruleSet);

    /**
     * Starts a game.
     *
     * @param setup the setup
     * @return a new mutable game
     */
    Game newGame(GameSetup setup);

    /**
     * Reads and replays a game record.
     *
     * @param record the record's text
     * @return the replayed game
     */
    Game readGame(String record);

    /**
     * Creates an engine.
     *
     * @param setup the rule set and energy model
     * @return a new thread-confined engine
     */
    Engine newEngine(GameSetup setup);

    /**
     * Returns the renderer.
     *
     * @return a thread-safe renderer
     */
    Renderer renderer();
}
