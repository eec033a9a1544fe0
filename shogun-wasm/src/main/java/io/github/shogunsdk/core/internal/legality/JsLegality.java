package io.github.shogunsdk.core.internal.legality;

import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.core.internal.board.Bits32;
import io.github.shogunsdk.core.internal.board.Board;
import io.github.shogunsdk.core.internal.board.JsBoard;
import io.github.shogunsdk.core.internal.board.SquareOrder;
import io.github.shogunsdk.core.internal.movegen.JsReachTable;
import io.github.shogunsdk.core.internal.movegen.MoveGenerator;
import io.github.shogunsdk.core.internal.movegen.PathTable;

/**
 * {@link Legality} in the JavaScript build ({@code JavaScriptSubstitutions} puts it in its place,
 * and {@link JsBoard} in Board's): the same rules, the same answers and the same order of moves,
 * computed on bitboards held as two 32-bit words (low: squares 0 to 31, high: 32 to 63), since
 * TeaVM's JavaScript makes each {@code long} a BigInt, which allocates on every operation. Reaches
 * and paths are {@link JsReachTable}'s, on words. A method that computes a bitboard answers
 * its low word and leaves the high word in a static field: the build is single-threaded. The
 * coursework variant, which perft never asks, keeps the long code of {@link Attacks}.
 */
public final class JsLegality {

    /** {@link PathTable#within} as words: {@code WITHIN[2 (16 square + distance)]}. */
    private static final int[] WITHIN = new int[2 * 64 * 16];

    /** The high word of the last bitboard a method of this class answered. */
    private static int high;

    /** The king's nearby enemies by energy, in {@link #safeKingTargets}: reused, not made on every call. */
    private static final int[] NEAR = new int[10];

    static {
        for (int square = 0; square < 64; square++) {
            for (int distance = 0; distance < 16; distance++) {
                long within = PathTable.within(square, distance);
                WITHIN[2 * (16 * square + distance)] = (int) within;
                WITHIN[2 * (16 * square + distance) + 1] = Bits32.high(within);
            }
        }
    }

    private JsLegality() {
    }

    /**
     * Tells whether a pseudo-legal move is legal, as {@link Legality#isLegal}.
     *
     * @param board the board; left unchanged
     * @param variant the rule set's variant
     * @param move a packed pseudo-legal move of the piece's own colour
     * @return true when legal
     */
    public static boolean isLegal(JsBoard board, Variant variant, int move) {
        int from = MoveGenerator.from(move);
        int to = MoveGenerator.to(move);
        int colour = board.colourAt(from);
        if (variant == Variant.COURSEWORK) {
            return !board.isKing(from) || !Attacks.isControlled(jvm(board), to, colour ^ 1);
        }
        return !leavesKingAttacked(board, from, to, colour);
    }

    /**
     * Tells whether a move leaves its own king attacked, as {@link Legality#leavesKingAttacked}.
     *
     * @param board the board; left unchanged
     * @param from the mover's square
     * @param to the destination
     * @param colour the mover's colour
     * @return true when the king would be in check afterwards
     */
    public static boolean leavesKingAttacked(JsBoard board, int from, int to, int colour) {
        int king = board.kingSquare(colour);
        if (king < 0) {
            return false;
        }
        int toLow = to < 32 ? 1 << to : 0;
        int toHigh = to < 32 ? 0 : 1 << to;
        int occupiedLow = (board.word(0, 0) | board.word(1, 0)) & ~(from < 32 ? 1 << from : 0) | toLow;
        int occupiedHigh = (board.word(0, 1) | board.word(1, 1)) & ~(from < 32 ? 0 : 1 << from) | toHigh;
        int target = from == king ? to : king;
        int candidatesLow = inRange(board, target) & board.word(colour ^ 1, 0) & ~toLow;
        int candidatesHigh = high & board.word(colour ^ 1, 1) & ~toHigh;
        return isControlled(target, candidatesLow, candidatesHigh, occupiedLow, occupiedHigh);
    }

    /**
     * Writes the legal moves of the pieces in {@code movers}, as {@link Legality#legalMoves}, in
     * the same order.
     *
     * @param board the board; left unchanged
     * @param variant the rule set's variant
     * @param movers squares of pieces of one colour
     * @param buffer receives packed moves from index 0
     * @return the number of legal moves written
     */
    public static int legalMoves(JsBoard board, Variant variant, long movers, int[] buffer) {
        if (movers == 0) {
            return 0;
        }
        int colour = board.colourAt(Long.numberOfTrailingZeros(movers));
        return variant == Variant.COURSEWORK
                ? coursework(board, colour, movers, buffer)
                : standard(board, colour, (int) movers, Bits32.high(movers), buffer);
    }

