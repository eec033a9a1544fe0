package io.github.shogunsdk.examples.cli;

import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Rules;
import io.github.shogunsdk.api.Shogun;

/**
 * The {@code --rules standard|coursework|koth} option (any letter case); standard when absent.
 */
final class RulesOption {

    /** The option's name. */
    static final String NAME = "--rules";

    /** The option's line in a command's help. */
    static final String HELP = "  --rules R          the rule set: standard (default), coursework or koth\n";

    private RulesOption() {
    }

    /**
     * Returns the rules the option names.
     *
     * @param arguments the command line
     * @return the rules under the chosen rule set
     * @throws UsageException for an unknown rule set
     */
    static Rules rules(Arguments arguments) {
        return Shogun.rules(ruleSet(arguments));
    }

    /**
     * Returns the rule set the option names.
     *
     * @param arguments the command line
     * @return the chosen rule set, standard when the option is absent
     * @throws UsageException for an unknown rule set
     */
    static RuleSet ruleSet(Arguments arguments) {
        return arguments.value(NAME).map(RulesOption::parse).orElse(RuleSet.standard());
    }

    private static RuleSet parse(String name) {
        try {
            return RuleSet.parse(name);
        } catch (IllegalArgumentException e) {
            throw new UsageException("option " + NAME + ": " + ShogunCommand.oneLine(e));
        }
    }
}
