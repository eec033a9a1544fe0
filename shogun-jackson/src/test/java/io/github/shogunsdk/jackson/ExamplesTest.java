package io.github.shogunsdk.jackson;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.json.contract.ModuleExample;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The examples of the module's documentation (its Javadoc and docs/JSON.md), run as written. */
class ExamplesTest {

    @Test
    void theModulesExample() throws Exception {
        ObjectMapper mapper = new ObjectMapper().findAndRegisterModules();
        ModuleExample.run(mapper::writeValueAsString, mapper::readValue);
    }

    /** The reply of a web server, as the package documentation shows it. */
    record Reply(Position position, List<Move> moves, Outcome outcome) { }

    @Test
    void thePackagesExample() throws Exception {
        ObjectMapper mapper = new ObjectMapper().findAndRegisterModules();
        Game game = Shogun.newGame();
        String json = mapper.writeValueAsString(new Reply(game.position(), game.legalMoves(Square.parse("d1")), game.outcome()));
        assertEquals("{\"position\":\"p4p2p3p1k1p3p1p3/8/8/8/8/8/8/P4P3P2K2P1P4P3P2 w\",\"moves\":[\"d1c2\",\"d1d3\",\"d1e2\"],"
                + "\"outcome\":{\"over\":false,\"result\":\"*\",\"winner\":null,\"reason\":null,\"text\":\"Game in progress\"}}",
                json);
        Reply back = mapper.readValue(json, Reply.class);
        assertEquals(new Reply(game.position(), game.legalMoves(Square.parse("d1")), game.outcome()), back);
    }
}
