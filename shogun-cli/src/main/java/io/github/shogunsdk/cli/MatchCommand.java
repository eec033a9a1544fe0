package io.github.shogunsdk.cli;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.cli.match.MatchReport;
import io.github.shogunsdk.cli.match.Pentanomial;
import io.github.shogunsdk.cli.match.Shard;
import io.github.shogunsdk.cli.match.ShardEnvironment;
import io.github.shogunsdk.cli.match.Sprt;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.SplittableRandom;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code shogun match --white P --red P --games N [--seed S] [--opening K | --openings FILE]
 * [--rules R] [--energy MODEL] [--level LEVEL] [--clock BASE+INC] [--max-plies N]
 * [--sprt ELO0,ELO1] [--shard K/N] [--record FILE] [--json]}: plays game pairs between two players — the same
 * opening twice, colours swapped — and reports the results from the {@code --white} player's side.
 *
 * <p>It prints one line per game, {@code game <i>: <result> <how it ended> (<plies> plies)}, with
 * {@code , colours swapped} on the second game of a pair (the {@code --red} player has White); then
 * {@code W-D-L} (the first player's wins, draws and losses), the score, the Elo difference with its
 * 95 % interval from the pairs' spread, the pairs counted by their points and, with {@code --sprt},
 * the sequential test's log-likelihood ratio and decision ({@link MatchReport#lines()}). With
 * {@code --json} it prints only the report as one JSON object ({@link MatchReport#toJson()}).
 *
 * <p>Pair {@code p} (from 1) draws its random numbers from a generator seeded with {@code S + p}
 * and opens with {@code K} random plies (default 2) or with line {@code (p − 1) mod lines} of the
 * openings file, so the same command plays the same games, unless a player searches for a time or
 * plays on a clock. {@code --shard K/N} plays only the pairs dealt to slice {@code K} of {@code N}
 * ({@link Shard}), and {@code --shard auto/N} the slice that a Kubernetes Indexed Job or a Slurm
 * array gives the task ({@link ShardEnvironment}); {@code shogun match-merge} joins the slices' JSON
 * reports into the report of the whole match. A game that reaches {@code --max-plies} (default
 * 1 000) is a draw, so every match ends. With {@code --clock}, a player whose clock runs out loses on time. A player may be another
 * program speaking the engine protocol ({@link ExternalPlayer}). {@code --record FILE} appends each
 * game to a records file as it ends ({@link MatchRecords}).
 */
@Command(name = "match", header = "play game pairs between two players and measure the difference", description = {
    "Plays N games in pairs — one opening, each player White once — and prints one line per game, 'game <i>: "
            + "<result> <how it ended> (<plies> plies)', with ', colours swapped' when the --red player has White; "
            + "then the --white player's wins, draws and losses 'W-D-L', the score, the Elo difference with its 95 %% "
            + "interval, the pairs by their points and, with --sprt, the test's decision. Pair p draws its random "
            + "numbers from seed S + p and opens with K random plies or with a line of the openings file, so the "
            + "same command gives the same games (unless a player searches for a time or plays on a clock).",
    "",
    "Players: random; greedy (takes the most valuable piece it can, else any move); engine (the SDK's engine at "
            + "the --level, or on the --clock); engine:depth=D, engine:ms=T or engine:nodes=N (the SDK's "
            + "engine at its own level); engine:LEVEL or engine:elo=E (the SDK's engine at a strength limit for people, "
            + "LEVEL one of beginner, casual, club, strong, expert, full, E from 600 to 2600, at the --level or on the "
            + "--clock, its random choices drawn from the seed S); cmd:COMMAND (another program speaking the engine protocol, such as \"cmd:java -jar shogun.jar engine\", "
            + "searching at the --level or on the --clock).",
    "",
    "A cmd: program that cannot start, does not answer in time (60 s for sep and isready; the move time or the "
            + "time left plus 10 s for a bestmove; 10 minutes at a depth), answers wrongly, ends, or floods its output "
            + "(a line over 1 MiB, or 100 000 lines before its answer) stops the match with one line (status 2).",
    "",
    "To split a long match across machines, run each slice with --shard K/N --json > slice-K.json, then "
            + "'shogun match-merge slice-*.json'. In a Kubernetes Indexed Job or a Slurm array, --shard auto/N "
            + "takes K from the task's environment; the repository's deploy/batch folder has a Job manifest and an "
            + "array script that run the slices and the merge (docs/BATCH.md).",
    "",
    "--record FILE appends each game to FILE as it ends, a record with the tags White, Red, Round (the game's "
            + "number), Result, Termination (normal, time forfeit or adjudication), TimeControl (BASE+INC, or - "
            + "without --clock) and Level (without --clock); 'shogun next --game N FILE' reads game N back."})
final class MatchCommand extends CliCommand {

    private static final String GAMES = "--games";
    private static final String SEED = "--seed";
    private static final String OPENING = "--opening";
    private static final String OPENINGS = "--openings";
    private static final String LEVEL = "--level";
    private static final String CLOCK = "--clock";
    private static final String MAX_PLIES = "--max-plies";
    private static final String SPRT = "--sprt";
    private static final String SHARD = "--shard";
    private static final String AUTO = "auto/";
    /** The longest game when {@code --max-plies} is not given. */
    static final int DEFAULT_MAX_PLIES = 1000;
    /** The level of {@code engine} and {@code cmd:} players when {@code --level} is not given. */
    static final int DEFAULT_LEVEL_DEPTH = 4;
    /** The most games a match plays. */
    static final int MAX_GAMES = MatchReport.MAX_GAMES;

    @Option(names = "--white", paramLabel = "P", required = true, description = "the first player, White in the "
            + "first game of each pair; the results are counted from its side")
    String white;

    @Option(names = "--red", paramLabel = "P", required = true, description = "the second player")
    String red;

    @Option(names = GAMES, paramLabel = "N", required = true, description = "how many games, an even number from 2 "
            + "(games are played in pairs)")
    String games;

    @Option(names = SEED, paramLabel = "S", description = "the seed of the random numbers (default: 1)")
    String seed;

    @Option(names = OPENING, paramLabel = "K", description = "random plies that open each pair, 0 to 100 (default: 2)")
    String opening;

    @Option(names = OPENINGS, paramLabel = "FILE", description = "open pair p with line (p - 1) mod lines of FILE: "
            + "moves from the start, one opening a line (the release ships balanced-openings.txt)")
    String openings;

    @Option(names = RulesOption.NAME, paramLabel = RulesOption.LABEL, description = RulesOption.DESCRIPTION)
    String rules;

    @Option(names = EnergyOption.NAME, paramLabel = EnergyOption.LABEL,
            description = {EnergyOption.MAGNETIC_DEFAULT, EnergyOption.MODELS_2, EnergyOption.MODELS_3,
                EnergyOption.MODELS_4})
    String energy;

    @Option(names = LEVEL, paramLabel = "depth=D|ms=T|nodes=N", description = "the search limit of the engine and cmd: "
            + "players: depth=D (plies), ms=T (milliseconds a move) or nodes=N (positions visited) (default: depth="
            + DEFAULT_LEVEL_DEPTH + ")")
    String level;

    @Option(names = CLOCK, paramLabel = "BASE+INC", description = "play on clocks instead of a level: BASE seconds "
            + "each plus INC seconds a move, such as 60+1 or 1+0.1; a player whose clock runs out loses "
            + "(default: no clocks)")
    String clock;

    @Option(names = MAX_PLIES, paramLabel = "N", description = "the longest game in plies; a game that reaches it is "
            + "a draw (default: " + DEFAULT_MAX_PLIES + ")")
    String maxPlies;

    @Option(names = SPRT, paramLabel = "ELO0,ELO1", description = "report the sequential test of H0: the first player "
            + "is ELO0 stronger, against H1: ELO1 stronger (5 %% error rates, pentanomial model), such as 0,10")
    String sprt;

    @Option(names = SHARD, paramLabel = "K/N", description = "play only slice K of N: the pairs p with (p - 1) mod N "
            + "= K - 1; join the slices' --json reports with match-merge; auto/N takes K from a Kubernetes Indexed "
            + "Job (JOB_COMPLETION_INDEX + 1) or a Slurm array (SLURM_ARRAY_TASK_ID, counted from "
            + "SLURM_ARRAY_TASK_MIN)")
    String shard;

    @Option(names = "--record", paramLabel = "FILE", description = "append every game to FILE as a record, with "
            + "the players, result, termination and time control as tags (created if absent)")
    String record;

    @Option(names = "--json", description = "print only the report, as one JSON object")
    boolean json;

    @Mixin
    HelpOption help;

    @Override
    String extraArgumentHint() {
        return "the players and the number of games are options";
    }

    @Override
    void execute(InputStream in, PrintStream out, PrintStream err) {
        EnergyModel model = EnergyOption.parse(energy, EnergyModel.magnetic());
        GameSetup setup = GameSetup.standard().withRuleSet(RulesOption.parse(rules)).withEnergyModel(model);
        int count = (int) number(games, GAMES, 2, MAX_GAMES);
        if (count % 2 != 0) {
            throw new UsageException("option " + GAMES + " takes an even number (games are played in pairs), not "
                    + count);
        }
        long firstSeed = seed == null ? 1L : number(seed, SEED, Long.MIN_VALUE, Long.MAX_VALUE);
        if (opening != null && openings != null) {
            throw new UsageException("options " + OPENING + " and " + OPENINGS + " cannot both be given");
        }
        int longest = maxPlies == null ? DEFAULT_MAX_PLIES : (int) number(maxPlies, MAX_PLIES, 1, Game.MAX_PLIES);
        if (level != null && clock != null) {
            throw new UsageException("options " + LEVEL + " and " + CLOCK + " cannot both be given");
        }
        SearchLimits limits = level == null ? SearchLimits.ofDepth(DEFAULT_LEVEL_DEPTH) : EngineLevel.parse(level);
        MatchClock.Control control = clock == null ? null : MatchClock.Control.parse(clock);
        Sprt test = sprt == null ? null : parseSprt(sprt);
        Shard slice = shard == null ? Shard.WHOLE : parseShard(shard);
        Openings book = openings != null ? Openings.read(openings, setup)
                : Openings.random(opening == null ? 2 : (int) number(opening, OPENING, 0, 100));
        Map<String, String> settings = new LinkedHashMap<>();
        settings.put("white", white);
        settings.put("red", red);
        settings.put("games", Integer.toString(count));
        settings.put("seed", Long.toString(firstSeed));
        settings.put("openings", book.description());
        settings.put("rules", setup.ruleSet().toString());
        settings.put("energy", setup.energyModel().toString());
        settings.put("level", clock != null ? "clock " + clock : level != null ? level : "depth=" + DEFAULT_LEVEL_DEPTH);
        settings.put("max-plies", Integer.toString(longest));
        MatchRecords records = record == null ? null : MatchRecords.open(record, white, red, setup,
                clock, settings.get("level"));
        try (MatchPlayer first = MatchPlayer.parse(white, setup, limits, firstSeed);
                MatchPlayer second = MatchPlayer.parse(red, setup, limits, firstSeed)) {
            long[] tally = new long[3];
            Pentanomial pairs = Pentanomial.EMPTY;
            // On a terminal, standard error shows the games done and the score so far.
            try (Progress progress = Progress.start()) {
                for (int pair = 1; pair <= count / 2; pair++) {
                    if (!slice.plays(pair)) {
                        continue;
                    }
                    double[] points = new double[2];
                    for (int leg = 0; leg < 2; leg++) {
                        int number = 2 * pair - 1 + leg;
                        progress.update("match: game " + number + " of " + count + ", so far " + tally[0] + "-"
                                + tally[1] + "-" + tally[2]);
                        boolean swapped = leg == 1;
                        Result result = play(setup, swapped ? second : first, swapped ? first : second, book, pair,
                                longest, control, new SplittableRandom(firstSeed + pair));
                        progress.erase();
                        if (records != null) {
                            records.save(result.game(), number, swapped, result.token(), result.termination());
                        }
                        points[leg] = swapped ? 1 - result.whitePoints() : result.whitePoints();
                        tally[points[leg] == 1 ? 0 : points[leg] == 0 ? 2 : 1]++;
                        if (!json) {
                            out.print("game " + number + ": " + result.token() + " " + result.ending() + " ("
                                    + result.plies() + " plies)" + (swapped ? ", colours swapped" : "") + "\n");
                            out.flush();
                        }
                    }
                    pairs = pairs.withPair(points[0], points[1]);
                }
            }
            MatchReport report = new MatchReport(settings, tally[0], tally[1], tally[2], pairs, slice, test);
            if (json) {
                out.print(report.toJson() + "\n");
            } else {
                for (String line : report.lines()) {
                    out.print(line + "\n");
                }
            }
        }
    }

    /** Reads {@code ELO0,ELO1}. */
    static Sprt parseSprt(String text) {
        int comma = text.indexOf(',');
        try {
            if (comma < 0 || text.length() > 40) {
                throw new NumberFormatException();
            }
            return Sprt.of(Double.parseDouble(text.substring(0, comma)), Double.parseDouble(text.substring(comma + 1)));
        } catch (NumberFormatException e) {
            throw new UsageException("option " + SPRT + " takes ELO0,ELO1 such as 0,10, not " + ShogunCommand.quoted(text));
        } catch (IllegalArgumentException e) {
            throw new UsageException("option " + SPRT + ": " + e.getMessage());
        }
    }

    private static Shard parseShard(String text) {
        if (text.startsWith(AUTO)) {
            // A batch system's task: the slice's number is in its environment (ShardEnvironment).
            String count = text.substring(AUTO.length());
            if (!count.matches("[0-9]{1,6}") || Integer.parseInt(count) < 1
                    || Integer.parseInt(count) > Shard.MAX_COUNT) {
                throw new UsageException("option " + SHARD + ": auto/N takes a number of slices N from 1 to "
                        + Shard.MAX_COUNT + ", not " + ShogunCommand.quoted(text));
            }
            try {
                return ShardEnvironment.resolve(Integer.parseInt(count), System.getenv());
            } catch (IllegalArgumentException e) {
                throw new UsageException("option " + SHARD + " " + text + ": " + e.getMessage());
            }
        }
        try {
            return Shard.parse(text);
        } catch (IllegalArgumentException e) {
            throw new UsageException("option " + SHARD + ": " + e.getMessage() + ", not " + ShogunCommand.quoted(text));
        }
    }

    /**
     * How a game ended.
     *
     * @param token the result token: 1-0, 0-1 or 1/2-1/2
     * @param ending how, such as {@code White wins by checkmate} or {@code Red wins on time}
     * @param plies the plies played
     * @param game the game as played
     * @param termination the record's {@code Termination} tag ({@link MatchRecords})
     */
    private record Result(String token, String ending, int plies, Game game, String termination) {

        /** White's points: 1, ½ or 0. */
        double whitePoints() {
            return switch (token) {
                case "1-0" -> 1;
                case "0-1" -> 0;
                default -> 0.5;
            };
        }
    }

    /** Plays one game to its end: the pair's opening, then the players take turns. */
    private static Result play(GameSetup setup, MatchPlayer white, MatchPlayer red, Openings book, int pair,
            int longest, MatchClock.Control control, SplittableRandom random) {
        Game game = Shogun.newGame(setup);
        white.newGame();
        red.newGame();
        book.play(game, pair, random);
        MatchClock clock = control == null ? null : control.start();
        while (!game.outcome().isOver()) {
            int plies = game.history().size();
            if (plies >= longest) {
                return new Result("1/2-1/2", "Draw by the match's ply limit", plies, game, MatchRecords.ADJUDICATION);
            }
            Colour side = game.sideToMove();
            MatchPlayer player = side == Colour.WHITE ? white : red;
            long start = System.nanoTime();
            Move move = player.choose(game, random, clock);
            if (clock != null && !clock.punch(side, (System.nanoTime() - start) / 1_000_000)) {
                return side == Colour.WHITE ? new Result("0-1", "Red wins on time", plies, game, MatchRecords.TIME)
                        : new Result("1-0", "White wins on time", plies, game, MatchRecords.TIME);
            }
            game.play(move);
        }
        Outcome outcome = game.outcome();
        return new Result(outcome.result(), outcome.toString(), game.history().size(), game, MatchRecords.NORMAL);
    }

    private static long number(String text, String option, long min, long max) {
        return Numbers.parse(text, option, min, max, 0);
    }
}
