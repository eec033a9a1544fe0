package io.github.shogunsdk.cli;

import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Shogun;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.Set;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/**
 * {@code shogun show [SPN]}: draws a position (the initial position by default) as the coursework
 * prints it, through {@link io.github.shogunsdk.api.Renderer#coursework}.
 */
@Command(name = "show", header = "draw a position as the coursework prints it", description = {
    "Draws the position SPN: for each rank 8..1 a line of 32 dashes, then |c|c|c|c|c|c|c|c| with a 3-character "
            + "code per file a..h, such as PW4 (kind P/K, colour W/R, energy) or three spaces; then a final line of "
            + "32 dashes."})
final class ShowCommand extends CliCommand {

    @Parameters(index = "0", arity = "0..1", paramLabel = "SPN", description = "the position (default: the initial position)")
    String spn;

    @Mixin
    HelpOption help;

    @Override
    QuickParse.Grammar quickGrammar() {
        return new QuickParse.Grammar(Set.of(), Set.of(), 0, 1);
    }

    @Override
    void quickSet(String name, String value) {
        if (name.equals("0")) {
            spn = value;
        } else {
            super.quickSet(name, value);
        }
    }

    @Override
    void execute(InputStream in, PrintStream out, PrintStream err) {
        Position position = spn == null ? Position.initial() : Position.parse(spn);
        out.print(Shogun.renderer().coursework(position));
    }
}
