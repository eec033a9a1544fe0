package io.github.shogunsdk.core.internal.board;

/**
 * The engine's mutable position: one occupancy bitboard per colour, a king bitboard, an energy per
 * square and one bitboard per energy (both colours, so the pieces that could reach a square are
 * found without a loop), the side to move, the counters and an incrementally kept Zobrist key.
 * Moves are made and unmade in place without allocating, for move generation, legality tests,
 * perft and search.
 *
 * <p>Squares are indexed rank by rank, a1 = 0, b1 = 1, … h8 = 63 (the API orders squares by name
 * instead; {@code convert.BoardConversion} translates). Colour indices follow the API's
 * {@code Colour} ordinals. Any number of pawns is allowed. Mutable and not thread-safe: each
 * thread works on its own board.
 *
 * <p><strong>Internal and unchecked.</strong> This class is public only because the core's other
 * folders use it; the core module exports no package, so on the module path no application can
 * reach it, and on the class path it is not API (it may change in any release). Its mutators
 * ({@link #make}, {@link #put}, {@link #setState}, {@link #of}) trust their callers, the SDK's own
 * code, which has checked the move or position through the rules first: given a square that is
 * empty, off the board or the mover's own, or an energy outside the piece's range, they do not
 * throw but leave a corrupt board ({@code new Board().make(3, 63, 4)} compiles and does so). The
 * checks are left out on purpose: {@code make} is the hot path of perft and the search, where they
 * were measured at about 1 to 4 percent of {@code shogun perft 6}. Applications use {@code Game}
 * and {@code Rules}, which check everything.
 */
public final class Board {

    /** The colour index of White. */
    public static final int WHITE = 0;
    /** The colour index of Red. */
    public static final int RED = 1;

    private static final int UNDO_FIELDS = 3;

    private final long[] colourBits = new long[2];
    private long kings;
    private final byte[] energy = new byte[64];
    /** The squares of the pieces of each energy, both colours; index 0 is unused. */
    private final long[] energyBits = new long[5];
    private int side;
    private int quietPlies;
    private int moveNumber = 1;
    private long key;

    private static final int[] NO_UNDO = new int[0];

    /** Empty until the first move, so boards that are only looked at (converted positions) stay small. */
    private int[] undo = NO_UNDO;
    private int undoTop;

    /** Creates an empty board, White to move, move 1; fill it with {@link #put} and {@link #setState}. */
    public Board() {
    }

    /**
     * Returns an independent copy of this board (its undo history is not copied), for another thread.
     *
     * @return a new board holding the same position
     */
    public Board copy() {
        Board copy = new Board();
        copy.colourBits[WHITE] = colourBits[WHITE];
        copy.colourBits[RED] = colourBits[RED];
        copy.kings = kings;
        System.arraycopy(energy, 0, copy.energy, 0, energy.length);
        System.arraycopy(energyBits, 0, copy.energyBits, 0, energyBits.length);
        copy.side = side;
        copy.quietPlies = quietPlies;
        copy.moveNumber = moveNumber;
        copy.key = key;
        return copy;
    }

    /**
     * Returns a board holding the pieces of some bitboards, set up in one pass over the pieces.
     *
     * @param white the white pieces' squares
     * @param red the red pieces' squares
     * @param kings the kings' squares
     * @param energyLow the squares of the pieces of energy 2 or 4
     * @param energyHigh the squares of the pieces of energy 3 or 4
     * @param sideToMove {@link #WHITE} or {@link #RED}
     * @param quiet plies since the last capture
     * @param number the move number
     * @return a new board
     */
    public static Board of(long white, long red, long kings, long energyLow, long energyHigh, int sideToMove,
            int quiet, int number) {
        Board board = new Board();
        long occupied = white | red;
        board.colourBits[WHITE] = white;
        board.colourBits[RED] = red;
        board.kings = kings;
        board.energyBits[1] = occupied & ~energyLow & ~energyHigh;
        board.energyBits[2] = energyLow & ~energyHigh;
        board.energyBits[3] = ~energyLow & energyHigh;
        board.energyBits[4] = energyLow & energyHigh;
        long key = sideToMove == RED ? Zobrist.RED_TO_MOVE : 0;
        for (long rest = occupied; rest != 0; rest &= rest - 1) {
            int square = Long.numberOfTrailingZeros(rest);
            int pieceEnergy = 1 + (int) (energyLow >>> square & 1) + 2 * (int) (energyHigh >>> square & 1);
            board.energy[square] = (byte) pieceEnergy;
            key ^= Zobrist.piece((int) (red >>> square & 1), (kings >>> square & 1) != 0, pieceEnergy, square);
        }
        board.key = key;
        board.side = sideToMove;
        board.quietPlies = quiet;
        board.moveNumber = number;
        return board;
    }

