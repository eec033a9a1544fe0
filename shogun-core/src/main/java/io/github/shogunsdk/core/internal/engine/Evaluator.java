package io.github.shogunsdk.core.internal.engine;

import io.github.shogunsdk.core.internal.board.Board;
import io.github.shogunsdk.core.internal.movegen.MoveGenerator;

/**
 * The static evaluation: how good a quiet position is for the side to move, in centipawns.
 *
 * <ul>
 *   <li><b>Material</b>: pawns, each worth more the closer its side is to a bare king (losing the
 *       last pawns loses the game), so trades favour the side with more pawns;
 *   <li><b>mobility</b>: the size of each pawn's reach;
 *   <li><b>threats</b>: the side to move's pawns attacked and undefended (or outnumbered) can be
 *       saved one at a time, so two or more cost dearly;
 *   <li><b>king safety</b>: enemy pieces that control the king's square or its reach, and how many
 *       of its destinations are safe (a king with none risks checkmate or being trapped);
 *   <li><b>few moves</b>: a side with almost no moves risks losing by having none;
 *   <li><b>hill</b> (koth): the king's distance to d4, e4, d5, e5, a safe hill square in its reach,
 *       and control of the hill.
 * </ul>
 * One pass over the pieces computes every piece's controlled squares; nothing is allocated.
 * Mutable scratch space: one instance per search thread.
 */
final class Evaluator {

    /**
     * The weights the engine uses, indexed as {@link EvaluationTerms} names them: the pawn values
     * and the move's term as {@code EvaluationTuner} fitted them to self-play games
     * (docs/DESIGN.md), the others set by hand. Shared by every search, which only reads them; kept
     * here rather than in {@link EvaluationTerms} so that the browser builds need no more than this.
     */
    static final int[] WEIGHTS = {330, 438, 249, 197, 142, 132, 109, 100, 100, 4, 3, 25, 70, 8, 14, 45, 15, 30, 11,
        25, 120, 10};

    /** Below this many moves (pawns' and king's), a side pays {@link EvaluationTerms#FEW_MOVES} for each one missing. */
    private static final int FEW_MOVES_THRESHOLD = 4;
    private static final int[] HILL_DISTANCE = new int[64];

    static {
        for (int square = 0; square < 64; square++) {
            int x = square & 7;
            int y = square >>> 3;
            HILL_DISTANCE[square] = Math.max(0, Math.max(3 - x, x - 4)) + Math.max(0, Math.max(3 - y, y - 4));
        }
    }

    private final int barePawns;
    private final boolean hill;
    private final int[] weight;
    private final long[] control = new long[2];
    private final long[] twice = new long[2];
    private final int[] mobility = new int[2];
    private final long[] kingReach = new long[2];
    private final long[] pieceControl = new long[16];
    private final int[] pieceColour = new int[16];
    private int pieceCount;

    /**
     * Creates an evaluator.
     *
     * @param barePawns the most pawns a side with a king may have and lose (the bare-king rule)
     * @param hill true under koth
     * @param weights one weight a term, indexed as {@link EvaluationTerms} names them, such as
     *     {@link EvaluationTerms#defaults()}; not copied
     */
    Evaluator(int barePawns, boolean hill, int[] weights) {
        this.barePawns = barePawns;
        this.hill = hill;
        this.weight = weights;
    }

    /**
     * Evaluates a position.
     *
     * @param board the board; left unchanged
     * @return the score for the side to move
     */
    int evaluate(Board board) {
        long occupied = board.occupied();
        pieceCount = 0;
        for (int colour = 0; colour < 2; colour++) {
            survey(board, colour, occupied);
        }
        int us = board.sideToMove();
        int score = side(board, us, true) - side(board, us ^ 1, false);
        return score + weight[EvaluationTerms.TEMPO];
    }

