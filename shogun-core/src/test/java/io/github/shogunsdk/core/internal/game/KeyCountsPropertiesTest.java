package io.github.shogunsdk.core.internal.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The repetition counter against a plain map, under the pattern a game uses: keys counted in as
 * moves are played and counted out in reverse order as they are undone, with many equal keys and
 * keys that collide in the table.
 */
class KeyCountsPropertiesTest {

    @Property(tries = 300)
    void countsAgreeWithAMap(@ForAll("steps") List<Long> steps) {
        KeyCounts counts = new KeyCounts();
        Map<Long, Integer> expected = new HashMap<>();
        Deque<Long> played = new ArrayDeque<>();
        for (long step : steps) {
            if (step < 0 && !played.isEmpty()) {
                long key = played.pop();
                counts.remove(key);
                expected.merge(key, -1, Integer::sum);
            } else if (step >= 0) {
                // Keys from a small pool repeat; multiples of a large power of two collide in the table.
                long key = step % 3 == 0 ? step << 40 : step % 17;
                played.push(key);
                assertEquals(expected.merge(key, 1, Integer::sum), counts.add(key));
            }
            for (Map.Entry<Long, Integer> entry : expected.entrySet()) {
                assertEquals(entry.getValue(), counts.count(entry.getKey()), "key " + entry.getKey());
            }
        }
    }

    @Provide
    Arbitrary<List<Long>> steps() {
        return Arbitraries.longs().between(-60, 300).list().ofMaxSize(400);
    }
}
