package io.github.shogunsdk.core.internal.engine;

import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.StopReason;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.core.internal.board.Board;
import io.github.shogunsdk.core.internal.energy.LandingEnergy;
import io.github.shogunsdk.core.internal.movegen.MoveGenerator;
import io.github.shogunsdk.core.internal.legality.Attacks;
import io.github.shogunsdk.core.internal.legality.Legality;
import java.util.Arrays;

/**
 * Iterative-deepening negamax with alpha-beta pruning and principal-variation search, on a mutable
 * {@link Board} with make/unmake, backed by a {@link TranspositionTable}, {@link MoveOrder}, a
 * capture {@link #quiesce quiescence search} and the {@link Evaluator}.
 *
 * <p>The end of the game follows the end-of-game rules of the rule set: a move that captures a king
 * (coursework), leaves the other side bare or puts the king on the hill (koth) wins at once; a
 * side with no legal move loses; a position that repeats one of the game or of the search path
 * (when repetition draws) or reaches the quiet-ply limit is a draw, once it is known that the side
 * to move has a legal move. Legality follows the variant as {@link Legality} does.
 *
 * <p>Several best lines (MultiPV) are searched at each depth one after another: the first as a
 * single-line search does, then each next line over the root moves not yet placed, with a second
 * transposition table and move order of its own, so the first line is always the one a single-line
 * search finds. A later line is searched with the line above's score as its upper bound: a move the
 * pruning now finds better than that is reported at that score, so the lines stay ordered.
 *
 * <p>A search on several threads (Lazy SMP, {@link SearchThreads}) runs one searcher a thread, all
 * sharing the first one's transposition table. The first searcher (helper 0) starts the table's
 * new search and its result is the one reported; the others, helpers 1 and on, search the same
 * root on their own with their own move order, only to fill the shared table, and differ from the
 * first so that they do not all search the same nodes at once: the odd ones search each iteration a
 * ply deeper, each starts with the root moves after the first in another order, and each opens
 * its aspiration window a little wider.
 *
 * <p>Buffers of moves and scores are allocated once per ply, so the search itself allocates
 * nothing. Mutable; one search at a time, stopped from any thread through its {@link StopSignal}.
 */
final class Searcher {

    /** The deepest ply the search (with quiescence) reaches. */
    static final int MAX_PLY = 128;

    /** How many plies of quiescence a side in check searches all its moves rather than standing pat. */
    private static final int QUIESCENCE_EVASIONS = 6;

    /**
     * The most plies of captures the quiescence search follows before it trusts the evaluation:
     * crowded analysis boards have so many captures that an unbounded exchange search explodes.
     */
    static final int MAX_QUIESCENCE = 8;

    /** A check state the caller has not tested. */
    private static final int UNKNOWN = -1;
    /** The half-width of the first window around the last iteration's score, in centipawns. */
    private static final int ASPIRATION = 35;
    /** From this depth on, iterations start with a narrow window around the last score. */
    private static final int ASPIRATION_DEPTH = 4;
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
     * Near the leaves, a side whose evaluation beats beta by this much a ply of depth left is
     * taken to hold (reverse futility), and a quiet move that cannot lift the evaluation to alpha
     * with this much a ply is not searched (futility).
     */
    private static final int FUTILITY_MARGIN = 85;
    /**
     * The deepest depth at which quiet moves late in the order are not searched (late-move
     * pruning): those after the first 2 + depth² legal moves.
     */
    private static final int LATE_MOVE_PRUNING_DEPTH = 4;
    /** The deepest depth at which futility applies. */
    private static final int FUTILITY_DEPTH = 4;
    /** How many plies checks may extend one line, so a perpetual check cannot run to the ply cap. */
    private static final int MAX_EXTENSIONS = 16;
    /** How much wider, in centipawns, each helper's aspiration window opens than the one before's, over four. */
    private static final int HELPER_ASPIRATION_STEP = 10;