    /** Computes the squares each piece of a colour controls, and the colour's totals. */
    private void survey(Board board, int colour, long occupied) {
        long own = board.pieces(colour);
        long all = 0;
        long doubled = 0;
        int mob = 0;
        long kingDestinations = 0;
        long pieces = own;
        while (pieces != 0) {
            int from = Long.numberOfTrailingZeros(pieces);
            pieces &= pieces - 1;
            // Every square an open path ends on, own pieces included: those it defends.
            long controlled = MoveGenerator.reach(from, board.energyAt(from), occupied, 0);
            doubled |= all & controlled;
            all |= controlled;
            if (pieceCount < pieceControl.length) {
                pieceControl[pieceCount] = controlled;
                pieceColour[pieceCount++] = colour;
            }
            if (board.isKing(from)) {
                kingDestinations = controlled & ~own;
            } else {
                mob += Long.bitCount(controlled & ~own);
            }
        }
        control[colour] = all;
        twice[colour] = doubled;
        mobility[colour] = mob;
        kingReach[colour] = kingDestinations;
    }

    /** The terms of one side, from its own point of view. */
    private int side(Board board, int colour, boolean toMove) {
        int them = colour ^ 1;
        long pieces = board.pieces(colour);
        long king = pieces & board.kings();
        long pawns = pieces & ~king;
        int score = material(Long.bitCount(pawns), king != 0);
        score += weight[EvaluationTerms.PAWN_MOBILITY] * mobility[colour];

        long attacked = pawns & control[them];
        long loose = attacked & ~control[colour] | attacked & twice[them] & ~twice[colour];
        int threats = Long.bitCount(loose);
        if (toMove) {
            score -= threats == 0 ? 0 : weight[EvaluationTerms.ONE_THREAT] + weight[EvaluationTerms.MORE_THREATS] * (threats - 1);
        } else {
            score -= weight[EvaluationTerms.WAITING_HANGING] * threats;
        }

        int moves = mobility[colour];
        if (king != 0) {
            int square = Long.numberOfTrailingZeros(king);
            long reach = kingReach[colour];
            moves += Long.bitCount(reach);
            score += weight[EvaluationTerms.KING_MOBILITY] * Long.bitCount(reach);
            long zone = reach | king;
            for (int i = 0; i < pieceCount; i++) {
                if (pieceColour[i] == them && (pieceControl[i] & zone) != 0) {
                    score -= weight[EvaluationTerms.KING_ATTACKER];
                }
            }
            int escapes = Long.bitCount(reach & ~control[them]);
            score -= escapes == 0 ? weight[EvaluationTerms.NO_ESCAPE] : escapes == 1 ? weight[EvaluationTerms.ONE_ESCAPE] : 0;
            if (hill) {
                score += weight[EvaluationTerms.HILL_STEP] * (6 - HILL_DISTANCE[square]);
                if ((reach & Endings.HILL & ~control[them]) != 0) {
                    score += weight[EvaluationTerms.HILL_IN_REACH];
                }
                score += weight[EvaluationTerms.HILL_CONTROL] * Long.bitCount(control[colour] & Endings.HILL);
            }
        }
        if (moves < FEW_MOVES_THRESHOLD) {
            score -= weight[EvaluationTerms.FEW_MOVES] * (FEW_MOVES_THRESHOLD - moves);
        }
        return score;
    }

    /**
     * What a colour's material loses when one of its pawns is taken, before the quiet-ply fade; a
     * value beyond every score when that leaves its king bare, which wins.
     *
     * @param board the board
     * @param colour the colour whose pawn is taken
     * @return centipawns
     */
    int pawnLoss(Board board, int colour) {
        long pieces = board.pieces(colour);
        long king = pieces & board.kings();
        int pawns = Long.bitCount(pieces & ~king);
        if (king != 0 && pawns - 1 <= barePawns) {
            return Scores.MATE;
        }
        return material(pawns, king != 0) - material(pawns - 1, king != 0);
    }

    /** The value of a side's pawns. */
    private int material(int pawns, boolean hasKing) {
        if (!hasKing) {
            return weight[EvaluationTerms.PLAIN_PAWN] * pawns;
        }
        int value = 0;
        for (int i = 1; i <= pawns - barePawns && i <= EvaluationTerms.PAWN_STEPS; i++) {
            value += weight[EvaluationTerms.PAWN + i - 1];
        }
        return value;
    }
}
