package io.github.shogunsdk.api.spi;

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
}
