package io.github.shogunsdk.core.internal.convert;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.PieceKind;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.core.internal.board.Board;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/**
 * The one place that converts between the API's values and the engine's {@link Board}: positions,
 * pieces, colours, and squares. The board numbers squares rank by rank (a1 = 0, b1 = 1, …,
 * h8 = 63), the order bitboards shift in; the API orders squares by name (a1, a2, …), so a square's
 * bit is not its {@link Square#index()}.
 */
public final class BoardConversion {

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
     * Returns a new board holding the position.
     *
     * @param position the position
     * @return a board of its own
     */
    public static Board toBoard(Position position) {
        Board board = new Board();
        for (Map.Entry<Square, Piece> entry : position.pieces().entrySet()) {
            Piece piece = entry.getValue();
            board.put(bit(entry.getKey()), colourIndex(piece.colour()), piece.kind() == PieceKind.KING, piece.energy());
        }
        board.setState(colourIndex(position.sideToMove()), position.quietPlies(), position.moveNumber());
        return board;
    }

    /**
     * Returns the position a board holds.
     *
     * @param board the board
     * @return an immutable position
     */
    public static Position toPosition(Board board) {
        Map<Square, Piece> pieces = new HashMap<>();
        for (long occupied = board.occupied(); occupied != 0; occupied &= occupied - 1) {
            int bit = Long.numberOfTrailingZeros(occupied);
            pieces.put(SQUARES[bit], pieceAt(board, bit));
        }
        return Position.of(pieces, colour(board.sideToMove()), board.quietPlies(), board.moveNumber());
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
