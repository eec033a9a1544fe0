package io.github.shogunsdk.core.internal.render;

import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Renderer;
import io.github.shogunsdk.api.SvgStyle;
import io.github.shogunsdk.api.TerminalStyle;
import java.util.Objects;

/**
 * The core's {@link Renderer}: the coursework drawing, a terminal board and SVG. It holds no
 * state, so one instance may be shared by any number of threads. Applications get it from
 * {@link io.github.shogunsdk.api.Shogun#renderer()}.
 */
public final class CoreRenderer implements Renderer {

    /** Creates the renderer. */
    public CoreRenderer() {
    }

    /**
     * {@inheritDoc}
     *
     * @throws NullPointerException if the position is null
     */
    @Override
    public String coursework(Position position) {
        return CourseworkBoard.draw(Objects.requireNonNull(position, "position"));
    }

    /**
     * {@inheritDoc}
     *
     * <p>Each square is a 4-character cell: the piece in position notation (such as {@code P4} or
     * {@code k1}) or {@code " ."} for an empty square, between spaces, or between brackets
     * ({@code [P4]}, {@code [ .]}) on the last move's from and to squares. Files are labelled
     * above and below the board, ranks on both sides; the last line says who is to move and the
     * move number, and names the last move if there is one. With colours on, White's pieces are
     * bold, Red's are red and the marked squares are in reverse video; with colours off the text
     * holds no escape character. The marked squares are taken from the move as given; it is not
     * checked against the position.
     *
     * @throws NullPointerException if an argument is null
     */
    @Override
    public String terminal(Position position, TerminalStyle style) {
        return TerminalBoard.draw(Objects.requireNonNull(position, "position"), Objects.requireNonNull(style, "style"));
    }

    /**
     * {@inheritDoc}
     *
     * <p>The document is {@code 9 × squareSize} pixels square: the board, with rank 8 at the top,
     * inside a margin of half a square that holds the file and rank labels. Elements carry
     * classes for styling and scripts: {@code square light}/{@code square dark}, {@code label},
     * {@code highlight}, {@code piece pawn white} (a circle), {@code piece king red} (a crown),
     * each piece showing its energy, and {@code arrow}: a polyline through the centres of the
     * move's from square, its corner if it is bent, and its destination, ending in an arrowhead.
     * The document's title is the position's SPN.
     *
     * @throws NullPointerException if an argument is null
     */
    @Override
    public String svg(Position position, SvgStyle style) {
        return SvgBoard.draw(Objects.requireNonNull(position, "position"), Objects.requireNonNull(style, "style"));
    }
}
