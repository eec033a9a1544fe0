package io.github.shogunsdk.api;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.jspecify.annotations.Nullable;

/**
 * How an engine is built and how it plays on a clock: the memory of its transposition table, the
 * time kept back from each move for the answer to reach the other side (the move overhead), the
 * number of threads a search runs on, and an optional limit on its playing strength, in Elo, for
 * games against people ({@link #withStrengthLimit}). Immutable; start from {@link #defaults()}.
 *
 * <pre>{@code
 * Engine small = Shogun.newEngine(GameSetup.standard(), EngineOptions.defaults().withHashMegabytes(1));
 * small.options().hashMegabytes();   // 1
 * EngineOptions careful = EngineOptions.defaults().withMoveOverheadMillis(200);
 * careful.moveOverheadMillis();      // 200
 * EngineOptions club = EngineOptions.defaults().withStrengthLimit(StrengthLevel.CLUB.elo()).withStrengthSeed(7);
 * club.strengthLimit();              // OptionalInt[1400]
 * EngineOptions parallel = EngineOptions.defaults().withThreads(2);
 * parallel.threads();                // 2
 * }</pre>
 */
public final class EngineOptions {

    /** The default size of the transposition table, in MiB. */
    public static final int DEFAULT_HASH_MEGABYTES = 16;
    /** The smallest table, in MiB. */
    public static final int MIN_HASH_MEGABYTES = 1;
    /** The largest table, in MiB. */
    public static final int MAX_HASH_MEGABYTES = 1024;

    /** The default move overhead, in milliseconds. */
    public static final int DEFAULT_MOVE_OVERHEAD_MILLIS = 50;
    /** The smallest move overhead, in milliseconds. */
    public static final int MIN_MOVE_OVERHEAD_MILLIS = 0;
    /** The largest move overhead, in milliseconds. */
    public static final int MAX_MOVE_OVERHEAD_MILLIS = 10_000;

    /** The weakest strength limit, in Elo: a beginner ({@link StrengthLevel#BEGINNER}). */
    public static final int MIN_STRENGTH_ELO = 600;
    /**
     * The top of the strength range, in Elo: a limit this high is full strength, the same as no
     * limit ({@link StrengthLevel#FULL}).
     */
    public static final int MAX_STRENGTH_ELO = 2600;

    /** The default number of search threads: one, which keeps depth- and node-limited searches deterministic. */
    public static final int DEFAULT_THREADS = 1;
    /** The fewest search threads. */
    public static final int MIN_THREADS = 1;
    /** The most search threads. */
    public static final int MAX_THREADS = 64;

    private static final EngineOptions DEFAULTS = new EngineOptions(DEFAULT_HASH_MEGABYTES,
            DEFAULT_MOVE_OVERHEAD_MILLIS, DEFAULT_THREADS, MAX_STRENGTH_ELO, null, null);

    private final int hashMegabytes;
    private final int moveOverheadMillis;
    private final int threads;
    /** The strength limit in Elo; {@link #MAX_STRENGTH_ELO} for full strength. */
    private final int strengthElo;
    /** The seed of a limited strength's random choices, or null for a seed of the engine's own. */
    private final @Nullable Long strengthSeed;
    /** The endgame tables the search probes, or null for none. */
    private final @Nullable EndgameTables tables;

