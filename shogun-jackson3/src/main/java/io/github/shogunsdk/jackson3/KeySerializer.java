package io.github.shogunsdk.jackson3;

import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.ser.std.StdSerializer;

/** Writes a map key of a text {@link Kind} as the value's JSON string, such as {@code "d3"}. */
final class KeySerializer<T> extends StdSerializer<T> {

    KeySerializer(Class<T> type) {
        super(type);
    }

    @Override
    public void serialize(T value, JsonGenerator out, SerializationContext context) {
        out.writeName(value instanceof Enum<?> constant ? Words.of(constant) : value.toString());
    }
}
