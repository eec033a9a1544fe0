package io.github.shogunsdk.core.internal.tables;

import io.github.shogunsdk.api.EndgameTables;
import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.TableResult;
import io.github.shogunsdk.api.TableValue;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.core.internal.board.Board;
import io.github.shogunsdk.core.internal.convert.BoardConversion;
import io.github.shogunsdk.core.internal.convert.MoveLists;
import io.github.shogunsdk.core.internal.legality.Legality;
import io.github.shogunsdk.core.internal.legality.PositionOutcome;
import io.github.shogunsdk.core.internal.movegen.MoveGenerator;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The tables of a folder (docs/TABLES.md, "Probing"): files mapped on first use and kept in a
 * small cache, least recently used dropped first. The cache is the only shared state and is
 * guarded by this object's lock; the mapped tables are read without one. A file that cannot be
 * read is remembered in the cache as such: the API's probes report it each time, the search's
 * probe counts it as covering nothing.
 */
public final class CoreEndgameTables implements EndgameTables {

    /** How many tables stay mapped at once. */
    static final int CACHE_SIZE = 16;

    /** The most pieces a table holds: no table covers a board with more. */
    public static final int MAX_PIECES = RetrogradeBuilder.MAX_PIECES;

    /** A table of no position: where the folder has none. */
    private static class Empty implements TableValues {

        @Override
        public int value(long index) {
            return INVALID;
        }

        @Override
        public int quiet(long index) {
            return 0;
        }
    }

    private static final TableValues ABSENT = new Empty();

    /**
     * A table whose file exists but cannot be read (another rule set's, say, or a broken file):
     * no entry is a position, and the failure is kept for the probes that report it.
     */
    private static final class Unreadable extends Empty {

        private final IOException failure;

        Unreadable(IOException failure) {
            this.failure = failure;
        }

        UncheckedIOException reported() {
            return new UncheckedIOException(failure.getMessage(), failure);
        }
    }

    private final Path folder;
    private final RuleSet rules;
    private final EnergyModel model;
    private final TableGeometryCache geometries;
    private final Map<Signature, TableValues> open = new LinkedHashMap<>(CACHE_SIZE, 0.75f, true);

    /**
     * Opens a folder of tables; reads nothing yet.
     *
     * @param folder the folder
     * @param rules the rule set the tables were made for
     * @param model the energy model they were made for
     */
    public CoreEndgameTables(Path folder, RuleSet rules, EnergyModel model) {
        this.folder = Objects.requireNonNull(folder, "folder");
        this.rules = Objects.requireNonNull(rules, "rules");
        this.model = Objects.requireNonNull(model, "model");
        this.geometries = new TableGeometryCache(model);
    }

    @Override
    public Path folder() {
        return folder;
    }

    @Override
    public RuleSet ruleSet() {
        return rules;
    }

    @Override
    public EnergyModel energyModel() {
        return model;
    }

    @Override
    public Optional<TableValue> probe(Position position) {
        Objects.requireNonNull(position, "position");
        // The position's own board is shared and must not change: probing only reads it.
        return Optional.ofNullable(probe(BoardConversion.sharedBoard(position), true));
    }

    /**
     * Probes a board, as {@link #probe(Position)} does a position: the engine's search calls this
     * at its nodes, without making a {@code Position}. A table whose file cannot be read covers
     * nothing here, so the search searches such a node as it would without tables.
     *
     * @param board the board, read at its quiet-ply counter and left unchanged
     * @return the value for the side to move, or null when no readable table covers the board
     */
    public TableValue probe(Board board) {
        return probe(board, false);
    }

