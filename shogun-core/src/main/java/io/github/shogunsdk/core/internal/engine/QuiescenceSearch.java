package io.github.shogunsdk.core.internal.engine;

import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.core.internal.board.Board;
import io.github.shogunsdk.core.internal.energy.LandingEnergy;
import io.github.shogunsdk.core.internal.legality.Attacks;
import io.github.shogunsdk.core.internal.legality.Legality;
import io.github.shogunsdk.core.internal.movegen.MoveGenerator;

/**
 * The lower half of the {@link NodeSearch}: the {@link #quiesce quiescence search} at its leaves,
 * and what both halves share, on a mutable {@link Board} with make/unmake: the position searched,
 * the node count, the {@link TranspositionTable} and {@link MoveOrder} in use, the principal
 * variations, the keys of the search path, and the rules a node judges itself by.
 *
 * <p>The end of the game follows the end-of-game rules of the rule set: a move that captures a king
 * (coursework), leaves the other side bare or puts the king on the hill (koth) wins at once; a
 * side with no legal move loses; a position that repeats one of the game or of the search path
 * (when repetition draws) or reaches the quiet-ply limit is a draw, once it is known that the side
 * to move has a legal move. Legality follows the variant as {@link Legality} does.
 *
 * <p>Buffers of moves and scores are allocated once per ply, so the search itself allocates
 * nothing. Mutable; one search at a time, stopped through its {@link SearchControl}.
 */
abstract class QuiescenceSearch {

    /** The deepest ply the search (with quiescence) reaches. */
    static final int MAX_PLY = 128;

    /**
     * How many plies of quiescence a side in check searches all its moves rather than standing pat:
     * 3, since deeper evasions cost more nodes than the checks they resolve are worth.
     */
    private static final int QUIESCENCE_EVASIONS = 3;

    /**
     * The most plies of captures the quiescence search follows before it trusts the evaluation:
     * crowded analysis boards have so many captures that an unbounded exchange search explodes.
     */
    private static final int MAX_QUIESCENCE = 8;

    /**
     * How far, in centipawns, a capture may lift the evaluation beyond the material it wins (the
     * threats and mobility it changes); a capture that cannot reach alpha even so is not tried.
     */
    private static final int DELTA_MARGIN = 200;

    /** A check state the caller has not tested. */
    static final int UNKNOWN = -1;

    private final Variant variant;
    /** Whether the variant is coursework, which knows no check: a move that captures a king wins. */
    final boolean coursework;
    private final int quietPlyLimit;
    private final boolean repetitionDraws;
    private final LandingEnergy energy;
    final Endings endings;
    private final Evaluator evaluator;
    final SearchControl control;
    /** The table and move order in use: the first line's, or the other lines' ones. */
    TranspositionTable table;
    MoveOrder order;
    final PrincipalVariation pv = new PrincipalVariation(MAX_PLY);
    final KeyHistory keys = new KeyHistory();
    final int[][] moves = new int[MAX_PLY + 1][MoveGenerator.MAX_MOVES];
    final int[][] scores = new int[MAX_PLY + 1][MoveGenerator.MAX_MOVES];

    Board board;
    long nodes;
    /** The endgame tables the search scores covered nodes by; null for none. */
    TableProbe tables;

    /**
     * Creates the search; {@link #use} gives it a table and a move order before it searches.
     *
     * @param rules the rule set
     * @param energy the landing energies to assume during the search
     * @param control the control that stops its searches
     */
    QuiescenceSearch(RuleSet rules, LandingEnergy energy, SearchControl control) {
        this.variant = rules.variant();
        this.coursework = variant == Variant.COURSEWORK;
        this.quietPlyLimit = rules.quietPlyLimit();
        this.repetitionDraws = rules.repetitionDraw();
        this.energy = energy;
        this.endings = new Endings(rules);
        this.evaluator = new Evaluator(endings.barePawns(), endings.hasHill(), Evaluator.WEIGHTS);
        this.control = control;
    }

    /**
     * Makes a move order fit for this search: killers for every ply it reaches, and under koth the
     * hill squares first.
     *
     * @return a new, empty move order
     */
    final MoveOrder newMoveOrder() {
        return new MoveOrder(MAX_PLY + 1, endings.hasHill() ? Endings.HILL : 0);
    }

    /**
     * Starts a search at a root, with no node counted yet.
     *
     * @param root the position, searched in place and left as it was
     * @param history the keys of the game's positions that can repeat, the root's included
     */
    final void start(Board root, GameKeys history) {
        board = root;
        nodes = 0;
        keys.reset(history, root.key());
    }

    /**
     * Searches on with another transposition table and move order: the first line's, or those of
     * the other lines of a search of several.
     *
     * @param table the table
     * @param order the move order
     */
    final void use(TranspositionTable table, MoveOrder order) {
        this.table = table;
        this.order = order;
    }

    /**
     * Scores the nodes the tables cover by them from now on.
     *
     * @param probe the tables, or null for none
     */
    final void useTables(TableProbe probe) {
        this.tables = probe;
    }

    /**
     * Returns the nodes visited since {@link #start}.
     *
     * @return the count
     */
    final long nodes() {
        return nodes;
    }

    /**
     * Returns the best lines found, the root's the last root search's best line.
     *
     * @return the principal variations, which the next search changes
     */
    final PrincipalVariation pv() {
        return pv;
    }

    /** Makes a move with the landing energy the search assumes. */
    final void make(int move) {
        int from = MoveGenerator.from(move);
        int to = MoveGenerator.to(move);
        board.make(from, to, energy.landing(board, from, to));
    }

