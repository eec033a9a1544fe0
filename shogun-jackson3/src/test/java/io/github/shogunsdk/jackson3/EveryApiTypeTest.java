package io.github.shogunsdk.jackson3;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import io.github.shogunsdk.json.contract.EveryApiTypeCases;
import java.io.StringWriter;
import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.exc.InvalidDefinitionException;
import tools.jackson.databind.json.JsonMapper;

/** The contract's cases of the API's types with and without a shape, with Jackson 3's names. */
class EveryApiTypeTest extends EveryApiTypeCases {

    private final JsonMapper mapper = JsonMapper.builder().addModule(new ShogunModule()).build();

    EveryApiTypeTest() {
        super(new Jackson3Json(), ShapeSerializer.class);
    }

    @Override
    protected Class<?> writerOf(Class<?> type) {
        return mapper._serializationContext().findValueSerializer(type).getClass();
    }

    /** Jackson 3's generator and writers throw unchecked exceptions alone. */
    @Override
    protected void writeAs(Object value, Class<?> type) {
        try (JsonGenerator out = mapper.createGenerator(new StringWriter())) {
            mapper._serializationContext().findValueSerializer(type).serialize(value, out, mapper._serializationContext());
        }
    }

    @Override
    protected String refusal(Exception thrown) {
        return assertInstanceOf(InvalidDefinitionException.class, thrown).getOriginalMessage();
    }
}
