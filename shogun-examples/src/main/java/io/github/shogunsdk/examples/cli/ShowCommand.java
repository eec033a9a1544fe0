package io.github.shogunsdk.examples.cli;

import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Shogun;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.List;

/**
 * {@code shogun show [SPN]}: draws a position (the initial position by default) as the coursework
 * prints it, through {@link io.github.shogunsdk.api.Renderer#coursework}.
 */
final class ShowCommand implements Command {

    @Override
    public String name() {
        return "show";
    }

    @Override
    public String summary() {
        return "draw a position as the coursework prints it";
    }

    @Override
    public String help() {
        return "usage: shogun show [SPN]\n"
                + "\n"
                + "Draws the position SPN (default: the initial position): for each rank 8..1 a line of\n"
                + "32 dashes, then |c|c|c|c|c|c|c|c| with a 3-character code per file a..h, such as PW4\n"
                + "(kind P/K, colour W/R, energy) or three spaces; then a final line of 32 dashes.\n"
                + "\n"
                + "Options:\n"
                + "  -h, --help         show this help\n";
    }

    @Override
    public void execute(Arguments arguments, InputStream in, PrintStream out, PrintStream err) {
        List<String> spn = arguments.positionals(0, 1, "nothing");
        Position position = spn.isEmpty() ? Position.initial() : Position.parse(spn.get(0));
        out.print(Shogun.renderer().coursework(position));
    }
}
