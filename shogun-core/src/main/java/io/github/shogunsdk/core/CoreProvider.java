package io.github.shogunsdk.core;

import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Rules;
import io.github.shogunsdk.api.spi.ShogunProvider;

/** Provides the core implementation to {@link io.github.shogunsdk.api.Shogun} through the service loader. */
public final class CoreProvider implements ShogunProvider {

    /** Creates the provider; called by the service loader. */
    public CoreProvider() {
    }

    @Override
    public Rules rules(RuleSet ruleSet) {
        return new CoreRules(ruleSet);
    }
}
