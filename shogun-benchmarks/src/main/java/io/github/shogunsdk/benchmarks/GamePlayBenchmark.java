package io.github.shogunsdk.benchmarks;

import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.core.internal.board.Board;
import io.github.shogunsdk.core.internal.convert.BoardConversion;
import io.github.shogunsdk.core.internal.energy.LandingEnergy;
import io.github.shogunsdk.core.internal.legality.Legality;
import io.github.shogunsdk.core.internal.movegen.MoveGenerator;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Random play, one ply per operation, so scores are plies per second; with {@code -prof gc},
 * {@code gc.alloc.rate.norm} is the bytes allocated per ply.
 *
 * <ul>
 *   <li>{@code game}: what an application does through {@link Game}: {@link Game#legalMoves()}, then
 *       {@link Game#play(Move)} of one of them at random (standard rules, magnetic energies, every
 *       end-of-game rule including repetition); a finished game is replaced by a new one;
 *   <li>{@code board}: the same on the core's board, for the ratio: legal moves into a buffer and
 *       a move made; the board starts again every 200 plies.
 * </ul>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class GamePlayBenchmark {

    private static final int BOARD_PLIES = 200;

    private final LandingEnergy energy = LandingEnergy.of(EnergyModel.magnetic());
    private final int[] buffer = new int[MoveGenerator.MAX_MOVES];
    private final Position initial = Shogun.rules().initial(EnergyModel.magnetic());
    private SplittableRandom random;
    private Game game;
    private Board board;
    private int boardPlies;

    /** Creates the benchmark; JMH calls it. */
    public GamePlayBenchmark() {
    }

    /** Starts every iteration from the same seed and a new game. */
    @Setup(Level.Iteration)
    public void setUp() {
        random = new SplittableRandom(12);
        game = Shogun.newGame();
        board = BoardConversion.toBoard(initial);
        boardPlies = 0;
    }

    /**
     * One random ply through the API's game.
     *
     * @return the ply
     */
    @Benchmark
    public Ply game() {
        List<Move> moves = game.legalMoves();
        if (moves.isEmpty()) {
            game = Shogun.newGame();
            moves = game.legalMoves();
        }
        return game.play(moves.get(random.nextInt(moves.size())));
    }

    /**
     * One random ply on the core's board.
     *
     * @return the board's key, so the work is not optimised away
     */
    @Benchmark
    public long board() {
        int n = Legality.legalMoves(board, Variant.STANDARD, board.pieces(board.sideToMove()), buffer);
        if (n == 0 || ++boardPlies == BOARD_PLIES) {
            board = BoardConversion.toBoard(initial);
            boardPlies = 0;
            n = Legality.legalMoves(board, Variant.STANDARD, board.pieces(board.sideToMove()), buffer);
        }
        int move = buffer[random.nextInt(n)];
        int from = MoveGenerator.from(move);
        int to = MoveGenerator.to(move);
        board.make(from, to, energy.landing(board, from, to));
        return board.key();
    }
}
