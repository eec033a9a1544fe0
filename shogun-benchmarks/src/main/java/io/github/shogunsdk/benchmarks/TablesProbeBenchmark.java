package io.github.shogunsdk.benchmarks;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.EndgameTables;
import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.PieceKind;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Square;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Endgame-table probes on one thread (docs/TABLES.md): 4 096 random covered positions of a
 * three-piece table ({@code PPvP}, made in a temporary folder at setup), probed in turn through
 * {@link EndgameTables#probe}. The score is probes per second. For the four-piece tables, whose
 * files do not fit a benchmark's setup, docs/TABLES.md gives a timed run by hand.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class TablesProbeBenchmark {

    private static final int POSITIONS = 4096;

    private EndgameTables tables;
    private Position[] positions;
    private int next;

    /** Creates the benchmark; JMH calls it. */
    public TablesProbeBenchmark() {
    }

    /**
     * Makes the table and the positions.
     *
     * @throws IOException if the temporary folder cannot be written
     */
    @Setup
    public void setUp() throws IOException {
        Path folder = Files.createTempDirectory("shogun-tables");
        EnergyModel model = EnergyModel.magnetic();
        Shogun.generateTables(folder, RuleSet.standard(), model, List.of("PPvP"), 3, line -> { });
        tables = Shogun.openTables(folder, RuleSet.standard(), model);
        Random random = new Random(33);
        List<Position> found = new ArrayList<>();
        while (found.size() < POSITIONS) {
            Map<Square, Piece> board = new HashMap<>();
            for (Colour colour : new Colour[] {Colour.WHITE, Colour.WHITE, Colour.RED}) {
                Square square;
                do {
                    square = Square.of(1 + random.nextInt(8), 1 + random.nextInt(8));
                } while (board.containsKey(square));
                board.put(square, Piece.of(PieceKind.PAWN, colour, model.landingEnergy(PieceKind.PAWN, square)
                        .getAsInt()));
            }
            Position position = Position.of(board, random.nextBoolean() ? Colour.WHITE : Colour.RED);
            if (tables.probe(position).isPresent()) {
                found.add(position);
            }
        }
        positions = found.toArray(new Position[0]);
    }

    /**
     * One probe.
     *
     * @return the value's distance, so that the probe is not optimised away
     */
    @Benchmark
    public int probe() {
        Position position = positions[next];
        next = (next + 1) & (POSITIONS - 1);
        return tables.probe(position).orElseThrow().distance();
    }
}
