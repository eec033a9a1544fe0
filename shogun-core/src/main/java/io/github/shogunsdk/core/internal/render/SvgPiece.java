package io.github.shogunsdk.core.internal.render;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.PieceKind;
import io.github.shogunsdk.api.Square;

/**
 * Draws one piece as an SVG group of class {@code piece}, with its kind and colour as further
 * classes ({@code piece pawn white}, {@code piece king red}): a tooltip title, the shape (a circle
 * for a pawn, a three-pointed crown for a king) filled in the piece's colour, and its energy as
 * text on the shape.
 */
final class SvgPiece {

    private static final double PAWN_RADIUS = 0.38;
    private static final double KING_RADIUS = 0.42;
    private static final double PAWN_FONT = 0.42;
    private static final double KING_FONT = 0.38;
    /** The crown's outline, as multiples of the radius from the square's centre. */
    private static final double[][] CROWN = {
        {-1, 0.8}, {1, 0.8}, {1, -0.85}, {0.5, -0.3}, {0, -0.95}, {-0.5, -0.3}, {-1, -0.85},
    };
    /** How far below the centre a king's energy stands, in radii: the middle of the crown's band. */
    private static final double KING_TEXT_DROP = 0.25;

    private SvgPiece() {
    }

    /**
     * Draws a piece on its square.
     *
     * @param svg the document
     * @param geometry where the square is
     * @param square the square
     * @param piece the piece
     */
    static void draw(SvgWriter svg, SvgGeometry geometry, Square square, Piece piece) {
        String kind = piece.kind() == PieceKind.KING ? "king" : "pawn";
        String colour = piece.colour() == Colour.WHITE ? "white" : "red";
        double cx = geometry.centreX(square);
        double cy = geometry.centreY(square);
        String fill = piece.colour() == Colour.WHITE ? "#f7f4ea" : "#c0392b";
        String stroke = piece.colour() == Colour.WHITE ? "#222222" : "#5b1a13";
        String ink = piece.colour() == Colour.WHITE ? "#111111" : "#ffffff";
        String strokeWidth = SvgWriter.number(Math.max(1.0, geometry.scaled(1.0 / 30)));

        svg.open("g", "class", "piece " + kind + " " + colour);
        svg.text("title", colour + " " + kind + " on " + square + ", energy " + piece.energy());
        double textY;
        double fontSize;
        if (piece.kind() == PieceKind.KING) {
            double radius = geometry.scaled(KING_RADIUS);
            svg.empty("polygon", "points", crown(cx, cy, radius), "fill", fill, "stroke", stroke,
                    "stroke-width", strokeWidth, "stroke-linejoin", "round");
            textY = cy + KING_TEXT_DROP * radius;
            fontSize = geometry.scaled(KING_FONT);
        } else {
            double radius = geometry.scaled(PAWN_RADIUS);
            svg.empty("circle", "cx", SvgWriter.number(cx), "cy", SvgWriter.number(cy), "r", SvgWriter.number(radius),
                    "fill", fill, "stroke", stroke, "stroke-width", strokeWidth);
            textY = cy;
            fontSize = geometry.scaled(PAWN_FONT);
        }
        svg.text("text", Integer.toString(piece.energy()), "class", "energy", "x", SvgWriter.number(cx),
                "y", SvgWriter.number(textY), "dy", "0.35em", "text-anchor", "middle", "font-family", "sans-serif",
                "font-weight", "bold", "font-size", SvgWriter.number(fontSize), "fill", ink);
        svg.close("g");
    }

    private static String crown(double cx, double cy, double radius) {
        StringBuilder points = new StringBuilder();
        for (double[] corner : CROWN) {
            if (points.length() > 0) {
                points.append(' ');
            }
            points.append(SvgWriter.number(cx + corner[0] * radius)).append(',')
                    .append(SvgWriter.number(cy + corner[1] * radius));
        }
        return points.toString();
    }
}
