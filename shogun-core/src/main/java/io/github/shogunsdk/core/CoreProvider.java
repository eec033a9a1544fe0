package io.github.shogunsdk.core;

import io.github.shogunsdk.api.Engine;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Renderer;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Rules;
import io.github.shogunsdk.api.spi.ShogunProvider;
import io.github.shogunsdk.core.engine.CoreEngine;
import io.github.shogunsdk.core.game.CoreGame;
import io.github.shogunsdk.core.notation.SgnReader;
import io.github.shogunsdk.core.render.CoreRenderer;

/** Provides the core implementation to {@link io.github.shogunsdk.api.Shogun} through the service loader. */
public final class CoreProvider implements ShogunProvider {

    private static final Renderer RENDERER = new CoreRenderer();

    /** Creates the provider; called by the service loader. */
    public CoreProvider() {
    }

    @Override
    public Rules rules(RuleSet ruleSet) {
        return new CoreRules(ruleSet);
    }

    /** Starts from the setup's position, or else from the energy model's initial position. */
    @Override
    public Game newGame(GameSetup setup) {
        return new CoreGame(setup, setup.start().orElseGet(() -> new CoreRules(setup.ruleSet()).initial(setup.energyModel())));
    }

    @Override
    public Game readGame(String record) {
        return SgnReader.read(record);
    }

    @Override
    public Engine newEngine(GameSetup setup) {
        return new CoreEngine(setup);
    }

    @Override
    public Renderer renderer() {
        return RENDERER;
    }
}
