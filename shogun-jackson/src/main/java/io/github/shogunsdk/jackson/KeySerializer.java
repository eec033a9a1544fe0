package io.github.shogunsdk.jackson;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import java.io.IOException;

/** Writes a map key of a text {@link Kind} as the value's JSON string, such as {@code "d3"}. */
final class KeySerializer<T> extends StdSerializer<T> {

    private static final long serialVersionUID = 1L;

    KeySerializer(Class<T> type) {
        super(type);
    }

    @Override
    public void serialize(T value, JsonGenerator out, SerializerProvider provider) throws IOException {
        out.writeFieldName(value instanceof Enum<?> constant ? Words.of(constant) : value.toString());
    }
}
