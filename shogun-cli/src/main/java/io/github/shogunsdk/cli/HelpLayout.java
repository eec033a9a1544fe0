package io.github.shogunsdk.cli;

import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Help;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.Model.UsageMessageSpec;

/**
 * The layout every command's help shares: a usage line, the description, the arguments, the
 * options, then the command's own notes. The usage line is written as the documentation writes it,
 * {@code usage: shogun perft [--energy MODEL] [--divide] [--threads N] DEPTH [SPN]}: options first
 * ({@code -h} left out: every command has it), then the arguments, wrapped under the first option.
 */
final class HelpLayout {

    /** The width of the help text, in characters. */
    static final int WIDTH = 80;

    private static final String USAGE = "usage: ";

    private HelpLayout() {
    }

    /**
     * Lays out a command's help and its subcommands' help; done only when help is shown, as it
     * costs start-up time.
     *
     * @param command the command
     */
    static void apply(CommandLine command) {
        UsageMessageSpec usage = command.getCommandSpec().usageMessage();
        usage.synopsisHeading(USAGE)
                .descriptionHeading("%n")
                .parameterListHeading("%nArguments:%n")
                .optionListHeading("%nOptions:%n")
                .commandListHeading("%nCommands:%n")
                .sortOptions(false)
                .width(WIDTH);
        if (usage.footer().length > 0 && usage.footerHeading().isEmpty()) {
            usage.footerHeading("%n");
        }
        List<String> sections = new ArrayList<>(command.getHelpSectionKeys());
        sections.remove(UsageMessageSpec.SECTION_KEY_HEADER_HEADING);
        sections.remove(UsageMessageSpec.SECTION_KEY_HEADER);
        command.setHelpSectionKeys(sections);
        command.getHelpSectionMap().put(UsageMessageSpec.SECTION_KEY_SYNOPSIS,
                help -> wrap(synopsis(help.commandSpec()), USAGE.length()) + "\n");
        for (CommandLine subcommand : command.getSubcommands().values()) {
            apply(subcommand);
        }
    }

    /**
     * Returns a command's help text, options written {@code --name VALUE} as the documentation
     * writes them (both that and {@code --name=VALUE} are read).
     *
     * @param command the command
     * @return the help, ending with a newline
     */
    static String usage(CommandLine command) {
        apply(command);
        command.getCommandSpec().parser().separator(" ");
        return command.getUsageMessage(Help.Ansi.OFF);
    }

    /**
     * Returns a command's usage on one line, without the {@code usage: } heading, such as
     * {@code shogun next FILE}.
     *
     * @param spec the command
     * @return the usage
     */
    static String synopsis(CommandSpec spec) {
        StringBuilder line = new StringBuilder(spec.qualifiedName());
        if (!spec.subcommands().isEmpty()) {
            return line.append(" COMMAND [OPTIONS] [ARGUMENTS]").toString();
        }
        for (OptionSpec option : spec.options()) {
            if (option.usageHelp() || option.versionHelp() || option.hidden()) {
                continue;
            }
            String word = option.longestName() + (option.arity().max() > 0 ? " " + option.paramLabel() : "");
            line.append(' ').append(option.required() ? word : "[" + word + "]");
        }
        for (PositionalParamSpec parameter : spec.positionalParameters()) {
            if (!parameter.hidden()) {
                String label = parameter.paramLabel();
                line.append(' ').append(parameter.arity().min() > 0 ? label : "[" + label + "]");
            }
        }
        return line.toString();
    }

    /**
     * Wraps a usage line at spaces outside brackets, continuation lines indented under the first
     * option.
     *
     * @param line the usage line, such as {@code shogun next FILE}
     * @param heading the width of what stands before it on the first line
     * @return the wrapped usage, without a final newline
     */
    static String wrap(String line, int heading) {
        List<String> words = new ArrayList<>();
        int depth = 0;
        int start = 0;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            depth += c == '[' ? 1 : c == ']' ? -1 : 0;
            if (c == ' ' && depth == 0) {
                words.add(line.substring(start, i));
                start = i + 1;
            }
        }
        words.add(line.substring(start));
        // The command's own name: "shogun" and the subcommand's name.
        int nameWords = Math.min(words.size(), line.startsWith("shogun ") && words.size() > 1 ? 2 : 1);
        StringBuilder out = new StringBuilder(String.join(" ", words.subList(0, nameWords)));
        int indent = heading + out.length() + 1;
        int column = indent - 1;
        for (String word : words.subList(nameWords, words.size())) {
            if (column + 1 + word.length() > WIDTH && column > indent) {
                out.append('\n').append(" ".repeat(indent)).append(word);
                column = indent + word.length();
            } else {
                out.append(' ').append(word);
                column += 1 + word.length();
            }
        }
        return out.toString();
    }
}
