package io.github.shogunsdk.core.internal.render;

import io.github.shogunsdk.api.Square;

/**
 * Where things are in the SVG drawing, for squares of {@code squareSize} pixels: the board sits
 * inside a margin of half a square, rank 8 at the top, so the document is nine squares wide and
 * high and the centre of square {@code (x, y)} is at {@code (x · size, (9 − y) · size)}.
 *
 * @param squareSize the side of a square in pixels
 */
record SvgGeometry(int squareSize) {

    /**
     * Returns the width and height of the whole document.
     *
     * @return nine squares
     */
    double documentSize() {
        return 9.0 * squareSize;
    }

    /**
     * Returns the width of the margin around the board, which holds the labels.
     *
     * @return half a square
     */
    double margin() {
        return squareSize / 2.0;
    }

    /**
     * Returns the horizontal coordinate of a square's centre.
     *
     * @param square the square
     * @return pixels from the left edge
     */
    double centreX(Square square) {
        return (double) square.x() * squareSize;
    }

    /**
     * Returns the vertical coordinate of a square's centre.
     *
     * @param square the square
     * @return pixels from the top edge
     */
    double centreY(Square square) {
        return (9.0 - square.y()) * squareSize;
    }

    /**
     * Returns the horizontal coordinate of a square's left edge.
     *
     * @param square the square
     * @return pixels from the left edge
     */
    double left(Square square) {
        return centreX(square) - margin();
    }

    /**
     * Returns the vertical coordinate of a square's top edge.
     *
     * @param square the square
     * @return pixels from the top edge
     */
    double top(Square square) {
        return centreY(square) - margin();
    }

    /**
     * Returns a length as a fraction of a square.
     *
     * @param fraction such as {@code 0.4}
     * @return pixels
     */
    double scaled(double fraction) {
        return fraction * squareSize;
    }

    /**
     * Returns the centre of a square as an SVG point, {@code "x,y"}.
     *
     * @param square the square
     * @return the point
     */
    String centre(Square square) {
        return SvgWriter.number(centreX(square)) + "," + SvgWriter.number(centreY(square));
    }
}
