package io.github.shogunsdk.cli.sep;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.Shogun;
import java.time.Duration;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A referee for games between engines speaking the protocol (or an engine and a random mover),
 * written for the tests and independent of {@code shogun match}: it keeps the game with the SDK,
 * sends each engine the start (the setup's own, or {@code startpos}) and the moves so far with their
 * landing energies, checks that every
 * {@code bestmove} is a legal move, and with clocks measures each answer from sending {@code go}
 * to reading {@code bestmove}.
 */
final class Referee {

    /** A seat at the board: an engine, or null for a random mover. */
    private final SepConnection[] seats = new SepConnection[2];
    private final GameSetup setup;
    private final String limits;
    private final Clocks clocks;

    /** Totals over the games this referee has run. */
    int games;
    int plies;
    int engineMoves;
    int illegalMoves;
    int timeLosses;
    /** The least time left on a clock when an answer came, in milliseconds. */
    long worstMargin = Long.MAX_VALUE;
    /** The longest answer, in milliseconds. */
    long slowestAnswer;

    /**
     * The clocks of a match. They may run on from one game to the next, so that a clock covers as
     * many moves as the test wants however short the games are. With {@code playOn}, a clock that
     * runs out is counted as a time loss and set to zero, and the game goes on: a test on a loaded
     * machine then checks the protocol over every move instead of a result the machine decides.
     */
    static final class Clocks {
        final long increment;
        final long[] left = new long[2];
        final boolean playOn;

        Clocks(long base, long increment) {
            this(base, increment, false);
        }

        Clocks(long base, long increment, boolean playOn) {
            this.increment = increment;
            this.playOn = playOn;
            left[0] = base;
            left[1] = base;
        }

        String go() {
            return "wtime " + left[0] + " rtime " + left[1] + " winc " + increment + " rinc " + increment;
        }
    }

    /**
     * How a game ended.
     *
     * @param result 1-0, 0-1 or 1/2-1/2
     * @param how the outcome, or what the referee decided
     * @param plies the plies played
     */
    record Result(String result, String how, int plies) {
    }

    /**
     * Makes a referee.
     *
     * @param white White's engine, or null for a random mover
     * @param red Red's engine, or null for a random mover
     * @param setup the rules and energies, which the referee sends to the engines
     * @param limits the parameters of each {@code go} when there are no clocks, such as {@code depth 2}
     * @param clocks the clocks, or null
     */
    Referee(SepConnection white, SepConnection red, GameSetup setup, String limits, Clocks clocks) {
        seats[0] = white;
        seats[1] = red;
        this.setup = setup;
        this.limits = limits;
        this.clocks = clocks;
        for (SepConnection engine : seats) {
            if (engine != null) {
                engine.send("setoption name Rules value " + setup.ruleSet());
                engine.send("setoption name Energy value " + setup.energyModel());
            }
        }
    }

    /**
     * Plays one game.
     *
     * @param openingPlies random plies before the players take over
     * @param maxPlies the longest game; reaching it is a draw
     * @param random the random numbers of the opening and of a random mover
     * @return how it ended
     */
    Result play(int openingPlies, int maxPlies, SplittableRandom random) {
        Game game = Shogun.newGame(setup);
        for (SepConnection engine : seats) {
            if (engine != null) {
                engine.send("newgame");
                engine.send("isready");
                engine.untilWord("readyok", Duration.ofSeconds(60));
            }
        }
        games++;
        while (!game.outcome().isOver()) {
            if (game.history().size() >= maxPlies) {
                return (new Result("1/2-1/2", "the ply limit", game.history().size()));
            }
            int side = game.sideToMove() == Colour.WHITE ? 0 : 1;
            SepConnection engine = seats[side];
            List<Move> legal = game.legalMoves();
            if (engine == null || game.history().size() < openingPlies) {
                game.play(legal.get(random.nextInt(legal.size())));
                plies++;
                continue;
            }
            StringBuilder position = new StringBuilder(setup.start().map(start -> "position spn " + start)
                    .orElse("position startpos")).append(" moves");
            for (Ply ply : game.history()) {
                position.append(' ').append(ply.move()).append(':').append(ply.landingEnergy());
            }
            engine.send(position.toString());
            long sent = engine.send("go " + (clocks == null ? limits : clocks.go()));
            Duration timeout = Duration.ofMillis(clocks == null ? 120_000 : clocks.left[side] + 30_000);
            List<SepConnection.Line> answer = engine.until(line -> line.startsWith("bestmove"), timeout);
            SepConnection.Line bestmove = answer.get(answer.size() - 1);
            long millis = (bestmove.arrived() - sent) / 1_000_000;
            slowestAnswer = Math.max(slowestAnswer, millis);
            engineMoves++;
            String loser = side == 0 ? "0-1" : "1-0";
            if (clocks != null) {
                clocks.left[side] -= millis;
                worstMargin = Math.min(worstMargin, clocks.left[side]);
                if (clocks.left[side] < 0) {
                    timeLosses++;
                    if (!clocks.playOn) {
                        return (new Result(loser, "time", game.history().size()));
                    }
                    clocks.left[side] = 0;
                }
                clocks.left[side] += clocks.increment;
            }
            Move move;
            try {
                move = Move.parse(bestmove.text().substring("bestmove".length()).strip());
            } catch (IllegalArgumentException e) {
                move = null;
            }
            if (move == null || !legal.contains(move)) {
                illegalMoves++;
                return (new Result(loser, "an illegal move: " + bestmove.text() + " in " + game.position(),
                        game.history().size()));
            }
            game.play(move);
            plies++;
        }
        return (new Result(game.outcome().result(), game.outcome().toString(), game.history().size()));
    }

    /**
     * Returns the totals as one line for the test's output.
     *
     * @return such as {@code games=2 plies=180 engine moves=160 illegal=0 time losses=0 ...}
     */
    String summary() {
        return "games=" + games + " plies=" + plies + " engine-moves=" + engineMoves + " illegal-moves=" + illegalMoves
                + " time-losses=" + timeLosses + (clocks == null ? "" : " worst-margin-ms=" + worstMargin)
                + " slowest-answer-ms=" + slowestAnswer;
    }
}
