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
import java.util.Set;
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
final class MatchCommand implements Command {

    private static final String WHITE = "--white";
    private static final String RED = "--red";
    private static final String GAMES = "--games";
    private static final String SEED = "--seed";
    private static final String OPENING = "--opening";
    private static final String ENERGY = "--energy";

    @Override
    public String name() {
        return "match";
    }

    @Override
    public String summary() {
        return "play games between two players and count the results";
    }

    @Override
    public String help() {
        return "usage: shogun match --white P --red P --games N [--seed S] [--opening K] [--rules R]\n"
                + "                    [--energy MODEL]\n"
                + "\n"
                + "Plays N games, the --white player as White, and prints one line per game,\n"
                + "'game <i>: <result> <how it ended> (<plies> plies)', then 'W-D-L': White's wins,\n"
                + "draws and White's losses. Players: random, greedy (takes the most valuable piece it\n"
                + "can, else any move), engine:depth=D or engine:ms=T. Game i draws its random numbers\n"
                + "from seed S + i and opens with K random plies, so the same command gives the same games.\n"
                + "\n"
                + "Options:\n"
                + "  --white P          the player of White\n"
                + "  --red P            the player of Red\n"
                + "  --games N          how many games, 1 or more\n"
                + "  --seed S           the seed of the random numbers (default 1)\n"
                + "  --opening K        random plies that open each game (default 2)\n"
                + RulesOption.HELP
                + "  --energy MODEL     magnetic (default), magnetic:ROT, fixed or random:SEED\n"
                + "  -h, --help         show this help\n";
    }

    @Override
    public Set<String> valueOptions() {
        return Set.of(WHITE, RED, GAMES, SEED, OPENING, RulesOption.NAME, ENERGY);
    }

    @Override
    public void execute(Arguments arguments, InputStream in, PrintStream out, PrintStream err) {
        arguments.positionals(0, 0, "nothing", "the players and the number of games are options");
        EnergyModel model = arguments.value(ENERGY).map(MatchCommand::energy).orElse(EnergyModel.magnetic());
        GameSetup setup = GameSetup.standard().withRules(RulesOption.ruleSet(arguments)).withEnergy(model);
        MatchPlayer white = MatchPlayer.parse(required(arguments, WHITE), setup);
        MatchPlayer red = MatchPlayer.parse(required(arguments, RED), setup);
        int games = (int) number(required(arguments, GAMES), GAMES, 1, 1_000_000);
        long seed = arguments.value(SEED).map(s -> number(s, SEED, Long.MIN_VALUE, Long.MAX_VALUE)).orElse(1L);
        int opening = arguments.value(OPENING).map(s -> (int) number(s, OPENING, 0, 100)).orElse(2);
        int wins = 0;
        int draws = 0;
        int losses = 0;
        try (Progress progress = Progress.start()) {
            for (int i = 1; i <= games; i++) {
                progress.update("match: game " + i + " of " + games + ", so far " + wins + "-" + draws + "-" + losses);
                Game game = play(setup, white, red, opening, new SplittableRandom(seed + i));
                Outcome outcome = game.outcome();
                progress.erase();
                out.print("game " + i + ": " + outcome.result() + " " + outcome + " (" + game.history().size()
                        + " plies)\n");
                out.flush();
                switch (outcome.result()) {
                    case "1-0" -> wins++;
                    case "0-1" -> losses++;
                    default -> draws++;
                }
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

    private static String required(Arguments arguments, String option) {
        return arguments.value(option).orElseThrow(() -> new UsageException("missing option " + option
                + "; try 'shogun match --help'"));
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

    private static EnergyModel energy(String text) {
        try {
            return EnergyModel.parse(text);
        } catch (IllegalArgumentException e) {
            throw new UsageException("option " + ENERGY + ": " + ShogunCommand.oneLine(e));
        }
    }
}
