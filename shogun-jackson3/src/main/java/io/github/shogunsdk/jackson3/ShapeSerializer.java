package io.github.shogunsdk.jackson3;

import io.github.shogunsdk.json.internal.Adapters;
import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.ser.std.StdSerializer;

/** Writes a value's plain data (the JSON layer's shape) through Jackson 3's generator. */
final class ShapeSerializer<T> extends StdSerializer<T> {

    ShapeSerializer(Class<T> type) {
        super(type);
    }

    @Override
    public void serialize(T value, JsonGenerator out, SerializationContext context) {
        Adapters.write(value, new GeneratorOutput(out));
    }
}
