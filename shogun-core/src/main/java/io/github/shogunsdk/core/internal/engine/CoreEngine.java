package io.github.shogunsdk.core.internal.engine;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Engine;
import io.github.shogunsdk.api.EngineOptions;
import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.PonderSearch;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Score;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.SearchLine;
import io.github.shogunsdk.api.SearchProgress;
import io.github.shogunsdk.api.SearchResult;
import io.github.shogunsdk.api.StopReason;
import io.github.shogunsdk.api.internal.TablesForSetup;
import io.github.shogunsdk.core.internal.board.Board;
import io.github.shogunsdk.core.internal.convert.BoardConversion;
import io.github.shogunsdk.core.internal.convert.MoveLists;
import io.github.shogunsdk.core.internal.energy.LandingEnergy;
import io.github.shogunsdk.core.internal.game.CoreGame;
import io.github.shogunsdk.core.internal.legality.PositionOutcome;
import io.github.shogunsdk.core.internal.movegen.MoveGenerator;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.OptionalLong;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

/**
 * The core {@link Engine}: iterative-deepening alpha-beta search ({@link Searcher}) under the
 * setup's rule set and energy model, with a transposition table of the size the options ask
 * (rounded down to a power of two of MiB; 16 MiB by default), allocated (and so zeroed) when the
 * engine is made, so that no search pays for it on its clock, and halved until it fits when the
 * Java heap cannot hold it. A search of several lines also makes, at the first, two tables
 * of a quarter of that size for the lines after the first ({@link OtherLines}).
 *
 * <p>With more than one thread in the options, a search runs helper threads beside its own that
 * share the table (Lazy SMP, {@link SearchThreads}) and stops them all before it returns.
 *
 * <p>Every search with a depth or node limit (a time limit beside it or not) starts from empty
 * tables, so on one thread the same setup, position (or game) and limits always give the same
 * result when it ends by them; a search that time alone limits goes on from the table and halved
 * history of the engine's last search ({@code Searcher.goesOn}). Each search owns a {@link StopSignal} made before the search
 * is registered as running, so a stop that comes at any time after {@code search} is called (or
 * {@code searchAsync} returns) is seen. Under the random energy model the search assumes that a
 * moving piece keeps its energy.
 *
 * <p>A clock in the limits becomes a soft and a hard deadline ({@link TimeBudget}, less the
 * options' move overhead); a pondering search ({@link #ponder}) has none until its hit
 * ({@link SearchClock}).
 *
 * <p>Under a strength limit ({@link EngineOptions#withStrengthLimit}) a {@link Handicap} caps the
 * depth and nodes, the search scores a few best lines, and the move played is chosen among them
 * with random numbers drawn from the seed and the position's key (with a seed: the same for the
 * same position) or from the engine's own seed and a count of its searches (without). The result
 * then has one line: the move played, with the score its search gave it.
 */
public final class CoreEngine implements Engine {

    /** A table entry takes 16 bytes, so a MiB holds 2^16 entries. */
    private static final int LOG2_ENTRIES_PER_MEGABYTE = 16;
    /** The smallest table a search falls back to when the heap holds no larger one: two entries. */
    private static final int MIN_LOG2_ENTRIES = 1;
    /** The progress of a search whose caller asked for none: one listener for all, so one class in the browser builds. */
    private static final Consumer<SearchProgress> IGNORED = progress -> { };

    private final GameSetup setup;
    private final EngineOptions options;
    private final LandingEnergy searchEnergy;
    private final SearchThreads searcher;
    /** The running search's signal, or null. */
    private final AtomicReference<StopSignal> running = new AtomicReference<>();
    /** How many stops have been asked for, ever: a search that waits to start compares it. */
    private final AtomicLong stops = new AtomicLong();
    /** The strength limit's handicap, or null at full strength. */
    private final Handicap handicap;
    /** The seed of the handicap's choices, given or drawn when the engine is made. */
    private final long strengthSeed;
    /** The searches under a handicap without a given seed, so that each draws new numbers. */
    private final AtomicLong unseededSearches = new AtomicLong();
    /** The keys of the positions the last game searched can repeat, changed only by a registered search's caller. */
    private final GameKeys gameKeys = new GameKeys();

