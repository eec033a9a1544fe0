package io.github.shogunsdk.cli;

import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.spi.Messages;
import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;

/**
 * The {@code shogun} command line (docs/CLI.md): {@code moves}, {@code analyse}, {@code perft},
 * {@code show}, {@code svg}, {@code best}, {@code next}, {@code review}, {@code play}, {@code match},
 * {@code engine} and {@code serve}, with {@code help} and {@code --version}. The command line is read by picocli;
 * each command reads its option values itself, so its messages say what the option takes.
 *
 * <p>Exit status: 0 on success; 2 for a bad command line or bad input, after printing exactly one
 * line on standard error, {@code shogun: <what is wrong>} (for a line of standard input,
 * {@code shogun: line <k>: <what is wrong>}); 1 for an internal error (a bug), also one line.
 * Results already printed for earlier positions stay printed; a failing position prints nothing.
 *
 * <pre>{@code
 * $ printf '1\np4p2p3p1k1p3p1p3/8/8/8/8/8/8/P4P3P2K2P1P4P3P2 w\n' | shogun moves --piece king
 * $ shogun perft --divide 2
 * $ shogun show '8/8/8/7P2/3p44/4p43/3k24/3P21p3K21 w'
 * $ shogun svg --highlight d3 --arrow d1d3 > board.svg
 * $ shogun next game.sgn
 * $ shogun play --energy fixed
 * $ shogun engine
 * }</pre>
 */
public final class ShogunCommand {

    /** Exit status on success. */
    public static final int OK = 0;
    /** Exit status for an internal error. */
    public static final int INTERNAL_ERROR = 1;
    /** Exit status for a bad command line or bad input. */
    public static final int USAGE_ERROR = 2;

    private static final String TRY_HELP = "try 'shogun --help'";

    /** The commands, in the order the help lists them. */
    private static final List<String> COMMANDS =
            List.of("moves", "analyse", "perft", "show", "svg", "best", "next", "review", "play", "match", "match-merge", "openings", "engine",
                    "serve", "tables", "help");

    /** Picocli's system property naming the optional type converters it should not look for. */
    private static final String CONVERTER_EXCLUDES = "picocli.converters.excludes";

    private ShogunCommand() {
    }

