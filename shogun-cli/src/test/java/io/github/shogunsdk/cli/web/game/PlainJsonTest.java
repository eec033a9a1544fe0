package io.github.shogunsdk.cli.web.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The JSON text of the store's state: plain data reads back equal, and damaged text is one line. */
class PlainJsonTest {

    @Test
    void plainDataReadsBackEqual() {
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("v", 1);
        data.put("big", 86_400_000_000L);
        data.put("text", "a \"quoted\" \\ line\nwith a tab\t and \u0001");
        data.put("none", null);
        data.put("list", Arrays.asList(true, false, null, -7, List.of()));
        data.put("map", Map.of());
        String text = PlainJson.write(data);
        assertEquals("{\"v\":1,\"big\":86400000000,\"text\":\"a \\\"quoted\\\" \\\\ line\\u000awith a tab\\u0009 and \\u0001\","
                + "\"none\":null,\"list\":[true,false,null,-7,[]],\"map\":{}}", text);
        assertEquals(data, PlainJson.read(text));
        assertEquals(Integer.class, ((List<?>) ((Map<?, ?>) PlainJson.read(text)).get("list")).get(3).getClass());
        assertEquals(Map.of("a", List.of(1, 2)), PlainJson.read(" { \"a\" : [ 1 , 2 ] } "));
    }

    @Test
    void damagedTextIsRefusedInOneLine() {
        for (String damaged : List.of("", "{", "{\"a\":}", "{\"a\":1,}", "[1 2]", "{\"a\":tru}", "\"open", "{} x", "\"\\q\"")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> PlainJson.read(damaged), damaged);
            assertEquals(1, e.getMessage().lines().count(), e.getMessage());
        }
        assertEquals("malformed JSON at index 5: expected a value", assertThrows(IllegalArgumentException.class,
                () -> PlainJson.read("{\"a\":}")).getMessage());
        GameException.Busy busy = assertThrows(GameException.Busy.class, () -> TwoPlayers.flowOf("g1", "{\"twoPlayers\":{\"v\":1}"));
        assertEquals("the stored game g1 for two cannot be read back: malformed JSON at index 21: expected '}'",
                busy.getMessage());
    }
}
