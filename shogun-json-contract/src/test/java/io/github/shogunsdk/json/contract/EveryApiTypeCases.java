package io.github.shogunsdk.json.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.json.ShogunJson;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every public type of the API either has a shape, which a Jackson module writes with its own
 * writer (the contract's other cases read each back equal), or is refused, written or read, with
 * a message naming it: never written as the properties of a bean, as a game once was
 * ({@code {"inCheck":false}}). Each Jackson module's test extends this with what its Jackson line
 * names differently: how a mapper finds a type's writer, and its refusal exception.
 */
public abstract class EveryApiTypeCases {

    private final JsonAdapter adapter;
    private final Class<?> shapeWriter;

    /**
     * Makes the cases for a module.
     *
     * @param adapter the module as the contract's adapter, whose mapper writes and reads real values
     * @param shapeWriter the module's writer of the shapes
     */
    protected EveryApiTypeCases(JsonAdapter adapter, Class<?> shapeWriter) {
        this.adapter = adapter;
        this.shapeWriter = shapeWriter;
    }

    /**
     * Finds the writer that the module's mapper has for a type.
     *
     * @param type a type of the API
     * @return the writer's class
     * @throws Exception as the mapper does
     */
    protected abstract Class<?> writerOf(Class<?> type) throws Exception;

    /**
     * Writes a value with the writer that the module's mapper has for a type, whatever the value.
     *
     * @param value the value
     * @param type the type whose writer writes it
     * @throws Exception as the writer does
     */
    protected abstract void writeAs(Object value, Class<?> type) throws Exception;

    /**
     * Tells what the module's refusal of a type without a shape says.
     *
     * @param thrown what writing or reading threw
     * @return Jackson's original message
     * @throws AssertionError when it is not Jackson's refusal of a type's definition
     */
    protected abstract String refusal(Exception thrown);

    private static boolean hasShape(Class<?> type) {
        return ShogunJson.supportedTypes().stream().anyMatch(shaped -> shaped.isAssignableFrom(type));
    }

    @Test
    void everyTypeHasAShapeOrIsRefusedByName() throws Exception {
        List<Class<?>> types = ApiTypes.all();
        assertTrue(types.size() > 60, types.toString());
        List<String> refused = new ArrayList<>();
        for (Class<?> type : types) {
            if (hasShape(type)) {
                assertEquals(shapeWriter, writerOf(type), type.getName());
                continue;
            }
            String message = type.getName() + " has no JSON shape in the Shogun SDK, so it is neither written nor"
                    + " read (rather than as the properties of a bean); ShogunJson.supportedTypes() lists the types"
                    + " that have one";
            // Any value: the writer found for the type refuses it before looking at it.
            assertEquals(message, refusal(assertThrows(Exception.class, () -> writeAs(new Object(), type), type.getName())));
            assertEquals(message, refusal(assertThrows(Exception.class, () -> adapter.read("{}", type), type.getName())));
            refused.add(type.getSimpleName());
        }
        assertTrue(refused.contains("Engine") && refused.contains("Rules") && refused.contains("EngineOptions"),
                refused.toString());
    }

    @Test
    void realValuesWithoutAShapeAreRefusedAndAGameIsWrittenWithItsRecord() throws Exception {
        String rules = refusal(assertThrows(Exception.class, () -> adapter.write(Shogun.rules())));
        assertTrue(rules.startsWith("io.github.shogunsdk.api.Rules has no JSON shape"), rules);
        refusal(assertThrows(Exception.class, () -> adapter.write(List.of(Shogun.perft()))));
        assertTrue(adapter.write(Shogun.newGame()).startsWith("{\"record\":{\"setup\":"));
    }
}
