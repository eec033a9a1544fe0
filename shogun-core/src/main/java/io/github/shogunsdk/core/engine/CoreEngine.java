package io.github.shogunsdk.core.engine;

import io.github.shogunsdk.api.Engine;
import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.SearchResult;
import io.github.shogunsdk.core.MoveLists;
import io.github.shogunsdk.core.board.Board;
import io.github.shogunsdk.core.board.BoardConversion;
import io.github.shogunsdk.core.energy.LandingEnergy;
import io.github.shogunsdk.core.movegen.MoveGenerator;
import io.github.shogunsdk.core.rules.PositionOutcome;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The core {@link Engine}: iterative-deepening alpha-beta search ({@link Searcher}) under the
 * setup's rule set and energy model, with a transposition table of 2<sup>20</sup> entries (16 MiB,
 * allocated at the first search).
 *
 * <p>Every search starts from an empty transposition table, killer and history tables, so the same
 * engine settings, position (or game) and depth or node limits always give the same result,
 * whatever was searched before and on whichever engine instance. The engine always judges with its
 * own setup, not the game's. Under the random energy model the search assumes that a moving piece
 * keeps its energy, so the expected line ({@link SearchResult#principalVariation()}) is a guess past
 * its first move.
 *
 * <p>Thread-confined like every {@link Engine}; {@link #cancel()} may be called from any thread.
 */
public final class CoreEngine implements Engine {

    private static final int LOG2_TABLE_ENTRIES = 20;

    private final GameSetup setup;
    private final LandingEnergy searchEnergy;
    private Searcher searcher;
    private volatile Searcher running;

    /**
     * Creates an engine.
     *
     * @param setup the rule set and energy model to play under
     */
    public CoreEngine(GameSetup setup) {
        this.setup = Objects.requireNonNull(setup, "setup");
        EnergyModel model = setup.energyModel();
        this.searchEnergy = LandingEnergy.of(model instanceof EnergyModel.Random ? EnergyModel.fixed() : model);
    }

    @Override
    public GameSetup setup() {
        return setup;
    }

    /**
     * {@inheritDoc}
     *
     * @throws IllegalArgumentException also if the position is already decided under the engine's
     *     rule set (a bare king, or a king on the hill under koth)
     */
    @Override
    public SearchResult search(Position position, SearchLimits limits) {
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(limits, "limits");
        Board board = BoardConversion.toBoard(position);
        Outcome outcome = PositionOutcome.judge(board, setup.ruleSet(), new int[MoveGenerator.MAX_MOVES]);
        if (outcome.isOver()) {
            throw new IllegalArgumentException("the game is over in this position (" + outcome + "): nothing to search");
        }
        return run(board, new long[] {board.key()}, limits);
    }

    @Override
    public SearchResult search(Game game, SearchLimits limits) {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(limits, "limits");
        Outcome outcome = game.outcome();
        if (outcome.isOver()) {
            throw new IllegalArgumentException("the game is over (" + outcome + "): nothing to search");
        }
        List<Ply> plies = game.history();
        long[] history = new long[plies.size() + 1];
        history[0] = BoardConversion.toBoard(game.start()).key();
        for (int i = 0; i < plies.size(); i++) {
            history[i + 1] = BoardConversion.toBoard(plies.get(i).after()).key();
        }
        Board board = BoardConversion.toBoard(game.position());
        Outcome onBoard = PositionOutcome.judge(board, setup.ruleSet(), new int[MoveGenerator.MAX_MOVES]);
        if (onBoard.isOver()) {
            throw new IllegalArgumentException("the game is over under the engine's rules (" + onBoard
                    + "): nothing to search");
        }
        return run(board, history, limits);
    }

    @Override
    public void cancel() {
        Searcher current = running;
        if (current != null) {
            current.cancel();
        }
    }

    /** Runs a search and converts its packed line into API moves. */
    private SearchResult run(Board board, long[] history, SearchLimits limits) {
        if (searcher == null) {
            searcher = new Searcher(setup.ruleSet(), searchEnergy, LOG2_TABLE_ENTRIES);
        }
        Searcher.Result result;
        searcher.resetCancel();
        running = searcher;
        try {
            result = searcher.search(board, history, limits.depth(), limits.nodes(), limits.time().toNanos());
        } finally {
            running = null;
        }
        List<Move> line = new ArrayList<>(result.line().length);
        Board replay = board.copy();
        for (int move : result.line()) {
            int from = MoveGenerator.from(move);
            int to = MoveGenerator.to(move);
            line.add(MoveLists.openPath(replay, from, to, replay.occupied()));
            replay.make(from, to, searchEnergy.landing(replay, from, to));
        }
        return new SearchResult(line.get(0), result.score(), line, result.depth(), result.nodes(),
                Duration.ofNanos(result.nanos()));
    }
}
