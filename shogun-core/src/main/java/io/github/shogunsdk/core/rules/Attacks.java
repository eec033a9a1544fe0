package io.github.shogunsdk.core.rules;

import io.github.shogunsdk.core.board.Board;
import io.github.shogunsdk.core.movegen.PathTable;

/**
 * Who can move to a square: the reverse lookup of the path tables. A piece <em>controls</em> a
 * square when one of its paths there is open, whatever stands on the square itself; it attacks an
 * enemy piece it controls and defends an own piece it controls.
 */
public final class Attacks {

    private Attacks() {
    }

    /**
     * Returns the pieces of {@code colour} that control {@code target} on the board as it stands.
     * A piece standing on {@code target} never controls it.
     *
     * @param board the board
     * @param target 0 to 63
     * @param colour the side whose pieces are tested
     * @return a bitboard of controlling pieces
     */
    public static long controllers(Board board, int target, int colour) {
        long occupied = board.occupied();
        long candidates = board.pieces(colour) & ~(1L << target);
        long found = 0;
        while (candidates != 0) {
            int from = Long.numberOfTrailingZeros(candidates);
            candidates &= candidates - 1;
            if (controls(board, from, target, occupied)) {
                found |= 1L << from;
            }
        }
        return found;
    }

    /**
     * Tells whether any piece of {@code colour} controls {@code target}; stops at the first.
     *
     * @param board the board
     * @param target 0 to 63
     * @param colour the side whose pieces are tested
     * @return true when at least one piece controls the square
     */
    public static boolean isControlled(Board board, int target, int colour) {
        long occupied = board.occupied();
        long candidates = board.pieces(colour) & ~(1L << target);
        while (candidates != 0) {
            int from = Long.numberOfTrailingZeros(candidates);
            candidates &= candidates - 1;
            if (controls(board, from, target, occupied)) {
                return true;
            }
        }
        return false;
    }

    /** Whether the piece on {@code from} has an open path to {@code target}. */
    private static boolean controls(Board board, int from, int target, long occupied) {
        int energy = board.energyAt(from);
        return (PathTable.destinations(from, energy) >>> target & 1) != 0
                && PathTable.isOpen(from, energy, target, occupied);
    }

    /**
     * Tells whether a side's king is attacked.
     *
     * @param board the board
     * @param colour the king's side
     * @return true when an enemy piece attacks it; false when that side has no king
     */
    public static boolean isInCheck(Board board, int colour) {
        int king = board.kingSquare(colour);
        return king >= 0 && isControlled(board, king, colour ^ 1);
    }
}
