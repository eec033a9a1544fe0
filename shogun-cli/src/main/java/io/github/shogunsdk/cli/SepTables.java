package io.github.shogunsdk.cli;

import io.github.shogunsdk.api.EndgameTables;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.TableValue;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The root hook of the engine protocol's {@code Tables} option: when a table covers the position
 * of a {@code go}, one of its best moves answers it, announced with the table's value. The search
 * probes the same tables at its nodes (they reach it through {@link SepOptions#engineOptions});
 * a table that cannot be read here is reported and the search goes on.
 */
final class SepTables {

    private SepTables() {
    }

    /**
     * The move the tables answer a position with.
     *
     * @param tables the tables the option names for the position's game, opened when first asked for (empty
     *     without the option, or when they are not the game's rules and energies)
     * @param position the position to answer
     * @param info receives the {@code info string} line with the table's value
     * @param error receives a one-line reason when a table cannot be read
     * @return the first best move by text, or null to search as usual
     */
    static String tableMove(Supplier<Optional<EndgameTables>> tables, Position position, Consumer<String> info,
            Consumer<String> error) {
        try {
            Optional<EndgameTables> opened = tables.get();
            if (opened.isEmpty()) {
                return null;
            }
            Optional<TableValue> value = opened.get().probe(position);
            List<Move> best = value.isEmpty() ? List.of() : opened.get().bestMoves(position);
            if (best.isEmpty()) {
                return null;
            }
            info.accept("info string tables " + value.get());
            return best.get(0).toString();
        } catch (UncheckedIOException e) {
            error.accept("tables: " + ShogunCommand.oneLine(e) + "; searching instead");
            return null;
        }
    }
}
