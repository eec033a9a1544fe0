package io.github.shogunsdk.api;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import io.github.shogunsdk.api.internal.ApiAccess;
import org.jspecify.annotations.Nullable;

/**
 * An immutable Shogun position: the pieces on the board, the side to move, the number of plies
 * since the last capture and the move number. Safe to share between threads.
 *
 * <p>A position holds at most one king per colour and any number of pawns: the physical game
 * gives each side a king and seven pawns ({@link #hasStandardMaterial()}), while analysis boards
 * may hold more pawns, or no kings at all (a side without a king has no check to fear). Its
 * {@link #toString()} is its position notation (SPN), which {@link #parse parse} reads back.
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

    static {
        // Before any position exists, so the implementation always finds the accessor installed.
        ApiAccess.install(new Access());
    }

    /** Every piece, wrapped once: indexed by {@link #code code}. */
    private static final Piece[] PIECES = new Piece[16];
    @SuppressWarnings({"unchecked", "rawtypes"})
    private static final Optional<Piece>[] PRESENT = new Optional[16];

    static {
        for (Colour colour : Colour.values()) {
            for (PieceKind kind : PieceKind.values()) {
                for (int energy = 1; energy <= kind.maxEnergy(); energy++) {
                    int code = code(colour, kind, energy);
                    PIECES[code] = Piece.of(kind, colour, energy);
                    PRESENT[code] = Optional.of(PIECES[code]);
                }
            }
        }
    }

    private static final Position INITIAL = parse(INITIAL_SPN);

    /*
     * The pieces as bitboards, one bit per square rank by rank (a1 = bit 0, b1 = bit 1, ..., h8 =
     * bit 63): the squares of each colour, of the kings, and a piece's energy minus one in two bit
     * planes (low and high bit). About 70 bytes a position, compared in a few instructions, and the
     * form the SDK's implementation reads through ApiAccess without a per-square loop.
     */
    private final long white;
    private final long red;
    private final long kings;
    private final long energyLow;
    private final long energyHigh;
    private final Colour sideToMove;
    private final int quietPlies;
    private final int moveNumber;
    /** The implementation's own form of this position, made on first use; see {@link ApiAccess}. */
    private Object derived;

    private Position(long white, long red, long kings, long energyLow, long energyHigh, Colour sideToMove,
            int quietPlies, int moveNumber) {
        this.sideToMove = Objects.requireNonNull(sideToMove, "sideToMove");
        if (quietPlies < 0) {
            throw new IllegalArgumentException("the quiet-ply counter cannot be negative: " + quietPlies);
        }
        if (moveNumber < 1) {
            throw new IllegalArgumentException("the move number starts at 1, not " + moveNumber);
        }
        if (Long.bitCount(kings & white) > 1 || Long.bitCount(kings & red) > 1) {
            throw new IllegalArgumentException((Long.bitCount(kings & white) > 1 ? "white" : "red")
                    + " has more than one king");
        }
        this.white = white;
        this.red = red;
        this.kings = kings;
        this.energyLow = energyLow;
        this.energyHigh = energyHigh;
        this.quietPlies = quietPlies;
        this.moveNumber = moveNumber;
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
        for (Map.Entry<Square, Piece> entry : pieces.entrySet()) {
            Square square = Objects.requireNonNull(entry.getKey(), "square");
            board[square.index()] = Objects.requireNonNull(entry.getValue(), "piece");
        }
        return ofArray(board, sideToMove, quietPlies, moveNumber);
    }

    /** Builds a position from pieces by {@link Square#index()}; for the SDK's parsers. */
    static Position ofArray(Piece[] board, Colour sideToMove, int quietPlies, int moveNumber) {
        long white = 0;
        long red = 0;
        long kings = 0;
        long low = 0;
        long high = 0;
        for (int index = 0; index < Square.COUNT; index++) {
            Piece piece = board[index];
            if (piece == null) {
                continue;
            }
            long bit = 1L << bit(index);
            if (piece.colour() == Colour.WHITE) {
                white |= bit;
            } else {
                red |= bit;
            }
            if (piece.kind() == PieceKind.KING) {
                kings |= bit;
            }
            int energy = piece.energy() - 1;
            if ((energy & 1) != 0) {
                low |= bit;
            }
            if ((energy & 2) != 0) {
                high |= bit;
            }
        }
        return new Position(white, red, kings, low, high, sideToMove, quietPlies, moveNumber);
    }

    /**
     * Returns the piece on a square, if any.
     *
     * @param square the square
     * @return the piece, or empty for an empty square
     */
    public Optional<Piece> pieceAt(Square square) {
        Objects.requireNonNull(square, "square");
        int bit = (square.y() - 1) * 8 + square.x() - 1;
        return ((white | red) >>> bit & 1) == 0 ? Optional.empty() : PRESENT[codeAt(bit)];
    }

    /**
     * Returns all pieces, keyed by square, in square order (a1, a2, …, h8).
     *
     * @return an immutable map
     */
    public Map<Square, Piece> pieces() {
        Map<Square, Piece> pieces = new LinkedHashMap<>();
        for (int i = 0; i < Square.COUNT; i++) {
            Piece piece = at(i);
            if (piece != null) {
                pieces.put(Square.ofIndex(i), piece);
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
        long own = colour == Colour.WHITE ? white : red;
        Square[] squares = new Square[Long.bitCount(own)];
        int n = 0;
        for (int i = 0; i < Square.COUNT; i++) {
            if ((own >>> bit(i) & 1) != 0) {
                squares[n++] = Square.ofIndex(i);
            }
        }
        return List.of(squares);
    }

    /**
     * Returns the square of a colour's king, if it has one.
     *
     * @param colour the colour
     * @return the king's square, or empty on a board without that king
     */
    public Optional<Square> king(Colour colour) {
        Objects.requireNonNull(colour, "colour");
        long king = kings & (colour == Colour.WHITE ? white : red);
        return king == 0 ? Optional.empty() : Optional.of(square(Long.numberOfTrailingZeros(king)));
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
        long own = colour == Colour.WHITE ? white : red;
        return Long.bitCount(own & (kind == PieceKind.KING ? kings : ~kings));
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
        long bit = 1L << bit(Objects.requireNonNull(square, "square").index());
        Objects.requireNonNull(piece, "piece");
        long clear = ~bit;
        boolean isWhite = piece.colour() == Colour.WHITE;
        int energy = piece.energy() - 1;
        return new Position(white & clear | (isWhite ? bit : 0), red & clear | (isWhite ? 0 : bit),
                kings & clear | (piece.kind() == PieceKind.KING ? bit : 0), energyLow & clear | ((energy & 1) != 0 ? bit : 0),
                energyHigh & clear | ((energy & 2) != 0 ? bit : 0), sideToMove, quietPlies, moveNumber);
    }

    /**
     * Returns this position with a square emptied.
     *
     * @param square the square
     * @return the new position
     */
    public Position without(Square square) {
        long clear = ~(1L << bit(Objects.requireNonNull(square, "square").index()));
        return new Position(white & clear, red & clear, kings & clear, energyLow & clear, energyHigh & clear, sideToMove,
                quietPlies, moveNumber);
    }

    /**
     * Returns this position with another side to move.
     *
     * @param side who moves next
     * @return the new position
     */
    public Position withSideToMove(Colour side) {
        Objects.requireNonNull(side, "side");
        return side == sideToMove ? this
                : new Position(white, red, kings, energyLow, energyHigh, side, quietPlies, moveNumber);
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
        return new Position(white, red, kings, energyLow, energyHigh, sideToMove, newQuietPlies, newMoveNumber);
    }

    /**
     * Compares pieces, energies, side to move and both counters.
     *
     * @param other the object to compare with
     * @return true for the same position
     */
    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof Position p && samePieces(p) && sideToMove == p.sideToMove && quietPlies == p.quietPlies
                && moveNumber == p.moveNumber;
    }

    @Override
    public int hashCode() {
        long h = white * 0x9E37_79B9_7F4A_7C15L ^ red * 0xC2B2_AE3D_27D4_EB4FL ^ kings * 0x1656_67B1_9E37_79F9L
                ^ energyLow * 0x85EB_CA77_C2B2_AE63L ^ energyHigh * 0x27D4_EB2F_1656_67C5L;
        h = h ^ h >>> 32;
        return (((int) h * 31 + sideToMove.ordinal()) * 31 + quietPlies) * 31 + moveNumber;
    }

    /**
     * Returns the position notation (SPN). The counters are written only when they differ from
     * their start values (0 quiet plies, move 1), so {@code Position.initial().toString()} is
     * {@value #INITIAL_SPN}.
     *
     * @return the SPN text, which {@link #parse parse} reads back to an equal position
     */
    @Override
    public String toString() {
        return PositionText.format(this);
    }

    /** The piece at a square index ({@link Square#index()}), or null; for the SDK's writers. */
    @Nullable Piece at(int index) {
        int bit = bit(index);
        return ((white | red) >>> bit & 1) == 0 ? null : PIECES[codeAt(bit)];
    }

    /** Tells whether both positions hold the same pieces with the same energies. */
    private boolean samePieces(Position p) {
        return white == p.white && red == p.red && kings == p.kings && energyLow == p.energyLow
                && energyHigh == p.energyHigh;
    }

    /** The index into {@link #PIECES} of the piece on an occupied bit. */
    private int codeAt(int bit) {
        return (int) (red >>> bit & 1) << 3 | (int) (kings >>> bit & 1) << 2 | (int) (energyHigh >>> bit & 1) << 1
                | (int) (energyLow >>> bit & 1);
    }

    private static int code(Colour colour, PieceKind kind, int energy) {
        return (colour == Colour.RED ? 8 : 0) | (kind == PieceKind.KING ? 4 : 0) | energy - 1;
    }

    /** The bit of a square index: square order is file by file, bits go rank by rank. */
    private static int bit(int index) {
        return (index & 7) << 3 | index >>> 3;
    }

    private static Square square(int bit) {
        return Square.of((bit & 7) + 1, (bit >>> 3) + 1);
    }

    /** The implementation's view of positions, as {@link ApiAccess} describes it. */
    private static final class Access extends ApiAccess {

        @Override
        public long pieces(Position position, Colour colour) {
            return colour == Colour.WHITE ? position.white : position.red;
        }

        @Override
        public long kings(Position position) {
            return position.kings;
        }

        @Override
        public long energyLow(Position position) {
            return position.energyLow;
        }

        @Override
        public long energyHigh(Position position) {
            return position.energyHigh;
        }

        @Override
        public Position position(long white, long red, long kings, long energyLow, long energyHigh, Colour sideToMove,
                int quietPlies, int moveNumber) {
            if ((white & red) != 0 || ((kings | energyLow | energyHigh) & ~(white | red)) != 0
                    || (kings & energyHigh) != 0) {
                throw new IllegalArgumentException("the bitboards of a position overlap or name empty squares");
            }
            return new Position(white, red, kings, energyLow, energyHigh, sideToMove, quietPlies, moveNumber);
        }

        @Override
        public Object derived(Position position) {
            return position.derived;
        }

        @Override
        public void setDerived(Position position, Object value) {
            position.derived = value;
        }

        @Override
        public RecordNode recordNode(MovePath path, int landingEnergy, String comment, java.util.Set<Integer> glyphs,
                java.util.List<java.util.List<RecordNode>> variations) {
            return RecordNode.read(path, landingEnergy, comment, glyphs, variations);
        }
    }
}
