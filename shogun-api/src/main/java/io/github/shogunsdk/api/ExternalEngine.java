package io.github.shogunsdk.api;

import java.util.List;

/**
 * An {@link Engine} that is another program speaking the Shogun Engine Protocol (docs/PROTOCOL.md),
 * such as {@code shogun engine}: the SDK starts it, sets its {@code Rules} and {@code Energy} to
 * the engine's setup and its {@code Hash} and {@code MoveOverhead} to the engine's options (those
 * it offers), and then drives it as the built-in engine is driven: searches with progress, several
 * lines (its {@code MultiPV} option), {@code stop}, clocks and pondering. Make one with
 * {@link Shogun#externalEngine Shogun.externalEngine}; {@link #close()} ends the program.
 *
 * <p>The program is not trusted. Its lines are bounded ({@link #MAX_LINE_BYTES} bytes each, and
 * at most {@link #MAX_LINES_PER_ANSWER} lines before an awaited answer), it must introduce itself
 * within {@link #START_SECONDS} s, answer a search with a time or clock limit within that time
 * plus {@link #GRACE_SECONDS} s, and answer a {@code stop} within {@link #GRACE_SECONDS} s. A
 * program that breaks one of these rules, ends, answers an illegal move or refuses a command
 * (its {@code info string error} lines) makes the search fail with an
 * {@link ExternalEngineException} that says which, in one line; the program is then ended, and
 * every later call fails with one line that says the engine is closed and why
 * ({@code engine "…" is closed: it did not answer bestmove in time (…)}), as it does after
 * {@link #close()}. Malformed {@code info} lines are skipped.
 *
 * <p>An interrupt of the thread waiting in {@link #search search} ends the search as
 * {@link #stop()} does, as for the SDK's own engine: the program is sent {@code stop}, its
 * {@code bestmove} is the result ({@link StopReason#STOPPED}), the thread's interrupt status is set
 * again, and the engine is ready for the next search. A thread interrupted while the engine
 * starts ends the program ({@link Shogun#externalEngine Shogun.externalEngine} then throws).
 *
 * <p>Differences from the SDK's own engine: {@link #ponder ponder} needs a program that announces
 * the {@code Ponder} option (else it throws {@link UnsupportedOperationException}); several lines
 * need its {@code MultiPV} option (else a search gives one line); a result's depth, node count and
 * reason are what the program's {@code info} lines and the limits tell; and a search with no limit
 * at all is sent as {@code go depth} {@value SearchLimits#MAX_DEPTH}, which ends at that depth or
 * at {@link #stop()}.
 *
 * <pre>{@code
 * try (ExternalEngine engine = Shogun.externalEngine(game.setup(), List.of("java", "-jar", "shogun.jar", "engine"))) {
 *     engine.name();                                                  // "Shogun 0.3.0"
 *     SearchResult result = engine.search(game, SearchLimits.ofDepth(6).withLines(3), System.out::println);
 *     result.lines().size();                                          // 3
 * }
 * }</pre>
 */
public interface ExternalEngine extends Engine, AutoCloseable {

    /** The longest line read from the program, in bytes. */
    int MAX_LINE_BYTES = 1 << 20;
    /** The most lines the program may write before an awaited answer. */
    int MAX_LINES_PER_ANSWER = 100_000;
    /** How long the program may take to start and answer {@code sep} and {@code isready}, in seconds. */
    int START_SECONDS = 60;
    /** How long the program may be late on a time or clock, or take to answer {@code stop}, in seconds. */
    int GRACE_SECONDS = 10;

    /**
     * Returns the program's name, as its {@code id name} line gives it.
     *
     * @return the name, possibly empty
     */
    String name();

    /**
     * Returns the names of the options the program announced, in its order.
     *
     * @return an immutable list, such as {@code [Rules, Energy, Hash, MoveOverhead, MultiPV, Ponder]}
     */
    List<String> optionNames();

    /**
     * Asks the program to quit and ends it by force if it has not after two seconds; a running
     * search fails with an {@link ExternalEngineException}. Idempotent.
     */
    @Override
    void close();
}
