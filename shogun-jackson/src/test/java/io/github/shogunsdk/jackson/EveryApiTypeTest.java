package io.github.shogunsdk.jackson;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.exc.InvalidDefinitionException;
import io.github.shogunsdk.json.contract.EveryApiTypeCases;
import java.io.StringWriter;

/** The contract's cases of the API's types with and without a shape, with Jackson 2's names. */
class EveryApiTypeTest extends EveryApiTypeCases {

    private final ObjectMapper mapper = new ObjectMapper().registerModule(new ShogunModule());

    EveryApiTypeTest() {
        super(new Jackson2Json(), ValueSerializer.class);
    }

    @Override
    protected Class<?> writerOf(Class<?> type) throws Exception {
        return mapper.getSerializerProviderInstance().findValueSerializer(type).getClass();
    }

    @Override
    protected void writeAs(Object value, Class<?> type) throws Exception {
        SerializerProvider provider = mapper.getSerializerProviderInstance();
        try (JsonGenerator out = mapper.getFactory().createGenerator(new StringWriter())) {
            provider.findValueSerializer(type).serialize(value, out, provider);
        }
    }

    @Override
    protected String refusal(Exception thrown) {
        return assertInstanceOf(InvalidDefinitionException.class, thrown).getOriginalMessage();
    }
}
