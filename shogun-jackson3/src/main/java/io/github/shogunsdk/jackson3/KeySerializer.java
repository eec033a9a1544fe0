package io.github.shogunsdk.jackson3;

import io.github.shogunsdk.json.ShogunJson;
import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.ser.std.StdSerializer;

/** Writes a map key of a type whose shape is text, such as a square's name {@code "d3"}. */
final class KeySerializer<T> extends StdSerializer<T> {

    KeySerializer(Class<T> type) {
        super(type);
    }

    @Override
    public void serialize(T value, JsonGenerator out, SerializationContext context) {
        out.writeName((String) ShogunJson.toPlain(value));
    }
}
