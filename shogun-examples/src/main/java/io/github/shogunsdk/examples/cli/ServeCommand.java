package io.github.shogunsdk.examples.cli;

import io.github.shogunsdk.examples.web.WebGame;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.Set;

/**
 * {@code shogun serve [--port N] [--host H]}: the web game in the browser, served until Ctrl-C
 * (see {@link WebGame}).
 */
final class ServeCommand implements Command {

    private static final String PORT = "--port";
    private static final String HOST = "--host";

    @Override
    public String name() {
        return "serve";
    }

    @Override
    public String summary() {
        return "play in the browser: serve the web game";
    }

    @Override
    public String help() {
        return "usage: shogun serve [--port N] [--host H]\n"
                + "\n"
                + "Serves the web game and prints the address to open; Ctrl-C stops it. Play against the\n"
                + "engine or another person, with targets, paths, refusals, undo, hints and records.\n"
                + "\n"
                + "Options:\n"
                + "  --port N           the port, 1 to 65535; 0, the default, picks a free one\n"
                + "  --host H           the address to listen on; " + WebGame.DEFAULT_HOST
                + " by default, 0.0.0.0 for all\n"
                + "  -h, --help         show this help\n";
    }

    @Override
    public Set<String> valueOptions() {
        return Set.of(PORT, HOST);
    }

    @Override
    public void execute(Arguments arguments, InputStream in, PrintStream out, PrintStream err) {
        arguments.positionals(0, 0, "nothing");
        int port = arguments.value(PORT).map(ServeCommand::parsePort).orElse(0);
        String host = arguments.value(HOST).orElse(WebGame.DEFAULT_HOST);
        out.flush();
        int status = WebGame.serve(host, port, out, err);
        if (status != 0) {
            throw new ReportedFailure(status);
        }
    }

    private static int parsePort(String text) {
        if (!text.isEmpty() && text.length() <= 5 && text.chars().allMatch(c -> c >= '0' && c <= '9')) {
            int port = Integer.parseInt(text);
            if (port <= 65_535) {
                return port;
            }
        }
        throw new UsageException("the port is a whole number 0 to 65535, not '" + text + "'");
    }
}
