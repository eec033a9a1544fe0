package io.github.shogunsdk.core.rules;

import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.core.board.Board;
import io.github.shogunsdk.core.movegen.MoveGenerator;

/**
 * Which pseudo-legal moves are legal under a {@link Variant} (RULES.md §5).
 *
 * <ul>
 *   <li>standard and koth: after the move, the mover's king is not attacked (no king, no limit);
 *   <li>coursework: pawns may go anywhere in their reach; a king may not go to a square an enemy
 *       piece controls on the board as it stands (its own square still occupied), which also
 *       forbids capturing a defended piece.
 * </ul>
 * Stateless and allocation-free.
 */
public final class Legality {

    private Legality() {
    }

    /**
     * Tells whether a pseudo-legal move of the piece on its start square is legal.
     *
     * @param board the board; left unchanged
     * @param variant the rule set's variant
     * @param move a packed pseudo-legal move of the piece's own colour
     * @return true when legal
     */
    public static boolean isLegal(Board board, Variant variant, int move) {
        int from = MoveGenerator.from(move);
        int to = MoveGenerator.to(move);
        int colour = board.colourAt(from);
        if (variant == Variant.COURSEWORK) {
            return !board.isKing(from) || !Attacks.isControlled(board, to, colour ^ 1);
        }
        return !leavesKingAttacked(board, from, to, colour);
    }

    /**
     * Tells whether moving the piece on {@code from} to {@code to} leaves its own king attacked.
     *
     * @param board the board; left unchanged
     * @param from the mover's square
     * @param to the destination
     * @param colour the mover's colour
     * @return true when the king would be in check afterwards
     */
    public static boolean leavesKingAttacked(Board board, int from, int to, int colour) {
        if (board.kingSquare(colour) < 0) {
            return false;
        }
        boolean moverToMove = board.sideToMove() == colour;
        if (!moverToMove) {
            board.setState(colour, board.quietPlies(), board.moveNumber());
        }
        board.make(from, to, board.energyAt(from));
        boolean attacked = Attacks.isInCheck(board, colour);
        board.unmake();
        if (!moverToMove) {
            board.setState(colour ^ 1, board.quietPlies(), board.moveNumber());
        }
        return attacked;
    }

    /**
     * Writes the legal moves of the pieces in {@code movers} (all of one colour).
     *
     * @param board the board; left unchanged
     * @param variant the rule set's variant
     * @param movers squares of pieces of one colour
     * @param buffer receives packed moves from index 0
     * @return the number of legal moves written
     */
    public static int legalMoves(Board board, Variant variant, long movers, int[] buffer) {
        int pseudo = MoveGenerator.pseudoLegal(board, movers, buffer, 0);
        int legal = 0;
        for (int i = 0; i < pseudo; i++) {
            if (isLegal(board, variant, buffer[i])) {
                buffer[legal++] = buffer[i];
            }
        }
        return legal;
    }
}