    /**
     * Creates an engine.
     *
     * @param setup the rule set and energy model to play under
     * @param options how the engine is built
     */
    public CoreEngine(GameSetup setup, EngineOptions options) {
        this.setup = Objects.requireNonNull(setup, "setup");
        this.options = Objects.requireNonNull(options, "options");
        EnergyModel model = setup.energyModel();
        this.searchEnergy = LandingEnergy.of(model instanceof EnergyModel.Random ? EnergyModel.fixed() : model);
        this.handicap = options.strengthLimit().isPresent() ? Handicap.of(options.strengthLimit().getAsInt()) : null;
        OptionalLong seed = options.strengthSeed();
        this.strengthSeed = seed.isPresent() ? seed.getAsLong()
                : Handicap.mix(System.nanoTime() ^ ((long) System.identityHashCode(this) << 32));
        int log2Megabytes = 31 - Integer.numberOfLeadingZeros(options.hashMegabytes());
        this.searcher = newSearcher(LOG2_ENTRIES_PER_MEGABYTE + log2Megabytes);
        options.tables().ifPresent(tables -> {
            if (!TablesForSetup.matches(tables, setup)) {
                throw new IllegalArgumentException("the tables are for " + tables.ruleSet() + " rules with "
                        + tables.energyModel() + " energies, but the engine plays " + setup.ruleSet() + " rules with "
                        + setup.energyModel() + " energies");
            }
            searcher.useTables(tables);
        });
    }

    /**
     * Makes the searcher with the largest table the heap can hold, up to the one asked for: a
     * search with a small table (at worst of two entries, as good as none) beats an engine that
     * cannot be made for want of memory.
     */
    private SearchThreads newSearcher(int log2Entries) {
        for (int log2 = log2Entries; ; log2--) {
            try {
                return new SearchThreads(setup.ruleSet(), searchEnergy, log2, options.threads());
            } catch (OutOfMemoryError e) {
                if (log2 <= MIN_LOG2_ENTRIES) {
                    throw e;
                }
            }
        }
    }

    @Override
    public GameSetup setup() {
        return setup;
    }

    @Override
    public EngineOptions options() {
        return options;
    }

    @Override
    public SearchResult search(Game game, SearchLimits limits, Consumer<SearchProgress> progress) {
        Objects.requireNonNull(progress, "progress");
        requireSameSetup(game, limits);
        // Registered before any other work, so a stop from now on is never lost.
        StopSignal signal = register(Thread.currentThread());
        try {
            return job(game, limits).run(signal, progress);
        } finally {
            unregister(signal);
        }
    }

    @Override
    public SearchResult search(Position position, SearchLimits limits) {
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(limits, "limits");
        StopSignal signal = register(Thread.currentThread());
        try {
            Board board = BoardConversion.toBoard(position);
            return new Job(board, gameKeys.reset(board.key()), null, limits).run(signal, IGNORED);
        } finally {
            unregister(signal);
        }
    }

    @Override
    public CompletableFuture<SearchResult> searchAsync(Game game, SearchLimits limits, Consumer<SearchProgress> progress) {
        Objects.requireNonNull(progress, "progress");
        requireSameSetup(game, limits);
        StopSignal signal = register(null);
        Job job;
        try {
            job = job(game, limits);
        } catch (RuntimeException | Error e) {
            unregister(signal);
            throw e;
        }
        SearchFuture future = new SearchFuture(signal);
        start(() -> job.run(signal, progress), signal, future);
        return future;
    }

    /** Runs a registered search on a thread of its own, completing its future. */
    private void start(java.util.function.Supplier<SearchResult> search, StopSignal signal, SearchFuture future) {
        Thread thread = new Thread(() -> {
            try {
                SearchResult result = search.get();
                unregister(signal);
                future.complete(result);
            } catch (RuntimeException | Error e) {
                unregister(signal);
                future.completeExceptionally(e);
            }
        }, "shogun-search");
        thread.setDaemon(true);
        thread.start();
    }

    /** A search on the opponent's time, as the caller holds it. */
    private static final class Pondering implements PonderSearch {
        private final SearchFuture future;
        private final SearchClock deadlines;

        Pondering(SearchFuture future, SearchClock deadlines) {
            this.future = future;
            this.deadlines = deadlines;
        }

        @Override
        public CompletableFuture<SearchResult> result() {
            return future;
        }

        @Override
        public void hit() {
            deadlines.hit(System.nanoTime());
        }
    }

    @Override
    public PonderSearch ponder(Game game, SearchLimits limits, Consumer<SearchProgress> progress) {
        Objects.requireNonNull(progress, "progress");
        requireSameSetup(game, limits);
        Game after = game.copy();
        StopSignal signal = register(null);
        Job job;
        SearchClock deadlines;
        try {
            job = job(after, limits);
            deadlines = job.deadlines(System.nanoTime(), true);
        } catch (RuntimeException | Error e) {
            unregister(signal);
            throw e;
        }
        SearchFuture future = new SearchFuture(signal);
        start(() -> job.run(signal, progress, deadlines), signal, future);
        return new Pondering(future, deadlines);
    }

