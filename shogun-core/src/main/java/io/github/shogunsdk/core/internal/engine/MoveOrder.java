package io.github.shogunsdk.core.internal.engine;

import io.github.shogunsdk.core.internal.board.Board;
import io.github.shogunsdk.core.internal.movegen.MoveGenerator;
import java.util.Arrays;

/**
 * Orders moves so that alpha-beta cuts early: the transposition table's move first, then winning
 * tactical moves (a king capture, a king onto the hill), then captures by most valuable victim and
 * least valuable attacker, then the two killer moves of the ply, then quiet moves by their history
 * score. Keeps the killer and history tables between the nodes of one search; {@link #clear()}
 * empties them so every search starts alike.
 */
final class MoveOrder {

    private static final int TABLE_MOVE = 1 << 30;
    private static final int WINNING = 1 << 29;
    private static final int CAPTURE = 1 << 28;
    private static final int KILLER_FIRST = 1 << 27;
    private static final int KILLER_SECOND = KILLER_FIRST - 1;
    private static final int HISTORY_LIMIT = 1 << 20;

    private final int[] killers;
    private final int[] history = new int[2 * 64 * 64];
    private final long hill;

    /**
     * Creates empty tables.
     *
     * @param maxPly the deepest ply the search reaches
     * @param hill the squares a king wins on (the koth hill), or 0
     */
    MoveOrder(int maxPly, long hill) {
        killers = new int[2 * maxPly];
        this.hill = hill;
    }

    /** Forgets the killers and the history. */
    void clear() {
        Arrays.fill(killers, 0);
        Arrays.fill(history, 0);
    }

    /**
     * Forgets the killers and halves the history, for a search that goes on from the last one's
     * game: what cut off there still tends to, but newer cut-offs should count more.
     */
    void age() {
        Arrays.fill(killers, 0);
        for (int i = 0; i < history.length; i++) {
            history[i] >>= 1;
        }
    }

    /**
     * Scores moves for ordering, higher first.
     *
     * @param board the board, the side to move's moves
     * @param moves packed moves
     * @param scores receives one score per move
     * @param count the number of moves
     * @param tableMove the transposition table's move, or 0
     * @param ply the node's ply
     */
    void score(Board board, int[] moves, int[] scores, int count, int tableMove, int ply) {
        int us = board.sideToMove();
        long enemies = board.pieces(us ^ 1);
        int killer1 = killers[2 * ply];
        int killer2 = killers[2 * ply + 1];
        for (int i = 0; i < count; i++) {
            int move = moves[i];
            int from = MoveGenerator.from(move);
            int to = MoveGenerator.to(move);
            int score;
            if (move == tableMove) {
                score = TABLE_MOVE;
            } else if ((enemies >>> to & 1) != 0) {
                score = CAPTURE + victim(board, to) * 16 - attacker(board, from);
                if (board.isKing(to)) {
                    score = WINNING;
                }
            } else if (board.isKing(from) && (hill >>> to & 1) != 0) {
                score = WINNING;
            } else if (move == killer1) {
                score = KILLER_FIRST;
            } else if (move == killer2) {
                score = KILLER_SECOND;
            } else {
                score = history[us << 12 | move];
            }
            scores[i] = score;
        }
    }

    /**
     * Writes and scores only the tactical moves of the side to move: captures, and king moves onto
     * the hill. They come in the order {@link MoveGenerator#pseudoLegal} lists them, without
     * listing the quiet moves the quiescence search never plays.
     *
     * @param board the board, the side to move's moves
     * @param moves receives the tactical moves, packed, from index 0
     * @param scores receives one score per tactical move
     * @return the number of tactical moves
     */
    int tactical(Board board, int[] moves, int[] scores) {
        int us = board.sideToMove();
        long own = board.pieces(us);
        long enemies = board.pieces(us ^ 1);
        long occupied = own | enemies;
        int count = 0;
        for (long movers = own; movers != 0; movers &= movers - 1) {
            int from = Long.numberOfTrailingZeros(movers);
            boolean king = board.isKing(from);
            long targets = MoveGenerator.reach(from, board.energyAt(from), occupied, own)
                    & (king ? enemies | hill : enemies);
            for (; targets != 0; targets &= targets - 1) {
                int to = Long.numberOfTrailingZeros(targets);
                moves[count] = MoveGenerator.pack(from, to);
                scores[count++] = board.colourAt(to) < 0 || board.isKing(to) ? WINNING
                        : CAPTURE + victim(board, to) * 16 - attacker(board, from);
            }
        }
        return count;
    }

    /**
     * Moves the best-scored move among {@code moves[from..count)} to index {@code from}.
     *
     * @param moves packed moves
     * @param scores their scores, reordered alike
     * @param from the first index still to pick from
     * @param count the number of moves
     * @return the move now at {@code from}
     */
    static int pick(int[] moves, int[] scores, int from, int count) {
        int best = from;
        for (int i = from + 1; i < count; i++) {
            if (scores[i] > scores[best]) {
                best = i;
            }
        }
        int move = moves[best];
        int score = scores[best];
        moves[best] = moves[from];
        scores[best] = scores[from];
        moves[from] = move;
        scores[from] = score;
        return move;
    }

    /**
     * Records a quiet move that caused a beta cut-off: it becomes the ply's first killer and gains
     * history.
     *
     * @param side the mover's colour
     * @param move the packed move
     * @param ply the node's ply
     * @param depth the node's remaining depth
     */
    void cutoff(int side, int move, int ply, int depth) {
        if (killers[2 * ply] != move) {
            killers[2 * ply + 1] = killers[2 * ply];
            killers[2 * ply] = move;
        }
        int index = side << 12 | move;
        history[index] += depth * depth;
        if (history[index] > HISTORY_LIMIT) {
            for (int i = 0; i < history.length; i++) {
                history[i] >>= 1;
            }
        }
    }

    /** The value of a captured piece for ordering: a king above all, then pawns by energy. */
    private static int victim(Board board, int square) {
        return board.isKing(square) ? 64 : 8 + board.energyAt(square);
    }

    /** The cost of the capturing piece for ordering: capturing with the king risks it. */
    private static int attacker(Board board, int square) {
        return board.isKing(square) ? 8 : board.energyAt(square);
    }
}
