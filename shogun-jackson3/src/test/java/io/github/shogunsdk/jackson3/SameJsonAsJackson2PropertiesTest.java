package io.github.shogunsdk.jackson3;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.json.contract.Values;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

/**
 * For arbitrary values of every API type, this module writes exactly the bytes that the Jackson 2
 * module writes, and reads them back to an equal value.
 */
class SameJsonAsJackson2PropertiesTest {

    private final JsonMapper mapper = JsonMapper.builder().addModule(new ShogunModule()).build();
    private final com.fasterxml.jackson.databind.ObjectMapper jackson2 =
            new com.fasterxml.jackson.databind.ObjectMapper().registerModule(new io.github.shogunsdk.jackson.ShogunModule());

    @Provide
    Arbitrary<Object> values() {
        return Arbitraries.oneOf(Values.squares(), Values.moves(), Values.pieces(), Values.positions(),
                Values.paths(), Values.ruleSets(), Values.layouts(), Values.energyModels(), Values.setups(),
                Values.outcomes(), Values.plies(), Values.gameRefusals(), Values.madeRefusals(), Values.scores(),
                Values.limits(), Values.progress(), Values.results(), Values.directions(),
                Arbitraries.of(io.github.shogunsdk.api.Rotation.class), Arbitraries.of(io.github.shogunsdk.api.Shape.class),
                Arbitraries.of(io.github.shogunsdk.api.RefusalReason.class),
                Arbitraries.of(io.github.shogunsdk.api.StopReason.class));
    }

    @Property(tries = 2000)
    void sameBytesAsJackson2AndBackToAnEqualValue(@ForAll("values") Object value) throws Exception {
        String json = mapper.writeValueAsString(value);
        assertEquals(jackson2.writeValueAsString(value), json);
        assertEquals(value, mapper.readValue(json, value.getClass()), json);
    }

    @Property(tries = 200)
    void mapKeysAsJackson2WritesThem(@ForAll("positions") Position position) throws Exception {
        Map<Square, Piece> pieces = position.pieces();
        String json = mapper.writeValueAsString(pieces);
        assertEquals(jackson2.writeValueAsString(pieces), json);
        assertEquals(pieces, mapper.readValue(json, new TypeReference<Map<Square, Piece>>() { }));
    }

    @Provide
    Arbitrary<Position> positions() {
        return Values.positions();
    }
}