    /**
     * Counts the legal moves of the pieces in {@code movers}, as {@link Legality#countLegalMoves}.
     *
     * @param board the board; left unchanged
     * @param variant the rule set's variant
     * @param movers squares of pieces of one colour
     * @return the number of legal moves
     */
    public static int countLegalMoves(JsBoard board, Variant variant, long movers) {
        if (movers == 0) {
            return 0;
        }
        int colour = board.colourAt(Long.numberOfTrailingZeros(movers));
        return variant == Variant.COURSEWORK
                ? coursework(board, colour, movers, null)
                : standard(board, colour, (int) movers, Bits32.high(movers), null);
    }

    /**
     * Writes the standard legal moves of the side to move, as {@code legalMoves} of all its pieces
     * does, without a {@code long}: perft's listing.
     *
     * @param board the board; left unchanged
     * @param buffer receives packed moves from index 0
     * @return the number of legal moves written
     */
    public static int listAll(JsBoard board, int[] buffer) {
        int side = board.sideToMove();
        return standard(board, side, board.word(side, 0), board.word(side, 1), buffer);
    }

    /**
     * Counts the standard legal moves of the side to move without a {@code long}: perft's last ply.
     *
     * @param board the board; left unchanged
     * @return the number of legal moves
     */
    public static int countAll(JsBoard board) {
        int side = board.sideToMove();
        return standard(board, side, board.word(side, 0), board.word(side, 1), null);
    }

    /**
     * Tells whether any piece in {@code movers} has a legal move, as {@link Legality#hasLegalMove}.
     *
     * @param board the board; left unchanged
     * @param variant the rule set's variant
     * @param movers squares of pieces of one colour
     * @return true when there is a legal move
     */
    public static boolean hasLegalMove(JsBoard board, Variant variant, long movers) {
        return countLegalMoves(board, variant, movers) > 0;
    }

    /**
     * Writes the legal destinations of each piece in {@code movers}, as {@link Legality#legalTargets}.
     *
     * @param board the board; left unchanged
     * @param variant the rule set's variant
     * @param movers squares of pieces of one colour
     * @param targets receives one bitboard per mover, in the order of square names
     * @return the number of legal moves
     */
    public static int legalTargets(JsBoard board, Variant variant, long movers, long[] targets) {
        // From the list of moves: this answers a page's question, not perft's, so it may allocate.
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = legalMoves(board, variant, movers, moves);
        long names = SquareOrder.transpose(movers);
        java.util.Arrays.fill(targets, 0, Long.bitCount(movers), 0);
        for (int i = 0; i < n; i++) {
            targets[slot(names, MoveGenerator.from(moves[i]))] |= 1L << MoveGenerator.to(moves[i]);
        }
        return n;
    }

    /**
     * Standard legality for the pieces in {@code movers} of {@code colour}: the king, then the
     * pieces that must be tested move by move (all of them in check, else the sole blockers of a
     * path to the king), then the others energy by energy, whose reach is legal as it is. Each
     * piece's destinations are written as moves to {@code buffer}, or only counted when it is null.
     */
    private static int standard(JsBoard board, int colour, int moversLow, int moversHigh, int[] buffer) {
        int ownLow = board.word(colour, 0);
        int ownHigh = board.word(colour, 1);
        int occupiedLow = ownLow | board.word(colour ^ 1, 0);
        int occupiedHigh = ownHigh | board.word(colour ^ 1, 1);
        int king = board.kingSquare(colour);
        int count = 0;
        if (king >= 0) {
            int threatsLow = inRange(board, king) & board.word(colour ^ 1, 0);
            int threatsHigh = high & board.word(colour ^ 1, 1);
            int restrictedLow = restricted(king, threatsLow, threatsHigh, ownLow, ownHigh, occupiedLow, occupiedHigh)
                    & moversLow;
            int restrictedHigh = high & moversHigh;
            int kingLow = king < 32 ? 1 << king : 0;
            int kingHigh = king < 32 ? 0 : 1 << king;
            if ((moversLow & kingLow | moversHigh & kingHigh) != 0) {
                int safeLow = safeKingTargets(board, king, ownLow, ownHigh, occupiedLow, occupiedHigh);
                count = emit(king, safeLow, high, count, buffer);
            }
            for (int word = 0; word < 2; word++) {
                for (int bits = (word == 0 ? restrictedLow & ~kingLow : restrictedHigh & ~kingHigh); bits != 0;
                        bits &= bits - 1) {
                    int from = word << 5 | Bits32.lowest(bits);
                    int safeLow = safeTargets(board, from, ownLow, ownHigh, king, threatsLow, threatsHigh,
                            occupiedLow, occupiedHigh);
                    count = emit(from, safeLow, high, count, buffer);
                }
            }
            moversLow &= ~restrictedLow & ~kingLow;
            moversHigh &= ~restrictedHigh & ~kingHigh;
        }
        for (int energy = 1; energy <= 4; energy++) {
            for (int word = 0; word < 2; word++) {
                int bits = (word == 0 ? moversLow : moversHigh) & board.energyWord(energy, word);
                for (; bits != 0; bits &= bits - 1) {
                    int from = word << 5 | Bits32.lowest(bits);
                    int reachLow = JsReachTable.reach(from, energy, occupiedLow, occupiedHigh, ownLow, ownHigh);
                    count = emit(from, reachLow, JsReachTable.high, count, buffer);
                }
            }
        }
        return count;
    }

