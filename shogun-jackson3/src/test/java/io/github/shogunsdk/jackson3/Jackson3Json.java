package io.github.shogunsdk.jackson3;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import io.github.shogunsdk.json.contract.JsonAdapter;
import io.github.shogunsdk.json.contract.Rejection;
import java.lang.reflect.Type;
import tools.jackson.core.StreamReadConstraints;
import tools.jackson.core.json.JsonFactory;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.exc.InvalidFormatException;
import tools.jackson.databind.exc.MismatchedInputException;
import tools.jackson.databind.json.JsonMapper;

/**
 * This module as the JSON contract's adapter (named in the build's surefire settings). Jackson 3
 * skips unknown keys by default, so the contract's strict reads use a mapper told to refuse them;
 * both mappers raise the nesting limit, as an application may, so that the deep cases reach the
 * module's readers.
 */
public final class Jackson3Json implements JsonAdapter {

    private final JsonMapper lenient = JsonMapper.builder(JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(Integer.MAX_VALUE).build()).build())
            .addModule(new ShogunModule()).build();
    private final JsonMapper strict = lenient.rebuild().enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES).build();

    /** Jackson 3's refusals, unchecked: an {@code InvalidFormatException} for a bad text, its superclass otherwise. */
    @Override
    public Rejection rejection(Exception thrown) {
        MismatchedInputException e = assertInstanceOf(MismatchedInputException.class, thrown);
        String field = e.getPath().isEmpty() ? null : e.getPath().get(0).getPropertyName();
        if (e instanceof InvalidFormatException bad) {
            return new Rejection(e.getOriginalMessage(), (String) bad.getValue(), e.getTargetType(), field);
        }
        return new Rejection(e.getOriginalMessage(), null, e.getTargetType(), field);
    }

    @Override
    public String write(Object value) {
        return strict.writeValueAsString(value);
    }

    @Override
    public Object readSkippingUnknownKeys(String json, Type type) {
        return lenient.readValue(json, lenient.constructType(type));
    }

    @Override
    public Object read(String json, Type type) {
        return strict.readValue(json, strict.constructType(type));
    }
}