    /**
     * Puts a piece on an empty square; used while setting up a board.
     *
     * @param square 0 to 63, empty
     * @param colour {@link #WHITE} or {@link #RED}
     * @param king true for a king
     * @param pieceEnergy the piece's energy
     */
    public void put(int square, int colour, boolean king, int pieceEnergy) {
        long bit = 1L << square;
        colourBits[colour] |= bit;
        if (king) {
            kings |= bit;
        }
        energy[square] = (byte) pieceEnergy;
        energyBits[pieceEnergy] |= bit;
        key ^= Zobrist.piece(colour, king, pieceEnergy, square);
    }

    /**
     * Sets the side to move and the counters; used while setting up a board.
     *
     * @param sideToMove {@link #WHITE} or {@link #RED}
     * @param quiet plies since the last capture
     * @param number the move number
     */
    public void setState(int sideToMove, int quiet, int number) {
        if (side != sideToMove) {
            key ^= Zobrist.RED_TO_MOVE;
        }
        side = sideToMove;
        quietPlies = quiet;
        moveNumber = number;
    }

    /**
     * Returns the squares of one colour's pieces.
     *
     * @param colour {@link #WHITE} or {@link #RED}
     * @return a bitboard
     */
    public long pieces(int colour) {
        return colourBits[colour];
    }

    /**
     * Returns the squares of all pieces.
     *
     * @return a bitboard
     */
    public long occupied() {
        return colourBits[WHITE] | colourBits[RED];
    }

    /**
     * Returns the squares of the pieces of one energy, of both colours.
     *
     * @param pieceEnergy 1 to 4
     * @return a bitboard
     */
    public long piecesWithEnergy(int pieceEnergy) {
        return energyBits[pieceEnergy];
    }

    /**
     * Returns the squares of both kings.
     *
     * @return a bitboard
     */
    public long kings() {
        return kings;
    }

    /**
     * Returns the square of a colour's king.
     *
     * @param colour {@link #WHITE} or {@link #RED}
     * @return 0 to 63, or -1 when that side has no king
     */
    public int kingSquare(int colour) {
        long king = kings & colourBits[colour];
        return king == 0 ? -1 : Long.numberOfTrailingZeros(king);
    }

    /**
     * Returns the colour of the piece on a square.
     *
     * @param square 0 to 63
     * @return {@link #WHITE}, {@link #RED}, or -1 for an empty square
     */
    public int colourAt(int square) {
        long bit = 1L << square;
        if ((colourBits[WHITE] & bit) != 0) {
            return WHITE;
        }
        return (colourBits[RED] & bit) != 0 ? RED : -1;
    }

    /**
     * Tells whether a king stands on a square.
     *
     * @param square 0 to 63
     * @return true for a king of either colour
     */
    public boolean isKing(int square) {
        return (kings >>> square & 1) != 0;
    }

    /**
     * Returns the energy of the piece on a square.
     *
     * @param square 0 to 63
     * @return 1 to 4, or 0 for an empty square
     */
    public int energyAt(int square) {
        return energy[square];
    }

    /**
     * Returns the side to move.
     *
     * @return {@link #WHITE} or {@link #RED}
     */
    public int sideToMove() {
        return side;
    }

    /**
     * Returns the plies since the last capture.
     *
     * @return zero or more
     */
    public int quietPlies() {
        return quietPlies;
    }

    /**
     * Returns the move number.
     *
     * @return one or more
     */
    public int moveNumber() {
        return moveNumber;
    }

    /**
     * Returns the Zobrist key of the pieces, their energies and the side to move (not the counters).
     *
     * @return the hash key
     */
    public long key() {
        return key;
    }

