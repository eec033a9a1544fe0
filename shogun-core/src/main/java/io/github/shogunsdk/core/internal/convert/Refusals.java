package io.github.shogunsdk.core.internal.convert;

import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.Refusal;
import io.github.shogunsdk.api.RefusalReason;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.core.internal.board.Board;
import io.github.shogunsdk.core.internal.legality.Attacks;
import io.github.shogunsdk.core.internal.legality.Legality;
import io.github.shogunsdk.core.internal.movegen.PathTable;
import java.util.Optional;
import java.util.Set;

/**
 * Explains why a move cannot be played, as a {@link Refusal}, in the order a player would look: is
 * there a piece, is it yours, does it move, is the distance its energy, is the destination free of
 * your own pieces, is a path open, and does the rule set allow it (check, or the coursework king's
 * limits). The explanation is built from the same facts the refusal carries.
 */
public final class Refusals {

    private Refusals() {
    }

    /**
     * Returns why the side to move may not move from {@code from} to {@code to}, or null when it may.
     *
     * @param board the board; left unchanged (it may be shared between threads)
     * @param variant the rule set's variant
     * @param from the starting square's bit index
     * @param to the destination's bit index
     * @return the refusal, or null for a legal move
     */
    public static Refusal check(Board board, Variant variant, int from, int to) {
        Square fromSquare = BoardConversion.square(from);
        Square toSquare = BoardConversion.square(to);
        int colour = board.colourAt(from);
        if (colour < 0) {
            return refusal(fromSquare, toSquare, RefusalReason.NO_PIECE, null, 0, 0,
                    "there is no piece on " + fromSquare);
        }
        Piece piece = BoardConversion.pieceAt(board, from);
        if (colour != board.sideToMove()) {
            return refusal(fromSquare, toSquare, RefusalReason.NOT_YOUR_PIECE, piece, 0, 0, "the piece on " + fromSquare
                    + " is " + piece.colour().displayName() + ", and " + piece.colour().opponent().displayName()
                    + " is to move");
        }
        if (from == to) {
            return refusal(fromSquare, toSquare, RefusalReason.NO_MOVEMENT, piece, 0, 0, "the " + describe(board, from)
                    + " must move " + piece.energy() + " step" + (piece.energy() == 1 ? "" : "s") + ", not stay on "
                    + fromSquare);
        }
        int distance = fromSquare.distanceTo(toSquare);
        if (distance != piece.energy()) {
            return refusal(fromSquare, toSquare, RefusalReason.WRONG_DISTANCE, piece, 0, 0, "the " + describe(board, from)
                    + " has energy " + piece.energy() + ", but " + toSquare + " is " + distance + " step"
                    + (distance == 1 ? "" : "s") + " away");
        }
        if (board.colourAt(to) == colour) {
            return refusal(fromSquare, toSquare, RefusalReason.OWN_PIECE_ON_DESTINATION, piece, 0, 0, "the "
                    + describe(board, to) + " stands on the destination");
        }
        long occupied = board.occupied();
        if (!PathTable.isOpen(from, piece.energy(), to, occupied)) {
            return blocked(fromSquare, toSquare, piece, from, to, occupied);
        }
        if (variant == Variant.COURSEWORK) {
            return courseworkKing(board, piece, from, to);
        }
        if (Legality.leavesKingAttacked(board, from, to, colour)) {
            return inCheck(board, piece, from, to, colour);
        }
        return null;
    }

    /**
     * Returns the refusal of any move in a game that is over.
     *
     * @param board the board
     * @param from the starting square's bit index
     * @param to the destination's bit index
     * @param outcome how the game ended
     * @return the refusal
     */
    public static Refusal gameOver(Board board, int from, int to, Outcome outcome) {
        Piece piece = board.colourAt(from) < 0 ? null : BoardConversion.pieceAt(board, from);
        return refusal(BoardConversion.square(from), BoardConversion.square(to), RefusalReason.GAME_OVER, piece, 0, 0,
                "the game is over: " + outcome);
    }

