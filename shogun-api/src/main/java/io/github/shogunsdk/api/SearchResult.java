package io.github.shogunsdk.api;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * What a search found: the best move, its score, the line the engine expects, the depth reached
 * and the work done.
 *
 * <p>Scores are from the side to move's point of view, in hundredths of a pawn. A forced win is
 * scored {@link #MATE} minus the number of plies to the end, so shorter wins score higher; a
 * forced loss is the negative.
 *
 * <pre>{@code
 * SearchResult result = engine.search(position, SearchLimits.depth(3));
 * result.winsIn();   // OptionalInt[1] when the best move ends the game at once
 * }</pre>
 *
 * @param bestMove the move to play
 * @param score the score of the position after best play, for the side to move
 * @param principalVariation the expected line, starting with {@code bestMove}
 * @param depth the last fully searched depth, in plies
 * @param nodes the nodes visited
 * @param elapsed the time spent
 */
public record SearchResult(Move bestMove, int score, List<Move> principalVariation, int depth, long nodes,
        Duration elapsed) {

    /** The score of winning at once; a win in {@code n} plies scores {@code MATE - n}. */
    public static final int MATE = 1_000_000;

    /** Scores at least this far from zero are forced wins or losses. */
    public static final int MATE_BOUND = MATE - 1_000;

    /**
     * Validates the components.
     *
     * @param bestMove see the type's description
     * @param score see the type's description
     * @param principalVariation see the type's description
     * @param depth see the type's description
     * @param nodes see the type's description
     * @param elapsed see the type's description
     */
    public SearchResult {
        Objects.requireNonNull(bestMove, "bestMove");
        principalVariation = List.copyOf(principalVariation);
        Objects.requireNonNull(elapsed, "elapsed");
    }

    /**
     * Returns in how many plies of the side to move's own best play the game is won, when the
     * search found a forced win; 1 means the best move itself wins.
     *
     * @return the plies to the win, or empty
     */
    public OptionalInt winsIn() {
        return score >= MATE_BOUND ? OptionalInt.of(MATE - score) : OptionalInt.empty();
    }

    /**
     * Returns in how many plies the side to move loses against best play, when the search found a
     * forced loss.
     *
     * @return the plies to the loss, or empty
     */
    public OptionalInt losesIn() {
        return score <= -MATE_BOUND ? OptionalInt.of(MATE + score) : OptionalInt.empty();
    }
}
