package io.github.shogunsdk.benchmarks;

import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.Shogun;
import java.lang.management.ManagementFactory;
import java.util.Arrays;

/**
 * The ratio that {@link RecordTreeBenchmark} measures, on a machine shared with other work:
 * reading the annotated record costs how many times as much per node as reading the plain one?
 * Counts the process's CPU time (the reading thread, the garbage collector and the compiler, but
 * not the time the process waits for a core), over blocks of {@code READS} reads of each record in
 * alternation, and prints the medians over {@code BLOCKS} blocks. The target is at most 2.
 *
 * <pre>
 * java -cp shogun-benchmarks/target/benchmarks.jar io.github.shogunsdk.benchmarks.RecordTreeRatio [BLOCKS [READS]]
 * </pre>
 *
 * Defaults: 25 blocks of 100 reads, after 30 reads of each to warm up.
 */
public final class RecordTreeRatio {

    private RecordTreeRatio() {
    }

    /**
     * Runs the measurement.
     *
     * @param args blocks, reads a block
     */
    public static void main(String[] args) {
        int blocks = args.length > 0 ? Integer.parseInt(args[0]) : 25;
        int reads = args.length > 1 ? Integer.parseInt(args[1]) : 100;
        GameRecord annotatedTree = RecordTreeBenchmark.annotated(RecordTreeBenchmark.NODES);
        String annotated = annotatedTree.toSgn();
        String plain = GameRecord.of(LongGames.play(RecordTreeBenchmark.NODES, 5)).toSgn();
        int annotatedNodes = RecordTreeBenchmark.count(annotatedTree.mainline());
        int plainNodes = Shogun.readRecord(plain).mainline().size();
        com.sun.management.OperatingSystemMXBean cpu =
                (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        for (int i = 0; i < 30; i++) {
            Shogun.readRecord(annotated);
            Shogun.readRecord(plain);
        }
        double[] perAnnotated = new double[blocks];
        double[] perPlain = new double[blocks];
        for (int b = 0; b < blocks; b++) {
            long start = cpu.getProcessCpuTime();
            for (int i = 0; i < reads; i++) {
                Shogun.readRecord(annotated);
            }
            long middle = cpu.getProcessCpuTime();
            for (int i = 0; i < reads; i++) {
                Shogun.readRecord(plain);
            }
            long end = cpu.getProcessCpuTime();
            perAnnotated[b] = (middle - start) / ((double) reads * annotatedNodes);
            perPlain[b] = (end - middle) / ((double) reads * plainNodes);
        }
        Arrays.sort(perAnnotated);
        Arrays.sort(perPlain);
        double a = perAnnotated[blocks / 2];
        double p = perPlain[blocks / 2];
        System.out.printf("annotated (%d nodes): %.0f ns of CPU a node; plain (%d nodes): %.0f ns; ratio %.2f"
                + " (medians of %d blocks of %d reads)%n", annotatedNodes, a, plainNodes, p, a / p, blocks, reads);
    }
}
