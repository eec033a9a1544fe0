package io.github.shogunsdk.jackson.spring;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import io.github.shogunsdk.spring.internal.BodyFaults;
import java.util.ArrayList;
import java.util.List;

/**
 * What Jackson 2's exceptions say of a request body, for the 400 answers of the SDK's Spring MVC
 * glue (shogun-spring), which finds this class through the service loader: a mapping exception's
 * path of keys and indices, a parse exception's line and column.
 *
 * <p>Not API: the module exports this package to no one.
 */
public final class JacksonBodyFaults implements BodyFaults {

    /** Creates the reader; the service loader does this. */
    public JacksonBodyFaults() {
    }

    @Override
    public Fault read(Throwable failure) {
        if (!(failure instanceof JsonProcessingException json)) {
            return null;
        }
        // Only a mapping exception knows where in the body; only a parse exception, in the text.
        List<Object> path = new ArrayList<>();
        if (json instanceof JsonMappingException mapping) {
            for (JsonMappingException.Reference step : mapping.getPath()) {
                path.add(step.getFieldName() != null ? step.getFieldName() : step.getIndex());
            }
        }
        JsonLocation where = json instanceof JsonParseException ? json.getLocation() : null;
        return where == null ? new Fault(json.getOriginalMessage(), path, -1, -1)
                : new Fault(json.getOriginalMessage(), path, where.getLineNr(), where.getColumnNr());
    }
}
