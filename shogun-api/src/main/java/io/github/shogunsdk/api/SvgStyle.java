package io.github.shogunsdk.api;

import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * How {@link Renderer#svg} draws: squares to highlight, a move to draw as an arrow along its path,
 * and the size of a square in pixels.
 *
 * <pre>{@code
 * SvgStyle style = SvgStyle.plain().withHighlights(Set.of(Square.of("d3"))).withSquareSize(48);
 * }</pre>
 *
 * @param highlights squares to highlight
 * @param arrow a move to draw as an arrow along its path, if any
 * @param squareSize the side of a square in pixels, 16 to 256
 */
public record SvgStyle(Set<Square> highlights, Optional<Move> arrow, int squareSize) {

    /**
     * Validates the components.
     *
     * @param highlights see the type's description
     * @param arrow see the type's description
     * @param squareSize see the type's description
     */
    public SvgStyle {
        highlights = Set.copyOf(highlights);
        Objects.requireNonNull(arrow, "arrow");
        if (squareSize < 16 || squareSize > 256) {
            throw new IllegalArgumentException("a square is 16 to 256 pixels, not " + squareSize);
        }
    }

    /**
     * Returns the plain style: nothing highlighted, no arrow, 60-pixel squares.
     *
     * @return the plain style
     */
    public static SvgStyle plain() {
        return new SvgStyle(Set.of(), Optional.empty(), 60);
    }

    /**
     * Returns this style with squares highlighted.
     *
     * @param squares the squares
     * @return the new style
     */
    public SvgStyle withHighlights(Set<Square> squares) {
        return new SvgStyle(squares, arrow, squareSize);
    }

    /**
     * Returns this style with an arrow along a move's path.
     *
     * @param move the move
     * @return the new style
     */
    public SvgStyle withArrow(Move move) {
        return new SvgStyle(highlights, Optional.of(move), squareSize);
    }

    /**
     * Returns this style with another square size.
     *
     * @param pixels 16 to 256
     * @return the new style
     */
    public SvgStyle withSquareSize(int pixels) {
        return new SvgStyle(highlights, arrow, pixels);
    }
}
