package io.github.shogunsdk.examples.cli;

import io.github.shogunsdk.api.Engine;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.Shogun;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.Set;

/**
 * {@code shogun best [--level depth=D|ms=T] FILE}: reads a game record and prints its movetext (no
 * tags) with the engine's chosen move appended, plus the result token if that move ends the game
 * (docs/CLI.md). The engine plays under the record's rule set and energy model; at any depth it
 * finds a mate in one whenever there is one.
 */
final class BestCommand implements Command {

    private static final String LEVEL = "--level";

    @Override
    public String name() {
        return "best";
    }

    @Override
    public String summary() {
        return "append the engine's best move to a game record's movetext";
    }

    @Override
    public String help() {
        return "usage: shogun best [--level depth=D|ms=T] FILE\n"
                + "\n"
                + "Reads the game record (SGN) in FILE ('-' for standard input) and prints its movetext\n"
                + "with the engine's chosen move appended, such as '1. d1d3:1 e8e7:2 2. a1a5:4', followed\n"
                + "by the result token (1-0, 0-1, 1/2-1/2) when that move ends the game.\n"
                + "\n"
                + "Options:\n"
                + "  --level LEVEL      depth=D (plies, default " + EngineLevel.DEFAULT_DEPTH + ") or ms=T"
                + " (thinking time)\n"
                + "  -h, --help         show this help\n";
    }

    @Override
    public Set<String> valueOptions() {
        return Set.of(LEVEL);
    }

    @Override
    public void execute(Arguments arguments, InputStream in, PrintStream out, PrintStream err) {
        String file = arguments.positionals(1, 1, "the record file", "it reads one record").get(0);
        SearchLimits limits = arguments.value(LEVEL).map(EngineLevel::parse)
                .orElse(SearchLimits.depth(EngineLevel.DEFAULT_DEPTH));
        Game game = RecordFile.game(file, in);
        if (game.outcome().isOver()) {
            throw new IllegalArgumentException(file + ": the game is over: " + game.outcome());
        }
        Engine engine = Shogun.newEngine(game.setup());
        game.play(engine.search(game, limits).bestMove().orElseThrow());
        String line = game.movetext();
        if (game.outcome().isOver()) {
            line += " " + game.outcome().result();
        }
        out.print(line + "\n");
    }
}
