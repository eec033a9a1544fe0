package io.github.shogunsdk.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import picocli.AutoComplete;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * Writes the {@code shogun} manual page and its shell completion from the command line's own
 * definitions, so both always match the program. The build runs it (exec-maven-plugin) into
 * {@code shogun-cli/target/}: {@code man/shogun.1} (roff, for {@code man -l shogun.1} or a
 * {@code man1} directory) and {@code completion/shogun_completion} (bash; zsh loads it after
 * {@code autoload -U +X bashcompinit && bashcompinit}).
 */
public final class CliDocs {

    private CliDocs() {
    }

    /**
     * Writes the manual page and the completion script.
     *
     * @param args one argument: the directory to write {@code man/} and {@code completion/} into
     * @throws IOException if a file cannot be written
     */
    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            throw new IllegalArgumentException("usage: CliDocs OUTPUT-DIRECTORY");
        }
        Path out = Path.of(args[0]);
        Files.createDirectories(out.resolve("man"));
        Files.createDirectories(out.resolve("completion"));
        Files.writeString(out.resolve("man").resolve("shogun.1"), manPage(), StandardCharsets.UTF_8);
        Files.writeString(out.resolve("completion").resolve("shogun_completion"), completion(), StandardCharsets.UTF_8);
    }

    /**
     * Returns the bash (and zsh) completion script, which completes commands and options.
     *
     * @return the script
     */
    static String completion() {
        return AutoComplete.bash("shogun", ShogunCommand.commandLine());
    }

    /**
     * Returns the manual page, in roff: the commands with their usage, description and options.
     *
     * @return the page
     */
    static String manPage() {
        CommandLine shogun = ShogunCommand.commandLine();
        CommandSpec top = shogun.getCommandSpec();
        StringBuilder page = new StringBuilder();
        page.append(".TH SHOGUN 1 \"\" \"shogun ").append(Version.sdk()).append("\" \"Shogun SDK\"\n");
        page.append(".SH NAME\nshogun \\- the Shogun SDK's command line: rules, analysis, games and an engine\n");
        page.append(".SH SYNOPSIS\n");
        page.append(".B shogun\n.I COMMAND\n[\\fIOPTIONS\\fR] [\\fIARGUMENTS\\fR]\n.br\n.B shogun \\-\\-version\n.br\n")
                .append(".B shogun \\-\\-help\n");
        page.append(".SH DESCRIPTION\n");
        paragraphs(page, top.usageMessage().description());
        paragraphs(page, top.usageMessage().footer());
        page.append(".SH OPTIONS\n");
        options(page, top);
        page.append(".SH COMMANDS\n");
        for (CommandLine command : shogun.getSubcommands().values()) {
            CommandSpec spec = command.getCommandSpec();
            page.append(".SS ").append(text(spec.name())).append('\n');
            page.append(".B ").append(text(HelpLayout.synopsis(spec))).append("\n.PP\n");
            paragraphs(page, spec.usageMessage().description());
            for (PositionalParamSpec parameter : spec.positionalParameters()) {
                page.append(".TP\n.I ").append(text(parameter.paramLabel())).append('\n');
                page.append(text(joined(parameter.description()))).append('\n');
            }
            options(page, spec);
            if (spec.usageMessage().footer().length > 0) {
                page.append(".PP\n").append(text(String.format(spec.usageMessage().footerHeading()).strip())).append('\n');
                page.append(".nf\n");
                for (String line : String.format(String.join("%n", spec.usageMessage().footer())).split("\\R")) {
                    page.append(text(line)).append('\n');
                }
                page.append(".fi\n");
            }
        }
        page.append(".SH EXIT STATUS\n");
        page.append(".TP\n0\nsuccess\n");
        page.append(".TP\n2\na bad command line or bad input; standard error holds one line, ")
                .append(text("shogun: <what is wrong>")).append('\n');
        page.append(".TP\n1\nan internal error, a bug in the SDK; standard error holds one line\n");
        page.append(".SH SEE ALSO\n");
        page.append("docs/CLI.md (the command line and its output formats) and docs/PROTOCOL.md (the engine ")
                .append("protocol of \\fBshogun engine\\fR) in the Shogun SDK.\n");
        return page.toString();
    }

    private static void options(StringBuilder page, CommandSpec spec) {
        for (OptionSpec option : spec.options()) {
            if (option.hidden()) {
                continue;
            }
            page.append(".TP\n");
            List<String> names = List.of(option.names());
            for (int i = 0; i < names.size(); i++) {
                page.append(i > 0 ? ", " : "").append("\\fB").append(text(names.get(i))).append("\\fR");
            }
            if (option.arity().max() > 0) {
                page.append(" \\fI").append(text(option.paramLabel())).append("\\fR");
            }
            page.append('\n').append(text(joined(option.description()))).append('\n');
        }
    }

    /**
     * Joins a description given line by line into one paragraph: the help indents some lines,
     * which the manual page, filling its own lines, does without.
     */
    private static String joined(String[] lines) {
        StringBuilder text = new StringBuilder();
        for (String line : lines) {
            text.append(text.length() > 0 ? " " : "").append(line.strip());
        }
        return text.toString();
    }

    private static void paragraphs(StringBuilder page, String[] lines) {
        for (String line : lines) {
            String formatted = String.format(line);
            if (formatted.isBlank()) {
                continue;
            }
            page.append(".PP\n");
            for (String part : formatted.split("\\R")) {
                page.append(text(part.strip())).append('\n');
            }
        }
    }

    /** Escapes text for roff: backslashes, dashes, and a control character at the start of a line. */
    static String text(String plain) {
        String escaped = plain.replace("\\", "\\e").replace("-", "\\-");
        return escaped.startsWith(".") || escaped.startsWith("'") ? "\\&" + escaped : escaped;
    }
}
