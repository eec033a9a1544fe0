package io.github.shogunsdk.cli;

import io.github.shogunsdk.cli.web.ServerCapacity;
import io.github.shogunsdk.cli.web.WebGame;
import io.github.shogunsdk.cli.web.store.StoreLocation;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code shogun serve [--port N] [--host H] [--allow-host NAME]... [--public-origin URL]... [--engine cmd:COMMAND]
 * [--data DIR | --database JDBC-URL] [--keep-days N] [--max-connections N] [--max-games N]}: the web
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

    @Option(names = "--data", paramLabel = "DIR",
            description = "the folder of the embedded database the games are kept in, created readable by its owner "
                    + "only (default: $XDG_DATA_HOME/shogun, or ~/.local/share/shogun)")
    String data;

    @Option(names = "--database", paramLabel = "JDBC-URL",
            description = "keep the games in PostgreSQL instead, such as jdbc:postgresql://localhost:5432/shogun; the "
                    + "user and password from the URL or from SHOGUN_DATABASE_USER and SHOGUN_DATABASE_PASSWORD (or "
                    + "PGUSER and PGPASSWORD); several servers may share one database")
    String database;

    @Option(names = "--keep-days", paramLabel = "N",
            description = "delete a game N days after its last change, finished or not; 0 keeps every game (default: "
                    + DEFAULT_KEEP_DAYS + ")")
    String keepDays;

    @Option(names = "--max-connections", paramLabel = "N",
            description = "the most connections open at once, live sockets included, 1 to 100000; each client's "
                    + "share stays 32 (default: 128)")
    String maxConnections;

    @Option(names = "--max-games", paramLabel = "N",
            description = "the most games held in memory at once, 1 to 1000000; the database keeps any number "
                    + "(default: 200)")
    String maxGames;

    @Mixin
    HelpOption help;

    /** How many days a game is kept after its last change, by default. */
    static final int DEFAULT_KEEP_DAYS = 30;

    @Override
    void execute(InputStream in, PrintStream out, PrintStream err) {
        int portNumber = port == null ? 0 : parsePort(port);
        List<String> command = engine == null ? null : engineCommand(engine);
        out.flush();
        java.util.Set<String> hosts = allowHosts == null ? java.util.Set.of() : new LinkedHashSet<>(allowHosts);
        java.util.Set<String> origins = publicOrigins == null ? java.util.Set.of() : new LinkedHashSet<>(publicOrigins);
        String listen = host == null ? WebGame.DEFAULT_HOST : host;
        StoreLocation games = storeLocation();
        int days = keepDays == null ? DEFAULT_KEEP_DAYS : parseDays(keepDays);
        ServerCapacity capacity = capacity();
        int status = WebGame.serve(listen, portNumber, hosts, origins, command == null ? List.of() : command, games,
                Duration.ofDays(days), capacity, out, err);
        if (status != 0) {
            throw new ReportedFailure(status);
        }
    }

    @Override
    String extraArgumentHint() {
        return "serve takes only options";
    }

    /** Where the games are kept: {@code --database}, {@code --data}, or the default folder. */
    private StoreLocation storeLocation() {
        if (data != null && database != null) {
            throw new UsageException("--data and --database are two places to keep the games: give one");
        }
        if (database != null) {
            try {
                return StoreLocation.postgres(database, System.getenv());
            } catch (IllegalArgumentException e) {
                throw new UsageException(e.getMessage());
            }
        }
        if (data != null) {
            if (data.isEmpty() || data.indexOf('\0') >= 0) {
                throw new UsageException("--data takes a folder, not " + ShogunCommand.quoted(data));
            }
            return StoreLocation.embedded(Path.of(data));
        }
        return StoreLocation.embedded(StoreLocation.defaultFolder(System.getenv(), Path.of(System.getProperty("user.home"))));
    }

    /** The capacity the options ask for, each bound not given its default. */
    private ServerCapacity capacity() {
        int connections = maxConnections == null ? ServerCapacity.DEFAULTS.maxConnections()
                : parseBound("--max-connections", maxConnections, ServerCapacity.MOST_CONNECTIONS);
        int games = maxGames == null ? ServerCapacity.DEFAULTS.maxGames()
                : parseBound("--max-games", maxGames, ServerCapacity.MOST_GAMES);
        return new ServerCapacity(connections, games);
    }

    private static int parseBound(String option, String text, int most) {
        if (!text.isEmpty() && text.length() <= 7 && text.chars().allMatch(c -> c >= '0' && c <= '9')) {
            int number = Integer.parseInt(text);
            if (number >= 1 && number <= most) {
                return number;
            }
        }
        throw new UsageException(option + " is a whole number 1 to " + most + ", not " + ShogunCommand.quoted(text));
    }

    private static int parseDays(String text) {
        if (!text.isEmpty() && text.length() <= 5 && text.chars().allMatch(c -> c >= '0' && c <= '9')) {
            int number = Integer.parseInt(text);
            if (number <= 36_500) {
                return number;
            }
        }
        throw new UsageException("--keep-days is a whole number of days 0 to 36500 (0 keeps every game), not "
                + ShogunCommand.quoted(text));
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
