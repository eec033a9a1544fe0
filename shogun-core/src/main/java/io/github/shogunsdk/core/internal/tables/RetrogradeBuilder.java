package io.github.shogunsdk.core.internal.tables;

import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.core.internal.board.Board;
import io.github.shogunsdk.core.internal.legality.Attacks;
import io.github.shogunsdk.core.internal.legality.Legality;
import io.github.shogunsdk.core.internal.legality.PositionOutcome;
import io.github.shogunsdk.core.internal.movegen.MoveGenerator;
import io.github.shogunsdk.core.internal.movegen.PathTable;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Computes one table by retrograde analysis (docs/TABLES.md, "Generation"): a sweep that decides
 * the positions the rules end and the captures into smaller tables, then levels of un-moves from
 * the decided positions. Run twice: once for the game value, once for the quiet distance. One
 * builder per table and thread.
 */
final class RetrogradeBuilder {

    /** Tables of up to four pieces: 2 × 64⁴ entries fit Java's arrays, five pieces do not (yet). */
    static final int MAX_PIECES = 4;

    private static final short UNRESOLVED = -1;
    private static final int DRAW_EXIT = 0x80;
    private static final int LOSS = 0;
    private static final int WIN = 1;
    private static final int DECIDED = 2;

    private final TableGeometry geometry;
    private final RuleSet rules;
    private final Variant variant;
    private final Function<Signature, TableValues> smaller;
    private final int entries;
    private final int[] moves = new int[MoveGenerator.MAX_MOVES];

    private short[] out;
    private byte[] counts;
    private short[] lossExits;
    private List<IntList> buckets;

    /**
     * @param smaller the finished tables of the signatures one piece smaller
     */
    RetrogradeBuilder(Signature signature, RuleSet rules, EnergyModel model, Function<Signature, TableValues> smaller) {
        if (signature.pieces() > MAX_PIECES) {
            throw new IllegalArgumentException("tables of more than " + MAX_PIECES + " pieces are not supported yet: "
                    + signature);
        }
        this.geometry = new TableGeometry(signature, model);
        this.rules = rules;
        this.variant = rules.variant();
        this.smaller = smaller;
        this.entries = (int) signature.entries();
    }

    /** Both passes; the quiet pass only when the rule set has a quiet-ply limit. */
    MemoryTable build() {
        short[] values = run(null);
        short[] quiets = rules.quietPlyLimit() == 0 ? new short[entries] : toQuiet(run(values));
        return new MemoryTable(values, quiets);
    }

    private static short[] toQuiet(short[] pass) {
        for (int i = 0; i < pass.length; i++) {
            int v = pass[i] & 0xFFFF;
            pass[i] = (short) (v >= 2 ? 1 + TableValues.distance(v) : 0);
        }
        return pass;
    }

    /** One pass; {@code values} null for the game value, else the game values for the quiet pass. */
    private short[] run(short[] values) {
        out = new short[entries];
        counts = new byte[entries];
        lossExits = new short[entries];
        buckets = new ArrayList<>();
        java.util.Arrays.fill(out, UNRESOLVED);
        for (int i = 0; i < entries; i++) {
            sweep(i, values);
        }
        for (int level = 0; level < buckets.size(); level++) {
            IntList events = buckets.get(level);
            buckets.set(level, null);
            if (events == null) {
                continue;
            }
            IntList decided = new IntList();
            for (int e = 0; e < events.size(); e++) {
                int event = events.get(e);
                int index = event >>> 2;
                int kind = event & 3;
                if (kind == DECIDED) {
                    decided.add(index); // set when found, listed once
                } else if (out[index] == UNRESOLVED) {
                    out[index] = (short) (kind == WIN ? TableValues.win(level) : TableValues.loss(level));
                    decided.add(index);
                }
            }
            for (int e = 0; e < decided.size(); e++) {
                predecessors(decided.get(e), TableValues.isWin(out[decided.get(e)] & 0xFFFF), level);
            }
        }
        for (int i = 0; i < entries; i++) {
            if (out[i] == UNRESOLVED) {
                out[i] = TableValues.DRAW;
            }
        }
        counts = null;
        lossExits = null;
        return out;
    }

    private void schedule(int index, boolean win, int level) {
        schedule(index, win ? WIN : LOSS, level);
    }

    /**
     * Lists an entry at a level: a win or loss to be set then unless the entry is decided before,
     * or an entry already decided (a win found from a lost successor), listed once so that its own
     * predecessors are visited; listing every win found would list an entry once per lost successor.
     */
    private void schedule(int index, int kind, int level) {
        if (level > TableValues.MAX_DISTANCE) {
            throw new IllegalStateException("a distance beyond " + TableValues.MAX_DISTANCE + " plies in "
                    + geometry.signature);
        }
        while (buckets.size() <= level) {
            buckets.add(null);
        }
        IntList bucket = buckets.get(level);
        if (bucket == null) {
            bucket = new IntList();
            buckets.set(level, bucket);
        }
        bucket.add(index << 2 | kind);
    }

