package io.github.shogunsdk.jackson3;

import io.github.shogunsdk.json.ShogunJson;
import io.github.shogunsdk.json.internal.Adapters;
import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.ser.std.StdSerializer;

/**
 * Writes a value's shape (the JSON layer's) through Jackson 3's generator, or, as a map key, the
 * text of a type whose shape is text.
 */
final class ShapeSerializer<T> extends StdSerializer<T> {

    private final boolean asKey;

    ShapeSerializer(Class<T> type, boolean asKey) {
        super(type);
        this.asKey = asKey;
    }

    @Override
    public void serialize(T value, JsonGenerator out, SerializationContext context) {
        if (!asKey) {
            Adapters.write(value, new GeneratorOutput(out));
            return;
        }
        out.writeName((String) ShogunJson.toPlain(value));
    }
}
