package io.github.shogunsdk.api;

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
 * <p>A position holds at most one king per colour and any number of pawns: the physical game
 * gives each side a king and seven pawns ({@link #hasStandardMaterial()}), while analysis boards
 * may hold more pawns, or no kings at all (a side without a king has no check to fear). Its
 * {@link #toString()} is its position notation (SPN), which {@link #parse} reads back.
 *
 * <p>The counters run from 0 (quiet plies) and 1 (move number) up to {@link Integer#MAX_VALUE};
 * playing on from there keeps them at that value rather than overflowing.
 *
 * <pre>{@code
 * Position start = Position.initial();
 * start.pieceAt(Square.parse("d1"));   // Optional[K2]
 * start.sideToMove();                  // WHITE
 * Position p = Position.parse("3p44/8/8/1P36/3p43P1/3P21P12/8/8 w");
 * p.count(Colour.RED, PieceKind.PAWN); // 2
 * p.hasStandardMaterial();             // true
 * p.toString();                        // "3p44/8/8/1P36/3p43P1/3P21P12/8/8 w"
 * }</pre>
 */
public final class Position {

    /** The position notation of the initial position with the standard magnet layout. */
    public static final String INITIAL_SPN = "p4p2p3p1k1p3p1p3/8/8/8/8/8/8/P4P3P2K2P1P4P3P2 w";

    private static final Position INITIAL = parse(INITIAL_SPN);

    /** The pieces by {@link Square#index()}; never written after construction. */
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
        requireOneKingEach(board);
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
     * Reads a position in position notation (SPN), such as {@value #INITIAL_SPN}: ranks 8 to 1
     * separated by {@code /}, each listing files a to h, a piece as its letter and energy digit
     * ({@code K}/{@code P} White, {@code k}/{@code p} Red), other digits 1–8 as runs of empty
     * squares; then the side to move ({@code w} or {@code r}); then optionally the quiet-ply
     * counter and the move number. A leading byte-order mark is ignored.
     *
     * @param spn {@code <ranks> <side> [<quiet-plies> <move-number>]}
     * @return the position
     * @throws NotationException naming the index of the first bad character and what was expected
     * @throws NullPointerException if {@code spn} is null
     */
    public static Position parse(String spn) {
        Objects.requireNonNull(spn, "spn");
        return PositionText.parse(spn);
    }

    /**
     * Returns a position with the given pieces, counters at their start values (0 quiet plies,
     * move 1).
     *
     * @param pieces the pieces by square
     * @param sideToMove who moves next
     * @return the position
     * @throws IllegalArgumentException if a colour has more than one king
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
     * @throws IllegalArgumentException if a colour has more than one king, or a counter is out of
     *     range
     */
    public static Position of(Map<Square, Piece> pieces, Colour sideToMove, int quietPlies, int moveNumber) {
        Objects.requireNonNull(pieces, "pieces");
        Piece[] board = new Piece[Square.COUNT];
        pieces.forEach((square, piece) -> board[Objects.requireNonNull(square, "square").index()] =
                Objects.requireNonNull(piece, "piece"));
        return new Position(board, sideToMove, quietPlies, moveNumber);
    }

    /** Builds a position from a filled array, which the caller hands over; for the SDK's parsers. */
    static Position ofArray(Piece[] board, Colour sideToMove, int quietPlies, int moveNumber) {
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
        for (int i = 0; i < Square.COUNT; i++) {
            if (board[i] != null) {
                pieces.put(Square.ofIndex(i), board[i]);
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
        Objects.requireNonNull(colour, "colour");
        List<Square> squares = new ArrayList<>();
        for (int i = 0; i < Square.COUNT; i++) {
            if (board[i] != null && board[i].colour() == colour) {
                squares.add(Square.ofIndex(i));
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
        Objects.requireNonNull(colour, "colour");
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
     * @return 0 or more pawns; 0 or 1 king
     */
    public int count(Colour colour, PieceKind kind) {
        Objects.requireNonNull(colour, "colour");
        Objects.requireNonNull(kind, "kind");
        int count = 0;
        for (Piece piece : board) {
            if (piece != null && piece.colour() == colour && piece.kind() == kind) {
                count++;
            }
        }
        return count;
    }

    /**
     * Tells whether the material is that of the physical game or less: at most one king and
     * {@value #STANDARD_PAWNS} pawns per colour. Analysis boards with more pawns are positions
     * too, and the rules apply to them unchanged.
     *
     * @return true when no colour has more than {@value #STANDARD_PAWNS} pawns
     */
    public boolean hasStandardMaterial() {
        return count(Colour.WHITE, PieceKind.PAWN) <= STANDARD_PAWNS && count(Colour.RED, PieceKind.PAWN) <= STANDARD_PAWNS;
    }

    /** The number of pawns each side has in the physical game. */
    private static final int STANDARD_PAWNS = 7;

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
     * @throws IllegalArgumentException if the colour would have two kings
     */
    public Position with(Square square, Piece piece) {
        Piece[] next = board.clone();
        next[Objects.requireNonNull(square, "square").index()] = Objects.requireNonNull(piece, "piece");
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
        next[Objects.requireNonNull(square, "square").index()] = null;
        return new Position(next, sideToMove, quietPlies, moveNumber);
    }

    /**
     * Returns this position with another side to move.
     *
     * @param side who moves next
     * @return the new position
     */
    public Position withSideToMove(Colour side) {
        return side == sideToMove ? this : new Position(board, side, quietPlies, moveNumber);
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
     * Compares pieces, energies, side to move and both counters.
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
        return PositionText.format(this);
    }

    /** The piece at a square index, or null; for the SDK's writers. */
    Piece at(int index) {
        return board[index];
    }

    private static void requireOneKingEach(Piece[] board) {
        int white = 0;
        int red = 0;
        for (Piece piece : board) {
            if (piece != null && piece.kind() == PieceKind.KING) {
                if (piece.colour() == Colour.WHITE) {
                    white++;
                } else {
                    red++;
                }
            }
        }
        if (white > 1 || red > 1) {
            throw new IllegalArgumentException((white > 1 ? "white" : "red") + " has more than one king");
        }
    }
}