    private final Variant variant;
    private final boolean coursework;
    private final int quietPlyLimit;
    private final boolean repetitionDraws;
    private final LandingEnergy energy;
    private final Endings endings;
    /** Whether a king's move may win on the hill, so no king's move is pruned as futile. */
    private final boolean hill;
    private final Evaluator evaluator;
    /** The table and move order of the first line, and those of the other lines when asked for. */
    private final TranspositionTable mainTable;
    private final MoveOrder mainOrder;
    private final int log2TableEntries;
    /** 0 for the searcher whose result counts; 1 and on for the helpers of a search on several threads. */
    private final int helper;
    /** Whether this searcher made its table, and so starts the table's new search at each of its own. */
    private final boolean ownsTable;
    /** The half-width of this searcher's first aspiration window. */
    private final int aspiration;
    private TranspositionTable sideTable;
    private MoveOrder sideOrder;
    /** The table and move order in use: the main ones, or the other lines' ones. */
    private TranspositionTable table;
    private MoveOrder order;
    private final PrincipalVariation pv = new PrincipalVariation(MAX_PLY);
    private final KeyHistory keys = new KeyHistory();
    private final SearchControl control = new SearchControl();
    private final int[][] moves = new int[MAX_PLY + 1][MoveGenerator.MAX_MOVES];
    private final int[][] scores = new int[MAX_PLY + 1][MoveGenerator.MAX_MOVES];

    private Board board;
    private long nodes;
    private int[] rootMoves;
    private int rootCount;
    /** The root moves as the other lines order them: the lines of the last depth first. */
    private int[] sideRoot;

    /**
     * Creates a searcher.
     *
     * @param rules the rule set
     * @param energy the landing energies to assume during the search
     * @param log2TableEntries the base-2 logarithm of the transposition table's size
     */
    Searcher(RuleSet rules, LandingEnergy energy, int log2TableEntries) {
        this(rules, energy, new TranspositionTable(log2TableEntries), 0, true);
    }

    /**
     * Creates a searcher on a table of another's, for a search on several threads: the table's
     * owner calls {@link TranspositionTable#newSearch()} before each search, and this searcher
     * never does.
     *
     * @param rules the rule set
     * @param energy the landing energies to assume during the search
     * @param table the transposition table to use
     * @param helper 0 for the searcher whose result counts, 1 and on for a helper
     */
    Searcher(RuleSet rules, LandingEnergy energy, TranspositionTable table, int helper) {
        this(rules, energy, table, helper, false);
    }

    private Searcher(RuleSet rules, LandingEnergy energy, TranspositionTable table, int helper, boolean ownsTable) {
        this.helper = helper;
        this.ownsTable = ownsTable;
        this.aspiration = ASPIRATION + HELPER_ASPIRATION_STEP * (helper % 4);
        this.variant = rules.variant();
        this.coursework = variant == Variant.COURSEWORK;
        this.quietPlyLimit = rules.quietPlyLimit();
        this.repetitionDraws = rules.repetitionDraw();
        this.energy = energy;
        this.endings = new Endings(rules);
        this.hill = endings.hasHill();
        this.evaluator = new Evaluator(endings.barePawns(), endings.hasHill(), Evaluator.WEIGHTS);
        this.log2TableEntries = table.log2Entries();
        this.mainTable = table;
        this.mainOrder = new MoveOrder(MAX_PLY + 1, endings.hasHill() ? Endings.HILL : 0);
        this.table = mainTable;
        this.order = mainOrder;
    }

    /**
     * Makes the other lines' table and move order at the first search of several lines: a table of
     * a quarter of the main one's entries, or the largest the heap holds.
     */
    private void prepareSideLines() {
        if (sideTable == null) {
            for (int log2 = Math.max(1, log2TableEntries - 2); sideTable == null; log2--) {
                try {
                    sideTable = new TranspositionTable(log2);
                } catch (OutOfMemoryError e) {
                    if (log2 <= 1) {
                        throw e;
                    }
                }
            }
            sideOrder = new MoveOrder(MAX_PLY + 1, endings.hasHill() ? Endings.HILL : 0);
        }
        sideTable.newSearch();
        sideOrder.clear();
    }

