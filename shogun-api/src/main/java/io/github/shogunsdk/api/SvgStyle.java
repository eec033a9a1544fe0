package io.github.shogunsdk.api;

import java.util.Collections;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.jspecify.annotations.Nullable;

/**
 * How {@link Renderer#svg Renderer.svg} draws: squares to highlight, a path to draw as an arrow, and the size of
 * a square in pixels. Immutable; start from {@link #plain()} and change what you need.
 *
 * <pre>{@code
 * SvgStyle style = SvgStyle.plain()
 *         .withHighlights(Set.of(Square.parse("d3")))
 *         .withArrow(MovePath.straight(Square.parse("d1"), Direction.UP, 2))
 *         .withSquareSize(48);
 * }</pre>
 */
public final class SvgStyle {

    /** The smallest square size, in pixels. */
    public static final int MIN_SQUARE_SIZE = 16;
    /** The largest square size, in pixels. */
    public static final int MAX_SQUARE_SIZE = 256;

    private static final SvgStyle PLAIN = new SvgStyle(Set.of(), null, 60);

    private final Set<Square> highlights;
    private final @Nullable MovePath arrow;
    private final int squareSize;

    private SvgStyle(Set<Square> highlights, @Nullable MovePath arrow, int squareSize) {
        this.highlights = Collections.unmodifiableSet(new TreeSet<>(highlights));
        this.arrow = arrow;
        if (squareSize < MIN_SQUARE_SIZE || squareSize > MAX_SQUARE_SIZE) {
            throw new IllegalArgumentException("a square is " + MIN_SQUARE_SIZE + " to " + MAX_SQUARE_SIZE
                    + " pixels, not " + squareSize);
        }
        this.squareSize = squareSize;
    }

    /**
     * Returns the plain style: nothing highlighted, no arrow, 60-pixel squares.
     *
     * @return the plain style
     */
    public static SvgStyle plain() {
        return PLAIN;
    }

    /**
     * Returns this style with squares highlighted (replacing earlier highlights).
     *
     * @param squares the squares
     * @return the new style
     */
    public SvgStyle withHighlights(Set<Square> squares) {
        Objects.requireNonNull(squares, "squares");
        squares.forEach(square -> Objects.requireNonNull(square, "square"));
        return new SvgStyle(squares, arrow, squareSize);
    }

    /**
     * Returns this style with an arrow along a path.
     *
     * @param path the path
     * @return the new style
     */
    public SvgStyle withArrow(MovePath path) {
        return new SvgStyle(highlights, Objects.requireNonNull(path, "path"), squareSize);
    }

    /**
     * Returns this style without an arrow.
     *
     * @return the new style
     */
    public SvgStyle withoutArrow() {
        return new SvgStyle(highlights, null, squareSize);
    }

    /**
     * Returns this style with another square size.
     *
     * @param pixels {@value #MIN_SQUARE_SIZE} to {@value #MAX_SQUARE_SIZE}
     * @return the new style
     * @throws IllegalArgumentException if the size is out of range
     */
    public SvgStyle withSquareSize(int pixels) {
        return new SvgStyle(highlights, arrow, pixels);
    }

    /**
     * Returns the highlighted squares.
     *
     * @return an immutable set in square order
     */
    public Set<Square> highlights() {
        return highlights;
    }

    /**
     * Returns the path drawn as an arrow.
     *
     * @return the path, or empty for none
     */
    public Optional<MovePath> arrow() {
        return Optional.ofNullable(arrow);
    }

    /**
     * Returns the side of a square in pixels.
     *
     * @return {@value #MIN_SQUARE_SIZE} to {@value #MAX_SQUARE_SIZE}
     */
    public int squareSize() {
        return squareSize;
    }

    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof SvgStyle s && highlights.equals(s.highlights) && Objects.equals(arrow, s.arrow)
                && squareSize == s.squareSize;
    }

    @Override
    public int hashCode() {
        return Objects.hash(highlights, arrow, squareSize);
    }

    /**
     * Returns a description such as {@code "SvgStyle[highlights=[d3], arrow=d1d3 U, squareSize=48]"}.
     *
     * @return a readable description
     */
    @Override
    public String toString() {
        return "SvgStyle[highlights=" + highlights + ", arrow=" + (arrow == null ? "none" : arrow) + ", squareSize="
                + squareSize + "]";
    }
}
