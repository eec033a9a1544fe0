package io.github.shogunsdk.core.internal.tables;

import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.RuleSet;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Generates tables into a folder, smallest first: each signature's captures lead to tables that
 * are made before it or already in the folder (docs/TABLES.md, "Generation"). Keeps the tables of
 * the current size and the one below in memory; older ones are read back from their files.
 */
public final class TableGenerator {

    private final Path folder;
    private final RuleSet rules;
    private final EnergyModel model;
    private final Consumer<String> progress;
    private final Map<Signature, TableValues> made = new HashMap<>();

    /**
     * Prepares a generator.
     *
     * @param folder the folder of the files
     * @param rules the rule set
     * @param model a magnetic or fixed model
     * @param progress receives one line per step
     */
    public TableGenerator(Path folder, RuleSet rules, EnergyModel model, Consumer<String> progress) {
        if (model instanceof EnergyModel.Random) {
            throw new IllegalArgumentException("random energies depend on the history: no table covers them");
        }
        this.folder = folder;
        this.rules = rules;
        this.model = model;
        this.progress = progress;
    }

    /**
     * Generates the named signatures (with what they need), or all up to {@code maxPieces}.
     *
     * @param names signatures' texts, or empty
     * @param maxPieces 1 to 4, when no name is given
     * @return the files written
     * @throws IOException if a file cannot be read or written
     */
    public List<Path> generate(List<String> names, int maxPieces) throws IOException {
        List<Signature> wanted = new ArrayList<>();
        if (names.isEmpty()) {
            if (maxPieces < 1 || maxPieces > RetrogradeBuilder.MAX_PIECES) {
                throw new IllegalArgumentException("tables are made for 1 to " + RetrogradeBuilder.MAX_PIECES
                        + " pieces, not " + maxPieces);
            }
            if (model instanceof EnergyModel.Fixed) {
                throw new IllegalArgumentException("under fixed energies name the signatures with their energies"
                        + " (K2P3vK1P4)");
            }
            wanted.addAll(Signature.allUpTo(maxPieces));
        } else {
            for (String name : names) {
                Signature signature = Signature.parse(name);
                if (signature.hasEnergies() != model instanceof EnergyModel.Fixed) {
                    throw new IllegalArgumentException(model instanceof EnergyModel.Fixed
                            ? "under fixed energies each piece carries its energy (K2P3vK1P4), not " + name
                            : "under the magnetic model a signature names no energies (KPvKP), not " + name);
                }
                if (signature.pieces() > RetrogradeBuilder.MAX_PIECES) {
                    throw new IllegalArgumentException("tables of more than " + RetrogradeBuilder.MAX_PIECES
                            + " pieces are not supported yet: " + name);
                }
                wanted.add(signature);
            }
        }
        Set<Signature> order = new LinkedHashSet<>();
        for (Signature signature : wanted) {
            addWithSmaller(signature, order, true);
        }
        List<Path> written = new ArrayList<>();
        for (Signature signature : order) {
            if (!signature.isBare(rules.bareKing().maxPawns())) {
                written.add(make(signature));
            }
        }
        return written;
    }

    /** Adds the smaller signatures first; {@code always} for the named ones, which are made even if present. */
    private void addWithSmaller(Signature signature, Set<Signature> order, boolean always) {
        if (order.contains(signature) || signature.pieces() == 0) {
            return;
        }
        if (!always && Files.exists(TableFile.path(folder, signature))) {
            return;
        }
        for (int slot = 0; slot < signature.pieces(); slot++) {
            addWithSmaller(signature.without(slot), order, false);
        }
        order.add(signature);
    }

    private Path make(Signature signature) throws IOException {
        long start = System.nanoTime();
        RetrogradeBuilder builder = new RetrogradeBuilder(signature, rules, model, this::smaller);
        MemoryTable table = builder.build();
        long built = System.nanoTime();
        TableFile.write(folder, signature, rules, model, table);
        made.keySet().removeIf(old -> old.pieces() < signature.pieces() - 1);
        made.put(signature, table);
        Path file = TableFile.path(folder, signature);
        progress.accept(String.format(java.util.Locale.ROOT, "%s: %,d entries, %.1f s, %,d bytes", signature,
                table.entries(), (built - start) / 1e9, Files.size(file)));
        return file;
    }

    private TableValues smaller(Signature signature) {
        TableValues table = made.get(signature);
        if (table != null) {
            return table;
        }
        try {
            table = TableFile.open(TableFile.path(folder, signature), signature, rules, model);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        made.put(signature, table);
        return table;
    }
}