    private EngineOptions(int hashMegabytes, int moveOverheadMillis, int threads, int strengthElo,
            @Nullable Long strengthSeed, @Nullable EndgameTables tables) {
        if (hashMegabytes < MIN_HASH_MEGABYTES || hashMegabytes > MAX_HASH_MEGABYTES) {
            throw new IllegalArgumentException("a transposition table is " + MIN_HASH_MEGABYTES + " to "
                    + MAX_HASH_MEGABYTES + " MiB, not " + hashMegabytes);
        }
        if (moveOverheadMillis < MIN_MOVE_OVERHEAD_MILLIS || moveOverheadMillis > MAX_MOVE_OVERHEAD_MILLIS) {
            throw new IllegalArgumentException("a move overhead is " + MIN_MOVE_OVERHEAD_MILLIS + " to "
                    + MAX_MOVE_OVERHEAD_MILLIS + " ms, not " + moveOverheadMillis);
        }
        if (strengthElo < MIN_STRENGTH_ELO || strengthElo > MAX_STRENGTH_ELO) {
            throw new IllegalArgumentException("a strength limit is " + MIN_STRENGTH_ELO + " to " + MAX_STRENGTH_ELO
                    + " Elo, not " + strengthElo);
        }
        if (threads < MIN_THREADS || threads > MAX_THREADS) {
            throw new IllegalArgumentException("an engine searches on " + MIN_THREADS + " to " + MAX_THREADS
                    + " threads, not " + threads);
        }
        this.hashMegabytes = hashMegabytes;
        this.moveOverheadMillis = moveOverheadMillis;
        this.threads = threads;
        this.strengthElo = strengthElo;
        this.strengthSeed = strengthSeed;
        this.tables = tables;
    }

    /**
     * Returns the default options: a table of {@value #DEFAULT_HASH_MEGABYTES} MiB, a move
     * overhead of {@value #DEFAULT_MOVE_OVERHEAD_MILLIS} ms and {@value #DEFAULT_THREADS} search thread.
     *
     * @return the defaults
     */
    public static EngineOptions defaults() {
        return DEFAULTS;
    }

    /**
     * Returns these options with another table size. The engine uses the largest power of two of
     * MiB that does not exceed it, and allocates the table when it is made
     * ({@code Shogun.newEngine}), so that no search spends its time limit on it; if the Java heap
     * cannot hold a table that large, the engine halves it until it fits (down to a table of a few
     * entries) rather than fail. The first search of several lines
     * ({@link SearchLimits#withLines}) also allocates two more tables, each a quarter of this one's
     * size, for the lines after the first.
     *
     * @param megabytes {@value #MIN_HASH_MEGABYTES} to {@value #MAX_HASH_MEGABYTES}
     * @return the new options, with the same move overhead and threads
     * @throws IllegalArgumentException if the size is out of range
     */
    public EngineOptions withHashMegabytes(int megabytes) {
        return new EngineOptions(megabytes, moveOverheadMillis, threads, strengthElo, strengthSeed, tables);
    }

    /**
     * Returns these options with another move overhead: the milliseconds a program that budgets
     * an engine's clock (such as {@code shogun engine} for a {@code go} with clock times) keeps
     * back from each move, for the time the answer takes to reach the other side and for pauses
     * of a busy machine. A larger overhead makes each move a little shorter and a loss on time
     * less likely. A search with a fixed time limit ({@link SearchLimits#time}) does not use it.
     *
     * @param millis {@value #MIN_MOVE_OVERHEAD_MILLIS} to {@value #MAX_MOVE_OVERHEAD_MILLIS}
     * @return the new options, with the same table size and threads
     * @throws IllegalArgumentException if the overhead is out of range
     */
    public EngineOptions withMoveOverheadMillis(int millis) {
        return new EngineOptions(hashMegabytes, millis, threads, strengthElo, strengthSeed, tables);
    }

