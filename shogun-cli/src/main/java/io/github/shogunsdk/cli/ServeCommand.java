package io.github.shogunsdk.cli;

import io.github.shogunsdk.cli.web.WebGame;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.LinkedHashSet;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code shogun serve [--port N] [--host H] [--allow-host NAME]... [--public-origin URL]... [--engine cmd:COMMAND]}: the web
 * game in the browser, served until Ctrl-C (see {@link WebGame}), its engine the SDK's or another
 * program speaking the engine protocol.
 */
@Command(name = "serve", header = "play in the browser: serve the web game", description = {
    "Serves the web game and prints the address to open; Ctrl-C stops it. Play against the engine or another "
            + "person, with targets, paths, refusals, undo, hints and records."})
final class ServeCommand extends CliCommand {

    @Option(names = "--port", paramLabel = "N",
            description = "the port, 1 to 65535; 0 picks a free one (default: 0)")
    String port;

    @Option(names = "--host", paramLabel = "H",
            description = "the address to listen on (default: " + WebGame.DEFAULT_HOST + "; 0.0.0.0 for all, with a "
                    + "warning: anyone on the network can then play)")
    String host;

    @Option(names = "--engine", paramLabel = "cmd:COMMAND",
            description = "the engine of the web game: another program speaking the engine protocol, started for "
                    + "each search, such as \"cmd:java -jar shogun.jar engine\" (default: the SDK's engine)")
    String engine;

    @Option(names = "--allow-host", paramLabel = "NAME",
            description = "one more host name the server answers to, besides localhost, 127.0.0.1, [::1] and the "
                    + "address it listens on (repeatable)")
    List<String> allowHosts;

    @Option(names = "--public-origin", paramLabel = "URL",
            description = "the origin a proxy in front serves the page at, such as https://games.example: the page's "
                    + "changes from it are taken and its host is answered to (repeatable; the https:// origin of a "
                    + "host answered to is taken without it)")
    List<String> publicOrigins;

    @Mixin
    HelpOption help;

    @Override
    void execute(InputStream in, PrintStream out, PrintStream err) {
        int portNumber = port == null ? 0 : parsePort(port);
        List<String> command = engine == null ? null : engineCommand(engine);
        out.flush();
        java.util.Set<String> hosts = allowHosts == null ? java.util.Set.of() : new LinkedHashSet<>(allowHosts);
        java.util.Set<String> origins = publicOrigins == null ? java.util.Set.of() : new LinkedHashSet<>(publicOrigins);
        String listen = host == null ? WebGame.DEFAULT_HOST : host;
        int status = WebGame.serve(listen, portNumber, hosts, origins, command == null ? List.of() : command, out, err);
        if (status != 0) {
            throw new ReportedFailure(status);
        }
    }

    @Override
    String extraArgumentHint() {
        return "serve takes only options";
    }

    /** Reads {@code --engine cmd:COMMAND} into the words of the command. */
    private static List<String> engineCommand(String text) {
        if (!text.startsWith("cmd:")) {
            throw new UsageException("option --engine takes cmd:COMMAND, such as \"cmd:java -jar shogun.jar engine\", not "
                    + ShogunCommand.quoted(text));
        }
        List<String> words;
        try {
            words = CommandWords.split(text.substring("cmd:".length()));
        } catch (IllegalArgumentException e) {
            throw new UsageException("option --engine: " + ShogunCommand.oneLine(e));
        }
        if (words.isEmpty()) {
            throw new UsageException("option --engine 'cmd:' needs a command line, such as cmd:java -jar shogun.jar engine");
        }
        return words;
    }

    private static int parsePort(String text) {
        if (!text.isEmpty() && text.length() <= 5 && text.chars().allMatch(c -> c >= '0' && c <= '9')) {
            int number = Integer.parseInt(text);
            if (number <= 65_535) {
                return number;
            }
        }
        throw new UsageException("the port is a whole number 0 to 65535, not " + ShogunCommand.quoted(text));
    }
}