    /**
     * Returns the control of this searcher's searches, so that the first thread of a search on
     * several threads counts the helpers' nodes against its node limit.
     *
     * @return the control, the same for every search
     */
    SearchControl control() {
        return control;
    }

    /** Hears of each completed depth. */
    interface DepthListener {
        /**
         * Called after each completed depth, on the search thread.
         *
         * @param result what the search knows so far
         */
        void completed(Result result);
    }

    /**
     * Searches a position whose side to move has a legal move and whose game is not over. Under a
     * depth or node limit the transposition table, killers and history start empty, so the same
     * inputs always give the same result; a search that time alone limits goes on from the last
     * search's table and halved history ({@link #goesOn}). A searcher made on another's table leaves emptying it to the
     * table's owner.
     *
     * @param root the position; left as it was
     * @param history the keys of the game's positions that can repeat, the root's included
     * @param maxDepth the deepest iteration
     * @param lines how many best lines to find, 1 or more; fewer when there are fewer legal moves
     * @param nodeLimit the most nodes to visit
     * @param nanos the time allowed; {@link Long#MAX_VALUE} for none
     * @param stop the signal that stops this search
     * @param listener hears of each completed depth
     * @return what the last finished iteration found, and why the search ended
     */
    Result search(Board root, long[] history, int maxDepth, int lines, long nodeLimit, long nanos, StopSignal stop,
            DepthListener listener) {
        long start = System.nanoTime();
        return search(root, new GameKeys().reset(history), maxDepth, lines, nodeLimit,
                SearchClock.of(start, Long.MAX_VALUE, nanos, false), stop, listener);
    }

    /**
     * Whether a search goes on from the last one's table and history: only a search that time
     * alone limits, whose result depends on the clock anyway. A search with a depth or node limit
     * starts afresh even beside a time limit, so one that ends by its depth or nodes is repeatable.
     *
     * @param deadlines the search's deadlines
     * @param maxDepth the deepest iteration asked for
     * @param nodeLimit the most nodes asked for
     * @return true when the search keeps the last one's work
     */
    static boolean goesOn(SearchClock deadlines, int maxDepth, long nodeLimit) {
        return deadlines.timed() && maxDepth >= SearchLimits.MAX_DEPTH && nodeLimit == Long.MAX_VALUE;
    }

