package io.github.shogunsdk.cli;

import picocli.CommandLine.Option;

/** The {@code -h, --help} option every command has. */
final class HelpOption {

    /** Set by picocli when {@code -h} or {@code --help} is given. */
    @Option(names = {"-h", "--help"}, usageHelp = true, description = "show this help")
    boolean help;
}