    /** Writes or counts one piece's destinations (see {@link #standard}); returns the new count. */
    private static int emit(int from, int low, int highWord, int count, int[] buffer) {
        if (buffer == null) {
            return count + Integer.bitCount(low) + Integer.bitCount(highWord);
        }
        int origin = MoveGenerator.pack(from, 0);
        for (int bits = low; bits != 0; bits &= bits - 1) {
            buffer[count++] = origin | Bits32.lowest(bits);
        }
        for (int bits = highWord; bits != 0; bits &= bits - 1) {
            buffer[count++] = origin | 32 | Bits32.lowest(bits);
        }
        return count;
    }

    /** The place of a mover among the movers ({@code names}, by name) in the order of names. */
    private static int slot(long names, int from) {
        return Long.bitCount(names & (1L << SquareOrder.transposeIndex(from)) - 1);
    }

    /** The pieces of both colours standing exactly their energy's steps from {@code target} ({@link Attacks#inRange}). */
    private static int inRange(JsBoard board, int target) {
        int low = 0;
        int highWord = 0;
        for (int energy = 1; energy <= 4; energy++) {
            int entry = 2 * (5 * target + energy);
            low |= JsReachTable.DESTINATIONS[entry] & board.energyWord(energy, 0);
            highWord |= JsReachTable.DESTINATIONS[entry + 1] & board.energyWord(energy, 1);
        }
        high = highWord;
        return low;
    }