    /**
     * Returns these options with a limit on the engine's playing strength, for games against
     * people. A limited engine plays as a weaker player does: it looks fewer moves ahead (a
     * shallower search on fewer nodes, whatever the search limits allow), chooses at random among
     * the moves it finds nearly as good as its best, and now and then plays a plausible mistake: one
     * of the few moves its search rates highest, a little worse than the best, never a move its
     * search sees losing much. The lower the limit, the shallower the search, the wider the choice
     * and the more frequent the mistakes. At every limit the engine plays a move that wins at once
     * (a win in one move) whenever it has one. Its {@link SearchResult} has one line, however many
     * were asked for: the move it plays, with the score its search gave that move; its progress
     * reports show what its shallower search saw.
     *
     * <p>The Elo scale is the SDK's own, anchored by the named levels ({@link StrengthLevel}); the
     * project's README gives each level's measured score against its neighbours. A limit of
     * {@value #MAX_STRENGTH_ELO} is full strength ({@link #withFullStrength()}).
     *
     * <p>The random choices come from the {@linkplain #withStrengthSeed seed} and the position
     * searched, so with a seed, the same position and the same depth or node limits always give the
     * same move; without one, each engine draws a seed of its own when it is made.
     *
     * @param elo {@value #MIN_STRENGTH_ELO} (a beginner) to {@value #MAX_STRENGTH_ELO} (full strength)
     * @return the new options, with the same table size, move overhead and seed
     * @throws IllegalArgumentException if the limit is out of range
     */
    public EngineOptions withStrengthLimit(int elo) {
        return new EngineOptions(hashMegabytes, moveOverheadMillis, threads, elo, strengthSeed, tables);
    }

    /**
     * Returns these options at full strength: without a strength limit, as the defaults are.
     *
     * @return the new options, with the same table size, move overhead and seed
     */
    public EngineOptions withFullStrength() {
        return new EngineOptions(hashMegabytes, moveOverheadMillis, threads, MAX_STRENGTH_ELO, strengthSeed, tables);
    }

    /**
     * Returns the strength limit.
     *
     * @return the limit in Elo, {@value #MIN_STRENGTH_ELO} to {@value #MAX_STRENGTH_ELO} − 1; empty at
     *     full strength
     */
    public OptionalInt strengthLimit() {
        return strengthElo == MAX_STRENGTH_ELO ? OptionalInt.empty() : OptionalInt.of(strengthElo);
    }

    /**
     * Returns these options with a seed for a limited strength's random choices, so that games can
     * be played again move for move. It has no effect at full strength.
     *
     * @param seed any number
     * @return the new options, with the same table size, move overhead and strength limit
     */
    public EngineOptions withStrengthSeed(long seed) {
        return new EngineOptions(hashMegabytes, moveOverheadMillis, threads, strengthElo, seed, tables);
    }

    /**
     * Returns the seed of a limited strength's random choices.
     *
     * @return the seed; empty when each engine draws its own
     */
    public OptionalLong strengthSeed() {
        return strengthSeed == null ? OptionalLong.empty() : OptionalLong.of(strengthSeed);

    }


    /**
     * Returns these options with endgame tables for the search (docs/TABLES.md, "In the engine's
     * search"): at every node below the root whose material a table covers (most often just after
     * a capture), the search takes the table's exact value instead of searching on. A win or loss
     * in {@code d} plies scores as a win or loss {@code d} plies from that node, so the engine
     * prefers the shorter win and the longer resistance; a cursed win or blessed loss scores as a
     * draw, as the quiet-ply limit makes it at that node's counter. A table whose file cannot be
     * read (made for other rules, or broken) covers nothing: the search searches on where it
     * would have probed it, and does not fail. Without tables (the default) the engine searches
     * exactly as before, node for node.
     *
     * <pre>{@code
     * EndgameTables tables = Shogun.openTables(Path.of("tables"), RuleSet.standard(), EnergyModel.magnetic());
     * Engine engine = Shogun.newEngine(GameSetup.standard(), EngineOptions.defaults().withTables(tables));
     * }</pre>
     *
     * @param endgameTables tables opened by {@link Shogun#openTables}, for the rule set and energy
     *     model of the engine's setup (checked when the engine is made)
     * @return the new options, with everything else the same
     */
    public EngineOptions withTables(EndgameTables endgameTables) {
        Objects.requireNonNull(endgameTables, "endgameTables");
        return new EngineOptions(hashMegabytes, moveOverheadMillis, threads, strengthElo, strengthSeed, endgameTables);
    }

    /**
     * Returns these options without endgame tables, as the defaults are.
     *
     * @return the new options, with everything else the same
     */
    public EngineOptions withoutTables() {
        return new EngineOptions(hashMegabytes, moveOverheadMillis, threads, strengthElo, strengthSeed, null);
    }

