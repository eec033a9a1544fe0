package io.github.shogunsdk.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.Locale;

/**
 * One subcommand of {@code shogun}, such as {@code moves} or {@code perft}: a picocli command whose
 * options and arguments picocli fills in before {@link #execute} runs.
 *
 * <p>A command prints its results on {@code out} and reports a problem by throwing
 * {@link UsageException} (bad command line) or {@link IllegalArgumentException} (bad input, such as
 * a position that cannot be read); {@link ShogunCommand#run} turns either into one error line.
 * A command prints each position's lines in one piece, after they are all computed, so a failure
 * never leaves half a result on {@code out}. Option values arrive as text and each command reads
 * them itself, so its error messages name the option and say what it takes.
 */
abstract class CliCommand {

    /**
     * Runs the command.
     *
     * @param in standard input
     * @param out standard output: the results
     * @param err standard error: informational lines only (errors are thrown)
     * @throws IOException if standard input cannot be read
     * @throws UsageException if the command line is wrong
     * @throws IllegalArgumentException if the input is wrong
     */
    abstract void execute(InputStream in, PrintStream out, PrintStream err) throws IOException;

    /**
     * Returns how the command's line is made, for {@link QuickParse}: the commands that answer at
     * once state it, so that a plain line of theirs needs no picocli model; the others return null.
     *
     * @return the grammar, or null for a command picocli always reads
     */
    QuickParse.Grammar quickGrammar() {
        return null;
    }

    /**
     * Takes a value as picocli would: an option's value (null for a flag), or a positional
     * argument, named by its index ({@code "0"}, {@code "1"}).
     *
     * @param name an option's name, or a positional argument's index
     * @param value the value
     */
    void quickSet(String name, String value) {
        throw new IllegalStateException(name);
    }

    /**
     * Says what to do instead of giving an argument the command does not take, after
     * {@code too many arguments for <command>: unexpected '<word>'}.
     *
     * @return a short hint, such as {@code "a position has spaces, so quote it"}
     */
    String extraArgumentHint() {
        return "a position has spaces, so quote it";
    }

    /**
     * Names a missing argument for {@code missing <what> for <command>}.
     *
     * @param label the argument's label in the usage, such as {@code DEPTH}
     * @return such as {@code "the depth"}
     */
    String missing(String label) {
        return "the " + label.toLowerCase(Locale.ROOT);
    }
}
