package io.github.shogunsdk.benchmarks;

import io.github.shogunsdk.api.Engine;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.SearchResult;
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
 * The engine's search to depth 4 under the standard setup, from the initial position and from a
 * mid-game position. The primary score is searches per second; the secondary {@code nodes} score
 * is nodes searched per second. The engine is made once: each search starts as if on an
 * empty transposition table, so searches are independent.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class SearchBenchmark {

    /** The position: "initial", or "midgame" (the first of the mid-game positions). */
    @Param({"initial", "midgame"})
    public String start;

    private Engine engine;
    private Position position;

    /** Creates the benchmark; JMH calls it. */
    public SearchBenchmark() {
    }

    /** Counts the nodes searched, reported as a rate. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Nodes {

        /** The nodes searched in this iteration. */
        public long nodes;

        /** Creates the counter; JMH calls it. */
        public Nodes() {
        }

        /** Starts each iteration from zero. */
        @Setup(Level.Iteration)
        public void reset() {
            nodes = 0;
        }
    }

    /** Makes the engine and picks the position. */
    @Setup
    public void setUp() {
        engine = Shogun.newEngine(GameSetup.standard());
        position = start.equals("initial") ? Position.initial() : MidGamePositions.generate(1).get(0);
    }

    /**
     * Searches to depth 4.
     *
     * @param nodes the node counter
     * @return the result
     */
    @Benchmark
    public SearchResult depth4(Nodes nodes) {
        SearchResult result = engine.search(position, SearchLimits.ofDepth(4));
        nodes.nodes += result.nodes();
        return result;
    }
}
