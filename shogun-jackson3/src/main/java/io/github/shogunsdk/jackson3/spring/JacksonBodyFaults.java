package io.github.shogunsdk.jackson3.spring;

import io.github.shogunsdk.spring.internal.BodyFaults;
import tools.jackson.core.JacksonException;
import tools.jackson.core.TokenStreamLocation;
import tools.jackson.core.exc.StreamReadException;

/**
 * What Jackson 3's exceptions say of a request body, for the 400 answers of the SDK's Spring MVC
 * glue (shogun-spring), which finds this class through the service loader: any exception's path
 * of property names and indices, and a stream read exception's line and column.
 *
 * <p>Not API: the module exports this package to no one.
 */
public final class JacksonBodyFaults implements BodyFaults {

    /** Creates the reader; the service loader does this. */
    public JacksonBodyFaults() {
    }

    @Override
    public Fault read(Throwable failure) {
        if (failure instanceof JacksonException json) {
            TokenStreamLocation text = json instanceof StreamReadException ? json.getLocation() : null;
            return new Fault(json.getOriginalMessage(),
                    json.getPath().stream().map(step -> step.getPropertyName() == null
                            ? (Object) step.getIndex() : step.getPropertyName()).toList(),
                    text == null ? -1 : text.getLineNr(), text == null ? -1 : text.getColumnNr());
        }
        return null;
    }
}