    /**
     * Searches a position as {@link #search(Board, long[], int, int, long, long, StopSignal,
     * DepthListener)} does, under a clock of soft and hard deadlines that may wait for a ponder hit.
     *
     * @param root the position; left as it was
     * @param history the keys of the game's positions that can repeat, the root's included; only read
     * @param maxDepth the deepest iteration
     * @param lines how many best lines to find, 1 or more
     * @param nodeLimit the most nodes to visit
     * @param deadlines no new depth past its soft deadline, a stop at its hard one
     * @param stop the signal that stops this search
     * @param listener hears of each completed depth
     * @return what the last finished iteration found, and why the search ended
     */
    Result search(Board root, GameKeys history, int maxDepth, int lines, long nodeLimit, SearchClock deadlines,
            StopSignal stop, DepthListener listener) {
        long start = System.nanoTime();
        control.start(stop, nodeLimit, deadlines);
        board = root;
        nodes = 0;
        keys.reset(history, root.key());
        table = mainTable;
        order = mainOrder;
        boolean keep = goesOn(deadlines, maxDepth, nodeLimit);
        if (ownsTable) {
            table.newSearch(keep);
        }
        if (keep) {
            order.age();
        } else {
            order.clear();
        }
        rootMoves = new int[MoveGenerator.MAX_MOVES];
        rootCount = Legality.legalMoves(board, variant, board.pieces(board.sideToMove()), rootMoves);
        if (rootCount == 0) {
            throw new IllegalArgumentException("the side to move has no legal move");
        }
        // The generator's order is its own; sorted, equal-scored moves keep a fixed order (start square, then destination).
        Arrays.sort(rootMoves, 0, rootCount);
        int[] rootScores = scores[0];
        order.score(board, rootMoves, rootScores, rootCount, 0, 0);
        sortRoot(rootScores);
        if (helper > 0 && rootCount > 2) {
            // The best-ordered move stays first; the others start from another place in their order.
            rotate(rootMoves, 1, rootCount, helper % (rootCount - 1));
        }
        int wanted = Math.min(lines, rootCount);
        if (wanted > 1) {
            prepareSideLines();
            sideRoot = Arrays.copyOf(rootMoves, rootCount);
        }

        int[][] bestLines = {{rootMoves[0]}};
        int[] bestScores = {evaluate()};
        int bestScore = bestScores[0];
        int completed = 0;
        for (int depth = 1; depth <= maxDepth; depth++) {
            if (depth > 1 && !control.mayContinue(nodes)) {
                break;
            }
            // Odd helpers search a ply deeper, so that while the first searcher completes a depth
            // they already fill the table for the next.
            int score = aspirate(depth + (helper & 1), bestScore, completed);
            if (control.stopped()) {
                // Stopped inside the first depth: the best of the root moves searched so far, if any.
                if (completed == 0 && score > -Scores.INFINITE) {
                    bestLines = new int[][] {pv.root()};
                    bestScores = new int[] {score};
                } else if (wanted == 1 && pv.length() > 0 && pv.first() != bestLines[0][0]) {
                    // Stopped inside a later depth: a root move searched to the end at this depth
                    // scored above the last best move, which this depth searched first.
                    bestLines = new int[][] {pv.root()};
                    bestScores = new int[] {score};
                }
                break;
            }
            int[][] found = new int[wanted][];
            int[] foundScores = new int[wanted];
            found[0] = pv.root();
            foundScores[0] = score;
            if (wanted > 1 && !searchOtherLines(depth, found, foundScores)) {
                // Stopped among the other lines: the last depth whose lines are all known, or this one's best line.
                if (completed == 0) {
                    bestLines = new int[][] {found[0]};
                    bestScores = new int[] {score};
                }
                break;
            }
            completed = depth;
            bestScore = score;
            bestLines = found;
            bestScores = foundScores;
            listener.completed(new Result(bestLines, bestScores, completed, nodes, System.nanoTime() - start, null));
            if (Math.abs(score) >= Scores.MATE_BOUND && Scores.MATE - Math.abs(score) <= depth) {
                break;
            }
        }
        StopReason reason = control.reason() == null ? StopReason.DEPTH : control.reason();
        return new Result(bestLines, bestScores, completed, nodes, System.nanoTime() - start, reason);
    }

    /**
     * Finds lines 2 and on at a depth, each the best over the root moves the lines above did not
     * take, with the other lines' table and move order; the first line is already in place.
     *
     * @return false when the search was stopped before every line was found
     */
    private boolean searchOtherLines(int depth, int[][] found, int[] foundScores) {
        // The first line's move leads; the other moves keep the order the last depth left them in.
        int first = found[0][0];
        int at = 0;
        while (sideRoot[at] != first) {
            at++;
        }
        System.arraycopy(sideRoot, 0, sideRoot, 1, at);
        sideRoot[0] = first;
        table = sideTable;
        order = sideOrder;
        try {
            for (int k = 1; k < found.length; k++) {
                int above = foundScores[k - 1];
                int score = searchRoot(sideRoot, k, rootCount, depth, -Scores.INFINITE, above + 1);
                if (control.stopped()) {
                    return false;
                }
                found[k] = pv.root();
                foundScores[k] = Math.min(score, above);
            }
            return true;
        } finally {
            table = mainTable;
            order = mainOrder;
        }
    }