    private void sweep(int index, short[] values) {
        if (geometry.occupied(index) == 0) {
            out[index] = TableValues.INVALID;
            return;
        }
        if (values != null && values[index] < 2 && values[index] >= 0) {
            out[index] = values[index]; // invalid or drawn: no limit changes that
            return;
        }
        Board board = geometry.board(index);
        int side = board.sideToMove();
        if (variant != Variant.COURSEWORK && Attacks.isInCheck(board, side ^ 1)) {
            out[index] = TableValues.INVALID;
            return;
        }
        Outcome outcome = PositionOutcome.judge(board, rules);
        if (outcome instanceof Outcome.Win win) {
            schedule(index, win.winner().ordinal() == side, 0);
            return;
        }
        int quietMoves = 0;
        boolean drawExit = false;
        int winExit = Integer.MAX_VALUE;
        int lossExit = 0;
        int n = Legality.legalMoves(board, variant, board.pieces(side), moves);
        for (int m = 0; m < n; m++) {
            int from = MoveGenerator.from(moves[m]);
            int to = MoveGenerator.to(moves[m]);
            if ((board.pieces(side ^ 1) >>> to & 1) == 0) {
                quietMoves++;
                continue;
            }
            int exit = exitValue(index, board, from, to, values != null);
            if (TableValues.isLoss(exit)) {
                winExit = Math.min(winExit, TableValues.distance(exit) + 1);
            } else if (TableValues.isWin(exit)) {
                lossExit = Math.max(lossExit, TableValues.distance(exit) + 1);
            } else {
                drawExit = true;
            }
        }
        counts[index] = (byte) (quietMoves | (drawExit ? DRAW_EXIT : 0));
        lossExits[index] = (short) lossExit;
        if (winExit != Integer.MAX_VALUE) {
            schedule(index, true, winExit);
        } else if (quietMoves == 0 && !drawExit) {
            schedule(index, false, lossExit);
        }
    }

    /**
     * The value, for the side to move after it, of the position a capture leads to; in the quiet
     * pass a result the limit spares counts as won or lost at once (the capture resets the count),
     * any other as a draw.
     */
    private int exitValue(int index, Board board, int from, int to, boolean quietPass) {
        if (variant == Variant.COURSEWORK && board.isKing(to)) {
            return TableValues.loss(0); // the king is taken: the capturer has won
        }
        int slot = geometry.slotAt(index, from);
        int victim = geometry.slotAt(index, to);
        board.make(from, to, geometry.energyAt[slot][to]);
        Outcome decided = PositionOutcome.decided(board, rules);
        int afterSide = board.sideToMove();
        board.unmake();
        int value;
        int quiet;
        if (decided instanceof Outcome.Win win) {
            value = win.winner().ordinal() == afterSide ? TableValues.win(0) : TableValues.loss(0);
            quiet = 1;
        } else {
            long after = TableGeometry.withoutSlot(geometry.moved(index, slot, to), geometry.pieces, victim);
            TableValues table = smaller.apply(geometry.signature.without(victim));
            value = table.value(after);
            quiet = table.quiet(after);
        }
        if (!quietPass) {
            return value;
        }
        if (value >= 2 && TableValues.isSafe(quiet, rules.quietPlyLimit(), 0)) {
            return TableValues.isWin(value) ? TableValues.win(0) : TableValues.loss(0);
        }
        return TableValues.DRAW;
    }

    private void predecessors(int index, boolean won, int level) {
        int mover = geometry.side(index) ^ 1;
        long occupied = geometry.occupied(index);
        Signature signature = geometry.signature;
        for (int slot = 0; slot < geometry.pieces; slot++) {
            if (signature.colour(slot) != mover) {
                continue;
            }
            int to = TableGeometry.square(index, slot);
            long lifted = occupied & ~(1L << to);
            for (int from : geometry.sources[slot][to]) {
                if ((occupied >>> from & 1) != 0
                        || !PathTable.isOpen(from, geometry.energyAt[slot][from], to, lifted)) {
                    continue;
                }
                int before = (int) geometry.moved(index, slot, from);
                if (out[before] != UNRESOLVED || !kingMayMove(before, slot, to, mover)) {
                    continue;
                }
                if (!won) {
                    out[before] = (short) TableValues.win(level + 1);
                    schedule(before, DECIDED, level + 1);
                } else {
                    int left = (counts[before] & 0xFF) - 1;
                    counts[before] = (byte) left;
                    if (left == 0) {
                        schedule(before, false, Math.max(level + 1, lossExits[before]));
                    }
                }
            }
        }
    }

    /** Coursework judges a king's move on the board before it: the destination must not be controlled. */
    private boolean kingMayMove(int before, int slot, int to, int mover) {
        if (variant != Variant.COURSEWORK || !geometry.signature.isKing(slot)) {
            return true;
        }
        return !Attacks.isControlled(geometry.board(before), to, mover ^ 1);
    }
}
