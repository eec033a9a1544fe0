package io.github.shogunsdk.core.internal.rules;

import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.core.internal.board.Board;
import io.github.shogunsdk.core.internal.convert.BoardConversion;
import io.github.shogunsdk.core.internal.convert.MoveLists;
import io.github.shogunsdk.core.internal.legality.Attacks;
import io.github.shogunsdk.core.internal.movegen.MoveGenerator;
import java.util.List;
import java.util.Set;

/**
 * The questions a frontend asks about one piece, answered on a board, so that the rules service
 * and a game give the same answers: reach, attackers, defenders, attacked pieces and the legal
 * moves of a square.
 */
public final class BoardQueries {

    private BoardQueries() {
    }

    /**
     * Returns the reach of the piece on a square: its open destinations, computed with the piece
     * lifted, captures included.
     *
     * @param board the board
     * @param from a bit index
     * @return the squares; empty for an empty square
     */
    public static Set<Square> reach(Board board, int from) {
        return BoardConversion.squares(board.colourAt(from) < 0 ? 0 : MoveGenerator.reach(board, from));
    }

    /**
     * Returns the enemy pieces whose reach holds the piece on a square.
     *
     * @param board the board
     * @param square a bit index
     * @return the attackers; empty for an empty square
     */
    public static Set<Square> attackers(Board board, int square) {
        int colour = board.colourAt(square);
        return BoardConversion.squares(colour < 0 ? 0 : Attacks.controllers(board, square, colour ^ 1));
    }

    /**
     * Returns the other pieces of the same colour that could move to a square if its piece were
     * removed.
     *
     * @param board the board
     * @param square a bit index
     * @return the defenders; empty for an empty square
     */
    public static Set<Square> defenders(Board board, int square) {
        int colour = board.colourAt(square);
        return BoardConversion.squares(colour < 0 ? 0 : Attacks.controllers(board, square, colour));
    }

    /**
     * Returns the enemy pieces that pieces of a colour attack.
     *
     * @param board the board
     * @param attacker {@link Board#WHITE} or {@link Board#RED}
     * @return the attacked pieces' squares
     */
    public static Set<Square> attacked(Board board, int attacker) {
        long targets = 0;
        for (long pieces = board.pieces(attacker); pieces != 0; pieces &= pieces - 1) {
            targets |= MoveGenerator.reach(board, Long.numberOfTrailingZeros(pieces));
        }
        return BoardConversion.squares(targets & board.pieces(attacker ^ 1));
    }

    /**
     * Returns the legal moves of the piece on a square: empty unless it belongs to the side to move.
     *
     * @param board the board
     * @param from a bit index
     * @param variant the rule set's variant
     * @return the moves, sorted by their text
     */
    public static List<Move> legalMoves(Board board, int from, Variant variant) {
        if (board.colourAt(from) != board.sideToMove()) {
            return List.of();
        }
        return MoveLists.legal(board, 1L << from, variant);
    }
}
