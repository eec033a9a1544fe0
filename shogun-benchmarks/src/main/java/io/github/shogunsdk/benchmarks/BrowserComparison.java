package io.github.shogunsdk.benchmarks;

import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.EngineOptions;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.SearchResult;
import io.github.shogunsdk.api.Shogun;
import java.util.Arrays;
import java.util.function.Supplier;

/**
 * The JVM's side of the browser comparison: the workloads of the npm package's
 * {@code shogun-wasm/src/bench/compare.mjs}, timed the same way (one warm-up run, then
 * {@code ROUNDS} timed runs in one process): perft 5 and 6 of the initial position with fixed
 * energies on one thread, and a search to depth 5 from the initial position (standard rules,
 * magnetic energies, a new game and engine each time with the 4 MiB table that the package's
 * {@code Game.search} gives its engine, so the searches are the same node for node).
 *
 * <pre>
 * java -cp shogun-benchmarks/target/benchmarks.jar io.github.shogunsdk.benchmarks.BrowserComparison [ROUNDS]
 * </pre>
 */
public final class BrowserComparison {

    private BrowserComparison() {
    }

    /**
     * Runs the comparison.
     *
     * @param args the number of timed rounds (default 5)
     */
    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        run("perft 5", rounds, () -> Shogun.perft().count(Position.initial(), 5, EnergyModel.fixed()));
        run("perft 6", rounds, () -> Shogun.perft().count(Position.initial(), 6, EnergyModel.fixed()));
        run("engine depth 5", rounds, () -> {
            var game = Shogun.newGame();
            SearchResult result = Shogun.newEngine(game.setup(), EngineOptions.defaults().withHashMegabytes(4))
                    .search(game, SearchLimits.ofDepth(5));
            return result.bestMove().orElseThrow() + " " + result.nodes() + " nodes";
        });
    }

    private static void run(String name, int rounds, Supplier<Object> work) {
        work.get();
        long[] nanos = new long[rounds];
        Object value = null;
        for (int i = 0; i < rounds; i++) {
            long start = System.nanoTime();
            value = work.get();
            nanos[i] = System.nanoTime() - start;
        }
        Arrays.sort(nanos);
        StringBuilder times = new StringBuilder();
        for (long time : nanos) {
            times.append(times.length() == 0 ? "" : " ").append(Math.round(time / 1e6));
        }
        System.out.println("jvm " + name + ": " + times + " ms (median " + Math.round(nanos[rounds / 2] / 1e6) + ") -> "
                + value);
    }
}
