package io.github.shogunsdk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.json.contract.Values;
import io.github.shogunsdk.json.internal.Words;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The plain data of arbitrary values: only the documented types (ordered maps with string keys,
 * lists, strings, Integer and Long, booleans, null), new each time, read back to an equal value;
 * and the enum words, made in one place, by their rule.
 */
class PlainDataPropertiesTest {

    @Provide
    Arbitrary<Object> values() {
        return Arbitraries.oneOf(Values.squares(), Values.moves(), Values.pieces(), Values.positions(),
                Values.paths(), Values.ruleSets(), Values.energyModels(), Values.setups(), Values.outcomes(),
                Values.plies(), Values.madeRefusals(), Values.scores(), Values.limits(), Values.progress(),
                Values.results(), Values.records(), Values.directions());
    }

    @Property(tries = 500)
    void onlyPlainTypesNewEachTimeAndReadBackEqual(@ForAll("values") Object value) {
        Object plain = ShogunJson.toPlain(value);
        Deque<Object> left = new ArrayDeque<>(List.of(List.of(plain)));
        while (!left.isEmpty()) {
            for (Object item : (List<?>) left.pop()) {
                if (item instanceof Map<?, ?> map) {
                    assertTrue(map instanceof LinkedHashMap<?, ?>, map.getClass().getName());
                    assertTrue(map.keySet().stream().allMatch(String.class::isInstance));
                    left.push(List.copyOf(map.values().stream().map(v -> v == null ? "null" : v).toList()));
                } else if (item instanceof List<?> list) {
                    left.push(list.stream().map(v -> v == null ? "null" : v).toList());
                } else {
                    assertTrue(item instanceof String || item instanceof Integer || item instanceof Long
                            || item instanceof Boolean, item.getClass().getName());
                }
            }
        }
        assertEquals(value, ShogunJson.fromPlain(plain, value.getClass()));
        Object again = ShogunJson.toPlain(value);
        assertEquals(plain, again);
        if (again instanceof Map<?, ?> map) {
            map.clear();
            assertEquals(plain, ShogunJson.toPlain(value), "the data of one call is not shared with the next");
        }
    }

    @Provide
    Arbitrary<Enum<?>> constants() {
        return Arbitraries.of(ShogunJson.supportedTypes().stream().filter(Class::isEnum)
                .flatMap(type -> List.of(type.getEnumConstants()).stream()).map(c -> (Enum<?>) c).toList());
    }

    /** The rule of docs/JSON.md: the constant's name in lower case, hyphens for underscores. */
    @Property(tries = 200)
    void eachWordFollowsTheRuleAndReadsBackAsItsConstant(@ForAll("constants") Enum<?> constant) {
        String word = Words.of(constant);
        assertEquals(constant.name().toLowerCase(Locale.ROOT).replace('_', '-'), word);
        assertEquals(constant, Words.parseAny(constant.getDeclaringClass(), word, "a word"));
    }
}
