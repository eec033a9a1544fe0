package io.github.shogunsdk.core.internal.board;

/**
 * {@link Board} in the JavaScript build ({@code JavaScriptSubstitutions} puts it in Board's place,
 * under Board's name): the same position and the same methods, with every bitboard held as two
 * 32-bit words, low (squares 0 to 31) then high, side by side in an int array, and the Zobrist key
 * as two ints (Zobrist's keys split into words when the class loads). TeaVM's JavaScript makes each {@code long} a BigInt, which allocates on every
 * operation; ints are JavaScript's own. The methods that answer a {@code long} join the words for
 * the code that reads bitboards whole; the JavaScript build's legality and perft read the words
 * ({@link #word}, {@link #energyWord}, {@link #kingWord}). Mutable and not thread-safe, as Board.
 */
public final class JsBoard {

    /** The colour index of White. */
    public static final int WHITE = 0;
    /** The colour index of Red. */
    public static final int RED = 1;

    private static final int UNDO_FIELDS = 3;
    private static final int[] NO_UNDO = new int[0];

    /** {@link Zobrist}'s piece keys as words: key {@code i} is {@code KEYS[2 i]} (low), {@code KEYS[2 i + 1]}. */
    private static final int[] KEYS = new int[2 * 2 * 2 * 5 * 64];
    private static final int RED_LOW = (int) Zobrist.RED_TO_MOVE;
    private static final int RED_HIGH = Bits32.high(Zobrist.RED_TO_MOVE);

    static {
        for (int colour = 0; colour < 2; colour++) {
            for (int king = 0; king < 2; king++) {
                for (int energy = 1; energy <= 4; energy++) {
                    for (int square = 0; square < 64; square++) {
                        long key = Zobrist.piece(colour, king == 1, energy, square);
                        int entry = 2 * keyIndex(colour, king == 1, energy, square);
                        KEYS[entry] = (int) key;
                        KEYS[entry + 1] = Bits32.high(key);
                    }
                }
            }
        }
    }

    /** Colour c's words at 2 c (low) and 2 c + 1 (high). */
    private final int[] colourWords = new int[4];
    private final int[] kingWords = new int[2];
    private final byte[] energy = new byte[64];
    /** The pieces of energy e, both colours, at 2 e and 2 e + 1; entry 0 unused. */
    private final int[] energyWords = new int[10];
    private int side;
    private int quietPlies;
    private int moveNumber = 1;
    private int keyLow;
    private int keyHigh;
    private int[] undo = NO_UNDO;
    private int undoTop;

    /** Creates an empty board, White to move, move 1. */
    public JsBoard() {
    }

    /**
     * Returns an independent copy of this board, without its undo history.
     *
     * @return a new board holding the same position
     */
    public JsBoard copy() {
        JsBoard copy = new JsBoard();
        System.arraycopy(colourWords, 0, copy.colourWords, 0, 4);
        System.arraycopy(kingWords, 0, copy.kingWords, 0, 2);
        System.arraycopy(energy, 0, copy.energy, 0, 64);
        System.arraycopy(energyWords, 0, copy.energyWords, 0, 10);
        copy.side = side;
        copy.quietPlies = quietPlies;
        copy.moveNumber = moveNumber;
        copy.keyLow = keyLow;
        copy.keyHigh = keyHigh;
        return copy;
    }

    /**
     * Returns a board holding the pieces of some bitboards, as {@link Board#of} does.
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
    public static JsBoard of(long white, long red, long kings, long energyLow, long energyHigh, int sideToMove,
            int quiet, int number) {
        JsBoard board = new JsBoard();
        for (int square = 0; square < 64; square++) {
            int colour = (white >>> square & 1) != 0 ? WHITE : (red >>> square & 1) != 0 ? RED : -1;
            if (colour >= 0) {
                int pieceEnergy = 1 + (int) (energyLow >>> square & 1) + 2 * (int) (energyHigh >>> square & 1);
                board.put(square, colour, (kings >>> square & 1) != 0, pieceEnergy);
            }
        }
        board.setState(sideToMove, quiet, number);
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
        int word = square >>> 5;
        int bit = 1 << square;
        colourWords[2 * colour + word] |= bit;
        if (king) {
            kingWords[word] |= bit;
        }
        energy[square] = (byte) pieceEnergy;
        energyWords[2 * pieceEnergy + word] |= bit;
        toggleKey(colour, king, pieceEnergy, square);
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
            toggleSide();
        }
        side = sideToMove;
        quietPlies = quiet;
        moveNumber = number;
    }

    /**
     * Returns one word of a colour's pieces.
     *
     * @param colour {@link #WHITE} or {@link #RED}
     * @param high 0 for squares 0 to 31, 1 for squares 32 to 63
     * @return the word
     */
    public int word(int colour, int high) {
        return colourWords[2 * colour + high];
    }

