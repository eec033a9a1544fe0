package io.github.shogunsdk.examples.cli;

import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.spi.Messages;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A player of {@code shogun match} that is another program speaking the Shogun Engine Protocol:
 * {@code cmd:<command line>}. The match starts it once, introduces itself ({@code sep}), sets its
 * {@code Rules} and {@code Energy} options, says {@code newgame} before each game, and for each
 * move sends {@code position startpos moves ...} (every move with its landing energy) and a
 * {@code go} with the match's level or clocks, then reads the {@code bestmove}.
 *
 * <p>An engine that cannot be started, does not answer in time, answers an illegal move, refuses a
 * command or ends is an error that stops the match; the engine is asked to {@code quit} at the end
 * and is ended by force if it has not after two seconds. Its standard error is discarded.
 *
 * <p>The engine's output is bounded, so a program that floods it ({@code cmd:yes},
 * {@code cmd:cat /dev/zero}) stops the match with a message instead of filling the memory: a line
 * may hold at most {@link LineReader#MAX_LINE_BYTES} bytes, at most {@link #QUEUE_LINES} lines
 * wait to be read (the engine waits meanwhile, as a pipe makes it), and an answer may come after
 * at most {@link #MAX_LINES_PER_ANSWER} other lines.
 */
final class SepPlayer implements MatchPlayer {

    /** How long the engine may take to start and to answer {@code sep} and {@code isready}. */
    static final long START_MILLIS = 60_000;
    /** How long an engine may be late on a {@code movetime}, or on its clock, before it is given up. */
    static final long GRACE_MILLIS = 10_000;
    /** How long an engine may search to a depth or a node count. */
    static final long DEPTH_MILLIS = 600_000;

    /** The most lines that wait to be read; the reader waits for room, and so does the engine. */
    static final int QUEUE_LINES = 1024;
    /** The most lines an engine may write before the answer awaited: far more than its {@code info} lines. */
    static final int MAX_LINES_PER_ANSWER = 100_000;

    /** What the reader puts in the queue at the end of the engine's output. */
    private static final String END = new String("end of output");
    /** What the reader puts in the queue, and then stops, when a line is too long. */
    private static final String TOO_LONG = new String("line too long");

    private final String name;
    private final Process process;
    private final Writer input;
    private final BlockingQueue<String> output = new ArrayBlockingQueue<>(QUEUE_LINES);
    /** Set by {@link #close}: the reader stops waiting for room in the queue. */
    private volatile boolean closed;
    private final SearchLimits level;

    private SepPlayer(String name, Process process, SearchLimits level) {
        this.name = name;
        this.process = process;
        this.level = level;
        this.input = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        Thread reader = new Thread(this::read, "sep-player-reader");
        reader.setDaemon(true);
        reader.start();
    }

    /**
     * Starts an engine and sets it up for the match's games.
     *
     * @param name the player as given, {@code cmd:<command line>}, for messages
     * @param setup the rules and energies of the games
     * @param level the search limits of a {@code go} when the match has no clocks
     * @return the player, ready for {@link #newGame}
     * @throws UsageException if the command line is empty or cannot be split
     * @throws IllegalArgumentException if the engine cannot be started or does not answer as it should
     */
    static SepPlayer start(String name, GameSetup setup, SearchLimits level) {
        List<String> words;
        try {
            words = CommandWords.split(name.substring("cmd:".length()));
        } catch (IllegalArgumentException e) {
            throw new UsageException("player " + ShogunCommand.quoted(name) + ": " + ShogunCommand.oneLine(e));
        }
        if (words.isEmpty()) {
            throw new UsageException("player 'cmd:' needs a command line, such as cmd:java -jar shogun.jar engine");
        }
        Process process;
        try {
            process = new ProcessBuilder(words).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        } catch (IOException e) {
            throw new IllegalArgumentException("player " + ShogunCommand.quoted(name) + ": cannot start "
                    + Messages.oneLine(words.get(0)) + ": "
                    + ShogunCommand.oneLine(e), e);
        }
        SepPlayer player = new SepPlayer(name, process, level);
        try {
            player.send("sep");
            player.await("sepok", START_MILLIS);
            player.send("setoption name Rules value " + setup.ruleSet());
            player.send("setoption name Energy value " + setup.energyModel());
            player.send("isready");
            player.await("readyok", START_MILLIS);
            return player;
        } catch (RuntimeException e) {
            player.close();
            throw e;
        }
    }

    @Override
    public void newGame() {
        send("newgame");
    }

    @Override
    public Move choose(Game game, SplittableRandom random, MatchClock clock) {
        StringBuilder position = new StringBuilder("position startpos");
        if (!game.history().isEmpty()) {
            position.append(" moves");
            for (Ply ply : game.history()) {
                position.append(' ').append(ply.move()).append(':').append(ply.energyAfter());
            }
        }
        send(position.toString());
        long wait;
        if (clock != null) {
            send("go " + clock.goParameters());
            wait = clock.left(game.sideToMove()) + GRACE_MILLIS;
        } else if (level.depth().isPresent()) {
            send("go depth " + level.depth().getAsInt());
            wait = DEPTH_MILLIS;
        } else if (level.nodes().isPresent()) {
            send("go nodes " + level.nodes().getAsLong());
            wait = DEPTH_MILLIS;
        } else {
            long millis = level.time().orElseThrow().toMillis();
            send("go movetime " + millis);
            wait = millis + GRACE_MILLIS;
        }
        String answer = await("bestmove", wait).substring("bestmove".length()).strip();
        Move move;
        try {
            move = Move.parse(answer);
        } catch (IllegalArgumentException e) {
            throw failure("answered " + ShogunCommand.quoted("bestmove " + answer) + " in " + game.position()
                    + ", which has legal moves");
        }
        if (!game.legalMoves().contains(move)) {
            throw failure("answered the illegal move " + move + " in " + game.position());
        }
        return move;
    }

    /** Waits for a line starting with the word; refusals ({@code info string error}) and the end are failures. */
    private String await(String word, long millis) {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        for (int lines = 0; ; lines++) {
            if (lines > MAX_LINES_PER_ANSWER) {
                throw failure("wrote more than " + MAX_LINES_PER_ANSWER + " lines without answering " + word);
            }
            String line;
            try {
                line = output.poll(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw failure("was interrupted while waiting for " + word);
            }
            if (line == null) {
                throw failure("did not answer " + word + " within " + millis + " ms");
            }
            if (line == END) {
                throw failure("ended before answering " + word + exitStatus());
            }
            if (line == TOO_LONG) {
                throw failure("wrote a line longer than " + LineReader.MAX_LINE_BYTES + " bytes before answering " + word);
            }
            if (line.startsWith("info string error")) {
                throw failure("refused a command: " + Messages.oneLine(line));
            }
            if (line.equals(word) || line.startsWith(word + " ")) {
                return line;
            }
        }
    }

    private String exitStatus() {
        try {
            return process.waitFor(1, TimeUnit.SECONDS) ? " (exit status " + process.exitValue() + ")" : "";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "";
        }
    }

    private IllegalArgumentException failure(String what) {
        return new IllegalArgumentException("player " + ShogunCommand.quoted(name) + " " + what);
    }

    private void send(String line) {
        try {
            input.write(line + "\n");
            input.flush();
        } catch (IOException e) {
            throw failure("no longer reads its input" + exitStatus());
        }
    }

    /**
     * Reads the engine's output into the queue until its end, a line too long, or {@link #close}.
     * Nothing escapes this thread: whatever stops the reading is the end of the output for the
     * match, which then says what happened in one line.
     */
    private void read() {
        String last = END;
        try (InputStream stream = process.getInputStream()) {
            LineReader lines = new LineReader(stream, LineReader.MAX_LINE_BYTES, Long.MAX_VALUE);
            for (String line = lines.readLine(); line != null && !closed; line = lines.readLine()) {
                if (!offer(line.strip())) {
                    return;
                }
            }
        } catch (LineReader.LineTooLongException e) {
            last = TOO_LONG;
        } catch (IOException | RuntimeException | OutOfMemoryError e) {
            // the end of the output, as far as the match is concerned
        }
        offer(last);
    }

    /** Puts a line in the queue, waiting for room; false once the player is closed. */
    private boolean offer(String line) {
        try {
            while (!closed) {
                if (output.offer(line, 100, TimeUnit.MILLISECONDS)) {
                    return true;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return false;
    }

    /** Asks the engine to quit; ends it by force if it has not after two seconds. */
    @Override
    public void close() {
        closed = true;
        try {
            input.write("quit\n");
            input.close();
        } catch (IOException e) {
            // it has gone already
        }
        try {
            if (!process.waitFor(2, TimeUnit.SECONDS)) {
                process.destroy();
                if (!process.waitFor(2, TimeUnit.SECONDS)) {
                    process.destroyForcibly();
                }
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }
}
