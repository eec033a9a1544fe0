package io.github.shogunsdk.core.internal.engine;

import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.core.internal.energy.LandingEnergy;
import io.github.shogunsdk.core.internal.legality.Attacks;
import io.github.shogunsdk.core.internal.movegen.MoveGenerator;

/**
 * The search of the nodes below the root, in the window and to the depth the {@link Searcher}
 * chooses: negamax with alpha-beta pruning and principal-variation search, fail-soft, which ends in
 * the {@link QuiescenceSearch quiescence search} it extends. A side in check searches a ply deeper;
 * a side that can pass and still fail high cuts off (null move); late quiet moves are searched
 * shallower first (late-move reductions), and near the leaves, with hopeless quiet moves, not at
 * all (late-move pruning, futility). Mutable; one search at a time.
 */
final class NodeSearch extends QuiescenceSearch {

    /** The shallowest depth at which a side may pass to prove that its position holds (null move). */
    private static final int NULL_MOVE_DEPTH = 3;
    /**
     * A side passes only with at least this many pieces: every piece must move its whole energy,
     * so with few pieces having to move is a real burden and a pass would misjudge the position.
     */
    private static final int NULL_MOVE_PIECES = 4;
    /** Quiet moves after this many legal moves are searched one ply shallower first. */
    private static final int LATE_MOVE = 3;
    /** The shallowest depth at which late moves are reduced. */
    private static final int REDUCTION_DEPTH = 3;
    /**
     * Near the leaves, a side whose evaluation beats beta by this much a ply of depth left (a ply
     * less where its evaluation improves) is taken to hold (reverse futility), and a quiet move that cannot lift the evaluation to alpha
     * with this much a ply is not searched (futility).
     */
    private static final int FUTILITY_MARGIN = 85;
    /**
     * The deepest depth at which quiet moves late in the order are not searched (late-move
     * pruning): those after the first 3 + depth² legal moves where the side's evaluation improves,
     * after half as many where it does not.
     */
    private static final int LATE_MOVE_PRUNING_DEPTH = 4;
    /** The deepest depth at which futility applies. */
    private static final int FUTILITY_DEPTH = 4;
    /** How many plies checks may extend one line, so a perpetual check cannot run to the ply cap. */
    private static final int MAX_EXTENSIONS = 16;

    /** Whether a king's move may win on the hill, so no king's move is pruned as futile. */
    private final boolean hill;
    /**
     * The static evaluation of each ply of the current line, {@link #NO_EVAL} where none was made
     * (in check), so that a node can tell whether its side's position improved since its last move.
     */
    private final int[] evals = new int[MAX_PLY + 1];
    /** No static evaluation at a ply. */
    private static final int NO_EVAL = Integer.MIN_VALUE;

    /**
     * Creates a node search; {@link #use} gives it a table and a move order before it searches.
     *
     * @param rules the rule set
     * @param energy the landing energies to assume during the search
     * @param control the control that stops its searches
     */
    NodeSearch(RuleSet rules, LandingEnergy energy, SearchControl control) {
        super(rules, energy, control);
        this.hill = endings.hasHill();
    }

    /**
     * One iteration at the root over the legal moves {@code list[from..count)}, the previous best
     * first; the best move is moved to {@code from}, the others keep their order.
     *
     * @param list the root moves
     * @param from the first move to search
     * @param count the end of the moves to search
     * @param depth the iteration's depth
     * @param alpha the window's lower bound
     * @param beta the window's upper bound
     * @return the best score found, fail-soft; when stopped, that of the moves searched to the end
     */
    int searchRoot(int[] list, int from, int count, int depth, int alpha, int beta) {
        nodes++;
        pv.clear(0);
        evals[0] = NO_EVAL;
        int best = -Scores.INFINITE;
        int bestIndex = from;
        for (int i = from; i < count; i++) {
            int move = list[i];
            int score = searchMove(move, 0, depth, alpha, beta, i == from, 0);
            if (control.stopped()) {
                return best;
            }
            if (score > best) {
                best = score;
                bestIndex = i;
                if (score > alpha) {
                    alpha = score;
                    pv.update(0, move);
                    if (alpha >= beta) {
                        break;
                    }
                }
            }
        }
        int move = list[bestIndex];
        System.arraycopy(list, from, list, from + 1, bestIndex - from);
        list[from] = move;
        return best;
    }

