package io.github.shogunsdk.core.properties;

import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Rules;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Variant;

/** The implementation under test, reached only through the API's entry point. */
final class Impl {

    static final Rules STANDARD = Shogun.rules(RuleSet.standard());
    static final Rules COURSEWORK = Shogun.rules(RuleSet.of(Variant.COURSEWORK));
    static final Rules KOTH = Shogun.rules(RuleSet.of(Variant.KOTH));

    private Impl() {
    }

    static Rules of(Variant variant) {
        switch (variant) {
            case COURSEWORK: return COURSEWORK;
            case KOTH: return KOTH;
            default: return STANDARD;
        }
    }
}
