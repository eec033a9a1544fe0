package io.github.shogunsdk.examples.cli;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.Shogun;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import java.util.SplittableRandom;

/**
 * {@code shogun match --white P --red P --games N [--seed S] [--opening K] [--rules R]
 * [--energy MODEL]}: plays games between two players and prints one line per game,
 * {@code game <i>: <result> <how it ended> (<plies> plies)}, then a final line {@code W-D-L}:
 * White's wins, draws and White's losses.
 *
 * <p>Game {@code i} (from 1) draws its random numbers from a generator seeded with {@code S + i},
 * and starts with {@code K} random plies (default 2), so two engines, which are deterministic, do
 * not play the same game over and over. The same command prints the same games.
 */
@Command(name = "match", header = "play games between two players and count the results", description = {
    "Plays N games, the --white player as White, and prints one line per game, 'game <i>: <result> <how it ended> "
            + "(<plies> plies)', then 'W-D-L': White's wins, draws and White's losses. Players: random, greedy "
            + "(takes the most valuable piece it can, else any move), engine:depth=D or engine:ms=T. Game i draws its "
            + "random numbers from seed S + i and opens with K random plies, so the same command gives the same games."})
final class MatchCommand extends CliCommand {

    private static final String WHITE = "--white";
    private static final String RED = "--red";
    private static final String GAMES = "--games";
    private static final String SEED = "--seed";
    private static final String OPENING = "--opening";

    @Option(names = WHITE, paramLabel = "P", required = true, description = "the player of White")
    String white;

    @Option(names = RED, paramLabel = "P", required = true, description = "the player of Red")
    String red;

    @Option(names = GAMES, paramLabel = "N", required = true, description = "how many games, 1 or more")
    String games;

    @Option(names = SEED, paramLabel = "S", description = "the seed of the random numbers (default: 1)")
    String seed;

    @Option(names = OPENING, paramLabel = "K", description = "random plies that open each game, 0 to 100 (default: 2)")
    String opening;

    @Option(names = RulesOption.NAME, paramLabel = RulesOption.LABEL, description = RulesOption.DESCRIPTION)
    String rules;

    @Option(names = EnergyOption.NAME, paramLabel = EnergyOption.LABEL,
            description = "how landing energies are set: " + EnergyOption.MODELS + " (default: magnetic)")
    String energy;

    @Mixin
    HelpOption help;

    @Override
    String extraArgumentHint() {
        return "the players and the number of games are options";
    }

    @Override
    void execute(InputStream in, PrintStream out, PrintStream err) {
        EnergyModel model = EnergyOption.parse(energy, EnergyModel.magnetic());
        GameSetup setup = GameSetup.standard().withRules(RulesOption.parse(rules)).withEnergy(model);
        MatchPlayer whitePlayer = MatchPlayer.parse(white, setup);
        MatchPlayer redPlayer = MatchPlayer.parse(red, setup);
        int count = (int) number(games, GAMES, 1, 1_000_000);
        long firstSeed = seed == null ? 1L : number(seed, SEED, Long.MIN_VALUE, Long.MAX_VALUE);
        int openingPlies = opening == null ? 2 : (int) number(opening, OPENING, 0, 100);
        int wins = 0;
        int draws = 0;
        int losses = 0;
        for (int i = 1; i <= count; i++) {
            Game game = play(setup, whitePlayer, redPlayer, openingPlies, new SplittableRandom(firstSeed + i));
            Outcome outcome = game.outcome();
            out.print("game " + i + ": " + outcome.result() + " " + outcome + " (" + game.history().size()
                    + " plies)\n");
            out.flush();
            switch (outcome.result()) {
                case "1-0" -> wins++;
                case "0-1" -> losses++;
                default -> draws++;
            }
        }
        out.print(wins + "-" + draws + "-" + losses + "\n");
    }

    /** Plays one game to its end; the opening plies are random, then the players take turns. */
    private static Game play(GameSetup setup, MatchPlayer white, MatchPlayer red, int opening, SplittableRandom random) {
        Game game = Shogun.newGame(setup);
        while (!game.outcome().isOver()) {
            List<Move> moves = game.legalMoves();
            if (game.history().size() < opening) {
                game.play(moves.get(random.nextInt(moves.size())));
            } else {
                MatchPlayer player = game.sideToMove() == Colour.WHITE ? white : red;
                game.play(player.choose(game, random));
            }
        }
        return game;
    }

    private static long number(String text, String option, long min, long max) {
        try {
            long value = Long.parseLong(text);
            if (value < min || value > max) {
                throw new UsageException("option " + option + " takes " + min + " to " + max + ", not " + value);
            }
            return value;
        } catch (NumberFormatException e) {
            throw new UsageException("option " + option + " takes a whole number, not '" + text + "'");
        }
    }
}
