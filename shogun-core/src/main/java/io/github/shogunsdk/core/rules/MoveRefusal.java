package io.github.shogunsdk.core.rules;

import io.github.shogunsdk.api.IllegalMoveException;
import io.github.shogunsdk.api.IllegalMoveException.Reason;
import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.core.board.Board;
import io.github.shogunsdk.core.board.BoardConversion;
import io.github.shogunsdk.core.movegen.PathTable;

/**
 * Explains why a move is illegal, in the order a player would look: is there a piece, is it
 * yours, is the distance its energy, is the destination free of your own pieces, is a path open,
 * and does the rule set allow it (check, or the coursework king's limits).
 */
public final class MoveRefusal {

    private MoveRefusal() {
    }

    /**
     * Returns why the side to move may not move from {@code from} to {@code to}, or null when it may.
     *
     * @param board the board; left unchanged
     * @param variant the rule set's variant
     * @param from the starting square, 0 to 63
     * @param to the destination, 0 to 63
     * @return the exception to throw, or null for a legal move
     */
    public static IllegalMoveException check(Board board, Variant variant, int from, int to) {
        String move = Square.ofIndex(from).toString() + Square.ofIndex(to);
        int colour = board.colourAt(from);
        if (colour < 0) {
            return new IllegalMoveException(move, Reason.NO_PIECE, "there is no piece on " + Square.ofIndex(from));
        }
        Piece piece = BoardConversion.pieceAt(board, from);
        if (colour != board.sideToMove()) {
            return new IllegalMoveException(move, Reason.NOT_YOUR_PIECE, "the piece on " + Square.ofIndex(from) + " is "
                    + piece.colour().displayName() + ", and " + BoardConversion.colour(board.sideToMove()).displayName()
                    + " is to move");
        }
        int distance = Square.ofIndex(from).distanceTo(Square.ofIndex(to));
        if (distance != piece.energy()) {
            return new IllegalMoveException(move, Reason.WRONG_DISTANCE, "the " + describe(board, from) + " has energy "
                    + piece.energy() + ", but " + Square.ofIndex(to) + " is " + distance + " step" + (distance == 1 ? "" : "s")
                    + " away");
        }
        if (board.colourAt(to) == colour) {
            return new IllegalMoveException(move, Reason.OWN_PIECE_ON_DESTINATION, "the " + describe(board, to)
                    + " stands on the destination");
        }
        long occupied = board.occupied();
        if (!PathTable.isOpen(from, piece.energy(), to, occupied)) {
            return blocked(move, from, piece.energy(), to, occupied);
        }
        if (variant == Variant.COURSEWORK) {
            return courseworkKing(board, move, from, to);
        }
        if (Legality.leavesKingAttacked(board, from, to, colour)) {
            return inCheck(board, move, from, to, colour);
        }
        return null;
    }

    private static IllegalMoveException blocked(String move, int from, int energy, int to, long occupied) {
        long a = PathTable.maskA(from, energy, to) & occupied;
        long b = PathTable.maskB(from, energy, to) & occupied;
        String at = firstOnPath(from, a);
        if (a == b || PathTable.shapeB(from, energy, to) == null) {
            return new IllegalMoveException(move, Reason.BLOCKED, "the path is blocked at " + at);
        }
        return new IllegalMoveException(move, Reason.BLOCKED, "both paths are blocked, at " + at + " and "
                + firstOnPath(from, b));
    }

    /** The blocking square nearest the start (fewest steps away) among the occupied path squares. */
    private static String firstOnPath(int from, long blockers) {
        Square start = Square.ofIndex(from);
        Square nearest = null;
        while (blockers != 0) {
            Square square = Square.ofIndex(Long.numberOfTrailingZeros(blockers));
            blockers &= blockers - 1;
            if (nearest == null || start.distanceTo(square) < start.distanceTo(nearest)) {
                nearest = square;
            }
        }
        return String.valueOf(nearest);
    }

    private static IllegalMoveException courseworkKing(Board board, String move, int from, int to) {
        if (!board.isKing(from)) {
            return null;
        }
        int enemy = board.colourAt(from) ^ 1;
        long controllers = Attacks.controllers(board, to, enemy);
        if (controllers == 0) {
            return null;
        }
        int first = Long.numberOfTrailingZeros(controllers);
        if (board.colourAt(to) == enemy) {
            return new IllegalMoveException(move, Reason.KING_CAPTURES_DEFENDED_PIECE, "the " + describe(board, to)
                    + " is defended by the " + describe(board, first));
        }
        return new IllegalMoveException(move, Reason.KING_TO_ATTACKED_SQUARE, "the king may not move to "
                + Square.ofIndex(to) + ", attacked by the " + describe(board, first));
    }

    private static IllegalMoveException inCheck(Board board, String move, int from, int to, int colour) {
        board.make(from, to, board.energyAt(from));
        int king = board.kingSquare(colour);
        int checker = Long.numberOfTrailingZeros(Attacks.controllers(board, king, colour ^ 1));
        String explanation = "it leaves the " + describe(board, king) + " in check by the " + describe(board, checker);
        board.unmake();
        return new IllegalMoveException(move, Reason.LEAVES_KING_IN_CHECK, explanation);
    }

    /** For example "white pawn on d1". */
    private static String describe(Board board, int square) {
        Piece piece = BoardConversion.pieceAt(board, square);
        return piece.colour().displayName() + " " + piece.kind().displayName() + " on " + Square.ofIndex(square);
    }
}
