package io.github.shogunsdk.core.internal.energy;

import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.PieceKind;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.core.internal.board.SplitMix64;
import io.github.shogunsdk.core.internal.convert.BoardConversion;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The initial position under each energy model: the pieces of {@link Position#initial()}, with
 * energies from the magnets (magnetic), unchanged (fixed), or drawn from a SplitMix64 generator
 * seeded with the seed (random), one draw per piece in the order a1, b1, …, h1, a2, …, h8 (rank by
 * rank), which every version keeps so that a seed always gives the same start.
 */
public final class InitialPositions {

    private InitialPositions() {
    }

    /**
     * Returns the position a game of a setup starts from: the setup's own start, or else the
     * initial position under its energy model.
     *
     * @param setup the setup
     * @return the start position
     */
    public static Position start(GameSetup setup) {
        Optional<Position> start = setup.start();
        return start.isPresent() ? start.get() : of(setup.energyModel());
    }

    /**
     * Returns the initial position under a model.
     *
     * @param model the energy model
     * @return the position
     */
    public static Position of(EnergyModel model) {
        Made last = lastMade;
        if (last != null && last.model.equals(model)) {
            return last.position;
        }
        Position position = make(model);
        lastMade = new Made(model, position);
        return position;
    }

    /** A model and its initial position. */
    private static final class Made {
        private final EnergyModel model;
        private final Position position;

        Made(EnergyModel model, Position position) {
            this.model = model;
            this.position = position;
        }
    }

    /**
     * The model asked for last and its initial position: every new game asks, almost always for
     * the same model. Replaced whole, never changed, so threads may share it without a lock.
     */
    private static volatile Made lastMade;

    private static Position make(EnergyModel model) {
        Position standard = Position.initial();
        if (model instanceof EnergyModel.Fixed) {
            return standard;
        }
        SplitMix64 draws = model instanceof EnergyModel.Random random ? new SplitMix64(random.seed()) : null;
        Map<Square, Piece> pieces = new LinkedHashMap<>();
        for (int bit = 0; bit < 64; bit++) {
            Square square = BoardConversion.square(bit);
            Optional<Piece> found = standard.pieceAt(square);
            if (found.isEmpty()) {
                continue;
            }
            Piece piece = found.get();
            PieceKind kind = piece.kind();
            int energy = draws != null
                    ? 1 + (int) (draws.nextLong() >>> 32 & (kind.maxEnergy() - 1))
                    : model.landingEnergy(kind, square).getAsInt();
            pieces.put(square, piece.withEnergy(energy));
        }
        return Position.of(pieces, standard.sideToMove());
    }
}