    /**
     * Makes a legal move, scores it from the mover's point of view (a full window for the first
     * move, else a null window and a re-search when it may be better), and takes it back.
     */
    private int searchMove(int move, int ply, int depth, int alpha, int beta, boolean first, int extensions) {
        boolean capturedKing = board.isKing(MoveGenerator.to(move));
        make(move);
        int score = afterMove(ply, depth, alpha, beta, first, capturedKing, 0, extensions);
        board.unmake();
        return score;
    }

    /**
     * Scores the position just reached by a legal move of the side that moved at {@code ply}; a
     * late quiet move is first searched {@code reduction} plies shallower, and again at full depth
     * if it then looks better than alpha.
     */
    private int afterMove(int ply, int depth, int alpha, int beta, boolean first, boolean capturedKing,
            int reduction, int extensions) {
        if (endings.moverWon(board, capturedKing)) {
            nodes++;
            pv.clear(ply + 1);
            return Scores.winAfter(ply);
        }
        keys.push(board.key());
        int score;
        if (first) {
            score = -search(ply + 1, depth - 1, -beta, -alpha, extensions, true);
        } else {
            score = alpha + 1;
            if (reduction > 0) {
                score = -search(ply + 1, depth - 1 - reduction, -alpha - 1, -alpha, extensions, true);
            }
            if (score > alpha && !control.stopped()) {
                score = -search(ply + 1, depth - 1, -alpha - 1, -alpha, extensions, true);
            }
            if (score > alpha && score < beta && !control.stopped()) {
                score = -search(ply + 1, depth - 1, -beta, -alpha, extensions, true);
            }
        }
        keys.pop();
        return score;
    }

    /**
     * Whether the side to move may pass here to show that its position holds: not in a principal
     * line, not in check, not right after a pass, deep enough, with enough pieces and an
     * evaluation at or above beta.
     */
    private boolean mayPass(int depth, int beta, boolean pvNode, boolean inCheck, boolean passAllowed,
            int staticEval) {
        if (!passAllowed || pvNode || inCheck || depth < NULL_MOVE_DEPTH || Math.abs(beta) >= Scores.MATE_BOUND) {
            return false;
        }
        if (Long.bitCount(board.pieces(board.sideToMove())) < NULL_MOVE_PIECES) {
            return false;
        }
        return staticEval >= beta;
    }

