package io.github.shogunsdk.cli;

import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.Move;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.Set;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code shogun next [--game N] FILE}: reads the game record (SGN) in {@code FILE} ({@code -} for
 * standard input; game {@code N} of a file of many, by default the first: {@link GameFile}), replays it, and prints one line per legal continuation, sorted by move: the game's
 * movetext with that move appended, numbered and marked as a record writes it, such as
 * {@code 1. d1d3:1 a8a4:4}. A finished game has no continuation, so it prints nothing.
 *
 * <p>The lines carry no comments and no result token, even when the appended move ends the game
 * (its {@code #} mark shows a checkmate). A file that cannot be read or a record that cannot be
 * replayed is one error line, {@code shogun: <file>: <what is wrong>}; the record's message names
 * the line, column, move and reason.
 */
@Command(name = "next", header = "every legal continuation of a game record", description = {
    "Reads the game record (SGN) in FILE (game N of a file of several, by default the first) and prints one line per legal continuation, sorted by move: the movetext "
            + "with that move appended, such as:",
    "  1. d1d3:1 a8a4:4",
    "Prints nothing when the game is over."})
final class NextCommand extends CliCommand {

    @Parameters(index = "0", paramLabel = "FILE", description = "the record file, or - for standard input")
    String file;

    @Option(names = GameFile.OPTION, paramLabel = "N", description = "the game to continue when FILE holds several, "
            + "from 1 (default: 1)")
    String game;

    @Mixin
    HelpOption help;

    @Override
    QuickParse.Grammar quickGrammar() {
        return new QuickParse.Grammar(Set.of(GameFile.OPTION), Set.of(), 1, 0);
    }

    @Override
    void quickSet(String name, String value) {
        switch (name) {
            case GameFile.OPTION -> game = value;
            case "0" -> file = value;
            default -> super.quickSet(name, value);
        }
    }

    @Override
    String extraArgumentHint() {
        return "it reads one record";
    }

    @Override
    String missing(String label) {
        return "the record file";
    }

    @Override
    void execute(InputStream in, PrintStream out, PrintStream err) {
        int number = GameFile.number(game);
        out.print(continuations(GameFile.game(file, in, Math.max(number, 1))));
    }

    /**
     * Returns the continuations of a game: for each legal move, sorted, its movetext with the move
     * appended. The game is left as it was (each move is played and taken back).
     *
     * @param game the game
     * @return one line per legal move, each ending with a newline; empty when the game is over
     */
    static String continuations(Game game) {
        StringBuilder lines = new StringBuilder();
        for (Move move : game.legalMoves()) {
            game.play(move);
            try {
                lines.append(game.movetext()).append('\n');
            } finally {
                game.undo();
            }
        }
        return lines.toString();
    }
}
