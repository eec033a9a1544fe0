package io.github.shogunsdk.examples.cli;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Rules;
import io.github.shogunsdk.api.Square;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

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
final class AnalyseCommand implements Command {

    @Override
    public String name() {
        return "analyse";
    }

    @Override
    public String summary() {
        return "reach, legal moves, attackers and defenders of every piece";
    }

    @Override
    public String help() {
        return "usage: shogun analyse [--rules R] [SPN]\n"
                + "\n"
                + "Analyses the position SPN, or each position read from standard input (one per line).\n"
                + "For each position prints one line per piece, in square order (a1, a2, ..., h8):\n"
                + "  <sq> reach=<squares> legal=<squares> attackers=<n> defenders=<n>\n"
                + "then attacked-by-white=<squares> (Red pieces White attacks), attacked-by-red=<squares>\n"
                + "and --. Squares are sorted and comma separated; legal moves are judged as if the\n"
                + "piece's side were to move.\n"
                + "\n"
                + "Options:\n"
                + RulesOption.HELP
                + "  -h, --help         show this help\n";
    }

    @Override
    public Set<String> valueOptions() {
        return Set.of(RulesOption.NAME);
    }

    @Override
    public void execute(Arguments arguments, InputStream in, PrintStream out, PrintStream err) throws IOException {
        List<String> spn = arguments.positionals(0, 1, "nothing");
        Rules rules = RulesOption.rules(arguments);
        if (!spn.isEmpty()) {
            out.print(analyse(rules, Position.parse(spn.get(0))));
            return;
        }
        InputLines lines = new InputLines(in);
        for (Optional<InputLines.Line> next = lines.next(); next.isPresent(); next = lines.next()) {
            InputLines.Line line = next.get();
            String result;
            try {
                result = analyse(rules, Position.parse(line.text()));
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
