package io.github.shogunsdk.api;

import java.time.Duration;
import java.util.List;

/**
 * An {@link Engine} that is another program speaking the Shogun Engine Protocol (docs/PROTOCOL.md),
 * such as {@code shogun engine}: the SDK starts it, sets its {@code Rules} and {@code Energy} to
 * the engine's setup and passes its {@link EngineOptions} on, and then drives it as the built-in
 * engine is driven: searches with progress, several lines (its {@code MultiPV} option),
 * {@code stop}, clocks and pondering. Make one with {@link Shogun#externalEngine Shogun.externalEngine};
 * {@link #close()} ends the program.
 *
 * <p><strong>Options.</strong> Every field of the {@link EngineOptions} is sent as the protocol
 * names it: the table size as {@code Hash}, the threads as {@code Threads}, the move overhead as
 * {@code MoveOverhead}, a strength limit as {@code LimitStrength true} with {@code Elo}. A field
 * changed from its default that the program cannot take — it announces no such option, or a range
 * without the value — is refused: the start throws an {@link IllegalArgumentException} that says
 * which, in one line, and the program is ended ({@code engine "…" announces no Threads option, so
 * EngineOptions.withThreads(2) cannot be sent; …}). A field left at its default is sent where the
 * program announces the option (brought within its range) and otherwise left to the program. The
 * protocol has no option for a strength seed, so a seed is refused. Any other option the program
 * announces is set with {@link #configure configure}, its value checked against the announcement,
 * and a button is pressed with {@link #pressButton pressButton}.
 *
 * <p><strong>Bounds.</strong> The program is not trusted. Its lines are bounded
 * ({@link #MAX_LINE_BYTES} bytes each, and at most {@link #MAX_LINES_PER_ANSWER} lines before an
 * awaited answer), it must introduce itself, and later answer each {@code isready}, within the
 * start-up wait ({@link #DEFAULT_START_WAIT} unless the start says otherwise), answer a search with
 * a time or clock limit within that time plus {@link #GRACE_SECONDS} s, and answer a {@code stop}
 * within {@link #GRACE_SECONDS} s. A program that breaks one of these rules, ends, answers an
 * illegal move or refuses a command (its {@code info string error} lines) makes the search fail
 * with an {@link ExternalEngineException} that says which, in one line; the program is then ended,
 * and every later call fails with one line that says the engine is closed and why
 * ({@code engine "…" is closed: it did not answer bestmove in time (…)}), as it does after
 * {@link #close()}. Malformed {@code info} lines are skipped. The program's {@code info string}
 * lines (its remarks, not its errors) go to the listener given at the start, on the thread that
 * reads them: the starting thread, the searching thread, or the thread that configures.
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
 * List<String> command = List.of("java", "-jar", "shogun.jar", "engine");
 * try (ExternalEngine engine = Shogun.externalEngine(game.setup(), command,
 *         EngineOptions.defaults().withThreads(2), Duration.ofSeconds(10), System.out::println)) {
 *     engine.name();                                                  // "Shogun 0.3.0"
 *     engine.configure("Ponder", true);                               // checked: Ponder is a check option
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
    /**
     * How long the program may take to introduce itself ({@code sep}) and to answer each
     * {@code isready}, unless the start gives another wait: 60 seconds, for a program on a slow or
     * busy machine that loads large tables.
     */
    Duration DEFAULT_START_WAIT = Duration.ofSeconds(60);
    /** The shortest start-up wait: one millisecond. */
    Duration MIN_START_WAIT = Duration.ofMillis(1);
    /** The longest start-up wait: ten minutes. */
    Duration MAX_START_WAIT = Duration.ofMinutes(10);
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
     * Sets an option the program announced, as python-chess's {@code configure} does: the value is
     * checked against the announcement — a {@code spin} takes a whole number within its
     * {@code min} and {@code max}, a {@code check} {@code true} or {@code false}, a {@code combo}
     * one of its values (in any ASCII letter case; sent as announced), a {@code string} any text
     * without control characters, of at most 10 000 characters — then sent as
     * {@code setoption name <Name> value <v>}, and the engine waits for the program's
     * {@code readyok} (within the start-up wait), so that a value the program refuses is reported
     * here. The name matches the announced one in ASCII letter case. The options the SDK sets
     * itself are refused with the call that sets them: {@code Rules} and {@code Energy} (the
     * setup), {@code MultiPV} ({@link SearchLimits#withLines}), {@code Hash}, {@code Threads},
     * {@code MoveOverhead}, {@code LimitStrength} and {@code Elo} ({@link EngineOptions}).
     *
     * <pre>{@code
     * try (ExternalEngine engine = Shogun.externalEngine(GameSetup.standard(), List.of("./my-engine"),
     *         EngineOptions.defaults())) {
     *     engine.configure("Style", "risky");     // a combo announced with var Solid var Normal var Risky: sends Risky
     *     engine.configure("Threads", "2");       // refused: Threads is set by EngineOptions.withThreads …
     *     engine.configure("Contempt", "9000");   // refused: … Contempt is a whole number from -100 to 100, not '9000'
     * }
     * }</pre>
     *
     * @param option the option's name, as announced (in any ASCII letter case)
     * @param value the value
     * @throws IllegalArgumentException if the program announced no such option, the option is one
     *     the SDK sets, is a button, or the value does not fit the announcement; nothing is sent
     * @throws ExternalEngineException if the program refuses the value with {@code info string
     *     error} (the option keeps its value and the engine stays usable), or does not answer in
     *     time or has ended (the engine is closed), or the engine is closed
     * @throws IllegalStateException if a search is running on this engine
     */
    void configure(String option, String value);

    /**
     * Sets a {@code spin} option the program announced, as {@link #configure(String, String)} does.
     *
     * @param option the option's name, as announced
     * @param value the value
     * @throws IllegalArgumentException as {@link #configure(String, String)} does
     * @throws ExternalEngineException as {@link #configure(String, String)} does
     * @throws IllegalStateException if a search is running on this engine
     */
    default void configure(String option, long value) {
        configure(option, Long.toString(value));
    }

    /**
     * Sets a {@code check} option the program announced, as {@link #configure(String, String)} does.
     *
     * @param option the option's name, as announced
     * @param value the value
     * @throws IllegalArgumentException as {@link #configure(String, String)} does
     * @throws ExternalEngineException as {@link #configure(String, String)} does
     * @throws IllegalStateException if a search is running on this engine
     */
    default void configure(String option, boolean value) {
        configure(option, Boolean.toString(value));
    }

    /**
     * Presses a {@code button} option the program announced (such as {@code Clear Hash}): sends
     * {@code setoption name <Name>} with no value, as UCI does, and waits for {@code readyok}.
     *
     * @param button the button's name, as announced (in any ASCII letter case)
     * @throws IllegalArgumentException if the program announced no such option, or it is not a button
     * @throws ExternalEngineException as {@link #configure(String, String)} does
     * @throws IllegalStateException if a search is running on this engine
     */
    void pressButton(String button);

    /**
     * Asks the program to quit and ends it by force if it has not after two seconds; a running
     * search fails with an {@link ExternalEngineException}. Idempotent.
     */
    @Override
    void close();
}