    @Override
    public void stop() {
        // Counted first, so that a search waiting to start sees it even when the one it waits for
        // is the one raised here.
        stops.incrementAndGet();
        StopSignal current = running.get();
        if (current != null) {
            current.raise();
        }
    }

    /** Refuses a game set up differently from this engine. */
    private void requireSameSetup(Game game, SearchLimits limits) {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(limits, "limits");
        GameSetup theirs = game.setup();
        if (!theirs.ruleSet().equals(setup.ruleSet()) || !theirs.energyModel().equals(setup.energyModel())) {
            throw new IllegalArgumentException("this engine plays " + setup.ruleSet() + " rules with " + setup.energyModel()
                    + " energies, but the game is set up with " + theirs.ruleSet() + " rules and " + theirs.energyModel()
                    + " energies: make one with Shogun.newEngine(game.setup())");
        }
    }

    /**
     * Takes what the search needs from a game: its board, the keys that can repeat, an ending. The
     * SDK's games keep their keys as they are played, and the engine takes only those it has not
     * seen ({@link GameKeys#follow}), so searching every position of a game costs time linear in
     * its length; another implementation of {@code Game} has its positions built again.
     */
    private Job job(Game game, SearchLimits limits) {
        Outcome outcome = game.outcome();
        Board board = BoardConversion.toBoard(game.position());
        if (game instanceof CoreGame core) {
            gameKeys.follow(core.positionKeys(), board.quietPlies());
        } else {
            gameKeys.reset(historyKeys(game));
        }
        return new Job(board, gameKeys, outcome.isOver() ? outcome : null, limits);
    }

    /** The keys of the game's positions that can still repeat: those since the last capture. */
    private static long[] historyKeys(Game game) {
        List<Ply> plies = game.history();
        List<Long> keys = new ArrayList<>();
        keys.add(BoardConversion.toBoard(game.position()).key());
        for (int i = plies.size() - 1; i >= 0 && !plies.get(i).isCapture(); i--) {
            keys.add(BoardConversion.toBoard(plies.get(i).before()).key());
        }
        long[] history = new long[keys.size()];
        for (int i = 0; i < history.length; i++) {
            history[i] = keys.get(i);
        }
        return history;
    }

    /**
     * Registers a search as running, waiting for a stopped one to wind down first. The running
     * search is an atomic reference, not a monitor, so the engine also compiles to WebAssembly,
     * where a monitor would make every method that reaches it a coroutine; the wait backs off from
     * spinning to sleeping ({@link Backoff}). A stop that comes while this search waits is meant
     * for it, so it is raised as soon as it is registered.
     *
     * @param caller the thread whose interrupt stops the search (the caller's, for a search on it), or null
     * @throws IllegalStateException if another search is running and was not asked to stop
     */
    private StopSignal register(Thread caller) {
        StopSignal signal = new StopSignal(caller);
        long stopsBefore = stops.get();
        for (int round = 0; !running.compareAndSet(null, signal); round++) {
            StopSignal current = running.get();
            if (current != null && !current.isRaised()) {
                throw new IllegalStateException("this engine is already searching: stop that search first, "
                        + "or give each thread its own engine");
            }
            Backoff.pause(round);
        }
        if (stops.get() != stopsBefore) {
            signal.raise();
        }
        return signal;
    }

    private void unregister(StopSignal signal) {
        running.compareAndSet(signal, null);
    }

    /** A future whose cancellation stops its search. */
    private static final class SearchFuture extends CompletableFuture<SearchResult> {
        private final StopSignal signal;

        SearchFuture(StopSignal signal) {
            this.signal = signal;
        }

        /** Cancels first, then stops the search, so the result the stopped search hands in is ignored. */
        @Override
        public boolean cancel(boolean mayInterruptIfRunning) {
            boolean cancelled = super.cancel(mayInterruptIfRunning);
            signal.raise();
            return cancelled;
        }
    }

    /** One search: the board, the history, and an ending already reached, if any. */
    private final class Job {
        private final Board board;
        private final GameKeys history;
        private final Outcome over;
        private final SearchLimits limits;

        Job(Board board, GameKeys history, Outcome over, SearchLimits limits) {
            this.board = board;
            this.history = history;
            this.over = over;
            this.limits = limits;
        }

        SearchResult run(StopSignal signal, Consumer<SearchProgress> progress) {
            return run(signal, progress, deadlines(System.nanoTime(), false));
        }

