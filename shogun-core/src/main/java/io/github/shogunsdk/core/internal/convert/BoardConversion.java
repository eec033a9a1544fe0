package io.github.shogunsdk.core.internal.convert;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.PieceKind;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.internal.ApiAccess;
import io.github.shogunsdk.core.internal.board.Board;
import java.util.Set;

/**
 * The one place that converts between the API's values and the engine's {@link Board}: positions,
 * pieces, colours, and squares. The board numbers squares rank by rank (a1 = 0, b1 = 1, …,
 * h8 = 63), the order bitboards shift in; the API orders squares by name (a1, a2, …), so a square's
 * bit is not its {@link Square#index()}.
 *
 * <p>Positions keep their pieces as bitboards in the board's own square order, which
 * {@link ApiAccess} hands over: a conversion either way is a few bit operations and one pass over
 * the pieces. A position that is asked about keeps its board ({@link #sharedBoard}), so later
 * questions about the same position object skip even that.
 */
public final class BoardConversion {

    private static final ApiAccess ACCESS = ApiAccess.get();

    /** The API square of each bit index. */
    private static final Square[] SQUARES = new Square[64];

    static {
        for (int bit = 0; bit < 64; bit++) {
            SQUARES[bit] = Square.of(bit % 8 + 1, bit / 8 + 1);
        }
    }

    private BoardConversion() {
    }

    /**
     * Returns the board's bit index of a square.
     *
     * @param square the square
     * @return 0 (a1) to 63 (h8), rank by rank
     */
    public static int bit(Square square) {
        return (square.y() - 1) * 8 + square.x() - 1;
    }

    /**
     * Returns the square of a bit index.
     *
     * @param bit 0 to 63
     * @return the square
     */
    public static Square square(int bit) {
        return SQUARES[bit];
    }

    /**
     * Returns the squares of a bitboard as an immutable set that iterates in square order.
     *
     * @param bits a bitboard
     * @return the set
     */
    public static Set<Square> squares(long bits) {
        return new SquareSet(bits);
    }

    /**
     * Returns a new board holding the position, for the caller to change.
     *
     * @param position the position
     * @return a board of its own
     */
    public static Board toBoard(Position position) {
        return Board.of(ACCESS.pieces(position, Colour.WHITE), ACCESS.pieces(position, Colour.RED),
                ACCESS.kings(position), ACCESS.energyLow(position), ACCESS.energyHigh(position),
                colourIndex(position.sideToMove()), position.quietPlies(), position.moveNumber());
    }

    /**
     * Returns the board of a position for questions only: made on the first call and kept with the
     * position object, so every later question about it skips the conversion. The board is shared
     * by every thread that asks about the position: callers must never change it (make a
     * {@link Board#copy()} to make moves on).
     *
     * @param position the position
     * @return its board, never to be changed
     */
    public static Board sharedBoard(Position position) {
        if (ACCESS.derived(position) instanceof SharedBoard shared) {
            return shared.board;
        }
        Board board = toBoard(position);
        ACCESS.setDerived(position, new SharedBoard(board));
        return board;
    }

    /**
     * Returns the position a board holds.
     *
     * @param board the board
     * @return an immutable position
     */
    public static Position toPosition(Board board) {
        long e2 = board.piecesWithEnergy(2);
        long e3 = board.piecesWithEnergy(3);
        long e4 = board.piecesWithEnergy(4);
        return ACCESS.position(board.pieces(Board.WHITE), board.pieces(Board.RED), board.kings(), e2 | e4, e3 | e4,
                colour(board.sideToMove()), board.quietPlies(), board.moveNumber());
    }

    /**
     * Returns the position a board holds and gives the board to it as its shared board
     * ({@link #sharedBoard}): for a board its maker will never change again, such as the board a
     * move was just played on, so that the next question about the new position needs no
     * conversion.
     *
     * @param board the board, no longer to be changed by anyone
     * @return an immutable position
     */
    public static Position handOver(Board board) {
        board.forgetMoves();
        Position position = toPosition(board);
        ACCESS.setDerived(position, new SharedBoard(board));
        return position;
    }

    /**
     * A board kept with a position. Its field is final and the board is complete before it is
     * wrapped, so a thread that finds the wrapper through the position's unsynchronised slot sees
     * the whole board (the guarantee of final fields).
     */
    private static final class SharedBoard {
        private final Board board;

        SharedBoard(Board board) {
            this.board = board;
        }
    }

    /**
     * Returns the API piece on an occupied square.
     *
     * @param board the board
     * @param bit an occupied square's bit index
     * @return the piece
     */
    public static Piece pieceAt(Board board, int bit) {
        return Piece.of(board.isKing(bit) ? PieceKind.KING : PieceKind.PAWN, colour(board.colourAt(bit)),
                board.energyAt(bit));
    }

    /**
     * Returns the board's colour index of an API colour.
     *
     * @param colour the colour
     * @return {@link Board#WHITE} or {@link Board#RED}
     */
    public static int colourIndex(Colour colour) {
        return colour == Colour.WHITE ? Board.WHITE : Board.RED;
    }

    /**
     * Returns the API colour of a board colour index.
     *
     * @param index {@link Board#WHITE} or {@link Board#RED}
     * @return the colour
     */
    public static Colour colour(int index) {
        return index == Board.WHITE ? Colour.WHITE : Colour.RED;
    }
}