    /** Whether a candidate (each in range of {@code target}) has an open path to it over the occupancy. */
    private static boolean isControlled(int target, int candidatesLow, int candidatesHigh, int occupiedLow,
            int occupiedHigh) {
        for (int word = 0; word < 2; word++) {
            for (int bits = word == 0 ? candidatesLow : candidatesHigh; bits != 0; bits &= bits - 1) {
                if (JsReachTable.isOpen(word << 5 | Bits32.lowest(bits), target, occupiedLow, occupiedHigh)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * The own pieces whose moves must be tested one by one: all of them when the king is in check,
     * else only the sole blockers of a path to the king from a threat.
     */
    private static int restricted(int king, int threatsLow, int threatsHigh, int ownLow, int ownHigh,
            int occupiedLow, int occupiedHigh) {
        int soleLow = 0;
        int soleHigh = 0;
        for (int word = 0; word < 2; word++) {
            for (int bits = word == 0 ? threatsLow : threatsHigh; bits != 0; bits &= bits - 1) {
                int pair = ((word << 5 | Bits32.lowest(bits)) << 6 | king) << 2;
                int aLow = JsReachTable.PAIRS[pair] & occupiedLow;
                int aHigh = JsReachTable.PAIRS[pair + 1] & occupiedHigh;
                int bLow = JsReachTable.PAIRS[pair + 2] & occupiedLow;
                int bHigh = JsReachTable.PAIRS[pair + 3] & occupiedHigh;
                if ((aLow | aHigh) == 0 || (bLow | bHigh) == 0) {
                    high = ownHigh;
                    return ownLow;
                }
                if (Integer.bitCount(aLow) + Integer.bitCount(aHigh) == 1) {
                    soleLow |= aLow;
                    soleHigh |= aHigh;
                }
                if (Integer.bitCount(bLow) + Integer.bitCount(bHigh) == 1) {
                    soleLow |= bLow;
                    soleHigh |= bHigh;
                }
            }
        }
        high = soleHigh & ownHigh;
        return soleLow & ownLow;
    }

    /** The king's destinations where no enemy attacks it once it has left its square. */
    private static int safeKingTargets(JsBoard board, int king, int ownLow, int ownHigh, int occupiedLow,
            int occupiedHigh) {
        int steps = board.energyAt(king);
        int targetsLow = JsReachTable.reach(king, steps, occupiedLow, occupiedHigh, ownLow, ownHigh);
        int targetsHigh = JsReachTable.high;
        if ((targetsLow | targetsHigh) == 0) {
            high = 0;
            return 0;
        }
        // The enemies of each energy near enough to reach one of the king's destinations.
        int[] near = NEAR;
        for (int energy = 1; energy <= 4; energy++) {
            int within = 2 * (16 * king + energy + steps);
            near[2 * energy] = occupiedLow & ~ownLow & board.energyWord(energy, 0) & WITHIN[within];
            near[2 * energy + 1] = occupiedHigh & ~ownHigh & board.energyWord(energy, 1) & WITHIN[within + 1];
        }
        int vacatedLow = occupiedLow & ~(king < 32 ? 1 << king : 0);
        int vacatedHigh = occupiedHigh & ~(king < 32 ? 0 : 1 << king);
        int safeLow = targetsLow;
        int safeHigh = targetsHigh;
        for (int word = 0; word < 2; word++) {
            for (int bits = word == 0 ? targetsLow : targetsHigh; bits != 0; bits &= bits - 1) {
                int to = word << 5 | Bits32.lowest(bits);
                int attackersLow = 0;
                int attackersHigh = 0;
                for (int energy = 1; energy <= 4; energy++) {
                    int entry = 2 * (5 * to + energy);
                    attackersLow |= JsReachTable.DESTINATIONS[entry] & near[2 * energy];
                    attackersHigh |= JsReachTable.DESTINATIONS[entry + 1] & near[2 * energy + 1];
                }
                if ((attackersLow | attackersHigh) != 0
                        && isControlled(to, attackersLow, attackersHigh, vacatedLow, vacatedHigh)) {
                    if (word == 0) {
                        safeLow &= ~(1 << to);
                    } else {
                        safeHigh &= ~(1 << to);
                    }
                }
            }
        }
        high = safeHigh;
        return safeLow;
    }

    /** The destinations of a piece other than the king after which no threat attacks the king. */
    private static int safeTargets(JsBoard board, int from, int ownLow, int ownHigh, int king, int threatsLow,
            int threatsHigh, int occupiedLow, int occupiedHigh) {
        int targetsLow = JsReachTable.reach(from, board.energyAt(from), occupiedLow, occupiedHigh, ownLow, ownHigh);
        int targetsHigh = JsReachTable.high;
        int vacatedLow = occupiedLow & ~(from < 32 ? 1 << from : 0);
        int vacatedHigh = occupiedHigh & ~(from < 32 ? 0 : 1 << from);
        int safeLow = 0;
        int safeHigh = 0;
        for (int bits = targetsLow; bits != 0; bits &= bits - 1) {
            int toBit = bits & -bits;
            if (!isControlled(king, threatsLow & ~toBit, threatsHigh, vacatedLow | toBit, vacatedHigh)) {
                safeLow |= toBit;
            }
        }
        for (int bits = targetsHigh; bits != 0; bits &= bits - 1) {
            int toBit = bits & -bits;
            if (!isControlled(king, threatsLow, threatsHigh & ~toBit, vacatedLow, vacatedHigh | toBit)) {
                safeHigh |= toBit;
            }
        }
        high = safeHigh;
        return safeLow;
    }

    /** Coursework legality, as {@link Legality}'s; writes the moves, or only counts them when {@code buffer} is null. */
    private static int coursework(JsBoard board, int colour, long movers, int[] buffer) {
        long own = board.pieces(colour);
        long enemies = board.pieces(colour ^ 1);
        long occupied = board.occupied();
        int count = 0;
        for (; movers != 0; movers &= movers - 1) {
            int from = Long.numberOfTrailingZeros(movers);
            long targets = MoveGenerator.reach(from, board.energyAt(from), occupied, own);
            if (board.isKing(from)) {
                targets &= ~Attacks.controlledAmong(jvm(board), targets, enemies, occupied);
            }
            count = emit(from, (int) targets, Bits32.high(targets), count, buffer);
        }
        return count;
    }

    /**
     * The board as the type the SDK's other classes take. The browser compiler gives JsBoard the
     * name Board, so in the compiled build this is the same object under its own type; the detour
     * through Object only satisfies the Java compiler, which sees two classes.
     */
    private static Board jvm(JsBoard board) {
        return (Board) (Object) board;
    }
}
