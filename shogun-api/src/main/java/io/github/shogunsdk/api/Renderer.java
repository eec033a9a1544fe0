package io.github.shogunsdk.api;

/**
 * Draws positions: as the coursework prints them, as a readable terminal board, and as SVG for
 * frontends and documents. Get one from {@link Shogun#renderer()}; implementations are immutable
 * and thread-safe.
 *
 * <pre>{@code
 * Renderer renderer = Shogun.renderer();
 * String text = renderer.coursework(Position.initial());        // 17 lines of dashes and cells
 * String board = renderer.terminal(Position.initial(), TerminalStyle.plain());
 * String svg = renderer.svg(Position.initial(), SvgStyle.plain()
 *         .withHighlights(Set.of(Square.parse("d3")))
 *         .withArrow(MovePath.straight(Square.parse("d1"), Direction.UP, 2)));
 * }</pre>
 */
public interface Renderer {

    /**
     * Draws the board as the coursework prints it (as {@code shogun show} does): for each rank
     * 8 to 1 a line of 32 dashes, then {@code |c|c|c|c|c|c|c|c|} where each cell is kind
     * ({@code P}/{@code K}), colour ({@code W}/{@code R}) and energy, such as {@code PW4}, or three
     * spaces; then a final line of dashes. Every line ends with a line feed.
     *
     * @param position the position
     * @return the drawing
     */
    String coursework(Position position);

    /**
     * Draws a board for a terminal: files and ranks labelled, pieces in position notation
     * ({@code P4}, {@code k1}), the side to move, and the last move's squares marked.
     *
     * @param position the position
     * @param style the last move to mark and whether to use ANSI colours
     * @return the drawing, each line ending with a line feed
     */
    String terminal(Position position, TerminalStyle style);

    /**
     * Draws the board as a standalone SVG document: squares, pieces with their energies, optional
     * highlighted squares and an optional arrow along a move's path.
     *
     * @param position the position
     * @param style highlights, arrow and size
     * @return well-formed SVG (XML) text
     */
    String svg(Position position, SvgStyle style);
}
