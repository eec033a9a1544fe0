package io.github.shogunsdk.cli;

import io.github.shogunsdk.api.spi.Messages;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine;
import picocli.CommandLine.MissingParameterException;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.OverwrittenOptionException;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * Says what is wrong with a command line that picocli could not read, in the command line's own
 * words: {@code unknown option '--colour' for moves; try 'shogun moves --help'}, with picocli's
 * suggestion when a word looks like a misspelt command or option.
 */
final class UsageErrors {

    /** An option's name as picocli quotes it in a message. */
    private static final Pattern QUOTED_OPTION = Pattern.compile("'(-[^']+)'");
    /** Any text picocli quotes in a message. */
    private static final Pattern QUOTED = Pattern.compile("'([^']*)'");

    private UsageErrors() {
    }

    /**
     * Returns the one-line message for a command line picocli refused.
     *
     * @param e picocli's exception
     * @return the message, without the {@code shogun: } prefix
     */
    static String message(ParameterException e) {
        CommandLine where = e.getCommandLine();
        boolean top = where.getParent() == null;
        String name = where.getCommandName();
        String tryHelp = top ? "try 'shogun --help'" : "try 'shogun " + name + " --help'";
        Object command = where.getCommandSpec().userObject();
        if (e instanceof UnmatchedArgumentException unmatched && !unmatched.getUnmatched().isEmpty()) {
            String word = unmatched.getUnmatched().get(0);
            boolean option = unmatched.isUnknownOption() || top && word.startsWith("-");
            List<String> candidates = new ArrayList<>();
            if (option) {
                where.getCommandSpec().options().stream().filter(o -> !o.hidden()).forEach(o -> candidates.addAll(List.of(o.names())));
            } else {
                candidates.addAll(where.getSubcommands().keySet());
            }
            String suggestion = suggestion(word, candidates);
            if (option) {
                return "unknown option " + ShogunCommand.quoted(word) + (top ? "" : " for " + name) + suggestion + "; "
                        + tryHelp;
            }
            if (top) {
                return "unknown command " + ShogunCommand.quoted(word) + suggestion + "; " + tryHelp;
            }
            String hint = command instanceof CliCommand cli ? " (" + cli.extraArgumentHint() + ")" : "";
            return "too many arguments for " + name + ": unexpected " + ShogunCommand.quoted(word) + hint;
        }
        if (e instanceof OverwrittenOptionException overwritten) {
            return "option " + optionName(overwritten.getOverwritten()) + " is given more than once";
        }
        if (e instanceof MissingParameterException missing && !missing.getMissing().isEmpty()) {
            ArgSpec spec = missing.getMissing().get(0);
            if (spec.isOption()) {
                // picocli says "Missing required parameter for option ..." when the option came
                // without its value, and "Missing required option ..." when it did not come at all.
                return (String.valueOf(e.getMessage()).startsWith("Missing required parameter")
                        ? "option " + optionName(spec) + " needs a value; "
                        : "missing option " + optionName(spec) + "; ") + tryHelp;
            }
            String label = spec.paramLabel().replaceAll("[<>]", "");
            String what = command instanceof CliCommand cli ? cli.missing(label) : label;
            return "missing " + what + " for " + name + "; " + tryHelp;
        }
        // A flag given a value (--divide=yes): picocli names the flag in quotes.
        Matcher quoted = QUOTED_OPTION.matcher(String.valueOf(e.getMessage()));
        OptionSpec flag = quoted.find() ? where.getCommandSpec().findOption(quoted.group(1)) : null;
        if (flag != null && flag.arity().max() == 0) {
            return "option " + flag.longestName() + " takes no value";
        }
        // Any other refusal in picocli's words, which quote what was typed: each quoted part is
        // escaped and cut like the words quoted above.
        Matcher part = QUOTED.matcher(String.valueOf(e.getMessage()).strip());
        StringBuilder words = new StringBuilder();
        while (part.find()) {
            part.appendReplacement(words, Matcher.quoteReplacement(ShogunCommand.quoted(part.group(1))));
        }
        String text = Messages.flatten(part.appendTail(words).toString());
        if (text.isEmpty()) {
            text = e.getClass().getSimpleName();
        }
        return Character.toLowerCase(text.charAt(0)) + text.substring(1) + "; " + tryHelp;
    }

    private static String optionName(ArgSpec spec) {
        return spec instanceof OptionSpec option ? option.longestName() : spec.paramLabel();
    }

    /**
     * Suggests the closest of the candidates to a misspelt word: the one the fewest single-letter
     * edits away (a swap of two neighbours counts as one), if that is at most a third of its
     * length.
     */
    private static String suggestion(String word, Collection<String> candidates) {
        String key = word.contains("=") ? word.substring(0, word.indexOf('=')) : word;
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String candidate : candidates) {
            int allowed = Math.max(1, candidate.replace("-", "").length() / 3);
            // The distance is at least the difference in length: a long word is no typo of a short
            // name, and its table would cost time for nothing.
            if (Math.abs(key.length() - candidate.length()) > allowed) {
                continue;
            }
            int distance = distance(key.toLowerCase(Locale.ROOT), candidate);
            if (distance < bestDistance && distance <= allowed) {
                best = candidate;
                bestDistance = distance;
            }
        }
        return best == null ? "" : " (did you mean '" + best + "'?)";
    }

    /** The optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours. */
    static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }
}