    /**
     * Probes a board; {@code report} says whether a table that cannot be read is an error (the
     * API's probes) or covers nothing (the search's).
     */
    private TableValue probe(Board board, boolean report) {
        if (model instanceof EnergyModel.Random) {
            return null;
        }
        PositionKey key = PositionKey.of(board, geometries, model);
        if (key == null) {
            return null;
        }
        // Bare king and hill need no table; no legal move is a loss in 0 in the table itself.
        Outcome decided = PositionOutcome.decided(board, rules);
        if (decided instanceof Outcome.Win win) {
            boolean won = win.winner().ordinal() == board.sideToMove();
            return TableValue.of(won ? TableResult.WIN : TableResult.LOSS, 0);
        }
        TableValues table = table(key.signature);
        if (report && table instanceof Unreadable unreadable) {
            throw unreadable.reported();
        }
        int value = table.value(key.index);
        if (value == TableValues.INVALID) {
            return null;
        }
        if (value == TableValues.loss(0)) {
            return TableValue.of(TableResult.LOSS, 0); // rule 4 comes before the quiet plies of rule 6
        }
        int limit = rules.quietPlyLimit();
        if (limit > 0 && board.quietPlies() >= limit || value == TableValues.DRAW) {
            return TableValue.ofDraw(); // rule 6 has ended the game, or a draw
        }
        boolean safe = TableValues.isSafe(table.quiet(key.index), limit, board.quietPlies());
        boolean win = TableValues.isWin(value);
        TableResult result = win ? safe ? TableResult.WIN : TableResult.CURSED_WIN
                : safe ? TableResult.LOSS : TableResult.BLESSED_LOSS;
        return TableValue.of(result, TableValues.distance(value));
    }

    @Override
    public List<Move> bestMoves(Position position) {
        Objects.requireNonNull(position, "position");
        Board board = BoardConversion.toBoard(position);
        TableValue here = probe(board, true);
        if (here == null || !(PositionOutcome.judge(board, rules) instanceof Outcome.Ongoing)
                || rules.quietPlyLimit() > 0 && board.quietPlies() >= rules.quietPlyLimit()) {
            return List.of();
        }
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = Legality.legalMoves(board, rules.variant(), board.pieces(board.sideToMove()), moves);
        List<Move> best = new ArrayList<>();
        long bestRank = Long.MIN_VALUE;
        for (int m = 0; m < n; m++) {
            long rank = rank(board, MoveGenerator.from(moves[m]), MoveGenerator.to(moves[m]));
            if (rank == Long.MIN_VALUE) {
                return List.of(); // a successor no table covers
            }
            if (rank > bestRank) {
                best.clear();
                bestRank = rank;
            }
            if (rank == bestRank) {
                best.add(MoveLists.move(MoveGenerator.from(moves[m]), MoveGenerator.to(moves[m])));
            }
        }
        best.sort(Comparator.comparing(Move::toString));
        return List.copyOf(best);
    }

    /**
     * How good a move is for its mover, higher better: safe wins, then cursed wins (shorter
     * first), draws, blessed losses, losses (longer first); {@code Long.MIN_VALUE} when not covered.
     */
    long rank(Board board, int from, int to) {
        if (rules.variant() == Variant.COURSEWORK && board.isKing(to)) {
            return rankOf(TableResult.WIN, 1);
        }
        board.make(from, to, landing(board, from, to));
        TableValue after = probe(board, true);
        board.unmake();
        if (after == null) {
            return Long.MIN_VALUE;
        }
        TableValue mine = TableValueSides.forOtherSide(after);
        return rankOf(mine.result(), mine.result() == TableResult.DRAW ? 0 : mine.distance() + 1);
    }

    private static long rankOf(TableResult result, int distance) {
        return switch (result) {
            case WIN -> 5_000_000L - distance;
            case CURSED_WIN -> 4_000_000L - distance;
            case DRAW -> 3_000_000L;
            case BLESSED_LOSS -> 2_000_000L + distance;
            case LOSS -> 1_000_000L + distance;
        };
    }

    private int landing(Board board, int from, int to) {
        if (model instanceof EnergyModel.Fixed) {
            return board.energyAt(from);
        }
        return model.landingEnergy(board.isKing(from) ? io.github.shogunsdk.api.PieceKind.KING
                : io.github.shogunsdk.api.PieceKind.PAWN, BoardConversion.square(to)).getAsInt();
    }

    /**
     * The table of a signature, mapped on first use; {@link #ABSENT} when the folder has none, an
     * {@link Unreadable} when its file cannot be read (remembered, so the file is tried once).
     */
    private TableValues table(Signature signature) {
        synchronized (open) {
            TableValues table = open.get(signature);
            if (table != null) {
                return table;
            }
        }
        Path file = TableFile.path(folder, signature);
        TableValues table;
        if (!Files.isRegularFile(file)) {
            table = ABSENT;
        } else {
            try {
                table = TableFile.open(file, signature, rules, model);
            } catch (IOException e) {
                table = new Unreadable(e);
            }
        }
        synchronized (open) {
            open.putIfAbsent(signature, table);
            if (open.size() > CACHE_SIZE) {
                open.remove(open.keySet().iterator().next());
            }
            return open.get(signature);
        }
    }
}
