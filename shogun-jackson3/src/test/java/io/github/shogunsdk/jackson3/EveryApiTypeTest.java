package io.github.shogunsdk.jackson3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.ValueSerializer;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.exc.InvalidDefinitionException;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.json.ShogunJson;
import io.github.shogunsdk.json.contract.ApiTypes;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every public type of the API either has a shape, which this module writes (the contract kit's
 * cases read each back equal), or is refused, written or read, with a message naming it: never
 * written as the properties of a bean, as a game once was ({@code {"inCheck":false}}).
 */
class EveryApiTypeTest {

    private final JsonMapper mapper = JsonMapper.builder().addModule(new ShogunModule()).build();

    private static boolean hasShape(Class<?> type) {
        return ShogunJson.supportedTypes().stream().anyMatch(shaped -> shaped.isAssignableFrom(type));
    }

    @Test
    void everyTypeHasAShapeOrIsRefusedByName() throws Exception {
        List<Class<?>> types = ApiTypes.all();
        assertTrue(types.size() > 60, types.toString());
        List<String> refused = new ArrayList<>();
        for (Class<?> type : types) {
            String serializer = mapper._serializationContext().findValueSerializer(type).getClass().getName();
            if (hasShape(type)) {
                assertEquals(ShapeSerializer.class.getName(), serializer, type.getName());
                continue;
            }
            String message = type.getName() + " has no JSON shape in the Shogun SDK, so it is neither written nor"
                    + " read (rather than as the properties of a bean); ShogunJson.supportedTypes() lists the types"
                    + " that have one";
            // Any value: the serializer found for the type refuses it before looking at it.
            ValueSerializer<Object> found = mapper._serializationContext().findValueSerializer(type);
            InvalidDefinitionException written;
            try (JsonGenerator out = mapper.createGenerator(new StringWriter())) {
                written = assertThrows(InvalidDefinitionException.class,
                        () -> found.serialize(new Object(), out, mapper._serializationContext()), type.getName());
            }
            assertEquals(message, written.getOriginalMessage());
            InvalidDefinitionException read = assertThrows(InvalidDefinitionException.class,
                    () -> mapper.readValue("{}", type), type.getName());
            assertEquals(message, read.getOriginalMessage());
            refused.add(type.getSimpleName());
        }
        assertTrue(refused.contains("Engine") && refused.contains("Rules") && refused.contains("EngineOptions"),
                refused.toString());
    }

    @Test
    void realValuesWithoutAShapeAreRefusedAndAGameIsWrittenWithItsRecord() throws Exception {
        InvalidDefinitionException e = assertThrows(InvalidDefinitionException.class,
                () -> mapper.writeValueAsString(Shogun.rules()));
        assertTrue(e.getOriginalMessage().startsWith("io.github.shogunsdk.api.Rules has no JSON shape"),
                e.getOriginalMessage());
        assertThrows(InvalidDefinitionException.class, () -> mapper.writeValueAsString(List.of(Shogun.perft())));
        assertTrue(mapper.writeValueAsString(Shogun.newGame()).startsWith("{\"record\":{\"setup\":"));
    }
}
