package io.github.shogunsdk.benchmarks.tuning;

import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.core.internal.board.Board;
import io.github.shogunsdk.core.internal.convert.BoardConversion;
import io.github.shogunsdk.core.internal.engine.EvaluationTerms;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Tunes the evaluation's weights on the positions {@link TuningPositions} wrote, by the method
 * engine authors call Texel tuning: the evaluation, through a logistic curve, predicts the
 * game's score from the side to move's point of view, and the weights that minimise the mean
 * squared error of those predictions are kept.
 *
 * <ol>
 *   <li>The evaluation is linear in its weights ({@link EvaluationTerms#features}), so each
 *       position's term counts are taken once; the engine's fade toward the quiet-ply limit scales
 *       them as it scales the evaluation.
 *   <li>The curve's steepness is fitted to the engine's present weights and then held, so the
 *       tuned weights keep centipawns' scale (the search's margins are in centipawns).
 *   <li>Every tenth position is held out: the error on it, before and after, shows whether the
 *       weights learned the games or only their positions.
 *   <li>Gradient descent (with per-weight step sizes, the method called Adam) over the terms the
 *       data holds, with the hill's terms (koth only) and the kingless pawn's left as they are;
 *       the result is rounded to whole centipawns.
 * </ol>
 *
 * <pre>
 * java -cp benchmarks.jar io.github.shogunsdk.benchmarks.tuning.EvaluationTuner FILE [STEPS [TERMS]]
 * </pre>
 */
public final class EvaluationTuner {

    private static final double LOG10 = Math.log(10);

    private final List<double[]> counts = new ArrayList<>();
    private final List<Double> results = new ArrayList<>();

    private EvaluationTuner() {
    }

    /**
     * Reads the positions, tunes, and prints the weights before and after with the errors.
     *
     * @param args the file of positions, the number of descent steps (default 3000) and, optionally, the
     *     names of the terms to tune, comma-separated (default: every term the data can tune)
     * @throws IOException when the file cannot be read
     */
    public static void main(String[] args) throws IOException {
        Path file = Path.of(args.length > 0 ? args[0] : "tuning-positions.txt");
        int steps = args.length > 1 ? Integer.parseInt(args[1]) : 3000;
        EvaluationTuner training = new EvaluationTuner();
        EvaluationTuner held = new EvaluationTuner();
        RuleSet rules = RuleSet.standard();
        int index = 0;
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            int tab = line.indexOf('\t');
            Position position = Position.parse(line.substring(0, tab));
            double whiteScore = Double.parseDouble(line.substring(tab + 1));
            (index++ % 10 == 9 ? held : training).add(position, whiteScore, rules);
        }
        double[] weights = new double[EvaluationTerms.COUNT];
        int[] defaults = EvaluationTerms.defaults();
        for (int i = 0; i < weights.length; i++) {
            weights[i] = defaults[i];
        }
        double k = training.fitSteepness(weights);
        System.out.printf("%d training and %d held-out positions; steepness %.4f%n", training.size(), held.size(), k);
        System.out.printf("error before: training %.6f, held out %.6f%n", training.error(weights, k),
                held.error(weights, k));
        boolean[] tuned = training.tunableTerms();
        if (args.length > 2) {
            // Only the terms named, comma-separated, among the tunable ones.
            List<String> named = List.of(args[2].split(","));
            for (int i = 0; i < tuned.length; i++) {
                tuned[i] &= named.contains(EvaluationTerms.name(i));
            }
        }
        training.descend(weights, k, tuned, steps);
        for (int i = 0; i < weights.length; i++) {
            weights[i] = Math.round(weights[i]);
        }
        System.out.printf("error after:  training %.6f, held out %.6f%n", training.error(weights, k),
                held.error(weights, k));
        StringBuilder list = new StringBuilder();
        for (int i = 0; i < weights.length; i++) {
            System.out.printf("%-16s %5d -> %5d%s%n", EvaluationTerms.name(i), defaults[i], (int) weights[i],
                    tuned[i] ? "" : "  (not tuned)");
            list.append(i == 0 ? "" : ",").append((int) weights[i]);
        }
        System.out.println("weights " + list);
    }

    /** Adds a position with White's score in its game. */
    private void add(Position position, double whiteScore, RuleSet rules) {
        Board board = BoardConversion.sharedBoard(position);
        int[] features = EvaluationTerms.features(board, rules);
        int limit = rules.quietPlyLimit();
        double fade = limit > 0 ? Math.max(0, limit - board.quietPlies()) / (double) limit : 1;
        double[] row = new double[features.length];
        for (int i = 0; i < row.length; i++) {
            row[i] = features[i] * fade;
        }
        counts.add(row);
        results.add(board.sideToMove() == Board.WHITE ? whiteScore : 1 - whiteScore);
    }

    private int size() {
        return counts.size();
    }

    /** The terms whose counts vary in the data, less the hill's and the kingless pawn's. */
    private boolean[] tunableTerms() {
        boolean[] tunable = new boolean[EvaluationTerms.COUNT];
        for (double[] row : counts) {
            for (int i = 0; i < row.length; i++) {
                tunable[i] |= row[i] != 0;
            }
        }
        tunable[EvaluationTerms.PLAIN_PAWN] = false;
        tunable[EvaluationTerms.HILL_STEP] = false;
        tunable[EvaluationTerms.HILL_IN_REACH] = false;
        tunable[EvaluationTerms.HILL_CONTROL] = false;
        return tunable;
    }

    /** The predicted score of an evaluation. */
    private static double predicted(double evaluation, double k) {
        return 1 / (1 + Math.exp(-k * LOG10 * evaluation / 400));
    }

    private static double evaluation(double[] row, double[] weights) {
        double sum = 0;
        for (int i = 0; i < row.length; i++) {
            sum += row[i] * weights[i];
        }
        return sum;
    }

    /** The mean squared error of the predictions. */
    private double error(double[] weights, double k) {
        double sum = 0;
        for (int p = 0; p < counts.size(); p++) {
            double miss = results.get(p) - predicted(evaluation(counts.get(p), weights), k);
            sum += miss * miss;
        }
        return sum / counts.size();
    }

    /** The steepness that fits the weights best, by golden-section search. */
    private double fitSteepness(double[] weights) {
        double low = 0.05;
        double high = 5;
        double ratio = (Math.sqrt(5) - 1) / 2;
        for (int i = 0; i < 60; i++) {
            double a = high - ratio * (high - low);
            double b = low + ratio * (high - low);
            if (error(weights, a) < error(weights, b)) {
                high = b;
            } else {
                low = a;
            }
        }
        return (low + high) / 2;
    }

    /** Gradient descent with Adam's per-weight steps over the tunable terms. */
    private void descend(double[] weights, double k, boolean[] tuned, int steps) {
        int n = weights.length;
        double[] first = new double[n];
        double[] second = new double[n];
        double rate = 1.0;
        double beta1 = 0.9;
        double beta2 = 0.999;
        for (int step = 1; step <= steps; step++) {
            double[] gradient = new double[n];
            for (int p = 0; p < counts.size(); p++) {
                double[] row = counts.get(p);
                double prediction = predicted(evaluation(row, weights), k);
                double factor = -2 * (results.get(p) - prediction) * prediction * (1 - prediction) * k * LOG10 / 400;
                for (int i = 0; i < n; i++) {
                    gradient[i] += factor * row[i];
                }
            }
            for (int i = 0; i < n; i++) {
                if (!tuned[i]) {
                    continue;
                }
                double g = gradient[i] / counts.size();
                first[i] = beta1 * first[i] + (1 - beta1) * g;
                second[i] = beta2 * second[i] + (1 - beta2) * g * g;
                double firstHat = first[i] / (1 - Math.pow(beta1, step));
                double secondHat = second[i] / (1 - Math.pow(beta2, step));
                weights[i] -= rate * firstHat / (Math.sqrt(secondHat) + 1e-12);
            }
            if (step % 500 == 0) {
                System.out.printf("step %d: training error %.6f%n", step, error(weights, k));
            }
        }
    }
}