    /**
     * Returns the endgame tables the search probes.
     *
     * @return the tables; empty for none
     */
    public Optional<EndgameTables> tables() {
        return Optional.ofNullable(tables);
    }

    /**
     * Returns these options with another number of search threads (Lazy SMP). A search runs on
     * the thread that searches ({@link Engine#search search}'s caller, or the thread of
     * {@link Engine#searchAsync searchAsync}) and, with a count above one, on that many minus one
     * helper threads the engine starts for it: all search the same position and share the one
     * transposition table, so the search reaches a given depth sooner on a machine with as many
     * free processor cores. The result and the progress reports are those of the first thread,
     * except that their node counts sum the nodes of all threads. A stop, and the end of the search
     * for any other reason, ends every thread before the search returns.
     *
     * <p>Only one thread keeps a search with a depth or node limit deterministic: with more, the
     * threads race for the shared table, and the result (even the move) may differ from one run to
     * the next. A node limit then counts the nodes of all threads, looked at every 1 024 nodes of
     * the first thread, so a search may pass it by a little. Each helper thread holds about 1 MiB
     * of search buffers of its own. A search runs on no more threads than the machine has
     * processors ({@link Runtime#availableProcessors()}), whatever this says: more would gain
     * nothing and end searches on a clock late, as each thread must get a processor once more
     * after the deadline. The SDK compiled to WebAssembly searches on one thread whatever this
     * says.
     *
     * @param count {@value #MIN_THREADS} to {@value #MAX_THREADS}; a search uses at most as many
     *     as the machine has processors
     * @return the new options, with the same table size, move overhead and strength
     * @throws IllegalArgumentException if the count is out of range
     */
    public EngineOptions withThreads(int count) {
        return new EngineOptions(hashMegabytes, moveOverheadMillis, count, strengthElo, strengthSeed, tables);
    }

    /**
     * Returns the number of threads a search runs on.
     *
     * @return {@value #MIN_THREADS} to {@value #MAX_THREADS}
     */
    public int threads() {
        return threads;
    }

    /**
     * Returns the move overhead: the milliseconds kept back from each move on a clock.
     *
     * @return {@value #MIN_MOVE_OVERHEAD_MILLIS} to {@value #MAX_MOVE_OVERHEAD_MILLIS}
     */
    public int moveOverheadMillis() {
        return moveOverheadMillis;
    }

    /**
     * Returns the size of the transposition table asked for.
     *
     * @return MiB, {@value #MIN_HASH_MEGABYTES} to {@value #MAX_HASH_MEGABYTES}
     */
    public int hashMegabytes() {
        return hashMegabytes;
    }

    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof EngineOptions o && hashMegabytes == o.hashMegabytes
                && moveOverheadMillis == o.moveOverheadMillis && threads == o.threads && strengthElo == o.strengthElo
                && Objects.equals(strengthSeed, o.strengthSeed) && tables == o.tables;
    }

    @Override
    public int hashCode() {
        return Objects.hash(hashMegabytes, moveOverheadMillis, threads, strengthElo, strengthSeed, tables);
    }

    /**
     * Returns a description such as
     * {@code "EngineOptions[hashMegabytes=16, moveOverheadMillis=50, threads=1]"}, with
     * {@code ", strengthLimit=1400"}, {@code ", strengthSeed=7"} and {@code ", tables=FOLDER"} when they are set.
     *
     * @return a readable description
     */
    @Override
    public String toString() {
        return "EngineOptions[hashMegabytes=" + hashMegabytes + ", moveOverheadMillis=" + moveOverheadMillis
                + ", threads=" + threads
                + (strengthElo == MAX_STRENGTH_ELO ? "" : ", strengthLimit=" + strengthElo)
                + (strengthSeed == null ? "" : ", strengthSeed=" + strengthSeed)
                + (tables == null ? "" : ", tables=" + tables.folder()) + "]";
    }
}