    /**
     * Moves the side to move's piece from {@code from} to {@code to}, capturing what stands there,
     * and gives it {@code landingEnergy}. Unchecked: the caller guarantees the move is pseudo-legal
     * and the energy in the piece's range; anything else corrupts the board (see the class).
     *
     * @param from the mover's square
     * @param to the destination, empty or holding an enemy piece
     * @param landingEnergy the mover's energy afterwards
     */
    public void make(int from, int to, int landingEnergy) {
        int us = side;
        int them = us ^ 1;
        long fromBit = 1L << from;
        long toBit = 1L << to;
        boolean moverIsKing = (kings & fromBit) != 0;
        int captured = 0;
        if ((colourBits[them] & toBit) != 0) {
            boolean capturedKing = (kings & toBit) != 0;
            captured = 1 | (capturedKing ? 2 : 0) | energy[to] << 2;
            key ^= Zobrist.piece(them, capturedKing, energy[to], to);
            colourBits[them] &= ~toBit;
            kings &= ~toBit;
            energyBits[energy[to]] &= ~toBit;
        }
        ensureUndoCapacity();
        undo[undoTop] = from | to << 6 | captured << 12 | energy[from] << 20;
        undo[undoTop + 1] = quietPlies;
        undo[undoTop + 2] = moveNumber;
        undoTop += UNDO_FIELDS;

        key ^= Zobrist.piece(us, moverIsKing, energy[from], from) ^ Zobrist.piece(us, moverIsKing, landingEnergy, to)
                ^ Zobrist.RED_TO_MOVE;
        colourBits[us] ^= fromBit | toBit;
        if (moverIsKing) {
            kings ^= fromBit | toBit;
        }
        energyBits[energy[from]] &= ~fromBit;
        energyBits[landingEnergy] |= toBit;
        energy[to] = (byte) landingEnergy;
        energy[from] = 0;
        // The counters saturate rather than overflow, so a game started near the limit plays on.
        quietPlies = captured != 0 ? 0 : quietPlies == Integer.MAX_VALUE ? quietPlies : quietPlies + 1;
        if (us == RED && moveNumber != Integer.MAX_VALUE) {
            moveNumber++;
        }
        side = them;
    }

    /** Takes back the last move made, restoring the board exactly. */
    public void unmake() {
        undoTop -= UNDO_FIELDS;
        int packed = undo[undoTop];
        quietPlies = undo[undoTop + 1];
        moveNumber = undo[undoTop + 2];
        int from = packed & 63;
        int to = packed >>> 6 & 63;
        int captured = packed >>> 12 & 0xff;
        int moverEnergy = packed >>> 20 & 0xf;
        int them = side;
        int us = them ^ 1;
        long fromBit = 1L << from;
        long toBit = 1L << to;
        boolean moverIsKing = (kings & toBit) != 0;
        key ^= Zobrist.piece(us, moverIsKing, energy[to], to) ^ Zobrist.piece(us, moverIsKing, moverEnergy, from)
                ^ Zobrist.RED_TO_MOVE;
        colourBits[us] ^= fromBit | toBit;
        if (moverIsKing) {
            kings ^= fromBit | toBit;
        }
        energyBits[energy[to]] &= ~toBit;
        energyBits[moverEnergy] |= fromBit;
        energy[from] = (byte) moverEnergy;
        energy[to] = 0;
        if (captured != 0) {
            boolean capturedKing = (captured & 2) != 0;
            int capturedEnergy = captured >>> 2;
            colourBits[them] |= toBit;
            if (capturedKing) {
                kings |= toBit;
            }
            energyBits[capturedEnergy] |= toBit;
            energy[to] = (byte) capturedEnergy;
            key ^= Zobrist.piece(them, capturedKing, capturedEnergy, to);
        }
        side = us;
    }

    /**
     * Forgets the moves made, so that they can no longer be taken back and the board keeps no
     * history: for a board kept with the position it now holds, or a game's board, which takes a
     * move back from the position before it. A long history is released; the small stack of a board
     * that forgets after every move is kept for the next one.
     */
    public void forgetMoves() {
        undoTop = 0;
        if (undo.length > UNDO_FIELDS * 4) {
            undo = NO_UNDO;
        }
    }

    /**
     * Passes the turn to the other side without a move, as the engine's null-move search does;
     * the quiet-ply count starts again at 0, so no repetition is seen across the pass. Undo with
     * {@link #restoreTurn}, not {@link #unmake}.
     *
     * @return the quiet-ply count to give back to {@link #restoreTurn}
     */
    public int passTurn() {
        int quiet = quietPlies;
        quietPlies = 0;
        side ^= 1;
        key ^= Zobrist.RED_TO_MOVE;
        return quiet;
    }

    /**
     * Takes back {@link #passTurn}.
     *
     * @param quiet what {@link #passTurn} returned
     */
    public void restoreTurn(int quiet) {
        quietPlies = quiet;
        side ^= 1;
        key ^= Zobrist.RED_TO_MOVE;
    }

    /** Makes the undo stack on a board's first move and doubles it when a game outgrows it; rare, so never in a hot loop. */
    private void ensureUndoCapacity() {
        if (undoTop + UNDO_FIELDS > undo.length) {
            undo = java.util.Arrays.copyOf(undo, Math.max(UNDO_FIELDS * 4, undo.length * 2));
        }
    }
}
