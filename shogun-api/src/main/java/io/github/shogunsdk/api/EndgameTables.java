package io.github.shogunsdk.api;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Endgame tables in a folder, for one rule set and energy model (docs/TABLES.md): the exact value
 * of every position of up to four pieces whose table is there. Get them from
 * {@link Shogun#openTables}; make them with {@link Shogun#generateTables}. A table's file is mapped
 * into memory the first time a position needs it and kept in a small cache. Thread-safe: any number
 * of threads may probe one instance.
 *
 * <p>A position is covered when the folder holds its material's table, its energies are those the
 * energy model gives its squares (as in every game under that model), and it has at most four
 * pieces; a position the rules have already ended (a bare king, say) is covered without a table.
 *
 * <pre>{@code
 * EndgameTables tables = Shogun.openTables(Path.of("tables"), RuleSet.standard(), EnergyModel.magnetic());
 * Optional<TableValue> value = tables.probe(Position.parse("8/8/8/p47/8/8/8/P47 w"));   // win 1, with PvP.sgtb
 * List<Move> best = tables.bestMoves(Position.parse("8/8/8/p47/8/8/8/P47 w"));        // [a1a5]
 * }</pre>
 *
 * <p>This interface is implemented by the SDK only and may gain methods in later versions.
 */
public interface EndgameTables {

    /**
     * Returns the folder the tables are read from.
     *
     * @return the folder
     */
    Path folder();

    /**
     * Returns the rule set the tables are for; positions are judged under it, quiet-ply limit
     * included.
     *
     * @return the rule set
     */
    RuleSet ruleSet();

    /**
     * Returns the energy model the tables are for.
     *
     * @return the model
     */
    EnergyModel energyModel();

    /**
     * Probes a position: its value for the side to move, taking its quiet-ply counter into account
     * (a win that needs more quiet plies than are left is a cursed win).
     *
     * @param position the position
     * @return the value, or empty when no table covers the position
     * @throws java.io.UncheckedIOException if the position's table file exists but cannot be read
     *         or is not a table of these rules (the failure is kept, so each later probe that needs
     *         the file reports it again; an engine's search counts such a table as covering
     *         nothing instead)
     */
    Optional<TableValue> probe(Position position);

    /**
     * Returns the moves that keep the best value: for a win, the shortest wins that stay within
     * the quiet-ply limit; for a draw, every move that holds it; for a loss, the longest resistance.
     *
     * @param position the position
     * @return the best moves, sorted by their text; empty when no table covers the position or
     *         the game is over
     * @throws java.io.UncheckedIOException as {@link #probe} does
     */
    List<Move> bestMoves(Position position);
}
