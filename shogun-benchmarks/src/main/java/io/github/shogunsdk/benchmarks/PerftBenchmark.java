package io.github.shogunsdk.benchmarks;

import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Perft;
import io.github.shogunsdk.api.Shogun;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Perft from the initial position with fixed energies, through {@link Perft#count}. The primary
 * score is perfts per second; the secondary {@code nodes} score is leaves per second.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class PerftBenchmark {

    /** The depth: 4 (370 049 leaves) or 5 (10 368 534). */
    @Param({"4", "5"})
    public int depth;

    private final Perft perft = Shogun.perft();
    private final Position initial = Position.initial();

    /** Creates the benchmark; JMH calls it. */
    public PerftBenchmark() {
    }

    /** Counts the leaves perft visits, reported as a rate. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Leaves {

        /** The leaves counted in this iteration. */
        public long nodes;

        /** Creates the counter; JMH calls it. */
        public Leaves() {
        }

        /** Starts each iteration from zero. */
        @Setup(Level.Iteration)
        public void reset() {
            nodes = 0;
        }
    }

    /**
     * One thread.
     *
     * @param leaves the leaf counter
     * @return the leaves
     */
    @Benchmark
    public long perft(Leaves leaves) {
        long count = perft.count(initial, depth, EnergyModel.fixed());
        leaves.nodes += count;
        return count;
    }

    /**
     * Two threads ({@code ParallelPerft}).
     *
     * @param leaves the leaf counter
     * @return the leaves
     */
    @Benchmark
    public long perftTwoThreads(Leaves leaves) {
        long count = perft.count(initial, depth, EnergyModel.fixed(), 2);
        leaves.nodes += count;
        return count;
    }
}
