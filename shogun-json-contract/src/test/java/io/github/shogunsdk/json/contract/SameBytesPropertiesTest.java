package io.github.shogunsdk.json.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.RefusalReason;
import io.github.shogunsdk.api.Rotation;
import io.github.shogunsdk.api.Shape;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.StopReason;
import io.github.shogunsdk.json.ShogunJson;
import java.util.LinkedHashMap;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * An adapter writes, for arbitrary values of every type, exactly the text of the layer's plain data
 * ({@link ShogunJson#toPlain}) as the contract's own writer spells it: so every adapter writes the
 * same bytes, and the plain data is what the shapes stream.
 */
class SameBytesPropertiesTest {

    private final JsonAdapter json = JsonAdapter.underTest();

    @Provide
    Arbitrary<Object> values() {
        return Arbitraries.oneOf(Values.squares(), Values.moves(), Values.pieces(), Values.positions(),
                Values.paths(), Values.ruleSets(), Values.layouts(), Values.energyModels(), Values.setups(),
                Values.outcomes(), Values.plies(), Values.gameRefusals(), Values.madeRefusals(), Values.scores(),
                Values.limits(), Values.progress(), Values.results(), Values.directions(), Values.records(),
                Arbitraries.of(Rotation.class), Arbitraries.of(Shape.class), Arbitraries.of(RefusalReason.class),
                Arbitraries.of(StopReason.class));
    }

    @Property(tries = 2000)
    void theTextOfThePlainData(@ForAll("values") Object value) throws Exception {
        assertEquals(ReferenceJson.write(ShogunJson.toPlain(value)), json.write(value));
    }

    @Provide
    Arbitrary<Position> positions() {
        return Values.positions();
    }

    @Property(tries = 200)
    void mapKeysAsTheirText(@ForAll("positions") Position position) throws Exception {
        Map<String, Object> plain = new LinkedHashMap<>();
        for (Map.Entry<Square, Piece> entry : position.pieces().entrySet()) {
            plain.put((String) ShogunJson.toPlain(entry.getKey()), ShogunJson.toPlain(entry.getValue()));
        }
        assertEquals(ReferenceJson.write(plain), json.write(position.pieces()));
    }
}
