package io.github.shogunsdk.cli;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Engine;
import io.github.shogunsdk.api.EngineOptions;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.PonderSearch;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.SearchLine;
import io.github.shogunsdk.api.SearchProgress;
import io.github.shogunsdk.api.SearchResult;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.spi.Messages;
import io.github.shogunsdk.core.internal.protocol.Answers;
import io.github.shogunsdk.core.internal.protocol.BestMoveLine;
import io.github.shogunsdk.core.internal.protocol.Command;
import io.github.shogunsdk.core.internal.protocol.InfoLine;
import io.github.shogunsdk.core.internal.protocol.PositionCommand;
import io.github.shogunsdk.core.internal.protocol.SetOptionCommand;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * The SDK's engine speaking the Shogun Engine Protocol (docs/PROTOCOL.md) over a pair of streams:
 * commands in, answers out, one line each.
 *
 * <p>The calling thread reads the commands and carries them out in order; a search runs on the
 * engine's own thread ({@link Engine#searchAsync}), so {@code stop}, {@code isready} and
 * {@code quit} are read and obeyed while it searches. Every answer is written as one whole line and
 * flushed at once, under one lock, so the search's {@code info} lines and the reader's answers never
 * mix. A line that cannot be carried out is answered {@code info string error <reason>} and changes
 * nothing.
 *
 * <p>Decisions the protocol leaves to the engine: {@code isready} is answered at once during a
 * search, and otherwise once the engine for the options set is made ({@link SessionEngine}: its
 * table is allocated then, not on the next search's clock); {@code go} without limits searches as
 * if {@code infinite} were given; options, {@code newgame} and {@code position} are refused during
 * a search, so a {@code bestmove} always answers the position its {@code go} searched;
 * {@code Hash} sets the engine's transposition table (the SDK uses the largest power of two of MiB
 * within it) and is refused when the Java heap cannot hold it; a {@code go} that gives only the
 * other side's clock is refused. With the {@code MultiPV}
 * option above 1, each completed depth is reported by one {@code info multipv k …} line per best
 * line, best first, and {@code bestmove} is the first line's move. With {@code LimitStrength}
 * {@code true}, the engine plays at the {@code Elo} option's strength limit
 * ({@link EngineOptions#withStrengthLimit}), its random choices seeded afresh for each search; its
 * {@code info} lines show what its shallower search saw, and {@code bestmove} is the move it chose.
 * The {@code Threads} option sets how many threads a search runs on
 * ({@link EngineOptions#withThreads}); its {@code info} nodes are those of all threads.
 *
 * <p>{@code quit} abandons a search without an answer; the end of the input ends it as
 * {@code stop} does, writes its {@code bestmove}, then ends the session, so a script piping its
 * commands in gets an answer to every {@code go}.
 *
 * <p>Bounds: a line longer than {@link LineReader#MAX_LINE_BYTES} bytes is answered
 * {@code info string error line longer than N bytes} and skipped, without being held in memory (a
 * line without end, beyond {@link LineReader#MAX_SKIPPED_BYTES}, ends the session). A
 * search that fails (for want of memory, say) is reported and answered with a legal move, never
 * with {@code bestmove none} while the side to move has one.
 *
 * <p>With {@code go ponder} the search runs on the opponent's time ({@link Engine#ponder}) until
 * {@code ponderhit}, which starts its clock, or {@code stop}, which answers at once; with the
 * {@code Ponder} option on, each {@code bestmove} names the reply it expects
 * ({@code bestmove X ponder Y}) when its line has one.
 *
 * <p>On a clock, the engine shares out its time ({@link SearchLimits#ofClock}, docs/ENGINE-TIME.md)
 * and each move keeps back the {@code MoveOverhead} option's milliseconds and the latency
 * the engine has seen: the program's clock charges a move from its {@code go} to its
 * {@code bestmove}, the engine times it from reading the {@code go} to writing the answer, and the
 * difference, learnt from the clock times of the next {@code go}, is the time the lines spent on
 * the way and the machine spent elsewhere ({@link ClockLatency}).
 *
 * <p>The protocol's words are read and written by its grammar ({@code core.internal.protocol},
 * which the SDK's client shares); the options are {@link SepOptions}'s, and the clock arithmetic
 * of a {@code go} is {@link GoLimits}'s.
 */
final class SepEngine {

    private final LineReader in;
    private final PrintStream out;
    /** Guards the output and {@link #search}. */
    private final Object lock = new Object();

    /** The options, set by {@code setoption}. */
    private final SepOptions options;
    /** The position to search, with the moves that led to it. */
    private Game game;
    /** The engine for the options, made when they change, before the next {@code readyok} or {@code go}. */
    private final SessionEngine engines = new SessionEngine();
    /** The search under way, or null; guarded by {@link #lock}. */
    private Search search;
    /** Set by {@code quit}: nothing more is written; guarded by {@link #lock}. */
    private boolean quitting;
    /** How long the end of the input waits for a stopped search's answer; a search stops within milliseconds. */
    private static final long END_WAIT_NANOS = TimeUnit.SECONDS.toNanos(10);
    /** What the program's clocks say about the time a move takes beyond the search; guarded by {@link #lock}. */
    private final ClockLatency latency = new ClockLatency();

    /** One {@code go}, from its start to its {@code bestmove}. */
    private static final class Search {
        /** Whether the answer waits for {@code stop} ({@code go infinite}, or no limit at all). */
        final boolean untilStopped;
        /** The answer once known: the search's move, or none; null while searching. */
        BestMoveLine bestMove;
        /** Whether {@code stop} came. */
        boolean stopped;
        /** A legal move, answered if the search fails; null when there is none. */
        final String fallback;
        /** Whether the {@code info} lines are numbered: {@code MultiPV} was above 1 at the {@code go}. */
        final boolean numbered;
        /** The search on the opponent's time, until {@code ponderhit} or {@code stop}; else null. */
        PonderSearch pondering;
        /** Starts the latency timing of a pondering {@code go} at its {@code ponderhit}; else null. */
        Runnable atHit;

        Search(boolean untilStopped, String fallback, boolean numbered) {
            this.untilStopped = untilStopped;
            this.fallback = fallback;
            this.numbered = numbered;
        }
    }

    /**
     * Makes a protocol session.
     *
     * @param in the commands, UTF-8
     * @param out the answers; flushed after every line
     * @param tables the {@code Tables} option's starting folder, or null for none
     */
    SepEngine(InputStream in, PrintStream out, java.nio.file.Path tables) {
        this.in = new LineReader(in, LineReader.MAX_LINE_BYTES, Long.MAX_VALUE);
        this.out = out;
        this.options = new SepOptions(tables);
    }

    /**
     * Reads and obeys commands until {@code quit}, which abandons any search, or the end of the
     * input, which ends a search as {@code stop} does and waits for its {@code bestmove}.
     *
     * @throws IOException if the input cannot be read
     */
    void run() throws IOException {
        game = Shogun.newGame(options.setup());
        try {
            while (true) {
                String line;
                try {
                    line = in.readLine();
                } catch (LineReader.LineTooLongException e) {
                    // The reader drops the rest of the line on the next read; the session goes on.
                    error("line longer than " + e.limit() + " bytes");
                    continue;
                }
                if (line == null) {
                    answerAtEnd();
                    break;
                }
                List<String> words = Command.tokens(line);
                if (!words.isEmpty() && !obey(words.get(0), words.subList(1, words.size()))) {
                    break;
                }
            }
        } finally {
            quit();
        }
    }

    /** Carries out one command; returns false for {@code quit}. */
    private boolean obey(String word, List<String> arguments) {
        Command command = Command.named(word).orElse(null);
        if (command == null) {
            error("unknown command " + ShogunCommand.quoted(word));
            return true;
        }
        switch (command) {
            case SEP -> introduce();
            case ISREADY -> ready();
            case SETOPTION -> setOption(arguments);
            case NEWGAME -> newGame();
            case POSITION -> position(arguments);
            case GO -> go(arguments);
            case STOP -> stop();
            case PONDERHIT -> ponderHit();
            case QUIT -> {
                return false;
            }
            default -> throw new AssertionError(command);
        }
        return true;
    }

    private void introduce() {
        send(Answers.idName("Shogun " + Version.sdk()));
        send(Answers.idAuthor("The Shogun SDK authors"));
        options.announcements().forEach(this::send);
        send(Answers.SEPOK);
    }

    private boolean searching() {
        synchronized (lock) {
            return search != null;
        }
    }

    private void setOption(List<String> words) {
        if (searching()) {
            error("setoption during a search; send stop first");
            return;
        }
        SetOptionCommand option;
        try {
            option = SetOptionCommand.parse(words);
        } catch (IllegalArgumentException e) {
            error("setoption: " + e.getMessage());
            return;
        }
        String refusal = options.set(option, engines);
        if (refusal != null) {
            error(refusal);
        }
    }

    /**
     * {@code isready}: makes the engine for the options if they changed, so that its table is
     * allocated before {@code readyok}, not on the next search's clock; during a search, answers
     * at once (no option changes then).
     */
    private void ready() {
        if (!searching()) {
            try {
                engines.ready(options.setup(), options.engineOptions(options.setup()));
            } catch (RuntimeException | OutOfMemoryError e) {
                error("isready: the engine could not be made: " + reason(e) + "; the next go tries again");
            }
        }
        send(Answers.READYOK);
    }

    private void newGame() {
        if (searching()) {
            error("newgame during a search; send stop first");
            return;
        }
        // The engine is kept: every search starts from empty tables already, and making it again
        // would allocate its table inside the first move of the game, on the clock.
        game = Shogun.newGame(options.setup());
        synchronized (lock) {
            latency.reset();
        }
    }

    /** {@code position startpos|spn <SPN> [moves ...]}: replaces the position only if every part is right. */
    private void position(List<String> words) {
        if (searching()) {
            error("position during a search; send stop first (the bestmove answers the position searched)");
            return;
        }
        PositionCommand command;
        try {
            command = PositionCommand.parse(words);
        } catch (IllegalArgumentException e) {
            error("position: " + e.getMessage());
            return;
        }
        GameSetup setup = options.setup();
        if (command.spn() != null) {
            try {
                setup = setup.withStart(Position.parse(command.spn()));
            } catch (IllegalArgumentException e) {
                error("position: " + ShogunCommand.oneLine(e));
                return;
            }
        }
        Game next;
        try {
            next = Shogun.newGame(setup);
        } catch (IllegalArgumentException e) {
            error("position: " + ShogunCommand.oneLine(e));
            return;
        }
        List<String> played = command.moves();
        for (int i = 0; i < played.size(); i++) {
            String text = played.get(i);
            if (next.outcome().isOver()) {
                error("position: move " + (i + 1) + " (" + Messages.oneLine(text) + ") comes after the end of the game: "
                        + next.outcome());
                return;
            }
            try {
                // Any move as a record writes it: "d4xb6:2+", with its marks checked.
                next.play(text);
            } catch (IllegalArgumentException e) {
                error("position: move " + (i + 1) + " (" + Messages.oneLine(text) + "): " + ShogunCommand.oneLine(e));
                return;
            }
        }
        game = next;
    }

    private void go(List<String> words) {
        if (searching()) {
            error("go during a search; send stop first");
            return;
        }
        SearchLimits limits;
        boolean untilStopped;
        GoLimits go;
        Runnable timing;
        int lines = options.multiPv();
        try {
            go = GoLimits.parse(words);
            Colour side = game.sideToMove();
            synchronized (lock) {
                limits = go.limits(side, latency.margin());
                timing = go.ownClock(side).isPresent()
                        ? () -> latency.go(side, go.ownClock(side).getAsLong(), go.ownIncrement(side), System.nanoTime())
                        : latency::unclocked;
                if (!go.ponder()) {
                    timing.run();
                }
            }
            untilStopped = go.infinite() || limits.equals(SearchLimits.unlimited());
            if (untilStopped) {
                limits = SearchLimits.unlimited();
            }
            limits = limits.withLines(lines);
        } catch (IllegalArgumentException e) {
            error("go: " + ShogunCommand.oneLine(e));
            return;
        }
        List<Move> legal = game.legalMoves();
        Search started = new Search(untilStopped, legal.isEmpty() ? null : legal.get(0).toString(), lines > 1);
        started.atHit = go.ponder() ? timing : null;
        synchronized (lock) {
            search = started;
            if (legal.isEmpty()) {
                finish(started, new BestMoveLine(BestMoveLine.NONE, null));
                return;
            }
        }
        String fromTables = go.ponder() ? null
                : SepTables.tableMove(() -> options.tablesFor(game.setup()), game.position(), this::send, this::error);
        if (fromTables != null) {
            finish(started, new BestMoveLine(fromTables, null));
            return;
        }
        CompletableFuture<SearchResult> result;
        try {
            Engine engine = engines.ready(game.setup(), options.engineOptions(game.setup()));
            if (go.ponder()) {
                PonderSearch pondering = engine.ponder(game, limits, progress -> info(started, progress));
                synchronized (lock) {
                    started.pondering = pondering;
                }
                result = pondering.result();
            } else {
                result = engine.searchAsync(game, limits, progress -> info(started, progress));
            }
        } catch (RuntimeException | OutOfMemoryError e) {
            error("go: the search could not start: " + reason(e) + "; answering a legal move");
            finish(started, new BestMoveLine(started.fallback, null));
            return;
        }
        boolean ponderOption = options.ponder();
        result.whenComplete((found, failure) -> {
            synchronized (lock) {
                String move = found == null ? null : found.bestMove().map(Move::toString).orElse(null);
                String reply = null;
                if (failure != null || move == null) {
                    error("the search failed: " + (failure == null ? "it found no move" : reason(failure))
                            + "; answering a legal move");
                    move = started.fallback;
                } else if (ponderOption && found.lines().get(0).principalVariation().size() > 1) {
                    reply = found.lines().get(0).principalVariation().get(1).toString();
                }
                finish(started, new BestMoveLine(move, reply));
            }
        });
    }

    /** Says why a search failed, in a few words. */
    private static String reason(Throwable e) {
        return e instanceof OutOfMemoryError ? "out of memory" : ShogunCommand.oneLine(e);
    }

    /** Records a search's answer and writes it, unless the answer waits for {@code stop}. */
    private void finish(Search finished, BestMoveLine answer) {
        synchronized (lock) {
            finished.bestMove = answer;
            if (!finished.untilStopped || finished.stopped) {
                answer(finished);
            }
        }
    }

    private void answer(Search finished) {
        synchronized (lock) {
            if (search == finished) {
                search = null;
                send(finished.bestMove.toString());
                latency.answered(System.nanoTime());
                lock.notifyAll();
            }
        }
    }

    /**
     * {@code ponderhit}: the opponent played the move the pondering search expected, so its clock
     * starts now; without a pondering search, nothing happens (the program's {@code ponderhit} may
     * cross the answer of a search that has just been stopped).
     */
    private void ponderHit() {
        synchronized (lock) {
            if (search != null && search.pondering != null && search.atHit != null) {
                search.atHit.run();
                search.atHit = null;
                search.pondering.hit();
            }
        }
    }

    private void stop() {
        Engine searching;
        synchronized (lock) {
            if (search == null) {
                return;
            }
            search.stopped = true;
            if (search.bestMove != null) {
                answer(search);
                return;
            }
            searching = engines.current();
        }
        searching.stop();
    }

    /** At the end of the input: stops the search under way, if any, and waits until its answer is written. */
    private void answerAtEnd() {
        stop();
        synchronized (lock) {
            long deadline = System.nanoTime() + END_WAIT_NANOS;
            for (long left = END_WAIT_NANOS; search != null && left > 0; left = deadline - System.nanoTime()) {
                try {
                    TimeUnit.NANOSECONDS.timedWait(lock, left);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }
    }

    private void quit() {
        synchronized (lock) {
            quitting = true;
            Engine current = engines.current();
            if (search != null && current != null) {
                current.stop();
            }
        }
    }

    /**
     * Writes the {@code info} lines of a completed depth, unless the search is over: one line, or
     * with {@code MultiPV} above 1 one {@code info multipv k …} line per best line, best first.
     */
    private void info(Search running, SearchProgress progress) {
        synchronized (lock) {
            if (search != running) {
                return;
            }
            for (SearchLine found : progress.lines()) {
                send(InfoLine.write(running.numbered, found.rank(), progress.depth(), found.score(), progress.nodes(),
                        progress.nodesPerSecond(), progress.elapsed().toMillis(), found.principalVariation()));
            }
        }
    }

    private void error(String reason) {
        // The words quoted in a reason are escaped where they are quoted; this also covers a
        // sentence from elsewhere that might carry a control character.
        send(Answers.error(reason));
    }

    private void send(String line) {
        synchronized (lock) {
            if (!quitting) {
                out.print(line + "\n");
                out.flush();
            }
        }
    }
}
