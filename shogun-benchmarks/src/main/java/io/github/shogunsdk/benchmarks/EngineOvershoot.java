package io.github.shogunsdk.benchmarks;

import io.github.shogunsdk.api.Engine;
import io.github.shogunsdk.api.EngineOptions;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.SearchResult;
import io.github.shogunsdk.api.Shogun;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;

/**
 * How late the engine ends a search with a time limit, the figure {@code Engine}'s Javadoc and
 * docs/ENGINE-TIME.md quote: {@code SEARCHES} searches of {@code MS} milliseconds each on one
 * engine of {@code THREADS} threads (standard setup), cycling through the benchmarks' mid-game
 * positions, after {@code WARMUP} unmeasured searches. A search's
 * overshoot is its wall-clock time on the calling thread (from the call to its return) minus the
 * limit. Prints the distribution: minimum, median, 90th, 99th and 99.9th percentiles, maximum, and
 * how many searches were more than 1, 3 and 5 ms late.
 *
 * <pre>
 * java -cp shogun-benchmarks/target/benchmarks.jar io.github.shogunsdk.benchmarks.EngineOvershoot [SEARCHES [MS [WARMUP [THREADS]]]]
 * </pre>
 *
 * Defaults: 1 000 searches of 50 ms after 100 warm-up searches on one thread (about a minute in
 * all). Run it on an idle machine: another process taking the core shows up as lateness.
 */
public final class EngineOvershoot {

    private EngineOvershoot() {
    }

    /**
     * Runs the measurement.
     *
     * @param args searches, milliseconds, warm-up searches, threads
     */
    public static void main(String[] args) {
        int searches = args.length > 0 ? Integer.parseInt(args[0]) : 1000;
        int millis = args.length > 1 ? Integer.parseInt(args[1]) : 50;
        int warmup = args.length > 2 ? Integer.parseInt(args[2]) : 100;
        int threads = args.length > 3 ? Integer.parseInt(args[3]) : 1;
        List<Position> positions = MidGamePositions.generate(100);
        Engine engine = Shogun.newEngine(GameSetup.standard(), EngineOptions.defaults().withThreads(threads));
        SearchLimits limits = SearchLimits.ofTime(Duration.ofMillis(millis));
        long limitNanos = millis * 1_000_000L;
        long[] late = new long[searches];
        for (int i = -warmup; i < searches; i++) {
            Position position = positions.get(Math.floorMod(i, positions.size()));
            long start = System.nanoTime();
            SearchResult result = engine.search(position, limits);
            long elapsed = System.nanoTime() - start;
            if (result.bestMove().isEmpty()) {
                throw new IllegalStateException("no move found in " + position);
            }
            if (i >= 0) {
                late[i] = elapsed - limitNanos;
            }
        }
        Arrays.sort(late);
        System.out.printf("%d searches of %d ms on %d thread%s (after %d warm-up searches), lateness in ms:%n", searches,
                millis, threads, threads == 1 ? "" : "s", warmup);
        System.out.printf("min %.3f  median %.3f  p90 %.3f  p99 %.3f  p99.9 %.3f  max %.3f%n", ms(late[0]),
                ms(percentile(late, 50)), ms(percentile(late, 90)), ms(percentile(late, 99)),
                ms(percentile(late, 99.9)), ms(late[searches - 1]));
        System.out.printf("later than 1 ms: %d, 3 ms: %d, 5 ms: %d%n", countOver(late, 1), countOver(late, 3),
                countOver(late, 5));
    }

    private static long percentile(long[] sorted, double p) {
        int index = (int) Math.ceil(p / 100 * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, index))];
    }

    private static int countOver(long[] late, int millis) {
        int count = 0;
        for (long nanos : late) {
            if (nanos > millis * 1_000_000L) {
                count++;
            }
        }
        return count;
    }

    private static double ms(long nanos) {
        return nanos / 1e6;
    }
}