    /** Rotates {@code list[from..to)} left by {@code by} places. */
    private static void rotate(int[] list, int from, int to, int by) {
        int[] copy = new int[to - from];
        System.arraycopy(list, from, copy, 0, copy.length);
        for (int i = 0; i < copy.length; i++) {
            list[from + i] = copy[(i + by) % copy.length];
        }
    }

    /** Sorts the root moves by their ordering scores, stably, best first. */
    private void sortRoot(int[] rootScores) {
        for (int i = 1; i < rootCount; i++) {
            int move = rootMoves[i];
            int score = rootScores[i];
            int j = i - 1;
            while (j >= 0 && rootScores[j] < score) {
                rootMoves[j + 1] = rootMoves[j];
                rootScores[j + 1] = rootScores[j];
                j--;
            }
            rootMoves[j + 1] = move;
            rootScores[j + 1] = score;
        }
    }

    /**
     * One iteration, first in a narrow window around the last iteration's score when that is not a
     * mate score; a score outside the window is searched again with the whole window.
     */
    private int aspirate(int depth, int last, int completed) {
        if (completed < ASPIRATION_DEPTH - 1 || Math.abs(last) >= Scores.MATE_BOUND) {
            return searchRoot(rootMoves, 0, rootCount, depth, -Scores.INFINITE, Scores.INFINITE);
        }
        int alpha = last - aspiration;
        int beta = last + aspiration;
        int score = searchRoot(rootMoves, 0, rootCount, depth, alpha, beta);
        if (!control.stopped() && (score <= alpha || score >= beta)) {
            score = searchRoot(rootMoves, 0, rootCount, depth, -Scores.INFINITE, Scores.INFINITE);
        }
        return score;
    }

    /**
     * One iteration at the root over the legal moves {@code list[from..count)}, the previous best
     * first; the best move is moved to {@code from}, the others keep their order.
     */
    private int searchRoot(int[] list, int from, int count, int depth, int alpha, int beta) {
        nodes++;
        pv.clear(0);
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

    /** Makes a move with the landing energy the search assumes. */
    private void make(int move) {
        int from = MoveGenerator.from(move);
        int to = MoveGenerator.to(move);
        board.make(from, to, energy.landing(board, from, to));
    }

    /**
     * Makes a pseudo-legal move of the side to move if it is legal under the variant.
     *
     * @return true when the move was legal and is now made; false when the board is unchanged
     */
    private boolean makeIfLegal(int move) {
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
                if (decides(entry, stored, alpha, beta)) {
                    return stored;
                }
            }
        }

