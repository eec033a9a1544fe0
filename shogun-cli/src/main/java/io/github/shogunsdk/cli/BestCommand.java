package io.github.shogunsdk.cli;

import io.github.shogunsdk.api.Engine;
import io.github.shogunsdk.api.EngineOptions;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.spi.Messages;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Set;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code shogun best [--level depth=D|ms=T|nodes=N] [--game N] [--tables DIR] FILE}: reads a game record (game
 * {@code N} of a file of many, by default the first: {@link GameFile}) and prints its movetext (no
 * tags) with the engine's chosen move appended, plus the result token if that move ends the game
 * (docs/CLI.md). The engine plays under the record's rule set and energy model; at any depth it
 * finds a mate in one whenever there is one.
 */
@Command(name = "best", header = "append the engine's best move to a game record's movetext", description = {
    "Reads the game record (SGN) in FILE (game N of a file of several, by default the first) and prints its movetext with the engine's chosen move appended, such as:",
    "  1. d1d3:1 e8e7:2 2. a1a5:4",
    "followed by the result token (1-0, 0-1, 1/2-1/2) when that move ends the game. The engine plays under the "
            + "record's rule set and energy model."})
final class BestCommand extends CliCommand {

    private static final String LEVEL = "--level";
    private static final String TABLES = "--tables";

    @Parameters(index = "0", paramLabel = "FILE", description = "the record file, or - for standard input")
    String file;

    @Option(names = GameFile.OPTION, paramLabel = "N", description = "the game to continue when FILE holds several, "
            + "from 1 (default: 1)")
    String gameNumber;

    @Option(names = LEVEL, paramLabel = "depth=D|ms=T|nodes=N", description = "depth=D (plies), ms=T (thinking time in "
            + "milliseconds) or nodes=N (positions visited) (default: depth=" + EngineLevel.DEFAULT_DEPTH + ")")
    String level;

    @Option(names = TABLES, paramLabel = "DIR", description = "search with the endgame tables in DIR (made by shogun "
            + "tables generate for the record's rules and energies): a covered position is answered perfectly")
    String tables;

    @Mixin
    HelpOption help;

    @Override
    QuickParse.Grammar quickGrammar() {
        return new QuickParse.Grammar(Set.of(LEVEL, GameFile.OPTION, TABLES), Set.of(), 1, 0);
    }

    @Override
    void quickSet(String name, String value) {
        switch (name) {
            case LEVEL -> level = value;
            case GameFile.OPTION -> gameNumber = value;
            case TABLES -> tables = value;
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
        SearchLimits limits = level == null ? SearchLimits.ofDepth(EngineLevel.DEFAULT_DEPTH) : EngineLevel.parse(level);
        int number = GameFile.number(gameNumber);
        Path folder = TablesFolder.of(tables);
        Game game = GameFile.game(file, in, Math.max(number, 1));
        if (game.outcome().isOver()) {
            throw new IllegalArgumentException(Messages.oneLine(file) + ": the game is over: " + game.outcome());
        }
        EngineOptions options = TablesFolder.engineOptions(folder, game.setup());
        try {
            // The search counts a table it cannot read as none; the position's own is refused here.
            options.tables().ifPresent(tables -> tables.probe(game.position()));
        } catch (UncheckedIOException e) {
            throw TablesFolder.unreadable(folder, e);
        }
        Engine engine = Shogun.newEngine(game.setup(), options);
        game.play(engine.search(game, limits).bestMove().orElseThrow());
        String line = game.movetext();
        if (game.outcome().isOver()) {
            line += " " + game.outcome().result();
        }
        out.print(line + "\n");
    }
}
