package io.github.shogunsdk.json.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Refusal;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Square;

/**
 * The example that the Jackson modules' Javadoc gives, step by step, for a mapper made as each
 * module's page says: its outputs as the comments of the example show them.
 */
public final class ModuleExample {

    private ModuleExample() {
    }

    /** A mapper's writing. */
    @FunctionalInterface
    public interface Writer {
        /**
         * Writes a value.
         *
         * @param value the value
         * @return its JSON
         * @throws Exception as the mapper does
         */
        String write(Object value) throws Exception;
    }

    /** A mapper's reading. */
    @FunctionalInterface
    public interface Reader {
        /**
         * Reads a value.
         *
         * @param json the JSON
         * @param type the value's type
         * @return the value
         * @throws Exception as the mapper does
         */
        Object read(String json, Class<?> type) throws Exception;
    }

    /**
     * Runs the example.
     *
     * @param mapper the mapper's writing
     * @param reader the mapper's reading
     * @throws Exception as the mapper does
     */
    public static void run(Writer mapper, Reader reader) throws Exception {
        assertEquals("\"d3\"", mapper.write(Square.parse("d3")));
        assertEquals("\"p4p2p3p1k1p3p1p3/8/8/8/8/8/8/P4P3P2K2P1P4P3P2 w\"", mapper.write(Position.initial()));
        Game game = Shogun.newGame();
        assertTrue(mapper.write(game.play("d1d3")).startsWith("{\"move\":\"d1d3\",\"path\":{\"move\":\"d1d3\",\"shape\":\"U\","));
        assertEquals("{\"over\":false,\"result\":\"*\",\"winner\":null,\"reason\":null,\"text\":\"Game in progress\"}",
                mapper.write(game.outcome()));
        Move move = (Move) reader.read("\"e8e7\"", Move.class);
        assertEquals(Move.parse("e8e7"), move);
        Refusal refusal = game.refusal(Square.parse("e8"), Square.parse("e6")).orElseThrow();
        assertEquals(refusal, reader.read(mapper.write(refusal), Refusal.class));
    }
}
