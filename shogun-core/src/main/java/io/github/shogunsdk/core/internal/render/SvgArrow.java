package io.github.shogunsdk.core.internal.render;

import io.github.shogunsdk.api.MovePath;

/**
 * Draws a move as an arrow along its exact path: a polyline of class {@code arrow} through the
 * centres of the from square, the corner of a bent move, and the destination, ending in an
 * arrowhead marker whose base sits on the destination's centre.
 */
final class SvgArrow {

    /** The id of the arrowhead marker. */
    static final String MARKER_ID = "arrowhead";

    private static final String COLOUR = "#1f6fd1";
    private static final double WIDTH = 1.0 / 8;

    private SvgArrow() {
    }

    /**
     * Defines the arrowhead; write it inside {@code <defs>}.
     *
     * @param svg the document
     */
    static void defineMarker(SvgWriter svg) {
        svg.open("marker", "id", MARKER_ID, "viewBox", "0 0 10 10", "refX", "1", "refY", "5",
                "markerUnits", "strokeWidth", "markerWidth", "3", "markerHeight", "3", "orient", "auto");
        svg.empty("path", "d", "M 0 0 L 10 5 L 0 10 z", "fill", COLOUR);
        svg.close("marker");
    }

    /**
     * Draws the arrow of a move.
     *
     * @param svg the document
     * @param geometry where the squares are
     * @param move the move
     */
    static void draw(SvgWriter svg, SvgGeometry geometry, MovePath move) {
        svg.open("polyline", "class", "arrow", "points", points(geometry, move), "fill", "none", "stroke", COLOUR,
                "stroke-width", SvgWriter.number(geometry.scaled(WIDTH)), "stroke-linejoin", "round",
                "opacity", "0.8", "marker-end", "url(#" + MARKER_ID + ")");
        svg.text("title", "move " + move.move());
        svg.close("polyline");
    }

    /**
     * Returns the points of a move's path: from, the corner of a bent move, to.
     *
     * @param geometry where the squares are
     * @param move the move
     * @return SVG points, such as {@code "240,300 240,180 120,180"}
     */
    static String points(SvgGeometry geometry, MovePath move) {
        String corner = move instanceof MovePath.Bent bent ? geometry.centre(bent.corner()) + " " : "";
        return geometry.centre(move.from()) + " " + corner + geometry.centre(move.to());
    }
}
