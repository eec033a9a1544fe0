package io.github.shogunsdk.examples.cli;

import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.Move;
import java.io.InputStream;
import java.io.PrintStream;

/**
 * {@code shogun next FILE}: reads the game record (SGN) in {@code FILE} ({@code -} for standard
 * input), replays it, and prints one line per legal continuation, sorted by move: the game's
 * movetext with that move appended, numbered and marked as a record writes it, such as
 * {@code 1. d1d3:1 a8a4:4}. A finished game has no continuation, so it prints nothing.
 *
 * <p>The lines carry no comments and no result token, even when the appended move ends the game
 * (its {@code #} mark shows a checkmate). A file that cannot be read or a record that cannot be
 * replayed is one error line, {@code shogun: <file>: <what is wrong>}; the record's message names
 * the line, column, move and reason.
 */
final class NextCommand implements Command {

    /** The file name that stands for standard input. */

    @Override
    public String name() {
        return "next";
    }

    @Override
    public String summary() {
        return "every legal continuation of a game record";
    }

    @Override
    public String help() {
        return "usage: shogun next FILE\n"
                + "\n"
                + "Reads the game record (SGN) in FILE ('-' for standard input) and prints one line per\n"
                + "legal continuation, sorted by move: the movetext with that move appended, such as\n"
                + "'1. d1d3:1 a8a4:4'. Prints nothing when the game is over.\n"
                + "\n"
                + "Options:\n"
                + "  -h, --help         show this help\n";
    }

    @Override
    public void execute(Arguments arguments, InputStream in, PrintStream out, PrintStream err) {
        String file = arguments.positionals(1, 1, "the record file", "it reads one record").get(0);
        Game game = RecordFile.game(file, in);
        out.print(continuations(game));
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
