package io.github.shogunsdk.jackson;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import io.github.shogunsdk.json.ShogunJson;
import io.github.shogunsdk.json.internal.Adapters;
import java.io.IOException;

/**
 * Writes a value's shape (the JSON layer's) through the generator; as a map key, the text of a
 * type whose shape is text, such as a square's name {@code "d3"}.
 */
final class ValueSerializer<T> extends StdSerializer<T> {

    private static final long serialVersionUID = 1L;

    private final boolean key;

    ValueSerializer(Class<T> type, boolean key) {
        super(type);
        this.key = key;
    }

    @Override
    public void serialize(T value, JsonGenerator out, SerializerProvider provider) throws IOException {
        if (key) {
            out.writeFieldName((String) ShogunJson.toPlain(value));
        } else {
            Adapters.write(value, new GeneratorOutput(out));
        }
    }
}
