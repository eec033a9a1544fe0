package io.github.shogunsdk.core.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Perft;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Rotation;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.core.reference.Reference;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Perft (standard legality) counts the same leaves as the reference model, on one thread or several. */
class PerftPropertiesTest {

    @Provide
    Arbitrary<Position> moderate() {
        return PositionArbitraries.moderatePositions(14);
    }

    @Provide
    Arbitrary<EnergyModel> models() {
        return PositionArbitraries.referenceEnergyModels();
    }

    @LongRun
    @Property(tries = 60)
    void perftToDepthThreeWithFixedAndMagneticEnergiesEqualsReference(@ForAll("moderate") Position p,
            @ForAll Rotation rotation) {
        Perft perft = Shogun.perft();
        for (EnergyModel model : List.of(EnergyModel.fixed(), EnergyModel.magnetic(rotation))) {
            for (int depth = 0; depth <= 3; depth++) {
                int d = depth;
                long expected = Reference.perft(p, depth, model);
                assertEquals(expected, perft.count(p, depth, model), () -> p + ": perft(" + d + ", " + model + ")");
                assertEquals(expected, perft.count(p, depth, model, 1 + d % 3),
                        () -> p + ": perft(" + d + ", " + model + ") on " + (1 + d % 3) + " threads");
            }
        }
    }

    @Property(tries = 50)
    void divideListsTheLegalMovesAndSumsToPerft(@ForAll("moderate") Position p, @ForAll("models") EnergyModel model) {
        Map<Move, Long> divide = Shogun.perft().divide(p, 2, model);
        assertEquals(Reference.legalMoves(p, Variant.STANDARD), Boards.text(divide.keySet()), () -> p + ": divide keys");
        assertEquals(new TreeSet<>(Boards.text(divide.keySet())).stream().toList(),
                divide.keySet().stream().map(Move::toString).toList(), () -> p + ": divide order");
        for (Map.Entry<Move, Long> e : divide.entrySet()) {
            Position child = Reference.play(p, e.getKey().from(), e.getKey().to(), model);
            assertEquals(Reference.perft(child, 1, model), e.getValue(), () -> p + ": divide " + e.getKey());
        }
        assertEquals(Shogun.perft().count(p, 2, model), divide.values().stream().mapToLong(Long::longValue).sum(),
                () -> p + ": divide sum");
    }
}
