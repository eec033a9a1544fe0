package io.github.shogunsdk.examples.cli;

import io.github.shogunsdk.api.Position;
import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The {@code shogun} command line (RULES.md §11): {@code moves}, {@code analyse}, {@code perft},
 * {@code show}, {@code svg}, {@code next} and {@code play}, with {@code help}.
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
 * }</pre>
 */
public final class ShogunCommand {

    /** Exit status on success. */
    public static final int OK = 0;
    /** Exit status for an internal error. */
    public static final int INTERNAL_ERROR = 1;
    /** Exit status for a bad command line or bad input. */
    public static final int USAGE_ERROR = 2;

    private static final List<Command> COMMANDS =
            List.of(new MovesCommand(), new AnalyseCommand(), new PerftCommand(), new ShowCommand(), new SvgCommand(),
                    new NextCommand(), new PlayCommand(), new BestCommand(), new MatchCommand());

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
            throw new UsageException("missing command; try 'shogun --help'");
        }
        String name = args[0];
        String[] rest = Arrays.copyOfRange(args, 1, args.length);
        if (name.equals("--help") || name.equals("-h") || name.equals("help")) {
            help(rest, out);
            return;
        }
        Command command = find(name).orElseThrow(() -> new UsageException(
                (name.startsWith("-") ? "unknown option '" : "unknown command '") + name + "'; try 'shogun --help'"));
        if (Arguments.asksForHelp(rest)) {
            out.print(command.help());
            return;
        }
        command.execute(Arguments.parse(name, rest, command.valueOptions(), command.flagOptions()), in, out, err);
    }

    private static void help(String[] rest, PrintStream out) {
        if (rest.length == 0 || Arguments.asksForHelp(rest)) {
            out.print(usage());
            return;
        }
        if (rest.length > 1) {
            throw new UsageException("too many arguments for help: unexpected '" + rest[1] + "'");
        }
        Command command = find(rest[0]).orElseThrow(
                () -> new UsageException("unknown command '" + rest[0] + "'; try 'shogun --help'"));
        out.print(command.help());
    }

    private static Optional<Command> find(String name) {
        return COMMANDS.stream().filter(c -> c.name().equals(name)).findFirst();
    }

    /**
     * Returns the overall help text.
     *
     * @return the usage, the commands and how to get a command's help
     */
    static String usage() {
        StringBuilder out = new StringBuilder("usage: shogun <command> [options] [arguments]\n\nCommands:\n");
        for (Command command : COMMANDS) {
            out.append(String.format("  %-9s %s\n", command.name(), command.summary()));
        }
        out.append(String.format("  %-9s %s\n", "help", "show this help, or a command's help: help <command>"));
        return out.append("\n")
                .append("Positions are written in SPN, such as '" + Position.INITIAL_SPN + "'.\n")
                .append("Run 'shogun <command> --help' for a command's options. On an error, shogun prints one\n")
                .append("line on standard error and exits with status 2.\n")
                .toString();
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
        return message.strip().replaceAll("\\s*[\\r\\n]+\\s*", " ");
    }

    private static int fail(PrintStream out, PrintStream err, String message, int status) {
        out.flush();
        err.print("shogun: " + message + "\n");
        err.flush();
        return status;
    }
}
