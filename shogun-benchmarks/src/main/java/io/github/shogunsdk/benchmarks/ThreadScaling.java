package io.github.shogunsdk.benchmarks;

import io.github.shogunsdk.api.Engine;
import io.github.shogunsdk.api.EngineOptions;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.SearchResult;
import io.github.shogunsdk.api.Shogun;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.List;

/**
 * What a second search thread (Lazy SMP, {@code EngineOptions.withThreads}) buys at equal time:
 * {@code POSITIONS} of the benchmarks' mid-game positions, each searched for {@code MS}
 * milliseconds by an engine on one thread and by one on {@code THREADS} threads (which goes first
 * alternates), after a warm-up search of each. Prints each position's depths and nodes per
 * second, then the nodes per second of all positions, the ratio of the two, the mean depths, on how
 * many positions the threads went deeper or less deep, and the processor time the process had per
 * second of each search.
 *
 * <pre>
 * java -cp shogun-benchmarks/target/benchmarks.jar io.github.shogunsdk.benchmarks.ThreadScaling [POSITIONS [MS [THREADS]]]
 * </pre>
 *
 * Defaults: 16 positions of 1 500 ms, 2 threads (under a minute). Run it on an idle machine with
 * at least that many cores: the processor time per second shows whether the threads had cores to
 * run on (near 1 for one thread and near the thread count for several on an idle machine; on a
 * busy one, where the system shares the processor between sessions, both may be far lower).
 */
public final class ThreadScaling {

    private ThreadScaling() {
    }

    /**
     * Runs the measurement.
     *
     * @param args positions, milliseconds a search, threads of the second engine
     */
    public static void main(String[] args) {
        int count = args.length > 0 ? Integer.parseInt(args[0]) : 16;
        int millis = args.length > 1 ? Integer.parseInt(args[1]) : 1500;
        int threads = args.length > 2 ? Integer.parseInt(args[2]) : 2;
        List<Position> positions = MidGamePositions.generate(count);
        Engine[] engines = {Shogun.newEngine(GameSetup.standard(), EngineOptions.defaults().withThreads(1)),
            Shogun.newEngine(GameSetup.standard(), EngineOptions.defaults().withThreads(threads))};
        SearchLimits limits = SearchLimits.ofTime(Duration.ofMillis(millis));
        for (Engine engine : engines) {
            engine.search(positions.get(0), limits);
        }
        long[] nodes = new long[2];
        long[] nanos = new long[2];
        long[] cpu = new long[2];
        int[] depths = new int[2];
        int deeper = 0;
        int shallower = 0;
        for (int p = 0; p < count; p++) {
            int[] depth = new int[2];
            StringBuilder row = new StringBuilder("position " + (p + 1) + ":");
            for (int k = 0; k < 2; k++) {
                int e = p % 2 == 0 ? k : 1 - k;
                long cpuBefore = processCpuNanos();
                SearchResult result = engines[e].search(positions.get(p), limits);
                cpu[e] += processCpuNanos() - cpuBefore;
                nodes[e] += result.nodes();
                nanos[e] += result.elapsed().toNanos();
                depths[e] += result.depth();
                depth[e] = result.depth();
                row.append(String.format("  %d thread(s) depth %d, %d nodes/s", e == 0 ? 1 : threads, result.depth(),
                        (long) (result.nodes() * 1e9 / Math.max(1, result.elapsed().toNanos()))));
            }
            deeper += depth[1] > depth[0] ? 1 : 0;
            shallower += depth[1] < depth[0] ? 1 : 0;
            System.out.println(row);
        }
        double one = nodes[0] * 1e9 / nanos[0];
        double many = nodes[1] * 1e9 / nanos[1];
        System.out.printf("1 thread: %.0f nodes/s, mean depth %.2f, %.2f s of processor a second%n", one,
                depths[0] / (double) count, cpu[0] / (double) nanos[0]);
        System.out.printf("%d threads: %.0f nodes/s, mean depth %.2f, %.2f s of processor a second%n", threads, many,
                depths[1] / (double) count, cpu[1] / (double) nanos[1]);
        System.out.printf("nodes per second x%.2f; %d threads deeper on %d positions, less deep on %d, as deep on %d%n",
                many / one, threads, deeper, shallower, count - deeper - shallower);
    }

    /** The processor time of the whole process so far, or 0 where the JVM does not tell. */
    private static long processCpuNanos() {
        return ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os
                ? os.getProcessCpuTime() : 0;
    }
}
