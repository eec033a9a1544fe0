package io.github.shogunsdk.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code shogun engine}: the SDK's engine behind the Shogun Engine Protocol on standard input and
 * output (docs/PROTOCOL.md), for graphical interfaces and tournament programs.
 */
@Command(name = "engine", header = "speak the engine protocol on standard input and output", description = {
    "Speaks the Shogun Engine Protocol (SEP, described in docs/PROTOCOL.md), a line protocol like UCI: "
            + "commands on standard input, answers on standard output. Send 'sep' to begin and 'quit' to end; "
            + "the command also ends, with status 0, at the end of its input, after answering a search under way "
            + "as 'stop' would. A line holds at most 1 MiB; a longer one is answered "
            + "'info string error line longer than 1048576 bytes' and skipped. With --tables, the Tables option "
            + "starts set to DIR (a setoption may still change it)."})
final class EngineCommand extends CliCommand {

    @Mixin
    HelpOption help;

    @Option(names = "--tables", paramLabel = "DIR", description = "start with the Tables option set to DIR, a "
            + "folder of endgame tables made by shogun tables generate")
    String tables;

    @Override
    String extraArgumentHint() {
        return "it reads the protocol from standard input";
    }

    @Override
    void execute(InputStream in, PrintStream out, PrintStream err) throws IOException {
        new SepEngine(in, out, TablesFolder.of(tables)).run();
    }
}
