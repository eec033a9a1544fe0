package io.github.shogunsdk.cli;

import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.PieceKind;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Rules;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.internal.AsciiCase;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.List;
import java.util.Set;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code shogun moves [--rules R] [--piece king|pawn]}: reads a count {@code N}, then {@code N}
 * positions (SPN), one per line, from standard input, and prints for each one line: the legal moves
 * of the side to move (or only of its kings or pawns) in canonical notation, sorted, separated by
 * one space; an empty line if there are none. Blank input lines are skipped.
 */
@Command(name = "moves", header = "legal moves of positions read from standard input", description = {
    "Reads a count N, then N positions (SPN), one per line, from standard input. For each position prints one "
            + "line: the legal moves of the side to move in canonical notation, sorted, separated by one space "
            + "(an empty line if there are none). A line of input holds at most 1 MiB and the whole input at "
            + "most 64 MiB."})
final class MovesCommand extends CliCommand {

    private static final String PIECE = "--piece";

    @Option(names = RulesOption.NAME, paramLabel = RulesOption.LABEL, description = RulesOption.DESCRIPTION)
    String rules;

    @Option(names = PIECE, paramLabel = "king|pawn",
            description = "only the moves of the side to move's king, or of its pawns (default: all pieces)")
    String piece;

    @Mixin
    HelpOption help;

    @Override
    QuickParse.Grammar quickGrammar() {
        return new QuickParse.Grammar(Set.of(RulesOption.NAME, PIECE), Set.of(), 0, 0);
    }

    @Override
    void quickSet(String name, String value) {
        switch (name) {
            case RulesOption.NAME -> rules = value;
            case PIECE -> piece = value;
            default -> super.quickSet(name, value);
        }
    }

    @Override
    String extraArgumentHint() {
        return "it reads standard input, not arguments";
    }

    @Override
    void execute(InputStream in, PrintStream out, PrintStream err) throws IOException {
        // No lambdas on this path: their first use costs milliseconds of start-up.
        PieceKind kind = piece == null ? null : parseKind(piece);
        Rules legality = Shogun.rules(RulesOption.parse(rules));
        InputLines lines = new InputLines(in);
        InputLines.Line countLine = lines.next().orElse(null);
        if (countLine == null) {
            throw new IllegalArgumentException("line " + lines.endLineNumber()
                    + ": expected the number of positions, found the end of the input");
        }
        int count = parseCount(countLine);
        for (int i = 1; i <= count; i++) {
            InputLines.Line line = lines.next().orElse(null);
            if (line == null) {
                throw new IllegalArgumentException("line " + lines.endLineNumber() + ": expected position " + i + " of "
                        + count + ", found the end of the input");
            }
            String result;
            try {
                Position position = Position.parse(line.text());
                List<Move> moves = kind != null ? legality.legalMoves(position, kind) : legality.legalMoves(position);
                result = SquareList.spaceSeparated(moves);
            } catch (IllegalArgumentException e) {
                throw line.error(e);
            }
            out.print(result + "\n");
        }
    }

    private static PieceKind parseKind(String text) {
        switch (AsciiCase.lower(text)) {
            case "king":
                return PieceKind.KING;
            case "pawn":
                return PieceKind.PAWN;
            default:
                throw new UsageException("option " + PIECE + ": unknown piece " + ShogunCommand.quoted(text)
                        + ": expected king or pawn");
        }
    }

    private static int parseCount(InputLines.Line line) {
        int count;
        try {
            count = Integer.parseInt(line.text());
        } catch (NumberFormatException e) {
            throw line.error("expected the number of positions, a whole number 0 or more, found "
                    + ShogunCommand.quoted(line.text()));
        }
        if (count < 0) {
            throw line.error("expected the number of positions, a whole number 0 or more, found " + count);
        }
        return count;
    }
}
