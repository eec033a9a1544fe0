package io.github.shogunsdk.benchmarks;

import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.RecordNode;
import io.github.shogunsdk.api.Shogun;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
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
 * Reading a record tree ({@link Shogun#readRecord}) of {@value #NODES} nodes: {@code annotated}
 * holds comments, glyphs and variations, {@code plain} is a main line of as many plies without
 * them. The secondary {@code plies} score counts nodes per second, so the two compare per ply;
 * the target is that {@code annotated} reads at least half as many plies a second as
 * {@code plain}. The games come from {@link LongGames}.
 *
 * <p>The annotated record: a main line of two thirds of the nodes with a comment of about 40
 * characters on every other ply, a glyph on every fifth, and a two-ply variation (another move,
 * then a reply, the reply commented) on every fourth ply.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class RecordTreeBenchmark {

    /** How many nodes each record holds. */
    static final int NODES = 10_000;

    /** {@code annotated} or {@code plain}. */
    @Param({"annotated", "plain"})
    public String kind;

    private String record;
    private int nodes;

    /** Creates the benchmark; JMH calls it. */
    public RecordTreeBenchmark() {
    }

    /** Counts the nodes read, reported as a rate. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Plies {

        /** The nodes of this iteration. */
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

    /** Makes the record's text once. */
    @Setup
    public void setUp() {
        GameRecord tree = "plain".equals(kind) ? GameRecord.of(LongGames.play(NODES, 5)) : annotated(NODES);
        record = tree.toSgn();
        nodes = count(tree.mainline());
        if (!Shogun.readRecord(record).equals(tree)) {
            throw new IllegalStateException("the record does not read back equal");
        }
    }

    /**
     * Reads the record.
     *
     * @param counter the node counter
     * @return the tree
     */
    @Benchmark
    public GameRecord read(Plies counter) {
        counter.plies += nodes;
        return Shogun.readRecord(record);
    }

    /**
     * The annotated record of about {@code total} nodes.
     *
     * @param total how many nodes, main line and variations together
     * @return the record
     */
    static GameRecord annotated(int total) {
        Game game = LongGames.play(total * 2 / 3, 5);
        Game replay = Shogun.newGame(game.setup());
        List<RecordNode> mainline = new ArrayList<>();
        int count = 0;
        for (Ply ply : game.history()) {
            int i = mainline.size();
            RecordNode node = RecordNode.of(ply);
            if (i % 2 == 0) {
                node = node.withComment("ply " + (i + 1) + ": a comment of some forty characters");
            }
            if (i % 5 == 0) {
                node = node.withGlyphs(Set.of(1 + i % 6));
            }
            count++;
            if (i % 4 == 3 && count + 2 < total) {
                List<RecordNode> variation = variation(replay, ply.move());
                if (!variation.isEmpty()) {
                    node = node.withVariations(List.of(variation));
                    count += variation.size();
                }
            }
            mainline.add(node);
            replay.play(ply.path());
        }
        return GameRecord.of(game.setup()).withMainline(mainline).withResult(game.outcome().result());
    }

    /** Another move than the one played, then a commented reply, neither ending the game. */
    private static List<RecordNode> variation(Game game, Move played) {
        for (Move move : game.legalMoves()) {
            if (move.equals(played)) {
                continue;
            }
            Game line = game.copy();
            Ply first = line.play(move);
            if (line.outcome().isOver() || line.legalMoves().isEmpty()) {
                continue;
            }
            Ply reply = line.play(line.legalMoves().get(0));
            if (!line.outcome().isOver()) {
                return List.of(RecordNode.of(first), RecordNode.of(reply).withComment("the reply, also commented"));
            }
        }
        return List.of();
    }

    /** Counts the nodes of a line and its variations. */
    static int count(List<RecordNode> line) {
        int count = line.size();
        for (RecordNode node : line) {
            for (List<RecordNode> variation : node.variations()) {
                count += count(variation);
            }
        }
        return count;
    }
}
