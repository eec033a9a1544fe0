package io.github.shogunsdk.core.internal.movegen;

import io.github.shogunsdk.core.internal.board.Board;

/**
 * Generates moves on a {@link Board} as packed ints ({@code from << 6 | to}, so moves sort by start
 * square, then destination), into a caller's buffer, without allocating. Pseudo-legal moves follow the path rules only; legality under a rule
 * set is judged in {@code core.rules}.
 */
public final class MoveGenerator {

    /**
     * Enough room for every move of one side on any board: a side with {@code n} pieces has at most
     * {@code min(16, 64 - n)} destinations per piece (16 at energy 4, never an own square), which
     * peaks at 768 moves for 48 pieces.
     */
    public static final int MAX_MOVES = 768;

    private MoveGenerator() {
    }

    /**
     * Packs a move.
     *
     * @param from 0 to 63
     * @param to 0 to 63
     * @return the packed move
     */
    public static int pack(int from, int to) {
        return from << 6 | to;
    }

    /**
     * Returns the starting square of a packed move.
     *
     * @param move a packed move
     * @return 0 to 63
     */
    public static int from(int move) {
        return move >>> 6 & 63;
    }

    /**
     * Returns the destination of a packed move.
     *
     * @param move a packed move
     * @return 0 to 63
     */
    public static int to(int move) {
        return move & 63;
    }

    /**
     * Returns the reach of the piece on {@code from}: destinations of open paths, minus own pieces.
     *
     * @param board the board
     * @param from an occupied square
     * @return a bitboard of destinations
     */
    public static long reach(Board board, int from) {
        return reach(from, board.energyAt(from), board.occupied(), board.pieces(board.colourAt(from)));
    }

    /**
     * Returns the destinations of the open paths of a piece, minus its own side's pieces: every
     * square reached in exactly {@code energy} steps, straight or with one turn, over empty squares.
     * Energy 1 is a plain table; the others are table lookups ({@link ReachTable}). Callers that visit
     * the pieces energy by energy keep the choice of code predictable.
     *
     * @param from the piece's square, 0 to 63
     * @param energy the piece's energy, 1 to 4 (0, an empty square, reaches nothing)
     * @param occupied the occupied squares (the piece's own square may be among them)
     * @param own the squares of the piece's side
     * @return a bitboard of destinations
     */
    public static long reach(int from, int energy, long occupied, long own) {
        switch (energy) {
            case 1:
                return reach1(from, own);
            case 2:
                return reach2(from, occupied, own);
            case 3:
                return reach3(from, occupied, own);
            case 4:
                return reach4(from, occupied, own);
            default:
                return 0;
        }
    }

    /**
     * {@link #reach(int, int, long, long)} for energy 1: for loops over the pieces of one energy,
     * which the browser compiler (TeaVM) inlines where it would not inline the choice of energy.
     *
     * @param from the piece's square, 0 to 63
     * @param own the squares of the piece's side
     * @return a bitboard of destinations
     */
    public static long reach1(int from, long own) {
        return PathTable.destinations(from, 1) & ~own;
    }

    /**
     * {@link #reach(int, int, long, long)} for energy 2; see {@link #reach1}.
     *
     * @param from the piece's square, 0 to 63
     * @param occupied the occupied squares
     * @param own the squares of the piece's side
     * @return a bitboard of destinations
     */
    public static long reach2(int from, long occupied, long own) {
        return ReachTable.reach2(from, occupied) & PathTable.destinations(from, 2) & ~own;
    }

    /**
     * {@link #reach(int, int, long, long)} for energy 3; see {@link #reach1}.
     *
     * @param from the piece's square, 0 to 63
     * @param occupied the occupied squares
     * @param own the squares of the piece's side
     * @return a bitboard of destinations
     */
    public static long reach3(int from, long occupied, long own) {
        return ReachTable.reach3(from, occupied) & PathTable.destinations(from, 3) & ~own;
    }

    /**
     * {@link #reach(int, int, long, long)} for energy 4; see {@link #reach1}.
     *
     * @param from the piece's square, 0 to 63
     * @param occupied the occupied squares
     * @param own the squares of the piece's side
     * @return a bitboard of destinations
     */
    public static long reach4(int from, long occupied, long own) {
        return ReachTable.reach4(from, occupied) & PathTable.destinations(from, 4) & ~own;
    }

    /**
     * Does nothing but name the tables that reach and path lookups read. The browser compiler
     * (TeaVM) tests before each lookup that the class holding a table has been set up, unless an
     * earlier use in the same method already did; calling this at the top of a method whose loops
     * look up reaches leaves one test per call instead of one per lookup. The JVM compiles it away.
     */
    public static void useTables() {
        PathTable.use();
        ReachTable.use();
    }

    /**
     * Writes the pseudo-legal moves of the pieces in {@code movers} (all of one colour).
     *
     * @param board the board
     * @param movers squares of pieces of one colour
     * @param buffer receives packed moves from index {@code start}
     * @param start the first index to write
     * @return the index after the last move written
     */
    public static int pseudoLegal(Board board, long movers, int[] buffer, int start) {
        int count = start;
        long occupied = board.occupied();
        long own = movers == 0 ? 0 : board.pieces(board.colourAt(Long.numberOfTrailingZeros(movers)));
        while (movers != 0) {
            int from = Long.numberOfTrailingZeros(movers);
            movers &= movers - 1;
            long targets = reach(from, board.energyAt(from), occupied, own);
            int origin = pack(from, 0);
            for (; targets != 0; targets &= targets - 1) {
                buffer[count++] = origin | Long.numberOfTrailingZeros(targets);
            }
        }
        return count;
    }
}