    /**
     * Returns one word of the pieces of one energy, both colours.
     *
     * @param pieceEnergy 1 to 4
     * @param high 0 for squares 0 to 31, 1 for squares 32 to 63
     * @return the word
     */
    public int energyWord(int pieceEnergy, int high) {
        return energyWords[2 * pieceEnergy + high];
    }

    /**
     * Returns one word of both kings' squares.
     *
     * @param high 0 for squares 0 to 31, 1 for squares 32 to 63
     * @return the word
     */
    public int kingWord(int high) {
        return kingWords[high];
    }

    /**
     * Returns the squares of one colour's pieces.
     *
     * @param colour {@link #WHITE} or {@link #RED}
     * @return a bitboard
     */
    public long pieces(int colour) {
        return Bits32.join(colourWords[2 * colour], colourWords[2 * colour + 1]);
    }

    /**
     * Returns the squares of all pieces.
     *
     * @return a bitboard
     */
    public long occupied() {
        return Bits32.join(colourWords[0] | colourWords[2], colourWords[1] | colourWords[3]);
    }

    /**
     * Returns the squares of the pieces of one energy, of both colours.
     *
     * @param pieceEnergy 1 to 4
     * @return a bitboard
     */
    public long piecesWithEnergy(int pieceEnergy) {
        return Bits32.join(energyWords[2 * pieceEnergy], energyWords[2 * pieceEnergy + 1]);
    }

    /**
     * Returns the squares of both kings.
     *
     * @return a bitboard
     */
    public long kings() {
        return Bits32.join(kingWords[0], kingWords[1]);
    }

    /**
     * Returns the square of a colour's king.
     *
     * @param colour {@link #WHITE} or {@link #RED}
     * @return 0 to 63, or -1 when that side has no king
     */
    public int kingSquare(int colour) {
        int low = kingWords[0] & colourWords[2 * colour];
        if (low != 0) {
            return Bits32.lowest(low);
        }
        int high = kingWords[1] & colourWords[2 * colour + 1];
        return high == 0 ? -1 : 32 + Bits32.lowest(high);
    }

    /**
     * Returns the colour of the piece on a square.
     *
     * @param square 0 to 63
     * @return {@link #WHITE}, {@link #RED}, or -1 for an empty square
     */
    public int colourAt(int square) {
        int word = square >>> 5;
        int bit = 1 << square;
        if ((colourWords[word] & bit) != 0) {
            return WHITE;
        }
        return (colourWords[2 + word] & bit) != 0 ? RED : -1;
    }