    private static Refusal blocked(Square fromSquare, Square toSquare, Piece piece, int from, int to, long occupied) {
        long a = PathTable.pairMaskA(from, to) & occupied;
        long b = PathTable.pairMaskB(from, to) & occupied;
        int nearestA = nearest(from, a);
        if (a == b || PathTable.shapeB(from, piece.energy(), to) == null) {
            return refusal(fromSquare, toSquare, RefusalReason.BLOCKED, piece, 1L << nearestA, 0,
                    "the path is blocked at " + BoardConversion.square(nearestA));
        }
        int nearestB = nearest(from, b);
        return refusal(fromSquare, toSquare, RefusalReason.BLOCKED, piece, 1L << nearestA | 1L << nearestB, 0,
                "both paths are blocked, at " + BoardConversion.square(nearestA) + " and "
                        + BoardConversion.square(nearestB));
    }

    /** The occupied path square nearest the start (fewest steps away). */
    private static int nearest(int from, long blockers) {
        Square start = BoardConversion.square(from);
        int nearest = -1;
        for (long rest = blockers; rest != 0; rest &= rest - 1) {
            int bit = Long.numberOfTrailingZeros(rest);
            if (nearest < 0 || start.distanceTo(BoardConversion.square(bit)) < start.distanceTo(BoardConversion.square(nearest))) {
                nearest = bit;
            }
        }
        return nearest;
    }

    private static Refusal courseworkKing(Board board, Piece piece, int from, int to) {
        if (!board.isKing(from)) {
            return null;
        }
        int enemy = board.colourAt(from) ^ 1;
        long controllers = Attacks.controllers(board, to, enemy);
        if (controllers == 0) {
            return null;
        }
        Square fromSquare = BoardConversion.square(from);
        Square toSquare = BoardConversion.square(to);
        if (board.colourAt(to) == enemy) {
            return refusal(fromSquare, toSquare, RefusalReason.KING_CAPTURES_DEFENDED_PIECE, piece, 0, controllers,
                    "the " + describe(board, to) + " is defended by " + describeAll(board, controllers));
        }
        return refusal(fromSquare, toSquare, RefusalReason.KING_TO_ATTACKED_SQUARE, piece, 0, controllers,
                "the king may not move to " + toSquare + ", attacked by " + describeAll(board, controllers));
    }

    /** The move is made on a copy: the board may be a position's shared one, never changed. */
    private static Refusal inCheck(Board shared, Piece piece, int from, int to, int colour) {
        Board board = shared.copy();
        board.make(from, to, board.energyAt(from));
        int king = board.kingSquare(colour);
        long checkers = Attacks.controllers(board, king, colour ^ 1);
        String explanation = "it leaves the " + describe(board, king) + " in check by " + describeAll(board, checkers);
        return refusal(BoardConversion.square(from), BoardConversion.square(to), RefusalReason.LEAVES_KING_IN_CHECK,
                piece, 0, checkers, explanation);
    }

    private static Refusal refusal(Square from, Square to, RefusalReason reason, Piece piece, long blockers,
            long checkers, String explanation) {
        Set<Square> blocking = BoardConversion.squares(blockers);
        Set<Square> checking = BoardConversion.squares(checkers);
        return Refusal.of(from, to, reason, Optional.ofNullable(piece), blocking, checking, explanation);
    }

    /** For example "the red pawn on d5" or "the red pawn on d5 and the red king on e6". */
    private static String describeAll(Board board, long pieces) {
        StringBuilder out = new StringBuilder();
        for (Square square : BoardConversion.squares(pieces)) {
            out.append(out.length() == 0 ? "the " : " and the ").append(describe(board, BoardConversion.bit(square)));
        }
        return out.toString();
    }

    /** For example "white pawn on d1". */
    private static String describe(Board board, int bit) {
        Piece piece = BoardConversion.pieceAt(board, bit);
        return piece.colour().displayName() + " " + piece.kind().displayName() + " on " + BoardConversion.square(bit);
    }
}
