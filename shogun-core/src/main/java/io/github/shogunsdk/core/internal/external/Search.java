package io.github.shogunsdk.core.internal.external;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.ExternalEngine;
import io.github.shogunsdk.api.ExternalEngineException;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.Score;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.SearchLine;
import io.github.shogunsdk.api.SearchProgress;
import io.github.shogunsdk.api.SearchResult;
import io.github.shogunsdk.api.StopReason;
import io.github.shogunsdk.api.spi.Messages;
import io.github.shogunsdk.core.internal.protocol.BestMoveLine;
import io.github.shogunsdk.core.internal.protocol.Command;
import io.github.shogunsdk.core.internal.protocol.GoCommand;
import io.github.shogunsdk.core.internal.protocol.InfoLine;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * One {@code go} of a {@link SepClient}, from the position it sends to the one {@code bestmove}
 * that answers it. The {@code info} lines of a depth become one {@link SearchProgress} once every
 * line asked for has come (lines of different depths are never merged); malformed ones are
 * skipped. The answer must come in time: a time or clock limit plus
 * {@link ExternalEngine#GRACE_SECONDS} s (counted from the hit when pondering, never while
 * pondering), {@value SepClient#DEPTH_NANOS} ns for a search to a depth or a node count, and
 * {@link ExternalEngine#GRACE_SECONDS} s after a {@code stop}; an unlimited search waits for its
 * {@code stop}. An interrupt of the thread waiting for the answer is a {@code stop}: the program is
 * told to stop, its {@code bestmove} is the result, and the interrupt status is set again when the
 * search returns, so the engine stays usable and the caller still sees the interrupt. Mutable; its
 * fields that other threads touch are guarded by this object.
 */
final class Search {

    private static final long GRACE_NANOS = TimeUnit.SECONDS.toNanos(ExternalEngine.GRACE_SECONDS);
    /** How often the reading looks at the deadline, the stop and the close. */
    private static final long SLICE_NANOS = TimeUnit.MILLISECONDS.toNanos(100);

    private final SepClient client;
    private final EngineProcess process;
    private final Game game;
    private final SearchLimits limits;
    private final Consumer<SearchProgress> progress;
    private final boolean ponder;
    private final int legalMoves;

    private boolean goSent;
    private boolean stopRequested;
    private long stopSentAt;
    private boolean pondering;
    private long hitAt;
    private volatile boolean abandoned;
    /** Whether the thread waiting for the answer was interrupted; only that thread touches it. */
    private boolean interrupted;
    private long start;

    /** The lines of the depth being reported, by rank. */
    private final Map<Integer, InfoLine> pending = new TreeMap<>();
    private int pendingDepth;
    /** The last depth reported in full. */
    private List<SearchLine> lastLines = List.of();
    private int lastDepth;
    private long lastNodes;
    private RuntimeException listenerFailure;

    Search(SepClient client, EngineProcess process, Game game, SearchLimits limits, Consumer<SearchProgress> progress,
            boolean ponder) {
        this.client = client;
        this.process = process;
        this.game = game;
        this.limits = limits;
        this.progress = progress;
        this.ponder = ponder;
        this.pondering = ponder;
        this.legalMoves = game.outcome().isOver() ? 0 : game.legalMoves().size();
    }

    /**
     * Runs the search on the calling thread.
     *
     * @return the result
     */
    SearchResult run() {
        try {
            SearchResult result = talk();
            client.ended(this, null);
            return result;
        } catch (ExternalEngineException e) {
            client.ended(this, client.isClosed() ? null : e);
            throw e;
        } catch (RuntimeException | Error e) {
            client.ended(this, null);
            throw e;
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /**
     * Runs the search on a thread of its own.
     *
     * @return the result to come; cancelling it stops the search
     */
    CompletableFuture<SearchResult> runAsync() {
        CompletableFuture<SearchResult> future = new CompletableFuture<>() {
            @Override
            public boolean cancel(boolean mayInterruptIfRunning) {
                boolean cancelled = super.cancel(mayInterruptIfRunning);
                stop();
                return cancelled;
            }
        };
        Thread thread = new Thread(() -> {
            try {
                future.complete(run());
            } catch (RuntimeException | Error e) {
                future.completeExceptionally(e);
            }
        }, "shogun-external-search");
        thread.setDaemon(true);
        thread.start();
        return future;
    }

    /** Asks the program to stop, now or as soon as the {@code go} is sent. */
    synchronized void stop() {
        stopRequested = true;
        if (goSent && stopSentAt == 0) {
            stopSentAt = System.nanoTime();
            try {
                process.send(Command.STOP.word());
            } catch (ExternalEngineException e) {
                // the reading sees the end of the program and says so
            }
        }
    }

    /** Tells whether the search was asked to stop. */
    synchronized boolean stopping() {
        return stopRequested;
    }

    /** The opponent played the expected reply: {@code ponderhit}, and the limits start. */
    synchronized void hit() {
        if (pondering && !stopRequested) {
            pondering = false;
            hitAt = System.nanoTime();
            if (goSent) {
                sendQuietly(Command.PONDERHIT.word());
            }
        }
    }

    /** The engine was closed: the search ends with a failure at its next look. */
    void abandon() {
        abandoned = true;
    }

    private void sendQuietly(String line) {
        try {
            process.send(line);
        } catch (ExternalEngineException e) {
            // the reading sees the end of the program and says so
        }
    }

    private SearchResult talk() {
        start = System.nanoTime();
        if (legalMoves == 0) {
            return gameOver();
        }
        int lines = client.prepare(game, limits.lines());
        synchronized (this) {
            process.send(goLine());
            goSent = true;
            if (ponder && !pondering) {
                sendQuietly(Command.PONDERHIT.word());
            }
            if (stopRequested) {
                stopSentAt = System.nanoTime();
                sendQuietly(Command.STOP.word());
            }
        }
        int expected = Math.min(lines, legalMoves);
        for (int count = 0; ; count++) {
            if (count > ExternalEngine.MAX_LINES_PER_ANSWER) {
                throw failure("wrote more than " + ExternalEngine.MAX_LINES_PER_ANSWER
                        + " lines without answering bestmove");
            }
            String line = nextLine();
            if (client.info.offer(line)) {
                RuntimeException failed = client.info.takeFailure();
                if (failed != null && listenerFailure == null) {
                    listenerFailure = failed;
                    stop();
                }
            } else if (InfoLine.isInfo(line)) {
                info(InfoLine.parse(line), expected);
            } else if (BestMoveLine.isBestMove(line)) {
                return answer(line);
            }
        }
    }

    /** The next line, within the deadline as it stands (a stop or a hit moves it). */
    private String nextLine() {
        while (true) {
            if (abandoned) {
                throw failure("was closed during a search");
            }
            long deadline = deadline();
            long now = System.nanoTime();
            if (deadline != Long.MAX_VALUE && now - deadline >= 0) {
                throw failure("did not answer bestmove in time (" + TimeUnit.NANOSECONDS.toMillis(now - start)
                        + " ms after go, limits " + limits + ")");
            }
            long wait = deadline == Long.MAX_VALUE ? SLICE_NANOS : Math.min(SLICE_NANOS, deadline - now);
            String line;
            try {
                line = process.next(wait);
            } catch (InterruptedException e) {
                // A stop, as for the SDK's engine: the answer to it still comes, within the grace.
                interrupted = true;
                stop();
                continue;
            }
            if (line != null) {
                return SepClient.checked(process, line, "bestmove");
            }
        }
    }

    /** When the answer must have come, {@link Long#MAX_VALUE} for no deadline. */
    private synchronized long deadline() {
        if (stopSentAt != 0) {
            return stopSentAt + GRACE_NANOS;
        }
        if (pondering) {
            return Long.MAX_VALUE;
        }
        long from = ponder ? hitAt : start;
        long limit = timeLimitNanos();
        if (limit == Long.MAX_VALUE) {
            return limits.depth().isPresent() && limits.depth().getAsInt() < SearchLimits.MAX_DEPTH
                    || limits.nodes().isPresent() ? from + SepClient.DEPTH_NANOS : Long.MAX_VALUE;
        }
        return from + limit + GRACE_NANOS;
    }

    /** The shorter of the time limit and the clock, in nanoseconds; {@link Long#MAX_VALUE} for none. */
    private long timeLimitNanos() {
        long limit = Long.MAX_VALUE;
        if (limits.time().isPresent()) {
            limit = Math.min(limit, nanos(limits.time().get()));
        }
        if (limits.clockLeft().isPresent()) {
            limit = Math.min(limit, nanos(limits.clockLeft().get()));
        }
        return limit;
    }

    private static long nanos(Duration duration) {
        return duration.getSeconds() >= Long.MAX_VALUE / 4_000_000_000L ? Long.MAX_VALUE / 4 : duration.toNanos();
    }

    private static long millis(Duration duration) {
        return duration.getSeconds() >= Long.MAX_VALUE / 4_000L ? Long.MAX_VALUE / 4 : duration.toMillis();
    }

    /**
     * The {@code go} line of the limits: the mover's clock only, and an unlimited search as the
     * SDK's engine searches it, to the deepest depth or until stopped.
     */
    private String goLine() {
        boolean unlimited = limits.depth().isEmpty() && limits.nodes().isEmpty() && limits.time().isEmpty()
                && limits.clockLeft().isEmpty() && limits.movesToGo().isEmpty();
        int depth = unlimited ? SearchLimits.MAX_DEPTH : limits.depth().orElse(0);
        long movetime = limits.time().map(time -> Math.max(1, millis(time))).orElse(0L);
        Long left = limits.clockLeft().map(Search::millis).orElse(null);
        long increment = left == null ? 0 : millis(limits.increment());
        boolean white = game.sideToMove() == Colour.WHITE;
        return new GoCommand(ponder, depth, limits.nodes().orElse(0), movetime, white ? left : null,
                white ? null : left, white ? increment : 0, white ? 0 : increment, limits.movesToGo().orElse(0),
                false).toString();
    }

    /** Adds an {@code info} line to its depth's report, and reports the depth once every line has come. */
    private void info(InfoLine info, int expected) {
        if (info == null) {
            return;
        }
        if (info.depth() != pendingDepth || pending.containsKey(info.rank())) {
            pending.clear();
            pendingDepth = info.depth();
        }
        pending.put(info.rank(), info);
        for (int rank = 1; rank <= expected; rank++) {
            if (!pending.containsKey(rank)) {
                return;
            }
        }
        List<SearchLine> lines = new ArrayList<>();
        long nodes = 0;
        for (int rank = 1; rank <= expected; rank++) {
            InfoLine line = pending.get(rank);
            lines.add(SearchLine.of(rank, line.score(), line.moves()));
            nodes = Math.max(nodes, line.nodes());
        }
        pending.clear();
        SearchProgress report;
        try {
            report = SearchProgress.of(pendingDepth, lines, nodes, elapsed());
        } catch (IllegalArgumentException e) {
            return; // lines out of order or sharing a move: not a report the API can carry
        }
        lastLines = List.copyOf(lines);
        lastDepth = pendingDepth;
        lastNodes = nodes;
        if (listenerFailure == null) {
            try {
                progress.accept(report);
            } catch (RuntimeException e) {
                listenerFailure = e;
                stop();
            }
        }
    }

    /** Reads the {@code bestmove} and makes the result. */
    private SearchResult answer(String line) {
        BestMoveLine answer = BestMoveLine.parse(line);
        if (answer.isNone()) {
            throw failure("answered " + Messages.quote(line) + " in " + game.position() + ", which has legal moves");
        }
        Move best;
        try {
            best = Move.parse(answer.move());
        } catch (IllegalArgumentException e) {
            throw failure("answered " + Messages.quote(line) + ", which is not a move");
        }
        if (!game.legalMoves().contains(best)) {
            throw failure("answered the illegal move " + best + " in " + game.position());
        }
        if (listenerFailure != null) {
            throw listenerFailure;
        }
        Move reply = answer.ponder() == null ? null : reply(best, answer.ponder());
        List<SearchLine> lines;
        if (!lastLines.isEmpty() && lastLines.get(0).firstMove().equals(best)) {
            lines = new ArrayList<>(lastLines);
            SearchLine first = lines.get(0);
            if (reply != null && first.principalVariation().size() == 1) {
                lines.set(0, SearchLine.of(1, first.score(), List.of(best, reply)));
            }
        } else {
            Score score = lastLines.isEmpty() ? Score.ofCentipawns(0) : lastLines.get(0).score();
            lines = List.of(SearchLine.of(1, score, reply == null ? List.of(best) : List.of(best, reply)));
        }
        return SearchResult.of(lines, lastDepth, lastNodes, elapsed(), reason());
    }

    /** The program's expected reply, if it is legal after its move; else none. */
    private Move reply(Move best, String text) {
        try {
            Move reply = Move.parse(text);
            Game after = game.copy();
            after.play(best);
            return !after.outcome().isOver() && after.legalMoves().contains(reply) ? reply : null;
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** Why the search ended, as far as the client can tell. */
    private synchronized StopReason reason() {
        if (stopRequested) {
            return StopReason.STOPPED;
        }
        if (limits.depth().isPresent() && lastDepth >= limits.depth().getAsInt()) {
            return StopReason.DEPTH;
        }
        if (limits.nodes().isPresent() && lastNodes >= limits.nodes().getAsLong()) {
            return StopReason.NODES;
        }
        return limits.time().isPresent() || limits.clockLeft().isPresent() ? StopReason.TIME : StopReason.DEPTH;
    }

    private Duration elapsed() {
        return Duration.ofNanos(Math.max(0, System.nanoTime() - start));
    }

    /** The result in a position with nothing to search, as the SDK's engine gives it. */
    private SearchResult gameOver() {
        Outcome outcome = game.outcome();
        Score score = outcome instanceof Outcome.Win win
                ? (win.winner() == game.sideToMove() ? Score.ofWinIn(0) : Score.ofLossIn(0))
                : outcome.isOver() ? Score.ofCentipawns(0) : Score.ofLossIn(0);
        return SearchResult.ofGameOver(score, Duration.ZERO);
    }

    private ExternalEngineException failure(String what) {
        return new ExternalEngineException("engine " + process.name() + " " + what);
    }
}