    /**
     * Runs the command line and exits with its status.
     *
     * @param args the command line
     */
    public static void main(String[] args) {
        PrintStream out = new PrintStream(new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), 1 << 16),
                false, StandardCharsets.UTF_8);
        int status = run(args, System.in, out, System.err);
        out.flush();
        System.exit(status);
    }

    /**
     * Runs the command line with the given streams, without exiting: the entry point for tests.
     *
     * @param args the command line
     * @param in standard input
     * @param out standard output
     * @param err standard error
     * @return the exit status: {@link #OK}, {@link #USAGE_ERROR} or {@link #INTERNAL_ERROR}
     */
    public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        try {
            dispatch(args, in, out, err);
            out.flush();
            return OK;
        } catch (ReportedFailure e) {
            out.flush();
            return e.status();
        } catch (UsageException | IllegalArgumentException e) {
            return fail(out, err, oneLine(e), USAGE_ERROR);
        } catch (IOException e) {
            return fail(out, err, "cannot read standard input: " + oneLine(e), USAGE_ERROR);
        } catch (RuntimeException e) {
            return fail(out, err, "internal error: " + e.getClass().getSimpleName() + ": " + oneLine(e), INTERNAL_ERROR);
        } catch (OutOfMemoryError | StackOverflowError e) {
            return fail(out, err, Errors.describe(e), INTERNAL_ERROR);
        }
    }

    private static void dispatch(String[] args, InputStream in, PrintStream out, PrintStream err) throws IOException {
        if (args.length == 0) {
            throw new UsageException("missing command; " + TRY_HELP);
        }
        // A plain line of a quick command needs no model at all (QuickParse); otherwise only the
        // command named is built when there is one: reading a command's annotations is most of
        // what picocli costs at start-up.
        CliCommand quick = QuickParse.parse(args);
        if (quick != null) {
            quick.execute(in, out, err);
            return;
        }
        CliCommand only = COMMANDS.contains(args[0]) && !args[0].equals("help") ? newCommand(args[0]) : null;
        CommandLine shogun = only == null ? commandLine() : commandLine(only);
        // A command's -h or --help wins over everything else on its command line, right or wrong.
        CommandLine named = shogun.getSubcommands().get(args[0]);
        if (named != null && asksForHelp(args)) {
            out.print(HelpLayout.usage(named.getCommandSpec().userObject() instanceof HelpCommand ? shogun : named));
            return;
        }
        ParseResult parsed;
        try {
            parsed = shogun.parseArgs(args);
        } catch (ParameterException e) {
            throw new UsageException(UsageErrors.message(e));
        }
        if (parsed.isUsageHelpRequested()) {
            out.print(HelpLayout.usage(shogun));
        } else if (parsed.hasSubcommand() && parsed.subcommand().isUsageHelpRequested()) {
            // -h within a cluster of short options (-hx), which asksForHelp does not see.
            out.print(HelpLayout.usage(parsed.subcommand().commandSpec().commandLine()));
        } else if (parsed.isVersionHelpRequested()) {
            out.print("shogun " + Version.sdk() + "\n");
        } else if (!parsed.hasSubcommand()) {
            throw new UsageException("missing command; " + TRY_HELP);
        } else {
            ((CliCommand) parsed.subcommand().commandSpec().userObject()).execute(in, out, err);
        }
    }

    /** Tells whether the words after the command's name ask for help ({@code -h} or {@code --help} before any {@code --}). */
    private static boolean asksForHelp(String[] args) {
        for (int i = 1; i < args.length; i++) {
            if (args[i].equals("--")) {
                return false;
            }
            if (args[i].equals("--help") || args[i].equals("-h")) {
                return true;
            }
        }
        return false;
    }

    /**
     * Returns the whole command line, its commands in the order the help lists them. Each call
     * makes new command objects, ready to be filled in by one parse.
     *
     * @return the {@code shogun} command with its subcommands
     */
    static CommandLine commandLine() {
        CliCommand[] commands = new CliCommand[COMMANDS.size()];
        for (int i = 0; i < commands.length; i++) {
            commands[i] = newCommand(COMMANDS.get(i));
        }
        return commandLine(commands);
    }

    private static CommandLine commandLine(CliCommand... commands) {
        // Picocli looks for optional converters of java.sql and java.time types by reflection; no
        // option here has such a type, and skipping them saves start-up time.
        if (System.getProperty(CONVERTER_EXCLUDES) == null) {
            System.setProperty(CONVERTER_EXCLUDES, "java\\.sql\\..*,java\\.time\\..*");
        }
        CommandLine shogun = new CommandLine(new Shogun());
        for (CliCommand command : commands) {
            shogun.addSubcommand(command);
        }
        shogun.setExpandAtFiles(false);
        shogun.setOverwrittenOptionsAllowed(false);
        return shogun;
    }

    /**
     * Makes a new command object for {@link QuickParse}: one of the commands that answer at once.
     *
     * @param name a command's name
     * @return the command, its fields empty; null for any other name
     */
    static CliCommand newQuickCommand(String name) {
        switch (name) {
            case "moves":
            case "analyse":
            case "perft":
            case "show":
            case "svg":
            case "next":
            case "best":
                return newCommand(name);
            default:
                return null;
        }
    }

    /** Makes a new command object; a switch rather than a table of constructors, to start fast. */
    private static CliCommand newCommand(String name) {
        switch (name) {
            case "moves":
                return new MovesCommand();
            case "analyse":
                return new AnalyseCommand();
            case "perft":
                return new PerftCommand();
            case "show":
                return new ShowCommand();
            case "svg":
                return new SvgCommand();
            case "best":
                return new BestCommand();
            case "next":
                return new NextCommand();
            case "review":
                return new ReviewCommand();
            case "play":
                return new PlayCommand();
            case "match":
                return new MatchCommand();
            case "match-merge":
                return new MatchMergeCommand();
            case "openings":
                return new OpeningsCommand();
            case "engine":
                return new EngineCommand();
            case "serve":
                return new ServeCommand();
            case "tables":
                return new TablesCommand();
            case "help":
                return new HelpCommand();
            default:
                throw new IllegalArgumentException("no command " + name);
        }
    }

    /**
     * Returns an exception's message as one line: line breaks become spaces; an exception without
     * a message is named by its class.
     *
     * @param e the exception
     * @return the message, never empty
     */
    static String oneLine(Throwable e) {
        String message = e.getMessage();
        if (message == null || message.isBlank()) {
            return e.getClass().getSimpleName();
        }
        return Messages.flatten(message);
    }

    /**
     * Shows a word the user typed, in single quotes: control characters escaped and long words
     * cut ({@link Messages#oneLine}), so that a message quoting it stays one short printable line.
     *
     * @param word the word as typed
     * @return such as {@code 'frobnicate'}; an escape character shows as {@code \}{@code u001B}
     */
    static String quoted(String word) {
        return "'" + Messages.oneLine(word) + "'";
    }

    private static int fail(PrintStream out, PrintStream err, String message, int status) {
        out.flush();
        // Every word from the input is escaped where it is quoted; this also covers any sentence
        // from elsewhere (a library's message) that might carry a control character.
        err.print("shogun: " + Messages.escapeControls(message) + "\n");
        err.flush();
        return status;
    }

    /** The top of the command line: the list of commands, {@code --help} and {@code --version}. */
    @Command(name = "shogun", description = "The command line of the Shogun SDK: legal moves, analysis and perft of "
            + "positions, game records, games in the terminal, matches between players, and the SDK's engine behind "
            + "a line protocol.", footer = {
        "Positions are written in SPN, such as the initial position:",
        "  " + Position.INITIAL_SPN,
        "Run 'shogun <command> --help' or 'shogun help <command>' for a command's options. On an error, shogun "
                + "prints one line on standard error and exits with status 2."})
    static final class Shogun {

        /** Set by picocli for {@code -h} or {@code --help}. */
        @Option(names = {"-h", "--help"}, usageHelp = true, description = "show this help")
        boolean help;

        /** Set by picocli for {@code -V} or {@code --version}. */
        @Option(names = {"-V", "--version"}, versionHelp = true, description = "print the SDK's version")
        boolean version;
    }

    /** {@code shogun help [COMMAND]}: the list of commands, or one command's help. */
    @Command(name = "help", header = "show this help, or a command's help: help <command>", description = {
        "Prints the list of commands, or the help of the command named."})
    static final class HelpCommand extends CliCommand {

        @picocli.CommandLine.Parameters(index = "0", arity = "0..1", paramLabel = "COMMAND",
                description = "the command whose help to print (default: the list of commands)")
        String command;

        @picocli.CommandLine.Spec
        CommandSpec spec;

        @picocli.CommandLine.Mixin
        HelpOption help;

        @Override
        String extraArgumentHint() {
            return "it takes one command name";
        }

        @Override
        void execute(InputStream in, PrintStream out, PrintStream err) {
            CommandLine shogun = spec.parent().commandLine();
            if (command == null) {
                out.print(HelpLayout.usage(shogun));
                return;
            }
            CommandLine named = shogun.getSubcommands().get(command);
            if (named == null) {
                throw new UsageException("unknown command " + quoted(command) + "; " + TRY_HELP);
            }
            out.print(HelpLayout.usage(named));
        }
    }
}
