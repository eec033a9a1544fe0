package io.github.shogunsdk.core.internal.legality;

import io.github.shogunsdk.api.PieceKind;
import io.github.shogunsdk.core.internal.board.Board;
import io.github.shogunsdk.core.internal.movegen.MoveGenerator;
import io.github.shogunsdk.core.internal.movegen.PathTable;

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
        long candidates = inRange(board, target) & board.pieces(colour);
        long found = 0;
        while (candidates != 0) {
            int from = Long.numberOfTrailingZeros(candidates);
            candidates &= candidates - 1;
            if (PathTable.openFrom(from, target, occupied)) {
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
        return isControlled(board, target, inRange(board, target) & board.pieces(colour), board.occupied());
    }

    /**
     * Tells whether any of the given pieces has an open path to {@code target} over the given
     * occupancy, which may differ from the board's (to judge a move without making it).
     *
     * @param board the board, for the pieces' energies
     * @param target 0 to 63
     * @param candidates the pieces to test, each standing {@link #inRange in range} of {@code target}
     * @param occupied the occupied squares to judge the paths by
     * @return true when at least one candidate has an open path
     */
    public static boolean isControlled(Board board, int target, long candidates, long occupied) {
        while (candidates != 0) {
            int from = Long.numberOfTrailingZeros(candidates);
            candidates &= candidates - 1;
            if (PathTable.openFrom(from, target, occupied)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Returns the squares among {@code targets} that some piece in {@code pieces} controls over the
     * given occupancy, which may differ from the board's. Whatever stands on a target does not
     * matter (it is a path's destination, never a square passed), so this answers "would a king
     * moving there be attacked" for all of a king's destinations at once.
     *
     * @param board the board, for the pieces' energies
     * @param targets the squares asked about
     * @param pieces the pieces that may control them, all of one colour
     * @param occupied the occupied squares to judge the paths by
     * @return the controlled squares among {@code targets}
     */
    public static long controlledAmong(Board board, long targets, long pieces, long occupied) {
        long controlled = 0;
        for (int energy = 1; energy <= PieceKind.PAWN.maxEnergy(); energy++) {
            for (long group = pieces & board.piecesWithEnergy(energy); group != 0; group &= group - 1) {
                int from = Long.numberOfTrailingZeros(group);
                if ((PathTable.destinations(from, energy) & targets & ~controlled) != 0) {
                    controlled |= MoveGenerator.reach(from, energy, occupied, 0);
                }
            }
        }
        return controlled & targets;
    }

    /**
     * Returns the pieces of both colours that stand exactly their energy's number of orthogonal
     * steps from {@code target}: the only ones that can control it, paths not yet considered.
     * A piece on {@code target} itself is never among them.
     *
     * @param board the board
     * @param target 0 to 63
     * @return a bitboard
     */
    public static long inRange(Board board, int target) {
        return PathTable.destinations(target, 1) & board.piecesWithEnergy(1)
                | PathTable.destinations(target, 2) & board.piecesWithEnergy(2)
                | PathTable.destinations(target, 3) & board.piecesWithEnergy(3)
                | PathTable.destinations(target, 4) & board.piecesWithEnergy(4);
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
