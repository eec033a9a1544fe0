package io.github.shogunsdk.jackson;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import io.github.shogunsdk.json.ShogunJson;
import java.io.IOException;

/** Writes a map key of a type whose shape is text, such as a square's name {@code "d3"}. */
final class KeySerializer<T> extends StdSerializer<T> {

    private static final long serialVersionUID = 1L;

    KeySerializer(Class<T> type) {
        super(type);
    }

    @Override
    public void serialize(T value, JsonGenerator out, SerializerProvider provider) throws IOException {
        out.writeFieldName((String) ShogunJson.toPlain(value));
    }
}
