package io.github.shogunsdk.examples.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.Set;

/**
 * One subcommand of {@code shogun}, such as {@code moves} or {@code perft}.
 *
 * <p>A command prints its results on {@code out} and reports a problem by throwing
 * {@link UsageException} (bad command line) or {@link IllegalArgumentException} (bad input, such as
 * a position that cannot be read); {@link ShogunCommand#run} turns either into one error line.
 * A command prints each position's lines in one piece, after they are all computed, so a failure
 * never leaves half a result on {@code out}.
 */
interface Command {

    /**
     * Returns the name typed after {@code shogun}.
     *
     * @return the command's name
     */
    String name();

    /**
     * Returns a one-line description for the overall help.
     *
     * @return the summary
     */
    String summary();

    /**
     * Returns the full help text: usage line, description and options, ending with a newline.
     *
     * @return the help text
     */
    String help();

    /**
     * Returns the options that take a value, such as {@code --rules}.
     *
     * @return option names with their leading dashes; none unless a command says otherwise
     */
    default Set<String> valueOptions() {
        return Set.of();
    }

    /**
     * Returns the options that take no value, such as {@code --divide}.
     *
     * @return option names with their leading dashes
     */
    default Set<String> flagOptions() {
        return Set.of();
    }

    /**
     * Runs the command.
     *
     * @param arguments the parsed command line after the command's name
     * @param in standard input
     * @param out standard output: the results
     * @param err standard error: informational lines only (errors are thrown)
     * @throws IOException if standard input cannot be read
     * @throws UsageException if the command line is wrong
     * @throws IllegalArgumentException if the input is wrong
     */
    void execute(Arguments arguments, InputStream in, PrintStream out, PrintStream err) throws IOException;
}
