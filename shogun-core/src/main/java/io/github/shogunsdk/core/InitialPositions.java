package io.github.shogunsdk.core;

import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.PieceKind;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.core.board.SplitMix64;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The initial position under each energy model (RULES.md §6): the pieces of
 * {@link Position#initial()}, with energies from the magnets (magnetic), unchanged (fixed), or
 * drawn in square order a1, b1, …, h8 from a SplitMix64 generator seeded with the seed (random).
 */
final class InitialPositions {

    private InitialPositions() {
    }

    static Position of(EnergyModel model) {
        Position standard = Position.initial();
        if (model instanceof EnergyModel.Fixed) {
            return standard;
        }
        SplitMix64 draws = model instanceof EnergyModel.Random random ? new SplitMix64(random.seed()) : null;
        Map<Square, Piece> pieces = new LinkedHashMap<>();
        for (int index = 0; index < Square.COUNT; index++) {
            Square square = Square.ofIndex(index);
            standard.pieceAt(square).ifPresent(piece -> {
                PieceKind kind = piece.kind();
                int energy = draws != null
                        ? 1 + (int) (draws.nextLong() >>> 32 & (kind.maxEnergy() - 1))
                        : model.landingEnergy(kind, square);
                pieces.put(square, piece.withEnergy(energy));
            });
        }
        return Position.of(pieces, standard.sideToMove());
    }
}