    /**
     * The alpha-beta search of an inner node, fail-soft. A side in check searches a ply deeper (up
     * to {@link #MAX_EXTENSIONS} times a line); a side that can pass and still fail high cuts off
     * (null move); late quiet moves are searched shallower first (late-move reductions), and near
     * the leaves not at all (late-move pruning), unless they give check.
     */
    private int search(int ply, int depth, int alpha, int beta, int extensions, boolean passAllowed) {
        if (tables != null) {
            // Before the leaves' quiescence too: a capture into a covered material ends the search there.
            int exact = tables.score(board, ply);
            if (exact != TableProbe.NOT_COVERED) {
                nodes++;
                pv.clear(ply);
                return exact;
            }
        }
        int us = board.sideToMove();
        boolean inCheck = !coursework && Attacks.isInCheck(board, us);
        if (inCheck && extensions < MAX_EXTENSIONS && depth >= 0) {
            depth++;
            extensions++;
        }
        if (depth <= 0) {
            // The check test just made is not repeated (coursework knows no check here, so it asks).
            return quiesce(ply, alpha, beta, 0, coursework ? UNKNOWN : inCheck ? 1 : 0);
        }
        nodes++;
        pv.clear(ply);
        if (control.shouldStop(nodes)) {
            return 0;
        }
        if (isDraw()) {
            return hasLegalMove() ? Scores.DRAW : Scores.lossAt(ply);
        }
        alpha = Math.max(alpha, Scores.lossAt(ply));
        beta = Math.min(beta, Scores.winAfter(ply));
        if (alpha >= beta) {
            return alpha;
        }
        if (ply >= MAX_PLY - 1) {
            return evaluate();
        }
        boolean pvNode = beta - alpha > 1;
        long key = board.key();
        long entry = table.probe(key);
        int tableMove = 0;
        if (entry != 0) {
            // Only a hint: it leads the order only if it is one of the moves generated below, each
            // checked for legality before it is made, so a wrong entry (a key shared by two
            // positions, or another thread's entry) can never make an illegal move.
            tableMove = TranspositionTable.move(entry);
            if (!pvNode && TranspositionTable.depth(entry) >= depth) {
                int stored = Scores.fromTable(TranspositionTable.score(entry), ply);
                if (TranspositionTable.decides(entry, stored, alpha, beta)) {
                    return stored;
                }
            }
        }

        int staticEval = inCheck ? 0 : evaluate();
        evals[ply] = inCheck ? NO_EVAL : staticEval;
        // Improving: the side's evaluation rose since its last move (two plies up), so a good
        // node is likelier to stay good and a bad one to recover; where unknown, assume it did.
        boolean improving = ply < 2 || evals[ply - 2] == NO_EVAL || inCheck || staticEval > evals[ply - 2];
        // Under koth a king that can step onto the hill threatens to win at once, as a check
        // threatens to take the king: then nothing is pruned here, or a forced win could hide.
        boolean threatened = inCheck || hill && !pvNode && depth <= FUTILITY_DEPTH && kingNearHill(us ^ 1);
        boolean futile = false;
        if (!pvNode && !threatened && depth <= FUTILITY_DEPTH && Math.abs(beta) < Scores.MATE_BOUND
                && Math.abs(alpha) < Scores.MATE_BOUND) {
            int margin = FUTILITY_MARGIN * (improving ? depth - 1 : depth);
            if (staticEval - margin >= beta) {
                return staticEval - margin;
            }
            futile = staticEval + FUTILITY_MARGIN * depth <= alpha;
        }
        if (mayPass(depth, beta, pvNode, inCheck, passAllowed, staticEval)) {
            int quiet = board.passTurn();
            keys.push(board.key());
            // The deeper the node, the more a pass may be reduced: 2 plies at depth 3, 3 from depth 4, 4 from 8.
            int reduction = 2 + depth / 4;
            int score = -search(ply + 1, depth - 1 - reduction, -beta, -beta + 1, extensions, false);
            keys.pop();
            board.restoreTurn(quiet);
            if (control.stopped()) {
                return 0;
            }
            if (score >= beta) {
                return score >= Scores.MATE_BOUND ? beta : score;
            }
        }

        int[] list = moves[ply];
        int[] listScores = scores[ply];
        int count = MoveGenerator.pseudoLegal(board, board.pieces(us), list, 0);
        order.score(board, list, listScores, count, tableMove, ply);
        int originalAlpha = alpha;
        // Late-move pruning keeps 3 + depth² moves where the evaluation improves, half as many where not.
        int lateMoves = improving ? 3 + depth * depth : (3 + depth * depth) / 2;
        int best = -Scores.INFINITE;
        int bestMove = 0;
        int legal = 0;
        for (int i = 0; i < count; i++) {
            int move = MoveOrder.pick(list, listScores, i, count);
            int to = MoveGenerator.to(move);
            boolean quiet = board.colourAt(to) < 0;
            boolean capturedKing = board.isKing(to);
            if (!makeIfLegal(move)) {
                continue;
            }
            legal++;
            int reduction = 0;
            boolean toHill = hill && board.isKing(to);
            boolean late = !pvNode && !threatened && depth <= LATE_MOVE_PRUNING_DEPTH && legal > lateMoves;
            if (quiet && legal > 1 && !toHill && (futile || late || legal > LATE_MOVE && depth >= REDUCTION_DEPTH && !inCheck && !pvNode
                    && move != tableMove) && !Attacks.isInCheck(board, board.sideToMove())) {
                if (futile || late) {
                    // A quiet move that gives no check cannot bring a hopeless node up to alpha,
                    // and near the leaves the quiet moves ordered last rarely can (late-move pruning).
                    board.unmake();
                    best = Math.max(best, alpha);
                    continue;
                }
                reduction = legal > 3 * LATE_MOVE && depth >= 2 * REDUCTION_DEPTH ? 2 : 1;
            }
            int score = afterMove(ply, depth, alpha, beta, legal == 1, capturedKing, reduction, extensions);
            board.unmake();
            if (control.stopped()) {
                return 0;
            }
            if (score > best) {
                best = score;
                bestMove = move;
                if (score > alpha) {
                    alpha = score;
                    pv.update(ply, move);
                    if (alpha >= beta) {
                        if (quiet) {
                            order.cutoff(us, move, ply, depth);
                        }
                        break;
                    }
                }
            }
        }
        if (legal == 0) {
            return Scores.lossAt(ply);
        }
        table.store(key, bestMove, depth, TranspositionTable.boundOf(best, originalAlpha, beta), Scores.toTable(best, ply));
        return best;
    }

    /** Whether a colour's king can reach a hill square with its next move. */
    private boolean kingNearHill(int colour) {
        int king = board.kingSquare(colour);
        return king >= 0 && (MoveGenerator.reach(king, board.energyAt(king), board.occupied(), board.pieces(colour))
                & Endings.HILL) != 0;
    }
}
