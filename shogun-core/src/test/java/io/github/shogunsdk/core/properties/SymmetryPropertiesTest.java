package io.github.shogunsdk.core.properties;

import static io.github.shogunsdk.core.properties.Boards.map;
import static io.github.shogunsdk.core.properties.Boards.mapMoves;
import static io.github.shogunsdk.core.properties.Boards.text;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Rules;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.Variant;
import java.util.function.UnaryOperator;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The rules have no preferred file direction and treat both colours alike: reflecting files, or
 * reflecting ranks while swapping colours and the side to move, maps every answer accordingly.
 */
class SymmetryPropertiesTest {

    @Provide
    Arbitrary<Position> positions() {
        return PositionArbitraries.positions();
    }

    @Property(tries = 300)
    void mirroringFilesMirrorsReachLegalMovesAttackersAndDefenders(@ForAll("positions") Position p) {
        assertSymmetric(p, Boards.mirror(p), Boards::mirror, "mirror");
    }

    @Property(tries = 300)
    void flippingRanksAndColoursFlipsReachLegalMovesAttackersAndDefenders(@ForAll("positions") Position p) {
        assertSymmetric(p, Boards.colourFlip(p), Boards::flip, "colour flip");
    }

    private static void assertSymmetric(Position p, Position q, UnaryOperator<Square> f, String name) {
        Rules rules = Impl.STANDARD;
        String where = p + " vs " + name + " " + q;
        for (Square sq : p.pieces().keySet()) {
            Square image = f.apply(sq);
            assertEquals(map(rules.reach(p, sq), f), rules.reach(q, image), () -> where + ": reach(" + sq + ")");
            assertEquals(map(rules.attackers(p, sq), f), rules.attackers(q, image), () -> where + ": attackers(" + sq + ")");
            assertEquals(map(rules.defenders(p, sq), f), rules.defenders(q, image), () -> where + ": defenders(" + sq + ")");
        }
        for (Variant variant : new Variant[] {Variant.STANDARD, Variant.COURSEWORK}) {
            Rules r = Impl.of(variant);
            assertEquals(mapMoves(text(r.legalMoves(p)), f), text(r.legalMoves(q)), () -> where + ": " + variant + " legalMoves");
            for (Square sq : p.pieces().keySet()) {
                assertEquals(mapMoves(text(r.legalMoves(p, sq)), f), text(r.legalMoves(q, f.apply(sq))),
                        () -> where + ": " + variant + " legalMoves(" + sq + ")");
            }
        }
    }
}
