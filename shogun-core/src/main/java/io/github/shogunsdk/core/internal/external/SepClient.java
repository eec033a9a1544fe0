package io.github.shogunsdk.core.internal.external;

import io.github.shogunsdk.api.EngineOptions;
import io.github.shogunsdk.api.ExternalEngine;
import io.github.shogunsdk.api.ExternalEngineException;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.PonderSearch;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.SearchProgress;
import io.github.shogunsdk.api.SearchResult;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.spi.Messages;
import io.github.shogunsdk.core.internal.protocol.Answers;
import io.github.shogunsdk.core.internal.protocol.Command;
import io.github.shogunsdk.core.internal.protocol.OptionLine;
import io.github.shogunsdk.core.internal.protocol.PositionCommand;
import io.github.shogunsdk.core.internal.protocol.SetOptionCommand;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * The {@link ExternalEngine}: a client of the Shogun Engine Protocol that drives another program
 * as the SDK's {@code Engine} is driven. It introduces itself ({@code sep}), reads the program's
 * name and options, sets {@code Rules}, {@code Energy} and the {@link EngineOptions} ({@link OptionPlan}:
 * each field is sent or the start refused), and waits for {@code readyok}, all within the start-up
 * wait. {@link #configure} sets any other option the program announced ({@link OptionSetting}).
 * The program's {@code info string} lines go to the caller's listener ({@link InfoStrings}). Each search sends {@code newgame} when
 * the game is not the last one continued, {@code position spn <start> moves …} (every move with
 * its landing energy), {@code MultiPV} when the number of lines changes, and one {@code go}; it
 * then reads the {@code info} lines as progress ({@link Search}) up to exactly one
 * {@code bestmove}.
 *
 * <p>Mutable and thread-safe: one search at a time, {@link #stop()} and {@link #close()} from any
 * thread. A program that breaks the protocol or its bounds is ended, and the engine is closed:
 * every later call throws an {@link ExternalEngineException} that says so and why, in one line. An
 * interrupt of the thread waiting for a search's answer stops the search as {@link #stop()} does
 * ({@link Search}), and the engine stays usable.
 */
public final class SepClient implements ExternalEngine {

    /** How long a search with only a depth or node limit may take before the program is given up. */
    static final long DEPTH_NANOS = TimeUnit.MINUTES.toNanos(10);

    private final GameSetup setup;
    private final EngineOptions options;
    private final EngineProcess process;
    private final String name;
    /** The options announced, by name. */
    private final Map<String, AnnouncedOption> announced;
    /** How long the program may take to answer {@code sep} and {@code isready}. */
    private final Duration startWait;
    /** Where the program's {@code info string} lines go. */
    final InfoStrings info;
    /** The search under way, or null; guarded by this. */
    private Search running;
    /** Whether an option is being set ({@link OptionSetting}); guarded by this. */
    private boolean configuring;
    /** What every call says once the engine is closed (by close() or a failure), or null; guarded by this. */
    private ExternalEngineException dead;
    private boolean closed;
    /** The {@code MultiPV} last set; the program's default is 1. */
    private int multiPv = 1;
    /** The last game sent: its start and moves, to tell a continued game from a new one. */
    private Position lastStart;
    private List<String> lastMoves = List.of();

    private SepClient(GameSetup setup, EngineOptions options, EngineProcess process, String name,
            Map<String, AnnouncedOption> announced, Duration startWait, InfoStrings info) {
        this.setup = setup;
        this.options = options;
        this.process = process;
        this.name = name;
        this.announced = announced;
        this.startWait = startWait;
        this.info = info;
    }

    /**
     * Starts a program and sets it up.
     *
     * @param setup the rules and energies it plays
     * @param command the program and its arguments, not empty
     * @param options the options passed on ({@link OptionPlan})
     * @param startWait how long the program may take to introduce itself, and later to answer
     *     {@code isready}
     * @param infoListener receives the text of the program's {@code info string} lines
     * @return the engine, ready to search
     * @throws ExternalEngineException if the program cannot start or does not introduce itself in time
     * @throws IllegalArgumentException if an option asked for cannot be sent
     */
    public static SepClient start(GameSetup setup, List<String> command, EngineOptions options, Duration startWait,
            Consumer<String> infoListener) {
        Objects.requireNonNull(setup, "setup");
        Objects.requireNonNull(options, "options");
        Objects.requireNonNull(startWait, "startWait");
        InfoStrings info = new InfoStrings(Objects.requireNonNull(infoListener, "infoListener"));
        EngineProcess process = EngineProcess.start(List.copyOf(command));
        try {
            long deadline = System.nanoTime() + startWait.toNanos();
            process.send(Command.SEP.word());
            String name = "";
            Map<String, AnnouncedOption> announced = new LinkedHashMap<>();
            int lines = 0;
            for (String line = ""; !line.equals(Answers.SEPOK); ) {
                countLine(process, ++lines, Answers.SEPOK);
                line = await(process, deadline, startWait, Answers.SEPOK, info);
                String named = Answers.name(line);
                OptionLine option = OptionLine.parse(line);
                if (named != null) {
                    name = named;
                } else if (option != null) {
                    announced.put(option.name(), AnnouncedOption.of(option));
                }
            }
            List<SetOptionCommand> sent = OptionPlan.of(process.name(), options, announced);
            SepClient client = new SepClient(setup, options, process, name, Collections.unmodifiableMap(announced), startWait, info);
            client.setUp(sent, deadline);
            rethrow(info);
            return client;
        } catch (RuntimeException e) {
            process.kill();
            throw e;
        }
    }

    /** Sets the rules, energies and options, then waits for {@code readyok}. */
    private void setUp(List<SetOptionCommand> sent, long deadline) {
        process.send(new SetOptionCommand("Rules", setup.ruleSet().toString()).toString());
        process.send(new SetOptionCommand("Energy", setup.energyModel().toString()).toString());
        for (SetOptionCommand command : sent) {
            process.send(command.toString());
        }
        process.send(Command.ISREADY.word());
        for (int lines = 1; !await(process, deadline, startWait, Answers.READYOK, info).equals(Answers.READYOK); lines++) {
            countLine(process, lines, Answers.READYOK); // the lines before readyok say nothing the client needs
        }
    }

    /** Rethrows what the info listener threw during an exchange that has now ended. */
    static void rethrow(InfoStrings info) {
        RuntimeException failure = info.takeFailure();
        if (failure != null) {
            throw failure;
        }
    }

    /**
     * Waits for the next line before a deadline, handing {@code info string} lines to the listener;
     * an error line, the end of the output, a line too long or too many lines are failures.
     */
    static String await(EngineProcess process, long deadline, Duration wait, String awaited, InfoStrings info) {
        return await(process, deadline, wait, awaited, info, false);
    }

    /**
     * Waits for the next line as {@link #await(EngineProcess, long, Duration, String, InfoStrings)}
     * does, but returns an error line, when asked, instead of failing.
     */
    static String await(EngineProcess process, long deadline, Duration wait, String awaited, InfoStrings info,
            boolean refusalsReturned) {
        for (int count = 0; ; count++) {
            countLine(process, count, awaited);
            String line;
            try {
                line = process.next(deadline - System.nanoTime());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new ExternalEngineException("engine " + process.name() + " was interrupted while the SDK waited "
                        + "for " + awaited + ", and ended", e);
            }
            if (line == null) {
                throw new ExternalEngineException("engine " + process.name() + " did not answer " + awaited + " within "
                        + describe(wait));
            }
            if (refusalsReturned && Answers.isError(line) || !info.offer(checked(process, line, awaited))) {
                return line;
            }
        }
    }

    /** Fails once a program has written more lines before the answer awaited than any answer takes. */
    static void countLine(EngineProcess process, int lines, String awaited) {
        if (lines > MAX_LINES_PER_ANSWER) {
            throw new ExternalEngineException("engine " + process.name() + " wrote more than " + MAX_LINES_PER_ANSWER
                    + " lines without answering " + awaited);
        }
    }

    /** A wait as messages give it: {@code 60 s}, or {@code 250 ms} when it is not whole seconds. */
    static String describe(Duration wait) {
        return wait.toMillis() % 1000 == 0 ? wait.toSeconds() + " s" : wait.toMillis() + " ms";
    }

    /** Turns the reader's end marks and refusals into failures; returns other lines. */
    static String checked(EngineProcess process, String line, String awaited) {
        if (line == EngineProcess.END) {
            throw new ExternalEngineException("engine " + process.name() + " ended before answering " + awaited
                    + process.exitStatus());
        }
        if (line == EngineProcess.TOO_LONG) {
            throw new ExternalEngineException("engine " + process.name() + " wrote a line longer than " + MAX_LINE_BYTES
                    + " bytes before answering " + awaited);
        }
        if (Answers.isError(line)) {
            throw new ExternalEngineException("engine " + process.name() + " refused a command: "
                    + Messages.oneLine(line));
        }
        return line;
    }

    /** The program as messages name it: its quoted command line. */
    String processName() {
        return process.name();
    }

    /** Whether the program announced an option, in any ASCII letter case. */
    boolean offers(String option) {
        return OptionPlan.find(announced, option) != null;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public List<String> optionNames() {
        return List.copyOf(announced.keySet());
    }

    @Override
    public void configure(String option, String value) {
        Objects.requireNonNull(option, "option");
        Objects.requireNonNull(value, "value");
        OptionSetting.configure(this, announcedOption(option), value);
    }

    @Override
    public void pressButton(String button) {
        OptionSetting.press(this, announcedOption(Objects.requireNonNull(button, "button")));
    }

    /** The announced option of a name, in ASCII letter case; a refusal naming the options there are. */
    private AnnouncedOption announcedOption(String option) {
        AnnouncedOption found = OptionPlan.find(announced, option);
        if (found == null) {
            throw new IllegalArgumentException("engine " + process.name() + " announces no option "
                    + Messages.quote(option) + "; it announces " + Messages.flatten(String.join(", ", announced.keySet())));
        }
        return found;
    }

    /**
     * Sends one {@code setoption} line and waits for the {@code readyok} that follows it, while no
     * search runs; called by {@link OptionSetting}.
     *
     * @param line the line
     * @return the program's refusal ({@code info string error …}) of the line, or null when it took it
     * @throws IllegalStateException if a search or another option setting is under way
     * @throws ExternalEngineException if the engine is closed, or the program fails to answer in
     *     time (which closes it)
     */
    String exchange(String line) {
        synchronized (this) {
            if (dead != null) {
                throw new ExternalEngineException(dead.getMessage(), dead);
            }
            if (running != null || configuring) {
                throw new IllegalStateException("this engine is " + (configuring ? "setting another option" : "searching")
                        + ": set options between searches, from one thread");
            }
            configuring = true;
        }
        ExternalEngineException failure = null;
        try {
            process.send(line);
            process.send(Command.ISREADY.word());
            long deadline = System.nanoTime() + startWait.toNanos();
            String refusal = null;
            int lines = 0;
            for (String answer = ""; !answer.equals(Answers.READYOK); ) {
                countLine(process, ++lines, Answers.READYOK);
                answer = await(process, deadline, startWait, Answers.READYOK, info, true);
                if (Answers.isError(answer) && refusal == null) {
                    refusal = answer;
                }
            }
            return refusal;
        } catch (ExternalEngineException e) {
            failure = e;
            throw e;
        } finally {
            synchronized (this) {
                configuring = false;
                if (failure != null && dead == null) {
                    dead = new ExternalEngineException(closedBecause(failure.getMessage()), failure);
                    process.kill();
                }
                notifyAll();
            }
            if (failure == null) {
                rethrow(info);
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
        Search search = begin(game.copy(), limits, progress, false);
        return search.run();
    }

    @Override
    public SearchResult search(Position position, SearchLimits limits) {
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(limits, "limits");
        return search(Shogun.newGame(setup.withStart(position)), limits);
    }

    @Override
    public CompletableFuture<SearchResult> searchAsync(Game game, SearchLimits limits,
            Consumer<SearchProgress> progress) {
        Objects.requireNonNull(progress, "progress");
        requireSameSetup(game, limits);
        Search search = begin(game.copy(), limits, progress, false);
        return search.runAsync();
    }

    @Override
    public PonderSearch ponder(Game game, SearchLimits limits, Consumer<SearchProgress> progress) {
        Objects.requireNonNull(progress, "progress");
        requireSameSetup(game, limits);
        if (!offers("Ponder")) {
            throw new UnsupportedOperationException("engine " + process.name() + " does not offer pondering "
                    + "(it announced no Ponder option)");
        }
        Game after = game.copy();
        Search search = begin(after, limits, progress, true);
        CompletableFuture<SearchResult> result = search.runAsync();
        return new PonderSearch() {
            @Override
            public CompletableFuture<SearchResult> result() {
                return result;
            }

            @Override
            public void hit() {
                search.hit();
            }
        };
    }

    @Override
    public void stop() {
        Search current;
        synchronized (this) {
            current = running;
        }
        if (current != null) {
            current.stop();
        }
    }

    @Override
    public void close() {
        Search current;
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
            current = running;
            if (dead == null) {
                dead = new ExternalEngineException("engine " + process.name() + " is closed: close() was called");
            }
        }
        if (current != null) {
            current.abandon();
        }
        process.close();
    }

    /** Registers a search, after a stopped one has wound down; refuses when one runs or the engine is dead. */
    private Search begin(Game game, SearchLimits limits, Consumer<SearchProgress> progress, boolean ponder) {
        synchronized (this) {
            long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(GRACE_SECONDS);
            while (running != null && running.stopping() && dead == null && System.nanoTime() - until < 0) {
                try {
                    wait(10);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new ExternalEngineException("engine " + process.name() + ": interrupted while waiting for "
                            + "its stopped search to end; no search was started, and the engine is still usable", e);
                }
            }
            if (dead != null) {
                throw new ExternalEngineException(dead.getMessage(), dead);
            }
            if (running != null || configuring) {
                throw new IllegalStateException("this engine is already " + (configuring ? "setting an option" : "searching")
                        + ": stop that search first, or give each thread its own engine");
            }
            running = new Search(this, process, game, limits, progress, ponder);
            return running;
        }
    }

    /** Called by a search when it has ended, well or not; a failure ends the program for good. */
    synchronized void ended(Search search, ExternalEngineException failure) {
        if (running == search) {
            running = null;
        }
        if (failure != null && dead == null) {
            dead = new ExternalEngineException(closedBecause(failure.getMessage()), failure);
            process.kill();
        }
        notifyAll();
    }

    /**
     * What later calls say after a failure: that the engine is closed, and the failure, such as
     * {@code engine "x" is closed: it did not answer bestmove in time (…)}.
     */
    private String closedBecause(String failure) {
        String engine = "engine " + process.name();
        if (failure.startsWith(engine + " ")) {
            return engine + " is closed: it " + failure.substring(engine.length() + 1);
        }
        return engine + " is closed after this failure: " + failure;
    }

    /** Tells whether the engine was closed. */
    synchronized boolean isClosed() {
        return closed;
    }

    /**
     * Sends what comes before a {@code go}: {@code newgame} for a game that does not continue the
     * last one, {@code MultiPV} when the number of lines changes, and the position.
     *
     * @return the number of lines the program will report
     */
    int prepare(Game game, int lines) {
        Position start = game.history().isEmpty() ? game.position() : game.history().get(0).before();
        List<String> moves = new ArrayList<>();
        for (var ply : game.history()) {
            moves.add(ply.move() + ":" + ply.landingEnergy());
        }
        boolean continued = start.equals(lastStart) && moves.size() >= lastMoves.size()
                && moves.subList(0, lastMoves.size()).equals(lastMoves);
        if (!continued && lastStart != null) {
            process.send(Command.NEWGAME.word());
        }
        lastStart = start;
        lastMoves = List.copyOf(moves);
        AnnouncedOption multiPvOption = OptionPlan.find(announced, "MultiPV");
        int wanted = multiPvOption == null ? 1 : (int) multiPvOption.clamp(lines);
        if (wanted != multiPv) {
            process.send(new SetOptionCommand(multiPvOption.name(), Integer.toString(wanted)).toString());
            multiPv = wanted;
        }
        process.send(new PositionCommand(start.toString(), moves).toString());
        return wanted;
    }

    private void requireSameSetup(Game game, SearchLimits limits) {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(limits, "limits");
        GameSetup theirs = game.setup();
        if (!theirs.ruleSet().equals(setup.ruleSet()) || !theirs.energyModel().equals(setup.energyModel())) {
            throw new IllegalArgumentException("this engine plays " + setup.ruleSet() + " rules with "
                    + setup.energyModel() + " energies, but the game is set up with " + theirs.ruleSet() + " rules and "
                    + theirs.energyModel() + " energies: start one with Shogun.externalEngine(game.setup(), …)");
        }
    }
}
