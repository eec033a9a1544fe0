package io.github.shogunsdk.examples.desktop;

import io.github.shogunsdk.api.MovePath;
import io.github.shogunsdk.api.Square;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.paint.Color;
import javafx.scene.shape.Polygon;
import javafx.scene.shape.Polyline;
import javafx.scene.shape.StrokeLineCap;
import javafx.scene.shape.StrokeLineJoin;

/**
 * Lines and arrows along a move's real path, square centre to square centre, turning where the
 * piece turns: a bent move is drawn as an L with its corner, never as a diagonal.
 */
final class PathDrawing {

    private PathDrawing() {
    }

    /**
     * Returns the centre of a square on the board, White at the bottom.
     *
     * @param square the square
     * @return x and y in the board's coordinates
     */
    static double[] centre(Square square) {
        return new double[] {(square.x() - 0.5) * BoardView.SQUARE, (8.5 - square.y()) * BoardView.SQUARE};
    }

    /**
     * Draws a path from its start square's centre through each square to its end.
     *
     * @param path the path
     * @param colour the stroke's colour
     * @param width the stroke's width
     * @param head whether to end with an arrowhead
     * @return the drawing
     */
    static Node along(MovePath path, Color colour, double width, boolean head) {
        List<Square> squares = new ArrayList<>();
        squares.add(path.from());
        squares.addAll(path.squares());
        Polyline line = new Polyline();
        for (int i = 0; i < squares.size(); i++) {
            double[] c = centre(squares.get(i));
            if (head && i == squares.size() - 1) {
                // stop short of the centre, where the arrowhead's point goes
                double[] before = centre(squares.get(i - 1));
                double dx = Math.signum(c[0] - before[0]);
                double dy = Math.signum(c[1] - before[1]);
                line.getPoints().addAll(c[0] - dx * width * 2, c[1] - dy * width * 2);
            } else {
                line.getPoints().addAll(c[0], c[1]);
            }
        }
        line.setStroke(colour);
        line.setStrokeWidth(width);
        line.setStrokeLineCap(StrokeLineCap.ROUND);
        line.setStrokeLineJoin(StrokeLineJoin.ROUND);
        line.setFill(null);
        if (!head) {
            return line;
        }
        double[] tip = centre(path.to());
        double[] before = centre(squares.get(squares.size() - 2));
        double dx = Math.signum(tip[0] - before[0]);
        double dy = Math.signum(tip[1] - before[1]);
        double length = width * 3;
        // the head's base is perpendicular to the last step: (-dy, dx) is that direction
        Polygon arrowhead = new Polygon(tip[0], tip[1],
                tip[0] - dx * length - dy * length * 0.6, tip[1] - dy * length + dx * length * 0.6,
                tip[0] - dx * length + dy * length * 0.6, tip[1] - dy * length - dx * length * 0.6);
        arrowhead.setFill(colour);
        return new Group(line, arrowhead);
    }
}
