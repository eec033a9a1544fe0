package io.github.shogunsdk.benchmarks;

import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Rules;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.core.board.Board;
import io.github.shogunsdk.core.board.BoardConversion;
import io.github.shogunsdk.core.movegen.MoveGenerator;
import io.github.shogunsdk.core.reference.Reference;
import io.github.shogunsdk.core.rules.Legality;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Legal moves of the side to move on {@value MidGamePositions#COUNT} random mid-game positions
 * (standard rules), four ways. Scores are positions per second.
 *
 * <ul>
 *   <li>{@code api}: {@link Rules#legalMoves(Position)}, what an application calls: converts the
 *       position, generates, and builds the sorted list of {@code Move} values;
 *   <li>{@code board}: the core's allocation-free path, packed moves into a buffer
 *       ({@link Legality#legalMoves});
 *   <li>{@code boardCount}: the same moves only counted ({@link Legality#countLegalMoves}, perft's
 *       last ply);
 *   <li>{@code reference}: the test tree's obviously-correct reference model, for the ratio.
 * </ul>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@OperationsPerInvocation(MidGamePositions.COUNT)
public class MoveGenerationBenchmark {

    private final Rules rules = Shogun.rules();
    private final int[] buffer = new int[MoveGenerator.MAX_MOVES];
    private Position[] positions;
    private Board[] boards;

    /** Creates the benchmark; JMH calls it. */
    public MoveGenerationBenchmark() {
    }

    /** Builds the positions and their boards. */
    @Setup
    public void setUp() {
        positions = MidGamePositions.generate(MidGamePositions.COUNT).toArray(Position[]::new);
        boards = new Board[positions.length];
        for (int i = 0; i < positions.length; i++) {
            boards[i] = BoardConversion.toBoard(positions[i]);
        }
    }

    /**
     * The public API.
     *
     * @param sink keeps the lists alive
     */
    @Benchmark
    public void api(Blackhole sink) {
        for (Position position : positions) {
            sink.consume(rules.legalMoves(position));
        }
    }

    /**
     * The core's board: packed moves into a buffer.
     *
     * @return the number of moves, so the work is not optimised away
     */
    @Benchmark
    public int board() {
        int moves = 0;
        for (Board board : boards) {
            moves += Legality.legalMoves(board, Variant.STANDARD, board.pieces(board.sideToMove()), buffer);
        }
        return moves;
    }

    /**
     * The core's board: moves counted, not listed.
     *
     * @return the number of moves
     */
    @Benchmark
    public int boardCount() {
        int moves = 0;
        for (Board board : boards) {
            moves += Legality.countLegalMoves(board, Variant.STANDARD, board.pieces(board.sideToMove()));
        }
        return moves;
    }

    /**
     * The reference model of the tests.
     *
     * @param sink keeps the sets alive
     */
    @Benchmark
    public void reference(Blackhole sink) {
        for (Position position : positions) {
            sink.consume(Reference.legalMoves(position, Variant.STANDARD));
        }
    }
}
