package io.github.shogunsdk.core.internal.engine;

/**
 * Score conventions of the search: centipawns from the side to move's point of view, a draw is
 * zero, and a win in {@code n} plies from the root is {@link #MATE}{@code - n} (a loss
 * the negative), so shorter wins and longer losses score better. Scores kept in the transposition
 * table count mate distances from the stored node instead of the root.
 */
final class Scores {

    /** The score of a win at once. */
    static final int MATE = 1_000_000;

    /** A bound beyond every real score. */
    static final int INFINITE = MATE + 1;

    /** Scores at least this far from zero are forced wins or losses. */
    static final int MATE_BOUND = MATE - 1_000;

    /** The score of a drawn position. */
    static final int DRAW = 0;

    private Scores() {
    }

    /**
     * Converts a search score into the API's score.
     *
     * @param score a score relative to the root
     * @return the API score
     */
    static io.github.shogunsdk.api.Score toApi(int score) {
        if (score >= MATE_BOUND) {
            return io.github.shogunsdk.api.Score.ofWinIn(MATE - score);
        }
        if (score <= -MATE_BOUND) {
            return io.github.shogunsdk.api.Score.ofLossIn(MATE + score);
        }
        int limit = io.github.shogunsdk.api.Score.MAX_CENTIPAWNS;
        return io.github.shogunsdk.api.Score.ofCentipawns(Math.max(-limit, Math.min(limit, score)));
    }

    /**
     * Returns the score of the side to move that has lost at a node.
     *
     * @param ply the node's distance from the root
     * @return a mate score for the loser
     */
    static int lossAt(int ply) {
        return -(MATE - ply);
    }

    /**
     * Returns the score of the side to move that wins with its next move.
     *
     * @param ply the distance from the root of the node where the winning move is made
     * @return a mate score for the winner
     */
    static int winAfter(int ply) {
        return MATE - ply - 1;
    }

    /**
     * Converts a score relative to the root into one relative to a node, for the table.
     *
     * @param score a score as the search returns it
     * @param ply the node's distance from the root
     * @return the score to store
     */
    static int toTable(int score, int ply) {
        if (score >= MATE_BOUND) {
            return score + ply;
        }
        return score <= -MATE_BOUND ? score - ply : score;
    }

    /**
     * Converts a stored score back into one relative to the root.
     *
     * @param score a stored score
     * @param ply the distance from the root of the node that reads it
     * @return the score relative to the root
     */
    static int fromTable(int score, int ply) {
        if (score >= MATE_BOUND) {
            return score - ply;
        }
        return score <= -MATE_BOUND ? score + ply : score;
    }
}
