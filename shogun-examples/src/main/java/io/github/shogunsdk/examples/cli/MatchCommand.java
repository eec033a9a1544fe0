package io.github.shogunsdk.examples.cli;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.Shogun;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.List;
import java.util.SplittableRandom;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code shogun match --white P --red P --games N [--seed S] [--opening K] [--rules R]
 * [--energy MODEL] [--level LEVEL] [--clock BASE+INC] [--max-plies N]}: plays games between two
 * players and prints one line per game, {@code game <i>: <result> <how it ended> (<plies> plies)},
 * then a final line {@code W-D-L}: White's wins, draws and White's losses.
 *
 * <p>Game {@code i} (from 1) draws its random numbers from a generator seeded with {@code S + i},
 * and starts with {@code K} random plies (default 2), so two engines, which are deterministic, do
 * not play the same game over and over. The same command prints the same games, unless a player
 * searches for a time or plays on a clock. A game that reaches {@code --max-plies} (default 1 000)
 * is a draw, so every match ends. With {@code --clock}, a player whose clock runs out loses on
 * time. A player may be another program speaking the engine protocol ({@link SepPlayer}).
 */
@Command(name = "match", header = "play games between two players and count the results", description = {
    "Plays N games, the --white player as White, and prints one line per game, 'game <i>: <result> <how it ended> "
            + "(<plies> plies)', then 'W-D-L': White's wins, draws and White's losses. Game i draws its random "
            + "numbers from seed S + i and opens with K random plies, so the same command gives the same games "
            + "(unless a player searches for a time or plays on a clock).",
    "",
    "Players: random; greedy (takes the most valuable piece it can, else any move); engine (the SDK's engine at "
            + "the --level, or on the --clock); engine:depth=D or engine:ms=T (the SDK's engine at its own level); "
            + "cmd:COMMAND (another program speaking the engine protocol, such as \"cmd:java -jar shogun.jar engine\", "
            + "searching at the --level or on the --clock).",
    "",
    "A cmd: program that cannot start, does not answer in time (60 s for sep and isready; the move time or the "
            + "time left plus 10 s for a bestmove; 10 minutes at a depth), answers wrongly, ends, or floods its output "
            + "(a line over 1 MiB, or 100 000 lines before its answer) stops the match with one line (status 2)."})
final class MatchCommand extends CliCommand {

    private static final String GAMES = "--games";
    private static final String SEED = "--seed";
    private static final String OPENING = "--opening";
    private static final String LEVEL = "--level";
    private static final String CLOCK = "--clock";
    private static final String MAX_PLIES = "--max-plies";
    /** The longest game when {@code --max-plies} is not given. */
    static final int DEFAULT_MAX_PLIES = 1000;
    /** The level of {@code engine} and {@code cmd:} players when {@code --level} is not given. */
    static final int DEFAULT_LEVEL_DEPTH = 4;

    @Option(names = "--white", paramLabel = "P", required = true, description = "the player of White")
    String white;

