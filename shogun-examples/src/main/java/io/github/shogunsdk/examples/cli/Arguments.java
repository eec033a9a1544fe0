package io.github.shogunsdk.examples.cli;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A subcommand's parsed command line: its options and its positional arguments.
 *
 * <p>Options are {@code --name value}, {@code --name=value} or, for flags, {@code --name}; they
 * may stand before or after the positional arguments, and {@code --} ends them. A word that
 * starts with {@code -} followed by a digit (such as {@code -1}) is a positional argument, so the
 * command, not the parser, explains what is wrong with it. Each option may be given once.
 */
final class Arguments {

    private final String command;
    private final Map<String, String> values;
    private final Set<String> flags;
    private final List<String> positionals;

    private Arguments(String command, Map<String, String> values, Set<String> flags, List<String> positionals) {
        this.command = command;
        this.values = values;
        this.flags = flags;
        this.positionals = positionals;
    }

    /**
     * Tells whether the words ask for help ({@code -h} or {@code --help} before any {@code --}).
     *
     * @param words the words after the command's name
     * @return true when help is asked for
     */
    static boolean asksForHelp(String[] words) {
        for (String word : words) {
            if (word.equals("--")) {
                return false;
            }
            if (word.equals("--help") || word.equals("-h")) {
                return true;
            }
        }
        return false;
    }

    /**
     * Parses a subcommand's words.
     *
     * @param command the subcommand's name, for messages
     * @param words the words after the subcommand's name
     * @param valueOptions the options that take a value
     * @param flagOptions the options that take none
     * @return the parsed arguments
     * @throws UsageException for an unknown option, a missing value, or an option given twice
     */
    static Arguments parse(String command, String[] words, Set<String> valueOptions, Set<String> flagOptions) {
        Map<String, String> values = new HashMap<>();
        Set<String> flags = new HashSet<>();
        List<String> positionals = new ArrayList<>();
        boolean optionsEnded = false;
        for (int i = 0; i < words.length; i++) {
            String word = words[i];
            if (optionsEnded || !isOption(word)) {
                positionals.add(word);
                continue;
            }
            if (word.equals("--")) {
                optionsEnded = true;
                continue;
            }
            int equals = word.indexOf('=');
            String name = equals < 0 ? word : word.substring(0, equals);
            if (valueOptions.contains(name)) {
                String value;
                if (equals >= 0) {
                    value = word.substring(equals + 1);
                } else if (i + 1 < words.length) {
                    value = words[++i];
                } else {
                    throw new UsageException("option " + name + " needs a value; try 'shogun " + command + " --help'");
                }
                if (values.put(name, value) != null) {
                    throw new UsageException("option " + name + " is given more than once");
                }
            } else if (flagOptions.contains(name)) {
                if (equals >= 0) {
                    throw new UsageException("option " + name + " takes no value");
                }
                if (!flags.add(name)) {
                    throw new UsageException("option " + name + " is given more than once");
                }
            } else {
                throw new UsageException("unknown option '" + name + "' for " + command + "; try 'shogun " + command
                        + " --help'");
            }
        }
        return new Arguments(command, values, flags, positionals);
    }

    private static boolean isOption(String word) {
        return word.length() > 1 && word.charAt(0) == '-' && !Character.isDigit(word.charAt(1));
    }

    /**
     * Returns an option's value.
     *
     * @param name the option, with its leading dashes
     * @return the value, or empty when the option is not given
     */
    Optional<String> value(String name) {
        return Optional.ofNullable(values.get(name));
    }

    /**
     * Tells whether a flag is given.
     *
     * @param name the flag, with its leading dashes
     * @return true when given
     */
    boolean flag(String name) {
        return flags.contains(name);
    }

    /**
     * Returns the positional arguments after checking their number.
     *
     * @param min the fewest allowed
     * @param max the most allowed
     * @param missing what is missing when there are too few, such as {@code "the depth"}
     * @return the positional arguments, in order
     * @throws UsageException when there are too few or too many
     */
    List<String> positionals(int min, int max, String missing) {
        String hint = max == 0 ? "it reads standard input, not arguments" : "a position has spaces, so quote it";
        return positionals(min, max, missing, hint);
    }

    /**
     * Returns the positional arguments after checking their number, with a hint of one's own for
     * too many.
     *
     * @param min the fewest allowed
     * @param max the most allowed
     * @param missing what is missing when there are too few, such as {@code "the depth"}
     * @param hint what to say after an unexpected argument, such as {@code "it takes one file"}
     * @return the positional arguments, in order
     * @throws UsageException when there are too few or too many
     */
    List<String> positionals(int min, int max, String missing, String hint) {
        if (positionals.size() < min) {
            throw new UsageException("missing " + missing + " for " + command + "; try 'shogun " + command + " --help'");
        }
        if (positionals.size() > max) {
            throw new UsageException("too many arguments for " + command + ": unexpected '" + positionals.get(max)
                    + "' (" + hint + ")");
        }
        return List.copyOf(positionals);
    }
}
