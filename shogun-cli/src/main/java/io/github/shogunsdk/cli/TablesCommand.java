package io.github.shogunsdk.cli;

import io.github.shogunsdk.api.EndgameTables;
import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Shogun;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code shogun tables generate [--rules R] [--energy E] [--pieces N] [--signature S]… DIR} makes
 * endgame tables (docs/TABLES.md), a line of progress per table on standard error;
 * {@code shogun tables probe [--rules R] [--energy E] DIR SPN…} prints one line per position:
 * {@code win N}, {@code loss N}, {@code draw}, {@code cursed-win N}, {@code blessed-loss N} or
 * {@code unknown}.
 */
@Command(name = "tables", header = "make and probe endgame tables", description = {
    "tables generate [--rules R] [--energy MODEL] [--pieces N] [--signature S]... DIR: makes the tables of every "
            + "material signature of up to N pieces (default 4), or of the named signatures (KPvKP), into DIR, "
            + "smaller tables first; one line per table on standard error. Each file is replaced atomically.",
    "",
    "tables probe [--rules R] [--energy MODEL] DIR SPN...: one line per position: win N, loss N, draw, "
            + "cursed-win N or blessed-loss N (a result the quiet-ply limit turns into a draw), N being the plies "
            + "to the end of the game under perfect play; unknown when no table covers the position."})
final class TablesCommand extends CliCommand {

    private static final String PIECES = "--pieces";
    private static final String SIGNATURE = "--signature";

    @Parameters(index = "0", paramLabel = "ACTION", description = "generate or probe")
    String action;

    @Parameters(index = "1..*", paramLabel = "DIR [SPN...]",
            description = "the tables' folder, then (probe) the positions")
    List<String> arguments = new ArrayList<>();

    @Option(names = RulesOption.NAME, paramLabel = RulesOption.LABEL, description = RulesOption.DESCRIPTION)
    String rules;

    @Option(names = EnergyOption.NAME, paramLabel = EnergyOption.LABEL,
            description = "the energy model (default: magnetic): fixed, magnetic or magnetic ROT; not random")
    String energy;

    @Option(names = PIECES, paramLabel = "N", description = "generate: every signature of 1 to N pieces, N 1 to 4 "
            + "(default 4)")
    String pieces;

    @Option(names = SIGNATURE, paramLabel = "S", description = "generate: only this signature (and the smaller "
            + "tables it needs), such as KPvKP; may be repeated")
    List<String> signatures = new ArrayList<>();

    @Mixin
    HelpOption help;

    @Override
    void execute(InputStream in, PrintStream out, PrintStream err) {
        RuleSet ruleSet = rules == null ? RuleSet.standard() : RulesOption.parse(rules);
        EnergyModel model = EnergyOption.parse(energy, EnergyModel.magnetic());
        if (model instanceof EnergyModel.Random) {
            throw new UsageException("option " + EnergyOption.NAME + ": random energies depend on the game's history, "
                    + "so no table covers them");
        }
        if (arguments.isEmpty()) {
            throw new UsageException("missing the tables' folder DIR for tables " + action);
        }
        Path folder = Path.of(arguments.get(0));
        switch (action) {
            case "generate" -> generate(folder, ruleSet, model, err);
            case "probe" -> probe(folder, ruleSet, model, out);
            default -> throw new UsageException("tables takes generate or probe, not " + ShogunCommand.quoted(action));
        }
    }

    private void generate(Path folder, RuleSet ruleSet, EnergyModel model, PrintStream err) {
        if (arguments.size() > 1) {
            throw new UsageException("tables generate takes one folder, not also "
                    + ShogunCommand.quoted(arguments.get(1)));
        }
        int maxPieces = 4;
        if (pieces != null) {
            try {
                maxPieces = Integer.parseInt(pieces);
            } catch (NumberFormatException e) {
                maxPieces = -1;
            }
            if (maxPieces < 1 || maxPieces > 4) {
                throw new UsageException("option " + PIECES + " needs a whole number 1 to 4, not "
                        + ShogunCommand.quoted(pieces));
            }
        }
        long start = System.nanoTime();
        try {
            List<Path> files = Shogun.generateTables(folder, ruleSet, model, signatures, maxPieces, line -> {
                err.print("tables: " + line + "\n");
                err.flush();
            });
            err.print("tables: " + files.size() + " tables in " + (System.nanoTime() - start) / 1_000_000 + " ms\n");
        } catch (IOException | UncheckedIOException e) {
            throw new UsageException("cannot make the tables in " + ShogunCommand.quoted(folder.toString()) + ": "
                    + ShogunCommand.oneLine(e));
        }
    }

    private void probe(Path folder, RuleSet ruleSet, EnergyModel model, PrintStream out) {
        if (pieces != null || !signatures.isEmpty()) {
            throw new UsageException("options " + PIECES + " and " + SIGNATURE + " belong to tables generate");
        }
        if (arguments.size() < 2) {
            throw new UsageException("missing the positions SPN... for tables probe");
        }
        EndgameTables tables = Shogun.openTables(folder, ruleSet, model);
        List<Position> positions = new ArrayList<>();
        for (String spn : arguments.subList(1, arguments.size())) {
            positions.add(Position.parse(spn));
        }
        StringBuilder lines = new StringBuilder();
        try {
            for (Position position : positions) {
                lines.append(tables.probe(position).map(Object::toString).orElse("unknown")).append('\n');
            }
        } catch (UncheckedIOException e) {
            throw TablesFolder.unreadable(folder, e);
        }
        out.print(lines);
        out.flush();
    }

    @Override
    String missing(String label) {
        return label.equals("ACTION") ? "the action, generate or probe," : super.missing(label);
    }
}
