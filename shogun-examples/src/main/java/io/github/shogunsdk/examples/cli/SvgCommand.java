package io.github.shogunsdk.examples.cli;

import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.MovePath;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Refusal;
import io.github.shogunsdk.api.Rules;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.SvgStyle;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * {@code shogun svg [--highlight SQUARES] [--arrow MOVE] [--size N] [SPN]}: writes the position SPN
 * (the initial position by default) to standard output as a standalone SVG document, through
 * {@link io.github.shogunsdk.api.Renderer#svg}.
 *
 * <p>{@code --highlight} takes squares separated by commas, such as {@code d3,e4}; {@code --arrow}
 * takes a move that is legal in the position, such as {@code d1d3}, and draws it along the path
 * the rules resolve it to; {@code --size} is the side of a square in pixels, 16 to 256 (default
 * 60). A bad value is one error line naming the option.
 */
final class SvgCommand implements Command {

    private static final String HIGHLIGHT = "--highlight";
    private static final String ARROW = "--arrow";
    private static final String SIZE = "--size";

    @Override
    public String name() {
        return "svg";
    }

    @Override
    public String summary() {
        return "draw a position as an SVG image";
    }

    @Override
    public String help() {
        return "usage: shogun svg [--highlight SQUARES] [--arrow MOVE] [--size N] [SPN]\n"
                + "\n"
                + "Writes the position SPN (default: the initial position) to standard output as a\n"
                + "standalone SVG document: the board with rank 8 at the top, file and rank labels, and\n"
                + "each piece (a circle for a pawn, a crown for a king, white or red) showing its energy.\n"
                + "\n"
                + "Options:\n"
                + "  --highlight SQUARES  highlight squares, separated by commas, such as d3,e4\n"
                + "  --arrow MOVE         draw a legal move, such as d1d3, as an arrow along its path\n"
                + "  --size N             the side of a square in pixels, 16 to 256 (default 60)\n"
                + "  -h, --help           show this help\n";
    }

    @Override
    public Set<String> valueOptions() {
        return Set.of(HIGHLIGHT, ARROW, SIZE);
    }

    @Override
    public void execute(Arguments arguments, InputStream in, PrintStream out, PrintStream err) {
        List<String> spn = arguments.positionals(0, 1, "nothing");
        Position position = spn.isEmpty() ? Position.initial() : Position.parse(spn.get(0));
        SvgStyle style = SvgStyle.plain();
        if (arguments.value(SIZE).isPresent()) {
            style = style.withSquareSize(parseSize(arguments.value(SIZE).get()));
        }
        if (arguments.value(HIGHLIGHT).isPresent()) {
            style = style.withHighlights(parseSquares(arguments.value(HIGHLIGHT).get()));
        }
        if (arguments.value(ARROW).isPresent()) {
            style = style.withArrow(parseMove(position, arguments.value(ARROW).get()));
        }
        out.print(Shogun.renderer().svg(position, style));
    }

    private static int parseSize(String text) {
        int size;
        try {
            size = Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw new UsageException("option " + SIZE + ": the square size must be a whole number of pixels, 16 to 256, not '"
                    + text + "'");
        }
        if (size < 16 || size > 256) {
            throw new UsageException("option " + SIZE + ": the square size must be 16 to 256 pixels, not " + size);
        }
        return size;
    }

    private static Set<Square> parseSquares(String text) {
        if (text.isBlank()) {
            throw new UsageException("option " + HIGHLIGHT + ": expected squares separated by commas, such as d3,e4");
        }
        Set<Square> squares = new LinkedHashSet<>();
        for (String name : text.split(",", -1)) {
            if (name.isBlank()) {
                throw new UsageException("option " + HIGHLIGHT + ": an empty square in '" + text
                        + "'; expected squares separated by commas, such as d3,e4");
            }
            try {
                squares.add(Square.parse(name.strip()));
            } catch (IllegalArgumentException e) {
                throw new UsageException("option " + HIGHLIGHT + ": " + ShogunCommand.oneLine(e));
            }
        }
        return squares;
    }

    /** Reads a move that is legal in the position and returns its first open path in shape order. */
    private static MovePath parseMove(Position position, String text) {
        Move move;
        try {
            move = Move.parse(text);
        } catch (IllegalArgumentException e) {
            throw new UsageException("option " + ARROW + ": " + ShogunCommand.oneLine(e));
        }
        Rules rules = Shogun.rules();
        Optional<Refusal> refusal = rules.refusal(position, move.from(), move.to());
        if (refusal.isPresent()) {
            throw new UsageException("option " + ARROW + ": " + refusal.get().message());
        }
        return rules.paths(position, move).get(0);
    }
}
