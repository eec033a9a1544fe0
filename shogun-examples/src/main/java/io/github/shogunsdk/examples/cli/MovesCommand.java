package io.github.shogunsdk.examples.cli;

import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.PieceKind;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Rules;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * {@code shogun moves [--rules R] [--piece king|pawn]}: reads a count {@code N}, then {@code N}
 * positions (SPN), one per line, from standard input, and prints for each one line: the legal moves
 * of the side to move (or only of its kings or pawns) in canonical notation, sorted, separated by
 * one space; an empty line if there are none. Blank input lines are skipped.
 */
final class MovesCommand implements Command {

    private static final String PIECE = "--piece";

    @Override
    public String name() {
        return "moves";
    }

    @Override
    public String summary() {
        return "legal moves of positions read from standard input";
    }

    @Override
    public String help() {
        return "usage: shogun moves [--rules R] [--piece king|pawn]\n"
                + "\n"
                + "Reads a count N, then N positions (SPN), one per line, from standard input. For each\n"
                + "position prints one line: the legal moves of the side to move, sorted, separated by one\n"
                + "space (an empty line if there are none).\n"
                + "\n"
                + "Options:\n"
                + RulesOption.HELP
                + "  --piece king|pawn  only the moves of the side to move's king or pawns\n"
                + "  -h, --help         show this help\n";
    }

    @Override
    public Set<String> valueOptions() {
        return Set.of(RulesOption.NAME, PIECE);
    }

    @Override
    public void execute(Arguments arguments, InputStream in, PrintStream out, PrintStream err) throws IOException {
        arguments.positionals(0, 0, "nothing");
        Optional<PieceKind> kind = arguments.value(PIECE).map(MovesCommand::parseKind);
        Rules rules = RulesOption.rules(arguments);
        InputLines lines = new InputLines(in);
        InputLines.Line countLine = lines.next().orElseThrow(() -> new IllegalArgumentException(
                "line " + lines.endLineNumber() + ": expected the number of positions, found the end of the input"));
        int count = parseCount(countLine);
        for (int i = 1; i <= count; i++) {
            int index = i;
            InputLines.Line line = lines.next().orElseThrow(() -> new IllegalArgumentException("line "
                    + lines.endLineNumber() + ": expected position " + index + " of " + count
                    + ", found the end of the input"));
            String result;
            try {
                Position position = Position.parse(line.text());
                List<Move> moves = kind.isPresent() ? rules.legalMoves(position, kind.get()) : rules.legalMoves(position);
                result = SquareList.spaceSeparated(moves);
            } catch (IllegalArgumentException e) {
                throw line.error(e);
            }
            out.print(result + "\n");
        }
    }

    private static PieceKind parseKind(String text) {
        switch (text.toLowerCase(Locale.ROOT)) {
            case "king":
                return PieceKind.KING;
            case "pawn":
                return PieceKind.PAWN;
            default:
                throw new UsageException("option " + PIECE + ": unknown piece '" + text + "': expected king or pawn");
        }
    }

    private static int parseCount(InputLines.Line line) {
        int count;
        try {
            count = Integer.parseInt(line.text());
        } catch (NumberFormatException e) {
            throw line.error("expected the number of positions, a whole number 0 or more, found '" + line.text() + "'");
        }
        if (count < 0) {
            throw line.error("expected the number of positions, a whole number 0 or more, found " + count);
        }
        return count;
    }
}
