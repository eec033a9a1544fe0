package io.github.shogunsdk.api;

import io.github.shogunsdk.api.notation.NotationException;
import io.github.shogunsdk.api.notation.Spn;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * An immutable Shogun position: the pieces on the board, the side to move, the number of plies
 * since the last capture and the move number. Safe to share between threads.
 *
 * <p>A position may hold at most one king and seven pawns per colour; kings are optional, so
 * analysis boards without kings are positions too. Its {@link #toString()} is its position
 * notation (SPN), which {@link #parse} reads back.
 *
 * <pre>{@code
 * Position start = Position.initial();
 * start.pieceAt(Square.of("d1"));     // Optional[K2]
 * start.sideToMove();                 // WHITE
 * Position p = Position.parse("3p44/8/8/1P36/3p43P1/3P21P12/8/8 w");
 * p.count(Colour.RED, PieceKind.PAWN);  // 2
 * p.toString();                         // "3p44/8/8/1P36/3p43P1/3P21P12/8/8 w"
 * }</pre>
 */
public final class Position {

    /** The position notation of the initial position with the standard magnet layout. */
    public static final String INITIAL_SPN = "p4p2p3p1k1p3p1p3/8/8/8/8/8/8/P4P3P2K2P1P4P3P2 w";

    private static final Position INITIAL = Spn.parse(INITIAL_SPN);

    private final Piece[] board;
    private final Colour sideToMove;
    private final int quietPlies;
    private final int moveNumber;

    private Position(Piece[] board, Colour sideToMove, int quietPlies, int moveNumber) {
        this.board = board;
        this.sideToMove = Objects.requireNonNull(sideToMove, "sideToMove");
        if (quietPlies < 0) {
            throw new IllegalArgumentException("the quiet-ply counter cannot be negative: " + quietPlies);
        }
        if (moveNumber < 1) {
            throw new IllegalArgumentException("the move number starts at 1, not " + moveNumber);
        }
        this.quietPlies = quietPlies;
        this.moveNumber = moveNumber;
        requireCounts(board);
    }

    /**
     * Returns the initial position with the standard magnet layout: White on rank 1, Red on
     * rank 8, White to move. Other energy models start from other energies; see
     * {@link Rules#initial(EnergyModel)}.
     *
     * @return the position {@value #INITIAL_SPN}
     */
    public static Position initial() {
        return INITIAL;
    }

    /**
     * Reads a position in position notation (SPN), such as {@value #INITIAL_SPN}.
     *
     * @param spn {@code <ranks> <side> [<quiet-plies> <move-number>]}
     * @return the position
     * @throws NotationException naming the index of the first bad character and what was expected
     */
    public static Position parse(String spn) {
        return Spn.parse(spn);
    }

    /**
     * Returns a position with the given pieces, counters at their start values (0 quiet plies,
     * move 1).
     *
     * @param pieces the pieces by square
     * @param sideToMove who moves next
     * @return the position
     * @throws IllegalArgumentException if a colour has more than one king or seven pawns
     */
    public static Position of(Map<Square, Piece> pieces, Colour sideToMove) {
        return of(pieces, sideToMove, 0, 1);
    }

    /**
     * Returns a position with the given pieces and counters.
     *
     * @param pieces the pieces by square
     * @param sideToMove who moves next
     * @param quietPlies plies since the last capture, zero or more
     * @param moveNumber the move number, starting at 1 and growing after each Red move
     * @return the position
     * @throws IllegalArgumentException if a colour has more than one king or seven pawns, or a
     *     counter is out of range
     */
    public static Position of(Map<Square, Piece> pieces, Colour sideToMove, int quietPlies, int moveNumber) {
        Piece[] board = new Piece[Square.COUNT];
        pieces.forEach((square, piece) -> board[square.index()] = Objects.requireNonNull(piece, "piece on " + square));
        return new Position(board, sideToMove, quietPlies, moveNumber);
    }

    /**
     * Returns the piece on a square, if any.
     *
     * @param square the square
     * @return the piece, or empty for an empty square
     */
    public Optional<Piece> pieceAt(Square square) {
        return Optional.ofNullable(board[square.index()]);
    }

    /**
     * Returns all pieces, keyed by square, in square order (a1, a2, …, h8).
     *
     * @return an immutable map
     */
    public Map<Square, Piece> pieces() {
        Map<Square, Piece> pieces = new LinkedHashMap<>();
        for (Square square : Square.all()) {
            Piece piece = board[square.index()];
            if (piece != null) {
                pieces.put(square, piece);
            }
        }
        return Collections.unmodifiableMap(pieces);
    }

    /**
     * Returns the squares of one colour's pieces, in square order.
     *
     * @param colour the colour
     * @return an immutable list
     */
    public List<Square> squaresOf(Colour colour) {
        List<Square> squares = new ArrayList<>();
        for (Square square : Square.all()) {
            Piece piece = board[square.index()];
            if (piece != null && piece.colour() == colour) {
                squares.add(square);
            }
        }
        return List.copyOf(squares);
    }

    /**
     * Returns the square of a colour's king, if it has one.
     *
     * @param colour the colour
     * @return the king's square, or empty on a board without that king
     */
    public Optional<Square> king(Colour colour) {
        for (int i = 0; i < Square.COUNT; i++) {
            Piece piece = board[i];
            if (piece != null && piece.colour() == colour && piece.kind() == PieceKind.KING) {
                return Optional.of(Square.ofIndex(i));
            }
        }
        return Optional.empty();
    }

    /**
     * Counts a colour's pieces of one kind.
     *
     * @param colour the colour
     * @param kind the kind
     * @return 0 to 7 pawns, 0 or 1 king
     */
    public int count(Colour colour, PieceKind kind) {
        int count = 0;
        for (Piece piece : board) {
            if (piece != null && piece.colour() == colour && piece.kind() == kind) {
                count++;
            }
        }
        return count;
    }

    /**
     * Returns the side to move.
     *
     * @return white or red
     */
    public Colour sideToMove() {
        return sideToMove;
    }

    /**
     * Returns the number of plies played since the last capture.
     *
     * @return zero or more
     */
    public int quietPlies() {
        return quietPlies;
    }

    /**
     * Returns the move number: 1 at the start, growing by one after each Red move.
     *
     * @return one or more
     */
    public int moveNumber() {
        return moveNumber;
    }

    /**
     * Returns this position with a piece put on a square (replacing what stood there).
     *
     * @param square the square
     * @param piece the piece
     * @return the new position
     * @throws IllegalArgumentException if the colour would have too many pieces of that kind
     */
    public Position with(Square square, Piece piece) {
        Piece[] next = board.clone();
        next[square.index()] = Objects.requireNonNull(piece, "piece");
        return new Position(next, sideToMove, quietPlies, moveNumber);
    }

    /**
     * Returns this position with a square emptied.
     *
     * @param square the square
     * @return the new position
     */
    public Position without(Square square) {
        Piece[] next = board.clone();
        next[square.index()] = null;
        return new Position(next, sideToMove, quietPlies, moveNumber);
    }

    /**
     * Returns this position with another side to move.
     *
     * @param side who moves next
     * @return the new position
     */
    public Position withSideToMove(Colour side) {
        return new Position(board, side, quietPlies, moveNumber);
    }

    /**
     * Returns this position with other counters.
     *
     * @param newQuietPlies plies since the last capture, zero or more
     * @param newMoveNumber the move number, one or more
     * @return the new position
     * @throws IllegalArgumentException if a counter is out of range
     */
    public Position withCounters(int newQuietPlies, int newMoveNumber) {
        return new Position(board, sideToMove, newQuietPlies, newMoveNumber);
    }

    /**
     * Compares board, energies, side to move and both counters.
     *
     * @param other the object to compare with
     * @return true for the same position
     */
    @Override
    public boolean equals(Object other) {
        return other instanceof Position p && sideToMove == p.sideToMove && quietPlies == p.quietPlies
                && moveNumber == p.moveNumber && Arrays.equals(board, p.board);
    }

    @Override
    public int hashCode() {
        return ((Arrays.hashCode(board) * 31 + sideToMove.hashCode()) * 31 + quietPlies) * 31 + moveNumber;
    }

    /**
     * Returns the position notation (SPN). The counters are written only when they differ from
     * their start values (0 quiet plies, move 1), so {@code Position.initial().toString()} is
     * {@value #INITIAL_SPN}.
     *
     * @return the SPN text, which {@link #parse} reads back to an equal position
     */
    @Override
    public String toString() {
        return Spn.format(this);
    }

    private static void requireCounts(Piece[] board) {
        int[] counts = new int[4];
        for (Piece piece : board) {
            if (piece != null) {
                int slot = piece.colour().ordinal() * 2 + piece.kind().ordinal();
                if (++counts[slot] > piece.kind().maxCount()) {
                    throw new IllegalArgumentException(piece.colour().displayName() + " has more than "
                            + piece.kind().maxCount() + " " + piece.kind().displayName()
                            + (piece.kind().maxCount() > 1 ? "s" : ""));
                }
            }
        }
    }
}
