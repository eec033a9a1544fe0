package io.github.shogunsdk.cli;

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
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import java.util.LinkedHashSet;
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
@Command(name = "svg", header = "draw a position as an SVG image", description = {
    "Writes the position SPN to standard output as a standalone SVG document: the board with rank 8 at the top, "
            + "file and rank labels, and each piece (a circle for a pawn, a crown for a king, white or red) showing "
            + "its energy."})
final class SvgCommand extends CliCommand {

    private static final String HIGHLIGHT = "--highlight";
    private static final String ARROW = "--arrow";
    private static final String SIZE = "--size";

    @Parameters(index = "0", arity = "0..1", paramLabel = "SPN", description = "the position (default: the initial position)")
    String spn;

    @Option(names = HIGHLIGHT, paramLabel = "SQUARES",
            description = "squares to highlight, separated by commas, such as d3,e4 (default: none)")
    String highlight;

    @Option(names = ARROW, paramLabel = "MOVE",
            description = "a legal move, such as d1d3, drawn as an arrow along its path (default: none)")
    String arrow;

    @Option(names = SIZE, paramLabel = "N", description = "the side of a square in pixels, 16 to 256 (default: 60)")
    String size;

    @Mixin
    HelpOption help;

    @Override
    QuickParse.Grammar quickGrammar() {
        return new QuickParse.Grammar(Set.of(HIGHLIGHT, ARROW, SIZE), Set.of(), 0, 1);
    }

    @Override
    void quickSet(String name, String value) {
        switch (name) {
            case HIGHLIGHT -> highlight = value;
            case ARROW -> arrow = value;
            case SIZE -> size = value;
            case "0" -> spn = value;
            default -> super.quickSet(name, value);
        }
    }

    @Override
    void execute(InputStream in, PrintStream out, PrintStream err) {
        Position position = spn == null ? Position.initial() : Position.parse(spn);
        SvgStyle style = SvgStyle.plain();
        if (size != null) {
            style = style.withSquareSize(parseSize(size));
        }
        if (highlight != null) {
            style = style.withHighlights(parseSquares(highlight));
        }
        if (arrow != null) {
            style = style.withArrow(parseMove(position, arrow));
        }
        out.print(Shogun.renderer().svg(position, style));
    }

    private static int parseSize(String text) {
        int size;
        try {
            size = Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw new UsageException("option " + SIZE + ": the square size must be a whole number of pixels, 16 to 256,"
                    + " not " + ShogunCommand.quoted(text));
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
                throw new UsageException("option " + HIGHLIGHT + ": an empty square in " + ShogunCommand.quoted(text)
                        + "; expected squares separated by commas, such as d3,e4");
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
