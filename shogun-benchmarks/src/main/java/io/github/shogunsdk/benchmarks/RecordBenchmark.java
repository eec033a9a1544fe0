package io.github.shogunsdk.benchmarks;

import io.github.shogunsdk.api.Game;
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
 * Reading and writing game records: {@code read} is {@link Shogun#readGame} of a record (replayed,
 * repetition on), {@code write} is {@link Game#toSgn()} of the same game. The primary score is
 * records per second; the secondary {@code plies} score is plies per second. With
 * {@code -prof gc}, {@code gc.alloc.rate.norm} is bytes allocated per record (divide by
 * {@code plies}). The games come from {@link LongGames}; the 1 M-ply case is {@link RecordScale}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class RecordBenchmark {

    /** The length of the record in plies. */
    @Param({"1000", "20000"})
    public int plies;

    private Game game;
    private String record;
    private int length;

    /** Creates the benchmark; JMH calls it. */
    public RecordBenchmark() {
    }

    /** Counts the plies read or written, reported as a rate. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Plies {

        /** The plies of this iteration. */
        public long plies;

        /** Creates the counter; JMH calls it. */
        public Plies() {
        }

        /** Starts each iteration from zero. */
        @Setup(Level.Iteration)
        public void reset() {
            plies = 0;
        }
    }

    /** Plays the game and writes its record once. */
    @Setup
    public void setUp() {
        game = LongGames.play(plies, 5);
        record = game.toSgn();
        length = game.history().size();
    }

    /**
     * Reads the record.
     *
     * @param counter the ply counter
     * @return the game
     */
    @Benchmark
    public Game read(Plies counter) {
        counter.plies += length;
        return Shogun.readGame(record);
    }

    /**
     * Writes the record.
     *
     * @param counter the ply counter
     * @return the record
     */
    @Benchmark
    public String write(Plies counter) {
        counter.plies += length;
        return game.toSgn();
    }
}
