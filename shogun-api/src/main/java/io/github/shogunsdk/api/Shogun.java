package io.github.shogunsdk.api;

import io.github.shogunsdk.api.spi.ShogunProvider;
import java.util.ServiceLoader;

/**
 * The entry point of the Shogun SDK: frontends reach every service from here and never name an
 * implementation class. Add {@code shogun-core} to the class path or module path.
 *
 * <pre>{@code
 * Rules rules = Shogun.rules();                                  // standard rules
 * Rules koth = Shogun.rules(RuleSet.of(Variant.KOTH));
 * rules.legalMoves(Position.initial()).size();                   // 27
 * }</pre>
 */
public final class Shogun {

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
        return Provider.INSTANCE.rules(ruleSet);
    }

    /** Loads the provider once, on first use. */
    private static final class Provider {
        static final ShogunProvider INSTANCE = ServiceLoader.load(ShogunProvider.class, Shogun.class.getClassLoader())
                .findFirst()
                .orElseThrow(() -> new IllegalStateException(
                        "no Shogun SDK implementation found: add io.github.shogunsdk:shogun-core to the class path"));
    }
}
