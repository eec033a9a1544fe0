package io.github.shogunsdk.jackson3;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.json.contract.ModuleExample;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

/** The examples of the module's documentation (its Javadoc and docs/JSON.md), run as written. */
class ExamplesTest {

    @Test
    void theModulesExample() throws Exception {
        JsonMapper mapper = JsonMapper.builder().findAndAddModules().build();
        ModuleExample.run(mapper::writeValueAsString, mapper::readValue);
    }

    @Test
    void thePackagesExample() {
        JsonMapper mapper = JsonMapper.builder().findAndAddModules().build();
        Game game = Shogun.newGame();
        assertEquals("[\"d1c2\",\"d1d3\",\"d1e2\"]", mapper.writeValueAsString(game.legalMoves(Square.parse("d1"))));
        Position back = mapper.readValue(mapper.writeValueAsString(game.position()), Position.class);
        assertEquals(game.position(), back);
    }

    @Test
    void docsJsonMdsWayByHand() {
        JsonMapper mapper = JsonMapper.builder().addModule(new io.github.shogunsdk.jackson3.ShogunModule()).build();
        assertEquals("\"h8\"", mapper.writeValueAsString(Square.parse("h8")));
    }
}
