package io.github.shogunsdk.examples;

import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.TerminalStyle;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Reads a game record (SGN), replays it, and prints the final board, its last move marked, and
 * the outcome. Without an argument it replays {@link #EXAMPLE}.
 *
 * <pre>{@code
 * java -cp shogun-examples.jar io.github.shogunsdk.examples.LoadRecord game.sgn
 * }</pre>
 */
public final class LoadRecord {

    /** A short record: from the checkmate position of docs/RULES.md §5, one move before it, Red mates. */
    public static final String EXAMPLE = """
            [White "Ann"]
            [Red "Ben"]
            [Energy "fixed"]
            [Position "8/4p43/8/7P2/3p44/8/3k24/3P21p3K21 r"]

            1... e7e3# {down four squares; the king on g1 cannot escape} 0-1
            """;

    private LoadRecord() {
    }

    /**
     * Runs the example.
     *
     * @param args the record file's name; {@link #EXAMPLE} when absent
     * @throws IOException if the file cannot be read
     */
    public static void main(String[] args) throws IOException {
        String record = args.length > 0 ? Files.readString(Path.of(args[0]), StandardCharsets.UTF_8) : EXAMPLE;
        System.out.print(describe(record));
    }

    /**
     * Replays a record and draws where it ends.
     *
     * @param record the record's text
     * @return the final board (its last move marked), then the outcome, such as
     *     {@code Red wins by checkmate}, on its own line
     * @throws io.github.shogunsdk.api.RecordException if the record cannot be replayed
     */
    public static String describe(String record) {
        Game game = Shogun.readGame(record);                     // every move checked as it is replayed
        List<Ply> history = game.history();
        TerminalStyle style = history.isEmpty() ? TerminalStyle.plain()
                : TerminalStyle.plain().withLastMove(history.get(history.size() - 1).move());
        return Shogun.renderer().terminal(game.position(), style) + game.outcome() + "\n";
    }
}
