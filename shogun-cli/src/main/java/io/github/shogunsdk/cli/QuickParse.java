package io.github.shogunsdk.cli;

import java.util.HashSet;
import java.util.Set;

/**
 * Reads the command lines of the quick commands without building picocli's model, which costs
 * more at start-up than the commands themselves: a script that runs {@code shogun moves} on one
 * position pays it on every call. Each quick command states its options and positional arguments
 * ({@link CliCommand#quickGrammar()}) and takes their values ({@link CliCommand#quickSet}); a test
 * checks that this agrees with the command's picocli annotations, and that both ways fill in the
 * same fields. Only the plain case is read here — known options with their values and the
 * positional arguments the command takes. Anything else (help, version, an unknown or repeated
 * option, {@code --}, a value that starts with a dash, a missing or extra argument) is left to
 * picocli, which parses the whole line and gives its usual message; so this never decides what a
 * command line means, it only skips the model when the meaning is plain.
 */
final class QuickParse {

    private QuickParse() {
    }

    /**
     * How a quick command's line is made.
     *
     * @param valueOptions the options that take a value
     * @param flags the options that take none
     * @param required how many positional arguments it needs
     * @param optional how many more it may take
     */
    record Grammar(Set<String> valueOptions, Set<String> flags, int required, int optional) {
    }

    /**
     * Reads a plain command line of a quick command.
     *
     * @param args the whole command line, the command's name first
     * @return the command with its fields filled in, or null to leave the line to picocli
     */
    static CliCommand parse(String[] args) {
        if (args.length == 0) {
            return null;
        }
        CliCommand command = ShogunCommand.newQuickCommand(args[0]);
        if (command == null) {
            return null;
        }
        Grammar grammar = command.quickGrammar();
        Set<String> seen = new HashSet<>();
        int positionals = 0;
        for (int i = 1; i < args.length; i++) {
            String arg = args[i];
            if (!arg.startsWith("-") || arg.equals("-")) {
                if (positionals >= grammar.required() + grammar.optional()) {
                    return null;
                }
                command.quickSet(Integer.toString(positionals++), arg);
                continue;
            }
            int equals = arg.indexOf('=');
            String name = equals < 0 ? arg : arg.substring(0, equals);
            if (!seen.add(name)) {
                return null;
            }
            if (grammar.flags().contains(name) && equals < 0) {
                command.quickSet(name, null);
                continue;
            }
            if (!grammar.valueOptions().contains(name)) {
                return null;
            }
            String value;
            if (equals >= 0) {
                value = arg.substring(equals + 1);
            } else if (i + 1 < args.length) {
                value = args[++i];
            } else {
                return null;
            }
            if (value.startsWith("-")) {
                return null;
            }
            command.quickSet(name, value);
        }
        return positionals >= grammar.required() ? command : null;
    }
}