        int staticEval = pvNode || inCheck ? 0 : evaluate();
        // Under koth a king that can step onto the hill threatens to win at once, as a check
        // threatens to take the king: then nothing is pruned here, or a forced win could hide.
        boolean threatened = inCheck || hill && !pvNode && depth <= FUTILITY_DEPTH && kingNearHill(us ^ 1);
        boolean futile = false;
        if (!pvNode && !threatened && depth <= FUTILITY_DEPTH && Math.abs(beta) < Scores.MATE_BOUND
                && Math.abs(alpha) < Scores.MATE_BOUND) {
            if (staticEval - FUTILITY_MARGIN * depth >= beta) {
                return staticEval - FUTILITY_MARGIN * depth;
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
            boolean late = !pvNode && !threatened && depth <= LATE_MOVE_PRUNING_DEPTH && legal > 2 + depth * depth;
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
        table.store(key, bestMove, depth, bound(best, originalAlpha, beta), Scores.toTable(best, ply));
        return best;
    }

    /**
     * The quiescence search: the side to move may stand pat on the static evaluation or try its
     * captures (and, under koth, king moves onto the hill); a side in check searches all its moves
     * instead, for a few plies. A side with no legal move has lost, here as anywhere. The
     * transposition table serves here too: captures reach the same positions in many orders.
     */
    private int quiesce(int ply, int alpha, int beta, int quiescencePly, int check) {
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
            if (decides(entry, stored, alpha, beta)) {
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
        if (evading) {
            searched = MoveGenerator.pseudoLegal(board, board.pieces(us), list, 0);
            order.score(board, list, listScores, searched, 0, ply);
        } else {
            if (!hasLegalMove()) {
                return Scores.lossAt(ply);
            }
            best = evaluate();
            // Standing pat at or above beta cuts off: no capture is tried, and the table keeps the
            // lower bound below.
            searched = best >= beta ? 0 : order.tactical(board, list, listScores);
            alpha = Math.max(alpha, best);
        }
        int legal = 0;
        for (int i = 0; i < searched; i++) {
            int move = MoveOrder.pick(list, listScores, i, searched);
            boolean capturedKing = board.isKing(MoveGenerator.to(move));
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
            table.store(key, 0, 0, bound(best, originalAlpha, beta), Scores.toTable(best, ply));
        }
        return best;
    }

    /**
     * The static evaluation, drawn linearly toward zero as the quiet-ply counter nears its limit
     * (the whole of it at a capture, nothing at the limit): an edge that no capture realises
     * fades, so the side ahead trades or wins material in time rather than drifting into the
     * draw, and prefers the capture that starts the count again.
     */
    private int evaluate() {
        int score = evaluator.evaluate(board);
        if (quietPlyLimit > 0) {
            int left = Math.max(0, quietPlyLimit - board.quietPlies());
            score = (int) ((long) score * left / quietPlyLimit);
        }
        return score;
    }

    /** Whether a colour's king can reach a hill square with its next move. */
    private boolean kingNearHill(int colour) {
        int king = board.kingSquare(colour);
        return king >= 0 && (MoveGenerator.reach(king, board.energyAt(king), board.occupied(), board.pieces(colour))
                & Endings.HILL) != 0;
    }

    /** Whether a table entry's score, with its bound, settles a node's window. */
    private static boolean decides(long entry, int stored, int alpha, int beta) {
        int bound = TranspositionTable.bound(entry);
        return bound == TranspositionTable.EXACT || bound == TranspositionTable.LOWER && stored >= beta
                || bound == TranspositionTable.UPPER && stored <= alpha;
    }

    /** The bound a fail-soft score is, given the window the node was searched with. */
    private static int bound(int best, int alpha, int beta) {
        return best >= beta ? TranspositionTable.LOWER : best > alpha ? TranspositionTable.EXACT : TranspositionTable.UPPER;
    }

    /** Whether the position is drawn by the quiet-ply limit or by repeating an earlier one. */
    private boolean isDraw() {
        int quiet = board.quietPlies();
        return quietPlyLimit > 0 && quiet >= quietPlyLimit || repetitionDraws && keys.repeats(quiet);
    }

    /** Whether the side to move has a legal move. */
    private boolean hasLegalMove() {
        return Legality.hasLegalMove(board, variant, board.pieces(board.sideToMove()));
    }

    /**
     * What a search found.
     *
     * @param lines the best lines, best first, packed moves from the root; at least one, none empty,
     *     each starting with a different move
     * @param scores the lines' scores for the side to move at the root, from best to worst
     * @param depth the last finished iteration
     * @param nodes the nodes visited
     * @param nanos the time spent
     * @param reason why the search ended; null in a progress report
     */
    record Result(int[][] lines, int[] scores, int depth, long nodes, long nanos, StopReason reason) {

        /**
         * Returns the principal variation.
         *
         * @return the first line
         */
        int[] line() {
            return lines[0];
        }

        /**
         * Returns the best line's score.
         *
         * @return the first line's score
         */
        int score() {
            return scores[0];
        }
    }
}
