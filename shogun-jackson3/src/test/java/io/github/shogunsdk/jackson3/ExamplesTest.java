package io.github.shogunsdk.jackson3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Refusal;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Square;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

/** The examples of the module's documentation (its Javadoc and docs/JSON.md), run as written. */
class ExamplesTest {

    @Test
    void theModulesExample() {
        JsonMapper mapper = JsonMapper.builder().findAndAddModules().build();
        assertEquals("\"d3\"", mapper.writeValueAsString(Square.parse("d3")));
        assertEquals("\"p4p2p3p1k1p3p1p3/8/8/8/8/8/8/P4P3P2K2P1P4P3P2 w\"", mapper.writeValueAsString(Position.initial()));
        Game game = Shogun.newGame();
        assertTrue(mapper.writeValueAsString(game.play("d1d3"))
                .startsWith("{\"move\":\"d1d3\",\"path\":{\"move\":\"d1d3\",\"shape\":\"U\","));
        assertEquals("{\"over\":false,\"result\":\"*\",\"winner\":null,\"reason\":null,\"text\":\"Game in progress\"}",
                mapper.writeValueAsString(game.outcome()));
        Move move = mapper.readValue("\"e8e7\"", Move.class);
        assertEquals(Move.parse("e8e7"), move);
        Refusal refusal = game.refusal(Square.parse("e8"), Square.parse("e6")).orElseThrow();
        assertEquals(refusal, mapper.readValue(mapper.writeValueAsString(refusal), Refusal.class));
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
