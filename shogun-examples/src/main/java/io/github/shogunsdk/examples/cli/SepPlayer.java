package io.github.shogunsdk.examples.cli;

import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.spi.Messages;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
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
 */
final class SepPlayer implements MatchPlayer {

    /** How long the engine may take to start and to answer {@code sep} and {@code isready}. */
    static final long START_MILLIS = 60_000;
    /** How long an engine may be late on a {@code movetime}, or on its clock, before it is given up. */
    static final long GRACE_MILLIS = 10_000;
    /** How long an engine may search to a depth. */
    static final long DEPTH_MILLIS = 600_000;

    /** What the reader puts in the queue at the end of the engine's output. */
    private static final String END = new String("end of output");

    private final String name;
    private final Process process;
    private final Writer input;
    private final BlockingQueue<String> output = new LinkedBlockingQueue<>();
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
        while (true) {
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

    private void read() {
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(process.getInputStream(),
                StandardCharsets.UTF_8))) {
            String line;
            while ((line = lines.readLine()) != null) {
                output.add(line.strip());
            }
        } catch (IOException e) {
            // the end of the output, as far as the match is concerned
        } finally {
            output.add(END);
        }
    }

    /** Asks the engine to quit; ends it by force if it has not after two seconds. */
    @Override
    public void close() {
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