    /**
     * Makes a pseudo-legal move of the side to move if it is legal under the variant.
     *
     * @return true when the move was legal and is now made; false when the board is unchanged
     */
    final boolean makeIfLegal(int move) {
        if (coursework) {
            if (!Legality.isLegal(board, variant, move)) {
                return false;
            }
            make(move);
            return true;
        }
        int us = board.sideToMove();
        make(move);
        if (Attacks.isInCheck(board, us)) {
            board.unmake();
            return false;
        }
        return true;
    }

    /**
     * The quiescence search: the side to move may stand pat on the static evaluation or try its
     * captures (and, under koth, king moves onto the hill); a side in check searches all its moves
     * instead, for a few plies. A side with no legal move has lost, here as anywhere. The
     * transposition table serves here too: captures reach the same positions in many orders.
     */
    final int quiesce(int ply, int alpha, int beta, int quiescencePly, int check) {
        nodes++;
        pv.clear(ply);
        if (control.shouldStop(nodes)) {
            return 0;
        }
        if (isDraw()) {
            return hasLegalMove() ? Scores.DRAW : Scores.lossAt(ply);
        }
        if (ply >= MAX_PLY - 1 || quiescencePly >= MAX_QUIESCENCE) {
            return evaluate();
        }
        // The table's bound of any depth decides here; the result is stored at depth 0 unless a
        // search of some depth left its entry (and the move it found) for this position.
        long key = board.key();
        int originalAlpha = alpha;
        long entry = table.probe(key);
        if (entry != 0) {
            int stored = Scores.fromTable(TranspositionTable.score(entry), ply);
            if (TranspositionTable.decides(entry, stored, alpha, beta)) {
                return stored;
            }
        }
        boolean store = entry == 0 || TranspositionTable.depth(entry) == 0;
        int us = board.sideToMove();
        int[] list = moves[ply];
        int[] listScores = scores[ply];
        boolean evading = quiescencePly < QUIESCENCE_EVASIONS
                && (check == UNKNOWN ? Attacks.isInCheck(board, us) : check == 1);
        int best = -Scores.INFINITE;
        int searched;
        boolean hopeless = false;
        if (evading) {
            searched = MoveGenerator.pseudoLegal(board, board.pieces(us), list, 0);
            order.score(board, list, listScores, searched, 0, ply);
        } else {
            if (!hasLegalMove()) {
                return Scores.lossAt(ply);
            }
            int whole = evaluator.evaluate(board);
            best = faded(whole);
            // Standing pat at or above beta cuts off: no capture is tried, and the table keeps the
            // lower bound below.
            searched = best >= beta ? 0 : order.tactical(board, list, listScores);
            alpha = Math.max(alpha, best);
            // Delta pruning: every capture here takes one pawn (a king capture wins at once); when
            // even that and a margin leave the side below alpha, none of them is tried. A capture
            // starts the quiet count again and so restores the whole evaluation, which the faded
            // one understates for the side ahead: the bound takes the larger of the two.
            hopeless = searched > 0
                    && Math.max(best, whole) + evaluator.pawnLoss(board, us ^ 1) + DELTA_MARGIN <= alpha;
        }
        int legal = 0;
        for (int i = 0; i < searched; i++) {
            int move = MoveOrder.pick(list, listScores, i, searched);
            int to = MoveGenerator.to(move);
            boolean capturedKing = board.isKing(to);
            if (hopeless && !capturedKing && board.colourAt(to) >= 0) {
                continue;
            }
            if (!makeIfLegal(move)) {
                continue;
            }
            legal++;
            int score;
            if (endings.moverWon(board, capturedKing)) {
                nodes++;
                pv.clear(ply + 1);
                score = Scores.winAfter(ply);
            } else {
                keys.push(board.key());
                score = -quiesce(ply + 1, -beta, -alpha, quiescencePly + 1, UNKNOWN);
                keys.pop();
            }
            board.unmake();
            if (control.stopped()) {
                return 0;
            }
            if (score > best) {
                best = score;
                if (score > alpha) {
                    alpha = score;
                    pv.update(ply, move);
                    if (alpha >= beta) {
                        break;
                    }
                }
            }
        }
        if (evading && legal == 0) {
            return Scores.lossAt(ply);
        }
        if (store) {
            table.store(key, 0, 0, TranspositionTable.boundOf(best, originalAlpha, beta), Scores.toTable(best, ply));
        }
        return best;
    }

    /**
     * The static evaluation, drawn linearly toward zero as the quiet-ply counter nears its limit
     * (the whole of it at a capture, nothing at the limit): an edge that no capture realises
     * fades, so the side ahead trades or wins material in time rather than drifting into the
     * draw, and prefers the capture that starts the count again.
     */
    final int evaluate() {
        return faded(evaluator.evaluate(board));
    }

    /** The whole evaluation {@code score} drawn toward zero by the quiet-ply counter, as {@link #evaluate} says. */
    private int faded(int score) {
        if (quietPlyLimit > 0) {
            int left = Math.max(0, quietPlyLimit - board.quietPlies());
            score = (int) ((long) score * left / quietPlyLimit);
        }
        return score;
    }

    /** Whether the position is drawn by the quiet-ply limit or by repeating an earlier one. */
    final boolean isDraw() {
        int quiet = board.quietPlies();
        return quietPlyLimit > 0 && quiet >= quietPlyLimit || repetitionDraws && keys.repeats(quiet);
    }

    /** Whether the side to move has a legal move. */
    final boolean hasLegalMove() {
        return Legality.hasLegalMove(board, variant, board.pieces(board.sideToMove()));
    }
}
