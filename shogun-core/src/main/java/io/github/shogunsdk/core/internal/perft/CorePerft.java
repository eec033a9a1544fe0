package io.github.shogunsdk.core.internal.perft;

import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.core.internal.board.Board;
import io.github.shogunsdk.core.internal.convert.BoardConversion;
import io.github.shogunsdk.core.internal.convert.MoveLists;
import io.github.shogunsdk.core.internal.energy.LandingEnergy;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/** The {@link io.github.shogunsdk.api.Perft} of the SDK: stateless, so one instance serves every thread. */
public final class CorePerft implements io.github.shogunsdk.api.Perft {

    /** The most threads a count may use. */
    static final int MAX_THREADS = 256;

    /** Creates the counter. */
    public CorePerft() {
    }

    /** Counts on the calling thread; never reaches the thread pool, which single-threaded builds lack. */
    @Override
    public long count(Position position, int depth, EnergyModel model) {
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(model, "model");
        requireDepth(depth, 0);
        return new Perft(LandingEnergy.of(model), depth).count(BoardConversion.toBoard(position), depth);
    }

    @Override
    public long count(Position position, int depth, EnergyModel model, int threads) {
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(model, "model");
        requireDepth(depth, 0);
        if (threads < 1 || threads > MAX_THREADS) {
            throw new IllegalArgumentException("perft uses 1 to " + MAX_THREADS + " threads, not " + threads);
        }
        return ParallelPerft.count(BoardConversion.toBoard(position), depth, LandingEnergy.of(model), threads);
    }

    @Override
    public Map<Move, Long> divide(Position position, int depth, EnergyModel model) {
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(model, "model");
        requireDepth(depth, 1);
        LandingEnergy energy = LandingEnergy.of(model);
        Perft perft = new Perft(energy, depth);
        Board board = BoardConversion.toBoard(position);
        Map<Move, Long> counts = new LinkedHashMap<>();
        for (Move move : MoveLists.legal(board, board.pieces(board.sideToMove()), Variant.STANDARD)) {
            int from = BoardConversion.bit(move.from());
            int to = BoardConversion.bit(move.to());
            board.make(from, to, energy.landing(board, from, to));
            counts.put(move, perft.count(board, depth - 1));
            board.unmake();
        }
        return Collections.unmodifiableMap(counts);
    }

    private static void requireDepth(int depth, int min) {
        if (depth < min || depth > MAX_DEPTH) {
            throw new IllegalArgumentException("perft depth is " + min + " to " + MAX_DEPTH + ", not " + depth);
        }
    }
}
