package io.github.shogunsdk.cli;

import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Engine;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.Score;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.SearchResult;
import io.github.shogunsdk.api.Shogun;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.StringJoiner;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code shogun openings [--count N] [--plies P] [--depth D] [--max-score CP] [--seed S]
 * [--rules R] [--energy MODEL]}: writes an openings file for {@code shogun match --openings}:
 * {@code N} openings of {@code P} random plies from the start, each kept only when the game is
 * not over, its position is new, and the engine at depth {@code D} scores it within {@code CP}
 * centipawns of even for the side to move. The same command writes the same file.
 */
@Command(name = "openings", header = "make balanced openings for match --openings", description = {
    "Writes N openings, one a line: P random plies from the start (seed S), kept when the game goes on, the "
            + "position is new and the engine at depth D scores it within CP centipawns of even. The first lines are "
            + "comments saying how the file was made. The same command writes the same file."})
final class OpeningsCommand extends CliCommand {

    /** The most openings one command makes. */
    static final int MAX_COUNT = 10_000;
    /** Random openings tried per opening kept before giving up. */
    static final int TRIES_PER_OPENING = 100;

    @Option(names = "--count", paramLabel = "N", description = "how many openings, 1 to " + MAX_COUNT + " (default: 60)")
    String count;

    @Option(names = "--plies", paramLabel = "P", description = "random plies in each, 1 to 40 (default: 6)")
    String plies;

    @Option(names = "--depth", paramLabel = "D", description = "the engine's depth for the balance, 1 to 8 (default: 4)")
    String depth;

    @Option(names = "--max-score", paramLabel = "CP", description = "the largest score kept, in centipawns, 0 to 1000 "
            + "(default: 40)")
    String maxScore;

    @Option(names = "--seed", paramLabel = "S", description = "the seed of the random plies (default: 1)")
    String seed;

    @Option(names = RulesOption.NAME, paramLabel = RulesOption.LABEL, description = RulesOption.DESCRIPTION)
    String rules;

    @Option(names = EnergyOption.NAME, paramLabel = EnergyOption.LABEL,
            description = {EnergyOption.MAGNETIC_DEFAULT, EnergyOption.MODELS_2, EnergyOption.MODELS_3,
                EnergyOption.MODELS_4})
    String energy;

    @Mixin
    HelpOption help;

    @Override
    String extraArgumentHint() {
        return "its settings are options";
    }

    @Override
    void execute(InputStream in, PrintStream out, PrintStream err) {
        int wanted = (int) Numbers.parse(count, "--count", 1, MAX_COUNT, 60);
        int length = (int) Numbers.parse(plies, "--plies", 1, 40, 6);
        int searchDepth = (int) Numbers.parse(depth, "--depth", 1, 8, 4);
        int limit = (int) Numbers.parse(maxScore, "--max-score", 0, 1000, 40);
        long firstSeed = Numbers.parse(seed, "--seed", Long.MIN_VALUE, Long.MAX_VALUE, 1);
        GameSetup setup = GameSetup.standard().withRuleSet(RulesOption.parse(rules))
                .withEnergyModel(EnergyOption.parse(energy, EnergyModel.magnetic()));
        Engine engine = Shogun.newEngine(setup);
        SplittableRandom random = new SplittableRandom(firstSeed);
        Set<String> seen = new HashSet<>();
        StringBuilder file = new StringBuilder();
        file.append("# ").append(wanted).append(" openings of ").append(length).append(" random plies, ")
                .append(setup.ruleSet()).append(" rules, ").append(setup.energyModel())
                .append(" energies: each scored within ").append(limit).append(" centipawns of even at depth ")
                .append(searchDepth).append('\n');
        file.append("# made by: shogun openings --count ").append(wanted).append(" --plies ").append(length)
                .append(" --depth ").append(searchDepth).append(" --max-score ").append(limit).append(" --seed ")
                .append(firstSeed).append(rules == null ? "" : " --rules '" + setup.ruleSet() + "'")
                .append(energy == null ? "" : " --energy '" + setup.energyModel() + "'").append('\n');
        int kept = 0;
        try (Progress progress = Progress.start()) {
            for (long tries = 0; kept < wanted; tries++) {
                if (tries == (long) wanted * TRIES_PER_OPENING) {
                    throw new IllegalArgumentException("only " + kept + " of " + wanted + " openings found in " + tries
                            + " tries: allow a larger --max-score or fewer --plies");
                }
                progress.update("openings: " + kept + " of " + wanted);
                Game game = Shogun.newGame(setup);
                for (int i = 0; i < length && !game.outcome().isOver(); i++) {
                    List<Move> moves = game.legalMoves();
                    game.play(moves.get(random.nextInt(moves.size())));
                }
                if (game.outcome().isOver() || !seen.add(game.position().toString())) {
                    continue;
                }
                SearchResult result = engine.search(game, SearchLimits.ofDepth(searchDepth));
                Score score = result.score();
                if (score.isMate() || Math.abs(score.centipawns().orElseThrow()) > limit) {
                    continue;
                }
                StringJoiner line = new StringJoiner(" ");
                for (Ply ply : game.history()) {
                    line.add(ply.move().toString());
                }
                file.append(line).append('\n');
                kept++;
            }
        }
        out.print(file);
    }
}