    /**
     * Tells whether a king stands on a square.
     *
     * @param square 0 to 63
     * @return true for a king of either colour
     */
    public boolean isKing(int square) {
        return (kingWords[square >>> 5] & 1 << square) != 0;
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
     * Returns the Zobrist key of the pieces, their energies and the side to move.
     *
     * @return the hash key, as {@link Board#key} computes it
     */
    public long key() {
        return Bits32.join(keyLow, keyHigh);
    }

    /**
     * Moves the side to move's piece, as {@link Board#make}; unchecked, as it is.
     *
     * @param from the mover's square
     * @param to the destination, empty or holding an enemy piece
     * @param landingEnergy the mover's energy afterwards
     */
    public void make(int from, int to, int landingEnergy) {
        int us = side;
        int them = us ^ 1;
        int fromWord = from >>> 5;
        int fromBit = 1 << from;
        int toWord = to >>> 5;
        int toBit = 1 << to;
        boolean moverIsKing = (kingWords[fromWord] & fromBit) != 0;
        int moverEnergy = energy[from];
        int captured = 0;
        if ((colourWords[2 * them + toWord] & toBit) != 0) {
            boolean capturedKing = (kingWords[toWord] & toBit) != 0;
            int capturedEnergy = energy[to];
            captured = 1 | (capturedKing ? 2 : 0) | capturedEnergy << 2;
            toggleKey(them, capturedKing, capturedEnergy, to);
            colourWords[2 * them + toWord] &= ~toBit;
            kingWords[toWord] &= ~toBit;
            energyWords[2 * capturedEnergy + toWord] &= ~toBit;
        }
        if (undoTop + UNDO_FIELDS > undo.length) {
            undo = java.util.Arrays.copyOf(undo, Math.max(UNDO_FIELDS * 4, undo.length * 2));
        }
        undo[undoTop] = from | to << 6 | captured << 12 | moverEnergy << 20;
        undo[undoTop + 1] = quietPlies;
        undo[undoTop + 2] = moveNumber;
        undoTop += UNDO_FIELDS;

        toggleKey(us, moverIsKing, moverEnergy, from);
        toggleKey(us, moverIsKing, landingEnergy, to);
        toggleSide();
        colourWords[2 * us + fromWord] ^= fromBit;
        colourWords[2 * us + toWord] ^= toBit;
        if (moverIsKing) {
            kingWords[fromWord] ^= fromBit;
            kingWords[toWord] ^= toBit;
        }
        energyWords[2 * moverEnergy + fromWord] &= ~fromBit;
        energyWords[2 * landingEnergy + toWord] |= toBit;
        energy[to] = (byte) landingEnergy;
        energy[from] = 0;
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
        int fromWord = from >>> 5;
        int fromBit = 1 << from;
        int toWord = to >>> 5;
        int toBit = 1 << to;
        boolean moverIsKing = (kingWords[toWord] & toBit) != 0;
        int landedEnergy = energy[to];
        toggleKey(us, moverIsKing, landedEnergy, to);
        toggleKey(us, moverIsKing, moverEnergy, from);
        toggleSide();
        colourWords[2 * us + fromWord] ^= fromBit;
        colourWords[2 * us + toWord] ^= toBit;
        if (moverIsKing) {
            kingWords[fromWord] ^= fromBit;
            kingWords[toWord] ^= toBit;
        }
        energyWords[2 * landedEnergy + toWord] &= ~toBit;
        energyWords[2 * moverEnergy + fromWord] |= fromBit;
        energy[from] = (byte) moverEnergy;
        energy[to] = 0;
        if (captured != 0) {
            boolean capturedKing = (captured & 2) != 0;
            int capturedEnergy = captured >>> 2;
            colourWords[2 * them + toWord] |= toBit;
            if (capturedKing) {
                kingWords[toWord] |= toBit;
            }
            energyWords[2 * capturedEnergy + toWord] |= toBit;
            energy[to] = (byte) capturedEnergy;
            toggleKey(them, capturedKing, capturedEnergy, to);
        }
        side = us;
    }

    /** Forgets the moves made, as {@link Board#forgetMoves}. */
    public void forgetMoves() {
        undoTop = 0;
        if (undo.length > UNDO_FIELDS * 4) {
            undo = NO_UNDO;
        }
    }

    /**
     * Passes the turn without a move, as {@link Board#passTurn}.
     *
     * @return the quiet-ply count to give back to {@link #restoreTurn}
     */
    public int passTurn() {
        int quiet = quietPlies;
        quietPlies = 0;
        side ^= 1;
        toggleSide();
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
        toggleSide();
    }

    private void toggleKey(int colour, boolean king, int pieceEnergy, int square) {
        int entry = 2 * keyIndex(colour, king, pieceEnergy, square);
        keyLow ^= KEYS[entry];
        keyHigh ^= KEYS[entry + 1];
    }

    private void toggleSide() {
        keyLow ^= RED_LOW;
        keyHigh ^= RED_HIGH;
    }

    /** The entry of a piece's key, as {@link Zobrist#piece} numbers them. */
    private static int keyIndex(int colour, boolean king, int energy, int square) {
        return ((colour * 2 + (king ? 1 : 0)) * 5 + energy) * 64 + square;
    }
}
