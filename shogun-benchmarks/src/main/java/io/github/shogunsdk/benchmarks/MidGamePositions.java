package io.github.shogunsdk.benchmarks;

import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Rules;
import io.github.shogunsdk.api.Shogun;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A fixed set of mid-game positions: 10 to 40 random legal plies from the initial position under
 * the standard magnetic energies, from a fixed seed, keeping only games still in progress. The same
 * positions in every run and on every machine.
 */
final class MidGamePositions {

    /** How many positions the move-generation benchmarks visit per operation. */
    static final int COUNT = 1000;

    private MidGamePositions() {
    }

    /**
     * Returns the positions.
     *
     * @param count how many
     * @return {@code count} positions, each with at least one legal move
     */
    static List<Position> generate(int count) {
        Rules rules = Shogun.rules();
        EnergyModel energy = EnergyModel.magnetic();
        SplittableRandom random = new SplittableRandom(20_240_601);
        List<Position> positions = new ArrayList<>(count);
        while (positions.size() < count) {
            Position position = rules.initial(energy);
            int plies = 10 + random.nextInt(31);
            for (int i = 0; i < plies && position != null; i++) {
                List<Move> moves = rules.legalMoves(position);
                position = moves.isEmpty()
                        ? null
                        : rules.play(position, moves.get(random.nextInt(moves.size())), energy);
            }
            if (position != null && !rules.outcome(position).isOver()) {
                positions.add(position);
            }
        }
        return positions;
    }
}
