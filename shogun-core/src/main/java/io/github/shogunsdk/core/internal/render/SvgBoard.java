package io.github.shogunsdk.core.internal.render;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.SvgStyle;

/**
 * Draws a position as a standalone SVG 1.1 document, bottom layer first: a background, the 64
 * squares (class {@code square light} or {@code square dark}; a1 is dark), the file and rank
 * labels (class {@code label}), the highlighted squares (class {@code highlight}, a
 * semi-transparent overlay, in square order), the pieces ({@link SvgPiece}) and the arrow
 * ({@link SvgArrow}). The document's title is the position's SPN; its description says who is to
 * move.
 */
final class SvgBoard {

    private static final String NAMESPACE = "http://www.w3.org/2000/svg";
    private static final String LIGHT = "#f0d9b5";
    private static final String DARK = "#b58863";
    private static final String HIGHLIGHT = "#f7dc4a";
    private static final String INK = "#333333";
    private static final double LABEL_FONT = 0.3;

    private SvgBoard() {
    }

    /**
     * Draws a position.
     *
     * @param position the position
     * @param style highlights, arrow and square size
     * @return the SVG document, starting with the XML declaration
     */
    static String draw(Position position, SvgStyle style) {
        SvgGeometry geometry = new SvgGeometry(style.squareSize());
        String size = SvgWriter.number(geometry.documentSize());
        SvgWriter svg = new SvgWriter().raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>");
        svg.open("svg", "xmlns", NAMESPACE, "version", "1.1", "width", size, "height", size,
                "viewBox", "0 0 " + size + " " + size);
        svg.text("title", position.toString());
        svg.text("desc", "Shogun position: " + (position.sideToMove() == Colour.WHITE ? "White" : "Red")
                + " to move, move " + position.moveNumber());
        if (style.arrow().isPresent()) {
            svg.open("defs");
            SvgArrow.defineMarker(svg);
            svg.close("defs");
        }
        svg.empty("rect", "class", "background", "x", "0", "y", "0", "width", size, "height", size, "fill", "#ffffff");
        squares(svg, geometry);
        labels(svg, geometry);
        highlights(svg, geometry, style);
        position.pieces().forEach((square, piece) -> SvgPiece.draw(svg, geometry, square, piece));
        style.arrow().ifPresent(move -> SvgArrow.draw(svg, geometry, move));
        return svg.close("svg").toString();
    }

    private static void squares(SvgWriter svg, SvgGeometry geometry) {
        String side = SvgWriter.number(geometry.squareSize());
        for (int rank = 8; rank >= 1; rank--) {
            for (int file = 1; file <= 8; file++) {
                Square square = Square.of(file, rank);
                boolean dark = (file + rank) % 2 == 0;
                svg.empty("rect", "class", dark ? "square dark" : "square light", "x", SvgWriter.number(geometry.left(square)),
                        "y", SvgWriter.number(geometry.top(square)), "width", side, "height", side, "fill", dark ? DARK : LIGHT);
            }
        }
    }

    private static void labels(SvgWriter svg, SvgGeometry geometry) {
        String font = SvgWriter.number(geometry.scaled(LABEL_FONT));
        String belowBoard = SvgWriter.number(geometry.documentSize() - geometry.margin() / 2);
        String leftOfBoard = SvgWriter.number(geometry.margin() / 2);
        for (int file = 1; file <= 8; file++) {
            svg.text("text", String.valueOf((char) ('a' + file - 1)), "class", "label",
                    "x", SvgWriter.number(geometry.centreX(Square.of(file, 1))), "y", belowBoard, "dy", "0.35em",
                    "text-anchor", "middle", "font-family", "sans-serif", "font-size", font, "fill", INK);
        }
        for (int rank = 8; rank >= 1; rank--) {
            svg.text("text", String.valueOf(rank), "class", "label",
                    "x", leftOfBoard, "y", SvgWriter.number(geometry.centreY(Square.of(1, rank))), "dy", "0.35em",
                    "text-anchor", "middle", "font-family", "sans-serif", "font-size", font, "fill", INK);
        }
    }

    private static void highlights(SvgWriter svg, SvgGeometry geometry, SvgStyle style) {
        String side = SvgWriter.number(geometry.squareSize());
        // The highlights iterate in square order, so the document is the same for the same style.
        for (Square square : style.highlights()) {
            svg.empty("rect", "class", "highlight", "x", SvgWriter.number(geometry.left(square)),
                    "y", SvgWriter.number(geometry.top(square)), "width", side, "height", side, "fill", HIGHLIGHT,
                    "fill-opacity", "0.55");
        }
    }
}
