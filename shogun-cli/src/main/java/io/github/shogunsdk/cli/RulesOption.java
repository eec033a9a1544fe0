package io.github.shogunsdk.cli;

import io.github.shogunsdk.api.RuleSet;

/**
 * The {@code --rules R} option, spelled the same by every command that has it: a rule set as
 * {@link RuleSet#parse} reads it ({@code koth}, {@code 'standard quiet-plies=0'}); standard when
 * absent.
 */
final class RulesOption {

    /** The option's name. */
    static final String NAME = "--rules";

    /** The option's label in the usage. */
    static final String LABEL = "R";

    /** The option's description in a command's help. */
    static final String DESCRIPTION = "the rule set: standard, coursework or koth, optionally with rule options "
            + "such as 'standard quiet-plies=0' (default: standard)";

    private RulesOption() {
    }

    /**
     * Reads the option's value.
     *
     * @param text the value as given, or null when the option is absent
     * @return the rule set; standard when absent
     * @throws UsageException if the text is not a rule set
     */
    static RuleSet parse(String text) {
        if (text == null) {
            return RuleSet.standard();
        }
        try {
            return RuleSet.parse(text);
        } catch (IllegalArgumentException e) {
            throw new UsageException("option " + NAME + ": " + ShogunCommand.oneLine(e));
        }
    }
}
