package io.github.shogunsdk.examples.cli;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Square;

/**
 * Draws a position as the coursework prints it: for each rank from 8 down to 1, a line of 32
 * dashes, then {@code |c|c|c|c|c|c|c|c|} with one 3-character cell per file a to h; then a final
 * line of 32 dashes. A cell is the piece's kind ({@code P}/{@code K}), colour ({@code W}/{@code R})
 * and energy, such as {@code PW4}, or three spaces for an empty square.
 *
 * <pre>
 * --------------------------------
 * |PR4|PR2|PR3|PR1|KR1|PR3|PR1|PR3|
 * </pre>
 */
final class BoardDiagram {

    private static final String RULE = "-".repeat(32);

    private BoardDiagram() {
    }

    /**
     * Draws a position.
     *
     * @param position the position
     * @return 17 lines, each ending with a newline
     */
    static String draw(Position position) {
        StringBuilder out = new StringBuilder();
        for (int rank = 8; rank >= 1; rank--) {
            out.append(RULE).append('\n').append('|');
            for (int file = 1; file <= 8; file++) {
                out.append(position.pieceAt(Square.of(file, rank))
                        .map(p -> "" + p.kind().letter() + (p.colour() == Colour.WHITE ? 'W' : 'R') + p.energy())
                        .orElse("   "));
                out.append('|');
            }
            out.append('\n');
        }
        return out.append(RULE).append('\n').toString();
    }
}
