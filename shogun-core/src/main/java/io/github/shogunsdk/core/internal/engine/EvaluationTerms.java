package io.github.shogunsdk.core.internal.engine;

import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.core.internal.board.Board;
import java.util.Arrays;

/**
 * The terms of the static evaluation and their weights, in centipawns. The evaluation is a sum of
 * weight times count over these terms, so a tuner can count each term's occurrences in a position
 * once ({@link #features}) and try new weights on those counts alone. docs/DESIGN.md tells how the
 * benchmarks module's tuning tools fit them to self-play games, and which of their results the
 * engine adopted.
 */
public final class EvaluationTerms {

    /** The first of the {@link #PAWN_STEPS} values of one more pawn, by how many the side has above the bare-king threshold. */
    public static final int PAWN = 0;
    /** How many pawns above the bare-king threshold have values of their own; the rest are worth nothing more. */
    public static final int PAWN_STEPS = 8;
    /** The value of a pawn of a side without a king (analysis boards). */
    public static final int PLAIN_PAWN = 8;
    /** Each destination a pawn can reach. */
    public static final int PAWN_MOBILITY = 9;
    /** Each destination the king can reach. */
    public static final int KING_MOBILITY = 10;
    /** The first of the side to move's pawns that are attacked and not enough defended (a cost). */
    public static final int ONE_THREAT = 11;
    /** Each further one: only one can be saved a move (a cost). */
    public static final int MORE_THREATS = 12;
    /** Each such pawn of the side that has just moved, which the other side may take (a cost). */
    public static final int WAITING_HANGING = 13;
    /** Each enemy piece controlling the king's square or its reach (a cost). */
    public static final int KING_ATTACKER = 14;
    /** A king with no destination free of enemy control (a cost). */
    public static final int NO_ESCAPE = 15;
    /** A king with exactly one (a cost). */
    public static final int ONE_ESCAPE = 16;
    /** Each move below four that a side has, pawns' and king's together (a cost). */
    public static final int FEW_MOVES = 17;
    /** Having the move. */
    public static final int TEMPO = 18;
    /** Koth: each step the king is nearer the hill than 6 steps away. */
    public static final int HILL_STEP = 19;
    /** Koth: a hill square in the king's reach that no enemy controls. */
    public static final int HILL_IN_REACH = 20;
    /** Koth: each hill square a side controls. */
    public static final int HILL_CONTROL = 21;
    /** The number of terms. */
    public static final int COUNT = 22;

    /**
     * The terms' names in order, one text so that javac writes it only where {@link #name} reads
     * it: the browser builds, which never name a term, then carry none of it.
     */
    private static final String NAMES = "pawn1 pawn2 pawn3 pawn4 pawn5 pawn6 pawn7 pawn8 plain-pawn pawn-mobility"
            + " king-mobility one-threat more-threats waiting-hanging king-attacker no-escape one-escape few-moves"
            + " tempo hill-step hill-in-reach hill-control";

    private EvaluationTerms() {
    }

    /**
     * Returns the weights the engine uses.
     *
     * @return a new array of {@link #COUNT} weights
     */
    public static int[] defaults() {
        return Arrays.copyOf(Evaluator.WEIGHTS, COUNT);
    }

    /**
     * Returns a term's name, as a tuner prints it.
     *
     * @param term 0 to {@link #COUNT} - 1
     * @return a short lower-case name
     */
    public static String name(int term) {
        return NAMES.split(" ")[term];
    }

    /**
     * Counts each term in a position, from the side to move's point of view (a term of the other
     * side counts negatively), so that the evaluation under weights {@code w} is the sum of
     * {@code w[i] * counts[i]}.
     *
     * @param board the position; left unchanged
     * @param rules the rule set, for the bare-king threshold and the hill
     * @return a new array of {@link #COUNT} counts
     */
    public static int[] features(Board board, RuleSet rules) {
        Endings endings = new Endings(rules);
        int[] unit = new int[COUNT];
        Evaluator evaluator = new Evaluator(endings.barePawns(), endings.hasHill(), unit);
        int[] counts = new int[COUNT];
        for (int term = 0; term < COUNT; term++) {
            unit[term] = 1;
            counts[term] = evaluator.evaluate(board);
            unit[term] = 0;
        }
        return counts;
    }
}
