package io.github.shogunsdk.jackson;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.github.shogunsdk.json.contract.JsonAdapter;
import io.github.shogunsdk.json.contract.Rejection;
import java.lang.reflect.Type;

/**
 * This module as the JSON contract's adapter (named in the build's surefire settings): a mapper
 * with the module and Jackson's defaults, but for a nesting limit raised as an application may
 * raise it, so that the deep cases reach the module's readers.
 */
public final class Jackson2Json implements JsonAdapter {

    private final ObjectMapper mapper = JsonMapper.builder(JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(Integer.MAX_VALUE).build()).build())
            .addModule(new ShogunModule()).build();
    private final ObjectMapper lenient = mapper.copy().disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    @Override
    public String write(Object value) throws JsonProcessingException {
        return mapper.writeValueAsString(value);
    }

    @Override
    public Object read(String json, Type type) throws JsonProcessingException {
        return mapper.readValue(json, mapper.constructType(type));
    }

    @Override
    public Object readSkippingUnknownKeys(String json, Type type) throws JsonProcessingException {
        return lenient.readValue(json, lenient.constructType(type));
    }

    /** Jackson's refusals: an {@code InvalidFormatException} for a bad text, its superclass otherwise. */
    @Override
    public Rejection rejection(Exception thrown) {
        MismatchedInputException e = assertInstanceOf(MismatchedInputException.class, thrown);
        return new Rejection(e.getOriginalMessage(), e instanceof InvalidFormatException bad ? (String) bad.getValue() : null,
                e.getTargetType(), e.getPath().isEmpty() ? null : e.getPath().get(0).getFieldName());
    }
}
