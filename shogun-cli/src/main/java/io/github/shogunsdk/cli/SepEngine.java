package io.github.shogunsdk.cli;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Engine;
import io.github.shogunsdk.api.EngineOptions;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.PonderSearch;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Score;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.SearchLine;
import io.github.shogunsdk.api.SearchProgress;
import io.github.shogunsdk.api.SearchResult;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.StrengthLevel;
import io.github.shogunsdk.api.internal.AsciiCase;
import io.github.shogunsdk.api.spi.Messages;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;

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
 * <p>On a clock, the engine shares out its time ({@link SearchLimits#clock}, docs/ENGINE-TIME.md)
 * and each move keeps back the {@code MoveOverhead} option's milliseconds and the latency
 * the engine has seen: the program's clock charges a move from its {@code go} to its
 * {@code bestmove}, the engine times it from reading the {@code go} to writing the answer, and the
 * difference, learnt from the clock times of the next {@code go}, is the time the lines spent on
 * the way and the machine spent elsewhere ({@link ClockLatency}).
 */
final class SepEngine {

    /** The {@code Hash} option's default: the SDK engine's default table, in MiB. */
    static final int HASH_DEFAULT = EngineOptions.DEFAULT_HASH_MEGABYTES;
    /** The smallest {@code Hash} accepted. */
    static final int HASH_MIN = EngineOptions.MIN_HASH_MEGABYTES;
    /** The largest {@code Hash} accepted. */
    static final int HASH_MAX = EngineOptions.MAX_HASH_MEGABYTES;
    /** The {@code Elo} option's default: a club player ({@link StrengthLevel#CLUB}). */
    static final int ELO_DEFAULT = StrengthLevel.CLUB.elo();

    private final LineReader in;
    private final PrintStream out;
    /** Guards the output and {@link #search}. */
    private final Object lock = new Object();

    private RuleSet rules = RuleSet.standard();
    private EnergyModel energy = EnergyModel.magnetic();
    private EngineOptions engineOptions = EngineOptions.defaults();
    /** The {@code MultiPV} option: how many best lines a search reports. */
    private int multiPv = 1;
    /** The {@code Ponder} option: whether a {@code bestmove} names the reply it expects. */
    private boolean ponderOption;
    /**
     * The moves the engine shares a clock among when the time control does not say, as
     * docs/ENGINE-TIME.md gives it: the latency is kept back by lowering the clock by this many times it.
     */
    static final int CLOCK_HORIZON = 30;
    /** The {@code LimitStrength} option: whether the engine plays at the {@code Elo} option's strength. */
    private boolean limitStrength;
    /** The {@code Elo} option: the strength limit when {@code LimitStrength} is on. */
    private int elo = ELO_DEFAULT;
    /** The position to search, with the moves that led to it. */
    private Game game;
    /** The engine for the options, made when they change, before the next {@code readyok} or {@code go}. */
    private final SessionEngine engines = new SessionEngine();
    /** The search under way, or null; guarded by {@link #lock}. */
    private Search search;
    /** Set by {@code quit}: nothing more is written; guarded by {@link #lock}. */
    private boolean quitting;
    /** What the program's clocks say about the time a move takes beyond the search; guarded by {@link #lock}. */
    private final ClockLatency latency = new ClockLatency();

    /** One {@code go}, from its start to its {@code bestmove}. */
    private static final class Search {
        /** Whether the answer waits for {@code stop} ({@code go infinite}, or no limit at all). */
        final boolean untilStopped;
        /** The move to answer once known: the search's, or none; null while searching. */
        String bestMove;
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
     */
    SepEngine(InputStream in, PrintStream out) {
        this.in = new LineReader(in, LineReader.MAX_LINE_BYTES, Long.MAX_VALUE);
        this.out = out;
    }

    /**
     * Reads and obeys commands until {@code quit} or the end of the input, then abandons any search.
     *
     * @throws IOException if the input cannot be read
     */
    void run() throws IOException {
        game = Shogun.newGame(setup());
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
                    break;
                }
                String[] words = line.strip().split("\\s+");
                if (words[0].isEmpty()) {
                    continue;
                }
                if (!obey(words)) {
                    break;
                }
            }
        } finally {
            quit();
        }
    }

    /** Carries out one command; returns false for {@code quit}. */
    private boolean obey(String[] words) {
        List<String> arguments = Arrays.asList(words).subList(1, words.length);
        switch (words[0]) {
            case "sep" -> introduce();
            case "isready" -> ready();
            case "setoption" -> setOption(arguments);
            case "newgame" -> newGame();
            case "position" -> position(arguments);
            case "go" -> go(arguments);
            case "stop" -> stop();
            case "ponderhit" -> ponderHit();
            case "quit" -> {
                return false;
            }
            default -> error("unknown command " + ShogunCommand.quoted(words[0]));
        }
        return true;
    }

    private void introduce() {
        send("id name Shogun " + Version.sdk());
        send("id author The Shogun SDK authors");
        send("option name Rules type string default " + RuleSet.standard());
        send("option name Energy type string default " + EnergyModel.magnetic());
        send("option name Hash type spin default " + HASH_DEFAULT + " min " + HASH_MIN + " max " + HASH_MAX);
        send("option name MoveOverhead type spin default " + EngineOptions.DEFAULT_MOVE_OVERHEAD_MILLIS + " min "
                + EngineOptions.MIN_MOVE_OVERHEAD_MILLIS + " max " + EngineOptions.MAX_MOVE_OVERHEAD_MILLIS);
        send("option name MultiPV type spin default 1 min 1 max " + SearchLimits.MAX_LINES);
        send("option name Ponder type check default false");
        send("option name LimitStrength type check default false");
        send("option name Elo type spin default " + ELO_DEFAULT + " min " + EngineOptions.MIN_STRENGTH_ELO + " max "
                + EngineOptions.MAX_STRENGTH_ELO);
        send("option name Threads type spin default " + EngineOptions.DEFAULT_THREADS + " min "
                + EngineOptions.MIN_THREADS + " max " + EngineOptions.MAX_THREADS);
        send("sepok");
    }

    private GameSetup setup() {
        return GameSetup.standard().withRules(rules).withEnergy(energy);
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
        int value = words.indexOf("value");
        if (words.isEmpty() || !words.get(0).equals("name") || value < 2) {
            error("setoption: expected setoption name <Name> value <v>");
            return;
        }
        String name = String.join(" ", words.subList(1, value));
        String text = String.join(" ", words.subList(value + 1, words.size()));
        try {
            switch (AsciiCase.lower(name)) {
                case "rules" -> rules = RuleSet.parse(text);
                case "energy" -> energy = EnergyModel.parse(text);
                case "hash" -> setHash(number(text, "Hash", HASH_MIN, HASH_MAX));
                case "moveoverhead" -> engineOptions = engineOptions.withMoveOverheadMillis(number(text,
                        "MoveOverhead", EngineOptions.MIN_MOVE_OVERHEAD_MILLIS, EngineOptions.MAX_MOVE_OVERHEAD_MILLIS));
                case "multipv" -> multiPv = number(text, "MultiPV", 1, SearchLimits.MAX_LINES);
                case "threads" -> engineOptions = engineOptions.withThreads(number(text, "Threads",
                        EngineOptions.MIN_THREADS, EngineOptions.MAX_THREADS));
                case "ponder" -> ponderOption = check(text, "Ponder");
                case "limitstrength" -> limitStrength = check(text, "LimitStrength");
                case "elo" -> elo = number(text, "Elo", EngineOptions.MIN_STRENGTH_ELO, EngineOptions.MAX_STRENGTH_ELO);
                default -> error("setoption: unknown option " + ShogunCommand.quoted(name)
                        + "; the options are Rules, Energy, Hash, MoveOverhead, MultiPV, Ponder, LimitStrength, Elo and Threads");
            }
        } catch (IllegalArgumentException e) {
            error("setoption " + Messages.oneLine(name) + ": " + ShogunCommand.oneLine(e));
        }
    }

    /**
     * Takes a table size only if the heap can hold it beside what it holds now (the current table
     * is let go first); otherwise says so and keeps the old size. The table is made at the next
     * {@code isready} (or {@code go}); the same size again changes nothing.
     */
    private void setHash(int megabytes) {
        String refusal = megabytes == engineOptions.hashMegabytes() ? null
                : engines.hashRefusal(megabytes, engineOptions.hashMegabytes());
        if (refusal != null) {
            error("setoption Hash: " + refusal);
            return;
        }
        engineOptions = engineOptions.withHashMegabytes(megabytes);
    }

    /** The options the engine is made with: those set, with the strength limit when it is on. */
    private EngineOptions wantedOptions() {
        return limitStrength ? engineOptions.withStrengthLimit(elo) : engineOptions;
    }

    /**
     * {@code isready}: makes the engine for the options if they changed, so that its table is
     * allocated before {@code readyok}, not on the next search's clock; during a search, answers
     * at once (no option changes then).
     */
    private void ready() {
        if (!searching()) {
            try {
                engines.ready(setup(), wantedOptions());
            } catch (RuntimeException | OutOfMemoryError e) {
                error("isready: the engine could not be made: " + reason(e) + "; the next go tries again");
            }
        }
        send("readyok");
    }

    private void newGame() {
        if (searching()) {
            error("newgame during a search; send stop first");
            return;
        }
        // The engine is kept: every search starts from empty tables already, and making it again
        // would allocate its table inside the first move of the game, on the clock.
        game = Shogun.newGame(setup());
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
        int moves = words.indexOf("moves");
        List<String> start = moves < 0 ? words : words.subList(0, moves);
        GameSetup setup = setup();
        if (start.size() == 1 && start.get(0).equals("startpos")) {
            // the energy model's initial position
        } else if (start.size() > 1 && start.get(0).equals("spn")) {
            try {
                setup = setup.withStart(Position.parse(String.join(" ", start.subList(1, start.size()))));
            } catch (IllegalArgumentException e) {
                error("position: " + ShogunCommand.oneLine(e));
                return;
            }
        } else {
            error("position: expected position startpos [moves ...] or position spn <SPN> [moves ...]");
            return;
        }
        Game next;
        try {
            next = Shogun.newGame(setup);
        } catch (IllegalArgumentException e) {
            error("position: " + ShogunCommand.oneLine(e));
            return;
        }
        List<String> played = moves < 0 ? List.of() : words.subList(moves + 1, words.size());
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
            limits = limits.withLines(multiPv);
        } catch (IllegalArgumentException e) {
            error("go: " + ShogunCommand.oneLine(e));
            return;
        }
        List<Move> legal = game.legalMoves();
        Search started = new Search(untilStopped, legal.isEmpty() ? null : legal.get(0).toString(), multiPv > 1);
        started.atHit = go.ponder() ? timing : null;
        synchronized (lock) {
            search = started;
            if (legal.isEmpty()) {
                finish(started, "none");
                return;
            }
        }
        CompletableFuture<SearchResult> result;
        try {
            Engine engine = engines.ready(game.setup(), wantedOptions());
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
            finish(started, started.fallback);
            return;
        }
        result.whenComplete((found, failure) -> {
            synchronized (lock) {
                String move = found == null ? null : found.bestMove().map(Move::toString).orElse(null);
                if (failure != null || move == null) {
                    error("the search failed: " + (failure == null ? "it found no move" : reason(failure))
                            + "; answering a legal move");
                    move = started.fallback;
                } else if (ponderOption && found.principalVariation().size() > 1) {
                    move += " ponder " + found.principalVariation().get(1);
                }
                finish(started, move);
            }
        });
    }

    /** Says why a search failed, in a few words. */
    private static String reason(Throwable e) {
        return e instanceof OutOfMemoryError ? "out of memory" : ShogunCommand.oneLine(e);
    }

    /** Records a search's move and answers with it, unless the answer waits for {@code stop}. */
    private void finish(Search finished, String move) {
        synchronized (lock) {
            finished.bestMove = move;
            if (!finished.untilStopped || finished.stopped) {
                answer(finished);
            }
        }
    }

    private void answer(Search finished) {
        synchronized (lock) {
            if (search == finished) {
                search = null;
                send("bestmove " + finished.bestMove);
                latency.answered(System.nanoTime());
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
                StringBuilder line = new StringBuilder("info ");
                if (running.numbered) {
                    line.append("multipv ").append(found.rank()).append(' ');
                }
                line.append("depth ").append(progress.depth()).append(" score ").append(score(found.score()))
                        .append(" nodes ").append(progress.nodes()).append(" nps ").append(progress.nodesPerSecond())
                        .append(" time ").append(progress.elapsed().toMillis()).append(" pv");
                for (Move move : found.moves()) {
                    line.append(' ').append(move);
                }
                send(line.toString());
            }
        }
    }

    /**
     * Writes a score as the protocol does.
     *
     * @param score the score for the side to move
     * @return {@code cp <n>} or {@code mate <n>}, in the side to move's moves
     */
    static String score(Score score) {
        return score.isMate() ? "mate " + score.mateMoves().getAsInt() : "cp " + score.centipawns().getAsInt();
    }

    private void error(String reason) {
        // The words quoted in a reason are escaped where they are quoted; this also covers a
        // sentence from elsewhere that might carry a control character.
        send("info string error " + Messages.escapeControls(reason));
    }

    private void send(String line) {
        synchronized (lock) {
            if (!quitting) {
                out.print(line + "\n");
                out.flush();
            }
        }
    }

    /** Reads a {@code check} option's value: {@code true} or {@code false}, as the protocol spells them. */
    private static boolean check(String text, String what) {
        return switch (text) {
            case "true" -> true;
            case "false" -> false;
            default -> throw new IllegalArgumentException(what + " is true or false, not " + ShogunCommand.quoted(text));
        };
    }

    private static int number(String text, String what, int min, int max) {
        try {
            int value = Integer.parseInt(text);
            if (value >= min && value <= max) {
                return value;
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw new IllegalArgumentException(what + " is a whole number from " + min + " to " + max + ", not "
                + ShogunCommand.quoted(text));
    }

    /**
     * The parameters of a {@code go}, as given.
     *
     * @param depth the depth limit, or 0
     * @param nodes the node limit, or 0
     * @param movetime the time limit in milliseconds, or 0
     * @param time the clocks, White's and Red's, in milliseconds; null when not given
     * @param increment the increments, White's and Red's, in milliseconds
     * @param movesToGo the moves to the next time control, or 0
     * @param infinite whether {@code infinite} was given
     * @param ponder whether {@code ponder} was given: the search runs on the opponent's time
     */
    record GoLimits(int depth, long nodes, long movetime, Long[] time, long[] increment, int movesToGo,
            boolean infinite, boolean ponder) {

        /**
         * Reads the parameters of a {@code go}.
         *
         * @param words the words after {@code go}
         * @return the parameters
         * @throws IllegalArgumentException for an unknown parameter or a bad value
         */
        static GoLimits parse(List<String> words) {
            int depth = 0;
            long nodes = 0;
            long movetime = 0;
            Long[] time = new Long[2];
            long[] increment = new long[2];
            int movesToGo = 0;
            boolean infinite = false;
            boolean ponder = false;
            for (int i = 0; i < words.size(); i++) {
                String word = words.get(i);
                if (word.equals("infinite")) {
                    infinite = true;
                    continue;
                }
                if (word.equals("ponder")) {
                    ponder = true;
                    continue;
                }
                if (i + 1 >= words.size()) {
                    throw new IllegalArgumentException(known(word) + " needs a value");
                }
                String value = words.get(++i);
                switch (word) {
                    case "depth" -> depth = (int) whole(word, value, 1, SearchLimits.MAX_DEPTH);
                    case "nodes" -> nodes = whole(word, value, 1, Long.MAX_VALUE);
                    case "movetime" -> movetime = whole(word, value, 1, Long.MAX_VALUE);
                    case "wtime" -> time[0] = whole(word, value, Long.MIN_VALUE, Long.MAX_VALUE);
                    case "rtime" -> time[1] = whole(word, value, Long.MIN_VALUE, Long.MAX_VALUE);
                    case "winc" -> increment[0] = whole(word, value, 0, Long.MAX_VALUE);
                    case "rinc" -> increment[1] = whole(word, value, 0, Long.MAX_VALUE);
                    case "movestogo" -> movesToGo = (int) whole(word, value, 1, SearchLimits.MAX_MOVES_TO_GO);
                    default -> throw new IllegalArgumentException(known(word));
                }
            }
            return new GoLimits(depth, nodes, movetime, time, increment, movesToGo, infinite, ponder);
        }

        /** Names a word that needs a value, or says it is not a parameter. */
        private static String known(String word) {
            return List.of("depth", "nodes", "movetime", "wtime", "rtime", "winc", "rinc", "movestogo").contains(word)
                    ? word : "unknown parameter " + ShogunCommand.quoted(word);
        }

        private static long whole(String name, String value, long min, long max) {
            try {
                long number = Long.parseLong(value);
                if (number >= min && number <= max) {
                    return number;
                }
            } catch (NumberFormatException e) {
                // said below
            }
            String range = max == SearchLimits.MAX_DEPTH ? " from " + min + " to " + max
                    : min == Long.MIN_VALUE ? "" : " of " + min + " or more";
            throw new IllegalArgumentException(name + " takes a whole number" + range + ", not "
                    + ShogunCommand.quoted(value));
        }

        /**
         * Returns the time on the mover's clock, if given.
         *
         * @param side the side to move
         * @return milliseconds, negative counted as 0; empty when not given
         */
        java.util.OptionalLong ownClock(Colour side) {
            Long left = time[side == Colour.WHITE ? 0 : 1];
            return left == null ? java.util.OptionalLong.empty() : java.util.OptionalLong.of(Math.max(0, left));
        }

        /**
         * Returns the mover's increment.
         *
         * @param side the side to move
         * @return milliseconds, 0 when not given
         */
        long ownIncrement(Colour side) {
            return increment[side == Colour.WHITE ? 0 : 1];
        }

        /**
         * Returns the search limits for the side to move: the depth, node and time limits given,
         * and the side's clock, increment and moves to go ({@link SearchLimits#clock}), which the
         * engine shares out. A latency to keep back from the move lowers the clock by the latency
         * times the moves the clock is shared among ({@value #CLOCK_HORIZON}, or the moves to go
         * when fewer), and by a twentieth more for the reserve, so the move's share falls by about
         * the latency.
         *
         * @param side the side to move
         * @param latency the milliseconds to keep back beyond the engine's move overhead
         * @return the limits; unlimited when none was given
         * @throws IllegalArgumentException if only the other side's clock is given
         */
        SearchLimits limits(Colour side, long latency) {
            SearchLimits limits = SearchLimits.unlimited();
            if (depth > 0) {
                limits = limits.withDepth(depth);
            }
            if (nodes > 0) {
                limits = limits.withNodes(nodes);
            }
            if (movetime > 0) {
                limits = limits.withTime(Duration.ofMillis(movetime));
            }
            int own = side == Colour.WHITE ? 0 : 1;
            if (time[own] != null) {
                int share = movesToGo > 0 ? Math.min(movesToGo, CLOCK_HORIZON) : CLOCK_HORIZON;
                long kept = Math.max(0, latency) * share * 20 / 19;
                limits = limits.withClock(Duration.ofMillis(Math.max(0, Math.max(0, time[own]) - kept)),
                        Duration.ofMillis(increment[own]));
                if (movesToGo > 0) {
                    limits = limits.withMovesToGo(movesToGo);
                }
            } else if (time[1 - own] != null) {
                throw new IllegalArgumentException((own == 0 ? "wtime" : "rtime") + " is missing: "
                        + (own == 0 ? "White" : "Red") + " is to move");
            }
            return limits;
        }
    }
}
