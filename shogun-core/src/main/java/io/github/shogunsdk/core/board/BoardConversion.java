package io.github.shogunsdk.core.board;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.PieceKind;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Square;
import java.util.HashMap;
import java.util.Map;

/** Converts between the API's immutable {@link Position} and the engine's mutable {@link Board}. */
public final class BoardConversion {

    private BoardConversion() {
    }

    /**
     * Returns a new board holding the position.
     *
     * @param position the position
     * @return a board of its own
     */
    public static Board toBoard(Position position) {
        Board board = new Board();
        // Square by square rather than through pieces(), which builds a map on every call.
        for (Square square : Square.all()) {
            position.pieceAt(square).ifPresent(piece -> board.put(square.index(), colourIndex(piece.colour()),
                    piece.kind() == PieceKind.KING, piece.energy()));
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
        long occupied = board.occupied();
        while (occupied != 0) {
            int square = Long.numberOfTrailingZeros(occupied);
            occupied &= occupied - 1;
            pieces.put(Square.ofIndex(square), pieceAt(board, square));
        }
        return Position.of(pieces, colour(board.sideToMove()), board.quietPlies(), board.moveNumber());
    }

    /**
     * Returns the API piece on an occupied square.
     *
     * @param board the board
     * @param square an occupied square
     * @return the piece
     */
    public static Piece pieceAt(Board board, int square) {
        return Piece.of(board.isKing(square) ? PieceKind.KING : PieceKind.PAWN, colour(board.colourAt(square)),
                board.energyAt(square));
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
