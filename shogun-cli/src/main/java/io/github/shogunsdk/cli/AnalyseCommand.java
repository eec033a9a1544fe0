package io.github.shogunsdk.cli;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Rules;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Square;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code shogun analyse [--rules R] [SPN]}: for one position given as an argument, or for each
 * position read from standard input (one per line, blank lines skipped), prints one line per piece
 * in square order (a1, a2, …, h8):
 *
 * <pre>{@code <sq> reach=<squares> legal=<squares> attackers=<n> defenders=<n>}</pre>
 *
 * <p>then {@code attacked-by-white=<squares>} (the Red pieces White attacks),
 * {@code attacked-by-red=<squares>} and {@code --}. Square lists are sorted and comma separated.
 * {@code legal} lists the destinations of the piece's legal moves under the rule set, the piece
 * judged as if its side were to move.
 */
@Command(name = "analyse", header = "reach, legal moves, attackers and defenders of every piece", description = {
    "Analyses the position SPN, or each position read from standard input (one per line). For each position "
            + "prints one line per piece, in square order (a1, a2, ..., h8):",
    "  <sq> reach=<squares> legal=<squares> attackers=<n> defenders=<n>",
    "then attacked-by-white=<squares> (the Red pieces White attacks), attacked-by-red=<squares> and a line --. "
            + "Squares are sorted and comma separated; legal moves are judged as if the piece's side were to move. "
            + "A line of input holds at most 1 MiB and the whole input at most 64 MiB."})
final class AnalyseCommand extends CliCommand {

    @Parameters(index = "0", arity = "0..1", paramLabel = "SPN",
            description = "the position (default: read positions from standard input)")
    String spn;

    @Option(names = RulesOption.NAME, paramLabel = RulesOption.LABEL, description = RulesOption.DESCRIPTION)
    String rules;

    @Mixin
    HelpOption help;

    @Override
    QuickParse.Grammar quickGrammar() {
        return new QuickParse.Grammar(Set.of(RulesOption.NAME), Set.of(), 0, 1);
    }

    @Override
    void quickSet(String name, String value) {
        switch (name) {
            case RulesOption.NAME -> rules = value;
            case "0" -> spn = value;
            default -> super.quickSet(name, value);
        }
    }

    @Override
    void execute(InputStream in, PrintStream out, PrintStream err) throws IOException {
        Rules legality = Shogun.rules(RulesOption.parse(rules));
        if (spn != null) {
            out.print(analyse(legality, Position.parse(spn)));
            return;
        }
        InputLines lines = new InputLines(in);
        for (Optional<InputLines.Line> next = lines.next(); next.isPresent(); next = lines.next()) {
            InputLines.Line line = next.get();
            String result;
            try {
                result = analyse(legality, Position.parse(line.text()));
            } catch (IllegalArgumentException e) {
                throw line.error(e);
            }
            out.print(result);
        }
    }

    /**
     * Returns the whole analysis of one position.
     *
     * @param rules the rules
     * @param position the position
     * @return the lines, each ending with a newline, the last one {@code --}
     */
    static String analyse(Rules rules, Position position) {
        StringBuilder out = new StringBuilder();
        for (Map.Entry<Square, Piece> entry : position.pieces().entrySet()) {
            Square square = entry.getKey();
            Position asMover = position.withSideToMove(entry.getValue().colour());
            out.append(square)
                    .append(" reach=").append(SquareList.commaSeparated(rules.reach(position, square)))
                    .append(" legal=").append(SquareList.commaSeparated(
                            SquareList.destinations(rules.legalMoves(asMover, square))))
                    .append(" attackers=").append(rules.attackers(position, square).size())
                    .append(" defenders=").append(rules.defenders(position, square).size())
                    .append('\n');
        }
        out.append("attacked-by-white=").append(SquareList.commaSeparated(rules.attacked(position, Colour.WHITE)))
                .append('\n');
        out.append("attacked-by-red=").append(SquareList.commaSeparated(rules.attacked(position, Colour.RED)))
                .append('\n');
        return out.append("--\n").toString();
    }
}