        /**
         * Returns the deadlines of this job's limits: a time limit is a hard deadline; a clock
         * gives a soft and a hard one ({@link TimeBudget}, less the move overhead), the earlier
         * hard one winning.
         */
        SearchClock deadlines(long start, boolean ponder) {
            long hard = limits.time().isPresent() ? saturatedNanos(limits.time().get()) : Long.MAX_VALUE;
            long soft = Long.MAX_VALUE;
            if (limits.clockLeft().isPresent()) {
                TimeBudget budget = TimeBudget.of(saturatedMillis(limits.clockLeft().get()),
                        saturatedMillis(limits.increment()), limits.movesToGo().orElse(0), options.moveOverheadMillis());
                soft = millisToNanos(budget.softMillis());
                hard = Math.min(hard, millisToNanos(budget.hardMillis()));
            }
            return SearchClock.of(start, soft, hard, ponder);
        }

        /**
         * Searches under the deadlines; a pondering search that ends before its hit (at its depth
         * or node limit) waits for the hit or a stop before it answers.
         */
        SearchResult run(StopSignal signal, Consumer<SearchProgress> progress, SearchClock deadlines) {
            SearchResult result = search(signal, progress, deadlines);
            for (int round = 0; deadlines.pondering() && !signal.isRaised(); round++) {
                Backoff.pause(round);
            }
            return result;
        }

        private SearchResult search(StopSignal signal, Consumer<SearchProgress> progress, SearchClock deadlines) {
            Outcome outcome = over != null ? over
                    : PositionOutcome.judge(board, setup.ruleSet());
            if (outcome.isOver()) {
                return finished(outcome);
            }
            int depth = limits.depth().orElse(SearchLimits.MAX_DEPTH);
            long nodes = limits.nodes().orElse(Long.MAX_VALUE);
            int searched = limits.lines();
            if (handicap != null) {
                depth = Math.min(depth, handicap.depth());
                nodes = Math.min(nodes, handicap.nodes());
                searched = Math.max(searched, handicap.lines());
            }
            int shown = limits.lines();
            Searcher.Result result = searcher.search(board, history, depth, searched, nodes, deadlines, signal,
                    done -> progress.accept(SearchProgress.of(done.depth(), lines(done, shown), done.nodes(),
                            Duration.ofNanos(done.nanos()))));
            List<SearchLine> found = lines(result, shown);
            if (handicap != null) {
                int chosen = handicap.choose(result.scores(), choiceSeed());
                found = List.of(SearchLine.of(1, Scores.toApi(result.scores()[chosen]), line(result.lines()[chosen])));
            }
            return SearchResult.of(found, result.depth(), result.nodes(), Duration.ofNanos(result.nanos()),
                    result.reason());
        }

        /**
         * The seed of a handicapped choice: with a given seed, one for this position alone; without,
         * one for this search.
         */
        private long choiceSeed() {
            if (options.strengthSeed().isPresent()) {
                return Handicap.mix(strengthSeed ^ Handicap.mix(board.key()));
            }
            return Handicap.mix(strengthSeed + unseededSearches.incrementAndGet());
        }

        /** Converts the first {@code count} (at most) of a search's packed lines into API lines, best first. */
        private List<SearchLine> lines(Searcher.Result result, int count) {
            List<SearchLine> lines = new ArrayList<>(result.lines().length);
            for (int i = 0; i < Math.min(count, result.lines().length); i++) {
                lines.add(SearchLine.of(i + 1, Scores.toApi(result.scores()[i]), line(result.lines()[i])));
            }
            return lines;
        }

        /** The result of a search with nothing to search. */
        private SearchResult finished(Outcome outcome) {
            Colour toMove = BoardConversion.colour(board.sideToMove());
            Score score = outcome instanceof Outcome.Win win
                    ? (win.winner() == toMove ? Score.ofWinIn(0) : Score.ofLossIn(0))
                    : Score.ofCentipawns(0);
            return SearchResult.ofGameOver(score, Duration.ZERO);
        }

        /** Converts a packed line into API moves. */
        private List<Move> line(int[] packed) {
            List<Move> moves = new ArrayList<>(packed.length);
            for (int move : packed) {
                moves.add(MoveLists.move(MoveGenerator.from(move), MoveGenerator.to(move)));
            }
            return moves;
        }
    }

    /** Milliseconds in nanoseconds, saturated rather than overflowing. */
    private static long millisToNanos(long millis) {
        return millis >= Long.MAX_VALUE / 1_000_000L ? Long.MAX_VALUE : millis * 1_000_000L;
    }

    /** A duration in milliseconds, saturated rather than overflowing. */
    private static long saturatedMillis(Duration duration) {
        return duration.getSeconds() >= Long.MAX_VALUE / 1_000L - 1 ? Long.MAX_VALUE : duration.toMillis();
    }

    /** A duration in nanoseconds, saturated rather than overflowing. */
    private static long saturatedNanos(Duration duration) {
        return duration.getSeconds() >= Long.MAX_VALUE / 1_000_000_000L - 1 ? Long.MAX_VALUE : duration.toNanos();
    }
}
