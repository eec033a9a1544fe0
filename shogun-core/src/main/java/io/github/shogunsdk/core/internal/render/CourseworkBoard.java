package io.github.shogunsdk.core.internal.render;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Square;

/**
 * The board as the coursework prints it (docs/CLI.md, {@code shogun show}): for each rank from 8
 * down to 1 a line of 32 dashes, then {@code |c|c|c|c|c|c|c|c|} with one 3-character cell per file
 * a to h; then a final line of 32 dashes. A cell is the piece's kind ({@code P}/{@code K}), colour
 * ({@code W}/{@code R}) and energy, such as {@code PW4}, or three spaces for an empty square.
 */
final class CourseworkBoard {

    private static final String RULE = "-".repeat(32);
    private static final String EMPTY = "   ";

    private CourseworkBoard() {
    }

    /**
     * Draws a position.
     *
     * @param position the position
     * @return 17 lines, each ending with a line feed
     */
    static String draw(Position position) {
        StringBuilder out = new StringBuilder(17 * 34);
        for (int rank = 8; rank >= 1; rank--) {
            out.append(RULE).append('\n').append('|');
            for (int file = 1; file <= 8; file++) {
                out.append(position.pieceAt(Square.of(file, rank)).map(CourseworkBoard::cell).orElse(EMPTY)).append('|');
            }
            out.append('\n');
        }
        return out.append(RULE).append('\n').toString();
    }

    private static String cell(Piece piece) {
        return "" + piece.kind().letter() + (piece.colour() == Colour.WHITE ? 'W' : 'R') + piece.energy();
    }
}
