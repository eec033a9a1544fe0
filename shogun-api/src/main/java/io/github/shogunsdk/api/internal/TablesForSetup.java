package io.github.shogunsdk.api.internal;

import io.github.shogunsdk.api.EndgameTables;
import io.github.shogunsdk.api.GameSetup;

/**
 * Whether endgame tables serve a game's setup: they were opened for its rule set and energy model,
 * the only ones their values hold under. The engine refuses others; the command line's protocol
 * engine leaves them out.
 */
public final class TablesForSetup {

    private TablesForSetup() {
    }

    /**
     * Tells whether tables are for a setup's rule set and energy model.
     *
     * @param tables the tables
     * @param setup the setup
     * @return true when both are the tables' own
     */
    public static boolean matches(EndgameTables tables, GameSetup setup) {
        return tables.ruleSet().equals(setup.ruleSet()) && tables.energyModel().equals(setup.energyModel());
    }
}