    @Option(names = "--red", paramLabel = "P", required = true, description = "the player of Red")
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
            description = {EnergyOption.MAGNETIC_DEFAULT, EnergyOption.MODELS_2, EnergyOption.MODELS_3,
                EnergyOption.MODELS_4})
    String energy;

    @Option(names = LEVEL, paramLabel = "depth=D|ms=T", description = "the strength of the engine and cmd: players: depth=D "
            + "(plies) or ms=T (milliseconds a move) (default: depth=" + DEFAULT_LEVEL_DEPTH + ")")
    String level;

    @Option(names = CLOCK, paramLabel = "BASE+INC", description = "play on clocks instead of a level: BASE seconds "
            + "each plus INC seconds a move, such as 60+1 or 1+0.1; a player whose clock runs out loses "
            + "(default: no clocks)")
    String clock;

    @Option(names = MAX_PLIES, paramLabel = "N", description = "the longest game in plies; a game that reaches it is "
            + "a draw (default: " + DEFAULT_MAX_PLIES + ")")
    String maxPlies;

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
        int count = (int) number(games, GAMES, 1, 1_000_000);
        long firstSeed = seed == null ? 1L : number(seed, SEED, Long.MIN_VALUE, Long.MAX_VALUE);
        int openingPlies = opening == null ? 2 : (int) number(opening, OPENING, 0, 100);
        int longest = maxPlies == null ? DEFAULT_MAX_PLIES : (int) number(maxPlies, MAX_PLIES, 1, Game.MAX_PLIES);
        if (level != null && clock != null) {
            throw new UsageException("options " + LEVEL + " and " + CLOCK + " cannot both be given");
        }
        SearchLimits limits = level == null ? SearchLimits.depth(DEFAULT_LEVEL_DEPTH) : EngineLevel.parse(level);
        MatchClock.Control control = clock == null ? null : MatchClock.Control.parse(clock);
        try (MatchPlayer whitePlayer = MatchPlayer.parse(white, setup, limits);
                MatchPlayer redPlayer = MatchPlayer.parse(red, setup, limits)) {
            int wins = 0;
            int draws = 0;
            int losses = 0;
            // On a terminal, standard error shows the games done and the score so far.
            try (Progress progress = Progress.start()) {
                for (int i = 1; i <= count; i++) {
                    progress.update("match: game " + i + " of " + count + ", so far " + wins + "-" + draws + "-"
                            + losses);
                    Result result = play(setup, whitePlayer, redPlayer, openingPlies, longest, control,
                            new SplittableRandom(firstSeed + i));
                    progress.erase();
                    out.print("game " + i + ": " + result.token() + " " + result.ending() + " (" + result.plies()
                            + " plies)\n");
                    out.flush();
                    switch (result.token()) {
                        case "1-0" -> wins++;
                        case "0-1" -> losses++;
                        default -> draws++;
                    }
                }
            }
            out.print(wins + "-" + draws + "-" + losses + "\n");
        }
    }

    /**
     * How a game ended.
     *
     * @param token the result token: 1-0, 0-1 or 1/2-1/2
     * @param ending how, such as {@code White wins by checkmate} or {@code Red wins on time}
     * @param plies the plies played
     */
    private record Result(String token, String ending, int plies) {
    }

    /** Plays one game to its end; the opening plies are random, then the players take turns. */
    private static Result play(GameSetup setup, MatchPlayer white, MatchPlayer red, int opening, int longest,
            MatchClock.Control control, SplittableRandom random) {
        Game game = Shogun.newGame(setup);
        white.newGame();
        red.newGame();
        MatchClock clock = control == null ? null : control.start();
        while (!game.outcome().isOver()) {
            int plies = game.history().size();
            if (plies >= longest) {
                return new Result("1/2-1/2", "Draw by the match's ply limit", plies);
            }
            List<Move> moves = game.legalMoves();
            if (plies < opening) {
                game.play(moves.get(random.nextInt(moves.size())));
                continue;
            }
            Colour side = game.sideToMove();
            MatchPlayer player = side == Colour.WHITE ? white : red;
            long start = System.nanoTime();
            Move move = player.choose(game, random, clock);
            if (clock != null && !clock.punch(side, (System.nanoTime() - start) / 1_000_000)) {
                return side == Colour.WHITE ? new Result("0-1", "Red wins on time", plies)
                        : new Result("1-0", "White wins on time", plies);
            }
            game.play(move);
        }
        Outcome outcome = game.outcome();
        return new Result(outcome.result(), outcome.toString(), game.history().size());
    }

    private static long number(String text, String option, long min, long max) {
        try {
            long value = Long.parseLong(text);
            if (value < min || value > max) {
                throw new UsageException("option " + option + " takes " + min + " to " + max + ", not " + value);
            }
            return value;
        } catch (NumberFormatException e) {
            throw new UsageException("option " + option + " takes a whole number, not " + ShogunCommand.quoted(text));
        }
    }
}
